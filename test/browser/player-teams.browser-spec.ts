import type { BrowserContext, Page } from 'playwright-core';
import { type AdminHarness, startAdminHarness } from '../support/admin-helpers';
import { createEmptyDatabase } from '../support/postgres';
import { expectPhoneFits, PHONE } from '../support/player-page';

const TEAMS = ['Kitsune', 'Tanuki', 'Tengu', 'Kappa', 'Oni', 'Yuki'];
const SEATS = ['A', 'B', 'C'];
const GIVEN = ['Aoi', '太郎', 'Mia', '花子', 'Ren', 'Emma'];

interface SeatMatch {
  id: string;
  table: number;
  teamSlot: string;
  player1: { id: string; name: string };
  player2: { id: string; name: string };
}

/**
 * Issue 29: a trios event (MTR 8.2) set up through the API, six teams, round 1 paired. A member's
 * phone (360 px, Japanese and English) shows their seat, their opponent (the other team's player in
 * the same seat) and the team match's status; seat results entered by staff change that status
 * live. The public page shows the round by team match, and a member's name finds theirs.
 */
describe('a team event on a member’s phone', () => {
  let h: AdminHarness;
  let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
  let eventId: string;
  let shortCode: string;
  const codes = new Map<string, string>();
  let seats: SeatMatch[];
  const contexts: BrowserContext[] = [];

  async function phoneOf(playerId: string, locale: string): Promise<Page> {
    const context = await h.browser.newContext({ ...PHONE, locale });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${h.server.url}/play/join?event=${eventId}&code=${codes.get(playerId)}`);
    await page.getByTestId('my-pairing').waitFor();
    return page;
  }

  const record = (match: SeatMatch, player1Wins: number, player2Wins: number) =>
    h.api('mutation($m: ID!, $i: ResultInput!) { recordResult(matchId: $m, input: $i) { id } }', {
      m: match.id,
      i: { player1Wins, player2Wins, draws: 0 },
    });

  beforeAll(async () => {
    database = await createEmptyDatabase();
    h = await startAdminHarness({ DATABASE_URL: database.url });
    const created = (
      await h.api(
        'mutation { createEvent(input: { name: "Trios Open", teamFormat: "magic-trios", publicStandings: AFTER_EACH_ROUND }) { id shortCode } }',
      )
    ).createEvent;
    eventId = created.id;
    shortCode = created.shortCode;
    for (const [t, team] of TEAMS.entries()) {
      const members: { playerId: string; seat: string }[] = [];
      for (const seat of SEATS) {
        const player = (
          await h.api('mutation($e: ID!, $n: String!) { registerPlayer(eventId: $e, input: { name: $n }) { id accessCode } }', {
            e: eventId,
            n: `${GIVEN[t]} ${team} ${seat}`,
          })
        ).registerPlayer;
        codes.set(player.id, player.accessCode);
        members.push({ playerId: player.id, seat });
      }
      await h.api('mutation($e: ID!, $n: String!, $m: [TeamMemberInput!]!) { createTeam(eventId: $e, name: $n, members: $m) { id } }', {
        e: eventId,
        n: team,
        m: members,
      });
    }
    const round = (
      await h.api(
        'mutation($e: ID!) { pairNextRound(eventId: $e) { id matches { id table teamSlot player1 { id name } player2 { id name } } } }',
        { e: eventId },
      )
    ).pairNextRound;
    await h.api('mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id });
    // Team match 1's seats sit at tables 1–3, A to C.
    seats = (round.matches as SeatMatch[]).filter((match) => match.table <= 3).sort((a, b) => a.table - b.table);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await h?.close();
    await database?.drop();
  });

  it('shows the seat, the opponent in that seat and the team status, in Japanese and English, updated as seats are reported', async () => {
    expect(seats.map((seat) => seat.teamSlot)).toEqual(SEATS);
    const [seatA, seatB, seatC] = seats;
    const member = seatB.player2;
    const ja = await phoneOf(member.id, 'ja-JP');
    await expect(ja.getByTestId('my-seat').textContent()).resolves.toBe('B');
    await expect(ja.getByTestId('opponent-name').textContent()).resolves.toBe(seatB.player1.name);
    await ja.getByTestId('team-status').getByText('チーム：0–0（勝敗未定）').waitFor();
    expect(await ja.getByTestId('team-seat').count()).toBe(3);
    await expectPhoneFits(ja, 'player-teams-now-ja');

    const en = await phoneOf(member.id, 'en-US');
    await expect(en.getByTestId('my-seat').textContent()).resolves.toBe('B');
    await en.getByTestId('team-status').getByText('Team: 0–0, deciding').waitFor();
    const team1 = seatA.player1.name.split(' ')[1];
    await en.getByTestId('team-against').getByText(`Against team ${team1}`).waitFor();

    // Team 1 (player 1 of each seat) wins seats A and B: decided while C plays; C's result makes it final.
    // Both phones follow the event's live updates before staff enter the seats.
    for (const page of [ja, en]) await page.locator('[data-testid=live-status][data-state=live]').waitFor();
    await record(seatA, 2, 0);
    await en.getByTestId('team-status').getByText('Team: 0–1, deciding').waitFor();
    await record(seatB, 2, 1);
    await en.getByTestId('team-status').getByText('Team: 0–2, lost (a seat is still playing)').waitFor();
    await expect(en.getByTestId('team-status').getAttribute('data-status')).resolves.toBe('DECIDED');
    await ja.getByTestId('team-status').getByText('チーム：0–2（負け確定・対戦中の席あり）').waitFor();
    await expect(en.locator('[data-testid="team-seat"][data-slot="C"]').getAttribute('data-outcome')).resolves.toBe('playing');
    await expectPhoneFits(en, 'player-teams-now-en-decided');
    await record(seatC, 0, 2);
    await en.getByTestId('team-status').getByText('Team: 1–2, lost').waitFor();
    await expect(en.getByTestId('team-status').getAttribute('data-status')).resolves.toBe('FINAL');

    // Published standings: the My event tab ranks the teams (MTR appendix C) above the players.
    await h.api('mutation($e: ID!) { publishStandings(eventId: $e) { id } }', { e: eventId });
    await en.getByTestId('tab-event').click();
    await en.getByTestId('team-standings').getByText('Team standings').waitFor();
    expect(await en.getByTestId('team-standing').count()).toBe(TEAMS.length);
    await expectPhoneFits(en, 'player-teams-standings-en');
  });

  it('the public page shows the round by team match, and a member’s name finds their team match', async () => {
    const context = await h.browser.newContext({ ...PHONE, locale: 'en-US' });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${h.server.url}/play/e/${shortCode}`);
    await page.getByText('3 of 3 team matches').waitFor();
    expect(await page.getByTestId('public-seat').count()).toBe(9);
    await page.getByLabel('Find a player by name').fill(seats[2].player2.name);
    await page.getByText('1 of 3 team matches').waitFor();
    await expect(page.getByTestId('public-team-match').textContent()).resolves.toContain('Seat C');
    await expectPhoneFits(page, 'player-teams-public-en');
  });
});
