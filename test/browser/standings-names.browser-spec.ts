import type { BrowserContext, Page } from 'playwright-core';
import { keepScreenshot } from '../support/browser';
import { AdminHarness, signIn, startAdminHarness } from '../support/admin-helpers';
import { PHONE } from '../support/player-page';

interface Paired {
  id: string;
  table: number;
  player1: { id: string; name: string; distinguishingId: string | null };
  player2: { id: string; name: string; distinguishingId: string | null } | null;
}

const PLAYERS = 102;
const NAMESAKE = '佐藤 葵';
const IDS = ['1001', '1002'];
const DECKS = ['Mono Red', 'Izzet Murktide'];

/**
 * A 102-player event in round 2 (one dropped after round 1, so 101 play), with two players called 佐藤 葵: the round-2 bye is final from
 * the moment it is paired, yet the standings are after round 1 and say so. Both namesakes are told
 * apart by their player ID wherever a name is listed (dashboard standings, its print, the results
 * list; the phone's standings), and a player finds their rank, record and tiebreakers on top of
 * the phone's 102-row list; a player who dropped mid-event is told their rank so far. The desk (with
 * each one's deck name), the decklist desk, the penalty list, the infraction form's player picker and
 * the phone's opponent name tell them apart too.
 */
describe('standings at 100-odd players: names told apart, the round they are after, my rank on top', () => {
  let h: AdminHarness;
  let eventId: string;
  let codes: Map<string, string>;
  let round1: Paired[];
  let round2: Paired[];
  let byePlayer: string;
  let dropped: string;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    h = await startAdminHarness();
    eventId = (
      await h.api('mutation($i: EventInput!) { createEvent(input: $i) { id } }', {
        i: { name: 'Hareruya 100', plannedRounds: 7, topCut: 0, enforcementLevel: 'COMPETITIVE' },
      })
    ).createEvent.id;
    // EventLink's Deck column: the desk shows each namesake's deck under their name.
    const rows = [`${NAMESAKE},${IDS[0]},${DECKS[0]}`, `${NAMESAKE},${IDS[1]},${DECKS[1]}`];
    for (let i = 3; i <= PLAYERS; i++) rows.push(`Player ${String(i).padStart(3, '0')},${2000 + i},`);
    const imported = await h.api(
      'mutation($e: ID!, $csv: String!) { importPlayers(eventId: $e, csv: $csv) { created { id accessCode } } }',
      { e: eventId, csv: `name,externalId,Deck\n${rows.join('\n')}\n` },
    );
    codes = new Map(imported.importPlayers.created.map((p: { id: string; accessCode: string }) => [p.id, p.accessCode]));
    // Lists are collected: the decklist desk names its rows as every other list does.
    await h.api('mutation($e: ID!, $i: DecklistSettingsInput!) { setDecklistSettings(eventId: $e, input: $i) { requirement } }', {
      e: eventId,
      i: { requirement: 'SWISS' },
    });
    const pair = async (): Promise<Paired[]> => {
      const round = (
        await h.api(
          'mutation($e: ID!) { pairNextRound(eventId: $e) { id matches { id table player1 { id name distinguishingId } player2 { id name distinguishingId } } } }',
          {
            e: eventId,
          },
        )
      ).pairNextRound;
      await h.api('mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id });
      return round.matches;
    };
    round1 = await pair();
    for (const match of round1.filter((m) => m.player2))
      await h.api('mutation($m: ID!) { recordResult(matchId: $m, input: { player1Wins: 2, player2Wins: 0 }) { id } }', { m: match.id });
    dropped = round1.find((m) => m.player2 && !m.player1.name.startsWith(NAMESAKE))!.player1.id;
    await h.api('mutation($p: ID!) { dropPlayer(playerId: $p) { id } }', { p: dropped });
    // Round 2 is paired and under way: its bye is already final, every other match still open.
    round2 = await pair();
    byePlayer = round2.find((m) => !m.player2)!.player1.id;
    await h.api('mutation($e: ID!) { publishStandings(eventId: $e) { id } }', { e: eventId });
    // A Warning for each namesake: the penalty list must say which 佐藤 葵 got which.
    const namesakes = round1.flatMap((m) => [m.player1, m.player2]).filter((p) => p?.name === NAMESAKE);
    for (const namesake of namesakes)
      await h.api('mutation($e: ID!, $i: InfractionInput!) { logInfraction(eventId: $e, input: $i) { id } }', {
        e: eventId,
        i: { playerId: namesake!.id, infraction: 'GPE-LEC', description: 'Saw an extra card while shuffling' },
      });
  }, 240_000);
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await h?.close();
  });

  /** What round 1 gave the round-2 bye's player: the standings must show this, not the bye on top. */
  const round1Record = () => {
    const match = round1.find((m) => m.player1.id === byePlayer || m.player2?.id === byePlayer)!;
    if (!match.player2) return '1-0-0';
    return match.player1.id === byePlayer ? '1-0-0' : '0-1-0';
  };

  const byeName = () => {
    const match = round1.find((m) => m.player1.id === byePlayer || m.player2?.id === byePlayer)!;
    const me = match.player1.id === byePlayer ? match.player1 : match.player2!;
    return me.distinguishingId ? `${me.name} [${me.distinguishingId}]` : me.name;
  };

  const cases = [
    {
      lang: 'en',
      locale: 'en-US',
      signIn: 'Sign in',
      after: 'Standings after round 1',
      live: 'Current standings: round 2 in progress',
      myRank: 'After round 1',
      soFar: /Your rank after round 1: \d+(st|nd|rd|th)/,
    },
    {
      lang: 'ja',
      locale: 'ja-JP',
      signIn: 'ログイン',
      after: '第1回戦終了時の順位',
      live: '現在の順位（第2回戦 進行中）',
      myRank: '第1回戦終了時',
      soFar: /第1回戦終了時の順位：\d+位/,
    },
  ] as const;

  for (const c of cases) {
    it(`${c.lang}: the dashboard's standings, their print and the results list tell the two ${NAMESAKE} apart; round 2 in progress, its bye not counted`, async () => {
      const context = await h.browser.newContext({ locale: c.locale, viewport: { width: 1366, height: 768 } });
      contexts.push(context);
      const page = await context.newPage();
      await signIn(page, h.server.url, c.signIn);

      // Staff follow round 2 result by result: the heading says so, and its bye waits for the round's end.
      await page.goto(`${h.server.url}/admin/#/events/${eventId}/standings`);
      await page.getByText(c.live, { exact: true }).waitFor();
      await expectBothIds(page, 'standing-row');
      const byeRow = page.getByTestId('standing-row').filter({ hasText: byeName() });
      expect(await byeRow.locator('td').nth(3).textContent()).toBe(round1Record());
      await keepScreenshot(page, `standings-names-admin-${c.lang}`);

      await page.goto(`${h.server.url}/admin/#/events/${eventId}/print/standings`);
      await page.getByTestId('print-standings').waitFor();
      await page.getByRole('heading', { name: `Hareruya 100 — ${c.live}` }).waitFor();
      await expectBothIds(page, 'print-standings');

      // The results list shows the round's open matches: a namesake the random pairing gave round 2's
      // bye (final at once) is not in it, so each namesake with an opponent is looked for.
      const playing = round2
        .filter((m) => m.player2)
        .flatMap((m) => [m.player1, m.player2!])
        .filter((p) => p.name === NAMESAKE);
      expect(playing.length).toBeGreaterThan(0);
      await page.goto(`${h.server.url}/admin/#/events/${eventId}/results`);
      for (const namesake of playing) {
        expect(IDS).toContain(namesake.distinguishingId);
        await page.getByText(`${NAMESAKE} [${namesake.distinguishingId}]`).first().waitFor();
      }
    });

    it(`${c.lang}: the registration desk, the penalty list and the infraction form's player picker tell the two ${NAMESAKE} apart`, async () => {
      const context = await h.browser.newContext({ locale: c.locale, viewport: { width: 1366, height: 768 } });
      contexts.push(context);
      const page = await context.newPage();
      await signIn(page, h.server.url, c.signIn);

      await page.goto(`${h.server.url}/admin/#/events/${eventId}/desk`);
      await page.getByTestId('players-table').getByTestId('player-name').first().waitFor();
      // 102 players: the desk's search finds the namesakes, as staff would.
      await page.locator('input[name="q"]').fill(NAMESAKE);
      await page.getByTestId('players-table').getByText(`${NAMESAKE} [${IDS[0]}]`).waitFor();
      await expectBothIds(page, 'players-table');
      const decks = (await page.getByTestId('players-table').getByTestId('player-deck-name').allTextContents()).sort();
      expect(decks).toEqual(DECKS.map((deck) => (c.lang === 'en' ? `Deck name: ${deck}` : `デッキ名：${deck}`)).sort());

      await page.goto(`${h.server.url}/admin/#/events/${eventId}/decklists`);
      await page.getByTestId('decklist-desk').getByTestId('decklist-row').first().waitFor();
      await expectBothIds(page, 'decklist-desk');

      await page.goto(`${h.server.url}/admin/#/events/${eventId}/judges`);
      await page.getByTestId('tab-penalties').click();
      await page.getByTestId('penalty-row').first().waitFor();
      await expectBothIds(page, 'penalty-list');
      await keepScreenshot(page, `standings-names-penalties-${c.lang}`);

      await page.getByTestId('tab-log').click();
      const picker = page.getByTestId('infraction-form').getByRole('combobox').first();
      await picker.fill(NAMESAKE);
      await page.getByRole('option').first().waitFor();
      const options = await page.getByRole('option').allTextContents();
      expect(options).toEqual(expect.arrayContaining(IDS.map((id) => `${NAMESAKE} [${id}]`)));
    });

    it(`${c.lang}: the phone puts my rank, record and tiebreakers on top; the standings say after which round, the new bye not counted`, async () => {
      const context = await h.browser.newContext({ ...PHONE, locale: c.locale });
      contexts.push(context);
      const page: Page = await context.newPage();
      await page.goto(`${h.server.url}/play/join?event=${eventId}&code=${codes.get(byePlayer)}`);
      await page.getByTestId('tab-event').waitFor();
      await page.getByTestId('tab-event').click();

      const card = page.getByTestId('my-rank');
      await card.waitFor();
      // The card is the first thing on the tab, on screen without scrolling.
      expect(await card.isVisible()).toBe(true);
      const box = (await card.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE.viewport!.height);
      expect(await page.getByTestId('my-rank-record').textContent()).toBe(round1Record());
      expect(await card.textContent()).toContain(c.myRank);
      const myRow = page.getByTestId('my-standing');
      expect(await myRow.locator('.record').textContent()).toBe(round1Record());
      const rank = await myRow.locator('.rank').textContent();
      expect(await page.getByTestId('my-rank-value').textContent()).toMatch(new RegExp(`^${rank}(st|nd|rd|th|位)$`));
      expect(await page.getByTestId('standings-title').textContent()).toBe(c.after);
      expect(await page.getByTestId('standings').locator('tbody tr').count()).toBe(PLAYERS);
      await expectBothIds(page, 'standings');
      await keepScreenshot(page, `standings-names-phone-${c.lang}`);

      // A player who dropped after round 1, mid-event: their rank so far, not a final one.
      const droppedContext = await h.browser.newContext({ ...PHONE, locale: c.locale });
      contexts.push(droppedContext);
      const droppedPage = await droppedContext.newPage();
      await droppedPage.goto(`${h.server.url}/play/join?event=${eventId}&code=${codes.get(dropped)}`);
      await droppedPage.locator('[data-testid=my-state][data-kind=DROPPED]').waitFor();
      expect(await droppedPage.getByTestId('my-state').textContent()).toMatch(c.soFar);

      // A namesake's round-2 opponent reads which 佐藤 葵 they play on the Now screen.
      const match = round2.find((m) => m.player2 && (m.player1.name === NAMESAKE || m.player2.name === NAMESAKE))!;
      const [namesake, opponent] = match.player1.name === NAMESAKE ? [match.player1, match.player2!] : [match.player2!, match.player1];
      const opponentContext = await h.browser.newContext({ ...PHONE, locale: c.locale });
      contexts.push(opponentContext);
      const opponentPage = await opponentContext.newPage();
      await opponentPage.goto(`${h.server.url}/play/join?event=${eventId}&code=${codes.get(opponent.id)}`);
      await opponentPage.getByTestId('opponent-name').waitFor();
      expect(await opponentPage.getByTestId('opponent-name').textContent()).toBe(`${NAMESAKE} [${namesake.distinguishingId}]`);
    });
  }
});

/** Both namesakes listed inside the test id's element, each with their player ID. */
async function expectBothIds(page: Page, testId: string) {
  const text = (await page.getByTestId(testId).allTextContents()).join('\n');
  for (const id of IDS) expect(text).toContain(`${NAMESAKE} [${id}]`);
}
