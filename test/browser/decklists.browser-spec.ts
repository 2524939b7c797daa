import type { BrowserContext, Page } from 'playwright-core';
import { type AdminHarness, seriousA11yViolations, shot, signIn, startAdminHarness } from '../support/admin-helpers';
import { LARGE_PHONE, PHONE, seriousAxeViolations } from '../support/player-page';

// Sixteen players and one round: eight winners, so the top 8 is not tied across the cut line.
const NAMES = [
  'Aoi Sato',
  '田中 陽斗',
  'Chika Mori',
  'Dan Brown',
  'Eli Park',
  'Fay Wong',
  'Gus Hale',
  'Hana Ito',
  'Ivo Nunes',
  'Jun Ono',
  'Kai Abe',
  'Lia Chen',
  'Mio Kato',
  'Nao Ueda',
  'Oto Hara',
  'Pia Ruiz',
];
const ARENA_60 =
  'Deck\n4 Lightning Bolt (M10) 146\n4 Goblin Guide (ZEN) 126\n52 Mountain (M21) 272\n\nSideboard\n4 Pyroblast (ICE) 213\n11 Mountain (M21) 272';
const LIST_59 = '4 稲妻\n55 山';
const PLAIN_60 = '4 Lightning Bolt\n56 Mountain';

interface Player {
  id: string;
  name: string;
  accessCode: string;
}

/**
 * Issue 19's "done when": a list submitted from a phone, the desk sees a missing list and one that
 * breaks the 60-card rule (MTR 6.1), the deadline locks the lists (MTR 2.7), a deck check finds a
 * mismatch and logs the penalty (IPG 3.5, MTR 2.8), and the top 8 lists are published — in English
 * and Japanese, axe clean.
 */
describe('decklists from the phone to the published top 8', () => {
  let h: AdminHarness;
  let admin: Page;
  let adminJa: Page;
  let eventId = '';
  let players: Player[] = [];
  const contexts: BrowserContext[] = [];
  const byName = (name: string) => players.find((p) => p.name === name)!;
  const tokenOf = async (player: Player) =>
    (
      await h.api(
        `mutation($e: ID!, $c: String!) { playerLogin(eventId: $e, accessCode: $c) { token } }`,
        { e: eventId, c: player.accessCode },
        '',
      )
    ).playerLogin.token as string;

  async function phone(locale: string, large = false): Promise<Page> {
    const context = await h.browser.newContext({ ...(large ? LARGE_PHONE : PHONE), locale });
    contexts.push(context);
    return context.newPage();
  }

  beforeAll(async () => {
    h = await startAdminHarness();
    eventId = (
      await h.api(`mutation($i: EventInput!) { createEvent(input: $i) { id } }`, {
        i: { name: 'Decklist Open', topCut: 8, plannedRounds: 1, enforcementLevel: 'COMPETITIVE' },
      })
    ).createEvent.id;
    players = (
      await h.api(`mutation($e: ID!, $c: String!) { importPlayers(eventId: $e, csv: $c) { created { id name accessCode } } }`, {
        e: eventId,
        c: `name\n${NAMES.join('\n')}\n`,
      })
    ).importPlayers.created;
    admin = await h.browser.newPage({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    await signIn(admin, h.server.url, 'Sign in');
    adminJa = await h.browser.newPage({ locale: 'ja-JP', viewport: { width: 1024, height: 1366 } });
    await signIn(adminJa, h.server.url, 'ログイン');
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await h?.close();
  });

  it('the organizer turns decklists on in the event setup', async () => {
    await admin.goto(`${h.server.url}/admin/#/events/${eventId}/setup`);
    const panel = admin.getByTestId('decklist-settings');
    await panel.getByText('MTR 6.1').waitFor();
    await admin.getByRole('combobox', { name: 'Collect decklists' }).click();
    await admin.getByTestId('decklist-requirement-SWISS').click();
    await admin.getByTestId('save-decklist-settings').click();
    await admin.getByText('Decklist settings saved').waitFor();
    expect(
      (await h.api(`query($e: ID!) { decklistSettings(eventId: $e) { requirement } }`, { e: eventId })).decklistSettings.requirement,
    ).toBe('SWISS');
    // The panel only: the setup page around it is another feature's.
    expect(await seriousA11yViolations(admin, '[data-testid=decklist-settings]')).toEqual([]);
    await shot(admin, 'decklists-settings');
  });

  it('players submit from their phones: counts and every problem as they type, in their language (MTR 6.1)', async () => {
    const aoi = await phone('en-US');
    await aoi.goto(`${h.server.url}/play/join?event=${eventId}&code=${byName('Aoi Sato').accessCode}`);
    await aoi.getByTestId('tab-decklist').click();
    await aoi.getByTestId('deck-deadline').getByText('until round 1 starts').waitFor();
    await aoi.getByTestId('deck-text').fill('4 Lightning Bolt\nLightning Bolt');
    await aoi.getByTestId('deck-problems').getByText('Line 2 cannot be read: "Lightning Bolt". Write "4 Card name".').waitFor();
    await aoi.getByTestId('deck-problems').getByText('Your main deck has 4 cards; it needs at least 60 (MTR 6.1).').waitFor();
    await aoi.getByTestId('deck-text').fill(ARENA_60);
    await aoi.getByTestId('deck-counts').getByText('Main deck 60 · Sideboard 15').waitFor();
    await aoi.getByTestId('deck-ok').waitFor();
    expect(await seriousAxeViolations(aoi)).toEqual([]);
    await shot(aoi, 'decklists-phone-en', true);
    await aoi.getByTestId('deck-submit').click();
    await aoi.getByTestId('deck-registered-counts').getByText('Main deck 60 · Sideboard 15').waitFor();

    const haruto = await phone('ja-JP', true);
    await haruto.goto(`${h.server.url}/play/join?event=${eventId}&code=${byName('田中 陽斗').accessCode}`);
    await haruto.getByTestId('tab-decklist').click();
    await haruto.getByTestId('deck-text').fill(LIST_59);
    await haruto.getByTestId('deck-problems').getByText('メインデッキが59枚です。60枚以上必要です（MTR 6.1）。').waitFor();
    expect(await seriousAxeViolations(haruto)).toEqual([]);
    await shot(haruto, 'decklists-phone-ja', true);
    // A list that breaks a rule is kept, with its problems, for the desk to follow up.
    await haruto.getByTestId('deck-submit').click();
    await haruto.getByTestId('deck-registered').getByText('メインデッキ 59枚 · サイドボード 0枚').waitFor();

    // Limited-style entry: a counter per line builds the same list.
    await haruto.getByTestId('deck-mode-counter').click();
    await haruto.getByTestId('deck-name-main').first().fill('Island');
    await haruto.getByRole('button', { name: 'Islandを1枚増やす' }).click();
    await haruto.getByTestId('deck-counts').getByText('メインデッキ 2枚 · サイドボード 0枚').waitFor();
    expect(await seriousAxeViolations(haruto)).toEqual([]);
    await shot(haruto, 'decklists-phone-counter-ja', true);

    // Everyone else but Chika submits a legal list.
    for (const name of NAMES.slice(3)) {
      await h.api(`mutation($t: String!) { submitDecklist(text: $t) { id } }`, { t: PLAIN_60 }, await tokenOf(byName(name)));
    }
  });

  it('the desk sees the missing list and the one breaking the 60-card rule, with the rule cited', async () => {
    await admin.goto(`${h.server.url}/admin/#/events/${eventId}/decklists`);
    await admin.getByTestId('decklist-desk').waitFor();
    await admin.getByTestId('decklist-filter-MISSING').click();
    const missing = admin.getByTestId('decklist-row');
    await missing.first().waitFor();
    expect(await missing.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-player')))).toEqual(['Chika Mori']);
    await admin.getByTestId('decklist-filter-PROBLEMS').click();
    const problem = admin.locator('[data-testid=decklist-row][data-player="田中 陽斗"]');
    await problem.getByText('The main deck has 59 cards; it needs at least 60 (MTR 6.1).').waitFor();
    expect(await seriousA11yViolations(admin)).toEqual([]);
    await shot(admin, 'decklists-desk-en');

    // The prints open in the signed-in page (a page of its own would be a new, signed-out context).
    const print = admin;
    await print.goto(`${h.server.url}/admin/#/events/${eventId}/print/decklists-missing`);
    await print.getByTestId('print-decklists-missing').getByText('Chika Mori').waitFor();
    expect(await print.getByTestId('print-decklists-missing').locator('tbody tr').count()).toBe(1);
    await shot(print, 'decklists-print-missing');
    await print.goto(`${h.server.url}/admin/#/events/${eventId}/print/decklist-blank`);
    await print.getByTestId('blank-main').waitFor();
    await print.getByText('Decklist Open — Blank decklist sheets').waitFor();
    await shot(print, 'decklists-print-blank', true);
  });

  it('the deadline locks the lists: the phone says so, and a late change is a staff action marked after the deadline (MTR 2.7)', async () => {
    const round = (await h.api(`mutation($e: ID!) { pairNextRound(eventId: $e) { id } }`, { e: eventId })).pairNextRound;
    await h.api(`mutation($r: ID!) { publishRound(roundId: $r) { id } }`, { r: round.id });
    await h.api(`mutation($r: ID!) { startRoundClock(roundId: $r) { id } }`, { r: round.id });

    const aoi = await phone('en-US');
    await aoi.goto(`${h.server.url}/play/join?event=${eventId}&code=${byName('Aoi Sato').accessCode}`);
    await aoi.getByTestId('tab-decklist').click();
    await aoi.getByTestId('deck-locked').getByText('Lists are locked').waitFor();
    expect(await aoi.getByTestId('deck-text').count()).toBe(0);
    const late = await h
      .api(`mutation($t: String!) { submitDecklist(text: $t) { id } }`, { t: PLAIN_60 }, await tokenOf(byName('Aoi Sato')))
      .catch((e: Error) => e.message);
    expect(String(late)).toContain('DECKLISTS_LOCKED');

    await admin.goto(`${h.server.url}/admin/#/events/${eventId}/decklists`);
    await admin.getByTestId('decklists-locked').waitFor();
    await admin.getByTestId('decklist-filter-MISSING').click();
    await admin.getByTestId('enter-decklist-Chika Mori').click();
    await admin.getByTestId('entry-text').fill(PLAIN_60);
    await admin.getByTestId('entry-counts').getByText('Main deck 60 · Sideboard 0').waitFor();
    await admin.getByTestId('entry-reason').fill('Paper sheet handed in at the desk');
    await admin.getByTestId('entry-save').click();
    await admin.getByText('List of Chika Mori saved').waitFor();
    await admin.getByTestId('decklist-filter-changed').click();
    await admin.locator('[data-testid=decklist-row][data-player="Chika Mori"]').getByTestId('changed-after-deadline').waitFor();
  });

  it('a deck check on a tablet finds a mismatch, gives the time back and logs a Deck Problem (IPG 3.5), in Japanese', async () => {
    const aoi = byName('Aoi Sato');
    await adminJa.goto(`${h.server.url}/admin/#/events/${eventId}/decklists`);
    await adminJa.getByTestId('tab-deck-checks').click();
    await adminJa.getByTestId('pick-tables').click();
    await adminJa.getByTestId('show-all-tables').click();
    await adminJa.getByTestId(`check-${aoi.name}`).click();
    await adminJa.getByTestId('deck-check-view').waitFor();
    await adminJa.getByTestId('count-main').getByText('メインデッキ 0 / 60').waitFor();
    // Counting: Lightning Bolt all there, Goblin Guide only 3, every Mountain.
    await adminJa.getByRole('button', { name: 'Lightning Boltがすべてそろっている' }).click();
    for (let i = 0; i < 3; i++) await adminJa.getByRole('button', { name: 'Goblin Guideを1枚数える' }).click();
    await adminJa.getByRole('button', { name: 'Mountainがすべてそろっている' }).first().click();
    await adminJa.getByTestId('count-main').getByText('メインデッキ 59 / 60').waitFor();
    expect(await seriousA11yViolations(adminJa)).toEqual([]);
    await shot(adminJa, 'decklists-deck-check-ja', true);

    await adminJa.getByTestId('deckcheck-minutes').fill('6');
    await adminJa.getByRole('combobox', { name: '結果' }).click();
    await adminJa.getByTestId('deckcheck-outcome-DECK_PROBLEM').click();
    await adminJa.getByTestId('deckcheck-note').fill('Goblin Guideが3枚しかない');
    await adminJa.getByTestId('deckcheck-record').click();
    // The infraction form opens with the player and Deck Problem chosen.
    await adminJa.getByTestId('suggested-penalty').waitFor();
    expect(await adminJa.getByTestId('infraction-player').inputValue()).toBe(aoi.name);
    expect(await adminJa.getByTestId('infraction-description').inputValue()).toBe('Goblin Guideが3枚しかない');
    expect(await seriousA11yViolations(adminJa)).toEqual([]);
    await shot(adminJa, 'decklists-deck-check-penalty-ja', true);
    await adminJa.getByTestId('log-infraction').click();
    await adminJa.getByTestId('infraction-logged').waitFor();

    const facts = await h.api(
      `query($e: ID!) { penalties(eventId: $e) { playerName infraction } deckChecks(eventId: $e) { playerName minutes extensionMinutes outcome } myMatches: event(id: $e) { rounds { matches { player1 { id } player2 { id } extensionMinutes } } } }`,
      { e: eventId },
    );
    expect(facts.penalties).toEqual([{ playerName: aoi.name, infraction: 'TE-DP' }]);
    // MTR 2.6 (judge-handbook-ja.txt:15684 「…に加えて3分の延長」): the 6 minutes taken plus 3.
    expect(facts.deckChecks).toEqual([{ playerName: aoi.name, minutes: 6, extensionMinutes: 9, outcome: 'DECK_PROBLEM' }]);
    const match = facts.myMatches.rounds[0].matches.find((m: any) => m.player1.id === aoi.id || m.player2?.id === aoi.id);
    expect(match.extensionMinutes).toBe(9);

    // The registered list, printed for the next deck check.
    await adminJa.goto(`${h.server.url}/admin/#/events/${eventId}/print/decklist-player?player=${aoi.id}`);
    await adminJa.getByTestId('print-decklist-player').getByText('Goblin Guide').waitFor();
    expect(await adminJa.getByTestId('print-decklist-counts').textContent()).toBe('メインデッキ 60枚 · サイドボード 15枚');
    await shot(adminJa, 'decklists-print-player-ja');
  });

  it('after the cut the top 8 lists are published to the phones and exported as text and CSV', async () => {
    const round = (await h.api(`query($e: ID!) { event(id: $e) { rounds { matches { id player2 { id } status } } } }`, { e: eventId }))
      .event.rounds[0];
    for (const match of round.matches) {
      if (match.player2 && match.status !== 'FINAL')
        await h.api(`mutation($m: ID!) { recordResult(matchId: $m, input: { player1Wins: 2, player2Wins: 1 }) { id } }`, { m: match.id });
    }
    await h.api(`mutation($e: ID!) { startTopCut(eventId: $e, size: 8) { id } }`, { e: eventId });

    await admin.goto(`${h.server.url}/admin/#/events/${eventId}/decklists`);
    await admin.getByTestId('tab-publish-decklists').click();
    await admin.getByTestId('publish-top').fill('8');
    await admin.getByTestId('publish-decklists').click();
    await admin.getByTestId('decklists-published').getByText('Published: top 8 (8 lists).').waitFor();
    expect(await seriousA11yViolations(admin)).toEqual([]);
    await shot(admin, 'decklists-published-admin');
    const [csv] = await Promise.all([admin.waitForEvent('download'), admin.getByTestId('export-decklists-csv').click()]);
    expect(csv.suggestedFilename()).toBe('decklist-open-decklists.csv');
    const [text] = await Promise.all([admin.waitForEvent('download'), admin.getByTestId('export-decklists-text').click()]);
    expect(text.suggestedFilename()).toBe('decklist-open-decklists.txt');

    const haruto = await phone('ja-JP');
    await haruto.goto(`${h.server.url}/play/join?event=${eventId}&code=${byName('田中 陽斗').accessCode}`);
    await haruto.getByTestId('tab-decklist').click();
    await haruto.getByTestId('published-decklists').getByText('上位8名のデッキリスト').waitFor();
    expect(await haruto.getByTestId('published-list').count()).toBe(8);
    await haruto.getByTestId('published-list').first().locator('summary').click();
    expect(await seriousAxeViolations(haruto)).toEqual([]);
    await shot(haruto, 'decklists-published-phone-ja', true);
  });
});
