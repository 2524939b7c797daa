import { createEvent, must, registerPlayers, ROUND_FIELDS } from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';
import type { BackupFile } from './backup-format';
import { BackupScheduler } from './backup-scheduler';
import { BACKUPS_KEPT, BackupStore } from './backup-store';

const LIST = 'query($e: ID!) { eventBackups(eventId: $e) { fileName createdAt size follows { step round } } }';

describe('automatic backups (real server, real database, real files)', () => {
  let server: TestServer;
  let organizer: string;

  // A short interval, so the periodic backup can be seen within a test.
  beforeAll(async () => {
    server = await startTestServer({ TAIKAI_BACKUP_INTERVAL_SECONDS: '1' });
    organizer = await server.loginAsOrganizer();
  });
  afterAll(() => server.close());

  const backups = async (eventId: string) =>
    (await must<any>(server, LIST, { e: eventId }, organizer)).eventBackups as {
      fileName: string;
      createdAt: string;
      size: number;
      follows: { step: string; round: number } | null;
    }[];

  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    for (let tries = 0; tries < 100; tries++) {
      const value = await read();
      if (done(value)) return value;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('timed out');
  }

  /** A running event whose results change: its backups show that the interval has run. */
  async function controlEvent() {
    const eventId = await createEvent(server, organizer);
    await registerPlayers(server, organizer, eventId, ['A', 'B']);
    const round = (
      await must<any>(server, `mutation($e: ID!) { pairNextRound(eventId: $e) { ${ROUND_FIELDS} } }`, { e: eventId }, organizer)
    ).pairNextRound;
    await until(
      () => backups(eventId),
      (list) => list.length === 1,
    );
    let written = 1;
    return {
      eventId,
      /** Changes the control event and waits until the interval has backed it up. */
      async intervalRan() {
        const score = written % 2 ? { player1Wins: 2, player2Wins: 0 } : { player1Wins: 0, player2Wins: 2 };
        await must(
          server,
          'mutation($m: ID!, $i: ResultInput!) { recordResult(matchId: $m, input: $i) { id } }',
          { m: round.matches[0].id, i: score },
          organizer,
        );
        await until(
          () => backups(eventId),
          (list) => list.length > written,
        );
        written++;
      },
    };
  }

  it('writes one after pairing, then again on the interval when the event changed, and none while it is in registration', async () => {
    const control = await controlEvent();
    const eventId = await createEvent(server, organizer);
    await registerPlayers(server, organizer, eventId, ['佐藤 葵', '鈴木 陽翔', '高橋 結菜', '田中 蓮']);
    await control.intervalRan();
    expect(await backups(eventId)).toEqual([]);

    const round = (
      await must<any>(server, `mutation($e: ID!) { pairNextRound(eventId: $e) { ${ROUND_FIELDS} } }`, { e: eventId }, organizer)
    ).pairNextRound;
    const [first] = await until(
      () => backups(eventId),
      (list) => list.length >= 1,
    );
    // Named by what it follows (issue 26 item 7), in the file name and the list.
    expect(first.fileName).toMatch(new RegExp(`^${eventId}_\\d{8}T\\d{9}Z_round1-paired\\.json$`));
    expect(first.follows).toEqual({ step: 'PAIRED', round: 1 });
    const content = JSON.parse(
      (
        await must<any>(
          server,
          'query($e: ID!, $f: String!) { eventBackup(eventId: $e, fileName: $f) }',
          { e: eventId, f: first.fileName },
          organizer,
        )
      ).eventBackup,
    ) as BackupFile;
    expect(content.rounds.map((r) => r.id)).toEqual([round.id]);
    expect(content.matches.every((m) => m.status === 'PENDING')).toBe(true);

    // Nothing changed: what the interval does for a running event writes nothing new.
    await server.get(BackupScheduler).backUp(eventId);
    expect(await backups(eventId)).toHaveLength(1);
    await must(
      server,
      'mutation($m: ID!) { recordResult(matchId: $m, input: { player1Wins: 2, player2Wins: 0 }) { id } }',
      { m: round.matches[0].id },
      organizer,
    );
    const [latest] = await until(
      () => backups(eventId),
      (list) => list.length >= 2,
    );
    const after = JSON.parse(
      (
        await must<any>(
          server,
          'query($e: ID!, $f: String!) { eventBackup(eventId: $e, fileName: $f) }',
          { e: eventId, f: latest.fileName },
          organizer,
        )
      ).eventBackup,
    ) as BackupFile;
    expect(after.matches.find((m) => m.id === round.matches[0].id)).toMatchObject({ status: 'FINAL', player1Wins: 2 });
    expect(latest.follows).toEqual({ step: 'PAIRED', round: 1 });
    await must(
      server,
      'mutation($m: ID!) { recordResult(matchId: $m, input: { player1Wins: 2, player2Wins: 0 }) { id } }',
      { m: round.matches[1].id },
      organizer,
    );
    const [allIn] = await until(
      () => backups(eventId),
      (list) => list.length >= 3,
    );
    expect(allIn.fileName).toMatch(/_round1-results\.json$/);
    expect(allIn.follows).toEqual({ step: 'RESULTS', round: 1 });
  });

  it('runs the interval only in the process holding the lease, with several processes on one database', async () => {
    // A second process with a data directory of its own, started after the first took the lease.
    const second = await startTestServer({ TAIKAI_BACKUP_INTERVAL_SECONDS: '1' }, server);
    try {
      const control = await controlEvent();
      await control.intervalRan();
      await control.intervalRan();
      // The first wrote its backups (after pairing, then twice on the interval); the second none.
      expect(await backups(control.eventId)).toHaveLength(3);
      expect((await must<any>(second, LIST, { e: control.eventId }, organizer)).eventBackups).toEqual([]);
    } finally {
      await second.close();
    }
  });

  it(`keeps the last ${BACKUPS_KEPT} of an event, and only serves that event's own files`, async () => {
    const [eventId, otherId] = [await createEvent(server, organizer), await createEvent(server, organizer)];
    const store = server.get(BackupStore);
    const start = Date.UTC(2026, 10, 23, 9, 0, 0);
    for (let i = 0; i < BACKUPS_KEPT + 5; i++) await store.write(eventId, `{"n":${i}}`, null, new Date(start + i * 60_000));
    await store.write(otherId, '{}', null, new Date(start));

    const list = await backups(eventId);
    expect(list).toHaveLength(BACKUPS_KEPT);
    expect(list[0].createdAt).toBe(new Date(start + (BACKUPS_KEPT + 4) * 60_000).toISOString());
    expect(list.at(-1)!.createdAt).toBe(new Date(start + 5 * 60_000).toISOString());
    expect(await backups(otherId)).toHaveLength(1);

    const download = (f: string, e = eventId) =>
      server.gql('query($e: ID!, $f: String!) { eventBackup(eventId: $e, fileName: $f) }', { e, f }, { token: organizer });
    expect((await download(list[0].fileName)).data?.eventBackup).toBe(`{"n":${BACKUPS_KEPT + 4}}`);
    expect((await download(list[0].fileName, otherId)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await download('../../etc/passwd')).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});
