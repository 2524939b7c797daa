import type { Page } from 'playwright-core';
import { type AdminHarness, type AxeViolation, seriousA11yViolations, shot, signIn, startAdminHarness } from '../support/admin-helpers';

const PENALTIES = 'query($e: ID!) { penalties(eventId: $e) { playerName infraction penalty variant remedies { code } } }';

/**
 * The missed-trigger chart as the infraction form (judge-handbook-ja.txt:19790-19849), its
 * hidden-card triage (:19853-19899) and the Game Loss notes of IPG 1.1 (:17962-17967), at 1024 px,
 * in English and Japanese.
 */
describe('the Missed Trigger chart and the hidden-card triage in the infraction form', () => {
  let h: AdminHarness;
  let eventId = '';
  const a11y: Record<string, AxeViolation[]> = {};

  beforeAll(async () => {
    h = await startAdminHarness();
    eventId = (
      await h.api('mutation($i: EventInput!) { createEvent(input: $i) { id } }', {
        i: { name: 'Chart Open', enforcementLevel: 'COMPETITIVE' },
      })
    ).createEvent.id;
    for (const name of ['Aoki', 'Baba', 'Chiba', 'Doi']) {
      await h.api('mutation($e: ID!, $i: PlayerInput!) { registerPlayer(eventId: $e, input: $i) { id } }', {
        e: eventId,
        i: { name, email: `${name.toLowerCase()}@example.com` },
      });
    }
    const round = (await h.api('mutation($e: ID!) { pairNextRound(eventId: $e) { id } }', { e: eventId })).pairNextRound;
    await h.api('mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id });
  });
  afterAll(async () => {
    await h?.close();
  });

  async function openForm(page: Page, player: string, infraction: RegExp) {
    await page.goto(`${h.server.url}/admin/#/events/${eventId}/judges`);
    await page.getByTestId('tab-log').click();
    await page.getByTestId('infraction-player').fill(player);
    await page.getByRole('option', { name: player }).click();
    await page.getByTestId('infraction-select').locator('..').click();
    await page.getByRole('option', { name: infraction }).click();
  }
  const pick = (page: Page, question: string, option: string) => page.getByTestId(`guide-a-${question}-${option}`).click();

  it('IPG 2.1 in English: a player’s call about a detrimental trigger found in the list → Warning, the opponent declines it (chart :19813, :19845)', async () => {
    const page = await h.browser.newPage({ locale: 'en-US', viewport: { width: 1024, height: 900 } });
    await signIn(page, h.server.url, 'Sign in');
    await openForm(page, 'Aoki', /^Missed Trigger/);
    await page.getByTestId('missed-trigger-guide').waitFor();
    await pick(page, 'NOTICED_BY', 'PLAYER_CALLED');
    await pick(page, 'SUSPECTED_INTENTIONAL', 'NO');
    await pick(page, 'KIND', 'VISIBLE_EFFECT');
    await page
      .getByTestId('guide-q-MISSED')
      .getByText(/only possible after it would have resolved/)
      .waitFor();
    await pick(page, 'MISSED', 'YES');
    await page.getByTestId('detrimental-search').fill('upkeep one');
    await page.getByTestId('detrimental-results').getByText('Archfiend of the Dross').waitFor();
    await pick(page, 'DETRIMENTAL', 'YES');
    await pick(page, 'FIX_CASE', 'OTHER');
    await pick(page, 'OPPONENT_PUTS_ON_STACK', 'NO');
    await page
      .getByTestId('guide-outcome')
      .getByText(/Warning/)
      .waitFor();
    // Filled in: the circumstance, the suggestion that follows it, and the fix.
    await page
      .getByTestId('suggested-penalty')
      .getByText(/Suggested: Warning/)
      .waitFor();
    expect(await page.getByTestId('remedy-TRIGGER_DECLINED_BY_OPPONENT').locator('input').isChecked()).toBe(true);
    expect(await page.getByTestId('remedy-TRIGGER_PUT_ON_STACK').locator('input').isChecked()).toBe(false);
    await page.getByTestId('infraction-description').fill('Archfiend of the Dross: no counter removed at upkeep.');
    await shot(page, 'admin-missed-trigger-chart-en', true);
    a11y.chartEn = await seriousA11yViolations(page);
    await page.getByTestId('log-infraction').click();
    await page.getByTestId('infraction-logged').waitFor();
    const logged = (await h.api(PENALTIES, { e: eventId })).penalties.find((p: any) => p.playerName === 'Aoki');
    expect(logged).toEqual({
      playerName: 'Aoki',
      infraction: 'GPE-MT',
      penalty: 'WARNING',
      variant: 'DETRIMENTAL',
      remedies: [{ code: 'TRIGGER_DECLINED_BY_OPPONENT' }],
    });
    await page.close();
  });

  it('in Japanese: a judge who notices a trigger that is not detrimental walks away (chart :19802 「立ち去る」)', async () => {
    const page = await h.browser.newPage({ locale: 'ja-JP', viewport: { width: 1024, height: 900 } });
    await signIn(page, h.server.url, 'ログイン');
    await openForm(page, 'Baba', /^誘発忘れ/);
    await pick(page, 'NOTICED_BY', 'JUDGE_NOTICED');
    await pick(page, 'SUSPECTED_INTENTIONAL', 'NO');
    await pick(page, 'KIND', 'TARGETS_OR_MODES');
    await pick(page, 'MISSED', 'YES');
    await page.getByTestId('detrimental-search').fill('ドロス');
    await page.getByTestId('detrimental-results').getByText('ドロスの魔神').waitFor();
    await pick(page, 'DETRIMENTAL', 'NO');
    await page
      .getByTestId('guide-outcome')
      .getByText(/介入しません/)
      .waitFor();
    expect(await page.getByTestId('guide-q-FIX_CASE').count()).toBe(0);
    await shot(page, 'admin-missed-trigger-chart-ja', true);
    a11y.chartJa = await seriousA11yViolations(page);
    await page.close();
  });

  it('hidden-card triage: a face-down card without morph is a Hidden Card Error with its Game Loss, and the form says who chooses play/draw (IPG 2.3 :18328, 1.1 :17964)', async () => {
    const page = await h.browser.newPage({ locale: 'en-US', viewport: { width: 1024, height: 900 } });
    await signIn(page, h.server.url, 'Sign in');
    await openForm(page, 'Chiba', /^Game Rule Violation/);
    await page.getByTestId('hidden-card-triage').waitFor();
    await pick(page, 'SEEN_NOT_JOINED', 'NO');
    await pick(page, 'PUBLIC_OR_DERIVED', 'NO');
    await pick(page, 'BEFORE_GAME', 'NO');
    await pick(page, 'FACE_DOWN_WITHOUT_MORPH', 'YES');
    await pick(page, 'MORPH_EXCEPTION', 'NO');
    await page
      .getByTestId('triage-suggestion')
      .getByText(/Hidden Card Error \(IPG 2\.3\)/)
      .waitFor();
    await page.getByTestId('triage-use').click();
    await page
      .getByTestId('suggested-penalty')
      .getByText(/Suggested: Game Loss/)
      .waitFor();
    await page
      .getByTestId('game-loss-notes')
      .getByText(/chooses to play or draw/)
      .waitFor();
    await page
      .getByTestId('game-loss-notes')
      .getByText(/If it was given before the match began/)
      .waitFor();
    await shot(page, 'admin-hidden-card-triage-en', true);
    a11y.triage = await seriousA11yViolations(page);
    await page.close();
  });

  it('has no serious accessibility violations', () => {
    expect(a11y).toEqual({ chartEn: [], chartJa: [], triage: [] });
  });
});
