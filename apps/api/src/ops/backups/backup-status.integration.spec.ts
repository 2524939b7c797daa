import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createEvent, must, registerPlayers } from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';
import { BackupScheduler } from './backup-scheduler';
import { failureReasonOf } from './backup-store';

const STATUS = 'query($e: ID!) { eventBackupStatus(eventId: $e) { failing lastWrittenAt lastFailureAt lastFailureReason directory } }';

describe('automatic backups that cannot be written are reported, not only logged (real server, real files)', () => {
  let server: TestServer;
  let organizer: string;
  let dataDir: string;

  // The interval is long: the test writes backups itself, through the scheduler.
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taikai-unwritable-'));
    server = await startTestServer({ TAIKAI_DATA_DIR: dataDir, TAIKAI_BACKUP_INTERVAL_SECONDS: '3600' });
    organizer = await server.loginAsOrganizer();
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('says the backups are failing, since when and why, while the backups directory cannot be written; and clears it once one is written', async () => {
    const backupsDir = path.join(dataDir, 'backups');
    // A directory the server cannot write into (a file in its place; root ignores permission bits).
    fs.rmSync(backupsDir, { recursive: true, force: true });
    fs.writeFileSync(backupsDir, 'not a directory');
    const eventId = await createEvent(server, organizer);
    await registerPlayers(server, organizer, eventId, ['A', 'B']);
    await must(server, 'mutation($e: ID!) { pairNextRound(eventId: $e) { id } }', { e: eventId }, organizer);
    const scheduler = server.get(BackupScheduler);
    await scheduler.backUp(eventId);

    const failing = (await must<any>(server, STATUS, { e: eventId }, organizer)).eventBackupStatus;
    expect(failing).toMatchObject({ failing: true, lastWrittenAt: null, lastFailureReason: 'NOT_A_DIRECTORY', directory: backupsDir });
    expect(Date.parse(failing.lastFailureAt)).not.toBeNaN();
    expect(
      (await must<any>(server, 'query($e: ID!) { eventBackups(eventId: $e) { fileName } }', { e: eventId }, organizer)).eventBackups,
    ).toEqual([]);

    fs.rmSync(backupsDir);
    await scheduler.backUp(eventId);
    const healthy = (await must<any>(server, STATUS, { e: eventId }, organizer)).eventBackupStatus;
    expect(healthy).toMatchObject({ failing: false, lastFailureReason: 'NOT_A_DIRECTORY' });
    expect(Date.parse(healthy.lastWrittenAt)).toBeGreaterThanOrEqual(Date.parse(failing.lastFailureAt));
  });

  it('names the reason from the system error: a full disk, permission denied, a read-only file system', () => {
    const error = (code: string) => Object.assign(new Error(code), { code, syscall: 'open' });
    expect(failureReasonOf(error('ENOSPC'))).toBe('DISK_FULL');
    expect(failureReasonOf(error('EACCES'))).toBe('PERMISSION_DENIED');
    expect(failureReasonOf(error('EPERM'))).toBe('PERMISSION_DENIED');
    expect(failureReasonOf(error('EROFS'))).toBe('READ_ONLY');
    expect(failureReasonOf(error('ENOTDIR'))).toBe('NOT_A_DIRECTORY');
    expect(failureReasonOf(new Error('connection refused'))).toBe('OTHER');
  });
});
