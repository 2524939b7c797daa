import type { Page } from 'playwright-core';
import { type AdminHarness, seriousA11yViolations, shot, signIn, startAdminHarness } from '../support/admin-helpers';

/**
 * A two-day event: after day 1, the organizer cuts to the top 4 from the standings page; then the
 * head judge drafts a disqualification report.
 */
describe('day 2 and a disqualification report from the dashboard', () => {
  let h: AdminHarness;
  let page: Page;
  let eventId = '';

  const playRound = async () => {
    const round = (await h.api(`mutation($e: ID!) { pairNextRound(eventId: $e) { id matches { id player2 { id } } } }`, { e: eventId }))
      .pairNextRound;
    for (const match of round.matches) {
      if (match.player2)
        await h.api(`mutation($m: ID!) { recordResult(matchId: $m, input: { player1Wins: 2, player2Wins: 0 }) { id } }`, { m: match.id });
    }
  };

  beforeAll(async () => {
    h = await startAdminHarness();
    eventId = (
      await h.api(`mutation($i: EventInput!) { createEvent(input: $i) { id } }`, {
        i: { name: 'Two-Day Open', topCut: 0, enforcementLevel: 'COMPETITIVE' },
      })
    ).createEvent.id;
    const names = ['Ada', 'Ben', 'Cho', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal'];
    await h.api(`mutation($e: ID!, $c: String!) { importPlayers(eventId: $e, csv: $c) { created { id } } }`, {
      e: eventId,
      c: `name\n${names.join('\n')}\n`,
    });
    await playRound();
    await playRound();
    page = await h.browser.newPage({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    await signIn(page, h.server.url, 'Sign in');
  });
  afterAll(async () => {
    await h?.close();
  });

  it('cuts to the top 4 by rank, starts day 2 and pairs it among those players only', async () => {
    await page.goto(`${h.server.url}/admin/#/events/${eventId}/standings`);
    const card = page.getByTestId('next-phase');
    await card.getByText('Continue to day 2').waitFor();
    // Players tied on every tiebreaker share a rank, so "top 4" may be more than four.
    const top4 = (await h.api(`query($e: ID!) { standings(eventId: $e) { rank player { id } } }`, { e: eventId })).standings.filter(
      (row: { rank: number }) => row.rank <= 4,
    );
    await page.getByTestId('cut-by-rank').check();
    await page.getByTestId('cut-threshold').fill('4');
    expect(await page.getByTestId('phase-count').textContent()).toBe(`${top4.length} players continue`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'admin-day2-cut');
    await page.getByTestId('start-phase').click();
    await page.getByText(`Day 2 started with ${top4.length} players.`).waitFor();
    await page.getByTestId('pair-next').waitFor();

    await page.getByTestId('pair-next').click();
    await page.getByTestId('round-title').getByText('Round 3').waitFor();
    const round3 = (
      await h.api(`query($e: ID!) { event(id: $e) { rounds { number phaseNumber matches { player1 { id } player2 { id } } } } }`, {
        e: eventId,
      })
    ).event.rounds.find((r: { number: number }) => r.number === 3);
    expect(round3.phaseNumber).toBe(2);
    const paired = round3.matches
      .flatMap((m: { player1: { id: string }; player2: { id: string } | null }) =>
        m.player2 ? [m.player1.id, m.player2.id] : [m.player1.id],
      )
      .sort();
    expect(paired).toEqual(top4.map((row: { player: { id: string } }) => row.player.id).sort());
  });

  it('writes the disqualification report from the records and the statements taken (IPG 1.1), to download', async () => {
    const players = (await h.api(`query($e: ID!) { players(eventId: $e) { id name } }`, { e: eventId })).players;
    const hal = players.find((p: { name: string }) => p.name === 'Hal');
    await h.api(`mutation($e: ID!, $i: InfractionInput!) { logInfraction(eventId: $e, input: $i) { id status } }`, {
      e: eventId,
      i: { playerId: hal.id, infraction: 'USC-CHEAT', description: 'Drew an extra card and hid it, then denied it.' },
    });
    await page.goto(`${h.server.url}/admin/#/events/${eventId}/judges`);
    await page.getByTestId('tab-penalties').click();
    await page.getByTestId('penalty-row').filter({ hasText: 'Hal' }).getByTestId('penalty-procedures').click();
    const report = page.getByTestId('dq-report-text');
    await report.getByText(/Drew an extra card and hid it, then denied it\./).waitFor();
    await page.getByTestId('statement-text').fill('The player declined to give a statement.');
    await page.getByTestId('record-statement').click();
    await report.getByText(/The player declined to give a statement\./).waitFor();
    expect(await report.textContent()).toContain('Disqualified player: Hal');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'admin-dq-report');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('dq-report-download').click()]);
    expect(download.suggestedFilename()).toBe('hal-disqualification-en.txt');
  });
});
