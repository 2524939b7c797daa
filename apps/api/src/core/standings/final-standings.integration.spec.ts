import { createEvent, must, playerToken, registerPlayers, ROUND_FIELDS } from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';

const STANDINGS =
  'query($e: ID!, $a: Int) { standings(eventId: $e, afterRound: $a) { rank player { name } playoff playoffRoundsBeforeFinal } }';

describe('standings after a top cut (real server, real database)', () => {
  let server: TestServer;
  let organizer: string;
  let eventId: string;
  let players: { name: string; accessCode: string }[];

  const standings = async (afterRound?: number) =>
    (await must<any>(server, STANDINGS, { e: eventId, a: afterRound ?? null }, organizer)).standings as any[];
  const view = (rows: any[]) =>
    rows.map((row) => `${row.rank}:${row.player.name}:${row.playoff ?? '-'}${row.playoffRoundsBeforeFinal ?? ''}`);

  async function pairAndPublish(mutation: string) {
    const round = (
      await must<any>(server, `mutation($e: ID!) { ${mutation}(eventId: $e) { ${ROUND_FIELDS} } }`, { e: eventId }, organizer)
    )[mutation];
    await must(server, 'mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id }, organizer);
    return round;
  }

  /** Player 1 wins every match, except that `champion` wins every match it plays. */
  async function play(round: any, champion?: string) {
    for (const match of round.matches.filter((m: any) => m.player2)) {
      const p2Wins = champion !== undefined && match.player2.name === champion;
      await must(
        server,
        'mutation($m: ID!, $i: ResultInput!) { recordResult(matchId: $m, input: $i) { id } }',
        { m: match.id, i: p2Wins ? { player1Wins: 0, player2Wins: 2 } : { player1Wins: 2, player2Wins: 0 } },
        organizer,
      );
    }
  }

  beforeAll(async () => {
    server = await startTestServer();
    organizer = await server.loginAsOrganizer();
    eventId = await createEvent(server, organizer, { topCut: 8, plannedRounds: 3 });
    players = await registerPlayers(server, organizer, eventId, ['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7', 'P8']);
  });
  afterAll(() => server?.close());

  it('8 players, top 8, the Swiss 4th the champion: first, the finalist second, then each round’s losers by Swiss order', async () => {
    for (let i = 0; i < 3; i++) await play(await pairAndPublish('pairNextRound'));
    const swiss = await standings();
    const swissOrder = swiss.map((row) => row.player.name);
    expect(swiss.every((row) => row.playoff === null)).toBe(true);
    // The champion is the Swiss 4th, whoever the random round 1 made that: not first in Swiss order.
    const champion = swissOrder[3];

    const quarters = await pairAndPublish('startTopCut');
    await play(quarters, champion);
    const semis = await pairAndPublish('pairNextRound');
    // Mid-playoff: the four still in above the four knocked out, each group in Swiss order.
    const mid = await standings();
    expect(mid.slice(0, 4).map((row) => row.playoff)).toEqual(['IN_PLAYOFF', 'IN_PLAYOFF', 'IN_PLAYOFF', 'IN_PLAYOFF']);
    expect(mid.slice(4).map((row) => `${row.playoff}${row.playoffRoundsBeforeFinal}`)).toEqual(Array(4).fill('ELIMINATED2'));
    const quarterLosers = quarters.matches.map((m: any) => (m.player2.name === champion ? m.player1.name : m.player2.name));
    expect(mid.slice(4).map((row) => row.player.name)).toEqual(swissOrder.filter((name) => quarterLosers.includes(name)));

    await play(semis, champion);
    const final = await pairAndPublish('pairNextRound');
    await play(final, champion);
    const finalist = final.matches[0].player1.name === champion ? final.matches[0].player2.name : final.matches[0].player1.name;
    const semiLosers = semis.matches.map((m: any) =>
      [m.player1.name, m.player2.name].includes(champion)
        ? m.player1.name === champion
          ? m.player2.name
          : m.player1.name
        : m.player2.name,
    );

    const rows = await standings();
    expect(view(rows)).toEqual([
      `1:${champion}:CHAMPION`,
      `2:${finalist}:ELIMINATED0`,
      ...swissOrder.filter((name) => semiLosers.includes(name)).map((name, i) => `${3 + i}:${name}:ELIMINATED1`),
      ...swissOrder.filter((name) => quarterLosers.includes(name)).map((name, i) => `${5 + i}:${name}:ELIMINATED2`),
    ]);
    // A snapshot after the last Swiss round stays in Swiss order.
    expect((await standings(3)).map((row) => row.player.name)).toEqual(swissOrder);
    // The phone agrees: the champion is ranked first.
    const championToken = await playerToken(server, eventId, players.find((player) => player.name === champion)!.accessCode);
    const me = (await must<any>(server, 'query { myState { kind rank place } }', {}, championToken)).myState;
    expect(me).toEqual({ kind: 'CHAMPION', rank: 1, place: 1 });
  });
});
