import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type AdminHarness, seriousA11yViolations, shot, signIn, startAdminHarness } from '../support/admin-helpers';

const STAFF = `query($e: ID!) { event(id: $e) { staff { email role } } }`;

/**
 * Issue 26, item 1: the spare laptop, the day the venue's dies. On an empty server the Events page
 * and the dashboard offer Import; after the import the dashboard says which staff of the file were
 * not brought over (no account here) and re-adds each role in one click once its account exists.
 */
describe('an empty server imports an event and says which staff to re-add', () => {
  let source: AdminHarness;
  const targets: Record<string, AdminHarness> = {};
  let file = '';
  let eventId = '';

  beforeAll(async () => {
    const [s, en, ja] = await Promise.all([startAdminHarness(), startAdminHarness(), startAdminHarness()]);
    source = s;
    targets.en = en;
    targets.ja = ja;
    eventId = (await source.api(`mutation($i: EventInput!) { createEvent(input: $i) { id } }`, { i: { name: '関東オープン' } })).createEvent
      .id;
    for (const [email, name, role] of [
      ['hj@example.com', '山田 ヘッド', 'HEAD_JUDGE'],
      ['judge@example.com', '鈴木 ジャッジ', 'JUDGE'],
      ['sk@example.com', 'Sam Keeper', 'SCOREKEEPER'],
    ]) {
      await source.api(`mutation($i: UserInput!) { createUser(input: $i) { id } }`, {
        i: { email, name, password: 'staff password 123', role: 'STAFF' },
      });
      await source.api(`mutation($e: ID!, $m: String!, $r: StaffRole!) { addEventStaff(eventId: $e, email: $m, role: $r) { userId } }`, {
        e: eventId,
        m: email,
        r: role,
      });
    }
    const exported = (await source.api(`query($e: ID!) { exportEvent(eventId: $e) }`, { e: eventId })).exportEvent as string;
    file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'taikai-import-')), '関東オープン-backup.json');
    fs.writeFileSync(file, exported);
  });
  afterAll(async () => {
    await Promise.all([source?.close(), targets.en?.close(), targets.ja?.close()]);
  });

  it.each([
    ['en', 'en-US', 'Sign in', 'No events yet', '3 staff roles to re-add', ['Head judge', 'Judge', 'Scorekeeper'], 'Re-add', 'Added'],
    [
      'ja',
      'ja-JP',
      'ログイン',
      'イベントはまだありません',
      '再登録が必要なスタッフ：3件',
      ['ヘッドジャッジ', 'ジャッジ', 'スコアキーパー'],
      '再登録',
      '追加済み',
    ],
  ])(
    '%s at 1024 px: Import on the empty Events page and the dashboard, then the staff to re-add',
    async (lang, locale, signInButton, empty, title, roles, readd, added) => {
      const h = targets[lang];
      const page = await h.browser.newPage({ locale, viewport: { width: 1024, height: 768 } });
      try {
        await signIn(page, h.server.url, signInButton);
        // The dashboard of an empty server says so and offers Import.
        await page.getByTestId('dashboard-no-events').waitFor();
        await page.getByTestId('import-event').waitFor();

        await page.goto(`${h.server.url}/admin/#/events`);
        const emptyState = page.getByTestId('events-empty');
        await emptyState.getByText(empty).waitFor();
        await emptyState.getByTestId('import-event').waitFor();
        expect(await seriousA11yViolations(page)).toEqual([]);
        await shot(page, `admin-events-empty-${lang}`);

        await emptyState.getByTestId('import-event-file').setInputFiles(file);
        const dialog = page.getByTestId('staff-to-readd');
        await dialog.getByText(title).waitFor();
        await page.waitForURL(new RegExp(`/events/${eventId}/setup`));
        const rows = dialog.getByTestId('staff-to-readd-row');
        expect(await rows.count()).toBe(3);
        const text = await dialog.innerText();
        for (const expected of [
          '山田 ヘッド',
          'hj@example.com',
          '鈴木 ジャッジ',
          'judge@example.com',
          'Sam Keeper',
          'sk@example.com',
          ...roles,
        ])
          expect(text).toContain(expected);
        expect(await seriousA11yViolations(page, '[data-testid=staff-to-readd]')).toEqual([]);
        await shot(page, `admin-import-staff-to-readd-${lang}`);
        // Nobody of the file was given a role here but the importer.
        expect((await h.api(STAFF, { e: eventId })).event.staff.map((s: { role: string }) => s.role)).toEqual(['ORGANIZER']);

        // Once the judge's account exists here, one click gives the role back.
        await h.api(`mutation($i: UserInput!) { createUser(input: $i) { id } }`, {
          i: { email: 'judge@example.com', name: '鈴木 ジャッジ', password: 'another password 456', role: 'STAFF' },
        });
        const judgeRow = rows.filter({ hasText: 'judge@example.com' });
        await judgeRow.getByRole('button', { name: readd }).click();
        await judgeRow.getByText(added).waitFor();
        expect((await h.api(STAFF, { e: eventId })).event.staff).toEqual(
          expect.arrayContaining([{ email: 'judge@example.com', role: 'JUDGE' }]),
        );

        await dialog.getByTestId('staff-to-readd-close').click();
        await dialog.waitFor({ state: 'detached' });
        await page.getByTestId('backup-panel').waitFor();
      } finally {
        await page.close();
      }
    },
  );
});
