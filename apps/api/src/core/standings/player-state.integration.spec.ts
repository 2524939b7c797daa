import { createEvent, must, playerToken, registerPlayers, ROUND_FIELDS } from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';

const MY_STATE =
  'query { myState { kind roundNumber table rank rankAfterRound place roundsBeforeFinal droppedAt droppedAfterRound reentryPossible } }';

describe('myState: where a player stands (real server, real database)', () => {
  let server: TestServer;
  let organizer: string;
  let eventId: string;
  const tokens = new Map<string, string>();

  const stateOf = async (playerId: string) => (await must<any>(server, MY_STATE, {}, tokens.get(playerId)!)).myState;

  async function pairAndPublish(mutation: string) {
    const round = (
      await must<any>(server, `mutation($e: ID!) { ${mutation}(eventId: $e) { ${ROUND_FIELDS} } }`, { e: eventId }, organizer)
    )[mutation];
    await must(server, 'mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id }, organizer);
    return round;
  }

  /** The better-placed player (player 1) wins every match. */
  async function playerOneWins(round: any) {
    for (const match of round.matches.filter((m: any) => m.player2 && m.status !== 'FINAL')) {
      await must(
        server,
        'mutation($m: ID!) { recordResult(matchId: $m, input: { player1Wins: 2, player2Wins: 0 }) { id } }',
        { m: match.id },
        organizer,
      );
    }
  }

  beforeAll(async () => {
    server = await startTestServer();
    organizer = await server.loginAsOrganizer();
    eventId = await createEvent(server, organizer, { topCut: 4, plannedRounds: 3 });
    const players = await registerPlayers(server, organizer, eventId, ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I']);
    for (const player of players) tokens.set(player.id, await playerToken(server, eventId, player.accessCode));
  });
  afterAll(() => server?.close());

  it('tells each player their table, bye, drop, missed cut, elimination, place and title', async () => {
    const ids = [...tokens.keys()];
    expect(await stateOf(ids[0])).toMatchObject({ kind: 'NOT_STARTED', roundNumber: null, rank: null });

    const round1 = await pairAndPublish('pairNextRound');
    const bye = round1.matches.find((m: any) => !m.player2).player1.id;
    const seated = round1.matches.find((m: any) => m.player2);
    expect(await stateOf(bye)).toMatchObject({ kind: 'BYE', roundNumber: 1, table: null });
    expect(await stateOf(seated.player2.id)).toMatchObject({ kind: 'PLAYING', roundNumber: 1, table: seated.table });
    await playerOneWins(round1);

    // The player who lost at the first table drops: they are told when, and that re-entry is possible.
    const dropped = seated.player2.id;
    await must(server, 'mutation($p: ID!) { dropPlayer(playerId: $p) { id } }', { p: dropped }, organizer);
    expect(await stateOf(dropped)).toMatchObject({ kind: 'DROPPED', droppedAfterRound: 1, reentryPossible: true, rank: null });
    expect((await stateOf(dropped)).droppedAt).toEqual(expect.any(String));

    await playerOneWins(await pairAndPublish('pairNextRound'));
    await playerOneWins(await pairAndPublish('pairNextRound'));
    await must(server, 'mutation($e: ID!) { publishStandings(eventId: $e) { id } }', { e: eventId }, organizer);
    const standings = (
      await must<any>(server, 'query($e: ID!) { standings(eventId: $e) { rank player { id } dropped } }', { e: eventId }, organizer)
    ).standings;

    const semis = await pairAndPublish('startTopCut');
    const fifth = standings.filter((row: any) => !row.dropped)[4];
    expect(await stateOf(fifth.player.id)).toMatchObject({ kind: 'NOT_IN_CUT', rank: fifth.rank });
    expect(await stateOf(dropped)).toMatchObject({ kind: 'DROPPED', reentryPossible: false });
    expect(await stateOf(semis.matches[0].player1.id)).toMatchObject({ kind: 'PLAYING', table: 1, roundNumber: 4 });

    // A semi-final's loser is out as soon as their own result is final, before the other semi-final ends.
    await playerOneWins({ matches: [semis.matches[0]] });
    expect(await stateOf(semis.matches[0].player2.id)).toMatchObject({ kind: 'ELIMINATED', place: null, roundsBeforeFinal: 1 });
    expect(await stateOf(semis.matches[0].player1.id)).toMatchObject({ kind: 'PLAYING', roundNumber: 4 });
    await playerOneWins({ matches: semis.matches.slice(1) });
    // Semi-final losers (seeds 4 and 3, of 1v4 and 2v3): 3rd and 4th, the better Swiss seed higher.
    const [seed4, seed3] = semis.matches.map((m: any) => m.player2.id);
    expect(await stateOf(seed3)).toMatchObject({ kind: 'ELIMINATED', place: 3, roundsBeforeFinal: 1 });
    expect(await stateOf(seed4)).toMatchObject({ kind: 'ELIMINATED', place: 4, roundsBeforeFinal: 1 });

    const final = await pairAndPublish('pairNextRound');
    expect(await stateOf(final.matches[0].player2.id)).toMatchObject({ kind: 'PLAYING', roundNumber: 5 });
    await playerOneWins(final);
    expect(await stateOf(final.matches[0].player1.id)).toMatchObject({ kind: 'CHAMPION', place: 1 });
    expect(await stateOf(final.matches[0].player2.id)).toMatchObject({ kind: 'ELIMINATED', place: 2, roundsBeforeFinal: 0 });
  });

  it('counts a round in the standings only once all its results are final: the next round’s bye waits', async () => {
    const otherEvent = await createEvent(server, organizer, { plannedRounds: 3 });
    const players = await registerPlayers(server, organizer, otherEvent, ['V', 'W', 'X', 'Y', 'Z']);
    const pair = async () => {
      const round = (
        await must<any>(server, `mutation($e: ID!) { pairNextRound(eventId: $e) { ${ROUND_FIELDS} } }`, { e: otherEvent }, organizer)
      ).pairNextRound;
      await must(server, 'mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id }, organizer);
      return round;
    };
    const view = async () =>
      await must<any>(
        server,
        'query($e: ID!) { event(id: $e) { standingsRound } standings(eventId: $e) { rank matchPoints byes player { id } } }',
        { e: otherEvent },
        organizer,
      );
    await must(server, 'mutation($e: ID!) { publishStandings(eventId: $e) { id } }', { e: otherEvent }, organizer);

    await playerOneWins(await pair());
    const after1 = await view();
    expect(after1.event.standingsRound).toBe(1);
    const round2 = await pair();
    const bye = round2.matches.find((m: any) => !m.player2).player1.id;
    const now = await view();
    expect(now.event.standingsRound).toBe(1);
    expect(now.standings).toEqual(after1.standings);
    expect(now.standings.find((row: any) => row.player.id === bye).byes).toBe(0);

    const token = await playerToken(server, otherEvent, players.find((player) => player.id === bye)!.accessCode);
    const mine = (await must<any>(server, MY_STATE, {}, token)).myState;
    expect(mine).toMatchObject({ rank: now.standings.find((row: any) => row.player.id === bye).rank, rankAfterRound: 1 });

    await playerOneWins(round2);
    const after2 = await view();
    expect(after2.event.standingsRound).toBe(2);
    expect(after2.standings.find((row: any) => row.player.id === bye).byes).toBe(1);
  });

  it('lets a player drop themselves, once, audited', async () => {
    const otherEvent = await createEvent(server, organizer);
    const [player] = await registerPlayers(server, organizer, otherEvent, ['Solo']);
    const token = await playerToken(server, otherEvent, player.accessCode);
    await must(server, 'mutation { dropMyself { id } }', {}, token);
    expect((await must<any>(server, MY_STATE, {}, token)).myState).toMatchObject({ kind: 'DROPPED', reentryPossible: true });
    const again = await server.gql('mutation { dropMyself { id } }', {}, { token });
    expect(again.errors?.[0]?.extensions?.code).toBe('PLAYER_ALREADY_DROPPED');
    const audit = await must<any>(
      server,
      'query($e: ID!, $p: ID!) { auditLog(eventId: $e, entityId: $p) { action actorKind } }',
      { e: otherEvent, p: player.id },
      organizer,
    );
    expect(audit.auditLog.filter((entry: any) => entry.action === 'player.drop')).toEqual([{ action: 'player.drop', actorKind: 'player' }]);
  });

  it('is for players only', async () => {
    const result = await server.gql(MY_STATE, {}, { token: organizer });
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
