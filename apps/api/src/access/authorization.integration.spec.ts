import { createEvent, createStaff, must, playerToken, registerPlayers, ROUND_FIELDS } from '../testing/event-fixture';
import { startTestServer, TestServer } from '../testing/test-server';

type Actor =
  | 'siteOrganizer'
  | 'eventOrganizer'
  | 'headJudge'
  | 'judge'
  | 'scorekeeper'
  | 'outsider'
  | 'playerInMatch'
  | 'playerElsewhere'
  | 'otherEventPlayer'
  | 'anonymous';

const ACTORS: Actor[] = ['siteOrganizer', 'eventOrganizer', 'headJudge', 'judge', 'scorekeeper', 'outsider', 'playerInMatch', 'playerElsewhere', 'otherEventPlayer', 'anonymous'];
const STAFF_OF_EVENT: Actor[] = ['siteOrganizer', 'eventOrganizer', 'headJudge', 'judge', 'scorekeeper'];
const RUNS_EVENT: Actor[] = ['siteOrganizer', 'eventOrganizer', 'headJudge', 'scorekeeper'];
const PLAYERS_OF_EVENT: Actor[] = ['playerInMatch', 'playerElsewhere'];
const JUDGES: Actor[] = ['siteOrganizer', 'eventOrganizer', 'headJudge', 'judge'];
const DECIDES: Actor[] = ['siteOrganizer', 'eventOrganizer', 'headJudge'];
const DENIED = new Set(['FORBIDDEN', 'UNAUTHENTICATED', 'STANDINGS_NOT_PUBLISHED']);

describe('authorisation: every role against every operation (real server, real database)', () => {
  let server: TestServer;
  const tokens = {} as Record<Actor, string | undefined>;
  let ids: { eventId: string; roundId: string; matchId: string; playerId: string; penaltyId: string };

  beforeAll(async () => {
    server = await startTestServer();
    const organizer = await server.loginAsOrganizer();
    const eventId = await createEvent(server, organizer, { enforcementLevel: 'COMPETITIVE' });
    const otherEventId = await createEvent(server, organizer, { name: 'Other Open' });
    const players = await registerPlayers(server, organizer, eventId, ['A', 'B', 'C', 'D']);
    const [outsider] = await registerPlayers(server, organizer, otherEventId, ['Z']);
    const round = await must<{ pairNextRound: any }>(server, `mutation($e: ID!) { pairNextRound(eventId: $e) { ${ROUND_FIELDS} } }`, { e: eventId }, organizer);
    const match = round.pairNextRound.matches[0];
    const inMatch = players.find((p) => p.id === match.player1.id)!;
    const elsewhere = players.find((p) => p.id !== match.player1.id && p.id !== match.player2.id)!;

    tokens.siteOrganizer = organizer;
    for (const [actor, role] of [['eventOrganizer', 'ORGANIZER'], ['headJudge', 'HEAD_JUDGE'], ['judge', 'JUDGE'], ['scorekeeper', 'SCOREKEEPER']] as const) {
      const email = `${actor.toLowerCase()}@example.com`;
      tokens[actor] = await createStaff(server, organizer, email);
      await must(server, 'mutation($e: ID!, $m: String!, $r: StaffRole!) { addEventStaff(eventId: $e, email: $m, role: $r) { userId } }', { e: eventId, m: email, r: role }, organizer);
    }
    tokens.outsider = await createStaff(server, organizer, 'outsider@example.com');
    tokens.playerInMatch = await playerToken(server, eventId, inMatch.accessCode);
    tokens.playerElsewhere = await playerToken(server, eventId, elsewhere.accessCode);
    tokens.otherEventPlayer = await playerToken(server, otherEventId, outsider.accessCode);
    tokens.anonymous = undefined;
    const warning = await must<{ logInfraction: { id: string } }>(
      server,
      'mutation($e: ID!, $p: ID!) { logInfraction(eventId: $e, input: { playerId: $p, infraction: "GPE-HCE", description: "x" }) { id } }',
      { e: eventId, p: players[0].id },
      organizer,
    );
    ids = { eventId, roundId: round.pairNextRound.id, matchId: match.id, playerId: players[0].id, penaltyId: warning.logInfraction.id };
  });
  afterAll(() => server.close());

  // Each operation is harmless when allowed: it fails on its input or the event's state instead.
  const operations: [name: string, query: string, variables: () => Record<string, unknown>, allowed: Actor[]][] = [
    ['events', '{ events { id } }', () => ({}), [...STAFF_OF_EVENT, 'outsider']],
    ['event', 'query($e: ID!) { event(id: $e) { id } }', () => ({ e: ids.eventId }), [...STAFF_OF_EVENT, ...PLAYERS_OF_EVENT]],
    ['event.rounds', 'query($e: ID!) { event(id: $e) { rounds { id } } }', () => ({ e: ids.eventId }), [...STAFF_OF_EVENT, ...PLAYERS_OF_EVENT]],
    ['players', 'query($e: ID!) { players(eventId: $e) { id accessCode } }', () => ({ e: ids.eventId }), STAFF_OF_EVENT],
    ['createEvent', 'mutation { createEvent(input: { name: "" }) { id } }', () => ({}), ['siteOrganizer']],
    ['createUser', 'mutation { createUser(input: { email: "bad", name: "x", password: "0123456789" }) { id } }', () => ({}), ['siteOrganizer']],
    ['updateEvent', 'mutation($e: ID!) { updateEvent(id: $e, input: { bestOf: 2 }) { id } }', () => ({ e: ids.eventId }), ['siteOrganizer', 'eventOrganizer']],
    ['addEventStaff', 'mutation($e: ID!) { addEventStaff(eventId: $e, email: "nobody@example.com", role: JUDGE) { userId } }', () => ({ e: ids.eventId }), ['siteOrganizer', 'eventOrganizer']],
    ['registerPlayer', 'mutation($e: ID!) { registerPlayer(eventId: $e, input: { name: " " }) { id } }', () => ({ e: ids.eventId }), RUNS_EVENT],
    ['reenterPlayer', 'mutation($p: ID!) { reenterPlayer(playerId: $p) { id } }', () => ({ p: ids.playerId }), RUNS_EVENT],
    ['pairNextRound', 'mutation($e: ID!) { pairNextRound(eventId: $e) { id } }', () => ({ e: ids.eventId }), RUNS_EVENT],
    ['startTopCut', 'mutation($e: ID!) { startTopCut(eventId: $e, size: 2) { id } }', () => ({ e: ids.eventId }), RUNS_EVENT],
    ['startRoundClock', 'mutation($r: ID!) { startRoundClock(roundId: $r) { id } }', () => ({ r: ids.roundId }), RUNS_EVENT],
    ['recordResult', 'mutation($m: ID!) { recordResult(matchId: $m, input: { player1Wins: 3, player2Wins: 0 }) { id } }', () => ({ m: ids.matchId }), RUNS_EVENT],
    ['extendMatch', 'mutation($m: ID!) { extendMatch(matchId: $m, minutes: 0) { id } }', () => ({ m: ids.matchId }), STAFF_OF_EVENT],
    ['reportResult', 'mutation($m: ID!) { reportResult(matchId: $m, input: { player1Wins: 2, player2Wins: 0 }) { id } }', () => ({ m: ids.matchId }), ['playerInMatch']],
    ['confirmResult', 'mutation($m: ID!) { confirmResult(matchId: $m, reportId: $m) { id } }', () => ({ m: ids.matchId }), ['playerInMatch']],
    ['match', 'query($m: ID!) { match(id: $m) { id } }', () => ({ m: ids.matchId }), [...STAFF_OF_EVENT, ...PLAYERS_OF_EVENT]],
    ['matches', 'query($e: ID!) { matches(eventId: $e, statuses: [DISPUTED]) { id } }', () => ({ e: ids.eventId }), STAFF_OF_EVENT],
    ['myMatches', '{ myMatches { id } }', () => ({}), [...PLAYERS_OF_EVENT, 'otherEventPlayer']],
    ['standings', 'query($e: ID!) { standings(eventId: $e) { rank } }', () => ({ e: ids.eventId }), STAFF_OF_EVENT],
    ['publishStandings', 'mutation($e: ID!) { publishStandings(eventId: $e, published: false) { id } }', () => ({ e: ids.eventId }), RUNS_EVENT],
    ['auditLog', 'query($e: ID!) { auditLog(eventId: $e) { id } }', () => ({ e: ids.eventId }), ['siteOrganizer', 'eventOrganizer', 'headJudge', 'scorekeeper']],
    ['infractions', 'query($e: ID!) { infractions(eventId: $e) { code } }', () => ({ e: ids.eventId }), STAFF_OF_EVENT],
    ['suggestPenalty', 'query($e: ID!, $p: ID!) { suggestPenalty(eventId: $e, playerId: $p, infraction: "NOPE") { penalty } }', () => ({ e: ids.eventId, p: ids.playerId }), JUDGES],
    ['logInfraction', 'mutation($e: ID!, $p: ID!) { logInfraction(eventId: $e, input: { playerId: $p, infraction: "NOPE", description: "x" }) { id } }', () => ({ e: ids.eventId, p: ids.playerId }), JUDGES],
    ['approvePenalty', 'mutation($id: ID!) { approvePenalty(id: $id) { id } }', () => ({ id: ids.penaltyId }), DECIDES],
    ['revokePenalty', 'mutation($id: ID!) { revokePenalty(id: $id, reason: " ") { id } }', () => ({ id: ids.penaltyId }), DECIDES],
    ['penalties', 'query($e: ID!) { penalties(eventId: $e) { id privateNote } }', () => ({ e: ids.eventId }), STAFF_OF_EVENT],
    ['penaltyReport', 'query($e: ID!) { penaltyReport(eventId: $e) }', () => ({ e: ids.eventId }), STAFF_OF_EVENT],
    ['myPenalties', '{ myPenalties { id } }', () => ({}), [...PLAYERS_OF_EVENT, 'otherEventPlayer']],
    ['announcements', 'query($e: ID!) { announcements(eventId: $e) { id } }', () => ({ e: ids.eventId }), [...STAFF_OF_EVENT, ...PLAYERS_OF_EVENT]],
    ['composeAnnouncement', 'query($e: ID!) { composeAnnouncement(eventId: $e) { title } }', () => ({ e: ids.eventId }), DECIDES],
    ['createAnnouncement', 'mutation($e: ID!) { createAnnouncement(eventId: $e, input: { title: "", body: "" }) { id } }', () => ({ e: ids.eventId }), DECIDES],
    ['judgeCalls', 'query($e: ID!) { judgeCalls(eventId: $e) { id } }', () => ({ e: ids.eventId }), JUDGES],
    ['callJudge', 'mutation($e: ID!, $m: ID!) { callJudge(eventId: $e, matchId: $m) { id } }', () => ({ e: ids.eventId, m: ids.matchId }), ['playerInMatch']],
  ];

  it.each(operations)('%s', async (_name, query, variables, allowed) => {
    const outcomes: Record<string, string> = {};
    for (const actor of ACTORS) {
      const result = await server.gql(query, variables(), { token: tokens[actor] });
      const code = result.errors?.[0]?.extensions?.code;
      outcomes[actor] = code && DENIED.has(code) ? 'denied' : 'allowed';
    }
    const expected = Object.fromEntries(ACTORS.map((actor) => [actor, allowed.includes(actor) ? 'allowed' : 'denied']));
    expect(outcomes).toEqual(expected);
  });
});
