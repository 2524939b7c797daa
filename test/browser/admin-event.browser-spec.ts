import type { Page } from 'playwright-core';
import { until } from '@taikai/testkit';
import { type AdminHarness, type AxeViolation, seriousA11yViolations, shot, signIn, startAdminHarness } from '../support/admin-helpers';

const PLAYERS_BY_KEYBOARD = ['Alice Arden', 'Bruno Costa', 'Chen Wei', 'Dana Kim', 'Emil Novak', '佐藤 葵'];
// An EventLink-style export: the player ID in "DCI", the name in two columns, a column Taikai does not use.
const PLAYERS_BY_CSV =
  'First Name,Last Name,DCI,Deck,Furigana,Store Credit\nGreta,Holm,7000001,Mono Red,,500\n翔,阿部,7000002,Azorius Control,あべ しょう,0\n';

describe('an organizer runs an event from start to finish in the dashboard (English)', () => {
  let h: AdminHarness;
  let page: Page;
  let eventId = '';
  const a11y: Record<string, AxeViolation[]> = {};

  const go = async (path: string) => {
    await page.goto(`${h.server.url}/admin/#${path}`);
  };
  const checkA11y = async (name: string) => {
    a11y[name] = await seriousA11yViolations(page);
  };
  const quickEnter = async (table: number, score: string) => {
    await page.getByTestId('quick-table').fill(String(table));
    await page.getByTestId('quick-table').press('Enter');
    await page.getByTestId('quick-score').pressSequentially(score);
    await page.getByTestId('quick-score').press('Enter');
    // Saved, not only queued: the next step reads the result from the server.
    await page.getByTestId('quick-history').locator('[data-state=saved]').getByText(`Table ${table}:`).first().waitFor();
    // Focus is back on the table field for the next slip.
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'quick-table');
  };
  const latestRound = async () => {
    const data = await h.api(
      `query($id: ID!) { event(id: $id) { rounds { id number status matches { id table status player1Id player2Id } } } }`,
      { id: eventId },
    );
    return [...data.event.rounds].sort((a: { number: number }, b: { number: number }) => b.number - a.number)[0];
  };
  const latestRoundWithPoints = async () => {
    const data = await h.api(
      `query($id: ID!) { event(id: $id) { rounds { number matches { table player1 { name matchPoints } player2 { name matchPoints } } } } }`,
      { id: eventId },
    );
    return [...data.event.rounds].sort((a: { number: number }, b: { number: number }) => b.number - a.number)[0];
  };
  const enterWholeRound = async () => {
    const round = await latestRound();
    await go(`/events/${eventId}/results`);
    await page.getByTestId('quick-entry').waitFor();
    await page.getByTestId('quick-preview').waitFor();
    for (const match of [...round.matches].sort((a: { table: number }, b: { table: number }) => a.table - b.table)) {
      if (!match.player2Id) continue;
      await quickEnter(match.table, match.table % 2 ? '2-0' : '2 1 0');
    }
  };
  const pairAndPublish = async (n: number, answerCheckInPrompt?: () => Promise<void>) => {
    await go(`/events/${eventId}/rounds`);
    await page.getByTestId('pair-next').click();
    if (answerCheckInPrompt) await answerCheckInPrompt();
    await page.getByTestId('round-title').getByText(`Round ${n}`).waitFor();
    await page.getByTestId('publish-round').click();
    await page.getByTestId('round-status').getByText('Published').waitFor();
  };

  beforeAll(async () => {
    h = await startAdminHarness();
    page = await h.browser.newPage({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    await signIn(page, h.server.url, 'Sign in');
  });
  afterAll(async () => {
    await h?.close();
  });

  it('creates the event with its rules and structure', async () => {
    await go('/events/create');
    await page.locator('input[name=name]').fill('Friday Night Magic — Store Championship');
    await page.locator('input[name=venue]').fill('Hareruya Tokyo');
    // Held in Japan: the prints default to A4 though this browser is set to US English.
    await page.getByRole('combobox', { name: 'Country and language (paper size)' }).click();
    await page.getByRole('option', { name: 'Japanese (Japan)' }).click();
    await page.locator('input[name=plannedRounds]').fill('3');
    await page.getByRole('combobox', { name: 'Top cut' }).click();
    await page.getByRole('option', { name: 'Top 4' }).click();
    await shot(page, 'admin-event-create');
    await checkA11y('event create');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/#\/events\/[^/]+\/desk/);
    eventId = decodeURIComponent(/#\/events\/([^/]+)\/desk/.exec(page.url())![1]);
    await page.getByTestId('event-name').getByText('Friday Night Magic — Store Championship').waitFor();
    // The short code players type to join by hand, shown on the event's page.
    expect(await page.getByTestId('event-short-code').textContent()).toMatch(/^Event code [2-9A-HJKMNP-Z]{5}$/);
  });

  it('registers eight players at the desk: keyboard, CSV import with line errors, check-in, byes', async () => {
    const name = page.getByTestId('quick-add-name');
    for (const player of PLAYERS_BY_KEYBOARD) {
      await name.fill(player);
      // Japanese names get their reading: lists by name sort by it.
      if (player === '佐藤 葵') await page.getByTestId('quick-add-reading').fill('さとう あおい');
      await name.press('Enter');
      await page.getByTestId('quick-add-last').getByText(`${player} registered`).waitFor();
      // Ready for the next one without touching the mouse.
      await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'quick-add-name');
    }
    await page.getByTestId('csv-import-open').click();
    // Every problem of the file at once: a name missing on line 3, byes that are no number and a repeated ID on line 4.
    await page.getByTestId('csv-text').fill('First Name,Last Name,DCI,Byes\nGreta,Holm,7000001,0\n,,7000003,0\n翔,阿部,7000001,seven\n');
    await page.getByTestId('csv-import-submit').click();
    await page.getByTestId('csv-errors').getByText('Nothing can be imported: the file has 3 problems.').waitFor();
    expect(await page.getByTestId('csv-error-row').allTextContents()).toEqual([
      '3Invalid name: required.',
      '4Invalid number of awarded byes: out of range.',
      '4Player ID 7000001 is also on line 2 of this file.',
    ]);
    expect(await page.getByTestId('csv-import-confirm').count()).toBe(0);
    await shot(page, 'admin-desk-csv-errors');
    // How the file will be read, before anything is imported: EventLink's Deck is the deck name, the ignored column is named.
    await page.getByTestId('csv-text').fill(PLAYERS_BY_CSV);
    await page.getByTestId('csv-import-submit').click();
    await page
      .getByTestId('csv-ignored')
      .getByText('This column will be ignored: Store Credit. Its values will not be imported.')
      .waitFor();
    expect(await page.getByTestId('csv-column-row').allTextContents()).toEqual([
      'First NameFirst name',
      'Last NameLast name',
      'DCIPlayer ID',
      'DeckDeck name',
      'FuriganaReading (furigana)',
    ]);
    // Neither is in the directory yet: the desk typed no ID for them.
    expect(await page.getByTestId('csv-sample-row').allTextContents()).toEqual([
      '2Greta Holm—7000001—New person',
      '3阿部 翔あべ しょう7000002—New person',
    ]);
    expect(await page.getByTestId('csv-new-people').textContent()).toBe('2 of them new to the directory.');
    expect(await page.getByTestId('csv-rows').textContent()).toBe('2 players in the file (below the header row)');
    expect((await h.api(`query($e: ID!) { players(eventId: $e) { id } }`, { e: eventId })).players).toHaveLength(6);
    await shot(page, 'admin-desk-csv-preview');
    await checkA11y('CSV import preview');
    await page.getByTestId('csv-import-confirm').getByText('Import 2 players').click();
    await page.getByTestId('csv-import-confirm').waitFor({ state: 'detached' });
    await page.getByTestId('count-registered').getByText('8').waitFor();
    const decks = (await h.api(`query($e: ID!) { players(eventId: $e) { externalId deckName } }`, { e: eventId })).players;
    const imported = decks.filter((player: { externalId: string | null }) => player.externalId?.startsWith('700000'));
    expect(imported.sort((a: { externalId: string }, b: { externalId: string }) => a.externalId.localeCompare(b.externalId))).toEqual([
      { externalId: '7000001', deckName: 'Mono Red' },
      { externalId: '7000002', deckName: 'Azorius Control' },
    ]);
    for (const player of ['Alice Arden', 'Bruno Costa', '佐藤 葵']) {
      await page.getByTestId(`check-in-${player}`).click();
      await page.locator(`[data-testid="check-in-${player}"]:checked`).waitFor();
    }
    await page.getByTestId('count-checked_in').getByText('3').waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'admin-desk');
    await checkA11y('registration desk');

    // Setup shows the recommendation for the players registered now.
    await go(`/events/${eventId}/setup`);
    await page.getByTestId('recommended-structure').getByText('8 players').waitFor();
    await shot(page, 'admin-event-setup');
  });

  it('asks what to do with the five players not checked in, pairs everyone for round 1, publishes it and starts the clock; both pairing lists', async () => {
    await pairAndPublish(1, async () => {
      await page
        .getByTestId('check-in-message')
        .getByText(/^5 registered players have not checked in/)
        .waitFor();
      expect((await h.api(`query($id: ID!) { event(id: $id) { rounds { id } } }`, { id: eventId })).event.rounds).toEqual([]);
      await shot(page, 'admin-check-in-prompt');
      await checkA11y('check-in prompt');
      await page.getByTestId('check-in-pair-all').click();
    });
    await page.getByTestId('clock-start').click();
    await page.getByTestId('clock-pause').waitFor();
    // Five more minutes for the whole round (a late start), audited.
    const endsAt = async () =>
      new Date((await h.api(`query($id: ID!) { event(id: $id) { rounds { endsAt } } }`, { id: eventId })).event.rounds[0].endsAt).getTime();
    const before = await endsAt();
    await page.getByTestId('clock-adjust-5').click();
    await page.getByText('Round clock changed: +5 min.').waitFor();
    expect((await endsAt()) - before).toBe(5 * 60000);
    await checkA11y('round clock');
    expect(await page.getByTestId('pairing-row').count()).toBe(4);
    // By name is by reading where there is one: 阿部 (あべ) before 佐藤 (さとう), though 佐 comes first by code point.
    const names = await page.getByTestId('pairings-by-name').locator('tbody tr td:first-child').allTextContents();
    expect(names.map((name) => name.replace(/ \(\d+\)$/, ''))).toEqual([
      'Alice Arden',
      'Bruno Costa',
      'Chen Wei',
      'Dana Kim',
      'Emil Novak',
      'Greta Holm',
      '阿部 翔',
      '佐藤 葵',
    ]);
    expect(await page.getByTestId('round-explanation').count()).toBeGreaterThan(0);
    await page.waitForFunction(() => /\d+:\d\d/.test(document.querySelector('[data-testid=round-clock]')?.textContent ?? ''));
    await shot(page, 'admin-rounds');
    await checkA11y('rounds');
  });

  it('enters results by quick entry; a conflict from the players’ phones arrives live and is resolved', async () => {
    const round = await latestRound();
    await go(`/events/${eventId}/results`);
    await page.getByTestId('live-status').and(page.locator('[data-live=live]')).waitFor();
    const tables = [...round.matches].sort((a: { table: number }, b: { table: number }) => a.table - b.table);
    for (const match of tables.slice(0, 3)) await quickEnter(match.table, match.table === 2 ? '2 1 0' : '2-1');
    await shot(page, 'admin-results-quick-entry');
    await checkA11y('results');

    // Two players report different scores from their phones.
    const disputed = tables[3];
    const players = await h.api(`query($e: ID!) { players(eventId: $e) { id accessCode } }`, { e: eventId });
    const codeOf = (id: string) => players.players.find((p: { id: string }) => p.id === id).accessCode;
    const tokenOf = async (id: string) =>
      (
        await h.api(
          `mutation($e: ID!, $c: String!) { playerLogin(eventId: $e, accessCode: $c) { token } }`,
          { e: eventId, c: codeOf(id) },
          '',
        )
      ).playerLogin.token;
    const report = `mutation($m: ID!, $i: ReportInput!) { reportResult(matchId: $m, input: $i) { status } }`;
    await h.api(report, { m: disputed.id, i: { player1Wins: 2, player2Wins: 0, requestKey: 'a1' } }, await tokenOf(disputed.player1Id));
    await h.api(report, { m: disputed.id, i: { player1Wins: 0, player2Wins: 2, requestKey: 'b1' } }, await tokenOf(disputed.player2Id));

    // No reload: the live update refreshes the conflict count.
    await page.getByTestId('tab-conflicts').locator('.MuiBadge-badge').getByText('1').waitFor();
    await page.getByTestId('tab-conflicts').click();
    await page.getByTestId('conflict').waitFor();
    expect(await page.getByTestId('report-a').textContent()).toContain('2-0');
    expect(await page.getByTestId('report-b').textContent()).toContain('0-2');
    await shot(page, 'admin-conflict-queue');
    await checkA11y('conflict queue');
    await page.getByTestId('accept-a').click();
    await page.getByTestId('conflicts-empty').waitFor();

    // A correction, with an irregular score and its reason, then the audit history.
    await page.getByTestId('tab-round').click();
    await page.getByTestId(`open-match-${tables[0].table}`).click();
    // 3-0 in a best of 3 is refused, unless recorded as written with a reason.
    await page.getByTestId('correct-score').fill('3-0');
    await page.getByTestId('correct-save').click();
    await page.getByText('Too many game wins for a best of 3.').waitFor();
    await page.getByRole('checkbox', { name: /Irregular score/ }).isChecked();
    await page.getByTestId('override-reason').fill('Game loss for tardiness in game 1');
    await page.getByTestId('correct-save').click();
    await page.getByTestId('correct-save').waitFor({ state: 'detached' });
    await page.getByTestId(`open-match-${tables[0].table}`).click();
    await page.getByTestId('extend-match').click();
    await page.getByTestId('audit-history').getByText('Time extension').first().waitFor();
    // "By" names the account, not just "Staff".
    await page.getByTestId('history-actor').getByText('Organizer (Staff)').first().waitFor();
    await page.getByTestId('audit-history').getByText('Game loss for tardiness', { exact: false }).first().waitFor();
    await shot(page, 'admin-match-history');
    await page.keyboard.press('Escape');
  });

  it('plays rounds 2 and 3, with match points before the round beside each name, and shows standings with tiebreakers as percentages to two decimals', async () => {
    await pairAndPublish(2);
    const round2 = (await latestRoundWithPoints()).matches;
    expect(round2.flatMap((m: any) => [m.player1.matchPoints, m.player2?.matchPoints ?? 0])).toContain(3);
    for (const m of round2) {
      const row = page.locator(`[data-testid="pairing-row"][data-table="${m.table}"]`);
      expect(await row.locator('td').nth(1).textContent()).toBe(`${m.player1.name} (${m.player1.matchPoints})`);
      if (m.player2) expect(await row.locator('td').nth(2).textContent()).toBe(`${m.player2.name} (${m.player2.matchPoints})`);
    }
    await shot(page, 'admin-rounds-points');
    await checkA11y('rounds with points');
    await enterWholeRound();
    await pairAndPublish(3);
    await shot(page, 'admin-rounds-3');
    await enterWholeRound();

    await go(`/events/${eventId}/standings`);
    await page.getByTestId('standing-row').first().waitFor();
    expect(await page.getByTestId('standing-row').count()).toBe(8);
    const omw = await page.getByTestId('omw').allTextContents();
    for (const value of omw) expect(value).toMatch(/^\d{1,3}\.\d{2}%$/);
    await page.getByTestId('publish-standings').click();
    await page.getByText('Standings published to players.').waitFor();
    const published = await h.api(`query($id: ID!) { event(id: $id) { standingsPublished } }`, { id: eventId });
    expect(published.event.standingsPublished).toBe(true);
    await shot(page, 'admin-standings');
    await checkA11y('standings');
    // The snapshot after round 1.
    await page.getByRole('combobox', { name: 'Show' }).click();
    await page.getByRole('option', { name: 'Standings after round 1' }).click();
    await page.getByRole('heading', { name: 'Standings after round 1' }).waitFor();
  });

  it('judges: a judge call from a table, an infraction with the suggested penalty, approval, an announcement', async () => {
    const players = await h.api(`query($e: ID!) { players(eventId: $e) { id name accessCode } }`, { e: eventId });
    const dana = players.players.find((p: { name: string }) => p.name === 'Dana Kim');
    const danaToken = (
      await h.api(
        `mutation($e: ID!, $c: String!) { playerLogin(eventId: $e, accessCode: $c) { token } }`,
        { e: eventId, c: dana.accessCode },
        '',
      )
    ).playerLogin.token;

    await go(`/events/${eventId}/judges`);
    // The dispute earlier in the run was settled by staff, which closed its call: the queue is empty.
    await page.getByTestId('no-judge-calls').waitFor();
    await page.getByTestId('live-status').and(page.locator('[data-live=live]')).waitFor();
    await h.api(`mutation($e: ID!) { callJudge(eventId: $e) { id } }`, { e: eventId }, danaToken);
    const danaCall = page.getByTestId('judge-call').filter({ hasText: 'Dana Kim' });
    await danaCall.waitFor();
    await danaCall.getByTestId('take-call').click();
    await danaCall.getByTestId('close-call').waitFor();
    await shot(page, 'admin-judge-calls');
    await checkA11y('judge calls');

    // The infraction found at the table is logged from the call: the form knows the player, and
    // logging it closes the call with the penalty linked.
    await danaCall.getByTestId('log-for-call').click();
    expect(await page.getByTestId('infraction-player').inputValue()).toBe('Dana Kim');
    await page.getByRole('combobox', { name: 'Infraction' }).click();
    await page.getByRole('option', { name: /^Tardiness/ }).click();
    await page.getByTestId('suggested-penalty').waitFor();
    // IPG 1.2 is said before the judge logs; this event is at Regular REL, where the JAR has the
    // judge fix and educate: the form says the record is a note, not a Warning.
    await page
      .getByTestId('approval-rule')
      .getByText(/IPG 1\.2/)
      .waitFor();
    await page.getByTestId('fix-and-educate').waitFor();
    // The JAR's circumstance (10 minutes late) is offered; the fix applied is recorded as such.
    await page.getByTestId('infraction-variant').waitFor({ state: 'attached' });
    await page.getByTestId('remedy-TIME_EXTENSION').click();
    await page.getByTestId('infraction-description').fill('Arrived 12 minutes after the start of round 3.');
    await shot(page, 'admin-infraction-form');
    await checkA11y('infraction form');
    await page.getByTestId('log-infraction').click();
    await danaCall.waitFor({ state: 'detached' });
    const closed = await h.api(
      `query($e: ID!) { judgeCalls(eventId: $e, statuses: [CLOSED]) { penaltyId } penalties(eventId: $e) { id playerName } }`,
      { e: eventId },
    );
    const logged = closed.penalties.find((p: { playerName: string }) => p.playerName === 'Dana Kim');
    // Dana's call, closed with the penalty logged for it; and the settled dispute's, closed without one.
    expect(closed.judgeCalls).toEqual(expect.arrayContaining([{ penaltyId: logged.id }]));
    expect(closed.judgeCalls.filter((call: { penaltyId: string | null }) => call.penaltyId !== null)).toHaveLength(1);

    const pending = await h.api(`query($e: ID!) { penalties(eventId: $e, statuses: [PENDING_APPROVAL]) { id } }`, { e: eventId });
    if (pending.penalties.length > 0) {
      await page.getByTestId('tab-approvals').click();
      await page.getByTestId('approve-penalty').first().click();
      await page.getByText('Nothing is waiting for the head judge.').waitFor();
    }
    await page.getByTestId('tab-penalties').click();
    await page.getByTestId('penalty-row').getByText('Dana Kim').waitFor();
    await page
      .getByTestId('penalty-row')
      .filter({ hasText: 'Dana Kim' })
      .getByTestId('penalty-remedies')
      .getByText(/Time extension/)
      .waitFor();
    // "Applied" says what the penalty did, as the API reports it.
    const outcome = (await h.api(`query($e: ID!) { penalties(eventId: $e) { outcome } }`, { e: eventId })).penalties[0].outcome;
    const said: Record<string, string> = {
      NO_MATCH_CHANGE: 'No match changed.',
      MATCH_CHANGED: 'Applied to the match.',
      WAITING_FOR_NEXT_MATCH: 'Will apply to the next match.',
    };
    await page.getByTestId('penalty-outcome').getByText(said[outcome]).waitFor();
    await shot(page, 'admin-penalties');

    await page.getByTestId('tab-announcements').click();
    await page.getByTestId('compose-template').click();
    await page.waitForFunction(
      () => ((document.querySelector('[data-testid=announcement-body]') as HTMLTextAreaElement | null)?.value ?? '').length > 20,
    );
    await page.getByTestId('announcement-title').fill('Top 4 starts at 20:30');
    await shot(page, 'admin-announcement-composer');
    await checkA11y('announcements');
    await page.getByTestId('publish-announcement').click();
    await page.getByTestId('announcement').filter({ hasText: 'Top 4 starts at 20:30' }).getByText('Published', { exact: true }).waitFor();
    const announcements = await h.api(`query($e: ID!) { announcements(eventId: $e) { title body pinned publishedAt } }`, { e: eventId });
    expect(announcements.announcements[0]).toMatchObject({ title: 'Top 4 starts at 20:30', pinned: true });
    expect(announcements.announcements[0].publishedAt).toBeTruthy();

    // Corrected after publishing: players see the new text, the earlier one stays in the history.
    const published = page.getByTestId('announcement').filter({ hasText: 'Top 4 starts at 20:30' });
    await published.getByTestId('edit-announcement').click();
    await page.getByTestId('edit-announcement-body').fill('The top 4 plays in room B.');
    await page.getByTestId('save-announcement').click();
    await published.getByText('The top 4 plays in room B.').waitFor();
    await published.getByTestId('announcement-history').getByText('One earlier version').click();
    const earlier = page.getByTestId('announcement-history-list');
    expect(await earlier.textContent()).toContain(announcements.announcements[0].body.slice(0, 40));
    await checkA11y('announcement history');
    await page.keyboard.press('Escape');
  });

  /** The bracket print, opened as staff open it from the top cut page (a tab of its own). */
  const printedBracket = async () => {
    const [sheet] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('print-bracket').click()]);
    try {
      await sheet.getByTestId('print-bracket-round').first().waitFor();
      return await sheet.getByTestId('print-bracket').evaluate((root) => ({
        columns: Array.from(root.querySelectorAll('[data-testid=print-bracket-round] h2')).map((h) => h.textContent),
        boxes: Array.from(root.querySelectorAll('[data-testid=print-bracket-match]')).map((box) =>
          Array.from(box.querySelectorAll('[data-testid=print-bracket-entrant]')).map((line) => ({
            seed: line.querySelector('.seed')!.textContent,
            name: line.querySelector('.name')!.textContent,
            score: line.querySelector('.score')!.textContent,
            through: line.classList.contains('through'),
          })),
        ),
        champion: document.querySelector('[data-testid=print-bracket-champion]')?.textContent ?? null,
      }));
    } finally {
      await sheet.close();
    }
  };

  it('runs a top 4 to the final and finishes the event', async () => {
    await go(`/events/${eventId}/topcut`);
    await page.getByTestId('start-top-cut').click();
    await page.getByRole('dialog').locator('.ra-confirm').click();
    await page.getByTestId('bracket-match').first().waitFor();
    expect(await page.getByTestId('bracket-match').count()).toBe(2);
    // Each card shows the seeds: 1 plays 4 at table 1, 2 plays 3 at table 2.
    const seedsAt = async (table: number) =>
      page.locator(`[data-testid="bracket-match"][data-table="${table}"] [data-testid^="bracket-seed"]`).allTextContents();
    expect(await seedsAt(1)).toEqual(['Seed 1', 'Seed 4']);
    expect(await seedsAt(2)).toEqual(['Seed 2', 'Seed 3']);
    // One click chooses the result, nothing is recorded until it is confirmed; a wrong click is cancelled.
    await page.getByTestId('playoff-1-p2-20').click();
    await page
      .getByTestId('playoff-1-confirm-row')
      .getByText(/^Record “.+ wins 2-0”\?$/)
      .waitFor();
    await checkA11y('playoff confirmation');
    await page.getByTestId('playoff-1-cancel').click();
    await page.getByTestId('playoff-1-p1-20').click();
    const semifinals = async (): Promise<string[]> =>
      (await h.api(`query($id: ID!) { event(id: $id) { rounds { number matches { table status } } } }`, { id: eventId })).event.rounds
        .find((r: any) => r.number === 4)
        .matches.sort((a: any, b: any) => a.table - b.table)
        .map((m: any) => m.status);
    await page.getByTestId('playoff-1-confirm').click();
    await until('table 1 recorded once confirmed', async () => (await semifinals())[0] === 'FINAL');
    await page.getByTestId('playoff-2-p2-21').click();
    // A click without its confirmation records nothing.
    expect(await semifinals()).toEqual(['FINAL', 'PENDING']);
    await page.getByTestId('playoff-2-confirm').click();
    await until('table 2 recorded', async () => (await semifinals())[1] === 'FINAL');
    // The printed bracket: the semifinals with their results, the winners in bold, a blank final to fill in.
    const bracket = await printedBracket();
    expect(bracket.columns).toEqual(['Semifinals · Round 4', 'Final']);
    expect(bracket.boxes.map((box) => box.map(({ seed, score }) => `${seed}:${score}`))).toEqual([
      ['1:2', '4:0'],
      ['2:1', '3:2'],
      [':', ':'],
    ]);
    expect(bracket.boxes.map((box) => box.map(({ through }) => through))).toEqual([
      [true, false],
      [false, true],
      [false, false],
    ]);
    expect(bracket.champion).toBeNull();
    await page.getByTestId('advance-bracket').click();
    await page.getByText('Final · Round 5').waitFor();
    await page.getByTestId('playoff-1-p1-21').click();
    await page.getByTestId('playoff-1-confirm').click();
    await page.getByTestId('finish-event').click();
    await page.getByRole('dialog').locator('.ra-confirm').click();
    await page.getByTestId('champion').waitFor();
    await page.getByTestId('finish-event').waitFor({ state: 'detached' });
    await page.getByTestId('event-name').locator('..').getByText('Finished').waitFor();
    // The images for social posts: the bracket and the champion, drawn by the server at X's card size.
    await page.getByTestId('social-images-draw').click();
    const championImage = page.getByTestId('social-image-CHAMPION').locator('img');
    await championImage.waitFor();
    await until(
      'the champion image loaded',
      async () => (await championImage.evaluate((img: HTMLImageElement) => img.naturalWidth)) === 1200,
    );
    await shot(page, 'admin-topcut');
    await checkA11y('top cut');
    const finalBracket = await printedBracket();
    expect(finalBracket.columns).toEqual(['Semifinals · Round 4', 'Final · Round 5']);
    const finalist = finalBracket.boxes[2].find((entrant) => entrant.through)!;
    expect(finalBracket.champion).toBe(`Champion: ${finalist.name}`);
    const event = await h.api(`query($id: ID!) { event(id: $id) { status } }`, { id: eventId });
    expect(event.event.status).toBe('FINISHED');

    // Finished: no "Pair round 6" and no result entry, until the head judge reopens the event with a reason.
    await go(`/events/${eventId}/rounds`);
    await page.getByTestId('event-finished').getByText('The event is finished: pairing and result entry are closed.').waitFor();
    expect(await page.getByTestId('pair-next').count()).toBe(0);
    await go(`/events/${eventId}/results`);
    await page.getByTestId('event-finished').waitFor();
    expect(await page.getByTestId('quick-table').count()).toBe(0);
    await page.getByTestId('reopen-event').click();
    await page.getByTestId('reopen-reason').fill('Final result entered the wrong way round');
    await checkA11y('reopen dialog');
    await page.getByTestId('reopen-confirm').click();
    await page.getByTestId('quick-table').waitFor();
    const reopened = await h.api(`query($id: ID!) { event(id: $id) { status } auditLog(eventId: $id, action: "event.reopen") { after } }`, {
      id: eventId,
    });
    expect(reopened.event.status).toBe('TOP_CUT');
    expect(reopened.auditLog[0].after.reason).toBe('Final result entered the wrong way round');
    await go(`/events/${eventId}/topcut`);
    await page.getByTestId('finish-event').click();
    await page.getByRole('dialog').locator('.ra-confirm').click();
    await page.getByTestId('event-name').locator('..').getByText('Finished').waitFor();
  });

  it('shows the projector and prints pairings, slips, standings and access codes', async () => {
    await go(`/events/${eventId}/projector`);
    await page.getByTestId('projector-round').getByText('Round 5').waitFor();
    const shortCode = (await h.api(`query($id: ID!) { event(id: $id) { shortCode } }`, { id: eventId })).event.shortCode;
    expect(await page.getByTestId('projector-short-code').textContent()).toBe(`Event code ${shortCode}`);
    await page.getByTestId('projector-announcements').getByText('Top 4 starts at 20:30').waitFor();
    // The final's pairings, each name with the Swiss match points the players brought.
    expect(await page.getByTestId('projector-pairings').locator(':scope > div').allTextContents()).toEqual([
      expect.stringMatching(/^1.+ \(\d+\)– .+ \(\d+\)$/),
      expect.stringMatching(/^1.+ \(\d+\)– .+ \(\d+\)$/),
    ]);
    await shot(page, 'admin-projector');
    await checkA11y('projector');

    await go(`/events/${eventId}/print`);
    await page.getByTestId('print-slips').waitFor();
    await shot(page, 'admin-print-center');
    await checkA11y('print center');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('csv-standings').click()]);
    const csv = await download.createReadStream().then(
      (stream) =>
        new Promise<Buffer>((resolve) => {
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => resolve(Buffer.concat(chunks)));
        }),
    );
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.toString('utf8')).toContain('佐藤 葵');
    // Tiebreakers as the page shows them: percentages to two decimals.
    const [csvHeader, firstRow] = csv.toString('utf8').slice(1).split('\r\n');
    expect(csvHeader.split(',').slice(4, 7)).toEqual(['OMW%', 'GW%', 'OGW%']);
    for (const rate of firstRow.split(',').slice(4, 7)) expect(rate).toMatch(/^\d{1,3}\.\d{2}%$/);

    for (const kind of ['pairings-name', 'slips', 'standings', 'codes', 'penalties']) {
      await go(`/events/${eventId}/print/${kind}?round=3`);
      await page.getByTestId('print-page').waitFor();
      if (kind === 'pairings-name') {
        // A4 from the event's locale; a change is remembered for this event.
        expect(await page.getByTestId('paper-size').inputValue()).toBe('A4');
        await page.getByTestId('paper-size').selectOption('Letter');
      }
      if (kind === 'slips') expect(await page.getByTestId('paper-size').inputValue()).toBe('Letter');
      if (kind === 'codes') {
        await page.getByTestId('qr').first().waitFor();
        expect(await page.getByTestId('code-slip').count()).toBe(8);
        expect(await page.getByTestId('slip-event-code').first().textContent()).toBe(`Event code ${shortCode}`);
        const src = await page.getByTestId('qr').first().getAttribute('src');
        expect(src).toMatch(/^data:image\/png;base64,/);
      }
      if (kind === 'penalties') await page.getByTestId('print-penalties').getByText('Dana Kim').waitFor();
      if (kind === 'slips') expect(await page.getByTestId('result-slip').count()).toBe(4);
      if (kind === 'pairings-name') {
        // One sheet for eight players, headed by its name range; every name with its points.
        expect(await page.getByTestId('print-name-range').locator('h1').allTextContents()).toEqual([
          expect.stringMatching(/Pairings by name · A–/),
        ]);
        for (const cell of await page.getByTestId('print-pairings-name').locator('tbody td:first-child').allTextContents())
          expect(cell).toMatch(/ \(\d+\)$/);
      }
      await shot(page, `admin-print-${kind}`);
      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('.print-toolbar').isVisible()).toBe(false);
      await page.emulateMedia({ media: 'screen' });
    }
  });

  it('has no serious or critical accessibility violations on the main pages', () => {
    const problems = Object.entries(a11y).filter(([, v]) => v.length > 0);
    expect(problems.map(([pageName, v]) => `${pageName}: ${v.map((x) => `${x.id} ${JSON.stringify(x.nodes)}`).join('; ')}`)).toEqual([]);
    expect(Object.keys(a11y).length).toBeGreaterThanOrEqual(7);
  });
});
