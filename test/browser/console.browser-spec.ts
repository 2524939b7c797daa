import type { Page } from 'playwright-core';
import { type AdminHarness, seriousA11yViolations, shot, signIn, startAdminHarness, sidewaysScroll } from '../support/admin-helpers';

const MAP = [
  'area,row,table,capacity,label',
  'A,1,1,2,A-1',
  'A,1,2,2,A-2',
  'A,1,3,2,A-3',
  'B,1,1,2,B-1',
  'B,1,2,2,B-2',
  'B,1,3,2,B-3',
].join('\n');

/**
 * The floor's console on the dashboard: a convention's two running events, the one with an open
 * judge call first, outstanding tables by the hall's label, a result recorded elsewhere reaching the
 * screen without a reload, each event linking to its rounds; English and Japanese at 1024×768 and
 * 1366×768, axe-clean; the judge queue on a judge's phone (360 px) opening on their shift's area. One product start.
 */
describe('the console: every running event of a convention on one screen', () => {
  let h: AdminHarness;
  let conventionId: string;
  const events: Record<'main' | 'side', { id: string; codes: string[]; names: string[]; matches: { id: string }[] }> = {} as never;

  async function runningEvent(name: string, minutes: number, main: boolean) {
    const id = (await h.api('mutation($i: EventInput!) { createEvent(input: $i) { id } }', { i: { name } })).createEvent.id as string;
    const codes: string[] = [];
    for (const player of ['Ann', 'Bob', 'Cy', 'Dee']) {
      const registered = await h.api('mutation($e: ID!, $i: PlayerInput!) { registerPlayer(eventId: $e, input: $i) { accessCode } }', {
        e: id,
        i: { name: `${player} ${name}` },
      });
      codes.push(registered.registerPlayer.accessCode);
    }
    await h.api('mutation($c: ID!, $e: ID!, $m: Boolean!) { addConventionEvent(conventionId: $c, eventId: $e, main: $m) { id } }', {
      c: conventionId,
      e: id,
      m: main,
    });
    const round = (await h.api('mutation($e: ID!) { pairNextRound(eventId: $e) { id matches { id } } }', { e: id })).pairNextRound;
    await h.api('mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id });
    await h.api(
      'mutation($r: ID!, $m: Int!) { startRoundClock(roundId: $r, minutes: $m, acceptWarnings: ["ROUND_SHORTER_THAN_MINIMUM"]) { id } }',
      {
        r: round.id,
        m: minutes,
      },
    );
    return {
      id,
      codes,
      names: ['Ann', 'Bob', 'Cy', 'Dee'].map((player) => `${player} ${name}`),
      matches: round.matches as { id: string }[],
    };
  }

  /** Each viewport the floor uses: the page fits without sideways scrolling and is axe-clean. */
  async function fitsAndClean(page: Page, name: string) {
    for (const width of [1024, 1366]) {
      await page.setViewportSize({ width, height: 768 });
      await page.getByTestId('console-event').first().waitFor();
      await shot(page, `${name}-${width}`);
      expect(await sidewaysScroll(page)).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);
    }
  }

  beforeAll(async () => {
    h = await startAdminHarness();
    const { organizations } = await h.api('{ organizations { id } }');
    conventionId = (
      await h.api('mutation($o: ID!) { createConvention(organizationId: $o, input: { name: "Chiba Festival" }) { id } }', {
        o: organizations[0].id,
      })
    ).createConvention.id;
    await h.api('mutation($c: ID!, $csv: String!) { importHallMap(conventionId: $c, csv: $csv) { label } }', { c: conventionId, csv: MAP });
    const main = await runningEvent('Main Event', 50, true);
    const side = await runningEvent('Side Draft', 40, false);
    events.main = main;
    events.side = side;
    // A player of the side event calls a judge from their phone: the side event needs a person first.
    const { playerLogin } = await h.api('mutation($e: ID!, $c: String!) { playerLogin(eventId: $e, accessCode: $c) { token } }', {
      e: side.id,
      c: side.codes[0],
    });
    await h.api('mutation($e: ID!) { callJudge(eventId: $e) { id } }', { e: side.id }, playerLogin.token);
    await h.api('mutation($m: ID!) { recordResult(matchId: $m, input: { player1Wins: 2, player2Wins: 0 }) { id } }', {
      m: main.matches[0].id,
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('in English: the event with an open call first, outstanding tables by hall label, refreshed without a reload, linked to its rounds', async () => {
    const page = await h.browser.newPage({ locale: 'en-US', viewport: { width: 1024, height: 768 } });
    try {
      await signIn(page, h.server.url, 'Sign in');
      await page.goto(`${h.server.url}/admin/#/conventions/${conventionId}`);
      await page.getByTestId('convention-console').click();
      await page.getByRole('heading', { level: 1, name: 'Console: Chiba Festival' }).waitFor();
      const cards = page.getByTestId('console-event');
      await cards.nth(1).waitFor();
      expect(await cards.evaluateAll((all) => all.map((card) => card.getAttribute('data-event-id')))).toEqual([
        events.side.id,
        events.main.id,
      ]);
      await cards.nth(0).getByText('1 open judge call').waitFor();
      await cards.nth(0).getByText('2 of 2 tables outstanding').waitFor();
      const main = cards.nth(1);
      await main.getByText('1 of 2 tables outstanding').waitFor();
      await main.getByText('Round 1').waitFor();
      await main.getByRole('timer').waitFor();
      const { event } = await h.api('query($e: ID!) { event(id: $e) { rounds { matches { id hallTable } } } }', { e: events.main.id });
      const open = event.rounds[0].matches.find((m: { id: string }) => m.id === events.main.matches[1].id).hallTable as string;
      expect(await main.getByTestId('console-outstanding').allTextContents()).toEqual([open]);
      await fitsAndClean(page, 'console-en-US');

      // A result recorded at the scorekeeper's desk reaches the console by itself.
      await h.api('mutation($m: ID!) { recordResult(matchId: $m, input: { player1Wins: 0, player2Wins: 2 }) { id } }', {
        m: events.main.matches[1].id,
      });
      await main.getByText('0 of 2 tables outstanding').waitFor();
      expect(await main.getByTestId('console-outstanding').count()).toBe(0);

      await main.getByTestId('console-event-link').click();
      await page.waitForURL(`**/events/${events.main.id}/rounds`);
    } finally {
      await page.close();
    }
  });

  it('one judge queue for the hall: both events’ calls, an area of its own, a call taken from the console', async () => {
    // A player of the main event calls a judge to their match (in area A, the main event's block).
    const matchId = events.main.matches[1].id;
    const { match } = await h.api('query($m: ID!) { match(id: $m) { hallTable player1 { name } } }', { m: matchId });
    const code = events.main.codes[events.main.names.indexOf(match.player1.name)];
    const { playerLogin } = await h.api('mutation($e: ID!, $c: String!) { playerLogin(eventId: $e, accessCode: $c) { token } }', {
      e: events.main.id,
      c: code,
    });
    await h.api(
      'mutation($e: ID!, $m: ID) { callJudge(eventId: $e, matchId: $m) { id } }',
      { e: events.main.id, m: matchId },
      playerLogin.token,
    );

    const page = await h.browser.newPage({ locale: 'en-US', viewport: { width: 1024, height: 768 } });
    try {
      await signIn(page, h.server.url, 'Sign in');
      await page.goto(`${h.server.url}/admin/#/conventions/${conventionId}/console`);
      const queue = page.getByTestId('judge-queue');
      const calls = queue.getByTestId('judge-queue-call');
      await calls.nth(1).waitFor();
      // Oldest first: the side event's call (no match named), then the main event's at its hall label.
      const rows = () =>
        calls.evaluateAll((all) =>
          all.map((call) =>
            ['table', 'event', 'player'].map((part) => call.querySelector(`[data-testid=judge-queue-${part}]`)?.textContent ?? ''),
          ),
        );
      expect(await rows()).toEqual([
        ['—', 'Side Draft', `Ann Side Draft`],
        [match.hallTable, 'Main Event', match.player1.name],
      ]);
      await shot(page, 'console-judge-queue-en-US');
      expect(await seriousA11yViolations(page)).toEqual([]);

      // A judge of area A sees area A's tables only.
      await queue.getByTestId('judge-queue-area').click();
      await page.getByRole('option', { name: 'Area A' }).click();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid=judge-queue-call]').length === 1);
      expect(await rows()).toEqual([[match.hallTable, 'Main Event', match.player1.name]]);

      await queue.getByTestId('judge-queue-take').click();
      await queue.locator('[data-testid=judge-queue-call][data-status=TAKEN]').waitFor();
      const { judgeCalls } = await h.api('query($e: ID!) { judgeCalls(eventId: $e) { matchId status takenByName } }', {
        e: events.main.id,
      });
      expect(judgeCalls).toEqual([{ matchId, status: 'TAKEN', takenByName: expect.any(String) }]);
      expect(await calls.first().innerText()).toContain(judgeCalls[0].takenByName);
    } finally {
      await page.close();
    }

    // On shift in area A, the judge's phone opens the queue on area A: no sideways scroll, big buttons, the call closed there.
    const { me } = await h.api('{ me { id email } }');
    const { organizations } = await h.api('{ organizations { id } }');
    await h.api('mutation($o: ID!, $m: String!) { addOrganizationMember(organizationId: $o, email: $m, role: JUDGE) { id } }', {
      o: organizations[0].id,
      m: me.email,
    });
    const hour = 3_600_000;
    await h.api('mutation($c: ID!, $i: ConventionShiftInput!) { addConventionShift(conventionId: $c, input: $i) { id } }', {
      c: conventionId,
      i: { userId: me.id, role: 'JUDGE', startsAt: new Date(Date.now() - hour), endsAt: new Date(Date.now() + hour), area: 'A' },
    });
    const phone = await h.browser.newPage({ locale: 'en-US', viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    try {
      await signIn(phone, h.server.url, 'Sign in');
      await phone.goto(`${h.server.url}/admin/#/conventions/${conventionId}/judge-queue`);
      const queue = phone.getByTestId('judge-queue');
      await queue.getByText('Your shift: area A').waitFor();
      expect(await queue.getByTestId('judge-queue-area').innerText()).toBe('Area A');
      const call = queue.locator('[data-testid=judge-queue-call][data-status=TAKEN]');
      await call.waitFor();
      expect(await queue.getByTestId('judge-queue-call').count()).toBe(1);
      await shot(phone, 'judge-queue-phone-en-US');
      expect(await sidewaysScroll(phone)).toEqual([]);
      expect(await seriousA11yViolations(phone)).toEqual([]);
      const close = call.getByTestId('judge-queue-close');
      expect((await close.boundingBox())!.height).toBeGreaterThanOrEqual(48);
      await close.click();
      await queue.getByText('No judge call is waiting.').waitFor();
      const { judgeCalls } = await h.api('query($e: ID!) { judgeCalls(eventId: $e, statuses: [CLOSED]) { matchId status } }', {
        e: events.main.id,
      });
      expect(judgeCalls).toEqual([{ matchId, status: 'CLOSED' }]);
    } finally {
      await phone.close();
    }
  });

  it('in Japanese at 1024×768 and 1366×768, axe-clean', async () => {
    const page = await h.browser.newPage({ locale: 'ja-JP', viewport: { width: 1024, height: 768 } });
    try {
      await signIn(page, h.server.url, 'ログイン');
      await page.goto(`${h.server.url}/admin/#/conventions/${conventionId}/console`);
      await page.getByRole('heading', { level: 1, name: 'コンソール：Chiba Festival' }).waitFor();
      const first = page.getByTestId('console-event').first();
      await first.getByText('未対応のジャッジコール 1件').waitFor();
      await first.getByText('未報告 2卓／2卓').waitFor();
      await page.getByText('第1回戦').first().waitFor();
      await fitsAndClean(page, 'console-ja-JP');
    } finally {
      await page.close();
    }
  });
});
