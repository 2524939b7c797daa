import type { BrowserContext, Page } from 'playwright-core';
import { type AdminHarness, startAdminHarness } from '../support/admin-helpers';
import { keepScreenshot } from '../support/browser';
import { PHONE, seriousAxeViolations, setTextSize } from '../support/player-page';

interface Person {
  id: string;
  name: string;
}
interface PairedMatch {
  id: string;
  table: number;
  player1: Person;
  player2: Person | null;
}
interface PairedEvent {
  id: string;
  name: string;
  shortCode: string;
  codes: Map<string, string>;
  matches: PairedMatch[];
}

/** What a Japanese keyboard types for ASCII letters and digits: their full-width forms (「ＪＧＡＴＫ」). */
const fullWidth = (text: string) => text.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));

/**
 * The phone's small things from a real run (issue 26, item 13), in English and Japanese:
 * codes typed full-width, announcements only in the other language, another player's QR link
 * on a signed-in phone, and a player taking back their judge call.
 */
describe('the player page: full-width codes, announcements in another language, switching player, cancelling a judge call', () => {
  let h: AdminHarness;
  let event: PairedEvent;
  const contexts: BrowserContext[] = [];

  async function phone(locale: string): Promise<Page> {
    const context = await h.browser.newContext({ ...PHONE, locale });
    contexts.push(context);
    return context.newPage();
  }

  async function joinByQr(page: Page, on: PairedEvent, player: Person) {
    await page.goto(`${h.server.url}/play/join?event=${on.id}&code=${on.codes.get(player.id)}`);
  }

  /** An event with its round 1 paired (at random) and posted. */
  async function pairedEvent(name: string, players: string[]): Promise<PairedEvent> {
    const created = (
      await h.api('mutation($n: String!) { createEvent(input: { name: $n, bestOf: 3, roundMinutes: 50, topCut: 0 }) { id shortCode } }', {
        n: name,
      })
    ).createEvent;
    const imported = await h.api(
      'mutation($e: ID!, $csv: String!) { importPlayers(eventId: $e, csv: $csv) { created { id accessCode } } }',
      {
        e: created.id,
        csv: `name\n${players.join('\n')}\n`,
      },
    );
    const round = (
      await h.api('mutation($e: ID!) { pairNextRound(eventId: $e) { id matches { id table player1 { id name } player2 { id name } } } }', {
        e: created.id,
      })
    ).pairNextRound;
    await h.api('mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id });
    return {
      id: created.id,
      name,
      shortCode: created.shortCode,
      codes: new Map(imported.importPlayers.created.map((p: any) => [p.id, p.accessCode])),
      matches: [...round.matches].sort((a: PairedMatch, b: PairedMatch) => a.table - b.table),
    };
  }

  async function announce(on: PairedEvent, title: string, language: string) {
    const created = await h.api('mutation($e: ID!, $i: AnnouncementInput!) { createAnnouncement(eventId: $e, input: $i) { id } }', {
      e: on.id,
      i: { title, body: title, pinned: false, language },
    });
    await h.api('mutation($id: ID!) { publishAnnouncement(id: $id) { id } }', { id: created.createAnnouncement.id });
  }

  beforeAll(async () => {
    h = await startAdminHarness();
    event = await pairedEvent('Shibuya Store Championship', [
      '佐藤 葵',
      'Ben Carter',
      '田中 陽斗',
      'Dana Lee',
      'Marco Rossi',
      '鈴木 花子',
      'Eve Park',
      '高橋 蓮',
    ]);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await h?.close();
  });

  it('signs in with the event code and access code typed full-width on a Japanese keyboard', async () => {
    for (const [locale, match] of [
      ['ja-JP', event.matches[0]],
      ['en-US', event.matches[1]],
    ] as const) {
      const page = await phone(locale);
      await page.goto(`${h.server.url}/play/`);
      await page.getByTestId('join-event-code').fill(fullWidth(event.shortCode.toLowerCase()));
      await page.getByTestId('join-access-code').fill(fullWidth(event.codes.get(match.player1.id)!));
      await page.getByTestId('join-submit').click();
      await page.getByTestId('my-pairing').waitFor();
      expect(await page.getByTestId('registration-name').textContent()).toBe(match.player1.name);
    }
  });

  it('shows an announcement made only in the other language, marked with its language', async () => {
    await announce(event, '昼休憩は12時からです', 'ja');
    const english = await phone('en-US');
    await joinByQr(english, event, event.matches[0].player2!);
    const onEnglish = english.getByTestId('announcement').filter({ hasText: '昼休憩は12時からです' });
    await onEnglish.waitFor();
    expect(await onEnglish.getByTestId('announcement-language').textContent()).toBe('In Japanese');
    expect(await english.getByTestId('announcements').getByText('No announcements yet.').count()).toBe(0);
    expect(await seriousAxeViolations(english)).toEqual([]);
    const japanese = await phone('ja-JP');
    await joinByQr(japanese, event, event.matches[1].player2!);
    const onJapanese = japanese.getByTestId('announcement').filter({ hasText: '昼休憩は12時からです' });
    await onJapanese.waitFor();
    expect(await onJapanese.getByTestId('announcement-language').count()).toBe(0);

    // The reverse: an English-only announcement on a Japanese phone.
    const other = await pairedEvent('Friday Modern', ['Ann Smith', '山本 翔']);
    await announce(other, 'Prizes after round 4', 'en');
    const reverse = await phone('ja-JP');
    await joinByQr(reverse, other, other.matches[0].player1);
    const inEnglish = reverse.getByTestId('announcement').filter({ hasText: 'Prizes after round 4' });
    await inEnglish.waitFor();
    expect(await inEnglish.getByTestId('announcement-language').textContent()).toBe('英語');
    expect(await reverse.getByTestId('announcements').getByText('お知らせはまだありません。').count()).toBe(0);
  });

  it('asks before another player’s QR link switches a signed-in phone, and stays when told to', async () => {
    for (const [locale, match, question, confirm, stay] of [
      [
        'en-US',
        event.matches[2],
        (a: string, b: string) => `You are signed in as ${a} (${event.name}). Switch to ${b} (${event.name})?`,
        (b: string) => `Switch to ${b}`,
        (a: string) => `Stay as ${a}`,
      ],
      [
        'ja-JP',
        event.matches[3],
        (a: string, b: string) => `${a}（${event.name}）としてログインしています。${b}（${event.name}）に切り替えますか？`,
        (b: string) => `${b}に切り替える`,
        (a: string) => `${a}のままにする`,
      ],
    ] as const) {
      const [me, friend] = [match.player1, match.player2!];
      const page = await phone(locale);
      await joinByQr(page, event, me);
      await page.getByTestId('my-pairing').waitFor();

      await joinByQr(page, event, friend);
      await page.getByTestId('switch-player').waitFor();
      expect(await page.getByTestId('switch-question').textContent()).toBe(question(me.name, friend.name));
      expect(await page.getByTestId('switch-confirm').textContent()).toBe(confirm(friend.name));
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 320, height: 740 });
      await setTextSize(page, 200);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      await keepScreenshot(page, `player-switch-${locale}-320-200`, { fullPage: true });
      await setTextSize(page, 100);

      await page.getByRole('button', { name: stay(me.name) }).click();
      await page.getByTestId('my-pairing').waitFor();
      expect(await page.getByTestId('registration-name').textContent()).toBe(me.name);
      // The link was not kept: a reload stays with the phone's player.
      await page.reload();
      await page.getByTestId('my-pairing').waitFor();
      expect(await page.getByTestId('registration-name').textContent()).toBe(me.name);

      await joinByQr(page, event, friend);
      await page.getByTestId('switch-confirm').click();
      await page.getByTestId('registration-name').getByText(friend.name, { exact: true }).waitFor();
      await page.reload();
      await page.getByTestId('my-pairing').waitFor();
      expect(await page.getByTestId('registration-name').textContent()).toBe(friend.name);
    }
  });

  it('lets the player who called a judge take the call back; the opponent cannot, and staff see it gone', async () => {
    for (const [locale, match, cancel] of [
      ['en-US', event.matches[0], 'Cancel my judge call'],
      ['ja-JP', event.matches[1], 'ジャッジの呼び出しを取り消す'],
    ] as const) {
      const [caller, opponent] = await Promise.all([phone(locale), phone(locale)]);
      await joinByQr(caller, event, match.player1);
      await joinByQr(opponent, event, match.player2!);
      await caller.locator('[data-testid=live-status][data-state=live]').waitFor();
      await opponent.locator('[data-testid=live-status][data-state=live]').waitFor();

      await caller.getByTestId('call-judge').click();
      await caller.getByTestId('judge-called').waitFor();
      // The opponent sees the call on their page (once reloaded: a call is sent live to its caller
      // only), but it is not theirs to cancel.
      await opponent.reload();
      await opponent.getByTestId('judge-called').waitFor();
      await opponent.locator('[data-testid=live-status][data-state=live]').waitFor();
      expect(await opponent.getByTestId('cancel-judge-call').count()).toBe(0);
      const queue = () => h.api('query($e: ID!) { judgeCalls(eventId: $e) { matchId } }', { e: event.id });
      expect((await queue()).judgeCalls).toContainEqual({ matchId: match.id });

      await caller.getByRole('button', { name: cancel }).click();
      await caller.getByTestId('call-judge').waitFor();
      expect(await caller.getByTestId('judge-called').count()).toBe(0);
      await opponent.getByTestId('call-judge').waitFor();
      expect((await queue()).judgeCalls).not.toContainEqual({ matchId: match.id });
      const log = await h.api('query($e: ID!) { auditLog(eventId: $e, action: "judgeCall.cancel") { actorKind } }', { e: event.id });
      expect(log.auditLog).toContainEqual({ actorKind: 'player' });
      expect(await seriousAxeViolations(caller)).toEqual([]);
    }
  });
});
