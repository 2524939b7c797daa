import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { type AdminHarness, startAdminHarness } from '../support/admin-helpers';
import { keepScreenshot } from '../support/browser';
import { LARGE_PHONE, PHONE, seriousAxeViolations, setTextSize } from '../support/player-page';
import { graphql } from '@taikai/testkit';

const NAMES = ['佐藤 葵', 'Ben Carter', '田中 陽斗', 'Dana Lee', 'Marco Rossi', '鈴木 花子'];

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

// One server and browser for the whole file: each describe makes an event of its own.
let h: AdminHarness;
beforeAll(async () => {
  h = await startAdminHarness();
});
afterAll(async () => {
  await h?.close();
});

/**
 * The player page on phones (360×740, touch) against the real server on a fresh database:
 * join, the current round, reporting (final, disputed), privacy, live updates, accessibility.
 */
describe('the player page on a phone', () => {
  let eventId: string;
  let roundId: string;
  let round2Id: string;
  let codes: Map<string, string>;
  let matches: PairedMatch[];
  const contexts: BrowserContext[] = [];

  async function phone(locale: string): Promise<Page> {
    const context = await h.browser.newContext({ ...PHONE, locale });
    contexts.push(context);
    return context.newPage();
  }

  async function joinByQr(page: Page, player: Person) {
    await page.goto(`${h.server.url}/play/join?event=${eventId}&code=${codes.get(player.id)}`);
    await page.getByTestId('my-pairing').waitFor();
  }

  beforeAll(async () => {
    eventId = (
      await h.api(
        'mutation { createEvent(input: { name: "Shibuya Friday Magic", bestOf: 3, roundMinutes: 50, topCut: 0, enforcementLevel: COMPETITIVE }) { id } }',
      )
    ).createEvent.id;
    const imported = await h.api(
      'mutation($e: ID!, $csv: String!) { importPlayers(eventId: $e, csv: $csv) { created { id name accessCode } errors { message } } }',
      {
        e: eventId,
        csv: `name\n${NAMES.join('\n')}\n`,
      },
    );
    codes = new Map(imported.importPlayers.created.map((p: any) => [p.id, p.accessCode]));
    const round = (
      await h.api('mutation($e: ID!) { pairNextRound(eventId: $e) { id matches { id table player1 { id name } player2 { id name } } } }', {
        e: eventId,
      })
    ).pairNextRound;
    roundId = round.id;
    matches = [...round.matches].sort((a: PairedMatch, b: PairedMatch) => a.table - b.table);
    await h.api('mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: roundId });
    await h.api('mutation($r: ID!) { startRoundClock(roundId: $r) { id } }', { r: roundId });
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
  });

  it('joins by hand with the short event code, typed loosely, and says when the event code is wrong', async () => {
    const { shortCode } = (await h.api('query($e: ID!) { event(id: $e) { shortCode } }', { e: eventId })).event;
    for (const [locale, player, unknownMessage] of [
      ['ja-JP', matches[2].player1, 'このイベントコードのイベントはありません'],
      ['en-US', matches[2].player2!, 'No event has this event code'],
    ] as const) {
      const page = await phone(locale);
      await page.goto(`${h.server.url}/play/`);
      await page.getByTestId('join-event-code').fill(shortCode === '22222' ? '33333' : '22222');
      await page.getByTestId('join-access-code').fill(codes.get(player.id)!);
      await page.getByTestId('join-submit').click();
      await page.getByText(unknownMessage).waitFor();
      expect(await page.getByTestId('join-event-code').getAttribute('aria-invalid')).toBe('true');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await setTextSize(page, 200);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await keepScreenshot(page, `player-join-code-${locale}-200`, { fullPage: true });
      await setTextSize(page, 100);

      await page.getByTestId('join-event-code').fill(` ${shortCode.slice(0, 2).toLowerCase()} ${shortCode.slice(2)}`);
      await page.getByTestId('join-submit').click();
      await page.getByTestId('my-pairing').waitFor();
      expect(await page.getByTestId('opponent-name').textContent()).toBe(
        player.id === matches[2].player1.id ? matches[2].player2!.name : matches[2].player1.name,
      );
    }
  });

  it('two players report matching results on their phones and both see it final', async () => {
    const match = matches[0];
    const [a, b] = [match.player1, match.player2!];
    const pageA = await phone('en-US');
    const pageB = await phone('ja-JP');

    // The join screen, checked by axe before joining.
    await pageA.goto(`${h.server.url}/play`);
    await pageA.getByTestId('join-form').waitFor();
    expect(await seriousAxeViolations(pageA)).toEqual([]);
    await keepScreenshot(pageA, 'player-join-en');

    await Promise.all([joinByQr(pageA, a), joinByQr(pageB, b)]);
    await pageA.getByTestId('round-title').getByText('Round 1').waitFor();
    expect(await pageA.getByTestId('table-number').textContent()).toBe(String(match.table));
    expect(await pageA.getByTestId('opponent-name').textContent()).toBe(b.name);
    expect(await pageB.getByTestId('opponent-name').textContent()).toBe(a.name);
    // Both players with their match points at the start of the round, own name first.
    expect(await pageA.getByTestId('pairing-points').textContent()).toMatch(new RegExp(`${a.name} \\(0\\) – ${b.name} \\(0\\)$`));
    expect(await pageB.getByTestId('pairing-points').textContent()).toMatch(new RegExp(`${b.name} \\(0\\) – ${a.name} \\(0\\)$`));
    expect(await pageA.getByTestId('clock-time').textContent()).toMatch(/^(50:00|49:\d\d)$/);
    await pageA.getByTestId('live-status').and(pageA.locator('[data-state=live]')).waitFor();
    expect(await seriousAxeViolations(pageA)).toEqual([]);
    await keepScreenshot(pageA, 'player-now-en');

    // A: "I won 2-1" in three taps and a check step.
    await pageA.getByTestId('report-start').click();
    await pageA.getByTestId('score-2-1').and(pageA.locator('.score-win')).click();
    await keepScreenshot(pageA, 'player-report-pick-en', { fullPage: true });
    await pageA.getByTestId('report-continue').click();
    expect(await pageA.getByTestId('report-check-score').textContent()).toBe('I won 2-1');
    await pageA.getByTestId('report-send').click();
    await pageA.locator('[data-testid=match-status][data-status=WAITING]').waitFor();

    // B sees A's report live, from B's side, and confirms it.
    await pageB.locator('[data-testid=match-status][data-status=CONFIRM]').waitFor();
    expect(await pageB.getByTestId('opponent-report').textContent()).toContain('あなたの負け 1-2');
    await keepScreenshot(pageB, 'player-confirm-ja', { fullPage: true });
    await pageB.getByTestId('report-confirm').click();

    await pageB.locator('[data-testid=match-status][data-status=FINAL]').waitFor();
    await pageA.locator('[data-testid=match-status][data-status=FINAL]').waitFor();
    expect(await pageA.getByTestId('match-status').textContent()).toContain('I won 2-1');
    expect(await pageB.getByTestId('match-status').textContent()).toContain('負け 1-2');
    await keepScreenshot(pageA, 'player-final-en');

    // Stored in the match's orientation: player 1 won 2-1.
    const stored = await h.api('query($m: ID!) { match(id: $m) { status player1Wins player2Wins } }', { m: match.id });
    expect(stored.match).toEqual({ status: 'FINAL', player1Wins: 2, player2Wins: 1 });
  });

  it('conflicting reports make the match disputed, for both players and in the staff queue', async () => {
    const match = matches[1];
    const [c, d] = [match.player1, match.player2!];
    const pageC = await phone('en-US');
    const pageD = await phone('en-US');
    await Promise.all([joinByQr(pageC, c), joinByQr(pageD, d)]);

    await pageC.getByTestId('report-start').click();
    await pageC.getByTestId('score-2-0').click();
    await pageC.getByTestId('report-continue').click();
    await pageC.getByTestId('report-send').click();
    await pageC.locator('[data-testid=match-status][data-status=WAITING]').waitFor();

    // D disagrees: also "I won", 2-1.
    await pageD.locator('[data-testid=match-status][data-status=CONFIRM]').waitFor();
    expect(await pageD.getByTestId('opponent-report').textContent()).toContain('You lost 0-2');
    await pageD.getByTestId('report-dispute').click();
    await pageD.getByTestId('score-2-1').and(pageD.locator('.score-win')).click();
    await pageD.getByTestId('report-continue').click();
    await pageD.getByTestId('report-send').click();

    await pageD.locator('[data-testid=match-status][data-status=DISPUTED]').waitFor();
    await pageC.locator('[data-testid=match-status][data-status=DISPUTED]').waitFor();
    expect(await pageC.getByTestId('match-status').textContent()).toContain('A judge will come');
    await keepScreenshot(pageC, 'player-disputed-en', { fullPage: true });

    const queue = await h.api('query($e: ID!) { matches(eventId: $e, statuses: [DISPUTED]) { id reports { playerId } } }', { e: eventId });
    expect(queue.matches.map((m: any) => m.id)).toEqual([match.id]);
    expect(queue.matches[0].reports).toHaveLength(2);

    // The dispute called a judge to the table, as the players were told.
    const calls = await h.api('query($e: ID!) { judgeCalls(eventId: $e) { matchId table status } }', { e: eventId });
    expect(calls.judgeCalls).toEqual([{ matchId: match.id, table: match.table, status: 'OPEN' }]);

    // The judge settles it: both players see that staff decided, and the final score.
    await h.api('mutation($m: ID!) { recordResult(matchId: $m, input: { player1Wins: 2, player2Wins: 0 }) { id } }', { m: match.id });
    await pageC.locator('[data-testid=match-status][data-status=FINAL]').waitFor();
    await pageD.locator('[data-testid=match-status][data-status=FINAL]').waitFor();
    expect(await pageC.getByTestId('match-status').textContent()).toBe('Staff decided the result. Final: I won 2-0');
    expect(await pageD.getByTestId('match-status').textContent()).toBe('Staff decided the result. Final: I lost 0-2');
    expect(await seriousAxeViolations(pageD)).toEqual([]);
    await keepScreenshot(pageD, 'player-staff-decided-en', { fullPage: true });
  });

  it('a player sees and reports only their own match', async () => {
    const [mine, theirs] = matches;
    const page = await phone('en-US');
    await joinByQr(page, mine.player1);
    expect(await page.getByTestId('result-panel').count()).toBe(1);
    expect(await page.getByTestId('my-pairing').getAttribute('data-match-id')).toBe(mine.id);
    const text = await page.locator('main').innerText();
    for (const other of [theirs.player1, theirs.player2!]) expect(text).not.toContain(other.name);

    // Calling a judge calls one to this table, and only this one.
    await page.getByTestId('call-judge').click();
    await page.getByTestId('judge-called').waitFor();
    expect(await page.getByTestId('judge-called').textContent()).toContain(`table ${mine.table}`);
    const calls = await h.api('query($e: ID!) { judgeCalls(eventId: $e) { table matchId playerId status } }', { e: eventId });
    // Beside the call the dispute at the other table opened.
    expect(calls.judgeCalls.filter((call: any) => call.matchId !== matches[1].id)).toEqual([
      { table: mine.table, matchId: mine.id, playerId: mine.player1.id, status: 'OPEN' },
    ]);

    // The call's state comes from the server: it survives a reload, and the page says when a judge takes it.
    await page.reload();
    await page.locator('[data-testid=judge-called][data-status=OPEN]').waitFor();
    const myCall = (await h.api('query($e: ID!) { judgeCalls(eventId: $e) { id matchId } }', { e: eventId })).judgeCalls.find(
      (call: any) => call.matchId === mine.id,
    );
    await h.api('mutation($id: ID!) { takeJudgeCall(id: $id) { id } }', { id: myCall.id });
    await page.locator('[data-testid=judge-called][data-status=TAKEN]').waitFor();
    expect(await page.getByTestId('judge-called').textContent()).toMatch(new RegExp(`^Judge .+ is on the way to table ${mine.table}\\.$`));
    await page.reload();
    await page.locator('[data-testid=judge-called][data-status=TAKEN]').waitFor();
    await h.api('mutation($id: ID!) { closeJudgeCall(id: $id) { id } }', { id: myCall.id });
    await page.getByTestId('call-judge').waitFor();

    const token = await page.evaluate(() => localStorage.getItem('taikai.player.token'));
    expect(token).toBeTruthy();
    const attempt = await graphql(
      h.server.url,
      'mutation($m: ID!) { reportResult(matchId: $m, input: { player1Wins: 2, player2Wins: 0, requestKey: "sneaky" }) { id } }',
      { m: theirs.id },
      token!,
    );
    expect(attempt.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const other = await graphql(h.server.url, 'query($m: ID!) { match(id: $m) { reports { id } } }', { m: theirs.id }, token!);
    expect(other.data?.match?.reports ?? []).toEqual([]);
  });

  it('reports a score the buttons leave out, such as 2-0-1, with the steppers', async () => {
    const match = matches[2];
    const page = await phone('en-US');
    await joinByQr(page, match.player1);
    await page.getByTestId('report-start').click();
    await page.getByTestId('other-score').locator('summary').click();
    await page.getByTestId('other-mine-more').click();
    await page.getByTestId('other-mine-more').click();
    expect(await page.getByTestId('other-mine-more').isDisabled()).toBe(true);
    await page.getByTestId('other-draws-more').click();
    expect(await page.getByTestId('other-draws').textContent()).toBe('1');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await keepScreenshot(page, 'player-report-other-en', { fullPage: true });
    await page.getByTestId('report-continue').click();
    expect(await page.getByTestId('report-check-score').textContent()).toBe('I won 2-0-1');
    await page.getByTestId('report-send').click();
    await page.locator('[data-testid=match-status][data-status=WAITING]').waitFor();
    const stored = await h.api('query($m: ID!) { match(id: $m) { status reports { player1Wins player2Wins draws } } }', { m: match.id });
    expect(stored.match).toEqual({ status: 'REPORTED', reports: [{ player1Wins: 2, player2Wins: 0, draws: 1 }] });
    // The opponent is away: the scorekeeper enters the slip, so round 1 can close.
    await h.api('mutation($m: ID!) { recordResult(matchId: $m, input: { player1Wins: 2, player2Wins: 0, draws: 1 }) { id } }', {
      m: match.id,
    });
  });

  it('a new round, announcements, a penalty and the standings reach the open page without a reload', async () => {
    const page = await phone('ja-JP');
    const me = matches[1].player1;
    await joinByQr(page, me);
    await page.locator('[data-testid=live-status][data-state=live]').waitFor();
    await page.getByTestId('round-title').getByText('第1回戦').waitFor();

    // The organizer pairs and posts round 2 and the standings.
    const next = (
      await h.api('mutation($e: ID!) { pairNextRound(eventId: $e) { id matches { id table player1 { id name } player2 { id name } } } }', {
        e: eventId,
      })
    ).pairNextRound;
    await h.api('mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: next.id });
    round2Id = next.id;
    const mine: PairedMatch = next.matches.find((m: PairedMatch) => m.player1.id === me.id || m.player2?.id === me.id);
    const opponent = mine.player1.id === me.id ? mine.player2! : mine.player1;

    await page.getByTestId('round-title').getByText('第2回戦').waitFor();
    expect(await page.getByTestId('table-number').textContent()).toBe(String(mine.table));
    expect(await page.getByTestId('opponent-name').textContent()).toBe(opponent.name);
    expect(await page.getByTestId('clock-state').textContent()).toBe('まだ時間計測は始まっていません。');

    // The head judge's announcements arrive live, pinned first; so does a penalty of mine.
    const announce = async (title: string, body: string, pinned: boolean, language = 'ja') => {
      const created = await h.api('mutation($e: ID!, $i: AnnouncementInput!) { createAnnouncement(eventId: $e, input: $i) { id } }', {
        e: eventId,
        i: { title, body, pinned, language },
      });
      await h.api('mutation($id: ID!) { publishAnnouncement(id: $id) { id } }', { id: created.createAnnouncement.id });
    };
    await announce('昼休憩', '第3回戦のあとに30分の休憩があります。', false);
    await page.getByTestId('announcement').getByText('昼休憩').waitFor();
    await announce('デッキチェック', '第2回戦でデッキチェックを行います。\nスリーブを確認してください。', true);
    await page.locator('[data-testid=announcement][data-pinned=true]').getByRole('heading', { name: 'デッキチェック' }).waitFor();
    expect(await page.getByTestId('announcement').first().getAttribute('data-pinned')).toBe('true');
    // The same announcement in English is not shown on a Japanese page, unless the player asks.
    await announce('Deck check', 'Deck checks in round 2.', true, 'en');
    await page.getByTestId('announcements-all-languages').getByText('ほかの言語のお知らせも表示する（1件）').waitFor();
    expect(await page.getByTestId('announcement').count()).toBe(2);
    await page.getByTestId('announcements-all-languages').click();
    const english = page.getByTestId('announcement').getByRole('heading', { name: 'Deck check', exact: true });
    await english.waitFor();
    expect(await page.getByTestId('announcement').count()).toBe(3);
    await page.getByTestId('announcements-all-languages').click();
    await english.waitFor({ state: 'detached' });
    expect(await page.getByTestId('announcement').count()).toBe(2);
    const catalog = await h.api('query($e: ID!) { infractions(eventId: $e) { code name defaultPenalty } }', { e: eventId });
    const warning = catalog.infractions.find((i: any) => /warning/i.test(i.defaultPenalty));
    await h.api('mutation($e: ID!, $i: InfractionInput!) { logInfraction(eventId: $e, input: $i) { id status } }', {
      e: eventId,
      i: { playerId: me.id, infraction: warning.code, description: 'Forgot a trigger', privateNote: 'Judges only: watch this table' },
    });
    await page.getByTestId('penalty').waitFor(); // named in the page's language (Japanese here)
    // What happened, as the player may read it; never the judges' private notes.
    expect(await page.getByTestId('penalty-description').textContent()).toBe('内容：Forgot a trigger');
    expect(await page.getByTestId('penalties').textContent()).not.toContain('Judges only');

    expect(await seriousAxeViolations(page)).toEqual([]);
    await keepScreenshot(page, 'player-now-round2-ja', { fullPage: true });

    // My event: matches so far; standings appear live once published.
    await page.getByTestId('tab-event').click();
    await page.getByTestId('standings-not-published').waitFor();
    await h.api('mutation($e: ID!) { publishStandings(eventId: $e) { id } }', { e: eventId });
    await page.getByTestId('my-standing').waitFor();
    expect(await page.getByTestId('match-item').count()).toBe(2);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await keepScreenshot(page, 'player-event-ja', { fullPage: true });
  });

  it('says when the phone is offline and catches up when it is back', async () => {
    const page = await phone('en-US');
    await joinByQr(page, matches[0].player1);
    await page.locator('[data-testid=live-status][data-state=live]').waitFor();
    expect(await page.getByTestId('clock-state').textContent()).toBe('The clock has not started yet.');

    await page.context().setOffline(true);
    await page.locator('[data-testid=offline-indicator][data-online=false]').waitFor();
    await page.locator('[data-testid=live-status][data-state=reconnecting]').waitFor();
    await h.api('mutation($r: ID!) { startRoundClock(roundId: $r) { id } }', { r: round2Id });
    await keepScreenshot(page, 'player-offline-en');

    await page.context().setOffline(false);
    await page.locator('[data-testid=offline-indicator][data-online=true]').waitFor({ state: 'attached' });
    await page.locator('[data-testid=round-clock][data-state=running]').waitFor();
    await page.locator('[data-testid=live-status][data-state=live]').waitFor();
  });
});

/**
 * Where each player stands, from the first round to the final: bye, dropped, out of the cut,
 * knocked out, finalist, champion; labelled by phase, in both languages, at 100% and 200% text.
 */
describe('the player page tells each player where they stand', () => {
  let eventId: string;
  let codes: Map<string, string>;
  const open: BrowserContext[] = [];
  const ROUND = 'id number matches { id table status player1 { id name } player2 { id name } }';

  async function phoneOf(playerId: string, locale: string, size: BrowserContextOptions = PHONE): Promise<Page> {
    const context = await h.browser.newContext({ ...size, locale });
    open.push(context);
    // The page's vibrations, recorded (a desktop browser has no motor).
    await context.addInitScript(() => {
      const recorded: unknown[] = [];
      (window as unknown as { vibrations: unknown[] }).vibrations = recorded;
      navigator.vibrate = (pattern: VibratePattern) => recorded.push(pattern) > 0;
    });
    const page = await context.newPage();
    await page.goto(`${h.server.url}/play/join?event=${eventId}&code=${codes.get(playerId)}`);
    await page.getByTestId('now-card').waitFor();
    return page;
  }

  async function pairAndPublish(mutation: string) {
    const round = (await h.api(`mutation($e: ID!) { ${mutation}(eventId: $e) { ${ROUND} } }`, { e: eventId }))[mutation];
    await h.api('mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id });
    return round;
  }

  async function playerOneWins(round: any) {
    for (const match of round.matches.filter((m: any) => m.player2 && m.status !== 'FINAL')) {
      await h.api('mutation($m: ID!) { recordResult(matchId: $m, input: { player1Wins: 2, player2Wins: 0 }) { id } }', { m: match.id });
    }
  }

  /** The state the page shows, checked with axe at 100% and 200% text, and photographed. */
  async function expectState(page: Page, kind: string, headline: string, shot: string) {
    await page.locator(`[data-testid=my-state][data-kind=${kind}]`).waitFor();
    expect(await page.getByTestId('round-title').textContent()).toBe(headline);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await setTextSize(page, 200);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await keepScreenshot(page, `${shot}-200`, { fullPage: true });
    await setTextSize(page, 100);
    await keepScreenshot(page, shot, { fullPage: true });
  }

  beforeAll(async () => {
    eventId = (await h.api('mutation { createEvent(input: { name: "Kanto Open", bestOf: 3, topCut: 4, plannedRounds: 3 }) { id } }'))
      .createEvent.id;
    const imported = await h.api(
      'mutation($e: ID!, $csv: String!) { importPlayers(eventId: $e, csv: $csv) { created { id accessCode } } }',
      {
        e: eventId,
        csv: `name\n${[...NAMES, 'Eve Park', '山本 蓮', 'Finn Wolf'].join('\n')}\n`,
      },
    );
    codes = new Map(imported.importPlayers.created.map((p: any) => [p.id, p.accessCode]));
  });

  afterAll(async () => {
    for (const context of open) await context.close().catch(() => undefined);
  });

  it('bye, dropped, not in the cut, quarter-final labels, 3rd, 2nd and champion', async () => {
    const round1 = await pairAndPublish('pairNextRound');
    const byeId = round1.matches.find((m: any) => !m.player2).player1.id;
    const byePage = await phoneOf(byeId, 'en-US', LARGE_PHONE);
    await byePage.getByTestId('bye').waitFor();
    expect(await byePage.getByTestId('round-title').textContent()).toBe('Round 1');
    expect(await byePage.getByTestId('table-number').count()).toBe(0);
    expect(await seriousAxeViolations(byePage)).toEqual([]);
    await keepScreenshot(byePage, 'player-state-bye-en', { fullPage: true });
    await playerOneWins(round1);

    // Dropping is a step of its own at the foot of the page, asked twice, away from the result controls.
    const droppedId = round1.matches.find((m: any) => m.player2).player2.id;
    const droppedPage = await phoneOf(droppedId, 'ja-JP');
    await droppedPage.getByTestId('drop-section').waitFor();
    expect(await droppedPage.locator('[data-testid=result-panel] [data-testid^=drop]').count()).toBe(0);
    const resultBottom = (await droppedPage.getByTestId('result-panel').boundingBox())!;
    expect((await droppedPage.getByTestId('drop-section').boundingBox())!.y).toBeGreaterThan(resultBottom.y + resultBottom.height + 100);
    await droppedPage.getByTestId('drop-start').click();
    await droppedPage.getByTestId('drop-question').waitFor();
    expect(await seriousAxeViolations(droppedPage)).toEqual([]);
    await keepScreenshot(droppedPage, 'player-drop-confirm-ja', { fullPage: true });
    await droppedPage.getByTestId('drop-confirm').click();
    await expectState(droppedPage, 'DROPPED', 'イベントからドロップしました', 'player-state-dropped-ja');
    expect(await droppedPage.getByTestId('my-state').textContent()).toContain('第1回戦のあとにドロップしました');
    expect(await droppedPage.getByTestId('my-state').textContent()).toContain('ヘッドジャッジに相談');

    // New pairings alert the open page (vibration); the setting turns it off, and is kept on the phone.
    const vibrations = () => byePage.evaluate(() => (window as unknown as { vibrations: unknown[] }).vibrations.length);
    expect(await vibrations()).toBe(0);
    await playerOneWins(await pairAndPublish('pairNextRound'));
    await byePage.getByTestId('round-title').getByText('Round 2').waitFor();
    await byePage.waitForFunction(() => (window as unknown as { vibrations: unknown[] }).vibrations.length === 1);
    await byePage.getByTestId('tab-event').click();
    // 127.0.0.1 is a secure origin: push to a locked phone is offered (player-push.browser-spec.ts covers it).
    await byePage.getByTestId('alert-push-toggle').waitFor();
    await byePage.getByTestId('alert-vibrate').uncheck();
    await byePage.reload();
    await byePage.getByTestId('tab-event').click();
    expect(await byePage.getByTestId('alert-vibrate').isChecked()).toBe(false);
    expect(await byePage.getByTestId('alert-sound').isChecked()).toBe(true);
    expect(await seriousAxeViolations(byePage)).toEqual([]);
    await keepScreenshot(byePage, 'player-alert-settings-en', { fullPage: true });
    await playerOneWins(await pairAndPublish('pairNextRound'));
    await byePage.getByTestId('tab-now').click();
    await byePage.getByTestId('round-title').getByText('Round 3').waitFor();
    expect(await vibrations()).toBe(0); // a fresh page since the reload, and vibration is off
    await h.api('mutation($e: ID!) { publishStandings(eventId: $e) { id } }', { e: eventId });
    const standings = (await h.api('query($e: ID!) { standings(eventId: $e) { rank matchPoints player { id } dropped } }', { e: eventId }))
      .standings;
    const semis = await pairAndPublish('startTopCut');

    const fifth = standings.filter((row: any) => !row.dropped)[4];
    const cutPage = await phoneOf(fifth.player.id, 'en-US');
    await expectState(cutPage, 'NOT_IN_CUT', 'You did not make the top cut', 'player-state-not-in-cut-en');
    expect(await cutPage.getByTestId('my-state').textContent()).toContain(`Final standing: ${fifth.rank}th`);

    // Standings at 200% text reflow: rows stack, Points and OMW stay on screen, nothing scrolls sideways.
    await cutPage.getByTestId('tab-event').click();
    await cutPage.getByTestId('my-standing').waitFor();
    for (const percent of [100, 200]) {
      await setTextSize(cutPage, percent);
      const fits = await cutPage.evaluate(() => {
        const scroller = document.querySelector('.table-scroll')!;
        const omw = document.querySelector('[data-testid=my-standing] [data-testid=standing-omw]')!.getBoundingClientRect();
        return { overflow: scroller.scrollWidth - scroller.clientWidth, omwRight: omw.right, viewport: window.innerWidth };
      });
      expect(fits.overflow).toBeLessThanOrEqual(0);
      expect(fits.omwRight).toBeLessThanOrEqual(fits.viewport);
      expect(await seriousAxeViolations(cutPage)).toEqual([]);
      await keepScreenshot(cutPage, `player-standings-en-${percent}`, { fullPage: true });
    }
    expect(await cutPage.locator('[data-testid=my-standing] [data-testid=standing-points]').textContent()).toBe(String(fifth.matchPoints));
    // The player who dropped is marked as such.
    expect(await cutPage.getByTestId('standing-dropped').count()).toBe(1);
    await setTextSize(cutPage, 100);

    // Top cut rounds carry their phase: the Now tab says "Semi-final", not "Round 4".
    const seed1 = semis.matches[0].player1.id;
    const seed1Page = await phoneOf(seed1, 'en-US', LARGE_PHONE);
    await seed1Page.getByTestId('round-title').getByText('Semi-final').waitFor();
    expect(await seed1Page.getByTestId('drop-section').count()).toBe(0); // no dropping from the top cut here
    const [seed4, seed3] = semis.matches.map((m: any) => m.player2.id);
    const seed3Page = await phoneOf(seed3, 'ja-JP');
    await seed3Page.getByTestId('round-title').getByText('準決勝').waitFor();

    // The semi-final loser is out as soon as their own result is final, while the other semi-final still plays.
    const seed4Page = await phoneOf(seed4, 'en-US');
    await playerOneWins({ matches: [semis.matches[1]] });
    await expectState(seed3Page, 'ELIMINATED', '決勝トーナメント敗退：準決勝', 'player-state-semi-out-ja');
    await expectState(await phoneOf(seed3, 'en-US'), 'ELIMINATED', 'Eliminated in the top cut: Semi-final', 'player-state-semi-out-en');
    expect(await seed4Page.getByTestId('round-title').textContent()).toBe('Semi-final');
    await playerOneWins({ matches: [semis.matches[0]] });
    await seed3Page.getByTestId('round-title').getByText('最終順位 3位').waitFor();
    await expectState(seed3Page, 'ELIMINATED', '最終順位 3位', 'player-state-third-ja');
    await expectState(seed4Page, 'ELIMINATED', 'You finished 4th', 'player-state-fourth-en');

    const final = await pairAndPublish('pairNextRound');
    await seed1Page.getByTestId('round-title').getByText('Final', { exact: true }).waitFor();
    await playerOneWins(final);
    const championPage = await phoneOf(final.matches[0].player1.id, 'ja-JP', LARGE_PHONE);
    await expectState(championPage, 'CHAMPION', '優勝！', 'player-state-champion-ja');
    const finalistPage = await phoneOf(final.matches[0].player2.id, 'en-US');
    await expectState(finalistPage, 'ELIMINATED', 'You finished 2nd', 'player-state-second-en');

    // The history says which stage each top cut match was.
    await finalistPage.getByTestId('tab-event').click();
    await finalistPage.getByTestId('match-round').first().waitFor(); // the tab's code may still be on its way
    const labels = await finalistPage.getByTestId('match-round').allTextContents();
    expect(labels.slice(0, 2)).toEqual(['Final', 'Semi-final']);
    await keepScreenshot(finalistPage, 'player-state-history-en', { fullPage: true });
    // A whole event on eight phones, each state checked with axe at two text sizes.
  }, 240_000);
});
