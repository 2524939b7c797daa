import type { Page } from 'playwright-core';
import { type AdminHarness, seriousA11yViolations, shot, signIn, sidewaysScroll, startAdminHarness } from '../support/admin-helpers';

const SIZES = [
  { width: 1024, height: 768 },
  { width: 1366, height: 768 },
] as const;

const TEAMS = ['Tokyo Thunder Dragons', '大阪 カードクラブ', 'Nagoya', '札幌 雪まつり', 'Fukuoka Ramen Lovers', '仙台'];
/** The top cut event's teams: after two Swiss rounds 6, 3, 3 and 0 match points, the two 3s tied (same opponents). */
const CUT_TEAMS = ['Kobe Knights of the Round Table', '横浜 ベイサイド', 'Kyoto Foxes', '広島 もみじ'];

/**
 * A trios event of six teams (MTR 8) on the dashboard: round 1's team matches with their seat
 * matches, the team standings (match points and OMW% only, MTR appendix C), and the prints by
 * team, by name with seats, the slips with a line per seat and the team standings; in English and
 * Japanese at 1024×768 and 1366×768: no sideways scroll, axe-clean. Then a top 2 of four trios
 * teams: the tie across the cut line settled by lots, the bracket of teams, its champion. One
 * server, one browser.
 */
describe('team rounds on the dashboard', () => {
  let h: AdminHarness;
  let eventId = '';
  let cutEventId = '';

  const record = (matchId: string, player1Wins: number, player2Wins: number) =>
    h.api('mutation($m: ID!, $i: ResultInput!) { recordResult(matchId: $m, input: $i) { id } }', {
      m: matchId,
      i: { player1Wins, player2Wins },
    });

  async function createTeamEvent(name: string, teams: readonly string[]): Promise<string> {
    const id = (
      await h.api('mutation($i: EventInput!) { createEvent(input: $i) { id } }', {
        i: { name, plannedRounds: 3, teamFormat: 'magic-trios' },
      })
    ).createEvent.id;
    for (const [t, team] of teams.entries()) {
      const members = [];
      for (const seat of ['A', 'B', 'C']) {
        const { registerPlayer } = await h.api('mutation($e: ID!, $i: PlayerInput!) { registerPlayer(eventId: $e, input: $i) { id } }', {
          e: id,
          i: { name: `Player ${t + 1}${seat}` },
        });
        members.push({ playerId: registerPlayer.id, seat });
      }
      await h.api('mutation($e: ID!, $n: String!, $m: [TeamMemberInput!]!) { createTeam(eventId: $e, name: $n, members: $m) { id } }', {
        e: id,
        n: team,
        m: members,
      });
    }
    return id;
  }

  beforeAll(async () => {
    h = await startAdminHarness();
    eventId = await createTeamEvent('Trios Store Championship チーム戦', TEAMS);
    const round = (
      await h.api('mutation($e: ID!) { pairNextRound(eventId: $e) { id teamMatches { id table seatMatches { id teamSlot } } } }', {
        e: eventId,
      })
    ).pairNextRound;
    await h.api('mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id });
    const [first, second] = [...round.teamMatches].sort((a: { table: number }, b: { table: number }) => a.table - b.table);
    // Team match 1: team 1 wins every seat (FINAL). Team match 2: team 2 wins A and B (DECIDED, C still playing).
    for (const seat of first.seatMatches) await record(seat.id, 2, 0);
    const bySlot = new Map(second.seatMatches.map((m: { id: string; teamSlot: string }) => [m.teamSlot, m.id]));
    await record(bySlot.get('A') as string, 0, 2);
    await record(bySlot.get('B') as string, 1, 2);

    // Top cut event, two Swiss rounds. Round 1: team 1 wins. Round 2: the winners' match goes to its
    // team 1 (6 points); of the losers, the one beaten by that team wins (3 points), so it has the
    // same opponents as the other winners' team (3 points): tied across the cut line of a top 2.
    cutEventId = await createTeamEvent('Trios Top Cut チーム戦', CUT_TEAMS);
    type SwissTeamMatch = { team1: { id: string }; team2: { id: string }; seatMatches: { id: string }[] };
    const pairSwiss = async (): Promise<SwissTeamMatch[]> => {
      const swiss = (
        await h.api(
          'mutation($e: ID!) { pairNextRound(eventId: $e) { id teamMatches { team1 { id } team2 { id } seatMatches { id } } } }',
          {
            e: cutEventId,
          },
        )
      ).pairNextRound;
      await h.api('mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: swiss.id });
      return swiss.teamMatches;
    };
    const win = async (teamMatch: SwissTeamMatch, team: 1 | 2) => {
      for (const seat of teamMatch.seatMatches) await (team === 1 ? record(seat.id, 2, 0) : record(seat.id, 0, 2));
    };
    const roundOne = await pairSwiss();
    for (const tm of roundOne) await win(tm, 1);
    const winners = new Set(roundOne.map((tm) => tm.team1.id));
    const beatenBy = new Map(roundOne.map((tm) => [tm.team2.id, tm.team1.id]));
    const roundTwo = await pairSwiss();
    const top = roundTwo.find((tm) => winners.has(tm.team1.id)) as SwissTeamMatch;
    await win(top, 1);
    const low = roundTwo.find((tm) => tm !== top) as SwissTeamMatch;
    await win(low, beatenBy.get(low.team1.id) === top.team1.id ? 1 : 2);
  });
  afterAll(async () => {
    await h?.close();
  });

  /** Each page at both sizes: no sideways scroll, axe-clean, a screenshot. */
  async function checkAtSizes(page: Page, name: string, locale: string) {
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.waitForFunction((width) => window.innerWidth === width, size.width);
      expect({ name, size, sideways: await sidewaysScroll(page) }).toEqual({ name, size, sideways: [] });
      expect({ name, size, axe: await seriousA11yViolations(page) }).toEqual({ name, size, axe: [] });
      await shot(page, `admin-teams-${name}-${locale}-${size.width}`);
    }
  }

  for (const language of [
    { locale: 'en-US', signIn: 'Sign in', final: 'Final', decided: 'Decided' },
    { locale: 'ja-JP', signIn: 'ログイン', final: '確定', decided: '勝敗決定' },
  ]) {
    it(`rounds, team standings, teams and prints in ${language.locale}`, async () => {
      const page = await h.browser.newPage({ locale: language.locale, viewport: SIZES[0] });
      try {
        await signIn(page, h.server.url, language.signIn);

        await page.goto(`${h.server.url}/admin/#/events/${eventId}/rounds`);
        const pairings = page.getByTestId('team-pairings');
        await pairings.getByTestId('team-match-row').nth(2).waitFor();
        expect(await pairings.getByTestId('team-match-row').count()).toBe(3);
        expect(await pairings.getByTestId('seat-match-row').count()).toBe(9);
        const statuses = await pairings.getByTestId('team-match-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-status')));
        expect(statuses).toEqual(['FINAL', 'DECIDED', 'PENDING']);
        await pairings.getByTestId('team-match-status').getByText(language.final).waitFor();
        await pairings.getByTestId('team-match-status').getByText(language.decided).waitFor();
        expect(await pairings.getByTestId('team-match-outcome').count()).toBe(2);
        // Team rounds are not edited by hand (TEAM_ROUND_NOT_EDITABLE).
        expect(await page.getByTestId('edit-pairings').count()).toBe(0);
        await checkAtSizes(page, 'rounds', language.locale);
        // A seat match still opens to correct its result.
        await page.setViewportSize(SIZES[0]);
        await pairings.getByTestId('seat-match-row').first().getByRole('button').click();
        await page.getByRole('dialog').waitFor();
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'hidden' });

        await page.goto(`${h.server.url}/admin/#/events/${eventId}/standings`);
        const standings = page.getByTestId('team-standings-table');
        await standings.getByTestId('team-standing-row').nth(5).waitFor();
        // Members by seat, and no game columns (MTR appendix C).
        const tokyo = standings.getByTestId('team-standing-row').filter({ hasText: 'Tokyo Thunder Dragons' });
        expect(await tokyo.getByTestId('team-members').innerText()).toBe('A Player 1A · B Player 1B · C Player 1C');
        const header = await standings.locator('thead').innerText();
        expect(header).toContain('OMW%');
        expect(header).not.toContain('GW%');
        expect(await page.getByTestId('standings-table').count()).toBe(0);
        await checkAtSizes(page, 'standings', language.locale);

        await page.goto(`${h.server.url}/admin/#/events/${eventId}/teams`);
        await page.getByTestId('team-row').nth(5).waitFor();
        await checkAtSizes(page, 'teams', language.locale);

        await page.goto(`${h.server.url}/admin/#/events/${eventId}/print/pairings-table`);
        const byTeam = page.getByTestId('print-team-pairings');
        await byTeam.locator('tbody').nth(2).waitFor();
        expect(await byTeam.locator('tbody tr').count()).toBe(12); // 3 team matches, 3 seats each
        await checkAtSizes(page, 'print-pairings', language.locale);

        await page.goto(`${h.server.url}/admin/#/events/${eventId}/print/pairings-name`);
        const byName = page.getByTestId('print-team-names');
        await byName.getByText('Player 6C', { exact: true }).waitFor();
        expect(await byName.locator('tbody tr').count()).toBe(18);

        await page.goto(`${h.server.url}/admin/#/events/${eventId}/print/slips`);
        await page.getByTestId('team-result-slip').nth(2).waitFor();
        expect(await page.getByTestId('slip-seat').count()).toBe(9);
        await checkAtSizes(page, 'print-slips', language.locale);

        await page.goto(`${h.server.url}/admin/#/events/${eventId}/print/standings`);
        await page.getByTestId('print-team-standings').locator('tbody tr').nth(5).waitFor();
        await shot(page, `admin-teams-print-standings-${language.locale}`, true);
      } finally {
        await page.close();
      }
    });
  }

  const bracketTeams = async () =>
    (
      await h.api(
        'query($id: ID!) { event(id: $id) { rounds { phaseKind teamMatches { team1 { name } team2 { name } team1Seed team2Seed } } } }',
        {
          id: cutEventId,
        },
      )
    ).event.rounds.filter((r: { phaseKind: string }) => r.phaseKind !== 'SWISS');

  it('starts a team top 2 in en-US: a tie across the cut line is settled by lots, the bracket shows the teams', async () => {
    const page = await h.browser.newPage({ locale: 'en-US', viewport: SIZES[0] });
    try {
      await signIn(page, h.server.url, 'Sign in');
      await page.goto(`${h.server.url}/admin/#/events/${cutEventId}/topcut`);
      await page.getByRole('combobox', { name: 'Cut to' }).click();
      await page.getByRole('option', { name: 'Top 2' }).click();
      await page.getByTestId('start-top-cut').click();
      await page.getByRole('dialog').locator('.ra-confirm').click();
      // Two teams with 3 match points and the same opponents: refused (TOP_CUT_TIE), the message names them.
      const tie = page.getByTestId('top-cut-tie');
      await tie.waitFor();
      expect(await tie.innerText()).toMatch(/Tied across the cut line/);
      expect(await bracketTeams()).toEqual([]);
      await checkAtSizes(page, 'topcut-tie', 'en-US');
      await page.setViewportSize(SIZES[0]);
      await page.getByTestId('draw-lots').click();
      await page
        .getByRole('dialog')
        .getByText(/recorded in the audit log/)
        .waitFor();
      await page.getByRole('dialog').locator('.ra-confirm').click();
      const match = page.getByTestId('bracket-team-match');
      await match.waitFor();
      const [cut] = await bracketTeams();
      expect(cut.teamMatches).toHaveLength(1);
      const [final] = cut.teamMatches;
      expect([final.team1Seed, final.team2Seed]).toEqual([1, 2]);
      expect(await match.getByTestId('bracket-team1').innerText()).toContain(final.team1.name);
      expect(await match.getByTestId('bracket-team2').innerText()).toContain(final.team2.name);
      expect(CUT_TEAMS).toEqual(expect.arrayContaining([final.team1.name, final.team2.name]));
      // The seat matches are open (still to be played), each opens for its result.
      expect(await match.getByTestId('bracket-seat-match').count()).toBe(3);
      await checkAtSizes(page, 'topcut', 'en-US');
      // The bracket prints with the team names and their seeds; the playoff round's pairings print by team like a Swiss team round.
      await page.goto(`${h.server.url}/admin/#/events/${cutEventId}/print/bracket`);
      await page.getByTestId('print-bracket-entrant').nth(1).waitFor();
      expect(await page.getByTestId('print-bracket-round').locator('h2').allTextContents()).toEqual([
        expect.stringMatching(/^Final · Round \d+$/),
      ]);
      expect(await page.getByTestId('print-bracket-entrant').allTextContents()).toEqual([`1${final.team1.name}`, `2${final.team2.name}`]);
      await shot(page, 'admin-teams-print-bracket-en-US', true);
      await page.goto(`${h.server.url}/admin/#/events/${cutEventId}/print/pairings-table`);
      const printed = page.getByTestId('print-team-pairings');
      await printed.getByText(final.team1.name).first().waitFor();
      await printed.getByText(final.team2.name).first().waitFor();
    } finally {
      await page.close();
    }
  });

  it('shows the team bracket and its champion in ja-JP', async () => {
    const page = await h.browser.newPage({ locale: 'ja-JP', viewport: SIZES[0] });
    try {
      await signIn(page, h.server.url, 'ログイン');
      await page.goto(`${h.server.url}/admin/#/events/${cutEventId}/topcut`);
      const match = page.getByTestId('bracket-team-match');
      await match.getByTestId('bracket-seat-match').nth(2).waitFor();
      const [{ teamMatches }] = await bracketTeams();
      expect(await match.getByTestId('bracket-team1').innerText()).toContain(teamMatches[0].team1.name);
      // Team 2 wins seats A and B: decided 0-2 while seat C plays, then final.
      const seats = (
        await h.api('query($id: ID!) { event(id: $id) { rounds { phaseKind teamMatches { seatMatches { id teamSlot } } } } }', {
          id: cutEventId,
        })
      ).event.rounds.find((r: { phaseKind: string }) => r.phaseKind !== 'SWISS').teamMatches[0].seatMatches;
      const bySlot = new Map(seats.map((m: { id: string; teamSlot: string }) => [m.teamSlot, m.id]));
      await record(bySlot.get('A') as string, 0, 2);
      await record(bySlot.get('B') as string, 1, 2);
      await match.getByTestId('team-match-status').getByText('勝敗決定').waitFor();
      // The rounds' seat matches and team matches are read by separate statements: the score may follow a refresh later.
      await match.getByTestId('bracket-seat-score').getByText('0-2', { exact: true }).waitFor();
      await checkAtSizes(page, 'topcut', 'ja-JP');
      await page.setViewportSize(SIZES[0]);
      // A seat match opens for its result, as on the rounds page.
      await match.locator('[data-seat="C"]').getByRole('button').click();
      await page.getByRole('dialog').waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      await record(bySlot.get('C') as string, 2, 0);
      await page.getByTestId('champion').getByText(teamMatches[0].team2.name).waitFor();
      await shot(page, 'admin-teams-topcut-champion-ja-JP');
      // The printed bracket names the champion team, its seat score beside each team.
      await page.goto(`${h.server.url}/admin/#/events/${cutEventId}/print/bracket`);
      await page.getByTestId('print-bracket-champion').getByText(`優勝：${teamMatches[0].team2.name}`).waitFor();
      expect(await page.getByTestId('print-bracket-entrant').allTextContents()).toEqual([
        `1${teamMatches[0].team1.name}1`,
        `2${teamMatches[0].team2.name}2`,
      ]);
      await shot(page, 'admin-teams-print-bracket-ja-JP', true);
    } finally {
      await page.close();
    }
  });
});
