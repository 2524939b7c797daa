import type { Page } from 'playwright-core';
import { type AdminHarness, seriousA11yViolations, shot, signIn, sidewaysScroll, startAdminHarness } from '../support/admin-helpers';

const SIZES = [
  { width: 1024, height: 768 },
  { width: 1366, height: 768 },
] as const;

const TEAMS = ['Tokyo Thunder Dragons', '大阪 カードクラブ', 'Nagoya', '札幌 雪まつり', 'Fukuoka Ramen Lovers', '仙台'];

/**
 * A trios event of six teams (MTR 8) on the dashboard: round 1's team matches with their seat
 * matches, the team standings (match points and OMW% only, MTR appendix C), and the prints by
 * team, by name with seats, the slips with a line per seat and the team standings; in English and
 * Japanese at 1024×768 and 1366×768: no sideways scroll, axe-clean. One server, one browser.
 */
describe('team rounds on the dashboard', () => {
  let h: AdminHarness;
  let eventId = '';

  beforeAll(async () => {
    h = await startAdminHarness();
    eventId = (
      await h.api('mutation($i: EventInput!) { createEvent(input: $i) { id } }', {
        i: { name: 'Trios Store Championship チーム戦', plannedRounds: 3, teamFormat: 'magic-trios' },
      })
    ).createEvent.id;
    for (const [t, team] of TEAMS.entries()) {
      const members = [];
      for (const seat of ['A', 'B', 'C']) {
        const { registerPlayer } = await h.api('mutation($e: ID!, $i: PlayerInput!) { registerPlayer(eventId: $e, input: $i) { id } }', {
          e: eventId,
          i: { name: `Player ${t + 1}${seat}` },
        });
        members.push({ playerId: registerPlayer.id, seat });
      }
      await h.api('mutation($e: ID!, $n: String!, $m: [TeamMemberInput!]!) { createTeam(eventId: $e, name: $n, members: $m) { id } }', {
        e: eventId,
        n: team,
        m: members,
      });
    }
    const round = (
      await h.api('mutation($e: ID!) { pairNextRound(eventId: $e) { id teamMatches { id table seatMatches { id teamSlot } } } }', {
        e: eventId,
      })
    ).pairNextRound;
    await h.api('mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id });
    const record = (matchId: string, player1Wins: number, player2Wins: number) =>
      h.api('mutation($m: ID!, $i: ResultInput!) { recordResult(matchId: $m, input: $i) { id } }', {
        m: matchId,
        i: { player1Wins, player2Wins },
      });
    const [first, second] = [...round.teamMatches].sort((a: { table: number }, b: { table: number }) => a.table - b.table);
    // Team match 1: team 1 wins every seat (FINAL). Team match 2: team 2 wins A and B (DECIDED, C still playing).
    for (const seat of first.seatMatches) await record(seat.id, 2, 0);
    const bySlot = new Map(second.seatMatches.map((m: { id: string; teamSlot: string }) => [m.teamSlot, m.id]));
    await record(bySlot.get('A') as string, 0, 2);
    await record(bySlot.get('B') as string, 1, 2);
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
});
