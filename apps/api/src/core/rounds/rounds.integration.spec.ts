import { createEvent, must, playerToken, registerPlayers, RegisteredPlayer, ROUND_FIELDS } from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';

const PAIR = `mutation($e: ID!) { pairNextRound(eventId: $e) { ${ROUND_FIELDS} seed explanations { code message } } }`;
const RECORD = 'mutation($m: ID!, $a: Int!, $b: Int!) { recordResult(matchId: $m, input: { player1Wins: $a, player2Wins: $b }) { id } }';

describe('rounds, phases and registration edge cases (real server, real database)', () => {
  let server: TestServer;
  let staff: string;

  beforeAll(async () => {
    server = await startTestServer();
    staff = await server.loginAsOrganizer();
  });
  afterAll(() => server.close());

  async function finishRound(matches: { id: string; player2: unknown }[]) {
    for (const [i, m] of matches.entries())
      if (m.player2) await must(server, RECORD, { m: m.id, a: i % 2 ? 0 : 2, b: i % 2 ? 2 : 1 }, staff);
  }

  it('imports a CSV all or nothing, with translated errors per line', async () => {
    const eventId = await createEvent(server, staff);
    const bad = 'name,externalId,email,byes\n佐藤 葵,A1,aoi@example.com,0\n,A2,,0\nKim,A1,not-an-email,0\nRossi,A4,,7\n';
    const refused = await server.gql<any>(
      'mutation($e: ID!, $csv: String!) { importPlayers(eventId: $e, csv: $csv) { created { id } errors { line code message } } }',
      { e: eventId, csv: bad },
      { token: staff, language: 'ja' },
    );
    expect(refused.data.importPlayers.created).toEqual([]);
    expect(refused.data.importPlayers.errors.map((e: any) => [e.line, e.code])).toEqual([
      [3, 'INVALID_INPUT'],
      [4, 'INVALID_INPUT'],
      [4, 'PLAYER_ID_REPEATED'],
      [5, 'INVALID_INPUT'],
    ]);
    expect(refused.data.importPlayers.errors[0].message).toBe('名前が正しくありません: 必須です。');
    const roster = await must<any>(server, 'query($e: ID!) { players(eventId: $e) { id } }', { e: eventId }, staff);
    expect(roster.players).toEqual([]);
    const good = await must<any>(
      server,
      'mutation($e: ID!, $csv: String!) { importPlayers(eventId: $e, csv: $csv) { created { name externalId awardedByes } errors { line } } }',
      { e: eventId, csv: '"Name","Player ID","Byes"\r\n"Tanaka, Aoi",W1,1\r\n😀 Emoji,W2,\r\n' },
      staff,
    );
    expect(good.importPlayers.created).toEqual([
      { name: 'Tanaka, Aoi', externalId: 'W1', awardedByes: 1 },
      { name: '😀 Emoji', externalId: 'W2', awardedByes: 0 },
    ]);
  });

  it('explains a pair-down with the groups and the reason, for the dashboard to translate', async () => {
    const eventId = await createEvent(server, staff);
    await registerPlayers(server, staff, eventId, ['A', 'B', 'C', 'D', 'E', 'F']);
    await finishRound((await must<any>(server, PAIR, { e: eventId }, staff)).pairNextRound.matches);
    // Three winners (3 points) and three losers: one of the winners is paired down to 0.
    const notes = `mutation($e: ID!) { pairNextRound(eventId: $e) { explanations { code playerIds fromPoints toPoints reason passedOver } } }`;
    const explanations = (await must<any>(server, notes, { e: eventId }, staff)).pairNextRound.explanations;
    const pairDowns = explanations.filter((note: any) => note.code === 'PAIRED_DOWN');
    expect(pairDowns).toEqual([
      {
        code: 'PAIRED_DOWN',
        playerIds: [expect.any(String), expect.any(String)],
        fromPoints: 3,
        toPoints: 0,
        reason: 'ODD_GROUP',
        passedOver: [],
      },
    ]);
    // The API words the engine's code and parameters in the reader's language, every detail included.
    const worded = `query($e: ID!) { event(id: $e) { rounds { number explanations { code message } } } }`;
    const roundTwo = async (language: string) =>
      (await server.gql<any>(worded, { e: eventId }, { token: staff, language })).data.event.rounds
        .find((round: any) => round.number === 2)
        .explanations.find((note: any) => note.code === 'PAIRED_DOWN').message;
    expect(await roundTwo('en')).toMatch(
      /^[A-F] is paired down from 3 to 0 points, against [A-F]: the 3-point group had an odd number of players\.$/,
    );
    expect(await roundTwo('ja')).toMatch(
      /^[A-F]は3点から0点のグループに下がり、[A-F]と対戦します。3点のグループの人数が奇数だったためです。$/,
    );
  });

  it('re-pairs the latest round with a new seed until a result is in', async () => {
    const eventId = await createEvent(server, staff);
    await registerPlayers(server, staff, eventId, ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J']);
    const first = (await must<any>(server, PAIR, { e: eventId }, staff)).pairNextRound;
    expect(first.explanations.map((e: any) => e.code)).toContain('RANDOM_ROUND');
    const again = (
      await must<any>(server, `mutation($r: ID!) { repairRound(roundId: $r) { ${ROUND_FIELDS} seed } }`, { r: first.id }, staff)
    ).repairRound;
    expect(again.seed).not.toBe(first.seed);
    expect(again.matches).toHaveLength(5);
    await must(server, RECORD, { m: again.matches[0].id, a: 2, b: 0 }, staff);
    const refused = await server.gql(`mutation($r: ID!) { repairRound(roundId: $r) { id } }`, { r: first.id }, { token: staff });
    expect(refused.errors?.[0].extensions?.code).toBe('RESULTS_ALREADY_IN');
  });

  it('accepts manual pairings with warnings, refuses impossible ones, and audits both edits', async () => {
    const eventId = await createEvent(server, staff);
    const [a, b, c, d] = await registerPlayers(server, staff, eventId, ['A', 'B', 'C', 'D']);
    const CREATE = `mutation($e: ID!, $p: [PairingInput!]!) { createRound(eventId: $e, pairings: $p) { ${ROUND_FIELDS} warnings { code message playerIds } } }`;
    const r1 = (
      await must<any>(
        server,
        CREATE,
        {
          e: eventId,
          p: [
            { player1Id: a.id, player2Id: b.id },
            { player1Id: c.id, player2Id: d.id },
          ],
        },
        staff,
      )
    ).createRound;
    expect(r1.warnings).toEqual([]);
    await finishRound(r1.matches);
    const duplicate = await server.gql(
      CREATE,
      {
        e: eventId,
        p: [
          { player1Id: a.id, player2Id: b.id },
          { player1Id: a.id, player2Id: d.id },
        ],
      },
      { token: staff },
    );
    expect(duplicate.errors?.[0].extensions?.code).toBe('PAIRINGS_INVALID');
    expect(duplicate.errors?.[0].message).toMatch(/A is paired twice/);
    const inJapanese = await server.gql(
      CREATE,
      {
        e: eventId,
        p: [
          { player1Id: a.id, player2Id: b.id },
          { player1Id: a.id, player2Id: d.id },
        ],
      },
      { token: staff, language: 'ja' },
    );
    expect(inJapanese.errors?.[0].message).toMatch(/Aが2回組み合わされています/);
    const rematch = (
      await must<any>(
        server,
        CREATE,
        {
          e: eventId,
          p: [
            { player1Id: a.id, player2Id: b.id, table: 3 },
            { player1Id: c.id, player2Id: d.id, table: 1 },
          ],
        },
        staff,
      )
    ).createRound;
    expect(rematch.warnings.map((w: any) => w.code)).toEqual(['REMATCH', 'REMATCH']);
    expect(rematch.matches.map((m: any) => m.table)).toEqual([1, 3]);
    const edited = (
      await must<any>(
        server,
        `mutation($r: ID!, $p: [PairingInput!]!) { editPairings(roundId: $r, pairings: $p) { warnings { code } } }`,
        {
          r: rematch.id,
          p: [
            { player1Id: a.id, player2Id: c.id },
            { player1Id: b.id, player2Id: d.id },
          ],
        },
        staff,
      )
    ).editPairings;
    expect(edited.warnings).toEqual([]);
    const audit = await must<any>(
      server,
      'query($e: ID!, $r: ID!) { auditLog(eventId: $e, entityId: $r) { action before after } }',
      { e: eventId, r: rematch.id },
      staff,
    );
    expect(audit.auditLog.map((x: any) => x.action)).toEqual(['round.edit', 'round.create']);
    expect(audit.auditLog[0].before.pairings).toHaveLength(2);
  });

  it('runs the round clock: start, pause, resume', async () => {
    const eventId = await createEvent(server, staff, { roundMinutes: 50 });
    await registerPlayers(server, staff, eventId, ['A', 'B']);
    const round = (await must<any>(server, PAIR, { e: eventId }, staff)).pairNextRound;
    const started = (
      await must<any>(server, 'mutation($r: ID!) { startRoundClock(roundId: $r) { startedAt endsAt } }', { r: round.id }, staff)
    ).startRoundClock;
    expect(Date.parse(started.endsAt) - Date.parse(started.startedAt)).toBe(50 * 60000);
    const paused = (
      await must<any>(server, 'mutation($r: ID!) { pauseRoundClock(roundId: $r) { pausedAt endsAt } }', { r: round.id }, staff)
    ).pauseRoundClock;
    expect(paused.pausedAt).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const resumed = (
      await must<any>(server, 'mutation($r: ID!) { resumeRoundClock(roundId: $r) { pausedAt endsAt } }', { r: round.id }, staff)
    ).resumeRoundClock;
    expect(resumed.pausedAt).toBeNull();
    expect(Date.parse(resumed.endsAt)).toBeGreaterThanOrEqual(Date.parse(started.endsAt) + 50);
  });

  it('runs a day 2 with the players who made the cut; the others keep day-1 tiebreakers and rank below', async () => {
    const eventId = await createEvent(server, staff, { plannedRounds: 2 });
    const players: RegisteredPlayer[] = await registerPlayers(server, staff, eventId, ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']);
    for (let round = 0; round < 2; round++) await finishRound((await must<any>(server, PAIR, { e: eventId }, staff)).pairNextRound.matches);
    expect((await server.gql(PAIR, { e: eventId }, { token: staff })).errors?.[0].extensions?.code).toBe('SWISS_COMPLETE');
    const day1 = (
      await must<any>(
        server,
        'query($e: ID!) { standings(eventId: $e) { rank player { id } omwExact matchPoints } }',
        { e: eventId },
        staff,
      )
    ).standings;
    const advanced = day1.slice(0, 4).map((row: any) => row.player.id);
    await must(
      server,
      'mutation($e: ID!, $i: PhaseInput!) { startPhase(eventId: $e, input: $i) { id } }',
      { e: eventId, i: { name: 'Day 2', playerIds: advanced, rounds: 1 } },
      staff,
    );
    const day2 = (await must<any>(server, PAIR, { e: eventId }, staff)).pairNextRound;
    expect(day2.matches.flatMap((m: any) => [m.player1.id, m.player2.id]).sort()).toEqual([...advanced].sort());
    // Day-2 results change the advanced players' records, but not the frozen lines of the others.
    await finishRound(day2.matches);
    const final = (
      await must<any>(
        server,
        'query($e: ID!) { standings(eventId: $e) { rank player { id } omwExact eliminatedAfterPhase } }',
        { e: eventId },
        staff,
      )
    ).standings;
    expect(
      final
        .slice(0, 4)
        .map((row: any) => row.player.id)
        .sort(),
    ).toEqual([...advanced].sort());
    for (const row of final.slice(4)) {
      expect(row.eliminatedAfterPhase).toBe(1);
      expect(row.omwExact).toBe(day1.find((d: any) => d.player.id === row.player.id).omwExact);
    }
    const cut = players.find((p) => !advanced.includes(p.id))!;
    await must(server, 'mutation($p: ID!) { dropPlayer(playerId: $p) { id } }', { p: cut.id }, staff);
    expect(
      (await server.gql('mutation($p: ID!) { reenterPlayer(playerId: $p) { id } }', { p: cut.id }, { token: staff })).errors?.[0].extensions
        ?.code,
    ).toBe('PLAYER_CUT');
    const token = await playerToken(server, eventId, cut.accessCode);
    expect(
      (await server.gql('query($e: ID!) { standings(eventId: $e) { rank } }', { e: eventId }, { token })).errors?.[0].extensions?.code,
    ).toBe('STANDINGS_NOT_PUBLISHED');
    await must(server, 'mutation($e: ID!) { publishStandings(eventId: $e) { standingsPublished } }', { e: eventId }, staff);
    expect(
      (await server.gql<any>('query($e: ID!) { standings(eventId: $e) { rank } }', { e: eventId }, { token })).data?.standings,
    ).toHaveLength(8);
  });
});
