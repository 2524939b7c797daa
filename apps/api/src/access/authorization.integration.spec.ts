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
const ORGANIZERS: Actor[] = ['siteOrganizer', 'eventOrganizer'];
// Refusals of the caller, not of the operation's input or state (STANDINGS_NOT_PUBLISHED says "not yet", to players who may read them).
const DENIED = new Set(['FORBIDDEN', 'UNAUTHENTICATED']);

describe('authorisation: every role against every operation (real server, real database)', () => {
  let server: TestServer;
  const tokens = {} as Record<Actor, string | undefined>;
  let ids: { eventId: string; roundId: string; matchId: string; playerId: string; penaltyId: string; exported: string };

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
    // Published, so what players may read (their match, the standings) answers with data.
    await must(server, 'mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.pairNextRound.id }, organizer);
    await must(server, 'mutation($e: ID!) { publishStandings(eventId: $e, published: true) { id } }', { e: eventId }, organizer);
    const exported = (await must<{ exportEvent: string }>(server, 'query($e: ID!) { exportEvent(eventId: $e) }', { e: eventId }, organizer)).exportEvent;
    ids = { eventId, roundId: round.pairNextRound.id, matchId: match.id, playerId: players[0].id, penaltyId: warning.logInfraction.id, exported };
  });
  afterAll(() => server.close());

  // Each operation is harmless when allowed: a read answers with data ('ok'); a change either
  // works harmlessly or fails on its input or the event's state, with the code given here, so an
  // allowed caller is shown getting past authorisation to the operation itself.
  const operations: [name: string, query: string, variables: () => Record<string, unknown>, allowed: Actor[], whenAllowed: string][] = [
    ['events', '{ events { id } }', () => ({}), [...STAFF_OF_EVENT, 'outsider'], 'ok'],
    ['serverInfo', '{ serverInfo { publicUrl } }', () => ({}), [...STAFF_OF_EVENT, 'outsider'], 'ok'],
    ['event', 'query($e: ID!) { event(id: $e) { id } }', () => ({ e: ids.eventId }), [...STAFF_OF_EVENT, ...PLAYERS_OF_EVENT], 'ok'],
    ['event.rounds', 'query($e: ID!) { event(id: $e) { rounds { id } } }', () => ({ e: ids.eventId }), [...STAFF_OF_EVENT, ...PLAYERS_OF_EVENT], 'ok'],
    ['players', 'query($e: ID!) { players(eventId: $e) { id accessCode } }', () => ({ e: ids.eventId }), STAFF_OF_EVENT, 'ok'],
    ['createEvent', 'mutation { createEvent(input: { name: "" }) { id } }', () => ({}), ['siteOrganizer'], 'INVALID_INPUT'],
    ['createUser', 'mutation { createUser(input: { email: "bad", name: "x", password: "0123456789" }) { id } }', () => ({}), ['siteOrganizer'], 'INVALID_INPUT'],
    ['updateEvent', 'mutation($e: ID!) { updateEvent(id: $e, input: { bestOf: 2 }) { id } }', () => ({ e: ids.eventId }), ['siteOrganizer', 'eventOrganizer'], 'INVALID_INPUT'],
    ['reopenEvent', 'mutation($e: ID!) { reopenEvent(id: $e, reason: "a result to correct") { id } }', () => ({ e: ids.eventId }), DECIDES, 'EVENT_NOT_FINISHED'],
    ['addEventStaff', 'mutation($e: ID!) { addEventStaff(eventId: $e, email: "nobody@example.com", role: JUDGE) { userId } }', () => ({ e: ids.eventId }), ['siteOrganizer', 'eventOrganizer'], 'INVALID_INPUT'],
    ['registerPlayer', 'mutation($e: ID!) { registerPlayer(eventId: $e, input: { name: " " }) { id } }', () => ({ e: ids.eventId }), RUNS_EVENT, 'INVALID_INPUT'],
    ['deletePlayer', 'mutation($p: ID!) { deletePlayer(playerId: $p) { id } }', () => ({ p: ids.playerId }), RUNS_EVENT, 'PLAYER_ALREADY_PAIRED'],
    ['reenterPlayer', 'mutation($p: ID!) { reenterPlayer(playerId: $p) { id } }', () => ({ p: ids.playerId }), RUNS_EVENT, 'PLAYER_NOT_DROPPED'],
    ['pairNextRound', 'mutation($e: ID!) { pairNextRound(eventId: $e) { id } }', () => ({ e: ids.eventId }), RUNS_EVENT, 'ROUND_NOT_FINISHED'],
    ['startTopCut', 'mutation($e: ID!) { startTopCut(eventId: $e, size: 2) { id } }', () => ({ e: ids.eventId }), RUNS_EVENT, 'ROUND_NOT_FINISHED'],
    ['startRoundClock', 'mutation($r: ID!) { startRoundClock(roundId: $r) { id } }', () => ({ r: ids.roundId }), RUNS_EVENT, 'ok'],
    ['adjustRoundClock', 'mutation($r: ID!) { adjustRoundClock(roundId: $r, minutes: 0) { id } }', () => ({ r: ids.roundId }), RUNS_EVENT, 'INVALID_INPUT'],
    ['recordResult', 'mutation($m: ID!) { recordResult(matchId: $m, input: { player1Wins: 3, player2Wins: 0 }) { id } }', () => ({ m: ids.matchId }), RUNS_EVENT, 'RESULT_TOO_MANY_WINS'],
    ['extendMatch', 'mutation($m: ID!) { extendMatch(matchId: $m, minutes: 0) { id } }', () => ({ m: ids.matchId }), STAFF_OF_EVENT, 'INVALID_INPUT'],
    ['reportResult', 'mutation($m: ID!) { reportResult(matchId: $m, input: { player1Wins: 2, player2Wins: 0 }) { id } }', () => ({ m: ids.matchId }), ['playerInMatch'], 'ok'],
    ['confirmResult', 'mutation($m: ID!) { confirmResult(matchId: $m, reportId: $m) { id } }', () => ({ m: ids.matchId }), ['playerInMatch'], 'NO_OPPONENT_REPORT'],
    ['match', 'query($m: ID!) { match(id: $m) { id } }', () => ({ m: ids.matchId }), [...STAFF_OF_EVENT, ...PLAYERS_OF_EVENT], 'ok'],
    ['matches', 'query($e: ID!) { matches(eventId: $e, statuses: [DISPUTED]) { id } }', () => ({ e: ids.eventId }), STAFF_OF_EVENT, 'ok'],
    ['myMatches', '{ myMatches { id } }', () => ({}), [...PLAYERS_OF_EVENT, 'otherEventPlayer'], 'ok'],
    ['standings', 'query($e: ID!) { standings(eventId: $e) { rank } }', () => ({ e: ids.eventId }), [...STAFF_OF_EVENT, ...PLAYERS_OF_EVENT], 'ok'],
    ['publishStandings', 'mutation($e: ID!) { publishStandings(eventId: $e, published: true) { id } }', () => ({ e: ids.eventId }), RUNS_EVENT, 'ok'],
    ['auditLog', 'query($e: ID!) { auditLog(eventId: $e) { id } }', () => ({ e: ids.eventId }), ['siteOrganizer', 'eventOrganizer', 'headJudge', 'scorekeeper'], 'ok'],
    ['infractions', 'query($e: ID!) { infractions(eventId: $e) { code } }', () => ({ e: ids.eventId }), STAFF_OF_EVENT, 'ok'],
    ['suggestPenalty', 'query($e: ID!, $p: ID!) { suggestPenalty(eventId: $e, playerId: $p, infraction: "NOPE") { penalty } }', () => ({ e: ids.eventId, p: ids.playerId }), JUDGES, 'INVALID_INPUT'],
    ['logInfraction', 'mutation($e: ID!, $p: ID!) { logInfraction(eventId: $e, input: { playerId: $p, infraction: "NOPE", description: "x" }) { id } }', () => ({ e: ids.eventId, p: ids.playerId }), JUDGES, 'INVALID_INPUT'],
    ['approvePenalty', 'mutation($id: ID!) { approvePenalty(id: $id) { id } }', () => ({ id: ids.penaltyId }), DECIDES, 'PENALTY_NOT_PENDING'],
    ['revokePenalty', 'mutation($id: ID!) { revokePenalty(id: $id, reason: " ") { id } }', () => ({ id: ids.penaltyId }), DECIDES, 'INVALID_INPUT'],
    ['penalties', 'query($e: ID!) { penalties(eventId: $e) { id privateNote } }', () => ({ e: ids.eventId }), STAFF_OF_EVENT, 'ok'],
    ['penaltyReport', 'query($e: ID!) { penaltyReport(eventId: $e) }', () => ({ e: ids.eventId }), STAFF_OF_EVENT, 'ok'],
    ['myPenalties', '{ myPenalties { id } }', () => ({}), [...PLAYERS_OF_EVENT, 'otherEventPlayer'], 'ok'],
    ['myState', '{ myState { kind } }', () => ({}), [...PLAYERS_OF_EVENT, 'otherEventPlayer'], 'ok'],
    ['pushPublicKey', '{ pushPublicKey }', () => ({}), [...PLAYERS_OF_EVENT, 'otherEventPlayer'], 'ok'],
    // Each player registers only their own phone (the token names the player); not https here, so refused when allowed.
    ['registerPushSubscription', 'mutation { registerPushSubscription(input: { endpoint: "http://push.example.org/1", p256dh: "x", auth: "x", language: "en" }) }', () => ({}), [...PLAYERS_OF_EVENT, 'otherEventPlayer'], 'INVALID_INPUT'],
    ['unregisterPushSubscription', 'mutation { unregisterPushSubscription(endpoint: "https://push.example.org/none") }', () => ({}), [...PLAYERS_OF_EVENT, 'otherEventPlayer'], 'ok'],
    ['myJudgeCalls', '{ myJudgeCalls { id status } }', () => ({}), [...PLAYERS_OF_EVENT, 'otherEventPlayer'], 'ok'],
    ['announcements', 'query($e: ID!) { announcements(eventId: $e) { id } }', () => ({ e: ids.eventId }), [...STAFF_OF_EVENT, ...PLAYERS_OF_EVENT], 'ok'],
    ['composeAnnouncement', 'query($e: ID!) { composeAnnouncement(eventId: $e) { title } }', () => ({ e: ids.eventId }), DECIDES, 'ok'],
    ['createAnnouncement', 'mutation($e: ID!) { createAnnouncement(eventId: $e, input: { title: "", body: "" }) { id } }', () => ({ e: ids.eventId }), DECIDES, 'INVALID_INPUT'],
    ['judgeCalls', 'query($e: ID!) { judgeCalls(eventId: $e) { id } }', () => ({ e: ids.eventId }), JUDGES, 'ok'],
    ['exportEvent', 'query($e: ID!) { exportEvent(eventId: $e) }', () => ({ e: ids.eventId }), ORGANIZERS, 'ok'],
    ['eventBackups', 'query($e: ID!) { eventBackups(eventId: $e) { fileName } }', () => ({ e: ids.eventId }), ORGANIZERS, 'ok'],
    ['eventBackup', 'query($e: ID!) { eventBackup(eventId: $e, fileName: "none.json") }', () => ({ e: ids.eventId }), ORGANIZERS, 'NOT_FOUND'],
    // The event exists and `replace` is not asked: refused as BACKUP_EVENT_EXISTS when allowed.
    ['importEvent', 'mutation($d: String!) { importEvent(input: { data: $d }) { eventId } }', () => ({ d: ids.exported }), ORGANIZERS, 'BACKUP_EVENT_EXISTS'],
    ['callJudge', 'mutation($e: ID!, $m: ID!) { callJudge(eventId: $e, matchId: $m) { id } }', () => ({ e: ids.eventId, m: ids.matchId }), ['playerInMatch'], 'ok'],
    // Last: it drops each player who may call it.
    ['dropMyself', 'mutation { dropMyself { id } }', () => ({}), [...PLAYERS_OF_EVENT, 'otherEventPlayer'], 'ok'],
  ];

  it.each(operations)('%s', async (_name, query, variables, allowed, whenAllowed) => {
    const outcomes: Record<string, string> = {};
    for (const actor of ACTORS) {
      const result = await server.gql(query, variables(), { token: tokens[actor] });
      const code = result.errors?.[0]?.extensions?.code;
      outcomes[actor] = code && DENIED.has(code) ? 'denied' : (code ?? (result.data ? 'ok' : 'no data'));
    }
    const expected = Object.fromEntries(ACTORS.map((actor) => [actor, allowed.includes(actor) ? whenAllowed : 'denied']));
    expect(outcomes).toEqual(expected);
  });
});
