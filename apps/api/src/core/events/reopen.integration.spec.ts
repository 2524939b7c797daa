import { addEventStaff, createEvent, createStaff, must, registerPlayers } from '../../../testing/event-fixture';
import {
  AuditLogDocument,
  EventStatusDocument,
  PairNextRoundDocument,
  RecordResultDocument,
  ReopenEventDocument,
  StartTopCutDocument,
} from '../../../testing/generated/graphql';
import { startTestServer, TestServer } from '../../../testing/test-server';

// HTTP tier with typed documents (testing/documents/rounds.graphql): data and variables are checked by the compiler.
const PLAYER1_WINS = { player1Wins: 2, player2Wins: 0 };

describe('finishing an event, and a finished event closed until a head judge reopens it, with a reason (real server, real database)', () => {
  let server: TestServer;
  let organizer: string;

  beforeAll(async () => {
    server = await startTestServer();
    organizer = await server.loginAsOrganizer();
  });
  afterAll(() => server.close());

  const status = async (eventId: string) => (await must(server, EventStatusDocument, { id: eventId }, organizer)).event.status;

  it('a Swiss-only event is finished once its last round is played: off the calendar, no more rounds, reopened as running', async () => {
    const FINISH = 'mutation($e: ID!) { finishEvent(eventId: $e) { id status } }';
    const eventId = await createEvent(server, organizer, { name: 'Weekly Swiss', plannedRounds: 1 });
    await registerPlayers(server, organizer, eventId, ['A', 'B', 'C', 'D']);
    const code = async (token = organizer) => (await server.gql(FINISH, { e: eventId }, { token })).errors?.[0].extensions?.code;
    expect(await code()).toBe('ROUND_NOT_FINISHED');
    const round1 = (await must(server, PairNextRoundDocument, { eventId }, organizer)).pairNextRound;
    await must(server, RecordResultDocument, { matchId: round1.matches[0].id, input: PLAYER1_WINS }, organizer);
    // A result still to come: the last round is not over.
    expect(await code()).toBe('ROUND_NOT_FINISHED');
    await must(server, RecordResultDocument, { matchId: round1.matches[1].id, input: PLAYER1_WINS }, organizer);
    const CALENDAR = '{ organizationCalendar(slug: "default") { events { id } } }';
    const listed = async () =>
      (await must<any>(server, CALENDAR, {}, '')).organizationCalendar.events.map((event: { id: string }) => event.id);
    expect(await listed()).toContain(eventId);
    expect((await must<any>(server, FINISH, { e: eventId }, organizer)).finishEvent.status).toBe('FINISHED');
    expect((await server.gql(PairNextRoundDocument, { eventId }, { token: organizer })).errors?.[0].extensions?.code).toBe(
      'EVENT_FINISHED',
    );
    expect(await code()).toBe('EVENT_FINISHED');
    const audit = (await must(server, AuditLogDocument, { eventId, action: 'event.finish' }, organizer)).auditLog;
    expect(audit).toEqual([expect.objectContaining({ before: { status: 'RUNNING' }, after: { status: 'FINISHED', afterRound: 1 } })]);
    expect(await listed()).not.toContain(eventId);
    const reopened = (await must(server, ReopenEventDocument, { id: eventId, reason: 'a result to correct' }, organizer)).reopenEvent;
    expect(reopened.status).toBe('RUNNING');
  });

  it('refuses pairing once finished; the head judge reopens it (audited with the reason) and the final can be played out again', async () => {
    const headJudge = await createStaff(server, organizer, 'head@example.com');
    const eventId = await createEvent(server, organizer, { topCut: 2 });
    await addEventStaff(server, organizer, eventId, 'head@example.com', 'HEAD_JUDGE');
    await registerPlayers(server, organizer, eventId, ['A', 'B', 'C', 'D']);
    const round1 = (await must(server, PairNextRoundDocument, { eventId }, organizer)).pairNextRound;
    for (const match of round1.matches) await must(server, RecordResultDocument, { matchId: match.id, input: PLAYER1_WINS }, organizer);
    const final = (await must(server, StartTopCutDocument, { eventId, size: 2 }, organizer)).startTopCut;
    await must(server, RecordResultDocument, { matchId: final.matches[0].id, input: PLAYER1_WINS }, organizer);
    await must(server, PairNextRoundDocument, { eventId }, organizer);
    expect(await status(eventId)).toBe('FINISHED');
    expect((await server.gql(PairNextRoundDocument, { eventId }, { token: organizer })).errors?.[0].extensions?.code).toBe(
      'EVENT_FINISHED',
    );

    const noReason = await server.gql(ReopenEventDocument, { id: eventId, reason: '  ' }, { token: headJudge, language: 'ja' });
    expect(noReason.errors?.[0]).toMatchObject({ message: '理由が正しくありません: 必須です。', extensions: { code: 'INVALID_INPUT' } });
    expect(await status(eventId)).toBe('FINISHED');

    const reopened = (
      await must(server, ReopenEventDocument, { id: eventId, reason: 'Final result entered the wrong way round' }, headJudge)
    ).reopenEvent;
    expect(reopened.status).toBe('TOP_CUT');
    const audit = (await must(server, AuditLogDocument, { eventId, action: 'event.reopen' }, organizer)).auditLog;
    expect(audit).toEqual([
      {
        before: { status: 'FINISHED' },
        after: { status: 'TOP_CUT', reason: 'Final result entered the wrong way round' },
        actorName: 'head',
      },
    ]);
    expect(
      (await server.gql(ReopenEventDocument, { id: eventId, reason: 'again' }, { token: headJudge })).errors?.[0].extensions?.code,
    ).toBe('EVENT_NOT_FINISHED');

    await must(server, RecordResultDocument, { matchId: final.matches[0].id, input: { player1Wins: 0, player2Wins: 2 } }, headJudge);
    await must(server, PairNextRoundDocument, { eventId }, organizer);
    expect(await status(eventId)).toBe('FINISHED');
  });
});
