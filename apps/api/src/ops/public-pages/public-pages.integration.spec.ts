import { randomBytes } from 'node:crypto';
import http from 'node:http';
import zlib from 'node:zlib';
import { PrismaService } from '../../platform/database';
import { createEvent, must, playerToken, registerPlayers, ROUND_FIELDS } from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';
import { PublicPagesService } from './public-pages.service';

interface Round {
  id: string;
  number: number;
  matches: { id: string; table: number; player1: { id: string; name: string }; player2: { id: string; name: string } | null }[];
}

/** Fetches a public part without a browser's cache: status, headers and the body as JSON (null without one). */
async function get(server: TestServer, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/public/events/${path}`, { headers: { 'accept-encoding': 'identity', ...headers } });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null, text };
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("an event's public page data at /public/events/<code> (real server, real database)", () => {
  let server: TestServer;
  let organizer: string;

  beforeAll(async () => {
    server = await startTestServer();
    organizer = await server.loginAsOrganizer();
  });
  afterAll(() => server.close());

  const gql = <T = any>(query: string, variables: Record<string, unknown>) => must<T>(server, query, variables, organizer);
  const update = (id: string, input: Record<string, unknown>) =>
    gql('mutation($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { id } }', { id, input });
  const pairAndPublish = async (eventId: string) => {
    const round = (
      await gql<{ pairNextRound: Round }>(`mutation($e: ID!) { pairNextRound(eventId: $e) { ${ROUND_FIELDS} } }`, { e: eventId })
    ).pairNextRound;
    await gql('mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id });
    return round;
  };
  const finishRound = (round: Round) =>
    Promise.all(
      round.matches
        .filter((match) => match.player2)
        .map((match) =>
          gql('mutation($m: ID!, $i: ResultInput!) { recordResult(matchId: $m, input: $i) { id } }', {
            m: match.id,
            i: { player1Wins: 2, player2Wins: 0, draws: 0 },
          }),
        ),
    );
  async function eventWithPlayers(names = ['Aoi', 'Emma', 'Ren', 'Mia', '山田太郎']) {
    const eventId = await createEvent(server, organizer, { name: 'Friday Modern', plannedRounds: 3 });
    await registerPlayers(server, organizer, eventId, names);
    const { shortCode } = await server.get(PrismaService).event.findUniqueOrThrow({ where: { id: eventId } });
    return { eventId, code: shortCode };
  }

  it('shows what the organizer made public, audited; 404 alike for an unknown event, a page that is off and a part that is not public', async () => {
    const { eventId, code } = await eventWithPlayers();
    const before = await get(server, code);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({
      event: { shortCode: code, name: 'Friday Modern', status: 'REGISTRATION', players: 5 },
      shows: { pairings: true, standings: false, bracket: false, decklists: false },
      rounds: [],
      announcements: [],
    });
    expect((await get(server, `${code}/pairings`)).status).toBe(404);

    const round = await pairAndPublish(eventId);
    const pairings = await get(server, `${code}/pairings`);
    expect(pairings.status).toBe(200);
    expect(pairings.body.round).toBe(1);
    expect(pairings.body.tables.map((t: { table: number }) => t.table)).toEqual(round.matches.map((m) => m.table));
    expect(
      pairings.body.tables
        .flatMap((t: any) => [t.player1.name, t.player2?.name])
        .filter(Boolean)
        .sort(),
    ).toEqual(['Aoi', 'Emma', 'Mia', 'Ren', '山田太郎'].sort());
    // No player IDs nor ids of rows on a page anyone reads.
    expect(pairings.text).not.toMatch(/"id"|externalId|distinguishingId/);
    expect((await get(server, `${code}/pairings?round=1`)).text).toBe(pairings.text);
    expect((await get(server, `${code}/pairings?round=2`)).status).toBe(404);
    expect((await get(server, `${code}/standings`)).status).toBe(404);

    // Standings once staff publish them (the default), or after each round.
    await gql('mutation($e: ID!) { publishStandings(eventId: $e, published: true) { id } }', { e: eventId });
    expect((await get(server, code)).body.shows.standings).toBe(true);
    expect((await get(server, `${code}/standings`)).body).toMatchObject({ afterRound: null });
    await gql('mutation($e: ID!) { publishStandings(eventId: $e, published: false) { id } }', { e: eventId });
    expect((await get(server, `${code}/standings`)).status).toBe(404);
    await update(eventId, { publicStandings: 'AFTER_EACH_ROUND' });
    await finishRound(round);
    const standings = await get(server, `${code}/standings`);
    expect(standings.body.afterRound).toBe(1);
    expect(standings.body.lines).toHaveLength(5);
    expect(standings.body.lines[0]).toMatchObject({ rank: 1, matchPoints: 3, wins: 1 });

    await update(eventId, { publicPairings: false, publicStandings: 'NEVER' });
    expect((await get(server, `${code}/pairings`)).status).toBe(404);
    expect((await get(server, `${code}/standings`)).status).toBe(404);
    expect((await get(server, code)).body.shows).toMatchObject({ pairings: false, standings: false });

    const unknown = await get(server, 'ZZZZZ');
    await update(eventId, { publicPage: false });
    const off = await get(server, code);
    expect([off.status, unknown.status]).toEqual([404, 404]);
    expect(off.text).toBe(unknown.text);
    expect((await get(server, `${code}/bracket`)).status).toBe(404);
    expect((await get(server, `${code}/nothing`)).status).toBe(404);
    expect((await get(server, `${code}/pairings?round=abc`)).status).toBe(404);

    const audit = await gql('query($e: ID!) { auditLog(eventId: $e, action: "event.update") { after } }', { e: eventId });
    expect(audit.auditLog.map((entry: { after: { publicPage: boolean } }) => entry.after.publicPage)).toContain(false);
    const refused = await server.gql(
      'mutation($id: ID!) { updateEvent(id: $id, input: { publicPage: null }) { id } }',
      { id: eventId },
      {
        token: organizer,
        language: 'ja',
      },
    );
    expect(refused.errors?.[0].message).toContain('公開ページ');
  });

  it('answers 304 to a matching If-None-Match, compresses, and serves the bytes a fresh computation gives', async () => {
    const { eventId, code } = await eventWithPlayers();
    await pairAndPublish(eventId);
    const plain = await get(server, `${code}/pairings`);
    const etag = plain.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(plain.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');

    const notModified = await fetch(`${server.url}/public/events/${code}/pairings`, { headers: { 'if-none-match': etag } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('etag')).toBe(etag);
    expect((await fetch(`${server.url}/public/events/${code}/pairings`, { headers: { 'if-none-match': `W/${etag}` } })).status).toBe(304);
    expect((await fetch(`${server.url}/public/events/${code}/pairings`, { headers: { 'if-none-match': '"other"' } })).status).toBe(200);

    // Raw bytes, so undici does not decode them: the brotli body is the JSON.
    for (const encoding of ['br', 'gzip']) {
      const response = await fetch(`${server.url}/public/events/${code}/pairings`, { headers: { 'accept-encoding': encoding } });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('etag')).toBe(etag);
    }
    const raw = await new Promise<Buffer>((resolve, reject) =>
      http
        .get(`${server.url}/public/events/${code}/pairings`, { headers: { 'accept-encoding': 'br' } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve(Buffer.concat(chunks)));
        })
        .on('error', reject),
    );
    expect(zlib.brotliDecompressSync(raw).toString()).toBe(plain.text);

    const pages = server.get(PublicPagesService);
    for (const part of ['event', 'pairings'] as const) {
      const served = await get(server, part === 'event' ? code : `${code}/${part}`);
      expect(served.text).toBe(JSON.stringify(await pages.compute(eventId, part)));
    }
  });

  it('the first request after a pairing, a result or a clock change sees it', async () => {
    const { eventId, code } = await eventWithPlayers(['Aoi', 'Emma', 'Ren', 'Mia']);
    await update(eventId, { publicStandings: 'AFTER_EACH_ROUND' });
    const first = await pairAndPublish(eventId);
    expect((await get(server, `${code}/pairings`)).body.round).toBe(1);
    expect((await get(server, `${code}/standings`)).body.afterRound).toBe(null);
    const clockBefore = (await get(server, code)).body.rounds[0];
    expect(clockBefore.startedAt).toBe(null);

    await gql('mutation($r: ID!) { startRoundClock(roundId: $r) { id } }', { r: first.id });
    expect((await get(server, code)).body.rounds[0].startedAt).not.toBe(null);
    await finishRound(first);
    expect((await get(server, `${code}/standings`)).body.afterRound).toBe(1);
    const second = await pairAndPublish(eventId);
    const after = await get(server, `${code}/pairings`);
    expect(after.body.round).toBe(2);
    expect(after.body.tables.map((t: any) => [t.player1.name, t.player2?.name])).toEqual(
      second.matches.map((m) => [m.player1.name, m.player2?.name]),
    );
    // Match points before round 2 beside the names.
    expect(after.body.tables.flatMap((t: any) => [t.player1.points, t.player2.points]).sort()).toEqual([0, 0, 3, 3]);
    expect((await get(server, `${code}/pairings?round=1`)).body.round).toBe(1);
  });

  it('shows the top cut once it starts, and its result as soon as staff record it', async () => {
    const eventId = await createEvent(server, organizer, { name: 'Top 2', topCut: 2 });
    await registerPlayers(server, organizer, eventId, ['Aoi', 'Ben', 'Chika', 'Dan']);
    const { shortCode: code } = await server.get(PrismaService).event.findUniqueOrThrow({ where: { id: eventId } });
    await finishRound(await pairAndPublish(eventId));
    expect((await get(server, code)).body.shows.bracket).toBe(false);
    expect((await get(server, `${code}/bracket`)).status).toBe(404);

    const final = (
      await gql<{ startTopCut: Round }>(`mutation($e: ID!) { startTopCut(eventId: $e, size: 2) { ${ROUND_FIELDS} } }`, { e: eventId })
    ).startTopCut;
    await gql('mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: final.id });
    expect((await get(server, code)).body.shows.bracket).toBe(true);
    const pending = await get(server, `${code}/bracket`);
    expect(pending.body).toMatchObject({
      size: 2,
      rounds: [{ number: 2, matches: [{ status: 'PENDING', player1: { seed: 1 }, player2: { seed: 2 } }] }],
    });
    await finishRound(final);
    expect((await get(server, `${code}/bracket`)).body.rounds[0].matches[0]).toMatchObject({
      status: 'FINAL',
      player1Wins: 2,
      player2Wins: 0,
    });
  });

  it("shows the top cut's decklists once staff publish them (TOP_CUT), every list only after the event (ALL_AFTER_EVENT)", async () => {
    const eventId = await createEvent(server, organizer, { name: 'Lists', topCut: 2 });
    const players = await registerPlayers(server, organizer, eventId, ['Aoi', 'Ben', 'Chika', 'Dan']);
    const { shortCode: code } = await server.get(PrismaService).event.findUniqueOrThrow({ where: { id: eventId } });
    await gql('mutation($e: ID!) { setDecklistSettings(eventId: $e, input: { requirement: SWISS }) { requirement } }', { e: eventId });
    for (const [i, player] of players.entries())
      await must(
        server,
        'mutation($t: String!) { submitDecklist(text: $t) { id } }',
        { t: `4 Lightning Bolt\n${56 + i} Mountain` },
        await playerToken(server, eventId, player.accessCode),
      );
    await finishRound(await pairAndPublish(eventId));
    await gql('mutation($e: ID!) { startTopCut(eventId: $e, size: 2) { id } }', { e: eventId });
    expect((await get(server, `${code}/decklists`)).status).toBe(404);

    await update(eventId, { publicDecklists: 'ALL_AFTER_EVENT' });
    expect((await get(server, code)).body.shows.decklists).toBe(false);
    expect((await get(server, `${code}/decklists`)).status).toBe(404);

    await update(eventId, { publicDecklists: 'TOP_CUT' });
    expect((await get(server, code)).body.shows.decklists).toBe(true);
    expect((await get(server, `${code}/decklists`)).body).toEqual({ decklists: [] });
    await gql('mutation($e: ID!) { publishDecklists(eventId: $e, top: 2) { publishedTop } }', { e: eventId });
    const lists = (await get(server, `${code}/decklists`)).body.decklists;
    // The two winners of round 1, tied on the Swiss standings' first place.
    expect(lists.map((list: { rank: number }) => list.rank)).toEqual([1, 1]);
    // Name and cards only (who won round 1 is drawn at random: player i has 56 + i Mountains).
    for (const list of lists) {
      expect(Object.keys(list).sort()).toEqual(['main', 'mainCount', 'name', 'rank', 'sideboard', 'sideboardCount']);
      expect(list.main).toEqual([
        { count: 4, name: 'Lightning Bolt' },
        { count: list.mainCount - 4, name: 'Mountain' },
      ]);
    }
  });

  /** A team event of teams T1 and T2, their players T1-A, T1-B … in those seats; its public code. */
  const twoTeamEvent = async (teamFormat: string, seats: string[]) => {
    const eventId = await createEvent(server, organizer, { name: 'Team Open', teamFormat });
    await update(eventId, { publicStandings: 'AFTER_EACH_ROUND' });
    for (const team of ['T1', 'T2']) {
      const members = await registerPlayers(
        server,
        organizer,
        eventId,
        seats.map((seat) => `${team}-${seat}`),
      );
      await gql('mutation($e: ID!, $n: String!, $m: [TeamMemberInput!]!) { createTeam(eventId: $e, name: $n, members: $m) { id } }', {
        e: eventId,
        n: team,
        m: members.map((member, i) => ({ playerId: member.id, seat: seats[i] })),
      });
    }
    const { shortCode: code } = await server.get(PrismaService).event.findUniqueOrThrow({ where: { id: eventId } });
    return { eventId, code };
  };

  it('shows a team event by team match (seat lines with their letters) and ranks its teams (MTR 8.2, appendix C)', async () => {
    const { eventId, code } = await twoTeamEvent('magic-trios', ['A', 'B', 'C']);
    const round = await pairAndPublish(eventId);

    const pairings = (await get(server, `${code}/pairings`)).body;
    expect(pairings.teamMatches).toHaveLength(1);
    const [teamMatch] = pairings.teamMatches;
    expect(teamMatch.table).toBe(1);
    expect(teamMatch.seats.map((seat: { teamSlot: string; table: number }) => [seat.teamSlot, seat.table])).toEqual([
      ['A', 1],
      ['B', 2],
      ['C', 3],
    ]);
    // Seat A plays seat A: each line names the team's member in that seat.
    const teamOf = (name: string) => name.split('-')[0];
    for (const seat of teamMatch.seats) {
      expect([teamOf(seat.player1.name), teamOf(seat.player2.name)]).toEqual([teamMatch.team1, teamMatch.team2]);
      expect([seat.player1.name, seat.player2.name].map((name: string) => name.split('-')[1])).toEqual([seat.teamSlot, seat.teamSlot]);
    }
    // The players' lines stay (the name search finds a member through them).
    expect(pairings.tables).toHaveLength(3);

    await finishRound(round);
    const standings = (await get(server, `${code}/standings`)).body;
    expect(
      standings.teamLines.map((line: { rank: number; team: { name: string }; wins: number }) => [line.rank, line.team.name, line.wins]),
    ).toEqual([
      [1, teamMatch.team1, 1],
      [2, teamMatch.team2, 0],
    ]);
  });

  it('names both partners of a Two-Headed Giant game, so seat B finds their table too (MTR 9.1)', async () => {
    const { eventId, code } = await twoTeamEvent('magic-two-headed-giant', ['A', 'B']);
    await pairAndPublish(eventId);

    const [teamMatch] = (await get(server, `${code}/pairings`)).body.teamMatches;
    expect(teamMatch.seats).toHaveLength(1);
    const [game] = teamMatch.seats;
    expect(game.teamSlot).toBe('SHARED');
    expect([game.player1.name, game.partner1.name, game.player2.name, game.partner2.name]).toEqual([
      `${teamMatch.team1}-A`,
      `${teamMatch.team1}-B`,
      `${teamMatch.team2}-A`,
      `${teamMatch.team2}-B`,
    ]);
    expect(game.partner1.points).toBe(game.player1.points);
  });

  it('shares one computation among concurrent requests', async () => {
    const { eventId, code } = await eventWithPlayers();
    await pairAndPublish(eventId);
    const pages = server.get(PublicPagesService);
    const compute = jest.spyOn(pages, 'compute');
    try {
      const bodies = await Promise.all(Array.from({ length: 20 }, () => get(server, `${code}/pairings`)));
      expect(new Set(bodies.map((body) => body.text)).size).toBe(1);
      expect(compute).toHaveBeenCalledTimes(1);
    } finally {
      compute.mockRestore();
    }
  });
});

describe('public pages on two API processes (one database, one Redis)', () => {
  const env = { REDIS_URL: 'redis://127.0.0.1:6379', REDIS_CHANNEL_PREFIX: `taikai-test-${process.pid}-${randomBytes(4).toString('hex')}` };
  let staffSide: TestServer;
  let publicSide: TestServer;
  let organizer: string;

  beforeAll(async () => {
    staffSide = await startTestServer(env);
    publicSide = await startTestServer(env, staffSide);
    organizer = await staffSide.loginAsOrganizer();
  });
  afterAll(async () => {
    await publicSide?.close();
    await staffSide?.close();
  });

  it("drops a process's cached part when another process changes the event", async () => {
    const gql = <T = any>(query: string, variables: Record<string, unknown>) => must<T>(staffSide, query, variables, organizer);
    const eventId = await createEvent(staffSide, organizer, { name: 'Two processes' });
    await registerPlayers(staffSide, organizer, eventId, ['Aoi', 'Emma', 'Ren', 'Mia']);
    const { shortCode } = await staffSide.get(PrismaService).event.findUniqueOrThrow({ where: { id: eventId } });
    const round = (
      await gql<{ pairNextRound: Round }>(`mutation($e: ID!) { pairNextRound(eventId: $e) { ${ROUND_FIELDS} } }`, { e: eventId })
    ).pairNextRound;
    await gql('mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id });
    const cached = await get(publicSide, `${shortCode}/pairings`);
    expect(cached.body.round).toBe(1);
    // Kept: the same bytes without a change.
    expect((await get(publicSide, `${shortCode}/pairings`)).headers.get('etag')).toBe(cached.headers.get('etag'));

    // Only the update through Redis can drop the other process's copy (it never expires by itself).
    await gql('mutation($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { id } }', {
      id: eventId,
      input: { publicPairings: false },
    });
    await waitFor(async () => (await get(publicSide, `${shortCode}/pairings`)).status === 404);
    await gql('mutation($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { id } }', {
      id: eventId,
      input: { publicPairings: true },
    });
    await waitFor(async () => (await get(publicSide, `${shortCode}/pairings`)).status === 200);
  });

  it("drops the other process's cached convention page when the convention changes (its group's update)", async () => {
    const organizationId = (await must<any>(staffSide, '{ organizations { id } }', {}, organizer)).organizations[0].id;
    const { createConvention } = await must<any>(
      staffSide,
      'mutation($o: ID!) { createConvention(organizationId: $o, input: { name: "Before", publicPage: true }) { id } }',
      { o: organizationId },
      organizer,
    );
    const read = async () => {
      const response = await fetch(`${publicSide.url}/public/conventions/${createConvention.id}`);
      return response.ok ? ((await response.json()) as { convention: { name: string } }).convention.name : response.status;
    };
    expect(await read()).toBe('Before');
    await must(
      staffSide,
      'mutation($id: ID!) { updateConvention(id: $id, input: { name: "After" }) { id } }',
      { id: createConvention.id },
      organizer,
    );
    await waitFor(async () => (await read()) === 'After');
  });
});
