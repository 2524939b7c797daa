import { type AdminHarness, seriousA11yViolations, shot, signIn, startAdminHarness, sidewaysScroll } from '../support/admin-helpers';

const MAP = [
  'area,row,table,capacity,label',
  'A,1,1,2,A-1',
  'A,1,2,2,A-2',
  'A,1,3,2,A-3',
  'B,1,1,2,B-1',
  'B,1,2,2,B-2',
  'B,2,3,4,B-3',
].join('\n');

/**
 * A convention on the dashboard: the hall map imported from CSV, a round of its event seated at the
 * hall's tables, a table taken out of use (its match moves), a match moved to the feature table, a
 * player seated in two events warned of (round and console), an on-demand queue opened, the hall map
 * on the projector, the pairings and the floor plan printed with the hall's labels; English and
 * Japanese at 1024×768 (the projector at 1366×768 and 1920×1080). One product start.
 */
describe('conventions: the hall map, its labels in the pairings, the floor plan', () => {
  let h: AdminHarness;
  let eventId: string;
  let conventionId: string;

  beforeAll(async () => {
    h = await startAdminHarness();
    eventId = (await h.api('mutation { createEvent(input: { name: "Main Event" }) { id } }')).createEvent.id;
    for (const name of ['Ann', 'Bob', 'Cy', 'Dee']) {
      await h.api('mutation($e: ID!, $i: PlayerInput!) { registerPlayer(eventId: $e, input: $i) { id } }', { e: eventId, i: { name } });
    }
    const { organizations } = await h.api('{ organizations { id } }');
    conventionId = (
      await h.api('mutation($o: ID!) { createConvention(organizationId: $o, input: { name: "Yokohama Weekend" }) { id } }', {
        o: organizations[0].id,
      })
    ).createConvention.id;
    await h.api('mutation($c: ID!, $e: ID!) { addConventionEvent(conventionId: $c, eventId: $e, main: true) { id } }', {
      c: conventionId,
      e: eventId,
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('imports the map from CSV, shows the event at its tables, and moves a match off a table taken out of use', async () => {
    const page = await h.browser.newPage({ locale: 'en-US', viewport: { width: 1024, height: 768 } });
    try {
      await signIn(page, h.server.url, 'Sign in');
      await page.getByTestId('menu-conventions').getByText('Conventions').click();
      await page.getByTestId('convention-link').getByText('Yokohama Weekend').click();
      await page.getByTestId('convention-events').getByText('Main Event · Main event').waitFor();
      await page.getByTestId('hall-import').click();
      await page.getByTestId('hall-csv').fill(MAP);
      await page.getByTestId('hall-import-save').click();
      await page.locator('[data-testid="hall-table"][data-label="B-3"]').waitFor();
      expect(await page.getByTestId('hall-table').count()).toBe(6);

      await h.api('mutation($e: ID!) { pairNextRound(eventId: $e) { id } }', { e: eventId });
      await page.reload();
      const used = page.locator('[data-testid="hall-table"]', { hasText: 'Main Event R1' });
      await used.first().waitFor();
      expect(await used.count()).toBe(2);
      const label = await used.first().getAttribute('data-label');
      await used.first().click();
      await page.getByTestId('hall-table-in-use').click();
      await page.locator(`[data-testid="hall-table"][data-label="${label}"][data-in-use="false"]`).waitFor();
      await page.locator(`[data-testid="hall-table"][data-label="${label}"]`, { hasText: 'Out of use' }).waitFor();
      expect(await page.locator('[data-testid="hall-table"]', { hasText: 'Main Event R1' }).count()).toBe(2);
      await shot(page, 'conventions-hall-en-US');
      expect(await sidewaysScroll(page)).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // The hall map on the projector (linked from the convention): the round's tables in its event's
      // colour and shape, named in the legend; it follows the stream (the table back in use, then out again).
      expect(await page.getByTestId('hall-projector-link').getAttribute('href')).toContain(`/conventions/${conventionId}/projector`);
      await page.setViewportSize({ width: 1366, height: 768 });
      await page.goto(`${h.server.url}/admin/#/conventions/${conventionId}/projector`);
      await page.getByTestId('hall-legend').getByText('Main Event, round 1 · 2 tables').waitFor();
      const highlighted = page.locator('[data-testid="floor-table"][data-used="true"]');
      await highlighted.first().waitFor();
      expect(await highlighted.count()).toBe(2);
      const seatedLabel = (await highlighted.first().getAttribute('data-label'))!;
      await highlighted.first().locator('strong').getByText(seatedLabel, { exact: true }).waitFor();
      const moved = page.locator(`[data-testid="floor-table"][data-label="${label}"]`);
      await moved.getByText('Out of use').waitFor();
      const setInUse =
        'mutation($c: ID!, $l: String!, $u: Boolean!) { setHallTableInUse(conventionId: $c, label: $l, inUse: $u) { label } }';
      await h.api(setInUse, { c: conventionId, l: label, u: true });
      await page.locator(`[data-testid="floor-table"][data-label="${label}"]:not(.out)`).waitFor();
      await h.api(setInUse, { c: conventionId, l: label, u: false });
      await moved.getByText('Out of use').waitFor();
      await shot(page, 'conventions-projector-en-US');
      expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight)).toBe(true);
      expect(await sidewaysScroll(page)).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 1024, height: 768 });

      // The round's pairings show the hall's labels, never the moved-from table.
      const { event } = await h.api('query($e: ID!) { event(id: $e) { rounds { matches { hallTable } } } }', { e: eventId });
      const labels: string[] = event.rounds[0].matches.map((m: { hallTable: string }) => m.hallTable);
      expect(labels).not.toContain(label);
      await page.goto(`${h.server.url}/admin/#/events/${eventId}/rounds`);
      for (const hallLabel of labels) await page.getByTestId('pairings-by-table').getByText(hallLabel, { exact: true }).waitFor();
      expect(await sidewaysScroll(page)).toEqual([]);

      // B-3 becomes the feature table; Ann (the same person) is also paired in a side event: a warning, not a refusal.
      const { conventionHall } = await h.api(
        'query($c: ID!) { conventionHall(conventionId: $c) { label area row number capacity inUse } }',
        {
          c: conventionId,
        },
      );
      await h.api('mutation($c: ID!, $t: [HallTableInput!]!) { setHallMap(conventionId: $c, tables: $t) { label } }', {
        c: conventionId,
        t: conventionHall.map((t: { label: string }) => ({ ...t, feature: t.label === 'B-3' })),
      });
      const side = (await h.api('mutation { createEvent(input: { name: "Side Draft" }) { id } }')).createEvent.id;
      const { players } = await h.api('query($e: ID!) { players(eventId: $e) { name personId } }', { e: eventId });
      const ann = players.find((p: { name: string }) => p.name === 'Ann');
      await h.api('mutation($e: ID!, $p: ID!) { registerPlayer(eventId: $e, personId: $p, input: { name: "Ann" }) { id } }', {
        e: side,
        p: ann.personId,
      });
      await h.api('mutation($e: ID!) { registerPlayer(eventId: $e, input: { name: "Eve" }) { id } }', { e: side });
      await h.api('mutation($c: ID!, $e: ID!) { addConventionEvent(conventionId: $c, eventId: $e) { id } }', { c: conventionId, e: side });
      await h.api('mutation($e: ID!) { pairNextRound(eventId: $e) { id } }', { e: side });
      await page.reload();
      await page.getByTestId('seating-conflict').filter({ hasText: 'Side Draft' }).filter({ hasText: 'Ann' }).waitFor();
      await page.getByTestId('feature-table-menu').first().click();
      await page.getByTestId('move-to-feature').filter({ hasText: 'B-3' }).click();
      await page.getByTestId('pairings-by-table').getByText('B-3', { exact: true }).waitFor();
      await shot(page, 'conventions-round-feature-en-US');
      expect(await sidewaysScroll(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('in Japanese at 1024×768: the hall by area and row, an on-demand queue opened, axe-clean', async () => {
    const page = await h.browser.newPage({ locale: 'ja-JP', viewport: { width: 1024, height: 768 } });
    try {
      await signIn(page, h.server.url, 'ログイン');
      await page.goto(`${h.server.url}/admin/#/conventions/${conventionId}`);
      await page.getByRole('heading', { name: 'エリアB' }).waitFor();
      await page.locator('[data-testid="hall-table"]', { hasText: '使用停止' }).waitFor();
      await page.getByText('2列').first().waitFor();
      // An on-demand queue opened from the convention's page: its row counts the pod filling.
      await page.getByTestId('queue-new').click();
      await page.getByRole('dialog').getByText('ポッドの人数').first().waitFor();
      await page.getByTestId('queue-save').click();
      await page.getByTestId('queue-row').filter({ hasText: 'ドラフト' }).getByTestId('queue-waiting').getByText('0 / 8').waitFor();
      await shot(page, 'conventions-hall-ja-JP');
      expect(await sidewaysScroll(page)).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);
      // The console lists the person seated in two events at once.
      await page.goto(`${h.server.url}/admin/#/conventions/${conventionId}/console`);
      await page.getByTestId('seating-conflict').filter({ hasText: 'Side Draft 第1回戦' }).waitFor();

      // The projector's hall map at 1920×1080: the legend and a highlighted table's label in Japanese.
      await page.setViewportSize({ width: 1920, height: 1080 });
      await page.goto(`${h.server.url}/admin/#/conventions/${conventionId}/projector`);
      await page.getByTestId('hall-legend').getByText('Main Event・第1回戦 · 2卓').waitFor();
      const highlighted = page.locator('[data-testid="floor-table"][data-used="true"]').first();
      await highlighted
        .locator('strong')
        .getByText((await highlighted.getAttribute('data-label'))!, { exact: true })
        .waitFor();
      await page.getByRole('heading', { name: 'エリアB' }).waitFor();
      await shot(page, 'conventions-projector-ja-JP');
      expect(await sidewaysScroll(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('prints the floor plan and the pairings with the hall’s labels', async () => {
    const page = await h.browser.newPage({ locale: 'ja-JP', viewport: { width: 1024, height: 768 } });
    try {
      await signIn(page, h.server.url, 'ログイン');
      await page.goto(`${h.server.url}/admin/#/conventions/${conventionId}/print`);
      await page.getByTestId('floor-area').first().waitFor();
      expect(await page.getByTestId('floor-table').count()).toBe(6);
      await page.getByTestId('floor-table').filter({ hasText: '使用停止' }).waitFor();
      expect(await page.getByTestId('floor-table').filter({ hasText: 'Main Event' }).count()).toBe(2);
      await shot(page, 'conventions-floor-plan-ja-JP', true);
      const { event } = await h.api('query($e: ID!) { event(id: $e) { rounds { matches { hallTable } } } }', { e: eventId });
      await page.goto(`${h.server.url}/admin/#/events/${eventId}/print/pairings-table`);
      const sheet = page.getByTestId('print-pairings-table');
      for (const { hallTable } of event.rounds[0].matches) await sheet.getByText(hallTable, { exact: true }).waitFor();
      // One sheet per area, posted in that area: its tables only, the area in the sheet's heading.
      const labels: string[] = event.rounds[0].matches.map((m: { hallTable: string }) => m.hallTable);
      for (const area of ['A', 'B']) {
        await page.getByTestId('print-area').selectOption(area);
        await page
          .locator('.print-head .meta')
          .getByText(new RegExp(`^エリア${area} · 第1回戦`))
          .waitFor();
        expect((await sheet.locator('tbody td.table-no').allTextContents()).sort()).toEqual(
          labels.filter((label) => label.startsWith(`${area}-`)).sort(),
        );
      }
      await shot(page, 'conventions-print-area-ja-JP', true);
    } finally {
      await page.close();
    }
  });
});
