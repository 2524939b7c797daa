import type { BrowserContext, Page } from 'playwright-core';
import { type AdminHarness, startAdminHarness } from '../support/admin-helpers';
import { keepScreenshot } from '../support/browser';
import { PHONE, seriousAxeViolations, setTextSize } from '../support/player-page';
import { graphql } from '@taikai/testkit';

const NAMES = ['佐藤 葵', 'Ben Carter', '田中 陽斗', 'Dana Lee', 'Marco Rossi', '鈴木 花子', 'Eve Park', '山本 蓮'];
/** Resolved to 127.0.0.1 by Chromium, but over http:// with a host name not a secure context: a venue server's LAN address. */
const VENUE_HOST = 'venue.test';

interface PairedMatch {
  id: string;
  table: number;
  player1: { id: string; name: string };
  player2: { id: string; name: string };
}

const TEXT = {
  en: {
    round: 'Round 1',
    lastKnown: 'Last known, as of',
    checked: 'I won 2-1',
    pending: 'Not sent yet: I won 2-1',
    confirmationPending: 'Confirmation not sent yet: I lost',
  },
  ja: {
    round: '第1回戦',
    lastKnown: '最後に受け取った情報です',
    checked: '勝ち 2-1',
    pending: 'まだ送信されていません：勝ち 2-1',
    confirmationPending: '結果の確定はまだ送信されていません：負け',
  },
} as const;

/**
 * The player page with no signal (issue 26 item 8). On a secure origin the service worker keeps
 * the app shell: a reload offline shows the player's table from what the phone last knew, marked
 * with its time; a report checked, reloaded and sent offline waits on the phone and goes, once,
 * with its request key when the signal returns, and so does the opponent's confirmation of it.
 * On plain HTTP (no service worker) a report sent offline survives closing the page and goes
 * when the page is opened again with signal.
 */
describe('the player page offline', () => {
  let h: AdminHarness;
  let eventId: string;
  let codes: Map<string, string>;
  let matches: PairedMatch[];
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    h = await startAdminHarness({}, [`--host-resolver-rules=MAP ${VENUE_HOST} 127.0.0.1`]);
    eventId = (await h.api('mutation { createEvent(input: { name: "Namba Store Championship", bestOf: 3 }) { id } }')).createEvent.id;
    const imported = await h.api(
      'mutation($e: ID!, $csv: String!) { importPlayers(eventId: $e, csv: $csv) { created { id accessCode } } }',
      {
        e: eventId,
        csv: `name\n${NAMES.join('\n')}\n`,
      },
    );
    codes = new Map(imported.importPlayers.created.map((p: { id: string; accessCode: string }) => [p.id, p.accessCode]));
    // Eight players: four matches, none a bye, whatever the random pairing.
    const round = (
      await h.api('mutation($e: ID!) { pairNextRound(eventId: $e) { id matches { id table player1 { id name } player2 { id name } } } }', {
        e: eventId,
      })
    ).pairNextRound;
    matches = [...round.matches].sort((a: PairedMatch, b: PairedMatch) => a.table - b.table);
    await h.api('mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id });
    await h.api('mutation($e: ID!) { publishStandings(eventId: $e) { id } }', { e: eventId });
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await h?.close();
  });

  async function joined(origin: string, locale: string, player: { id: string }): Promise<{ page: Page; context: BrowserContext }> {
    const context = await h.browser.newContext({ ...PHONE, locale });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${origin}/play/join?event=${eventId}&code=${codes.get(player.id)}`);
    await page.getByTestId('table-number').waitFor();
    // Everything loaded once, and kept on the phone with its time.
    await page.waitForFunction(() => Boolean(JSON.parse(localStorage.getItem('taikai.player.lastKnown') ?? '{}').savedAt));
    return { page, context };
  }

  /** The reports stored for the match, as staff see them. */
  async function storedReports(match: PairedMatch) {
    return (await h.api('query($m: ID!) { match(id: $m) { reports { playerId player1Wins player2Wins } } }', { m: match.id })).match
      .reports;
  }

  async function matchStatus(match: PairedMatch): Promise<string> {
    return (await h.api('query($m: ID!) { match(id: $m) { status } }', { m: match.id })).match.status;
  }

  /**
   * Waits until the service worker controls the page and has kept the shell: the page, its scripts
   * (its first one, and the rest of its code preloaded beside it, the styles inside) and the code it
   * loads later (the other tabs', named in its `<template>`).
   */
  async function untilShellKept(page: Page) {
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const shellKept = () =>
      page.evaluate(async () => {
        const cache = await caches.open('taikai-player-shell-v1');
        const urls = (await cache.keys()).map((request) => new URL(request.url).pathname);
        const later = (document.getElementById('later-assets') as HTMLTemplateElement | null)?.content.querySelectorAll('link') ?? [];
        const named = [
          ...Array.from(document.querySelectorAll('script[src]'), (script) => new URL((script as HTMLScriptElement).src).pathname),
          ...Array.from(document.querySelectorAll('link[rel="modulepreload"]'), (link) => new URL((link as HTMLLinkElement).href).pathname),
          ...Array.from(later, (link) => link.getAttribute('href') ?? ''),
        ];
        return urls.includes('/play/') && named.length > 2 && named.every((url) => urls.includes(url));
      });
    // Polled: waitForFunction takes an async predicate's Promise as truthy at once.
    for (let tries = 0; !(await shellKept()) && tries < 100; tries++) await page.waitForTimeout(100);
    expect(await shellKept()).toBe(true);
  }

  /** The phone's token and outbox, as kept in its storage. */
  function keptOnPhone(page: Page) {
    return page.evaluate(() => ({
      token: localStorage.getItem('taikai.player.token') ?? undefined,
      pending: JSON.parse(localStorage.getItem('taikai.player.outbox') ?? '[]') as { input: { requestKey: string }; confirms?: string }[],
    }));
  }

  async function reportTwoOneWin(page: Page) {
    await page.getByTestId('report-start').click();
    await page.getByTestId('score-2-1').and(page.locator('.score-win')).click();
    await page.getByTestId('report-continue').click();
  }

  for (const [language, locale, index] of [
    ['en', 'en-US', 0],
    ['ja', 'ja-JP', 1],
  ] as const) {
    const text = TEXT[language];

    it(`${language}: on a secure origin, a reload with no signal shows my table, and a report and its confirmation made offline are each sent once when it returns`, async () => {
      const match = matches[index];
      const origin = h.server.url;
      const { page, context } = await joined(origin, locale, match.player1);
      await untilShellKept(page);

      await context.setOffline(true);
      await page.reload();
      await page.getByTestId('table-number').waitFor();
      expect(await page.getByTestId('round-title').textContent()).toBe(text.round);
      expect(await page.getByTestId('table-number').textContent()).toBe(String(match.table));
      expect(await page.getByTestId('opponent-name').textContent()).toBe(match.player2.name);
      expect(await page.getByTestId('offline-indicator').getAttribute('data-online')).toBe('false');
      expect(await page.getByTestId('last-known').textContent()).toContain(text.lastKnown);
      // The event tab too: my matches and the standings, as last known.
      await page.getByTestId('tab-event').click();
      // Its code comes from the kept shell: waited for, then counted.
      expect(await page.getByTestId('my-standing').textContent()).toContain(match.player1.name);
      expect(await page.getByTestId('match-item').count()).toBe(1);
      await page.getByTestId('tab-now').click();

      // The report checked offline survives a reload, then waits on the phone, also across a reload.
      await reportTwoOneWin(page);
      await page.reload();
      expect(await page.getByTestId('report-check-score').textContent()).toBe(text.checked);
      await page.getByTestId('report-send').click();
      await page.getByTestId('report-pending').waitFor();
      await page.reload();
      expect(await page.getByTestId('report-pending').textContent()).toContain(text.pending);
      for (const size of [100, 200]) {
        await setTextSize(page, size);
        expect(await seriousAxeViolations(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await keepScreenshot(page, `player-offline-pending-${language}-${size}`, { fullPage: true });
      }
      await setTextSize(page, 100);
      expect(await storedReports(match)).toEqual([]);

      // The first send reached the server but its answer was lost: the outbox's resend, with the
      // same request key, must not store it again.
      const { token, pending } = await keptOnPhone(page);
      expect(pending).toHaveLength(1);
      const first = await graphql(
        h.server.url,
        'mutation($m: ID!, $i: ReportInput!) { reportResult(matchId: $m, input: $i) { id } }',
        { m: match.id, i: pending[0].input },
        token,
      );
      expect(first.errors).toBeUndefined();

      await context.setOffline(false);
      // (The live update of the report above may show it before the outbox has resent it.)
      await page.getByTestId('report-pending').waitFor({ state: 'detached' });
      await page.locator('[data-testid=match-status][data-status=WAITING]').waitFor();
      expect(await page.evaluate(() => localStorage.getItem('taikai.player.outbox'))).toBeNull();
      expect(await page.getByTestId('last-known').count()).toBe(0);
      expect(await storedReports(match)).toEqual([{ playerId: match.player1.id, player1Wins: 2, player2Wins: 1 }]);

      // The opponent confirms it with no signal: the confirmation waits on their phone, also across
      // a reload, and goes once when the signal returns, even if its first send was stored.
      const opponent = await joined(origin, locale, match.player2);
      await untilShellKept(opponent.page);
      await opponent.page.locator('[data-testid=match-status][data-status=CONFIRM]').waitFor();
      await opponent.context.setOffline(true);
      await opponent.page.getByTestId('offline-indicator').and(opponent.page.locator('[data-online=false]')).waitFor();
      await opponent.page.getByTestId('report-confirm').click();
      await opponent.page.getByTestId('report-pending').waitFor();
      await opponent.page.reload();
      expect(await opponent.page.getByTestId('report-pending').textContent()).toContain(text.confirmationPending);
      expect(await opponent.page.getByTestId('report-error').count()).toBe(0);
      await keepScreenshot(opponent.page, `player-offline-confirmation-pending-${language}`, { fullPage: true });
      expect(await matchStatus(match)).toBe('REPORTED');

      const kept = await keptOnPhone(opponent.page);
      expect(kept.pending).toHaveLength(1);
      expect(kept.pending[0].confirms).toBeTruthy();
      const confirmed = await graphql(
        h.server.url,
        'mutation($m: ID!, $r: ID!, $k: String) { confirmResult(matchId: $m, reportId: $r, requestKey: $k) { id } }',
        { m: match.id, r: kept.pending[0].confirms, k: kept.pending[0].input.requestKey },
        kept.token,
      );
      expect(confirmed.errors).toBeUndefined();

      await opponent.context.setOffline(false);
      await opponent.page.getByTestId('report-pending').waitFor({ state: 'detached' });
      await opponent.page.locator('[data-testid=match-status][data-status=FINAL]').waitFor();
      expect(await opponent.page.getByTestId('report-error').count()).toBe(0);
      expect(await opponent.page.evaluate(() => localStorage.getItem('taikai.player.outbox'))).toBeNull();
      expect(await matchStatus(match)).toBe('FINAL');
      expect(await storedReports(match)).toEqual([
        { playerId: match.player1.id, player1Wins: 2, player2Wins: 1 },
        { playerId: match.player2.id, player1Wins: 2, player2Wins: 1 },
      ]);
    });

    it(`${language}: on plain HTTP, a report made offline survives closing the page and is sent when it is opened with signal`, async () => {
      const match = matches[index + 2];
      const origin = `http://${VENUE_HOST}:${new URL(h.server.url).port}`;
      const { page, context } = await joined(origin, locale, match.player1);
      expect(await page.evaluate(() => window.isSecureContext)).toBe(false);

      await context.setOffline(true);
      await page.getByTestId('offline-indicator').and(page.locator('[data-online=false]')).waitFor();
      await reportTwoOneWin(page);
      await page.getByTestId('report-send').click();
      expect(await page.getByTestId('report-pending').textContent()).toContain(text.pending);
      expect(await page.getByTestId('last-known').textContent()).toContain(text.lastKnown);
      await page.close();
      expect(await storedReports(match)).toEqual([]);

      await context.setOffline(false);
      const again = await context.newPage();
      await again.goto(`${origin}/play/`);
      await again.locator('[data-testid=match-status][data-status=WAITING]').waitFor();
      await again.getByTestId('report-pending').waitFor({ state: 'detached' });
      expect(await storedReports(match)).toEqual([{ playerId: match.player1.id, player1Wins: 2, player2Wins: 1 }]);
    });
  }
});
