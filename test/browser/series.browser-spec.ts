import { type AdminHarness, seriousA11yViolations, shot, signIn, startAdminHarness, sidewaysScroll } from '../support/admin-helpers';

/**
 * A season of one played event: the dashboard's series page (standings, a correction through its
 * dialog) in English and Japanese at 1024×768, the A4 print of standings and payout, the event's
 * payout sheet, and the phone's standings at 360 px. One product start.
 */
describe('series: dashboard, prints and the phone', () => {
  let h: AdminHarness;
  let eventId: string;
  let seriesId: string;

  beforeAll(async () => {
    h = await startAdminHarness();
    eventId = (await h.api('mutation { createEvent(input: { name: "Weekly 1", plannedRounds: 2 }) { id } }')).createEvent.id;
    for (const name of ['Ann', 'Bob', 'Cy', 'Dee']) {
      await h.api('mutation($e: ID!, $i: PlayerInput!) { registerPlayer(eventId: $e, input: $i) { id } }', { e: eventId, i: { name } });
    }
    // The name earliest in the alphabet wins: Ann 2-0, Dee 0-2, whatever the pairings.
    for (let round = 0; round < 2; round++) {
      const { pairNextRound } = await h.api(
        'mutation($e: ID!) { pairNextRound(eventId: $e) { matches { id player1 { name } player2 { name } } } }',
        { e: eventId },
      );
      for (const match of pairNextRound.matches) {
        const first = match.player1.name < match.player2.name;
        await h.api('mutation($m: ID!, $i: ResultInput!) { recordResult(matchId: $m, input: $i) { id } }', {
          m: match.id,
          i: first ? { player1Wins: 2, player2Wins: 0 } : { player1Wins: 0, player2Wins: 2 },
        });
      }
    }
    const { organizations } = await h.api('{ organizations { id } }');
    seriesId = (
      await h.api('mutation($o: ID!, $i: SeriesInput!) { createSeries(organizationId: $o, input: $i) { id } }', {
        o: organizations[0].id,
        i: {
          name: 'Autumn League',
          preset: 'MATCH_POINTS',
          payoutRule: JSON.stringify({
            by: 'record',
            table: [
              { wins: 2, losses: 0, points: 1000 },
              { wins: 1, losses: 1, points: 300 },
            ],
          }),
          eventIds: [eventId],
        },
      })
    ).createSeries.id;
  });
  afterAll(async () => {
    await h?.close();
  });

  it('dashboard in English and Japanese at 1024×768: standings, a correction with its reason', async () => {
    for (const language of [
      { locale: 'en-US', signIn: 'Sign in', menu: 'Series', points: '+2', reason: 'Judged round 3' },
      { locale: 'ja-JP', signIn: 'ログイン', menu: 'シリーズ', points: '-0.5', reason: '遅刻' },
    ]) {
      const page = await h.browser.newPage({ locale: language.locale, viewport: { width: 1024, height: 768 } });
      try {
        await signIn(page, h.server.url, language.signIn);
        await page.getByTestId('menu-series').getByText(language.menu).click();
        await page.getByTestId('series-link').getByText('Autumn League').click();
        const table = page.getByTestId('series-standings');
        await table.getByText('Ann').waitFor();
        await page.getByTestId('series-correct').last().click();
        await page.getByTestId('correction-points').fill(language.points);
        await page.getByTestId('correction-reason').fill(language.reason);
        await page.getByTestId('correction-save').click();
        await table.getByText(`${language.points} ${language.reason}`).waitFor();
        await shot(page, `series-standings-${language.locale}`);
        expect(await sidewaysScroll(page)).toEqual([]);
        expect(await seriousA11yViolations(page)).toEqual([]);
      } finally {
        await page.close();
      }
    }
    const rows = (await h.api('query($s: ID!) { seriesStandings(seriesId: $s) { name points } }', { s: seriesId })).seriesStandings;
    // Ann 6; Bob and Cy 3; Dee 0 + 2 - 0.5.
    expect(rows.map((row: { name: string; points: string }) => `${row.name} ${row.points}`)).toEqual(['Ann 6', 'Bob 3', 'Cy 3', 'Dee 1.5']);
  });

  it('prints the standings with the payout, and the event’s payout sheet (A4)', async () => {
    const page = await h.browser.newPage({ locale: 'ja-JP', viewport: { width: 1024, height: 768 } });
    try {
      await signIn(page, h.server.url, 'ログイン');
      await page.goto(`${h.server.url}/admin/#/series/${seriesId}/print`);
      await page.getByTestId('print-series-standings').getByText('Ann').waitFor();
      await page.getByTestId('print-payout').getByText('1,000').waitFor();
      await shot(page, 'series-print-ja-JP', true);
      await page.goto(`${h.server.url}/admin/#/events/${eventId}/print/payout`);
      const sheet = page.getByTestId('print-payout');
      await sheet.getByText('1,600').waitFor();
      expect(await sheet.locator('tbody tr').count()).toBe(4); // Ann, Bob, Cy, and the total
      await shot(page, 'series-event-payout-ja-JP', true);
    } finally {
      await page.close();
    }
  });

  it('the phone at 360 px, without signing in', async () => {
    const page = await h.browser.newPage({ locale: 'ja-JP', viewport: { width: 360, height: 740 }, isMobile: true });
    try {
      await page.goto(`${h.server.url}/play/series/${seriesId}`);
      const card = page.getByTestId('series-standings');
      await card.getByRole('heading', { name: 'Autumn League' }).waitFor();
      await card.getByText('1.5').waitFor();
      await shot(page, 'series-phone-ja-JP');
      expect(await sidewaysScroll(page)).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
