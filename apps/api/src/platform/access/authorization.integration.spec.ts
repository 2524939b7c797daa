import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import { SCHEMA_FILE } from '../../app/print-schema';
import { subscribeOverSse } from '../../../testing/live/sse-client';
import { createEvent, createStaff, must, playerToken, registerPlayers, ROUND_FIELDS } from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';

type Actor =
  | 'siteOrganizer'
  | 'eventOrganizer'
  | 'headJudge'
  | 'judge'
  | 'scorekeeper'
  | 'outsider'
  | 'organizationOwner'
  | 'organizationJudge'
  | 'otherOrganizationOwner'
  | 'playerInMatch'
  | 'playerElsewhere'
  | 'otherEventPlayer'
  | 'personOfOrganization'
  | 'anonymous';

const ACTORS: Actor[] = [
  'siteOrganizer',
  'eventOrganizer',
  'headJudge',
  'judge',
  'scorekeeper',
  'outsider',
  'organizationOwner',
  'organizationJudge',
  'otherOrganizationOwner',
  'playerInMatch',
  'playerElsewhere',
  'otherEventPlayer',
  'personOfOrganization',
  'anonymous',
];
// The organization's roles count in each of its events: its owner organizes them, its judge judges them.
const STAFF_OF_EVENT: Actor[] = [
  'siteOrganizer',
  'eventOrganizer',
  'headJudge',
  'judge',
  'scorekeeper',
  'organizationOwner',
  'organizationJudge',
];
const RUNS_EVENT: Actor[] = ['siteOrganizer', 'eventOrganizer', 'headJudge', 'scorekeeper', 'organizationOwner'];
const PLAYERS_OF_EVENT: Actor[] = ['playerInMatch', 'playerElsewhere'];
const JUDGES: Actor[] = ['siteOrganizer', 'eventOrganizer', 'headJudge', 'judge', 'organizationOwner', 'organizationJudge'];
const DECIDES: Actor[] = ['siteOrganizer', 'eventOrganizer', 'headJudge', 'organizationOwner'];
let bomb: string | undefined;
let loginAttempts = 0;
const zipBomb = () => (bomb ??= gzipSync(`[${'{},'.repeat(24_000_000)}{}]`, { level: 9 }).toString('base64'));
const ORGANIZERS: Actor[] = ['siteOrganizer', 'eventOrganizer', 'organizationOwner'];
// Who manages the event's organization: its name, slug and members.
const OWNS_ORGANIZATION: Actor[] = ['siteOrganizer', 'organizationOwner'];
// Refusals of the caller, not of the operation's input or state (STANDINGS_NOT_PUBLISHED says "not yet", to players who may read them).
const DENIED = new Set(['FORBIDDEN', 'UNAUTHENTICATED']);

const EVERYONE: Actor[] = ACTORS;
// The owner of another organization is staff too, and sees nothing of this event's organization.
const ANY_STAFF: Actor[] = [...STAFF_OF_EVENT, 'outsider', 'otherOrganizationOwner'];
const SIGNED_IN: Actor[] = ACTORS.filter((actor) => actor !== 'anonymous');

describe('authorisation: every role against every operation (real server, real database)', () => {
  let server: TestServer;
  const tokens = {} as Record<Actor, string | undefined>;
  let ids: {
    /** A webhook per caller of removeWebhook: each allowed one removes its own. */
    webhookIds: string[];
    eventId: string;
    roundId: string;
    matchId: string;
    playerId: string;
    droppedId: string;
    penaltyId: string;
    announcementId: string;
    judgeCallId: string;
    appealId: string;
    exported: string;
    personId: string;
    organizationId: string;
    suspensionId: string;
    seriesId: string;
    conventionId: string;
    onDemandQueueId: string;
    publishTokenId: string;
    teamId: string;
    rulesDocumentId: string;
  };

  beforeAll(async () => {
    server = await startTestServer();
    const organizer = await server.loginAsOrganizer();
    const eventId = await createEvent(server, organizer, { enforcementLevel: 'COMPETITIVE' });
    const otherEventId = await createEvent(server, organizer, { name: 'Other Open' });
    // A team event with one team, round 1 paired by hand (as individuals: its team is incomplete): its roster is fixed
    // (MTR 8.2), so changes are refused the same way.
    const teamEventId = await createEvent(server, organizer, { name: 'Team Open', teamFormat: 'magic-trios' });
    const teamPlayers = await registerPlayers(server, organizer, teamEventId, ['T1', 'T2']);
    const team = await must<{ createTeam: { id: string } }>(
      server,
      'mutation($e: ID!, $p: ID!) { createTeam(eventId: $e, name: "Matrix Trio", members: [{ playerId: $p }]) { id } }',
      { e: teamEventId, p: teamPlayers[0].id },
      organizer,
    );
    await must(
      server,
      'mutation($e: ID!, $a: ID!, $b: ID!) { createRound(eventId: $e, pairings: [{ player1Id: $a, player2Id: $b }]) { id } }',
      { e: teamEventId, a: teamPlayers[0].id, b: teamPlayers[1].id },
      organizer,
    );
    const players = await registerPlayers(server, organizer, eventId, ['A', 'B', 'C', 'D']);
    const [outsider] = await registerPlayers(server, organizer, otherEventId, ['Z']);
    const round = await must<{ pairNextRound: any }>(
      server,
      `mutation($e: ID!) { pairNextRound(eventId: $e) { ${ROUND_FIELDS} } }`,
      { e: eventId },
      organizer,
    );
    const match = round.pairNextRound.matches[0];
    const inMatch = players.find((p) => p.id === match.player1.id)!;
    const elsewhere = players.find((p) => p.id !== match.player1.id && p.id !== match.player2.id)!;

    tokens.siteOrganizer = organizer;
    for (const [actor, role] of [
      ['eventOrganizer', 'ORGANIZER'],
      ['headJudge', 'HEAD_JUDGE'],
      ['judge', 'JUDGE'],
      ['scorekeeper', 'SCOREKEEPER'],
    ] as const) {
      const email = `${actor.toLowerCase()}@example.com`;
      tokens[actor] = await createStaff(server, organizer, email);
      for (const e of [eventId, teamEventId]) {
        await must(
          server,
          'mutation($e: ID!, $m: String!, $r: StaffRole!) { addEventStaff(eventId: $e, email: $m, role: $r) { userId } }',
          { e, m: email, r: role },
          organizer,
        );
      }
    }
    tokens.outsider = await createStaff(server, organizer, 'outsider@example.com');
    // The matrix's event is in the server's organization; another organization has an owner of its own.
    const { event } = await must<{ event: { organizationId: string } }>(
      server,
      'query($e: ID!) { event(id: $e) { organizationId } }',
      { e: eventId },
      organizer,
    );
    const other = await must<{ createOrganization: { id: string } }>(
      server,
      'mutation { createOrganization(input: { name: "Other Store", slug: "other-store" }) { id } }',
      {},
      organizer,
    );
    for (const [actor, organizationId, role] of [
      ['organizationOwner', event.organizationId, 'OWNER'],
      ['organizationJudge', event.organizationId, 'JUDGE'],
      ['otherOrganizationOwner', other.createOrganization.id, 'OWNER'],
    ] as const) {
      const email = `${actor.toLowerCase()}@example.com`;
      tokens[actor] = await createStaff(server, organizer, email);
      await must(
        server,
        'mutation($o: ID!, $m: String!, $r: OrganizationRole!) { addOrganizationMember(organizationId: $o, email: $m, role: $r) { id } }',
        { o: organizationId, m: email, r: role },
        organizer,
      );
    }
    tokens.playerInMatch = await playerToken(server, eventId, inMatch.accessCode);
    tokens.playerElsewhere = await playerToken(server, eventId, elsewhere.accessCode);
    tokens.otherEventPlayer = await playerToken(server, otherEventId, outsider.accessCode);
    // A person's phone (the other event's player signed in there with a code): the person token it kept.
    tokens.personOfOrganization = (
      await must<{ playerLogin: { personToken: string } }>(
        server,
        'mutation($e: ID!, $c: String!) { playerLogin(eventId: $e, accessCode: $c) { personToken } }',
        { e: otherEventId, c: outsider.accessCode },
        '',
      )
    ).playerLogin.personToken;
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
    // Published: a second publish is refused the same way for every caller allowed to try.
    const announcement = await must<{ createAnnouncement: { id: string } }>(
      server,
      'mutation($e: ID!) { createAnnouncement(eventId: $e, input: { title: "Welcome", body: "Round 1 is up." }) { id } }',
      { e: eventId },
      organizer,
    );
    await must(server, 'mutation($id: ID!) { publishAnnouncement(id: $id) { id } }', { id: announcement.createAnnouncement.id }, organizer);
    // A closed call: taking or closing it again is refused the same way for every judge.
    const call = await must<{ callJudge: { id: string } }>(
      server,
      'mutation($e: ID!, $m: ID!) { callJudge(eventId: $e, matchId: $m) { id } }',
      { e: eventId, m: match.id },
      tokens.playerInMatch!,
    );
    await must(server, 'mutation($id: ID!) { closeJudgeCall(id: $id) { id } }', { id: call.callJudge.id }, organizer);
    // A late entry who dropped: staff changes to them touch nobody the other operations sign in as.
    const [dropped] = await registerPlayers(server, organizer, eventId, ['Late Entry']);
    await must(server, 'mutation($p: ID!) { dropPlayer(playerId: $p) { id } }', { p: dropped.id }, organizer);
    // An appeal waiting for the head judge: deciding it with a blank reason is refused the same way for every head judge.
    const appeal = await must<{ fileAppeal: { id: string } }>(
      server,
      'mutation($p: ID!) { fileAppeal(penaltyId: $p, statement: "I did not") { id } }',
      { p: warning.logInfraction.id },
      organizer,
    );
    const exported = (await must<{ exportEvent: string }>(server, 'query($e: ID!) { exportEvent(eventId: $e) }', { e: eventId }, organizer))
      .exportEvent;
    // Every registrant is in the directory. The person used is the late entry's (no one signs in as
    // them: forgetting signs their phones out); the organization's roles (none here but the site's
    // organizers) decide who reads their history or takes their data; event roles do not reach it.
    // A suspension of theirs is already lifted (lifting it again is refused the same way).
    const registrations = (
      await must<{ players: { id: string; personId: string }[] }>(
        server,
        'query($e: ID!) { players(eventId: $e) { id personId } }',
        { e: eventId },
        organizer,
      )
    ).players;
    const person = { id: registrations.find((registration) => registration.id === dropped.id)!.personId };
    const suspended = await must<{ suspendPerson: { activeSuspension: { id: string } } }>(
      server,
      'mutation($p: ID!) { suspendPerson(personId: $p, until: "2099-01-01T00:00:00Z", reason: "matrix") { activeSuspension { id } } }',
      { p: person.id },
      organizer,
    );
    const suspensionId = suspended.suspendPerson.activeSuspension.id;
    await must(server, 'mutation($id: ID!) { liftSuspension(id: $id) { id } }', { id: suspensionId }, organizer);
    const series = await must<{ createSeries: { id: string } }>(
      server,
      'mutation($o: ID!, $e: ID!) { createSeries(organizationId: $o, input: { name: "League", eventIds: [$e], payoutPreset: "STORE_CREDIT_BY_RECORD" }) { id } }',
      { o: event.organizationId, e: eventId },
      organizer,
    );
    const convention = await must<{ createConvention: { id: string } }>(
      server,
      'mutation($o: ID!) { createConvention(organizationId: $o, input: { name: "Weekend" }) { id } }',
      { o: event.organizationId },
      organizer,
    );
    const queue = await must<{ openOnDemandQueue: { id: string } }>(
      server,
      'mutation($c: ID!) { openOnDemandQueue(conventionId: $c, input: { name: "Draft" }) { id } }',
      { c: convention.createConvention.id },
      organizer,
    );
    const publishToken = await must<{ createPublishToken: { publishToken: { id: string } } }>(
      server,
      'mutation($o: ID!) { createPublishToken(organizationId: $o, name: "Venue laptop") { publishToken { id } } }',
      { o: event.organizationId },
      organizer,
    );
    const webhookIds: string[] = [];
    for (let made = 0; made < ACTORS.length; made++)
      webhookIds.push(
        (
          await must<{ addWebhook: { webhook: { id: string } } }>(
            server,
            'mutation($o: ID!) { addWebhook(input: { organizationId: $o, url: "https://hooks.example.com/t", format: "JSON", kinds: ["CHAMPION"] }) { webhook { id } } }',
            { o: event.organizationId },
            organizer,
          )
        ).addWebhook.webhook.id,
      );
    const rulesDocument = await must<{ loadRulesDocument: { id: string } }>(
      server,
      'mutation($o: ID!, $c: String!) { loadRulesDocument(organizationId: $o, documentKind: "CR", version: "1", content: $c) { id } }',
      { o: event.organizationId, c: '1. 基本\n100. 原則\n100.1. 試験のルール。\n' },
      organizer,
    );
    ids = {
      rulesDocumentId: rulesDocument.loadRulesDocument.id,
      webhookIds,
      publishTokenId: publishToken.createPublishToken.publishToken.id,
      teamId: team.createTeam.id,
      seriesId: series.createSeries.id,
      conventionId: convention.createConvention.id,
      onDemandQueueId: queue.openOnDemandQueue.id,
      personId: person.id,
      suspensionId,
      eventId,
      roundId: round.pairNextRound.id,
      matchId: match.id,
      playerId: players[0].id,
      droppedId: dropped.id,
      penaltyId: warning.logInfraction.id,
      announcementId: announcement.createAnnouncement.id,
      judgeCallId: call.callJudge.id,
      appealId: appeal.fileAppeal.id,
      exported,
      organizationId: event.organizationId,
    };
  });
  afterAll(() => server.close());

  // Each operation is harmless when allowed: a read answers with data ('ok'); a change either
  // works harmlessly or fails on its input or the event's state, with the code given here, so an
  // allowed caller is shown getting past authorisation to the operation itself.
  // The order matters where noted: a change some entries make is what later entries are refused on.
  const operations: [name: string, query: string, variables: () => Record<string, unknown>, allowed: Actor[], whenAllowed: string][] = [
    [
      'login',
      'mutation($m: String!) { login(email: $m, password: "not the password") { token } }',
      // An address per caller: the callers share one network address, and ten failures for one address and e-mail wait.
      () => ({ m: `matrix-nobody-${++loginAttempts}@example.com` }),
      EVERYONE,
      'INVALID_CREDENTIALS',
    ],
    ['playerLogin', 'mutation { playerLogin(accessCode: "ABCD2345") { token } }', () => ({}), EVERYONE, 'EVENT_CODE_REQUIRED'],
    ['me', '{ me { id } }', () => ({}), ANY_STAFF, 'ok'],
    ['users', '{ users { id } }', () => ({}), ['siteOrganizer'], 'ok'],
    ['myRegistration', '{ myRegistration { id } }', () => ({}), [...PLAYERS_OF_EVENT, 'otherEventPlayer'], 'ok'],
    ['events', '{ events { id } }', () => ({}), ANY_STAFF, 'ok'],
    ['serverInfo', '{ serverInfo { publicUrl } }', () => ({}), ANY_STAFF, 'ok'],
    ['organizations', '{ organizations { id } }', () => ({}), ANY_STAFF, 'ok'],
    [
      'organization',
      'query($o: ID!) { organization(id: $o) { id members { email } } }',
      () => ({ o: ids.organizationId }),
      [...OWNS_ORGANIZATION, 'organizationJudge'],
      'ok',
    ],
    [
      'createOrganization',
      'mutation { createOrganization(input: { name: " ", slug: "store" }) { id } }',
      () => ({}),
      ['siteOrganizer'],
      'INVALID_INPUT',
    ],
    [
      'updateOrganization',
      'mutation($o: ID!) { updateOrganization(id: $o, input: { slug: "No Capitals" }) { id } }',
      () => ({ o: ids.organizationId }),
      OWNS_ORGANIZATION,
      'ORGANIZATION_SLUG_INVALID',
    ],
    [
      'addOrganizationMember',
      'mutation($o: ID!) { addOrganizationMember(organizationId: $o, email: "nobody@example.com", role: JUDGE) { id } }',
      () => ({ o: ids.organizationId }),
      OWNS_ORGANIZATION,
      'INVALID_INPUT',
    ],
    [
      'removeOrganizationMember',
      'mutation($o: ID!, $u: ID!) { removeOrganizationMember(organizationId: $o, userId: $u, role: JUDGE) { id } }',
      () => ({ o: ids.organizationId, u: ids.playerId }),
      OWNS_ORGANIZATION,
      'NOT_FOUND',
    ],
    ['event', 'query($e: ID!) { event(id: $e) { id } }', () => ({ e: ids.eventId }), [...STAFF_OF_EVENT, ...PLAYERS_OF_EVENT], 'ok'],
    [
      'event.organization',
      'query($e: ID!) { event(id: $e) { organization { id name } } }',
      () => ({ e: ids.eventId }),
      [...STAFF_OF_EVENT, ...PLAYERS_OF_EVENT],
      'ok',
    ],
    [
      'event.rounds',
      'query($e: ID!) { event(id: $e) { rounds { id } } }',
      () => ({ e: ids.eventId }),
      [...STAFF_OF_EVENT, ...PLAYERS_OF_EVENT],
      'ok',
    ],
    ['players', 'query($e: ID!) { players(eventId: $e) { id accessCode } }', () => ({ e: ids.eventId }), STAFF_OF_EVENT, 'ok'],
    // In the caller's own organization: an organizer of the site, or an owner of an organization.
    [
      'createEvent',
      'mutation { createEvent(input: { name: "" }) { id } }',
      () => ({}),
      ['siteOrganizer', 'organizationOwner', 'otherOrganizationOwner'],
      'INVALID_INPUT',
    ],
    [
      "createEvent (in the event's organization)",
      'mutation($o: ID!) { createEvent(input: { name: "" }, organizationId: $o) { id } }',
      () => ({ o: ids.organizationId }),
      ['siteOrganizer', 'organizationOwner'],
      'INVALID_INPUT',
    ],
    [
      'createUser',
      'mutation { createUser(input: { email: "bad", name: "x", password: "0123456789" }) { id } }',
      () => ({}),
      ['siteOrganizer'],
      'INVALID_INPUT',
    ],
    [
      'updateEvent',
      'mutation($e: ID!) { updateEvent(id: $e, input: { bestOf: 2 }) { id } }',
      () => ({ e: ids.eventId }),
      ORGANIZERS,
      'INVALID_INPUT',
    ],
    [
      'reopenEvent',
      'mutation($e: ID!) { reopenEvent(id: $e, reason: "a result to correct") { id } }',
      () => ({ e: ids.eventId }),
      DECIDES,
      'EVENT_NOT_FINISHED',
    ],
    [
      'addEventStaff',
      'mutation($e: ID!) { addEventStaff(eventId: $e, email: "nobody@example.com", role: JUDGE) { userId } }',
      () => ({ e: ids.eventId }),
      ORGANIZERS,
      'INVALID_INPUT',
    ],
    ['eventWaitlist', 'query($e: ID!) { eventWaitlist(eventId: $e) { personId } }', () => ({ e: ids.eventId }), STAFF_OF_EVENT, 'ok'],
    [
      'removeFromWaitlist',
      'mutation($e: ID!, $p: ID!) { removeFromWaitlist(eventId: $e, personId: $p) { personId } }',
      () => ({ e: ids.eventId, p: ids.personId }),
      RUNS_EVENT,
      'NOT_FOUND',
    ],
    [
      'checkInMember',
      'mutation($e: ID!) { checkInMember(eventId: $e, memberCode: "NOSUCHCD") { registered } }',
      () => ({ e: ids.eventId }),
      RUNS_EVENT,
      'MEMBER_CODE_UNKNOWN',
    ],
    [
      'issueMemberCode',
      'mutation($p: ID!) { issueMemberCode(personId: $p) { memberCode } }',
      () => ({ p: ids.personId }),
      ['siteOrganizer', 'organizationOwner'],
      'ok',
    ],
    [
      'registerPlayer',
      'mutation($e: ID!) { registerPlayer(eventId: $e, input: { name: " " }) { id } }',
      () => ({ e: ids.eventId }),
      RUNS_EVENT,
      'INVALID_INPUT',
    ],
    // The directory: an organization's (only its members and site organizers; the matrix's staff hold event roles), or
    // the desk's, through its event.
    ['people', '{ people { id } }', () => ({}), ['siteOrganizer', 'organizationOwner', 'organizationJudge'], 'ok'],
    ['people', 'query($e: ID!) { people(eventId: $e, search: "a") { id } }', () => ({ e: ids.eventId }), RUNS_EVENT, 'ok'],
    [
      'person',
      'query($p: ID!) { person(id: $p) { id } }',
      () => ({ p: ids.personId }),
      ['siteOrganizer', 'organizationOwner', 'organizationJudge'],
      'ok',
    ],
    [
      'createPerson',
      'mutation { createPerson(input: { name: " " }) { id } }',
      () => ({}),
      ['siteOrganizer', 'organizationOwner'],
      'INVALID_INPUT',
    ],
    [
      'updatePerson',
      'mutation($p: ID!) { updatePerson(id: $p, input: { name: " " }) { id } }',
      () => ({ p: ids.personId }),
      ['siteOrganizer', 'organizationOwner'],
      'INVALID_INPUT',
    ],
    [
      'mergePeople',
      'mutation($p: ID!) { mergePeople(keepId: $p, mergeId: $p) { id } }',
      () => ({ p: ids.personId }),
      ['siteOrganizer', 'organizationOwner'],
      'MERGE_SAME_PERSON',
    ],
    [
      'suspendPerson',
      'mutation($p: ID!) { suspendPerson(personId: $p, until: "2001-01-01T00:00:00Z", reason: "x") { id } }',
      () => ({ p: ids.personId }),
      ['siteOrganizer', 'organizationOwner'],
      'INVALID_INPUT',
    ],
    [
      'liftSuspension',
      'mutation($id: ID!) { liftSuspension(id: $id) { id } }',
      () => ({ id: ids.suspensionId }),
      ['siteOrganizer', 'organizationOwner'],
      'SUSPENSION_ALREADY_LIFTED',
    ],
    // A file with no name column: imports nothing, so every allowed caller gets the same answer.
    [
      'previewPlayerImport',
      'query($e: ID!) { previewPlayerImport(eventId: $e, csv: "DCI\\n1") { rows } }',
      () => ({ e: ids.eventId }),
      RUNS_EVENT,
      'ok',
    ],
    // No player of the matrix's event has a kanji name: nothing to read, no dictionary loaded.
    [
      'proposedNameReadings',
      'query($e: ID!) { proposedNameReadings(eventId: $e) { reading } }',
      () => ({ e: ids.eventId }),
      RUNS_EVENT,
      'ok',
    ],
    [
      'importPlayers',
      'mutation($e: ID!) { importPlayers(eventId: $e, csv: "DCI\\n1") { errors { code } } }',
      () => ({ e: ids.eventId }),
      RUNS_EVENT,
      'ok',
    ],
    [
      'deletePlayer',
      'mutation($p: ID!) { deletePlayer(playerId: $p) { id } }',
      () => ({ p: ids.playerId }),
      RUNS_EVENT,
      'PLAYER_ALREADY_PAIRED',
    ],
    [
      'updatePlayer',
      'mutation($p: ID!) { updatePlayer(playerId: $p, input: { name: " " }) { id } }',
      () => ({ p: ids.droppedId }),
      RUNS_EVENT,
      'INVALID_INPUT',
    ],
    [
      'checkInPlayer',
      'mutation($p: ID!) { checkInPlayer(playerId: $p, checkedIn: false) { id } }',
      () => ({ p: ids.droppedId }),
      RUNS_EVENT,
      'ok',
    ],
    [
      'dropPlayer',
      'mutation($p: ID!) { dropPlayer(playerId: $p) { id } }',
      () => ({ p: ids.droppedId }),
      RUNS_EVENT,
      'PLAYER_ALREADY_DROPPED',
    ],
    [
      'revokePlayerAccess',
      'mutation($p: ID!) { revokePlayerAccess(playerId: $p, newAccessCode: false) { id } }',
      () => ({ p: ids.droppedId }),
      RUNS_EVENT,
      'ok',
    ],
    [
      'importPlayers',
      'mutation($e: ID!) { importPlayers(eventId: $e, csv: "") { errors { code } } }',
      () => ({ e: ids.eventId }),
      RUNS_EVENT,
      'ok',
    ],
    [
      'removeEventStaff',
      'mutation($e: ID!, $u: ID!) { removeEventStaff(eventId: $e, userId: $u, role: JUDGE) { userId } }',
      () => ({ e: ids.eventId, u: ids.playerId }),
      ORGANIZERS,
      'NOT_FOUND',
    ],
    [
      'reenterPlayer',
      'mutation($p: ID!) { reenterPlayer(playerId: $p) { id } }',
      () => ({ p: ids.playerId }),
      RUNS_EVENT,
      'PLAYER_NOT_DROPPED',
    ],
    [
      'pairNextRound',
      'mutation($e: ID!) { pairNextRound(eventId: $e) { id } }',
      () => ({ e: ids.eventId }),
      RUNS_EVENT,
      'ROUND_NOT_FINISHED',
    ],
    ['finishEvent', 'mutation($e: ID!) { finishEvent(eventId: $e) { id } }', () => ({ e: ids.eventId }), RUNS_EVENT, 'ROUND_NOT_FINISHED'],
    [
      'startTopCut',
      'mutation($e: ID!) { startTopCut(eventId: $e, size: 2) { id } }',
      () => ({ e: ids.eventId }),
      RUNS_EVENT,
      'ROUND_NOT_FINISHED',
    ],
    [
      'createRound',
      'mutation($e: ID!) { createRound(eventId: $e, pairings: []) { id } }',
      () => ({ e: ids.eventId }),
      RUNS_EVENT,
      'ROUND_NOT_FINISHED',
    ],
    [
      'startPhase',
      'mutation($e: ID!) { startPhase(eventId: $e, input: { name: " ", playerIds: [] }) { id } }',
      () => ({ e: ids.eventId }),
      RUNS_EVENT,
      'INVALID_INPUT',
    ],
    [
      'publishRound',
      'mutation($r: ID!) { publishRound(roundId: $r) { id } }',
      () => ({ r: ids.roundId }),
      RUNS_EVENT,
      'ROUND_ALREADY_PUBLISHED',
    ],
    // Before startRoundClock: the clock has not started.
    [
      'pauseRoundClock',
      'mutation($r: ID!) { pauseRoundClock(roundId: $r) { id } }',
      () => ({ r: ids.roundId }),
      RUNS_EVENT,
      'CLOCK_NOT_STARTED',
    ],
    ['startRoundClock', 'mutation($r: ID!) { startRoundClock(roundId: $r) { id } }', () => ({ r: ids.roundId }), RUNS_EVENT, 'ok'],
    [
      'adjustRoundClock',
      'mutation($r: ID!) { adjustRoundClock(roundId: $r, minutes: 0) { id } }',
      () => ({ r: ids.roundId }),
      RUNS_EVENT,
      'INVALID_INPUT',
    ],
    [
      'resumeRoundClock',
      'mutation($r: ID!) { resumeRoundClock(roundId: $r) { id } }',
      () => ({ r: ids.roundId }),
      RUNS_EVENT,
      'CLOCK_NOT_PAUSED',
    ],
    [
      'recordResult',
      'mutation($m: ID!) { recordResult(matchId: $m, input: { player1Wins: 3, player2Wins: 0 }) { id } }',
      () => ({ m: ids.matchId }),
      RUNS_EVENT,
      'RESULT_TOO_MANY_WINS',
    ],
    [
      'extendMatch',
      'mutation($m: ID!) { extendMatch(matchId: $m, minutes: 0) { id } }',
      () => ({ m: ids.matchId }),
      STAFF_OF_EVENT,
      'INVALID_INPUT',
    ],
    [
      'featuredMatches',
      'query($e: ID!, $r: ID!) { featuredMatches(eventId: $e, roundId: $r) { matchId } }',
      () => ({ e: ids.eventId, r: ids.roundId }),
      STAFF_OF_EVENT,
      'ok',
    ],
    // Unmarking a match never marked changes nothing: every actor allowed to may repeat it.
    [
      'setMatchFeatured',
      'mutation($m: ID!) { setMatchFeatured(matchId: $m, featured: false) { featured } }',
      () => ({ m: ids.matchId }),
      RUNS_EVENT,
      'ok',
    ],
    [
      'recordFeatureGame',
      'mutation($m: ID!) { recordFeatureGame(matchId: $m, winner: PLAYER1) { games } }',
      () => ({ m: ids.matchId }),
      RUNS_EVENT,
      'MATCH_NOT_FEATURED',
    ],
    [
      'undoFeatureGame',
      'mutation($m: ID!) { undoFeatureGame(matchId: $m) { games } }',
      () => ({ m: ids.matchId }),
      RUNS_EVENT,
      'MATCH_NOT_FEATURED',
    ],
    [
      'reportResult',
      'mutation($m: ID!) { reportResult(matchId: $m, input: { player1Wins: 2, player2Wins: 0 }) { id } }',
      () => ({ m: ids.matchId }),
      ['playerInMatch'],
      'ok',
    ],
    [
      'confirmResult',
      'mutation($m: ID!) { confirmResult(matchId: $m, reportId: $m) { id } }',
      () => ({ m: ids.matchId }),
      ['playerInMatch'],
      'NO_OPPONENT_REPORT',
    ],
    // After reportResult: a result is in, so the round's pairings can no longer change.
    ['repairRound', 'mutation($r: ID!) { repairRound(roundId: $r) { id } }', () => ({ r: ids.roundId }), RUNS_EVENT, 'RESULTS_ALREADY_IN'],
    [
      'editPairings',
      'mutation($r: ID!) { editPairings(roundId: $r, pairings: []) { id } }',
      () => ({ r: ids.roundId }),
      RUNS_EVENT,
      'RESULTS_ALREADY_IN',
    ],
    ['match', 'query($m: ID!) { match(id: $m) { id } }', () => ({ m: ids.matchId }), [...STAFF_OF_EVENT, ...PLAYERS_OF_EVENT], 'ok'],
    ['matches', 'query($e: ID!) { matches(eventId: $e, statuses: [DISPUTED]) { id } }', () => ({ e: ids.eventId }), STAFF_OF_EVENT, 'ok'],
    ['myMatches', '{ myMatches { id } }', () => ({}), [...PLAYERS_OF_EVENT, 'otherEventPlayer'], 'ok'],
    [
      'standings',
      'query($e: ID!) { standings(eventId: $e) { rank } }',
      () => ({ e: ids.eventId }),
      [...STAFF_OF_EVENT, ...PLAYERS_OF_EVENT],
      'ok',
    ],
    [
      'metagame',
      'query($e: ID!) { metagame(eventId: $e) { players archetypes { key players } } }',
      () => ({ e: ids.eventId }),
      STAFF_OF_EVENT,
      'ok',
    ],
    [
      'publishStandings',
      'mutation($e: ID!) { publishStandings(eventId: $e, published: true) { id } }',
      () => ({ e: ids.eventId }),
      RUNS_EVENT,
      'ok',
    ],
    ['auditLog', 'query($e: ID!) { auditLog(eventId: $e) { id } }', () => ({ e: ids.eventId }), RUNS_EVENT, 'ok'],
    ['infractions', 'query($e: ID!) { infractions(eventId: $e) { code } }', () => ({ e: ids.eventId }), STAFF_OF_EVENT, 'ok'],
    ['infractionCatalog', 'query($e: ID!) { infractionCatalog(eventId: $e) { id } }', () => ({ e: ids.eventId }), STAFF_OF_EVENT, 'ok'],
    [
      'suggestPenalty',
      'query($e: ID!, $p: ID!) { suggestPenalty(eventId: $e, playerId: $p, infraction: "NOPE") { penalty } }',
      () => ({ e: ids.eventId, p: ids.playerId }),
      JUDGES,
      'INVALID_INPUT',
    ],
    [
      'logInfraction',
      'mutation($e: ID!, $p: ID!) { logInfraction(eventId: $e, input: { playerId: $p, infraction: "NOPE", description: "x" }) { id } }',
      () => ({ e: ids.eventId, p: ids.playerId }),
      JUDGES,
      'INVALID_INPUT',
    ],
    [
      'approvePenalty',
      'mutation($id: ID!) { approvePenalty(id: $id) { id } }',
      () => ({ id: ids.penaltyId }),
      DECIDES,
      'PENALTY_NOT_PENDING',
    ],
    [
      'revokePenalty',
      'mutation($id: ID!) { revokePenalty(id: $id, reason: " ") { id } }',
      () => ({ id: ids.penaltyId }),
      DECIDES,
      'INVALID_INPUT',
    ],
    [
      // IPG 3.1: the late player reported to the head judge or scorekeeper (players.manage).
      'recordArrival',
      'mutation($id: ID!) { recordArrival(penaltyId: $id) { id } }',
      () => ({ id: ids.penaltyId }),
      RUNS_EVENT,
      'PENALTY_NO_DROP_PENDING',
    ],
    [
      'disqualificationReport',
      'query($p: ID!) { disqualificationReport(penaltyId: $p) }',
      () => ({ p: ids.penaltyId }),
      DECIDES,
      'NOT_A_DISQUALIFICATION',
    ],
    [
      'investigation',
      'query($p: ID!) { investigation(penaltyId: $p) { statements { id } appeals { id } } }',
      () => ({ p: ids.penaltyId }),
      DECIDES,
      'ok',
    ],
    [
      'recordStatement',
      'mutation($p: ID!) { recordStatement(input: { penaltyId: $p, role: WITNESS, statement: " " }) { id } }',
      () => ({ p: ids.penaltyId }),
      JUDGES,
      'INVALID_INPUT',
    ],
    [
      'markDisqualificationWithoutProof',
      'mutation($p: ID!) { markDisqualificationWithoutProof(penaltyId: $p, withoutProof: true) { withoutProof } }',
      () => ({ p: ids.penaltyId }),
      DECIDES,
      'NOT_A_DISQUALIFICATION',
    ],
    [
      'fileAppeal',
      'mutation($p: ID!) { fileAppeal(penaltyId: $p, statement: " ") { id } }',
      () => ({ p: ids.penaltyId }),
      JUDGES,
      'INVALID_INPUT',
    ],
    [
      'decideAppeal',
      'mutation($id: ID!) { decideAppeal(id: $id, input: { decision: UPHELD, reason: " " }) { id } }',
      () => ({ id: ids.appealId }),
      DECIDES,
      'INVALID_INPUT',
    ],
    ['penalties', 'query($e: ID!) { penalties(eventId: $e) { id privateNote } }', () => ({ e: ids.eventId }), STAFF_OF_EVENT, 'ok'],
    ['penaltyReport', 'query($e: ID!) { penaltyReport(eventId: $e) }', () => ({ e: ids.eventId }), STAFF_OF_EVENT, 'ok'],
    ['myPenalties', '{ myPenalties { id } }', () => ({}), [...PLAYERS_OF_EVENT, 'otherEventPlayer'], 'ok'],
    ['myState', '{ myState { kind } }', () => ({}), [...PLAYERS_OF_EVENT, 'otherEventPlayer'], 'ok'],
    ['pushPublicKey', '{ pushPublicKey }', () => ({}), [...PLAYERS_OF_EVENT, 'otherEventPlayer'], 'ok'],
    // Each player registers only their own phone (the token names the player); not https here, so refused when allowed.
    [
      'registerPushSubscription',
      'mutation { registerPushSubscription(input: { endpoint: "http://push.example.org/1", p256dh: "x", auth: "x", language: "en" }) }',
      () => ({}),
      [...PLAYERS_OF_EVENT, 'otherEventPlayer'],
      'INVALID_INPUT',
    ],
    [
      'unregisterPushSubscription',
      'mutation { unregisterPushSubscription(endpoint: "https://push.example.org/none") }',
      () => ({}),
      [...PLAYERS_OF_EVENT, 'otherEventPlayer'],
      'ok',
    ],
    ['myJudgeCalls', '{ myJudgeCalls { id status } }', () => ({}), [...PLAYERS_OF_EVENT, 'otherEventPlayer'], 'ok'],
    [
      'announcements',
      'query($e: ID!) { announcements(eventId: $e) { id } }',
      () => ({ e: ids.eventId }),
      [...STAFF_OF_EVENT, ...PLAYERS_OF_EVENT],
      'ok',
    ],
    ['composeAnnouncement', 'query($e: ID!) { composeAnnouncement(eventId: $e) { title } }', () => ({ e: ids.eventId }), DECIDES, 'ok'],
    [
      'createAnnouncement',
      'mutation($e: ID!) { createAnnouncement(eventId: $e, input: { title: "", body: "" }) { id } }',
      () => ({ e: ids.eventId }),
      DECIDES,
      'INVALID_INPUT',
    ],
    [
      'updateAnnouncement',
      'mutation($id: ID!) { updateAnnouncement(id: $id, input: { title: " " }) { id } }',
      () => ({ id: ids.announcementId }),
      DECIDES,
      'INVALID_INPUT',
    ],
    [
      'publishAnnouncement',
      'mutation($id: ID!) { publishAnnouncement(id: $id) { id } }',
      () => ({ id: ids.announcementId }),
      DECIDES,
      'ANNOUNCEMENT_ALREADY_PUBLISHED',
    ],
    [
      'pinAnnouncement',
      'mutation($id: ID!) { pinAnnouncement(id: $id, pinned: true) { id } }',
      () => ({ id: ids.announcementId }),
      DECIDES,
      'ok',
    ],
    ['takeJudgeCall', 'mutation($id: ID!) { takeJudgeCall(id: $id) { id } }', () => ({ id: ids.judgeCallId }), JUDGES, 'JUDGE_CALL_CLOSED'],
    [
      'closeJudgeCall',
      'mutation($id: ID!) { closeJudgeCall(id: $id) { id } }',
      () => ({ id: ids.judgeCallId }),
      JUDGES,
      'JUDGE_CALL_CLOSED',
    ],
    // Only the player who called: not their opponent, who sees the call too, nor staff (they close it).
    [
      'cancelJudgeCall',
      'mutation($id: ID!) { cancelJudgeCall(id: $id) { id } }',
      () => ({ id: ids.judgeCallId }),
      ['playerInMatch'],
      'JUDGE_CALL_CLOSED',
    ],
    ['judgeCalls', 'query($e: ID!) { judgeCalls(eventId: $e) { id } }', () => ({ e: ids.eventId }), JUDGES, 'ok'],
    ['exportEvent', 'query($e: ID!) { exportEvent(eventId: $e) }', () => ({ e: ids.eventId }), ORGANIZERS, 'ok'],
    // The event has no top cut: its staff are told there is nothing to draw yet.
    [
      'socialImage',
      'query($e: ID!) { socialImage(eventId: $e, kind: TOP_CUT) { width } }',
      () => ({ e: ids.eventId }),
      STAFF_OF_EVENT,
      'SOCIAL_IMAGE_NOT_READY',
    ],
    [
      'exportOrganization',
      'query($o: ID!) { exportOrganization(organizationId: $o) }',
      () => ({ o: ids.organizationId }),
      OWNS_ORGANIZATION,
      'ok',
    ],
    ['eventBackups', 'query($e: ID!) { eventBackups(eventId: $e) { fileName } }', () => ({ e: ids.eventId }), ORGANIZERS, 'ok'],
    ['eventBackupStatus', 'query($e: ID!) { eventBackupStatus(eventId: $e) { failing } }', () => ({ e: ids.eventId }), ORGANIZERS, 'ok'],
    [
      'eventBackup',
      'query($e: ID!) { eventBackup(eventId: $e, fileName: "none.json") }',
      () => ({ e: ids.eventId }),
      ORGANIZERS,
      'NOT_FOUND',
    ],
    // The event exists and `replace` is not asked: refused as BACKUP_EVENT_EXISTS when allowed.
    [
      'importEvent',
      'mutation($d: String!) { importEvent(input: { data: $d }) { eventId } }',
      () => ({ d: ids.exported }),
      ORGANIZERS,
      'BACKUP_EVENT_EXISTS',
    ],
    [
      // Issue 25: a zip bomb (72 MB of `{},` in 100 KB) is refused before it is unpacked unless the caller organizes.
      'importEvent (a zip bomb)',
      'mutation($d: String!) { importEvent(input: { data: $d, compressed: true, replace: true }) { eventId } }',
      () => ({ d: zipBomb() }),
      // The owner of another organization organizes events (its own) too.
      [...ORGANIZERS, 'otherOrganizationOwner'],
      'IMPORT_FILE_TOO_LARGE',
    ],
    [
      'decklistSettings',
      'query($e: ID!) { decklistSettings(eventId: $e) { locked } }',
      () => ({ e: ids.eventId }),
      [...STAFF_OF_EVENT, ...PLAYERS_OF_EVENT],
      'ok',
    ],
    [
      'setDecklistSettings',
      'mutation($e: ID!) { setDecklistSettings(eventId: $e, input: { legalityFormat: "no such" }) { locked } }',
      () => ({ e: ids.eventId }),
      DECIDES,
      'INVALID_INPUT',
    ],
    [
      'checkDecklist',
      'query($e: ID!) { checkDecklist(eventId: $e, text: "4 Island") { mainCount } }',
      () => ({ e: ids.eventId }),
      [...STAFF_OF_EVENT, ...PLAYERS_OF_EVENT],
      'ok',
    ],
    [
      'submitDecklist',
      'mutation { submitDecklist(text: "60 Island") { id } }',
      () => ({}),
      [...PLAYERS_OF_EVENT, 'otherEventPlayer'],
      'DECKLISTS_NOT_COLLECTED',
    ],
    [
      'enterDecklist',
      'mutation($p: ID!) { enterDecklist(playerId: $p, text: "", reason: "paper sheet") { id } }',
      () => ({ p: ids.playerId }),
      STAFF_OF_EVENT,
      'DECKLIST_EMPTY',
    ],
    ['myDecklist', '{ myDecklist { id } }', () => ({}), [...PLAYERS_OF_EVENT, 'otherEventPlayer'], 'ok'],
    ['decklist', 'query($p: ID!) { decklist(playerId: $p) { id } }', () => ({ p: ids.playerId }), STAFF_OF_EVENT, 'ok'],
    [
      'opponentDecklist',
      'query($p: ID!) { opponentDecklist(playerId: $p) { playerId } }',
      () => ({ p: ids.playerId }),
      PLAYERS_OF_EVENT,
      'DECKLIST_NOT_PUBLIC',
    ],
    ['decklists', 'query($e: ID!) { decklists(eventId: $e) { state } }', () => ({ e: ids.eventId }), STAFF_OF_EVENT, 'ok'],
    [
      'publishDecklists',
      'mutation($e: ID!) { publishDecklists(eventId: $e, top: 8) { publishedTop } }',
      () => ({ e: ids.eventId }),
      DECIDES,
      'DECKLISTS_NOT_COLLECTED',
    ],
    [
      'publishedDecklists',
      'query($e: ID!) { publishedDecklists(eventId: $e) { rank } }',
      () => ({ e: ids.eventId }),
      [...STAFF_OF_EVENT, ...PLAYERS_OF_EVENT],
      'ok',
    ],
    [
      'recordDeckCheck',
      'mutation($m: ID!, $p: ID!) { recordDeckCheck(input: { matchId: $m, playerId: $p, minutes: 5, outcome: OK }) { id } }',
      () => ({ m: ids.matchId, p: ids.droppedId }),
      JUDGES,
      'DECK_CHECK_PLAYER_NOT_IN_MATCH',
    ],
    ['deckChecks', 'query($e: ID!) { deckChecks(eventId: $e) { id } }', () => ({ e: ids.eventId }), STAFF_OF_EVENT, 'ok'],
    ['replaceCardDatabase', 'mutation { replaceCardDatabase(json: "{}") }', () => ({}), ['siteOrganizer'], 'CARD_DATABASE_MALFORMED'],
    [
      'callJudge',
      'mutation($e: ID!, $m: ID!) { callJudge(eventId: $e, matchId: $m) { id } }',
      () => ({ e: ids.eventId, m: ids.matchId }),
      ['playerInMatch'],
      'ok',
    ],
    [
      'eventUpdates',
      'subscription($e: ID!) { eventUpdates(eventId: $e) { kind } }',
      () => ({ e: ids.eventId }),
      [...STAFF_OF_EVENT, ...PLAYERS_OF_EVENT],
      'ok',
    ],
    [
      'personHistory',
      'query($p: ID!) { personHistory(personId: $p) { name } }',
      () => ({ p: ids.personId }),
      ['siteOrganizer', 'organizationOwner', 'organizationJudge'],
      'ok',
    ],
    ['earlierPenalties', 'query($p: ID!) { earlierPenalties(playerId: $p) { id } }', () => ({ p: ids.droppedId }), JUDGES, 'ok'],
    [
      'organizationPenaltyReport',
      'query($o: ID!) { organizationPenaltyReport(organizationId: $o, from: "2026-01-01T00:00:00Z", to: "2027-01-01T00:00:00Z") }',
      () => ({ o: ids.organizationId }),
      ['siteOrganizer', 'organizationOwner', 'organizationJudge'],
      'ok',
    ],
    [
      'exportPerson',
      'query($p: ID!) { exportPerson(personId: $p) }',
      () => ({ p: ids.personId }),
      ['siteOrganizer', 'organizationOwner'],
      'ok',
    ],
    // The phone across events: a person token reaches its person's own events and entries, nothing else. The matrix's
    // event is running (pre-registration closed) and the person is not registered in it.
    ['organizationCalendar', '{ organizationCalendar(slug: "no-such-store") { name } }', () => ({}), EVERYONE, 'NOT_FOUND'],
    ['myEvents', '{ myEvents { name } }', () => ({}), ['personOfOrganization'], 'ok'],
    [
      'preRegister',
      'mutation($e: ID!) { preRegister(eventId: $e) { status } }',
      () => ({ e: ids.eventId }),
      ['personOfOrganization'],
      'PREREGISTRATION_CLOSED',
    ],
    [
      'cancelPreRegistration',
      'mutation($e: ID!) { cancelPreRegistration(eventId: $e) }',
      () => ({ e: ids.eventId }),
      ['personOfOrganization'],
      'NOT_PREREGISTERED',
    ],
    [
      'personEventLogin',
      'mutation($e: ID!) { personEventLogin(eventId: $e) { token } }',
      () => ({ e: ids.eventId }),
      ['personOfOrganization'],
      'NOT_REGISTERED_IN_EVENT',
    ],
    [
      'preRegisterAsGuest',
      'mutation($e: ID!) { preRegisterAsGuest(eventId: $e, input: { name: "Guest", email: "guest@example.com" }) { status } }',
      () => ({ e: ids.eventId }),
      EVERYONE,
      'PREREGISTRATION_CLOSED',
    ],
    [
      'personDevices',
      'query($p: ID!) { personDevices(personId: $p) { id } }',
      () => ({ p: ids.personId }),
      ['siteOrganizer', 'organizationOwner', 'organizationJudge'],
      'ok',
    ],
    [
      'revokePersonDevices',
      'mutation($p: ID!) { revokePersonDevices(personId: $p) }',
      () => ({ p: ids.personId }),
      ['siteOrganizer', 'organizationOwner'],
      'ok',
    ],
    // Series: the organization's members read them, its owners (and organizers) change them.
    [
      'seriesList',
      'query($o: ID!) { seriesList(organizationId: $o) { id } }',
      () => ({ o: ids.organizationId }),
      ['siteOrganizer', 'organizationOwner', 'organizationJudge'],
      'ok',
    ],
    [
      'series',
      'query($s: ID!) { series(id: $s) { id events { id } } }',
      () => ({ s: ids.seriesId }),
      ['siteOrganizer', 'organizationOwner', 'organizationJudge'],
      'ok',
    ],
    [
      'seriesStandings',
      'query($s: ID!) { seriesStandings(seriesId: $s) { rank name } }',
      () => ({ s: ids.seriesId }),
      ['siteOrganizer', 'organizationOwner', 'organizationJudge'],
      'ok',
    ],
    [
      'seriesStandingsCsv',
      'query($s: ID!) { seriesStandingsCsv(seriesId: $s) }',
      () => ({ s: ids.seriesId }),
      ['siteOrganizer', 'organizationOwner', 'organizationJudge'],
      'ok',
    ],
    [
      'seriesPayout',
      'query($s: ID!) { seriesPayout(seriesId: $s) { total } }',
      () => ({ s: ids.seriesId }),
      ['siteOrganizer', 'organizationOwner', 'organizationJudge'],
      'ok',
    ],
    [
      'eventPayout',
      'query($e: ID!) { eventPayout(eventId: $e) { total } }',
      () => ({ e: ids.eventId }),
      ['siteOrganizer', 'organizationOwner', 'organizationJudge'],
      'ok',
    ],
    // Anyone: the phone shows it without signing in (names as lists show them, nothing else).
    [
      'publicSeriesStandings',
      'query($s: ID!) { publicSeriesStandings(seriesId: $s) { name } }',
      () => ({ s: ids.seriesId }),
      EVERYONE,
      'ok',
    ],
    [
      'createSeries',
      'mutation($o: ID!) { createSeries(organizationId: $o, input: { name: " " }) { id } }',
      () => ({ o: ids.organizationId }),
      OWNS_ORGANIZATION,
      'INVALID_INPUT',
    ],
    [
      'updateSeries',
      'mutation($s: ID!) { updateSeries(id: $s, input: { rule: "{\\"bestEvents\\": 0}" }) { id } }',
      () => ({ s: ids.seriesId }),
      OWNS_ORGANIZATION,
      'SERIES_RULE_INVALID',
    ],
    [
      'addSeriesEvent',
      'mutation($s: ID!, $e: ID!) { addSeriesEvent(seriesId: $s, eventId: $e) { id } }',
      () => ({ s: ids.seriesId, e: ids.eventId }),
      OWNS_ORGANIZATION,
      'ok',
    ],
    [
      'removeSeriesEvent',
      'mutation($s: ID!, $e: ID!) { removeSeriesEvent(seriesId: $s, eventId: $e) { id } }',
      () => ({ s: ids.seriesId, e: ids.playerId }),
      OWNS_ORGANIZATION,
      'ok',
    ],
    [
      'correctSeriesPoints',
      'mutation($s: ID!, $p: ID!) { correctSeriesPoints(seriesId: $s, personId: $p, points: "2", reason: " ") { rank } }',
      () => ({ s: ids.seriesId, p: ids.personId }),
      OWNS_ORGANIZATION,
      'INVALID_INPUT',
    ],
    [
      'deleteSeriesCorrection',
      'mutation($s: ID!, $c: ID!) { deleteSeriesCorrection(seriesId: $s, correctionId: $c) { rank } }',
      () => ({ s: ids.seriesId, c: ids.playerId }),
      OWNS_ORGANIZATION,
      'NOT_FOUND',
    ],
    // Rules texts: the organization's members look rules up, its owners (and organizers) load texts.
    [
      'rulesDocuments',
      'query($o: ID!) { rulesDocuments(organizationId: $o) { id } }',
      () => ({ o: ids.organizationId }),
      ['siteOrganizer', 'organizationOwner', 'organizationJudge'],
      'ok',
    ],
    [
      'rulesOfflineCopy',
      'query($o: ID!) { rulesOfflineCopy(organizationId: $o) { document { id } parsed } }',
      () => ({ o: ids.organizationId }),
      ['siteOrganizer', 'organizationOwner', 'organizationJudge'],
      'ok',
    ],
    [
      'rulesDocument',
      'query($d: ID!) { rulesDocument(id: $d) { id } }',
      () => ({ d: ids.rulesDocumentId }),
      ['siteOrganizer', 'organizationOwner', 'organizationJudge'],
      'ok',
    ],
    [
      'searchRules',
      'query($d: ID!) { searchRules(documentId: $d, query: "100.1") { number } }',
      () => ({ d: ids.rulesDocumentId }),
      ['siteOrganizer', 'organizationOwner', 'organizationJudge'],
      'ok',
    ],
    [
      'rule',
      'query($d: ID!) { rule(documentId: $d, number: "100.1") { number } }',
      () => ({ d: ids.rulesDocumentId }),
      ['siteOrganizer', 'organizationOwner', 'organizationJudge'],
      'ok',
    ],
    [
      'rulesSection',
      'query($o: ID!) { rulesSection(organizationId: $o, documentKind: "CR", number: "100.1") { rule { number } } }',
      () => ({ o: ids.organizationId }),
      ['siteOrganizer', 'organizationOwner', 'organizationJudge'],
      'ok',
    ],
    [
      'cardErrata',
      'query($o: ID!) { cardErrata(organizationId: $o, names: ["x"]) { name } }',
      () => ({ o: ids.organizationId }),
      ['siteOrganizer', 'organizationOwner', 'organizationJudge'],
      'ok',
    ],
    [
      'penaltyTable',
      'query($o: ID!) { penaltyTable(organizationId: $o) { code } }',
      () => ({ o: ids.organizationId }),
      ['siteOrganizer', 'organizationOwner', 'organizationJudge'],
      'ok',
    ],
    [
      'loadRulesDocument',
      'mutation($o: ID!) { loadRulesDocument(organizationId: $o, documentKind: "IPG", version: "1", content: "no rules") { id } }',
      () => ({ o: ids.organizationId }),
      OWNS_ORGANIZATION,
      'RULES_TEXT_UNREADABLE',
    ],
    // Conventions: the organization's members read the hall, its owners (and organizers) change it; its
    // owners, organizers, head judges and scorekeepers take tables out of use.
    [
      'conventions',
      'query($o: ID!) { conventions(organizationId: $o) { id } }',
      () => ({ o: ids.organizationId }),
      ['siteOrganizer', 'organizationOwner', 'organizationJudge'],
      'ok',
    ],
    [
      'convention',
      'query($c: ID!) { convention(id: $c) { id events { id } } }',
      () => ({ c: ids.conventionId }),
      ['siteOrganizer', 'organizationOwner', 'organizationJudge'],
      'ok',
    ],
    [
      'conventionHall',
      'query($c: ID!) { conventionHall(conventionId: $c) { label } }',
      () => ({ c: ids.conventionId }),
      ['siteOrganizer', 'organizationOwner', 'organizationJudge'],
      'ok',
    ],
    [
      'conventionConsole',
      'query($c: ID!) { conventionConsole(conventionId: $c) { eventId outstanding openCalls } }',
      () => ({ c: ids.conventionId }),
      ['siteOrganizer', 'organizationOwner', 'organizationJudge'],
      'ok',
    ],
    [
      'conventionSeatingConflicts',
      'query($c: ID!) { conventionSeatingConflicts(conventionId: $c) { personId seat { table } other { table } } }',
      () => ({ c: ids.conventionId }),
      ['siteOrganizer', 'organizationOwner', 'organizationJudge'],
      'ok',
    ],
    [
      'conventionJudgeCalls',
      'query($c: ID!) { conventionJudgeCalls(conventionId: $c, area: "A") { id table status } }',
      () => ({ c: ids.conventionId }),
      ['siteOrganizer', 'organizationOwner', 'organizationJudge'],
      'ok',
    ],
    [
      'conventionUpdates',
      'subscription($c: ID!) { conventionUpdates(conventionId: $c) { eventId kind } }',
      () => ({ c: ids.conventionId }),
      ['siteOrganizer', 'organizationOwner', 'organizationJudge'],
      'ok',
    ],
    [
      'conventionShifts',
      'query($c: ID!) { conventionShifts(conventionId: $c) { id area } }',
      () => ({ c: ids.conventionId }),
      ['siteOrganizer', 'organizationOwner', 'organizationJudge'],
      'ok',
    ],
    [
      'myConventionShift',
      'query($c: ID!) { myConventionShift(conventionId: $c) { id area } }',
      () => ({ c: ids.conventionId }),
      ['siteOrganizer', 'organizationOwner', 'organizationJudge'],
      'ok',
    ],
    [
      'conventionStaffCounts',
      'query($c: ID!) { conventionStaffCounts(conventionId: $c) { userId callsTaken penalties } }',
      () => ({ c: ids.conventionId }),
      ['siteOrganizer', 'organizationOwner', 'organizationJudge'],
      'ok',
    ],
    // The staff pool's shifts: the organization's owners, organizers and head judges (none here but the owner).
    [
      'addConventionShift',
      `mutation($c: ID!, $u: ID!) { addConventionShift(conventionId: $c, input: {
        userId: $u, role: JUDGE, startsAt: "2030-01-01T10:00:00Z", endsAt: "2030-01-01T09:00:00Z", area: "A" }) { id } }`,
      () => ({ c: ids.conventionId, u: ids.playerId }),
      OWNS_ORGANIZATION,
      'SHIFT_ENDS_BEFORE_START',
    ],
    [
      'updateConventionShift',
      `mutation($c: ID!, $id: ID!, $u: ID!) { updateConventionShift(conventionId: $c, id: $id, input: {
        userId: $u, role: JUDGE, startsAt: "2030-01-01T10:00:00Z", endsAt: "2030-01-01T09:00:00Z", area: "A" }) { id } }`,
      () => ({ c: ids.conventionId, id: ids.playerId, u: ids.playerId }),
      OWNS_ORGANIZATION,
      'SHIFT_ENDS_BEFORE_START',
    ],
    [
      'removeConventionShift',
      'mutation($c: ID!, $id: ID!) { removeConventionShift(conventionId: $c, id: $id) }',
      () => ({ c: ids.conventionId, id: ids.playerId }),
      OWNS_ORGANIZATION,
      'NOT_FOUND',
    ],
    [
      'createConvention',
      'mutation($o: ID!) { createConvention(organizationId: $o, input: { name: " " }) { id } }',
      () => ({ o: ids.organizationId }),
      OWNS_ORGANIZATION,
      'INVALID_INPUT',
    ],
    [
      'updateConvention',
      'mutation($c: ID!) { updateConvention(id: $c, input: { name: " " }) { id } }',
      () => ({ c: ids.conventionId }),
      OWNS_ORGANIZATION,
      'INVALID_INPUT',
    ],
    [
      'addConventionEvent',
      'mutation($c: ID!, $e: ID!) { addConventionEvent(conventionId: $c, eventId: $e) { id } }',
      () => ({ c: ids.conventionId, e: ids.playerId }),
      OWNS_ORGANIZATION,
      'CONVENTION_EVENT_OF_OTHER_ORGANIZATION',
    ],
    [
      'removeConventionEvent',
      'mutation($c: ID!, $e: ID!) { removeConventionEvent(conventionId: $c, eventId: $e) { id } }',
      () => ({ c: ids.conventionId, e: ids.playerId }),
      OWNS_ORGANIZATION,
      'ok',
    ],
    [
      'setHallMap',
      'mutation($c: ID!) { setHallMap(conventionId: $c, tables: [{ label: " ", area: "A", row: 1, number: 1 }]) { label } }',
      () => ({ c: ids.conventionId }),
      OWNS_ORGANIZATION,
      'HALL_LABEL_EMPTY',
    ],
    [
      'importHallMap',
      'mutation($c: ID!) { importHallMap(conventionId: $c, csv: "A,1") { label } }',
      () => ({ c: ids.conventionId }),
      OWNS_ORGANIZATION,
      'HALL_CSV_COLUMNS',
    ],
    [
      'setHallTableInUse',
      'mutation($c: ID!) { setHallTableInUse(conventionId: $c, label: "Z-99", inUse: false) { label } }',
      () => ({ c: ids.conventionId }),
      OWNS_ORGANIZATION,
      'HALL_TABLE_UNKNOWN',
    ],
    [
      'moveMatchToHallTable',
      'mutation($c: ID!, $m: ID!) { moveMatchToHallTable(conventionId: $c, matchId: $m, label: "Z-99") { label } }',
      () => ({ c: ids.conventionId, m: ids.matchId }),
      OWNS_ORGANIZATION,
      'HALL_MATCH_NOT_RUNNING',
    ],
    [
      'setHallFixedSeat',
      'mutation($c: ID!, $p: ID!) { setHallFixedSeat(conventionId: $c, personId: $p, label: "Z-99") }',
      () => ({ c: ids.conventionId, p: ids.personId }),
      OWNS_ORGANIZATION,
      'HALL_TABLE_UNKNOWN',
    ],
    // On-demand queues: the organization's members see them, its owners (and organizers) open and close them; a person
    // token signs its person up (the matrix's queue id is the convention's: no such queue).
    [
      'onDemandQueues',
      'query($c: ID!) { onDemandQueues(conventionId: $c) { id waiting pods { eventId } } }',
      () => ({ c: ids.conventionId }),
      ['siteOrganizer', 'organizationOwner', 'organizationJudge'],
      'ok',
    ],
    [
      'openOnDemandQueue',
      'mutation($c: ID!) { openOnDemandQueue(conventionId: $c, input: { name: " " }) { id } }',
      () => ({ c: ids.conventionId }),
      OWNS_ORGANIZATION,
      'INVALID_INPUT',
    ],
    [
      'closeOnDemandQueue',
      'mutation($q: ID!) { closeOnDemandQueue(id: $q) { id open } }',
      () => ({ q: ids.onDemandQueueId }),
      OWNS_ORGANIZATION,
      'ok',
    ],
    ['myOnDemandQueues', '{ myOnDemandQueues { id position } }', () => ({}), ['personOfOrganization'], 'ok'],
    [
      'joinOnDemandQueue',
      'mutation($q: ID!) { joinOnDemandQueue(id: $q) { position } }',
      () => ({ q: ids.conventionId }),
      ['personOfOrganization'],
      'NOT_FOUND',
    ],
    [
      'leaveOnDemandQueue',
      'mutation($q: ID!) { leaveOnDemandQueue(id: $q) { position } }',
      () => ({ q: ids.conventionId }),
      ['personOfOrganization'],
      'NOT_FOUND',
    ],
    [
      'createPublishToken',
      'mutation($o: ID!) { createPublishToken(organizationId: $o, name: "Venue") { token } }',
      () => ({ o: ids.organizationId }),
      OWNS_ORGANIZATION,
      'ok',
    ],
    [
      'publishTokens',
      'query($o: ID!) { publishTokens(organizationId: $o) { id } }',
      () => ({ o: ids.organizationId }),
      OWNS_ORGANIZATION,
      'ok',
    ],
    [
      'revokePublishToken',
      'mutation($t: ID!) { revokePublishToken(id: $t) { id } }',
      () => ({ t: ids.publishTokenId }),
      OWNS_ORGANIZATION,
      'ok',
    ],
    [
      'setPublishLink',
      'mutation($o: ID!) { setPublishLink(organizationId: $o, url: "ftp://example.com", token: "x") { url } }',
      () => ({ o: ids.organizationId }),
      OWNS_ORGANIZATION,
      'PUBLISH_URL_INVALID',
    ],
    [
      'clearPublishLink',
      'mutation($o: ID!) { clearPublishLink(organizationId: $o) }',
      () => ({ o: ids.organizationId }),
      OWNS_ORGANIZATION,
      'ok',
    ],
    [
      'addWebhook',
      'mutation($o: ID!) { addWebhook(input: { organizationId: $o, url: "http://hooks.example.com/t", format: "JSON", kinds: ["CHAMPION"] }) { secret } }',
      () => ({ o: ids.organizationId }),
      OWNS_ORGANIZATION,
      'WEBHOOK_URL_REFUSED',
    ],
    ['webhooks', 'query($o: ID!) { webhooks(organizationId: $o) { id } }', () => ({ o: ids.organizationId }), OWNS_ORGANIZATION, 'ok'],
    [
      'webhookDeliveries',
      'query($o: ID!) { webhookDeliveries(organizationId: $o) { id } }',
      () => ({ o: ids.organizationId }),
      OWNS_ORGANIZATION,
      'ok',
    ],
    [
      'setWebhookEnabled',
      'mutation($w: ID!) { setWebhookEnabled(id: $w, enabled: true) { enabled } }',
      () => ({ w: ids.webhookIds[0] }),
      OWNS_ORGANIZATION,
      'ok',
    ],
    ['testWebhook', 'mutation($w: ID!) { testWebhook(id: $w) }', () => ({ w: ids.webhookIds[0] }), OWNS_ORGANIZATION, 'ok'],
    ['removeWebhook', 'mutation($w: ID!) { removeWebhook(id: $w) }', () => ({ w: ids.webhookIds.pop() }), OWNS_ORGANIZATION, 'ok'],
    [
      'publishStatus',
      'query($o: ID!) { publishStatus(organizationId: $o) { link { url } events { eventId } } }',
      () => ({ o: ids.organizationId }),
      OWNS_ORGANIZATION,
      'ok',
    ],
    // After personHistory and exportPerson; forgetting again changes nothing, so each allowed caller gets the same answer.
    [
      'forgetPerson',
      'mutation($p: ID!) { forgetPerson(personId: $p) { name } }',
      () => ({ p: ids.personId }),
      ['siteOrganizer', 'organizationOwner'],
      'ok',
    ],
    // Teams (issue 29). The matrix's events are individual: a player's team operations are refused on that, each on their own event.
    ['teams', 'query($e: ID!) { teams(eventId: $e) { id joinCode } }', () => ({ e: ids.eventId }), STAFF_OF_EVENT, 'ok'],
    // Staff see every team, a player their own.
    [
      'event.teams',
      'query($e: ID!) { event(id: $e) { teams { id } } }',
      () => ({ e: ids.eventId }),
      [...STAFF_OF_EVENT, ...PLAYERS_OF_EVENT],
      'ok',
    ],
    ['myTeam', '{ myTeam { id } }', () => ({}), [...PLAYERS_OF_EVENT, 'otherEventPlayer'], 'ok'],
    // Team rounds (issue 29): as the standings and a round's matches; empty for the matrix's individual event.
    [
      'teamStandings',
      'query($e: ID!) { teamStandings(eventId: $e) { rank team { name } } }',
      () => ({ e: ids.eventId }),
      [...STAFF_OF_EVENT, ...PLAYERS_OF_EVENT],
      'ok',
    ],
    [
      'round.teamMatches',
      'query($e: ID!) { event(id: $e) { rounds { teamMatches { id status team1 { name } seatMatches { id } } } } }',
      () => ({ e: ids.eventId }),
      [...STAFF_OF_EVENT, ...PLAYERS_OF_EVENT],
      'ok',
    ],
    [
      'match.teamMatch',
      'query($m: ID!) { match(id: $m) { teamSlot teamMatch { id status } } }',
      () => ({ m: ids.matchId }),
      [...STAFF_OF_EVENT, ...PLAYERS_OF_EVENT],
      'ok',
    ],
    [
      'teamRef.members',
      'query($e: ID!) { teamStandings(eventId: $e) { team { members { name seat } } } }',
      () => ({ e: ids.eventId }),
      [...STAFF_OF_EVENT, ...PLAYERS_OF_EVENT],
      'ok',
    ],
    [
      'createTeam',
      'mutation($e: ID!) { createTeam(eventId: $e, name: "Trio", members: []) { id } }',
      () => ({ e: ids.eventId }),
      RUNS_EVENT,
      'TEAM_EVENT_ONLY',
    ],
    [
      'updateTeam',
      'mutation($t: ID!) { updateTeam(teamId: $t, name: " ") { id } }',
      () => ({ t: ids.teamId }),
      RUNS_EVENT,
      'INVALID_INPUT',
    ],
    ['deleteTeam', 'mutation($t: ID!) { deleteTeam(teamId: $t) { id } }', () => ({ t: ids.teamId }), RUNS_EVENT, 'TEAM_ROSTER_FIXED'],
    [
      'refuseTeamName',
      'mutation($t: ID!) { refuseTeamName(teamId: $t, reason: " ") { id } }',
      () => ({ t: ids.teamId }),
      RUNS_EVENT,
      'INVALID_INPUT',
    ],
    [
      'createMyTeam',
      'mutation { createMyTeam(name: "Mine") { id } }',
      () => ({}),
      [...PLAYERS_OF_EVENT, 'otherEventPlayer'],
      'TEAM_EVENT_ONLY',
    ],
    [
      'joinTeam',
      'mutation { joinTeam(joinCode: "ABC234") { id } }',
      () => ({}),
      [...PLAYERS_OF_EVENT, 'otherEventPlayer'],
      'TEAM_EVENT_ONLY',
    ],
    [
      'setTeamSeats',
      'mutation { setTeamSeats(members: []) { id } }',
      () => ({}),
      [...PLAYERS_OF_EVENT, 'otherEventPlayer'],
      'TEAM_EVENT_ONLY',
    ],
    ['leaveTeam', 'mutation { leaveTeam { id } }', () => ({}), [...PLAYERS_OF_EVENT, 'otherEventPlayer'], 'TEAM_EVENT_ONLY'],
    // Last: it drops each player who may call it.
    ['dropMyself', 'mutation { dropMyself { id } }', () => ({}), [...PLAYERS_OF_EVENT, 'otherEventPlayer'], 'ok'],
    // After everything: it ends each caller's sessions.
    ['logout', 'mutation { logout }', () => ({}), SIGNED_IN, 'ok'],
  ];

  it('has an entry for every operation of the committed schema', () => {
    const schema = buildSchema(readFileSync(SCHEMA_FILE, 'utf8'));
    const rootFields = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap((type) =>
      Object.keys(type?.getFields() ?? {}),
    );
    const covered = new Set(operations.map(([name]) => name));
    expect(rootFields.filter((name) => !covered.has(name))).toEqual([]);
  });

  /** A subscription answers a refusal as its first message; an allowed one stays open and quiet. */
  async function subscriptionOutcome(
    query: string,
    variables: Record<string, unknown>,
    token: string | undefined,
  ): Promise<{ code?: string; data?: unknown }> {
    const subscription = await subscribeOverSse(server.url, query, variables, { token });
    try {
      const first = await subscription.nextResult(500).catch(() => ({ data: {} as unknown, errors: undefined }));
      return { code: first.errors?.[0]?.extensions?.code, data: first.data };
    } finally {
      await subscription.close();
    }
  }

  it.each(operations)('%s', async (_name, query, variables, allowed, whenAllowed) => {
    const outcomes: Record<string, string> = {};
    for (const actor of ACTORS) {
      const result = query.startsWith('subscription')
        ? await subscriptionOutcome(query, variables(), tokens[actor]).then(({ code, data }) => ({
            data,
            errors: code ? [{ extensions: { code } }] : undefined,
          }))
        : await server.gql(query, variables(), { token: tokens[actor] });
      const code = result.errors?.[0]?.extensions?.code;
      outcomes[actor] = code && DENIED.has(code) ? 'denied' : (code ?? (result.data ? 'ok' : 'no data'));
    }
    const expected = Object.fromEntries(ACTORS.map((actor) => [actor, allowed.includes(actor) ? whenAllowed : 'denied']));
    expect(outcomes).toEqual(expected);
  });
});
