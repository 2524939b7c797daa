import { createEvent, must, playerToken, registerPlayers, ROUND_FIELDS } from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';
import { LockOrderError } from './change';
import { PrismaService } from './prisma.service';
import { SqlPool } from './sql-pool';
import { UnitOfWork } from './unit-of-work';

const REPORT = 'mutation($m: ID!, $i: ReportInput!) { reportResult(matchId: $m, input: $i) { id } }';
const LOG = 'mutation($e: ID!, $i: InfractionInput!) { logInfraction(eventId: $e, input: $i) { id status } }';
const PREPARED = 'SELECT name FROM pg_prepared_statements ORDER BY name';

/** A round of 8 players paired and published; each player's token. */
async function pairedEvent(server: TestServer, organizer: string) {
  const eventId = await createEvent(server, organizer, { enforcementLevel: 'COMPETITIVE' });
  const players = await registerPlayers(server, organizer, eventId, ['佐藤 葵', 'Kenji Mori', 'C', 'D', 'E', 'F', 'G', 'H']);
  const round = (await must<any>(server, `mutation($e: ID!) { pairNextRound(eventId: $e) { ${ROUND_FIELDS} } }`, { e: eventId }, organizer))
    .pairNextRound;
  await must(server, 'mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id }, organizer);
  const tokens = new Map(await Promise.all(players.map(async (p) => [p.id, await playerToken(server, eventId, p.accessCode)] as const)));
  return { eventId, round, tokens };
}

describe('connections: every change on one connection, whatever the pool (real database)', () => {
  describe('with a pool of ONE connection', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ DATABASE_POOL_SIZE: '1' });
    });
    afterAll(() => server.close());

    it('runs sign-ins, simultaneous reports and a judge logging an infraction without waiting on itself', async () => {
      const organizer = await server.loginAsOrganizer();
      const { eventId, round, tokens } = await pairedEvent(server, organizer);
      const started = Date.now();
      const reports = round.matches.flatMap((m: any) =>
        [m.player1.id, m.player2.id].map((playerId: string) =>
          server.gql(
            REPORT,
            { m: m.id, i: { player1Wins: 2, player2Wins: 0, draws: 0, drop: false, requestKey: `r-${playerId}` } },
            { token: tokens.get(playerId) },
          ),
        ),
      );
      const infraction = server.gql(
        LOG,
        { e: eventId, i: { playerId: round.matches[0].player1.id, infraction: 'GPE-GRV', description: 'Drew an extra card' } },
        { token: organizer },
      );
      const answers = await Promise.all([...reports, infraction]);
      expect(answers.flatMap((a) => a.errors ?? [])).toEqual([]);
      // A query waiting for a second connection would wait 10 s for the pool, then fail.
      expect(Date.now() - started).toBeLessThan(8000);
      const standings = await must<any>(server, 'query($e: ID!) { standings(eventId: $e) { matchPoints } }', { e: eventId }, organizer);
      expect(standings.standings.map((s: any) => s.matchPoints).sort()).toEqual([0, 0, 0, 0, 3, 3, 3, 3]);
    });

    it('refuses, at once, a query outside the transaction inside a unit of work, and a nested unit of work; the change rolls back', async () => {
      const uow = server.get(UnitOfWork);
      const prisma = server.get(PrismaService);
      const before = await prisma.setting.count();
      const outside = uow.run('system', async ({ tx }) => {
        await tx.setting.create({ data: { key: 'connections-spec', value: 'x' } });
        await prisma.user.count();
      });
      await expect(outside).rejects.toThrow(/second connection inside a unit of work/);
      await expect(uow.run('system', () => uow.run('system', async () => 1))).rejects.toThrow(/second connection inside a unit of work/);
      await expect(uow.run('system', ({ tx }) => tx.user.count())).resolves.toBeGreaterThan(0);
      expect(await prisma.setting.count()).toBe(before);
    });

    it('refuses a lock taken against the lock order (event → penalty → match), at once, and rolls the change back', async () => {
      const uow = server.get(UnitOfWork);
      const prisma = server.get(PrismaService);
      const organizer = await server.loginAsOrganizer();
      const eventId = await createEvent(server, organizer);
      await registerPlayers(server, organizer, eventId, ['Order A', 'Order B']);
      await must(server, 'mutation($e: ID!) { pairNextRound(eventId: $e) { id } }', { e: eventId }, organizer);
      const match = (await prisma.match.findFirst({ where: { round: { eventId } } }))!;
      const before = await prisma.setting.count();
      const eventAfterMatch = uow.run('system', async (change) => {
        await change.tx.setting.create({ data: { key: 'lock-order-spec', value: 'x' } });
        expect(await change.lockMatch(match.id)).toBe(true);
        await change.lockEvent(eventId);
      });
      await expect(eventAfterMatch).rejects.toThrow(LockOrderError);
      await expect(eventAfterMatch).rejects.toThrow('event locked after match');
      expect(await prisma.setting.count()).toBe(before);
      // In order, and again what the change already holds (a step locking what its operation locked), it runs.
      await expect(
        uow.run('system', async (change) => {
          expect(await change.lockEvent(eventId)).toBe(true);
          expect(await change.lockMatch(match.id)).toBe(true);
          expect(await change.lockEvent(eventId)).toBe(true);
          return change.lockMatch('00000000-0000-4000-8000-000000000000');
        }),
      ).resolves.toBe(false);
    });
  });

  describe('named prepared statements', () => {
    it('survive a pool that closes idle connections and opens new ones', async () => {
      const server = await startTestServer({ DATABASE_IDLE_TIMEOUT_SECONDS: '0.2' });
      try {
        const organizer = await server.loginAsOrganizer();
        const { round, tokens } = await pairedEvent(server, organizer);
        const pool = server.get(SqlPool).pool;
        const match = round.matches[0];
        const report = (playerId: string, key: string) =>
          server.gql(
            REPORT,
            { m: match.id, i: { player1Wins: 2, player2Wins: 1, draws: 0, drop: false, requestKey: key } },
            { token: tokens.get(playerId) },
          );
        expect((await report(match.player1.id, 'first')).errors).toBeUndefined();
        const deadline = Date.now() + 5000;
        while (pool.totalCount > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
        expect(pool.totalCount).toBe(0);
        // Past the token-version cache (5 s), so the named statements run again, on new connections.
        await new Promise((resolve) => setTimeout(resolve, 5200));
        expect((await report(match.player2.id, 'second')).errors).toBeUndefined();
        expect((await server.gql('{ me { email } }', {}, { token: organizer })).errors).toBeUndefined();
      } finally {
        await server.close();
      }
    });

    it.each([
      ['1', true],
      ['0', false],
    ])('DATABASE_PREPARED_STATEMENTS=%s: the report path prepares named statements: %s', async (setting, prepares) => {
      const server = await startTestServer({ DATABASE_POOL_SIZE: '1', DATABASE_PREPARED_STATEMENTS: setting });
      try {
        const organizer = await server.loginAsOrganizer();
        const { round, tokens } = await pairedEvent(server, organizer);
        const match = round.matches[0];
        const answer = await server.gql(
          REPORT,
          { m: match.id, i: { player1Wins: 2, player2Wins: 0, draws: 0, drop: false, requestKey: 'k' } },
          { token: tokens.get(match.player1.id) },
        );
        expect(answer.errors).toBeUndefined();
        // One connection: the statements it prepared are the ones the report path ran.
        const { rows } = await server.get(SqlPool).pool.query<{ name: string }>(PREPARED);
        const names = rows.map((row) => row.name);
        if (prepares) expect(names).toEqual(expect.arrayContaining(['match-for-report', 'store-report-if-unchanged']));
        else expect(names).toEqual([]);
      } finally {
        await server.close();
      }
    });
  });
});
