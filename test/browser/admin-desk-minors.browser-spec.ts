import { until } from '@taikai/testkit';
import type { Page } from 'playwright-core';
import { type AdminHarness, seriousA11yViolations, shot, signIn, startAdminHarness } from '../support/admin-helpers';

const LOG = 'mutation($e: ID!, $i: InfractionInput!) { logInfraction(eventId: $e, input: $i) { id status } }';
const RECORD =
  'mutation($m: ID!, $w1: Int!, $w2: Int!) { recordResult(matchId: $m, input: { player1Wins: $w1, player2Wins: $w2 }) { status } }';
const REPORT =
  'mutation($m: ID!, $w1: Int!, $w2: Int!) { reportResult(matchId: $m, input: { player1Wins: $w1, player2Wins: $w2 }) { status } }';

const WORDS = {
  en: {
    signIn: 'Sign in',
    disputed: 'but 1 match is disputed',
    reportedBy: (name: string, score: string) => `${name} reported ${score}`,
    description: 'What happened',
    variant: 'Circumstance the rules name',
    upgraded: 'Upgraded: earlier Warnings for the same infraction count (2 so far).',
    loggedBy: 'Logged by Floor Judge',
    table: 'Table 1',
    appealPending: 'Appeal pending',
    startTitle: 'Start the top 2?',
    finishTitle: 'Finish the event?',
  },
  ja: {
    signIn: 'ログイン',
    disputed: '報告が一致しない対戦が1件あります',
    reportedBy: (name: string, score: string) => `${name}さんの報告：${score}`,
    description: '事実の記述',
    variant: '規定の状況（懲罰が変わるもの）',
    upgraded: '格上げ: 同じ違反の警告がすでに2回あります。',
    loggedBy: '記録：Floor Judge',
    table: '1番卓',
    appealPending: '上訴の判断待ち',
    startTitle: 'トップ2を開始しますか？',
    finishTitle: 'イベントを終了しますか？',
  },
} as const;

/**
 * The desk's smaller findings of a real run (issue 26, item 7), in English and in Japanese: the
 * results list with a dispute open, what each player reported in a match's history, why a Game
 * Loss waits for approval, a pending appeal in the penalty list, a deck check's infraction form
 * reopened from its row, the infraction form's labels, and confirmations before starting the top
 * cut and finishing the event.
 */
describe('the desk’s minor findings (issue 26, item 7)', () => {
  let h: AdminHarness;

  beforeAll(async () => {
    h = await startAdminHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  /** Four players paired by hand (Aoki v Baba at table 1, Chiba v Doi at table 2), published. */
  async function eventWithRound(language: 'en' | 'ja') {
    const eventId = (
      await h.api('mutation($i: EventInput!) { createEvent(input: $i) { id } }', {
        i: { name: `Desk ${language}`, enforcementLevel: 'COMPETITIVE', topCut: 2 },
      })
    ).createEvent.id;
    await h.api('mutation($e: ID!) { setDecklistSettings(eventId: $e, input: { requirement: SWISS }) { requirement } }', { e: eventId });
    const players: Record<string, { id: string; accessCode: string }> = {};
    for (const name of ['Aoki', 'Baba', 'Chiba', 'Doi'])
      players[name] = (
        await h.api('mutation($e: ID!, $i: PlayerInput!) { registerPlayer(eventId: $e, input: $i) { id accessCode } }', {
          e: eventId,
          i: { name },
        })
      ).registerPlayer;
    const round = (
      await h.api('mutation($e: ID!, $p: [PairingInput!]!) { createRound(eventId: $e, pairings: $p) { id matches { id table } } }', {
        e: eventId,
        p: [
          { player1Id: players.Aoki.id, player2Id: players.Baba.id },
          { player1Id: players.Chiba.id, player2Id: players.Doi.id },
        ],
      })
    ).createRound;
    await h.api('mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id });
    const at = (table: number) => round.matches.find((m: { table: number }) => m.table === table).id as string;
    const token = async (name: string) =>
      (
        await h.api('mutation($e: ID!, $c: String!) { playerLogin(eventId: $e, accessCode: $c) { token } }', {
          e: eventId,
          c: players[name].accessCode,
        })
      ).playerLogin.token as string;
    return { eventId, players, table1: at(1), table2: at(2), token };
  }

  async function expectNoSeriousA11y(page: Page, what: string) {
    expect({ what, violations: await seriousA11yViolations(page) }).toEqual({ what, violations: [] });
  }

  it.each(['en', 'ja'] as const)('in %s', async (language) => {
    const words = WORDS[language];
    const { eventId, players, table1, table2, token } = await eventWithRound(language);
    // A floor judge logs (a Game Loss they log waits for the head judge, IPG 1.2).
    const judgeEmail = `floor-${language}@example.com`;
    await h.api('mutation($i: UserInput!) { createUser(input: $i) { id } }', {
      i: { email: judgeEmail, name: 'Floor Judge', password: 'staff password 123', role: 'STAFF' },
    });
    await h.api('mutation($e: ID!, $m: String!) { addEventStaff(eventId: $e, email: $m, role: JUDGE) { userId } }', {
      e: eventId,
      m: judgeEmail,
    });
    const judge = (
      await h.api('mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }', {
        e: judgeEmail,
        p: 'staff password 123',
      })
    ).login.token as string;

    // Table 1 is entered by staff; table 2's players disagree.
    await h.api(RECORD, { m: table1, w1: 2, w2: 1 });
    await h.api(REPORT, { m: table2, w1: 2, w2: 0 }, await token('Chiba'));
    await h.api(REPORT, { m: table2, w1: 0, w2: 2 }, await token('Doi'));

    // IPG 2.2 three times at table 1: the third Warning becomes a Game Loss, waiting for approval.
    for (let n = 1; n <= 3; n++)
      await h.api(
        LOG,
        { e: eventId, i: { playerId: players.Aoki.id, matchId: table1, infraction: 'GPE-LEC', description: `Saw an extra card (${n})` } },
        judge,
      );
    const gameLoss = (await h.api('query($e: ID!) { penalties(eventId: $e, statuses: [PENDING_APPROVAL]) { id } }', { e: eventId }))
      .penalties;
    expect(gameLoss).toHaveLength(1);
    // Baba's Warning is appealed (MTR 2.9).
    const warning = (
      await h.api(LOG, { e: eventId, i: { playerId: players.Baba.id, infraction: 'GPE-LEC', description: 'Flipped a card' } })
    ).logInfraction;
    await h.api('mutation($p: ID!, $s: String!) { fileAppeal(penaltyId: $p, statement: $s) { id } }', {
      p: warning.id,
      s: 'It fell off the deck',
    });
    // Doi's deck check found a Decklist Problem.
    await h.api('mutation($i: DeckCheckInput!) { recordDeckCheck(input: $i) { id } }', {
      i: { matchId: table2, playerId: players.Doi.id, minutes: 0, outcome: 'DECKLIST_PROBLEM', note: 'List has 59 cards' },
    });

    const page = await h.browser.newPage({ locale: language === 'ja' ? 'ja-JP' : 'en-US', viewport: { width: 1366, height: 768 } });
    try {
      await signIn(page, h.server.url, words.signIn);

      // Nothing waits for a report, but the dispute is not forgotten.
      await page.goto(`${h.server.url}/admin/#/events/${eventId}/results`);
      await page.getByTestId('match-table').getByText(words.disputed).waitFor();
      // The history says what each player reported, not the placeholder 0-0 of a match not yet final.
      await page.getByTestId('tab-round').click();
      await page.getByTestId('open-match-2').click();
      const history = page.getByTestId('audit-history');
      await history.getByText(words.reportedBy('Chiba', '2-0')).waitFor();
      await history.getByText(words.reportedBy('Doi', '0-2')).waitFor();
      expect(await history.textContent()).not.toContain('0-0');
      await shot(page, `admin-desk-history-${language}`);
      await expectNoSeriousA11y(page, 'match history');
      await page.keyboard.press('Escape');

      // Why the Game Loss waits, who logged it, where; and Baba's appeal in the penalty list.
      await page.goto(`${h.server.url}/admin/#/events/${eventId}/judges`);
      await page.getByTestId('tab-approvals').click();
      const why = page.getByTestId('approval-queue').getByTestId('penalty-why-pending');
      await why.waitFor();
      expect(await why.textContent()).toBe(`${words.upgraded} · ${words.loggedBy} · ${words.table}`);
      await page.getByTestId('tab-penalties').click();
      await page
        .getByTestId('penalty-row')
        .filter({ hasText: 'Baba' })
        .getByTestId('penalty-appeal-pending')
        .getByText(words.appealPending)
        .waitFor();
      expect(await page.getByTestId('penalty-appeal-pending').count()).toBe(1);
      await shot(page, `admin-desk-penalties-${language}`);
      await expectNoSeriousA11y(page, 'penalty list');

      // The infraction form: each label says what it is (one 状況 for two fields before).
      await page.getByTestId('tab-log').click();
      await page.getByTestId('infraction-select').locator('..').click();
      await page.getByTestId('infraction-TE-DLP').click();
      await page.getByTestId('infraction-variant').waitFor({ state: 'attached' });
      const labels = (await page.getByTestId('infraction-form').locator('.MuiFormLabel-root').allTextContents()).map((label) =>
        label.replace(/\s*\*$/, '').trim(),
      );
      expect(labels.filter((label) => label === words.description)).toHaveLength(1);
      expect(labels.filter((label) => label === words.variant)).toHaveLength(1);

      // The deck check's finding reopens its infraction form from the history, pre-filled.
      await page.goto(`${h.server.url}/admin/#/events/${eventId}/decklists`);
      // The tab is chosen once the page has mounted: under CI load a click as it mounted was once lost.
      const checksTab = page.getByTestId('tab-deck-checks');
      const logFromCheck = page.getByTestId('deckcheck-row').filter({ hasText: 'Doi' }).getByTestId('deckcheck-log-infraction');
      await until('the deck checks tab shows Doi’s check', async () => {
        if ((await checksTab.getAttribute('aria-selected')) !== 'true') await checksTab.click();
        return logFromCheck.isVisible();
      });
      await logFromCheck.click();
      const form = page.getByTestId('infraction-form');
      await form.waitFor();
      await page.waitForFunction(
        () => (document.querySelector('[data-testid=infraction-description]') as HTMLTextAreaElement | null)?.value === 'List has 59 cards',
      );
      expect(await form.getByTestId('infraction-select').inputValue()).toBe('TE-DLP');
      expect(await form.getByTestId('infraction-player').inputValue()).toBe('Doi');
      await shot(page, `admin-desk-deckcheck-${language}`);
      await expectNoSeriousA11y(page, 'deck check infraction');

      // Starting the top cut asks first; cancelling starts nothing.
      await h.api(RECORD, { m: table2, w1: 2, w2: 0 });
      const rounds = async () => (await h.api('query($id: ID!) { event(id: $id) { status rounds { number } } }', { id: eventId })).event;
      await page.goto(`${h.server.url}/admin/#/events/${eventId}/topcut`);
      await page.getByTestId('start-top-cut').click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(words.startTitle).waitFor();
      await expectNoSeriousA11y(page, 'start top cut confirmation');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect((await rounds()).rounds).toHaveLength(1);
      await page.getByTestId('start-top-cut').click();
      await page.getByRole('dialog').locator('.ra-confirm').click();
      await page.getByTestId('bracket-match').first().waitFor();

      // Finishing the event asks first too.
      const final = (
        await h.api('query($id: ID!) { event(id: $id) { rounds { number matches { id } } } }', { id: eventId })
      ).event.rounds.find((r: { number: number }) => r.number === 2);
      await h.api(RECORD, { m: final.matches[0].id, w1: 2, w2: 0 });
      await page.getByTestId('finish-event').click();
      await page.getByRole('dialog').getByText(words.finishTitle).waitFor();
      expect((await rounds()).status).toBe('TOP_CUT');
      await shot(page, `admin-desk-finish-${language}`);
      await page.getByRole('dialog').locator('.ra-confirm').click();
      await page.getByTestId('finish-event').waitFor({ state: 'detached' });
      expect((await rounds()).status).toBe('FINISHED');
    } finally {
      await page.close();
    }
  });
});
