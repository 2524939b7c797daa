import { Logger } from '@nestjs/common';
import { loadConfig } from '../config/config';
import { LiveService } from './live.service';

describe('LiveService (in one process)', () => {
  let live: LiveService;

  beforeEach(async () => {
    live = new LiveService(loadConfig({}));
    await live.onModuleInit();
  });
  afterEach(() => live.onModuleDestroy());

  it('delivers an update to the subscribers of its event, stamped with the time', async () => {
    const stream = live.subscribe('event-a');
    const before = Date.now();
    await live.publish({ eventId: 'event-a', kind: 'PAIRINGS_POSTED', roundNumber: 3 });
    const { value } = await stream.next();
    expect(value).toEqual({ eventId: 'event-a', kind: 'PAIRINGS_POSTED', roundNumber: 3, matchId: null, at: expect.any(Date) });
    expect(value!.at.getTime()).toBeGreaterThanOrEqual(before - 1);
  });

  it('listens from the moment of subscribing, before the first pull', async () => {
    const stream = live.subscribe('event-a');
    await live.publish({ eventId: 'event-a', kind: 'CLOCK_CHANGED', roundNumber: 1 });
    await live.publish({ eventId: 'event-a', kind: 'MATCH_REPORTED', matchId: 'm1' });
    expect((await stream.next()).value).toMatchObject({ kind: 'CLOCK_CHANGED' });
    expect((await stream.next()).value).toMatchObject({ kind: 'MATCH_REPORTED', matchId: 'm1', roundNumber: null });
  });

  it('does not deliver updates of another event', async () => {
    const stream = live.subscribe('event-a');
    await live.publish({ eventId: 'event-b', kind: 'PLAYER_CHANGED' });
    await live.publish({ eventId: 'event-a', kind: 'STANDINGS_PUBLISHED' });
    expect((await stream.next()).value).toMatchObject({ eventId: 'event-a', kind: 'STANDINGS_PUBLISHED' });
  });

  it('ends a waiting subscriber at once when it leaves, and forgets it', async () => {
    const stream = live.subscribe('event-a');
    expect(live.openStreams).toBe(1);
    const pending = stream.next();
    await stream.return!();
    await expect(pending).resolves.toEqual({ done: true, value: undefined });
    expect(live.openStreams).toBe(0);
  });

  it('ends every open subscription when the module is destroyed', async () => {
    const streams = [live.subscribe('event-a'), live.subscribe('event-b')];
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
