import { lintText } from './lint-text';

/** The zone rule (tools/eslint/api-zones.mjs) run through the repository's ESLint config, as CI runs it. */
const lint = (file: string, code: string) => lintText('taikai/api-zones', file, code);

describe('API zones (lint)', () => {
  it('refuses an import back up the zones: core does not import ops', () => {
    const problems = lint(
      'apps/api/src/core/rounds/example.ts',
      "import { BackupsModule } from '../../ops/backups';\nexport const x = BackupsModule;\n",
    );
    expect(problems).toEqual([expect.stringContaining('The core zone does not import the ops zone')]);
  });

  it("refuses reaching past another feature's public face", () => {
    const problems = lint(
      'apps/api/src/core/rounds/example.ts',
      "import { EventModel } from '../events/event.model';\nexport const x = EventModel;\n",
    );
    expect(problems).toEqual([expect.stringContaining("through its public face ('../events')")]);
  });

  it("refuses another folder's repository", () => {
    const problems = lint(
      'apps/api/src/judging/penalties/example.ts',
      "import { MatchesRepository } from '../../core/tournament/matches.repository';\nexport const x = MatchesRepository;\n",
    );
    expect(problems).toEqual([expect.stringContaining('A repository stays inside its folder')]);
  });

  it("refuses a feature's index exporting its repository as a value, and takes its types", () => {
    expect(lint('apps/api/src/core/rounds/index.ts', "export { RoundsRepository } from './rounds.repository';\n")).toEqual([
      expect.stringContaining('A repository stays inside its folder'),
    ]);
    expect(lint('apps/api/src/core/rounds/index.ts', "export type { RoundsRepository } from './rounds.repository';\n")).toEqual([]);
  });

  it('takes an import down the zones through the public face', () => {
    expect(
      lint('apps/api/src/judging/penalties/example.ts', "import { EventModel } from '../../core/events';\nexport const x = EventModel;\n"),
    ).toEqual([]);
  });
});
