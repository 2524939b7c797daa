import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { until } from '@taikai/testkit';
import { type AdminHarness, seriousA11yViolations, shot, signIn, startAdminHarness } from '../support/admin-helpers';

const MATCH = 'query($m: ID!) { match(id: $m) { status player1Wins player2Wins } }';

/** The organizer downloads the event as a file, sees the automatic backups, and restores the event from the file. */
describe('backups from the dashboard', () => {
  let h: AdminHarness;
  let page: Page;
  let eventId = '';
  let matchId = '';

  beforeAll(async () => {
    h = await startAdminHarness();
    eventId = (await h.api(`mutation($i: EventInput!) { createEvent(input: $i) { id } }`, { i: { name: '関東オープン' } })).createEvent.id;
    await h.api(`mutation($e: ID!, $c: String!) { importPlayers(eventId: $e, csv: $c) { created { id } } }`, {
      e: eventId,
      c: 'name\n佐藤 葵\n鈴木 陽翔\n高橋 結菜\n田中 蓮\n',
    });
    const round = (await h.api(`mutation($e: ID!) { pairNextRound(eventId: $e) { id matches { id } } }`, { e: eventId })).pairNextRound;
    matchId = round.matches[0].id;
    await h.api(`mutation($m: ID!) { recordResult(matchId: $m, input: { player1Wins: 2, player2Wins: 1 }) { id } }`, { m: matchId });
    // The backup after pairing is written after the request: wait until the server lists it.
    await until(
      'the backup after pairing',
      async () => (await h.api(`query($e: ID!) { eventBackups(eventId: $e) { fileName } }`, { e: eventId })).eventBackups.length > 0,
    );
    page = await h.browser.newPage({ locale: 'en-US', viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    await signIn(page, h.server.url, 'Sign in');
  });
  afterAll(async () => {
    await h?.close();
  });

  it('downloads the event, lists the automatic backup, and restores the event from the file after confirmation', async () => {
    await page.goto(`${h.server.url}/admin/#/events/${eventId}/setup`);
    const panel = page.getByTestId('backup-panel');
    await panel.getByTestId('automatic-backup').first().waitFor();
    expect(await seriousA11yViolations(page, '[data-testid=backup-panel]')).toEqual([]);
    await shot(page, 'admin-backups', true);

    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByTestId('download-backup').click()]);
    expect(download.suggestedFilename()).toMatch(/^関東オープン-backup-\d{8}T\d{6}Z\.json$/);
    const file = await download.path();
    const content = JSON.parse(fs.readFileSync(file, 'utf8'));
    expect(content).toMatchObject({ format: 'taikai-event-export', version: 1, event: { id: eventId } });
    expect(content.matches.find((m: { id: string }) => m.id === matchId)).toMatchObject({ player1Wins: 2, player2Wins: 1 });

    // A correction after the download, which the restore undoes.
    await h.api(`mutation($m: ID!) { recordResult(matchId: $m, input: { player1Wins: 0, player2Wins: 2 }) { id } }`, { m: matchId });
    await panel.getByTestId('restore-file').setInputFiles(file);
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Restore the event from').waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('The event was restored from the file.').waitFor();
    expect((await h.api(MATCH, { m: matchId })).match).toEqual({ status: 'FINAL', player1Wins: 2, player2Wins: 1 });
    const log = (await h.api(`query($e: ID!) { auditLog(eventId: $e, limit: 1) { action } }`, { e: eventId })).auditLog;
    expect(log).toEqual([{ action: 'event.restore' }]);

    // Importing it beside the events is refused: it is already here (a restore is asked for explicitly).
    await page.goto(`${h.server.url}/admin/#/events`);
    await page.getByTestId('import-event').waitFor();
    await page.getByTestId('import-event-file').setInputFiles(file);
    await page.getByText('This event already exists here.', { exact: false }).waitFor();
    expect((await h.api(`query($e: ID!) { auditLog(eventId: $e, limit: 1) { action } }`, { e: eventId })).auditLog).toEqual(log);
  });

  // Issue 26 item 7: an automatic backup is named by what it follows, in the list and the file saved.
  it.each([
    ['en-US', 'Sign in', 'After pairing round 1', '関東オープン-backup-after-pairing-round-1-'],
    ['ja-JP', 'ログイン', '第1回戦の組み合わせ後', '関東オープン-backup-第1回戦の組み合わせ後-'],
  ])('%s: names each automatic backup by what it follows', async (locale, signInButton, follows, fileStart) => {
    const named = await h.browser.newPage({ locale, viewport: { width: 1024, height: 768 }, acceptDownloads: true });
    try {
      await signIn(named, h.server.url, signInButton);
      await named.goto(`${h.server.url}/admin/#/events/${eventId}/setup`);
      // The row of that backup itself: a newer one (the restore above makes one) may come on top meanwhile.
      const row = named
        .getByTestId('backup-panel')
        .getByTestId('automatic-backup')
        .filter({ has: named.getByTestId('backup-follows').getByText(follows, { exact: true }) })
        .first();
      await row.waitFor();
      const [download] = await Promise.all([named.waitForEvent('download'), row.getByRole('button').click()]);
      expect(download.suggestedFilename().startsWith(fileStart)).toBe(true);
      expect(download.suggestedFilename()).toMatch(/-\d{8}T\d{6}Z\.json$/);
      await shot(named, `admin-backups-named-${locale}`);
    } finally {
      await named.close();
    }
  });
});

/** Backups that cannot be written (here a file where the backups folder should be): the panel says so, in both languages. */
describe('the backups panel when backups cannot be written', () => {
  let h: AdminHarness;
  let eventId = '';

  beforeAll(async () => {
    h = await startAdminHarness();
    const backups = path.join(h.server.dataDir, 'backups');
    fs.rmSync(backups, { recursive: true, force: true });
    fs.writeFileSync(backups, 'not a folder');
    eventId = (await h.api(`mutation($i: EventInput!) { createEvent(input: $i) { id } }`, { i: { name: 'Backups failing' } })).createEvent
      .id;
    await h.api(`mutation($e: ID!, $c: String!) { importPlayers(eventId: $e, csv: $c) { created { id } } }`, {
      e: eventId,
      c: 'name\nA\nB\n',
    });
    await h.api(`mutation($e: ID!) { pairNextRound(eventId: $e) { id } }`, { e: eventId });
    await until(
      'the failed backup after pairing',
      async () => (await h.api(`query($e: ID!) { eventBackupStatus(eventId: $e) { failing } }`, { e: eventId })).eventBackupStatus.failing,
    );
  });
  afterAll(async () => {
    await h?.close();
  });

  it.each([
    ['en-US', 'Sign in', 'Automatic backups are failing', 'the backups folder is not a folder'],
    ['ja-JP', 'ログイン', '自動バックアップが保存できていません', 'バックアップの保存先がフォルダではありません'],
  ])('%s: says backups are failing, why and where', async (locale, signInButton, title, reason) => {
    const page = await h.browser.newPage({ locale, viewport: { width: 1024, height: 800 } });
    try {
      await signIn(page, h.server.url, signInButton);
      await page.goto(`${h.server.url}/admin/#/events/${eventId}/setup`);
      const alert = page.getByTestId('backups-failing');
      await alert.getByText(title).waitFor();
      const text = await alert.innerText();
      expect(text).toContain(reason);
      expect(text).toContain(path.join(h.server.dataDir, 'backups'));
      expect(await seriousA11yViolations(page, '[data-testid=backup-panel]')).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
