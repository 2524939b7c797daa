import { lintText } from './lint-text';

/** The folder rule (tools/eslint/admin-folders.mjs) run through the repository's ESLint config, as CI runs it. */
const lint = (file: string, code: string) => lintText('taikai/admin-folders', file, code);

jest.setTimeout(60_000);

describe('admin folders (lint)', () => {
  it('refuses a page importing another page', () => {
    const problems = lint(
      'apps/admin/src/printing/example.ts',
      "import { StandingsPage } from '../standings/StandingsPage';\nexport const x = StandingsPage;\n",
    );
    expect(problems).toEqual([expect.stringContaining('The printing page does not import the standings page')]);
  });

  it('refuses a page folder named by its index', () => {
    const problems = lint(
      'apps/admin/src/events/example.ts',
      "import { DecklistsPage } from '../decklists';\nexport const x = DecklistsPage;\n",
    );
    expect(problems).toEqual([expect.stringContaining('The events page does not import the decklists page')]);
  });

  it('refuses an import up the layers: shared/ imports no page, app/ imports no shared/', () => {
    expect(
      lint(
        'apps/admin/src/shared/data/example.ts',
        "import { sortByName } from '../../players/nameOrder';\nexport const x = sortByName;\n",
      ),
    ).toEqual([expect.stringContaining('shared/ does not import players/')]);
    expect(
      lint(
        'apps/admin/src/app/layout/example.ts',
        "import { useGql } from '../../shared/data/GraphQLProvider';\nexport const x = useGql;\n",
      ),
    ).toEqual([expect.stringContaining('app/ does not import shared/')]);
  });

  it('refuses importing the root', () => {
    expect(lint('apps/admin/src/event/example.ts', "import { App } from '../App';\nexport const x = App;\n")).toEqual([
      expect.stringContaining('does not import them'),
    ]);
  });

  it('takes a page importing the layers below it, and the root importing a page', () => {
    const page = [
      "import { tokens } from '../app/session';",
      "import { useGql } from '../shared/data/GraphQLProvider';",
      "import { EventShell } from '../event/EventShell';",
      "import { EventsDocument } from '../generated/graphql';",
      "import { RoundView } from './RoundView';",
      'export const x = [tokens, useGql, EventShell, EventsDocument, RoundView];',
    ].join('\n');
    expect(lint('apps/admin/src/rounds/example.tsx', page)).toEqual([]);
    expect(lint('apps/admin/src/App.tsx', "import { RoundsPage } from './rounds/RoundsPage';\nexport const x = RoundsPage;\n")).toEqual([]);
  });
});
