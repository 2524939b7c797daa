import { addEventStaff, createEvent, createStaff, must } from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';

const FIELDS = 'formatName capacity entryFee onCalendar preregistrationOpen preregistrationClosesAt startsAt';
const CREATE = `mutation($i: EventInput!) { createEvent(input: $i) { id name ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $i: EventInput!) { updateEvent(id: $id, input: $i) { ${FIELDS} } }`;
const EVENT = `query($id: ID!) { event(id: $id) { ${FIELDS} playerCount } }`;
const REGISTER = `mutation($e: ID!, $name: String!, $override: Boolean! = false) {
  registerPlayer(eventId: $e, input: { name: $name }, overrideCapacity: $override) { id }
}`;
const AUDIT = 'query($e: ID!) { auditLog(eventId: $e) { action before } }';
const codeOf = (result: { errors?: { extensions?: { code?: string } }[] }) => result.errors?.[0]?.extensions?.code;

describe("an event's calendar settings and its capacity at the desk (real server, real database)", () => {
  let server: TestServer;
  let organizer: string;
  let scorekeeper: string;

  beforeAll(async () => {
    server = await startTestServer();
    organizer = await server.loginAsOrganizer();
    scorekeeper = await createStaff(server, organizer, 'calendar-desk@example.com');
  });
  afterAll(() => server.close());

  it('stores format, capacity, entry fee, calendar listing and pre-registration window, trimmed; defaults listed and closed', async () => {
    const plain = (await must<any>(server, CREATE, { i: { name: 'Friday Night Magic' } }, organizer)).createEvent;
    expect(plain).toMatchObject({ formatName: null, capacity: null, entryFee: null, onCalendar: true, preregistrationOpen: false });
    const input = {
      name: 'Modern Weekly',
      formatName: ' Modern ',
      capacity: 16,
      entryFee: '¥1,000',
      onCalendar: false,
      preregistrationOpen: true,
      startsAt: '2026-12-05T09:00:00.000Z',
      preregistrationClosesAt: '2026-12-05T08:30:00.000Z',
    };
    const created = (await must<any>(server, CREATE, { i: input }, organizer)).createEvent;
    expect(created).toMatchObject({ ...input, formatName: 'Modern' });
    const cleared = (await must<any>(server, UPDATE, { id: created.id, i: { entryFee: ' ', capacity: null } }, organizer)).updateEvent;
    expect(cleared).toMatchObject({ entryFee: null, capacity: null, formatName: 'Modern' });
  });

  it('refuses a capacity under 2 and a closing time after the start, translated, changing nothing', async () => {
    const id = await createEvent(server, organizer, { startsAt: '2026-12-05T09:00:00.000Z', capacity: 8 });
    const small = await server.gql<any>(UPDATE, { id, i: { capacity: 1 } }, { token: organizer, language: 'ja' });
    expect(codeOf(small)).toBe('INVALID_INPUT');
    expect(small.errors![0].message).toContain('定員');
    const late = await server.gql<any>(UPDATE, { id, i: { preregistrationClosesAt: '2026-12-05T09:30:00.000Z' } }, { token: organizer });
    expect(codeOf(late)).toBe('PREREGISTRATION_CLOSES_AFTER_START');
    expect(late.errors![0].message).toContain('before the start');
    // Moving the start before a stored closing time is refused too.
    await must(server, UPDATE, { id, i: { preregistrationClosesAt: '2026-12-05T08:00:00.000Z' } }, organizer);
    const moved = await server.gql<any>(UPDATE, { id, i: { startsAt: '2026-12-05T07:00:00.000Z' } }, { token: organizer, language: 'ja' });
    expect(codeOf(moved)).toBe('PREREGISTRATION_CLOSES_AFTER_START');
    expect(moved.errors![0].message).toContain('事前登録の締切');
    expect((await must<any>(server, EVENT, { id }, organizer)).event).toMatchObject({
      capacity: 8,
      startsAt: '2026-12-05T09:00:00.000Z',
      preregistrationClosesAt: '2026-12-05T08:00:00.000Z',
    });
  });

  it('refuses a registration beyond capacity at the desk; an organizer may override it, audited; the desk may not', async () => {
    const eventId = await createEvent(server, organizer, { capacity: 2 });
    await addEventStaff(server, organizer, eventId, 'calendar-desk@example.com', 'SCOREKEEPER');
    await must(server, REGISTER, { e: eventId, name: 'Ann' }, scorekeeper);
    await must(server, REGISTER, { e: eventId, name: 'Ben' }, scorekeeper);
    const full = await server.gql<any>(REGISTER, { e: eventId, name: 'Cid' }, { token: scorekeeper, language: 'ja' });
    expect(codeOf(full)).toBe('EVENT_FULL');
    expect(full.errors![0].message).toContain('定員に達しています（2人中2人');
    expect(codeOf(await server.gql(REGISTER, { e: eventId, name: 'Cid', override: true }, { token: scorekeeper }))).toBe(
      'CAPACITY_OVERRIDE_ORGANIZERS_ONLY',
    );
    expect((await must<any>(server, EVENT, { id: eventId }, organizer)).event.playerCount).toBe(2);
    await must(server, REGISTER, { e: eventId, name: 'Cid', override: true }, organizer);
    expect((await must<any>(server, EVENT, { id: eventId }, organizer)).event.playerCount).toBe(3);
    const log = (await must<any>(server, AUDIT, { e: eventId }, organizer)).auditLog;
    expect(log.filter((entry: any) => entry.action === 'player.capacityOverride').map((entry: any) => entry.before)).toEqual([
      { capacity: 2, taken: 2 },
    ]);
  });
});
