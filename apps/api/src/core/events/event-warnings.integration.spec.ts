import { must, registerPlayers, ROUND_FIELDS } from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';

const CREATE = `mutation($i: EventInput!) { createEvent(input: $i) { id roundMinutes warnings { code message acceptedAt acceptedByName } } }`;
const UPDATE = `mutation($id: ID!, $i: EventInput!) { updateEvent(id: $id, input: $i) { roundMinutes warnings { code message acceptedAt } } }`;
const EVENT = `query($id: ID!) { event(id: $id) { roundMinutes warnings { code message acceptedAt acceptedByName } } }`;
const AUDIT = `query($e: ID!) { auditLog(eventId: $e) { action after } }`;
const codeOf = (result: { errors?: { extensions?: { code?: string } }[] }) => result.errors?.[0]?.extensions?.code;

/**
 * MTR appendix B (judge-handbook-ja.txt:17517 「40分以上でなければならない」): a Magic round is at
 * least 40 minutes (profile.timeLimits.minimumRoundMinutes). A shorter one is refused unless the
 * organizer accepts ROUND_SHORTER_THAN_MINIMUM; the override is recorded in Event.warnings and audited.
 */
describe('a round under the minimum is an override the organizer accepts explicitly (MTR appendix B)', () => {
  let server: TestServer;
  let organizer: string;

  beforeAll(async () => {
    server = await startTestServer();
    organizer = await server.loginAsOrganizer();
  });
  afterAll(() => server.close());

  it('refuses a 30-minute Magic round with a translated error, and creates nothing', async () => {
    const before = (await must<any>(server, 'query { events { id } }', {}, organizer)).events.length;
    const en = await server.gql<any>(CREATE, { i: { name: 'Short rounds', roundMinutes: 30 } }, { token: organizer });
    expect(codeOf(en)).toBe('ROUND_SHORTER_THAN_MINIMUM');
    expect(en.errors![0].message).toContain('40');
    expect(en.errors![0].message).toContain('30');
    const ja = await server.gql<any>(CREATE, { i: { name: 'Short rounds', roundMinutes: 30 } }, { token: organizer, language: 'ja' });
    expect(ja.errors![0].message).toContain('最低40分');
    expect((await must<any>(server, 'query { events { id } }', {}, organizer)).events).toHaveLength(before);
  });

  it('records an accepted override as { code, detail, acceptedBy, acceptedAt }, audited, shown in the caller’s language', async () => {
    const created = (
      await must<any>(
        server,
        CREATE,
        { i: { name: 'Store championship (short)', roundMinutes: 35, acceptWarnings: ['ROUND_SHORTER_THAN_MINIMUM'] } },
        organizer,
      )
    ).createEvent;
    expect(created.roundMinutes).toBe(35);
    expect(created.warnings).toEqual([
      {
        code: 'ROUND_SHORTER_THAN_MINIMUM',
        message: expect.stringContaining('35'),
        acceptedAt: expect.any(String),
        acceptedByName: expect.any(String),
      },
    ]);
    const ja = (await server.gql<any>(EVENT, { id: created.id }, { token: organizer, language: 'ja' })).data.event.warnings;
    expect(ja[0].message).toContain('最低40分');
    const log = (await must<any>(server, AUDIT, { e: created.id }, organizer)).auditLog;
    const accepted = log.find((entry: any) => entry.action === 'event.warning.accept');
    expect(accepted.after).toMatchObject({
      code: 'ROUND_SHORTER_THAN_MINIMUM',
      detail: { minutes: 35, minimum: 40 },
      acceptedBy: expect.any(String),
    });
  });

  it('checks an update too: refused unaccepted (nothing changed), recorded once accepted, dropped at 40 minutes or more', async () => {
    const id = (await must<any>(server, CREATE, { i: { name: 'Weekly', roundMinutes: 50 } }, organizer)).createEvent.id;
    expect(codeOf(await server.gql(UPDATE, { id, i: { roundMinutes: 39 } }, { token: organizer }))).toBe('ROUND_SHORTER_THAN_MINIMUM');
    expect((await must<any>(server, EVENT, { id }, organizer)).event).toEqual({ roundMinutes: 50, warnings: [] });

    const shortened = (
      await must<any>(server, UPDATE, { id, i: { roundMinutes: 39, acceptWarnings: ['ROUND_SHORTER_THAN_MINIMUM'] } }, organizer)
    ).updateEvent;
    expect(shortened.warnings.map((w: any) => w.code)).toEqual(['ROUND_SHORTER_THAN_MINIMUM']);
    // Other settings change without asking again; the override stays as accepted.
    const renamed = (await must<any>(server, UPDATE, { id, i: { name: 'Weekly (short rounds)' } }, organizer)).updateEvent;
    expect(renamed.warnings).toEqual(shortened.warnings);
    // Exactly the minimum is allowed: the override is gone.
    expect((await must<any>(server, UPDATE, { id, i: { roundMinutes: 40 } }, organizer)).updateEvent.warnings).toEqual([]);
  });

  it('has nothing to say where the rule profile sets no minimum (FFTCG), and refuses an unknown code', async () => {
    expect(
      (await must<any>(server, CREATE, { i: { name: 'FFTCG short', ruleProfile: 'fftcg', roundMinutes: 25 } }, organizer)).createEvent
        .warnings,
    ).toEqual([]);
    const unknown = await server.gql(CREATE, { i: { name: 'X', roundMinutes: 30, acceptWarnings: ['ANYTHING'] } }, { token: organizer });
    expect(codeOf(unknown)).toBe('INVALID_INPUT');
  });

  it('checks a round clock staff start with fewer minutes too: refused unaccepted, recorded for that round once accepted', async () => {
    const CLOCK =
      'mutation($r: ID!, $m: Int, $a: [String!]) { startRoundClock(roundId: $r, minutes: $m, acceptWarnings: $a) { startedAt } }';
    const pairedRound = async (input: Record<string, unknown>) => {
      const eventId = (await must<any>(server, CREATE, { i: { name: 'Clock', ...input } }, organizer)).createEvent.id;
      await registerPlayers(server, organizer, eventId, ['A', 'B']);
      const round = (
        await must<any>(server, `mutation($e: ID!) { pairNextRound(eventId: $e) { ${ROUND_FIELDS} } }`, { e: eventId }, organizer)
      ).pairNextRound;
      return { eventId, roundId: round.id as string };
    };
    const { eventId, roundId } = await pairedRound({ roundMinutes: 50 });
    expect(codeOf(await server.gql(CLOCK, { r: roundId, m: 30 }, { token: organizer }))).toBe('ROUND_SHORTER_THAN_MINIMUM');
    const rounds = async (e: string) =>
      (await must<any>(server, 'query($e: ID!) { event(id: $e) { rounds { startedAt } } }', { e }, organizer)).event.rounds;
    expect((await rounds(eventId))[0].startedAt).toBeNull();
    expect(
      (await must<any>(server, CLOCK, { r: roundId, m: 30, a: ['ROUND_SHORTER_THAN_MINIMUM'] }, organizer)).startRoundClock.startedAt,
    ).not.toBeNull();
    expect((await must<any>(server, EVENT, { id: eventId }, organizer)).event.warnings.map((w: any) => w.code)).toEqual([
      'ROUND_SHORTER_THAN_MINIMUM',
    ]);
    const log = (await must<any>(server, AUDIT, { e: eventId }, organizer)).auditLog;
    expect(log.find((entry: any) => entry.action === 'event.warning.accept').after.detail).toEqual({ minutes: 30, minimum: 40, round: 1 });

    // The event's own accepted length needs no second acceptance when its clock starts.
    const accepted = await pairedRound({ roundMinutes: 35, acceptWarnings: ['ROUND_SHORTER_THAN_MINIMUM'] });
    expect((await must<any>(server, CLOCK, { r: accepted.roundId, m: 35 }, organizer)).startRoundClock.startedAt).not.toBeNull();
  });
});
