import { PlayedMatch, referenceRanks, referenceStandings } from '../support/reference-standings';
import { freePort, graphql, Product, spawnProduct, waitForGraphQL } from '@taikai/testkit';

/**
 * Issue 4's acceptance run: a 64-player, 6-round event through GraphQL only, with random results
 * (players reporting, confirming, disagreeing; staff recording), drops, a late entry, a re-entry
 * and an awarded bye, then a top 8 to the final. Checked against rules written in this test.
 */
const ADMIN = { email: 'to@example.com', password: 'tournament organizer' };
const SCORES: [number, number, number][] = [
  [2, 0, 0],
  [2, 1, 0],
  [1, 2, 0],
  [0, 2, 0],
  [1, 1, 1],
  [0, 0, 3],
  [1, 0, 0],
  [1, 1, 0],
  [0, 1, 0],
];

function mulberry32(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface ApiMatch {
  id: string;
  table: number;
  player1: { id: string };
  player2: { id: string } | null;
}

describe('a whole 64-player event through GraphQL (real PostgreSQL)', () => {
  let server: Product;
  let staff: string;

  const call = async <T = any>(query: string, variables: object = {}, token = staff): Promise<T> => {
    const result = await graphql<T>(server.url, query, variables, token).catch((error) => {
      throw new Error(`${query.slice(0, 60)}: ${error.message}\nserver output:\n${server.output().slice(-3000)}`);
    });
    if (!result.data || result.errors) throw new Error(`${query.slice(0, 60)}: ${JSON.stringify(result.errors)}`);
    return result.data;
  };

  beforeAll(async () => {
    server = spawnProduct({
      PORT: String(await freePort()),
      TAIKAI_ADMIN_EMAIL: ADMIN.email,
      TAIKAI_ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
    });
    await waitForGraphQL(server);
    staff = (
      await call(
        'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
        { e: ADMIN.email, p: ADMIN.password },
        '',
      )
    ).login.token;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('runs registration to the final with correct pairings, standings, top 8 and audit log', async () => {
    const random = mulberry32(20261121);
    const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)];
    const eventId = (await call('mutation { createEvent(input: { name: "Taikai 64", plannedRounds: 6, topCut: 8 }) { id } }')).createEvent
      .id;

    const csv = [
      'name,externalId,byes',
      ...Array.from({ length: 64 }, (_, i) => `Player ${String(i + 1).padStart(2, '0')},WER-${1000 + i},${i === 0 ? 1 : 0}`),
    ].join('\n');
    const imported = (
      await call(
        'mutation($e: ID!, $csv: String!) { importPlayers(eventId: $e, csv: $csv) { created { id accessCode } errors { line } } }',
        { e: eventId, csv },
      )
    ).importPlayers;
    expect(imported.errors).toEqual([]);
    expect(imported.created).toHaveLength(64);
    const awardedBye = imported.created[0].id;

    const tokens = new Map<string, string>();
    const tokenOf = async (playerId: string) => {
      if (!tokens.has(playerId)) {
        const code = (await call<any>('query($e: ID!) { players(eventId: $e) { id accessCode } }', { e: eventId })).players.find(
          (p: any) => p.id === playerId,
        ).accessCode;
        tokens.set(
          playerId,
          (await call('mutation($e: ID!, $c: String!) { playerLogin(eventId: $e, accessCode: $c) { token } }', { e: eventId, c: code }, ''))
            .playerLogin.token,
        );
      }
      return tokens.get(playerId)!;
    };

    const recorded: PlayedMatch[] = [];
    const met = new Set<string>();
    const byes = new Map<string, number>();
    const dropped = new Set<string>();
    const joinedAt = new Map<string, number>(imported.created.map((p: any) => [p.id, 1]));
    // The server pairs at random, so whoever drops with a report in round 2 is kept apart from these.
    const droppedByStaff = [imported.created[10].id, imported.created[11].id];
    let reportsStored = 0;
    let staffResults = 0;

    for (let round = 1; round <= 6; round++) {
      if (round === 3) {
        const late = (
          await call(
            'mutation($e: ID!) { registerPlayer(eventId: $e, input: { name: "遅刻 太郎", externalId: "WER-9999" }) { id joinedAtRound } }',
            { e: eventId },
          )
        ).registerPlayer;
        expect(late.joinedAtRound).toBe(3);
        joinedAt.set(late.id, 3);
        recorded.push({ round: 1, player1: late.id, player2: null, player1Wins: 0, player2Wins: 0, draws: 0, missed: true });
        recorded.push({ round: 2, player1: late.id, player2: null, player1Wins: 0, player2Wins: 0, draws: 0, missed: true });
        for (const id of droppedByStaff) {
          await call('mutation($p: ID!) { dropPlayer(playerId: $p, reason: "tired") { id } }', { p: id });
          dropped.add(id);
        }
      }
      if (round === 5) {
        await call('mutation($p: ID!) { reenterPlayer(playerId: $p) { id } }', { p: droppedByStaff[0] });
        dropped.delete(droppedByStaff[0]);
      }
      const paired = (
        await call('mutation($e: ID!) { pairNextRound(eventId: $e) { id number matches { id table player1 { id } player2 { id } } } }', {
          e: eventId,
        })
      ).pairNextRound;
      expect(paired.number).toBe(round);
      const matches: ApiMatch[] = paired.matches;

      // Every active player exactly once; nobody else; no rematch; byes only where due.
      const active = [...joinedAt.keys()].filter((id) => !dropped.has(id) && joinedAt.get(id)! <= round).sort();
      const seated = matches.flatMap((m) => [m.player1.id, ...(m.player2 ? [m.player2.id] : [])]).sort();
      expect(seated).toEqual(active);
      for (const m of matches) {
        if (!m.player2) {
          byes.set(m.player1.id, (byes.get(m.player1.id) ?? 0) + 1);
          continue;
        }
        const key = [m.player1.id, m.player2.id].sort().join('|');
        expect(met.has(key)).toBe(false);
        met.add(key);
      }
      const roundByes = matches.filter((m) => !m.player2).map((m) => m.player1.id);
      if (round === 1) expect(roundByes).toContain(awardedBye);
      expect(roundByes.filter((id) => !(round === 1 && id === awardedBye))).toHaveLength((active.length - (round === 1 ? 1 : 0)) % 2);
      for (const id of roundByes) recorded.push({ round, player1: id, player2: null, player1Wins: 2, player2Wins: 0, draws: 0 });

      await call('mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: paired.id });
      const REPORT = 'mutation($m: ID!, $i: ReportInput!) { reportResult(matchId: $m, input: $i) { status } }';
      for (const m of matches.filter((x) => x.player2)) {
        const [p1, p2, d] = pick(SCORES);
        const score = { player1Wins: p1, player2Wins: p2, draws: d };
        const mode = pick(['staff', 'both', 'confirm', 'dispute']);
        const dropHere = round === 2 && dropped.size === 0 && mode === 'both' && !droppedByStaff.includes(m.player1.id);
        if (mode === 'staff') {
          await call('mutation($m: ID!, $i: ResultInput!) { recordResult(matchId: $m, input: $i) { status } }', { m: m.id, i: score });
          staffResults++;
        } else if (mode === 'both') {
          await call(REPORT, { m: m.id, i: { ...score, drop: dropHere, requestKey: `${m.id}-a` } }, await tokenOf(m.player1.id));
          // A retry of the same report is stored once.
          await call(REPORT, { m: m.id, i: { ...score, drop: dropHere, requestKey: `${m.id}-a` } }, await tokenOf(m.player1.id));
          const settled = await call(REPORT, { m: m.id, i: score }, await tokenOf(m.player2!.id));
          expect(settled.reportResult.status).toBe('FINAL');
          reportsStored += 2;
          if (dropHere) dropped.add(m.player1.id);
        } else if (mode === 'confirm') {
          const reported = await call(
            'mutation($m: ID!, $i: ReportInput!) { reportResult(matchId: $m, input: $i) { reports { id } } }',
            { m: m.id, i: score },
            await tokenOf(m.player2!.id),
          );
          const theirs = reported.reportResult.reports[0].id;
          const confirmed = await call(
            'mutation($m: ID!, $r: ID!) { confirmResult(matchId: $m, reportId: $r) { status } }',
            { m: m.id, r: theirs },
            await tokenOf(m.player1.id),
          );
          expect(confirmed.confirmResult.status).toBe('FINAL');
          reportsStored += 2;
        } else {
          await call(REPORT, { m: m.id, i: { player1Wins: 2, player2Wins: 0, draws: 0 } }, await tokenOf(m.player1.id));
          const disputed = await call(REPORT, { m: m.id, i: { player1Wins: 0, player2Wins: 2, draws: 0 } }, await tokenOf(m.player2!.id));
          expect(disputed.reportResult.status).toBe('DISPUTED');
          await call('mutation($m: ID!, $i: ResultInput!) { recordResult(matchId: $m, input: $i) { status } }', { m: m.id, i: score });
          reportsStored += 2;
          staffResults++;
        }
        recorded.push({ round, player1: m.player1.id, player2: m.player2!.id, ...score });
      }
    }
    expect(dropped.size).toBe(2); // one dropped with a report in round 2 and one by staff; one re-entered
    for (const count of byes.values()) expect(count).toBe(1);

    // Standings: the API against the independent calculation, exactly.
    const players = [...joinedAt.keys()];
    const reference = referenceStandings(players, recorded, new Set());
    const ranks = referenceRanks(reference);
    const standings = (
      await call('query($e: ID!) { standings(eventId: $e) { rank player { id } matchPoints omwExact gwExact ogwExact } }', { e: eventId })
    ).standings;
    expect(standings).toHaveLength(reference.length);
    for (const row of standings) {
      const expected = reference.find((r) => r.playerId === row.player.id)!;
      expect({ id: row.player.id, rank: row.rank, points: row.matchPoints, omw: row.omwExact, gw: row.gwExact, ogw: row.ogwExact }).toEqual(
        {
          id: expected.playerId,
          rank: ranks.get(expected.playerId),
          points: expected.matchPoints,
          omw: expected.omw.toString(),
          gw: expected.gw.toString(),
          ogw: expected.ogw.toString(),
        },
      );
    }

    // Top 8 from the final standings: 1v8, 4v5, 2v7, 3v6, then winners advance to the final.
    const seeds = standings
      .filter((row: any) => !dropped.has(row.player.id))
      .slice(0, 8)
      .map((row: any) => row.player.id);
    const quarter = (
      await call('mutation($e: ID!) { startTopCut(eventId: $e) { id matches { id player1 { id } player2 { id } } } }', { e: eventId })
    ).startTopCut;
    const pairsOf = (ms: ApiMatch[]) => ms.map((m) => [m.player1.id, m.player2!.id]);
    expect(pairsOf(quarter.matches)).toEqual([
      [seeds[0], seeds[7]],
      [seeds[3], seeds[4]],
      [seeds[1], seeds[6]],
      [seeds[2], seeds[5]],
    ]);
    const draw = await graphql(
      server.url,
      'mutation($m: ID!) { recordResult(matchId: $m, input: { player1Wins: 1, player2Wins: 1, draws: 1 }) { id } }',
      { m: quarter.matches[0].id },
      staff,
    );
    expect(draw.errors?.[0].extensions.code).toBe('RESULT_PLAYOFF_DRAW');

    let current: ApiMatch[] = quarter.matches;
    for (const expectedSize of [2, 1]) {
      const winners: string[] = [];
      for (const m of current) {
        const player1Wins = random() < 0.5;
        await call('mutation($m: ID!, $i: ResultInput!) { recordResult(matchId: $m, input: $i) { status } }', {
          m: m.id,
          i: player1Wins ? { player1Wins: 2, player2Wins: 1 } : { player1Wins: 0, player2Wins: 2 },
        });
        staffResults++;
        winners.push(player1Wins ? m.player1.id : m.player2!.id);
      }
      const next = (
        await call('mutation($e: ID!) { pairNextRound(eventId: $e) { matches { id player1 { id } player2 { id } } } }', { e: eventId })
      ).pairNextRound;
      expect(next.matches).toHaveLength(expectedSize);
      // Winners of neighbouring matches meet; the higher seed is player 1 (MTR 2.2).
      const bySeed = (ids: string[]) => [...ids].sort((a, b) => seeds.indexOf(a) - seeds.indexOf(b));
      expect(pairsOf(next.matches)).toEqual(Array.from({ length: expectedSize }, (_, i) => bySeed([winners[2 * i], winners[2 * i + 1]])));
      current = next.matches;
    }
    await call('mutation($m: ID!) { recordResult(matchId: $m, input: { player1Wins: 2, player2Wins: 0 }) { status } }', {
      m: current[0].id,
    });
    staffResults++;
    await call('mutation($e: ID!) { pairNextRound(eventId: $e) { number } }', { e: eventId });
    expect((await call('query($e: ID!) { event(id: $e) { status } }', { e: eventId })).event.status).toBe('FINISHED');

    // Every change is in the audit log.
    const entries: { action: string }[] = [];
    let beforeId: string | undefined;
    for (;;) {
      const page = (
        await call('query($e: ID!, $b: ID) { auditLog(eventId: $e, limit: 1000, beforeId: $b) { id action } }', { e: eventId, b: beforeId })
      ).auditLog;
      entries.push(...page);
      if (page.length < 1000) break;
      beforeId = page.at(-1).id;
    }
    const count = (action: string) => entries.filter((e) => e.action === action).length;
    expect(count('player.import')).toBe(64);
    expect(count('player.register')).toBe(1);
    expect(count('player.drop')).toBe(3);
    expect(count('player.reenter')).toBe(1);
    expect(count('round.pair')).toBe(6 + 2);
    expect(count('topcut.start')).toBe(1);
    expect(count('round.publish')).toBe(6);
    expect(count('result.report')).toBe(reportsStored);
    expect(count('result.record') + count('result.correct')).toBe(staffResults);
    expect(count('event.finish')).toBe(1);
  });
});
