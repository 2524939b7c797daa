import { PrismaService } from '../../platform/database';
import { addEventStaff, createEvent, createStaff, must, registerPlayers } from '../../../testing/event-fixture';
import { peopleFixture } from '../../../testing/people-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';

const WAITLIST = 'query($e: ID!) { eventWaitlist(eventId: $e) { personId name position joinedAt } }';
const REMOVE = 'mutation($e: ID!, $p: ID!) { removeFromWaitlist(eventId: $e, personId: $p) { name position } }';
const PLAYERS = 'query($e: ID!) { players(eventId: $e) { name preregisteredAt checkedIn } }';
const AUDIT = 'query($e: ID!) { auditLog(eventId: $e) { action entityType before } }';

/**
 * The desk's side of pre-registration: who pre-registered (and whether they checked in) and the
 * waitlist in order. The phone's operations that fill them are another feature's, so the rows are seeded here.
 */
describe("the desk's view of pre-registrations and the waitlist (real server, real database)", () => {
  let server: TestServer;
  let organizer: string;
  let scorekeeper: string;
  let eventId: string;
  let prisma: PrismaService;

  beforeAll(async () => {
    server = await startTestServer();
    organizer = await server.loginAsOrganizer();
    scorekeeper = await createStaff(server, organizer, 'waitlist-desk@example.com');
    prisma = server.get(PrismaService);
    eventId = await createEvent(server, organizer, { capacity: 2 });
    await addEventStaff(server, organizer, eventId, 'waitlist-desk@example.com', 'SCOREKEEPER');
  });
  afterAll(() => server.close());

  it('marks pre-registered players with when they did it; the desk-registered have none', async () => {
    const [early] = await registerPlayers(server, scorekeeper, eventId, ['Early Bird']);
    await registerPlayers(server, scorekeeper, eventId, ['Walk In']);
    const at = new Date('2026-11-20T10:00:00.000Z');
    await prisma.player.update({ where: { id: early.id }, data: { preregisteredAt: at } });
    const players = (await must<any>(server, PLAYERS, { e: eventId }, scorekeeper)).players;
    expect(players).toEqual([
      { name: 'Early Bird', preregisteredAt: at.toISOString(), checkedIn: false },
      { name: 'Walk In', preregisteredAt: null, checkedIn: false },
    ]);
  });

  it('lists the waitlist in the order people joined; staff remove one (audited) and the others move up', async () => {
    const people = peopleFixture(server);
    const organizationId = (await prisma.event.findUniqueOrThrow({ where: { id: eventId } })).organizationId;
    const names = ['Third', 'First', 'Second'];
    const joined = ['2026-11-21T12:00:00.000Z', '2026-11-21T10:00:00.000Z', '2026-11-21T11:00:00.000Z'];
    const ids: Record<string, string> = {};
    for (const [i, name] of names.entries()) {
      const person = await people.createPerson({ organizationId, name });
      ids[name] = person.id;
      await prisma.waitlistEntry.create({ data: { eventId, personId: person.id, createdAt: new Date(joined[i]) } });
    }
    const list = (await must<any>(server, WAITLIST, { e: eventId }, scorekeeper)).eventWaitlist;
    expect(list).toEqual([
      { personId: ids.First, name: 'First', position: 1, joinedAt: '2026-11-21T10:00:00.000Z' },
      { personId: ids.Second, name: 'Second', position: 2, joinedAt: '2026-11-21T11:00:00.000Z' },
      { personId: ids.Third, name: 'Third', position: 3, joinedAt: '2026-11-21T12:00:00.000Z' },
    ]);

    const after = (await must<any>(server, REMOVE, { e: eventId, p: ids.First }, scorekeeper)).removeFromWaitlist;
    expect(after).toEqual([
      { name: 'Second', position: 1 },
      { name: 'Third', position: 2 },
    ]);
    const log = (await must<any>(server, AUDIT, { e: eventId }, organizer)).auditLog;
    expect(log.find((entry: any) => entry.action === 'waitlist.remove')).toMatchObject({
      entityType: 'WaitlistEntry',
      before: { personId: ids.First, eventId },
    });
    // Gone already: nothing to remove, and said so in the desk's words.
    const again = await server.gql<any>(REMOVE, { e: eventId, p: ids.First }, { token: scorekeeper, language: 'ja' });
    expect(again.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(again.errors?.[0].message).toContain('キャンセル待ち');
  });
});
