import { Logger } from '@nestjs/common';
import { loadConfig } from '../config/config';
import { LiveService, Watcher } from './live.service';

const STAFF: Watcher = { kind: 'staff' };

describe('LiveService (in one process)', () => {
  let live: LiveService;

  beforeEach(async () => {
    live = new LiveService(loadConfig({}));
    await live.onModuleInit();
  });
  afterEach(() => live.onModuleDestroy());

  it('delivers an update to the subscribers of its event, stamped with the time', async () => {
    const stream = live.subscribe('event-a', STAFF);
    const before = Date.now();
    await live.publish({ eventId: 'event-a', kind: 'PAIRINGS_POSTED', roundNumber: 3 });
    const { value } = await stream.next();
    expect(value).toEqual({ eventId: 'event-a', kind: 'PAIRINGS_POSTED', roundNumber: 3, matchId: null, at: expect.any(Date) });
    expect(value!.at.getTime()).toBeGreaterThanOrEqual(before - 1);
  });

  it('listens from the moment of subscribing, before the first pull', async () => {
    const stream = live.subscribe('event-a', STAFF);
    await live.publish({ eventId: 'event-a', kind: 'CLOCK_CHANGED', roundNumber: 1 });
    await live.publish({ eventId: 'event-a', kind: 'MATCH_REPORTED', matchId: 'm1' });
    expect((await stream.next()).value).toMatchObject({ kind: 'CLOCK_CHANGED' });
    expect((await stream.next()).value).toMatchObject({ kind: 'MATCH_REPORTED', matchId: 'm1', roundNumber: null });
  });

  it('does not deliver updates of another event', async () => {
    const stream = live.subscribe('event-a', STAFF);
    await live.publish({ eventId: 'event-b', kind: 'PLAYER_CHANGED' });
    await live.publish({ eventId: 'event-a', kind: 'STANDINGS_PUBLISHED' });
    expect((await stream.next()).value).toMatchObject({ eventId: 'event-a', kind: 'STANDINGS_PUBLISHED' });
  });

  it('keeps each subscriber’s backlog its own while they are not reading', async () => {
    const eventA = live.subscribe('event-a', STAFF);
    const eventB = live.subscribe('event-b', STAFF);
    await live.publish({ eventId: 'event-a', kind: 'CLOCK_CHANGED', roundNumber: 1 });
    await live.publish({ eventId: 'event-a', kind: 'CLOCK_CHANGED', roundNumber: 2 });
    await live.publish({ eventId: 'event-a', kind: 'CLOCK_CHANGED', roundNumber: 3 });
    await live.publish({ eventId: 'event-b', kind: 'STANDINGS_PUBLISHED' });
    expect((await eventB.next()).value).toMatchObject({ eventId: 'event-b', kind: 'STANDINGS_PUBLISHED' });
    const a = [(await eventA.next()).value, (await eventA.next()).value, (await eventA.next()).value];
    expect(a.map((update) => [update!.eventId, update!.roundNumber])).toEqual([
      ['event-a', 1],
      ['event-a', 2],
      ['event-a', 3],
    ]);
  });

  it('gives a player the updates for everyone and those about them; staff get them all', async () => {
    const alice = live.subscribe('event-a', { kind: 'player', playerId: 'alice' });
    const carol = live.subscribe('event-a', { kind: 'player', playerId: 'carol' });
    const staff = live.subscribe('event-a', STAFF);
    await live.publish({ eventId: 'event-a', kind: 'MATCH_REPORTED', matchId: 'm1', audience: ['alice', 'bob'] });
    await live.publish({ eventId: 'event-a', kind: 'JUDGE_CALLED', matchId: 'm2', audience: [] });
    await live.publish({ eventId: 'event-a', kind: 'PAIRINGS_POSTED', roundNumber: 2 });
    const kinds = async (stream: AsyncIterableIterator<{ kind: string }>, count: number) => {
      const seen: string[] = [];
      for (let i = 0; i < count; i++) seen.push((await stream.next()).value.kind);
      return seen.sort();
    };
    expect(await kinds(alice, 2)).toEqual(['MATCH_REPORTED', 'PAIRINGS_POSTED']);
    expect(await kinds(carol, 1)).toEqual(['PAIRINGS_POSTED']);
    expect(await kinds(staff, 3)).toEqual(['JUDGE_CALLED', 'MATCH_REPORTED', 'PAIRINGS_POSTED']);
    // Carol was not told about Alice's match: nothing more is waiting for her.
    await live.publish({ eventId: 'event-a', kind: 'CLOCK_CHANGED', roundNumber: 2 });
    expect(await kinds(carol, 1)).toEqual(['CLOCK_CHANGED']);
  });

  it('ends a waiting subscriber at once when it leaves, and forgets it', async () => {
    const stream = live.subscribe('event-a', STAFF);
    expect(live.openStreams).toBe(1);
    const pending = stream.next();
    await stream.return!();
    await expect(pending).resolves.toEqual({ done: true, value: undefined });
    expect(live.openStreams).toBe(0);
  });

  it('ends every open subscription when the module is destroyed', async () => {
    const streams = [live.subscribe('event-a', STAFF), live.subscribe('event-b', STAFF)];
    const pending = streams.map((stream) => stream.next());
    await live.onModuleDestroy();
    await expect(Promise.all(pending)).resolves.toEqual([
      { done: true, value: undefined },
      { done: true, value: undefined },
    ]);
    expect(live.openStreams).toBe(0);
  });
});

describe('LiveService with REDIS_URL', () => {
  it('refuses to start, in one line, when Redis is not reachable', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const live = new LiveService(loadConfig({ REDIS_URL: 'redis://:secret@127.0.0.1:1' }));
    const started = live.onModuleInit();
    await expect(started).rejects.toThrow(/^Redis at redis:\/\/:\*\*\*@127\.0\.0\.1:1 is not reachable \(REDIS_URL\): .*ECONNREFUSED/);
    await live.onModuleDestroy();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('ECONNREFUSED'));
  });
});
