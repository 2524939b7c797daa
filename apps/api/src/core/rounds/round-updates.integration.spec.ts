import { UnitOfWork } from '../../platform/database/unit-of-work';
import { subscribeOverSse, SseSubscription } from '../../../testing/live/sse-client';
import { createEvent, must, playerToken, registerPlayers, RegisteredPlayer, ROUND_FIELDS } from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';
import { MatchesRepository } from '../tournament/matches.repository';

const EVENT_UPDATES = 'subscription($eventId: ID!) { eventUpdates(eventId: $eventId) { kind roundNumber matchId } }';

interface Match {
  id: string;
  player1: { id: string };
  player2: { id: string } | null;
}
interface Round {
  id: string;
  number: number;
  matches: Match[];
}
type Update = { kind: string; roundNumber: number | null; matchId: string | null };

describe('every round change reaches the phones, after its commit (real server, real database, SSE)', () => {
  let server: TestServer;
  let organizer: string;
  const open: SseSubscription[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    organizer = await server.loginAsOrganizer();
  });
  afterAll(async () => {
    await Promise.all(open.map((subscription) => subscription.close()));
    await server.close();
  });

  /** A player's phone watching the event: the updates it receives, one at a time. */
  async function phoneOf(eventId: string, player: RegisteredPlayer) {
    const subscription = await subscribeOverSse(
      server.url,
      EVENT_UPDATES,
      { eventId },
      { token: await playerToken(server, eventId, player.accessCode) },
    );
    open.push(subscription);
    return {
      next: async (): Promise<Update> => (await subscription.nextResult<{ eventUpdates: Update }>()).data!.eventUpdates,
      /** Nothing more arrives (within a moment). */
      quiet: () => expect(subscription.next(400)).rejects.toThrow('no SSE message'),
    };
  }

  const gql = <T = any>(query: string, variables: Record<string, unknown>) => must<T>(server, query, variables, organizer);
  const record = (m: Match, score: [number, number, number]) =>
    gql('mutation($m: ID!, $i: ResultInput!) { recordResult(matchId: $m, input: $i) { id } }', {
      m: m.id,
      i: { player1Wins: score[0], player2Wins: score[1], draws: score[2] },
    });
  const pairNext = async (eventId: string) =>
    (await gql<{ pairNextRound: Round }>(`mutation($e: ID!) { pairNextRound(eventId: $e) { ${ROUND_FIELDS} } }`, { e: eventId }))
      .pairNextRound;
  const pairs = (round: Round) => round.matches.map((m) => [m.player1.id, m.player2?.id]);

  it('pairing, re-pairing, pairing by hand, editing, publishing, the clocks, day 2, the top cut, the final and reopening', async () => {
    const eventId = await createEvent(server, organizer);
    const players = await registerPlayers(server, organizer, eventId, ['Aoi', 'Emma', 'Ren', 'Mia']);
    const [a, b, c, d] = players.map((p) => p.id);
    const phone = await phoneOf(eventId, players[0]);
    const pairingsPosted = (roundNumber: number) => expect(phone.next()).resolves.toMatchObject({ kind: 'PAIRINGS_POSTED', roundNumber });
    const matchOfA = (round: Round) => round.matches.find((m) => m.player1.id === a || m.player2?.id === a)!;

    const r1 = await pairNext(eventId);
    await pairingsPosted(1);
    await gql('mutation($r: ID!) { repairRound(roundId: $r) { id } }', { r: r1.id });
    await pairingsPosted(1);
    const edited = (
      await gql<{ editPairings: Round }>(
        `mutation($r: ID!, $p: [PairingInput!]!) { editPairings(roundId: $r, pairings: $p) { ${ROUND_FIELDS} } }`,
        {
          r: r1.id,
          p: [
            { player1Id: a, player2Id: c },
            { player1Id: b, player2Id: d },
          ],
        },
      )
    ).editPairings;
    expect(pairs(edited)).toEqual([
      [a, c],
      [b, d],
    ]);
    await pairingsPosted(1);
    await gql('mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: r1.id });
    await pairingsPosted(1);

    for (const clock of [
      'startRoundClock(roundId: $r)',
      'pauseRoundClock(roundId: $r)',
      'resumeRoundClock(roundId: $r)',
      'adjustRoundClock(roundId: $r, minutes: 5)',
    ]) {
      await gql(`mutation($r: ID!) { ${clock} { id } }`, { r: r1.id });
      await expect(phone.next()).resolves.toMatchObject({ kind: 'CLOCK_CHANGED', roundNumber: 1 });
    }
    const [ac, bd] = edited.matches;
    await gql('mutation($m: ID!) { extendMatch(matchId: $m, minutes: 3) { id } }', { m: ac.id });
    await expect(phone.next()).resolves.toEqual({ kind: 'CLOCK_CHANGED', roundNumber: 1, matchId: ac.id });

    // A Swiss result reaches its two players only: Aoi's phone hears of Aoi's match, not of the other.
    await record(bd, [2, 0, 0]);
    await record(ac, [2, 0, 0]);
    await expect(phone.next()).resolves.toEqual({ kind: 'RESULT_RECORDED', roundNumber: 1, matchId: ac.id });

    const r2 = (
      await gql<{ createRound: Round }>(
        `mutation($e: ID!, $p: [PairingInput!]!) { createRound(eventId: $e, pairings: $p) { ${ROUND_FIELDS} } }`,
        {
          e: eventId,
          p: [
            { player1Id: a, player2Id: b },
            { player1Id: c, player2Id: d },
          ],
        },
      )
    ).createRound;
    await pairingsPosted(2);
    for (const m of r2.matches) await record(m, [2, 0, 0]);
    await expect(phone.next()).resolves.toEqual({ kind: 'RESULT_RECORDED', roundNumber: 2, matchId: matchOfA(r2).id });

    await gql('mutation($e: ID!, $i: PhaseInput!) { startPhase(eventId: $e, input: $i) { id } }', {
      e: eventId,
      i: { name: 'Day 2', playerIds: [a, b, c, d] },
    });
    await expect(phone.next()).resolves.toMatchObject({ kind: 'PLAYER_CHANGED' });

    const semis = (
      await gql<{ startTopCut: Round }>(`mutation($e: ID!) { startTopCut(eventId: $e, size: 4) { ${ROUND_FIELDS} } }`, { e: eventId })
    ).startTopCut;
    await pairingsPosted(3);
    // A playoff result moves the bracket everyone follows: every phone hears of every one.
    for (const m of semis.matches) {
      await record(m, [2, 0, 0]);
      await expect(phone.next()).resolves.toEqual({ kind: 'RESULT_RECORDED', roundNumber: 3, matchId: m.id });
    }
    const final = await pairNext(eventId);
    await pairingsPosted(4);
    await record(final.matches[0], [2, 0, 0]);
    await expect(phone.next()).resolves.toMatchObject({ kind: 'RESULT_RECORDED', roundNumber: 4 });
    await pairNext(eventId); // the champion: the event finishes
    await pairingsPosted(4);
    await gql('mutation($e: ID!) { reopenEvent(id: $e, reason: "a result to correct") { status } }', { e: eventId });
    await expect(phone.next()).resolves.toMatchObject({ kind: 'PAIRINGS_POSTED' });
    await phone.quiet();
  });

  it('publishes nothing for a change that rolls back', async () => {
    const eventId = await createEvent(server, organizer);
    const [player] = await registerPlayers(server, organizer, eventId, ['Rolled Back']);
    const phone = await phoneOf(eventId, player);
    const uow = server.get(UnitOfWork);
    await expect(
      uow.run('system', async (change) => {
        change.publish({ eventId, kind: 'ANNOUNCEMENT_PUBLISHED' });
        throw new Error('the change fails after naming its update');
      }),
    ).rejects.toThrow('the change fails');
    // The next change that commits is the next thing the phone hears.
    await gql('mutation($e: ID!) { publishStandings(eventId: $e, published: true) { id } }', { e: eventId });
    await expect(phone.next()).resolves.toMatchObject({ kind: 'STANDINGS_PUBLISHED' });
  });

  it('does not tell no-shows they were dropped when the pairing that dropped them fails', async () => {
    const eventId = await createEvent(server, organizer);
    const players = await registerPlayers(server, organizer, eventId, ['Here A', 'Here B', 'Here C', 'No Show']);
    for (const present of players.slice(0, 3))
      await gql('mutation($p: ID!) { checkInPlayer(playerId: $p, checkedIn: true) { id } }', { p: present.id });
    const noShow = players[3];
    const phone = await phoneOf(eventId, noShow);
    const create = jest.spyOn(server.get(MatchesRepository), 'create').mockRejectedValueOnce(new Error('the matches could not be stored'));
    try {
      const failed = await server.gql(
        'mutation($e: ID!) { pairNextRound(eventId: $e, notCheckedIn: DROP) { id } }',
        { e: eventId },
        { token: organizer },
      );
      expect(failed.errors?.[0].extensions?.code).toBe('INTERNAL_ERROR');
    } finally {
      create.mockRestore();
    }
    await phone.quiet();
    const after = await gql<{ players: { id: string; dropped: boolean }[] }>('query($e: ID!) { players(eventId: $e) { id dropped } }', {
      e: eventId,
    });
    expect(after.players.find((p) => p.id === noShow.id)?.dropped).toBe(false);
    // Paired again, it commits: now the drop and the pairings reach the phone, in that order.
    await gql('mutation($e: ID!) { pairNextRound(eventId: $e, notCheckedIn: DROP) { id } }', { e: eventId });
    await expect(phone.next()).resolves.toMatchObject({ kind: 'PLAYER_CHANGED' });
    await expect(phone.next()).resolves.toMatchObject({ kind: 'PAIRINGS_POSTED', roundNumber: 1 });
  });
});
