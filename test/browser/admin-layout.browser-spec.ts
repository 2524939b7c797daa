import { until } from '@taikai/testkit';
import type { Page } from 'playwright-core';
import { type AdminHarness, seriousA11yViolations, shot, signIn, startAdminHarness } from '../support/admin-helpers';

/** Narrower than this, an input shows a few characters at most: nobody can check what they typed. */
const USABLE_INPUT_PX = 120;

const SIZES = [
  { width: 1024, height: 768 },
  { width: 1366, height: 768 },
] as const;

const LANGUAGES = [
  { locale: 'en-US', signIn: 'Sign in' },
  { locale: 'ja-JP', signIn: 'ログイン' },
] as const;

interface LayoutProblems {
  /** How much wider than the window the page is (0: no horizontal scroll). */
  pageOverflow: number;
  /** Elements that scroll sideways (a table wider than its container). */
  sidewaysScrollers: string[];
  /** Inputs narrower than USABLE_INPUT_PX. */
  narrowInputs: string[];
}

/** What the page's layout gets wrong at this window size (measured, not looked at). */
function measureLayout(page: Page): Promise<LayoutProblems> {
  return page.evaluate((usable) => {
    const describe = (el: Element) => {
      const testId = el.closest('[data-testid]')?.getAttribute('data-testid');
      const label = el.querySelector('label')?.textContent ?? el.getAttribute('aria-label') ?? '';
      return `${el.tagName.toLowerCase()}.${Array.from(el.classList).slice(0, 2).join('.')}${testId ? ` in ${testId}` : ''}${label ? ` "${label}"` : ''}`;
    };
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const sidewaysScrollers = Array.from(document.querySelectorAll('body *'))
      .filter((el) => {
        const overflowX = getComputedStyle(el).overflowX;
        // Scrollable tab bars are meant to scroll (they have their own arrows).
        if (el.classList.contains('MuiTabs-scroller')) return false;
        return (overflowX === 'auto' || overflowX === 'scroll') && el.scrollWidth > el.clientWidth + 1 && visible(el);
      })
      .map((el) => `${describe(el)}: ${el.scrollWidth} px in ${el.clientWidth} px`);
    // A field squeezed to nothing is the worst case: count every displayed field, even 0 px wide. A select of
    // short choices (byes, rows per page) may be narrow as long as its value shows whole.
    const narrowInputs = Array.from(document.querySelectorAll('.MuiInputBase-root'))
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
      .filter((el) => {
        const select = el.querySelector('.MuiSelect-select');
        return select ? select.scrollWidth > select.clientWidth + 1 : el.getBoundingClientRect().width < usable;
      })
      .map((el) => {
        const value = el.querySelector('.MuiSelect-select')?.textContent;
        const width = `${Math.round(el.getBoundingClientRect().width)} px`;
        return `${describe(el.closest('.MuiFormControl-root') ?? el)}: ${value ? `"${value}" cut off in ${width}` : width}`;
      });
    return {
      pageOverflow: Math.max(0, document.documentElement.scrollWidth - window.innerWidth),
      sidewaysScrollers,
      narrowInputs,
    };
  }, USABLE_INPUT_PX);
}

/** The window resized in place; measured once the page is laid out at the new width. */
async function resizeTo(page: Page, size: { width: number; height: number }): Promise<void> {
  if (page.viewportSize()?.width === size.width && page.viewportSize()?.height === size.height) return;
  await page.setViewportSize(size);
  await page.waitForFunction(({ width, height }) => window.innerWidth === width && window.innerHeight === height, size);
}

/**
 * Every dashboard page of a running event at the venue laptop's sizes, in English and Japanese:
 * no horizontal scroll, no table scrolling sideways, no input too narrow to read, axe-clean.
 */
describe('dashboard layout at 1024×768 and 1366×768, in English and Japanese', () => {
  let h: AdminHarness;
  let eventId = '';
  let personId = '';
  let seriesId = '';

  beforeAll(async () => {
    h = await startAdminHarness();
    eventId = (
      await h.api('mutation($i: EventInput!) { createEvent(input: $i) { id } }', {
        i: {
          name: '晴れる屋 モダン店舗選手権 Store Championship',
          venue: '晴れる屋 東京',
          plannedRounds: 3,
          topCut: 4,
          enforcementLevel: 'COMPETITIVE',
        },
      })
    ).createEvent.id;
    await h.api('mutation($e: ID!, $i: DecklistSettingsInput!) { setDecklistSettings(eventId: $e, input: $i) { requirement } }', {
      e: eventId,
      i: { requirement: 'SWISS' },
    });
    for (const [email, name, role] of [
      ['yamada.head@example.com', '山田 ヘッドジャッジ', 'HEAD_JUDGE'],
      ['suzuki.floor@example.com', '鈴木 フロアジャッジ', 'JUDGE'],
    ] as const) {
      await h.api('mutation($i: UserInput!) { createUser(input: $i) { id } }', {
        i: { email, name, password: 'staff password 123', role: 'STAFF' },
      });
      if (role === 'HEAD_JUDGE') {
        await h.api('mutation($e: ID!, $m: String!, $r: StaffRole!) { addEventStaff(eventId: $e, email: $m, role: $r) { userId } }', {
          e: eventId,
          m: email,
          r: role,
        });
      }
    }
    for (const [name, reading] of [
      ['佐藤 葵', 'さとう あおい'],
      ['鈴木 一郎', 'すずき いちろう'],
      ['高橋 花子', 'たかはし はなこ'],
      ['田中 健', 'たなか けん'],
      ['Alexandra Konstantinopoulou', ''],
      ['Bartholomew Featherstonehaugh', ''],
      ['渡辺 真一郎', 'わたなべ しんいちろう'],
      ['伊藤 美咲', 'いとう みさき'],
    ]) {
      await h.api('mutation($e: ID!, $i: PlayerInput!) { registerPlayer(eventId: $e, input: $i) { id } }', {
        e: eventId,
        i: { name, nameReading: reading || null },
      });
    }
    const round = (
      await h.api('mutation($e: ID!) { pairNextRound(eventId: $e) { id matches { id player1 { id } player2 { id } } } }', { e: eventId })
    ).pairNextRound;
    await h.api('mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id });
    const [first, second] = round.matches;
    await h.api('mutation($m: ID!, $i: ResultInput!) { recordResult(matchId: $m, input: $i) { id } }', {
      m: first.id,
      i: { player1Wins: 2, player2Wins: 1 },
    });
    // A regular of the directory with a long name, two IDs and a suspension: its page at a laptop's width.
    personId = (await h.api('{ people(search: "Featherstonehaugh") { id } }')).people[0].id;
    await h.api('mutation($p: ID!, $i: PersonInput!) { updatePerson(id: $p, input: $i) { id } }', {
      p: personId,
      i: {
        identifiers: [
          { kind: 'WIZARDS', value: '1234567890' },
          { kind: 'POKEMON', value: 'P-0000123' },
        ],
        notes: 'Plays Legacy on Sundays.',
      },
    });
    await h.api(
      'mutation($p: ID!) { suspendPerson(personId: $p, until: "2099-01-01T00:00:00Z", reason: "Unsporting conduct (IPG 4.1)") { id } }',
      {
        p: personId,
      },
    );
    // A season with the event, under a long name.
    const { organizations } = await h.api('{ organizations { id } }');
    seriesId = (
      await h.api('mutation($o: ID!, $i: SeriesInput!) { createSeries(organizationId: $o, input: $i) { id } }', {
        o: organizations[0].id,
        i: { name: '晴れる屋 2026 秋季リーグ Autumn League of the Year', preset: 'MATCH_POINTS', eventIds: [eventId] },
      })
    ).createSeries.id;
    // Penalties with long words, as a judge writes them at a table.
    const log = 'mutation($e: ID!, $i: InfractionInput!) { logInfraction(eventId: $e, input: $i) { id } }';
    await h.api(log, {
      e: eventId,
      i: {
        playerId: second.player1.id,
        infraction: 'GPE-HCE',
        description: 'Drew an extra card while resolving Brainstorm; the card was shuffled back after the opponent chose it.',
      },
    });
    await h.api(log, {
      e: eventId,
      i: { playerId: second.player2.id, infraction: 'TE-TARDY', description: '開始から4分後に着席しました。' },
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  /** Each page: its address and something that shows once its data is on screen. */
  const PAGES: { name: string; path: () => string; ready: (page: Page) => Promise<unknown> }[] = [
    { name: 'dashboard', path: () => '', ready: (page) => page.getByTestId('welcome').waitFor() },
    {
      name: 'events',
      path: () => 'events',
      ready: (page) => page.getByText('晴れる屋 モダン店舗選手権 Store Championship').first().waitFor(),
    },
    {
      name: 'setup',
      path: () => `events/${eventId}/setup`,
      // With the public page's switches and its address (and QR code) to post on X.
      ready: async (page) => {
        await page.getByText('山田 ヘッドジャッジ').waitFor();
        await page.getByTestId('event-public-settings').waitFor();
        await page.getByTestId('public-page-link').getByTestId('qr').waitFor();
      },
    },
    { name: 'desk', path: () => `events/${eventId}/desk`, ready: (page) => page.getByTestId('player-name').first().waitFor() },
    { name: 'rounds', path: () => `events/${eventId}/rounds`, ready: (page) => page.getByText('Featherstonehaugh').first().waitFor() },
    { name: 'results', path: () => `events/${eventId}/results`, ready: (page) => page.getByTestId('match-row').first().waitFor() },
    { name: 'standings', path: () => `events/${eventId}/standings`, ready: (page) => page.getByTestId('standing-row').first().waitFor() },
    { name: 'topcut', path: () => `events/${eventId}/topcut`, ready: (page) => page.getByTestId('event-name').waitFor() },
    ...(['calls', 'log', 'approvals', 'penalties', 'announcements'] as const).map((tab) => ({
      name: `judges-${tab}`,
      path: () => `events/${eventId}/judges`,
      ready: async (page: Page) => {
        await page.getByTestId(`tab-${tab}`).click();
        if (tab === 'penalties') await page.getByTestId('penalty-row').nth(1).waitFor();
        if (tab === 'approvals') await page.getByTestId('approval-queue').waitFor();
        if (tab === 'log') await page.getByTestId('infraction-form').waitFor();
      },
    })),
    ...(['decklist-desk', 'deck-checks', 'publish-decklists'] as const).map((tab) => ({
      name: `decklists-${tab}`,
      path: () => `events/${eventId}/decklists`,
      ready: async (page: Page) => {
        await page.getByTestId(`tab-${tab}`).click();
        if (tab === 'decklist-desk') await page.getByTestId('decklist-row').first().waitFor();
      },
    })),
    { name: 'print', path: () => `events/${eventId}/print`, ready: (page) => page.getByTestId('csv-standings').waitFor() },
    { name: 'organization', path: () => 'organization', ready: (page) => page.getByTestId('organization-members').waitFor() },
    { name: 'people', path: () => 'people', ready: (page) => page.getByTestId('person-name').first().waitFor() },
    {
      name: 'person',
      path: () => `people/${personId}`,
      ready: (page) => page.getByTestId('suspensions').getByText('IPG 4.1').first().waitFor(),
    },
    { name: 'series', path: () => 'series', ready: (page) => page.getByTestId('series-link').first().waitFor() },
    {
      name: 'series-standings',
      path: () => `series/${seriesId}`,
      ready: (page) => page.getByTestId('series-standings').locator('tbody tr').first().waitFor(),
    },
    { name: 'users', path: () => 'users', ready: (page) => page.getByText('suzuki.floor@example.com').waitFor() },
    { name: 'users-create', path: () => 'users/create', ready: (page) => page.locator('input[name=email]').waitFor() },
    { name: 'event-create', path: () => 'events/create', ready: (page) => page.locator('input[name=name]').waitFor() },
  ];

  for (const [language, role, judgeRole] of [
    [LANGUAGES[0], 'Scorekeeper', 'Judge'],
    [LANGUAGES[1], 'スコアキーパー', 'ジャッジ'],
  ] as const) {
    describe(`in ${language.locale}`, () => {
      // One signed-in page for the language: each view is opened once and measured at both sizes.
      let page: Page;
      beforeAll(async () => {
        page = await h.browser.newPage({ locale: language.locale, viewport: SIZES[0] });
        await signIn(page, h.server.url, language.signIn);
      });
      afterAll(async () => {
        await page?.close();
      });

      it.each(PAGES)(`$name at ${SIZES.map((size) => `${size.width}×${size.height}`).join(' and ')}`, async ({ name, path, ready }) => {
        const problems: string[] = [];
        await page.goto(`${h.server.url}/admin/#/${path()}`);
        await ready(page);
        // The size the page is at first, then the other: each size is measured both as opened and as resized to.
        const sizes = page.viewportSize()!.width === SIZES[0].width ? SIZES : [...SIZES].reverse();
        for (const size of sizes) {
          await resizeTo(page, size);
          const where = `${name} ${language.locale} ${size.width}×${size.height}`;
          await shot(page, `admin-layout-${name}-${language.locale}-${size.width}`, true);
          const layout = await measureLayout(page);
          if (layout.pageOverflow > 0) problems.push(`${where}: the page is ${layout.pageOverflow} px wider than the window`);
          for (const scroller of layout.sidewaysScrollers) problems.push(`${where}: scrolls sideways: ${scroller}`);
          for (const input of layout.narrowInputs) problems.push(`${where}: input too narrow: ${input}`);
          for (const v of await seriousA11yViolations(page)) problems.push(`${where}: axe ${v.id} ${JSON.stringify(v.nodes)}`);
        }
        expect(problems).toEqual([]);
      });

      it(`${language.locale}: at 1366×900 the event staff form picks an existing account by name, with its e-mail in view`, async () => {
        await resizeTo(page, { width: 1366, height: 900 });
        await page.goto(`${h.server.url}/admin/#/events/${eventId}/setup`);
        const account = page.getByTestId('staff-account');
        // Wide enough to read an address (the role select used to squeeze it to nothing).
        expect((await account.boundingBox())!.width).toBeGreaterThan(240);
        await account.fill(language.locale === 'en-US' ? 'floor' : '鈴木');
        const option = page.getByTestId('staff-account-option');
        await option.getByText('suzuki.floor@example.com').waitFor();
        expect(await option.count()).toBe(1);
        await shot(page, `admin-layout-staff-picker-${language.locale}`);
        await option.click();
        expect(await account.inputValue()).toBe('suzuki.floor@example.com');
        await page.getByTestId('staff-role-select').locator('..').click();
        await page.getByRole('option', { name: role, exact: true }).click();
        await page.getByRole('button', { name: language.locale === 'en-US' ? 'Add to event' : 'イベントに追加' }).click();
        await page.getByRole('row').filter({ hasText: '鈴木 フロアジャッジ' }).getByText(role, { exact: true }).waitFor();
        // Emptied once the server said yes (the row may show a moment before).
        await page.waitForFunction((input) => (input as HTMLInputElement).value === '', await account.elementHandle());
        // An address typed whole still works, as before.
        await account.fill('suzuki.floor@example.com');
        await page.getByTestId('staff-role-select').locator('..').click();
        await page.getByRole('option', { name: judgeRole, exact: true }).click();
        await account.press('Enter');
        await page.getByRole('row').filter({ hasText: '鈴木 フロアジャッジ' }).getByText(judgeRole, { exact: true }).waitFor();
        const staff = (await h.api('query($e: ID!) { event(id: $e) { staff { userId email role } } }', { e: eventId })).event.staff;
        const added = staff.filter((s: { email: string }) => s.email === 'suzuki.floor@example.com');
        expect(added.map((s: { role: string }) => s.role).sort()).toEqual(['JUDGE', 'SCOREKEEPER']);
        expect(await seriousA11yViolations(page)).toEqual([]);
        // Both languages add the same account: each removes what it added.
        for (const { userId, role: addedRole } of added) {
          await h.api('mutation($e: ID!, $u: ID!, $r: StaffRole!) { removeEventStaff(eventId: $e, userId: $u, role: $r) { userId } }', {
            e: eventId,
            u: userId,
            r: addedRole,
          });
        }
      });
    });

    it(`${language.locale}: the organization page gives an existing account a role by name, and takes it away after a confirm`, async () => {
      const page = await h.browser.newPage({ locale: language.locale, viewport: { width: 1024, height: 768 } });
      await signIn(page, h.server.url, language.signIn);
      await page.getByTestId('menu-organization').click();
      const account = page.getByTestId('staff-account');
      await account.fill(language.locale === 'en-US' ? 'floor' : '鈴木');
      await page.getByTestId('staff-account-option').getByText('suzuki.floor@example.com').click();
      await page.getByTestId('organization-role-select').locator('..').click();
      await page.getByRole('option', { name: judgeRole, exact: true }).click();
      await page.getByRole('button', { name: language.locale === 'en-US' ? 'Add member' : 'メンバーを追加' }).click();
      const row = page.getByTestId('organization-members').getByRole('row').filter({ hasText: '鈴木 フロアジャッジ' });
      await row.getByText(judgeRole, { exact: true }).waitFor();
      const layout = await measureLayout(page);
      expect([layout.pageOverflow, layout.sidewaysScrollers]).toEqual([0, []]);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await row.getByRole('button').click();
      await page.getByRole('dialog').getByRole('button').last().click();
      await row.waitFor({ state: 'detached' });
      const members = async () =>
        (await h.api('{ organizations { members { email } } }', {})).organizations[0].members.map((m: { email: string }) => m.email);
      await until('the member removed on the server', async () => !(await members()).includes('suzuki.floor@example.com'));
      await page.close();
    });
  }
});
