import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { RedisStreamCounts } from './stream-counts';

const REDIS_URL = 'redis://127.0.0.1:6379';
const CAP = [{ key: 'token:player:p1', cap: 2 }];

describe('RedisStreamCounts: subscription caps across processes (real Redis)', () => {
  const prefix = `test-${randomBytes(4).toString('hex')}`;
  const clients: Redis[] = [];
  const counts: RedisStreamCounts[] = [];
  const process = () => {
    const client = new Redis(REDIS_URL);
    clients.push(client);
    const made = new RedisStreamCounts(client, prefix);
    counts.push(made);
    return made;
  };
  afterEach(async () => {
    await Promise.all(counts.splice(0).map((made) => made.close()));
    clients.splice(0).forEach((client) => client.disconnect());
  });

  it('sums every process, and a place given back in one is free in the other', async () => {
    const [first, second] = [process(), process()];
    const release = await first.take(CAP);
    expect(release).not.toBeNull();
    expect(await second.take(CAP)).not.toBeNull();
    expect(await first.take(CAP)).toBeNull();
    expect(await second.take([{ key: 'token:player:p2', cap: 2 }])).not.toBeNull();
    await release!();
    expect(await second.take(CAP)).not.toBeNull();
  });

  it("stops counting a process whose heartbeat has lapsed (it crashed), and a stopped one's at once", async () => {
    const [crashed, stopped, alive] = [process(), process(), process()];
    await crashed.take(CAP);
    await crashed.take(CAP);
    expect(await alive.take(CAP)).toBeNull();
    const redis = clients[0];
    const [member] = await redis.zrange(`${prefix}:stream-processes`, 0, -1);
    // What 30 s without a heartbeat leaves: its entry expired.
    await redis.zadd(`${prefix}:stream-processes`, 1, member);
    expect(await alive.take(CAP)).not.toBeNull();
    expect(await stopped.take(CAP)).not.toBeNull();
    expect(await alive.take(CAP)).toBeNull();
    await stopped.close();
    expect(await alive.take(CAP)).not.toBeNull();
  });

  it('counts in the process alone while Redis is away', async () => {
    const away = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
    away.on('error', () => undefined);
    clients.push(away);
    const alone = new RedisStreamCounts(away, prefix);
    counts.push(alone);
    const release = await alone.take(CAP);
    expect(await alone.take(CAP)).not.toBeNull();
    expect(await alone.take(CAP)).toBeNull();
    await release!();
    expect(await alone.take(CAP)).not.toBeNull();
  });
});
