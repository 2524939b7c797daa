import type { BrowserContext } from 'playwright-core';
import { type AdminHarness, startAdminHarness } from '../support/admin-helpers';
import { createEmptyDatabase } from '../support/postgres';
import { expectPhoneFits, PHONE } from '../support/player-page';

const TEAMS = ['Kitsune', 'Tanuki', 'Tengu', 'Kappa'];

interface Member {
  id: string;
  name: string;
  accessCode: string;
}

/**
 * Issue 29, Two-Headed Giant (MTR 9.1): a team's two players share one game, stored under seat A.
 * Seat B's phone shows the game, the opponents and who reports; on the public page seat B's own
 * name finds the game, both partners named on each side, in English and Japanese.
 */
describe('a Two-Headed Giant game on seat B’s phone and on the public page', () => {
  let h: AdminHarness;
  let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
  let eventId: string;
  let shortCode: string;
  const members = new Map<string, { a: Member; b: Member }>();
  const contexts: BrowserContext[] = [];

  const newPhone = async (locale: string) => {
    const context = await h.browser.newContext({ ...PHONE, locale });
    contexts.push(context);
    return context.newPage();
  };

  beforeAll(async () => {
    database = await createEmptyDatabase();
    h = await startAdminHarness({ DATABASE_URL: database.url });
    const created = (
      await h.api('mutation { createEvent(input: { name: "2HG Open", teamFormat: "magic-two-headed-giant" }) { id shortCode } }')
    ).createEvent;
    eventId = created.id;
    shortCode = created.shortCode;
    for (const team of TEAMS) {
      const register = async (seat: string): Promise<Member> =>
        (
          await h.api('mutation($e: ID!, $n: String!) { registerPlayer(eventId: $e, input: { name: $n }) { id name accessCode } }', {
            e: eventId,
            n: `${team} ${seat}`,
          })
        ).registerPlayer;
      const pair = { a: await register('A'), b: await register('B') };
      members.set(team, pair);
      await h.api('mutation($e: ID!, $n: String!, $m: [TeamMemberInput!]!) { createTeam(eventId: $e, name: $n, members: $m) { id } }', {
        e: eventId,
        n: team,
        m: [
          { playerId: pair.a.id, seat: 'A' },
          { playerId: pair.b.id, seat: 'B' },
        ],
      });
    }
    const round = (await h.api('mutation($e: ID!) { pairNextRound(eventId: $e) { id } }', { e: eventId })).pairNextRound;
    await h.api('mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id });
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await h?.close();
    await database?.drop();
  });

  it('seat B’s phone shows the team game and who reports it, in Japanese and English', async () => {
    const seatB = members.get('Kappa')!.b;
    for (const [locale, reports] of [
      ['ja-JP', 'チームの結果は席Aのチームメイトが報告します。'],
      ['en-US', 'Your teammate in seat A reports your team’s result.'],
    ] as const) {
      const page = await newPhone(locale);
      await page.goto(`${h.server.url}/play/join?event=${eventId}&code=${seatB.accessCode}`);
      await page.getByTestId('seat-a-reports').getByText(reports).waitFor();
      await expect(page.getByTestId('team-seat').getAttribute('data-slot')).resolves.toBe('SHARED');
      await expectPhoneFits(page, `player-2hg-seat-b-${locale}`);
    }
  });

  it('the public page finds the game by seat B’s name and names both partners on each side', async () => {
    for (const [locale, search, shown, joiner] of [
      ['en-US', 'Find a player by name', '1 of 2 team matches', ' & '],
      ['ja-JP', '名前でプレイヤーを探す', '2試合中1試合', '・'],
    ] as const) {
      const page = await newPhone(locale);
      await page.goto(`${h.server.url}/play/e/${shortCode}`);
      await page.getByTestId('public-team-match').nth(1).waitFor();
      await page.getByLabel(search).fill('Tengu B');
      await page.getByText(shown).waitFor();
      expect(await page.getByTestId('public-team-match').count()).toBe(1);
      const game = (await page.getByTestId('public-seat').textContent()) ?? '';
      expect(game).toContain(`Tengu A${joiner}Tengu B`);
      expect(TEAMS.filter((team) => game.includes(`${team} A${joiner}${team} B`))).toHaveLength(2);
      await expectPhoneFits(page, `player-2hg-public-${locale}`);
    }
  });
});
