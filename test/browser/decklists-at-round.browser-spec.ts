import type { BrowserContext, Page } from 'playwright-core';
import { type AdminHarness, seriousA11yViolations, shot, signIn, startAdminHarness } from '../support/admin-helpers';
import { PHONE, seriousAxeViolations } from '../support/player-page';

const LEGAL = '4 Monastery Swiftspear\n56 Mountain';
// Issue 26's illegal list: 49 cards, 5 Swiftspear (MTR 6.1 twice).
const ILLEGAL = '5 Monastery Swiftspear\n44 Mountain';

interface Player {
  id: string;
  name: string;
  accessCode: string;
}

const LANGUAGES = [
  {
    language: 'en',
    locale: 'en-US',
    signIn: 'Sign in',
    viewport: { width: 1366, height: 768 },
    count: 'Decklists: 2 missing, 1 breaking a rule',
    proposed: 'Lists are locked: 3 × Decklist Problem',
    namesUnchecked: 'Card names are not checked',
    deskNamesUnchecked: 'card names are not checked',
  },
  {
    language: 'ja',
    locale: 'ja-JP',
    signIn: 'ログイン',
    viewport: { width: 1024, height: 768 },
    count: 'デッキリスト：未提出 2件、ルール違反 1件',
    proposed: 'デッキリストはロックされました：デッキリストの問題',
    namesUnchecked: 'カード名は確認していません',
    deskNamesUnchecked: 'カード名は確認していません',
  },
] as const;

/**
 * Issue 26 items 3 and 10: with decklists required, the Rounds page says how many lists are missing
 * or break a rule next to pairing and the round's start, and once the lists lock proposes a Decklist
 * Problem (IPG 3.4, Game Loss at the next match) per list, confirmed one by one or all at once; with
 * no card database loaded the phone and the desk say card names are not checked, and copies are
 * still counted across a card's English and Japanese names where the list gives both.
 */
describe.each(LANGUAGES)('decklists at the round ($language)', (lang) => {
  let h: AdminHarness;
  let admin: Page;
  let eventId = '';
  let players: Player[] = [];
  const contexts: BrowserContext[] = [];
  const byName = (name: string) => players.find((p) => p.name === name)!;
  const submit = async (player: Player, text: string) => {
    const { token } = (
      await h.api(
        `mutation($e: ID!, $c: String!) { playerLogin(eventId: $e, accessCode: $c) { token } }`,
        { e: eventId, c: player.accessCode },
        '',
      )
    ).playerLogin;
    await h.api(`mutation($t: String!) { submitDecklist(text: $t) { id } }`, { t: text }, token);
  };
  const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  beforeAll(async () => {
    h = await startAdminHarness();
    eventId = (
      await h.api(`mutation($i: EventInput!) { createEvent(input: $i) { id } }`, {
        i: { name: 'Store Championship', plannedRounds: 1, enforcementLevel: 'COMPETITIVE' },
      })
    ).createEvent.id;
    await h.api(`mutation($e: ID!, $i: DecklistSettingsInput!) { setDecklistSettings(eventId: $e, input: $i) { requirement } }`, {
      e: eventId,
      i: { requirement: 'SWISS' },
    });
    players = (
      await h.api(`mutation($e: ID!, $c: String!) { importPlayers(eventId: $e, csv: $c) { created { id name accessCode } } }`, {
        e: eventId,
        c: 'name\nAoi Sato\n田中 陽斗\nChika Mori\nDan Brown\n',
      })
    ).importPlayers.created;
    await submit(byName('Aoi Sato'), LEGAL);
    await submit(byName('田中 陽斗'), ILLEGAL);
    admin = await h.browser.newPage({ locale: lang.locale, viewport: lang.viewport });
    await signIn(admin, h.server.url, lang.signIn);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await h?.close();
  });

  it('the phone says card names are not checked, and counts 稲妻/Lightning Bolt with Lightning Bolt (MTR 6.1)', async () => {
    const context = await h.browser.newContext({ ...PHONE, locale: lang.locale });
    contexts.push(context);
    const phone = await context.newPage();
    await phone.goto(`${h.server.url}/play/join?event=${eventId}&code=${byName('Chika Mori').accessCode}`);
    await phone.getByTestId('tab-decklist').click();
    // A misspelt card passes the counts, and the phone says it did not look at names.
    await phone.getByTestId('deck-text').fill('4 Lightning Blot\n56 Mountain');
    const ok = phone.getByTestId('deck-ok');
    await ok.getByText(lang.namesUnchecked).waitFor();
    expect(await ok.getAttribute('data-names-checked')).toBe('false');
    expect(await seriousAxeViolations(phone)).toEqual([]);
    expect(await noSideScroll(phone)).toBe(true);
    await shot(phone, `decklists-names-unchecked-phone-${lang.language}`, true);
    // No card database, but the list names 稲妻 as Lightning Bolt: five copies.
    await phone.getByTestId('deck-text').fill('4 Lightning Bolt\n1 稲妻/Lightning Bolt\n55 Mountain');
    await phone.locator('[data-testid=deck-problems] [data-code=DECK_TOO_MANY_COPIES]').getByText('Lightning Bolt').waitFor();
  });

  it('the desk says so too', async () => {
    await admin.goto(`${h.server.url}/admin/#/events/${eventId}/decklists`);
    await admin.getByTestId('decklists-names-unchecked').getByText(lang.deskNamesUnchecked).waitFor();
  });

  it('the Rounds page shows the missing and rule-breaking lists next to pairing, with the way to the desk', async () => {
    await admin.goto(`${h.server.url}/admin/#/events/${eventId}/rounds`);
    const count = admin.getByTestId('decklist-count').first();
    await count.getByText(lang.count).waitFor();
    expect(await seriousA11yViolations(admin)).toEqual([]);
    expect(await noSideScroll(admin)).toBe(true);
    await shot(admin, `decklists-at-pairing-${lang.language}`);

    const round = (await h.api(`mutation($e: ID!) { pairNextRound(eventId: $e) { id } }`, { e: eventId })).pairNextRound;
    // Next to the round's start too, while it has not started.
    await admin.reload();
    await admin.getByTestId('clock-start').waitFor();
    await count.getByText(lang.count).waitFor();
    expect(await admin.getByTestId('decklist-count').count()).toBe(2);
    await h.api(`mutation($r: ID!) { publishRound(roundId: $r) { id } }`, { r: round.id });
    await h.api(`mutation($r: ID!) { startRoundClock(roundId: $r) { id } }`, { r: round.id });

    await count.getByRole('link').click();
    await admin.getByTestId('decklist-desk').waitFor();
  });

  it('once the lists lock, a Decklist Problem is proposed per list, dismissed or confirmed one by one or all at once (IPG 3.4)', async () => {
    await admin.goto(`${h.server.url}/admin/#/events/${eventId}/rounds`);
    const proposals = admin.getByTestId('decklist-penalties');
    await proposals.getByText(lang.proposed).waitFor();
    const rows = proposals.getByTestId('decklist-penalty');
    expect(
      (
        await rows.evaluateAll((items) => items.map((item) => [item.getAttribute('data-player'), item.getAttribute('data-problem')]))
      ).sort(),
    ).toEqual([
      ['Chika Mori', 'MISSING'],
      ['Dan Brown', 'MISSING'],
      ['田中 陽斗', 'PROBLEMS'],
    ]);
    expect(await seriousA11yViolations(admin)).toEqual([]);
    expect(await noSideScroll(admin)).toBe(true);
    await shot(admin, `decklists-at-lock-${lang.language}`);

    // A judge dismisses one: it stays dismissed for this event after a reload, and can be shown again.
    await admin.getByTestId('decklist-penalty-dismiss-Dan Brown').click();
    await proposals.locator('[data-player="Dan Brown"]').waitFor({ state: 'detached' });
    await admin.reload();
    await proposals.getByTestId('decklist-penalties-dismissed-count').waitFor();
    expect((await rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-player')))).sort()).toEqual([
      'Chika Mori',
      '田中 陽斗',
    ]);
    expect(await seriousA11yViolations(admin)).toEqual([]);
    expect(await noSideScroll(admin)).toBe(true);

    await admin.getByTestId('decklist-penalty-confirm-田中 陽斗').click();
    await proposals.locator('[data-player="田中 陽斗"]').waitFor({ state: 'detached' });
    await admin.getByTestId('decklist-penalties-restore').click();
    await proposals.locator('[data-player="Dan Brown"]').waitFor();
    await admin.getByTestId('decklist-penalties-all').click();
    await proposals.waitFor({ state: 'detached' });

    const { penalties } = await h.api(
      `query($e: ID!) { penalties(eventId: $e) { playerName infraction variant penalty status description } }`,
      {
        e: eventId,
      },
    );
    expect(penalties.map((p: any) => [p.playerName, p.infraction, p.variant, p.penalty, p.status]).sort()).toEqual([
      ['Chika Mori', 'TE-DLP', 'FOUND_OUTSIDE_MATCH', 'GAME_LOSS', 'APPLIED'],
      ['Dan Brown', 'TE-DLP', 'FOUND_OUTSIDE_MATCH', 'GAME_LOSS', 'APPLIED'],
      ['田中 陽斗', 'TE-DLP', 'FOUND_OUTSIDE_MATCH', 'GAME_LOSS', 'APPLIED'],
    ]);
    // The description says what was found, with the rules the list broke.
    expect(penalties.find((p: any) => p.playerName === '田中 陽斗').description).toContain('MTR 6.1');
  });
});
