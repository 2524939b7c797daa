import { PrismaService } from '../../platform/database';
import { createEvent, must, registerPlayers } from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';

const LOGIN = 'mutation($e: ID!, $c: String!) { playerLogin(eventId: $e, accessCode: $c) { token personToken registration { id } } }';
const MY_EVENTS = `{ myEvents { name organization { slug } events {
  when status preregistered waitlistPosition place wins losses draws event { id name placesLeft waitlistCount preregistrationOpen }
} } }`;
const PRE_REGISTER = 'mutation($e: ID!) { preRegister(eventId: $e) { eventId status waitlistPosition personToken } }';
const AS_GUEST = `mutation($e: ID!, $input: PreRegistrationInput!) {
  preRegisterAsGuest(eventId: $e, input: $input) { status waitlistPosition personToken }
}`;
const CANCEL = 'mutation($e: ID!) { cancelPreRegistration(eventId: $e) }';
const ONE_TAP = 'mutation($e: ID!) { personEventLogin(eventId: $e) { token registration { id name event { id } } } }';
const CALENDAR =
  'query($s: String!) { organizationCalendar(slug: $s) { name slug events { id name capacity placesLeft waitlistCount entryFee preregistrationOpen } } }';
const IN_A_WEEK = new Date(Date.now() + 7 * 24 * 3600 * 1000);

describe('the phone across events: person tokens, pre-registration, waitlists (real server, real database)', () => {
  let server: TestServer;
  let organizer: string;
  let prisma: PrismaService;
  let guests = 0;

  const codeOf = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) => result.errors?.[0]?.extensions?.code;
  /** An event open to pre-registration from phones (the desk helper's form sets these; the test writes them). */
  const openEvent = async (fields: Record<string, unknown> = {}) => {
    const eventId = await createEvent(server, organizer, { name: `Friday ${++guests}`, startsAt: IN_A_WEEK.toISOString() });
    await prisma.event.update({
      where: { id: eventId },
      data: { preregistrationOpen: true, formatName: 'Modern', entryFee: '¥1,000', ...fields },
    });
    return eventId;
  };
  /** A new person who pre-registers without a token, and the person token their phone gets. */
  const guest = async (eventId: string, name: string) => {
    const result = await must<any>(
      server,
      AS_GUEST,
      { e: eventId, input: { name, email: `${name.toLowerCase().replace(/\W/g, '')}@example.com` } },
      '',
    );
    return result.preRegisterAsGuest as { status: string; waitlistPosition: number | null; personToken: string };
  };
  /** A person's phone: signed in once with an access code at a first event. */
  const phoneOf = async (name: string) => {
    const eventId = await createEvent(server, organizer, { name: `${name}'s first event` });
    const [player] = await registerPlayers(server, organizer, eventId, [name]);
    const login = (await must<any>(server, LOGIN, { e: eventId, c: player.accessCode }, '')).playerLogin;
    const personId = (await prisma.player.findUniqueOrThrow({ where: { id: player.id } })).personId!;
    return { token: login.personToken as string, personId, eventId, playerId: player.id };
  };

  /** The public calendar of the event's organization. */
  const calendarOf = async (eventId: string) => {
    const { organization } = await prisma.event.findUniqueOrThrow({ where: { id: eventId }, include: { organization: true } });
    return (await must<any>(server, CALENDAR, { s: organization.slug }, '')).organizationCalendar;
  };

  beforeAll(async () => {
    server = await startTestServer();
    organizer = await server.loginAsOrganizer();
    prisma = server.get(PrismaService);
  });
  afterAll(() => server.close());

  it('signing in with a code gives a person token that reaches only the person’s own events, and one tap into an event they are registered in', async () => {
    const phone = await phoneOf('Aoi Sato');
    expect(phone.token).toEqual(expect.any(String));
    const mine = (await must<any>(server, MY_EVENTS, {}, phone.token)).myEvents;
    expect(mine).toMatchObject({ name: 'Aoi Sato', organization: { slug: (await calendarOf(phone.eventId)).slug } });
    expect(mine.events).toEqual([expect.objectContaining({ when: 'UPCOMING', status: 'REGISTERED', preregistered: false })]);
    // The phone's device notes when it was last seen (at most once an hour).
    const hoursAgo = new Date(Date.now() - 2 * 3600e3);
    await prisma.personDevice.updateMany({ where: { personId: phone.personId }, data: { lastSeenAt: hoursAgo } });
    await must(server, MY_EVENTS, {}, phone.token);
    const [device] = await prisma.personDevice.findMany({ where: { personId: phone.personId } });
    expect(device.lastSeenAt.getTime()).toBeGreaterThan(hoursAgo.getTime() + 3600e3);

    // Not a player token, nor a staff one.
    for (const query of ['{ myRegistration { id } }', '{ people { id } }', '{ events { id } }'])
      expect(codeOf(await server.gql(query, {}, { token: phone.token }))).toBe('FORBIDDEN');
    const playerToken = (
      await must<any>(
        server,
        LOGIN,
        { e: phone.eventId, c: (await prisma.player.findUniqueOrThrow({ where: { id: phone.playerId } })).accessCode },
        '',
      )
    ).playerLogin.token;
    expect(codeOf(await server.gql(MY_EVENTS, {}, { token: playerToken }))).toBe('FORBIDDEN');
    expect(codeOf(await server.gql(MY_EVENTS, {}, {}))).toBe('UNAUTHENTICATED');

    // A third event the desk registered them in (linked to the person): one tap, no code.
    const third = await createEvent(server, organizer, { name: 'Third' });
    await must(
      server,
      'mutation($e: ID!, $p: ID) { registerPlayer(eventId: $e, personId: $p, input: {}) { id } }',
      { e: third, p: phone.personId },
      organizer,
    );
    const tapped = (await must<any>(server, ONE_TAP, { e: third }, phone.token)).personEventLogin;
    expect(tapped.registration).toMatchObject({ name: 'Aoi Sato', event: { id: third } });
    expect((await must<any>(server, '{ myRegistration { id } }', {}, tapped.token)).myRegistration.id).toBe(tapped.registration.id);
    // An event they are not in: refused, whatever it is.
    const elsewhere = await createEvent(server, organizer, { name: 'Not theirs' });
    const refused = await server.gql(ONE_TAP, { e: elsewhere }, { token: phone.token, language: 'ja' });
    expect(codeOf(refused)).toBe('NOT_REGISTERED_IN_EVENT');
    expect(refused.errors?.[0]?.message).toContain('登録されていません');
  });

  it('pre-registers while open: once per person, refused when closed, not started, or of another organization', async () => {
    const phone = await phoneOf('Ren Ito');
    const eventId = await openEvent();
    expect((await must<any>(server, PRE_REGISTER, { e: eventId }, phone.token)).preRegister).toEqual({
      eventId,
      status: 'REGISTERED',
      waitlistPosition: null,
      personToken: null,
    });
    const row = await prisma.player.findFirstOrThrow({ where: { eventId, personId: phone.personId } });
    expect(row).toMatchObject({ name: 'Ren Ito', checkedIn: false, preregisteredAt: expect.any(Date) });
    expect(codeOf(await server.gql(PRE_REGISTER, { e: eventId }, { token: phone.token }))).toBe('PERSON_ALREADY_REGISTERED');

    const notOpen = await openEvent({ preregistrationOpen: false });
    const closedEarlier = await openEvent({ preregistrationClosesAt: new Date(Date.now() - 60_000) });
    const running = await openEvent({ status: 'RUNNING' });
    for (const closed of [notOpen, closedEarlier, running]) {
      const result = await server.gql(PRE_REGISTER, { e: closed }, { token: phone.token });
      expect(codeOf(result)).toBe('PREREGISTRATION_CLOSED');
    }
    expect(await prisma.player.count({ where: { eventId: { in: [notOpen, closedEarlier, running] } } })).toBe(0);

    const other = await must<any>(
      server,
      'mutation { createOrganization(input: { name: "Across Town", slug: "across-town" }) { id } }',
      {},
      organizer,
    );
    const theirs = await openEvent({ organizationId: other.createOrganization.id });
    expect(codeOf(await server.gql(PRE_REGISTER, { e: theirs }, { token: phone.token }))).toBe('FORBIDDEN');
    expect(codeOf(await server.gql(CANCEL, { e: theirs }, { token: phone.token }))).toBe('FORBIDDEN');

    const calendar = await calendarOf(eventId);
    expect(calendar.events.find((event: { id: string }) => event.id === eventId)).toMatchObject({
      entryFee: '¥1,000',
      capacity: null,
      placesLeft: null,
      preregistrationOpen: true,
    });
    expect(calendar.events.find((event: { id: string }) => event.id === notOpen)).toMatchObject({ preregistrationOpen: false });
    await prisma.event.update({ where: { id: notOpen }, data: { onCalendar: false } });
    const after = await calendarOf(eventId);
    expect(after.events.map((event: { id: string }) => event.id)).not.toContain(notOpen);
    expect(codeOf(await server.gql(CALENDAR, { s: 'no-such-store' }, {}))).toBe('NOT_FOUND');
  });

  it('two phones taking the last place: one gets it, the other is waitlisted; a cancellation promotes the first in line', async () => {
    const eventId = await openEvent({ capacity: 2 });
    // The desk's registration counts toward capacity.
    await registerPlayers(server, organizer, eventId, ['Walk In']);
    const [first, second] = await Promise.all([guest(eventId, 'Kai Mori'), guest(eventId, 'Mei Abe')]);
    expect([first.status, second.status].sort()).toEqual(['REGISTERED', 'WAITLISTED']);
    expect([first, second].find((entry) => entry.status === 'WAITLISTED')!.waitlistPosition).toBe(1);
    const third = await guest(eventId, 'Sho Kudo');
    expect(third).toMatchObject({ status: 'WAITLISTED', waitlistPosition: 2 });
    expect(await prisma.player.count({ where: { eventId } })).toBe(2);
    const calendar = await calendarOf(eventId);
    expect(calendar.events.find((event: { id: string }) => event.id === eventId)).toMatchObject({ placesLeft: 0, waitlistCount: 2 });

    const [registered, waiting] = first.status === 'REGISTERED' ? [first, second] : [second, first];
    expect(await must<any>(server, CANCEL, { e: eventId }, registered.personToken)).toEqual({ cancelPreRegistration: true });
    // The first in line has the place (pre-registered, audited); the next moves up.
    const promoted = (await must<any>(server, MY_EVENTS, {}, waiting.personToken)).myEvents.events;
    expect(promoted).toEqual([expect.objectContaining({ status: 'REGISTERED', preregistered: true, waitlistPosition: null })]);
    expect((await must<any>(server, MY_EVENTS, {}, third.personToken)).myEvents.events).toEqual([
      expect.objectContaining({ status: 'WAITLISTED', waitlistPosition: 1 }),
    ]);
    const actions = (await prisma.auditEntry.findMany({ where: { eventId }, orderBy: { id: 'asc' } })).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['waitlist.join', 'player.withdraw', 'waitlist.promote', 'player.preregister']));

    // Leaving the waitlist; cancelling again finds nothing to cancel.
    expect(await must<any>(server, CANCEL, { e: eventId }, third.personToken)).toEqual({ cancelPreRegistration: true });
    expect(await prisma.waitlistEntry.count({ where: { eventId } })).toBe(0);
    expect(codeOf(await server.gql(CANCEL, { e: eventId }, { token: third.personToken }))).toBe('NOT_PREREGISTERED');
    // Once the event has started, the desk drops players: a phone does not cancel.
    await prisma.event.update({ where: { id: eventId }, data: { startsAt: new Date(Date.now() - 60_000) } });
    expect(codeOf(await server.gql(CANCEL, { e: eventId }, { token: waiting.personToken }))).toBe('PREREGISTRATION_NOT_CANCELLABLE');
  });

  it('a place freed at the desk before the start goes to the first in line: a drop, a deletion, a raised capacity; not once the event runs', async () => {
    const eventId = await openEvent({ capacity: 2 });
    const [walkIn, dropper] = await registerPlayers(server, organizer, eventId, ['Walk In', 'Early Leaver']);
    const line = [
      await guest(eventId, 'Aya Ono'),
      await guest(eventId, 'Ren Sato'),
      await guest(eventId, 'Yui Ito'),
      await guest(eventId, 'Jo Han'),
    ];
    expect(line.map((entry) => entry.waitlistPosition)).toEqual([1, 2, 3, 4]);
    const statusOf = async (entry: { personToken: string }) =>
      (await must<any>(server, MY_EVENTS, {}, entry.personToken)).myEvents.events[0];

    await must(server, 'mutation($p: ID!) { dropPlayer(playerId: $p) { id } }', { p: dropper.id }, organizer);
    expect(await statusOf(line[0])).toMatchObject({ status: 'REGISTERED', preregistered: true });
    expect(await statusOf(line[1])).toMatchObject({ status: 'WAITLISTED', waitlistPosition: 1 });

    await must(server, 'mutation($p: ID!) { deletePlayer(playerId: $p) { id } }', { p: walkIn.id }, organizer);
    expect(await statusOf(line[1])).toMatchObject({ status: 'REGISTERED' });

    await must(server, 'mutation($e: ID!) { updateEvent(id: $e, input: { capacity: 3 }) { id playerCount } }', { e: eventId }, organizer);
    expect(await statusOf(line[2])).toMatchObject({ status: 'REGISTERED' });
    expect(await statusOf(line[3])).toMatchObject({ status: 'WAITLISTED', waitlistPosition: 1 });
    const actions = (await prisma.auditEntry.findMany({ where: { eventId, action: 'waitlist.promote' } })).length;
    expect(actions).toBe(3);

    // Once round 1 is paired, a drop frees no place: nobody joins a running event from the line.
    await prisma.event.update({ where: { id: eventId }, data: { status: 'RUNNING' } });
    const someone = await prisma.player.findFirstOrThrow({ where: { eventId, droppedAt: null } });
    await must(server, 'mutation($p: ID!) { dropPlayer(playerId: $p) { id } }', { p: someone.id }, organizer);
    expect(await statusOf(line[3])).toMatchObject({ status: 'WAITLISTED', waitlistPosition: 1 });
  });

  it('a suspended person is refused with the translated suspension; an existing person’s e-mail registers them without handing out their token', async () => {
    const phone = await phoneOf('Yui Kato');
    await must(
      server,
      'mutation($p: ID!) { suspendPerson(personId: $p, until: "2099-01-01T00:00:00Z", reason: "Abusive at the table") { id } }',
      { p: phone.personId },
      organizer,
    );
    const eventId = await openEvent();
    const refused = await server.gql(PRE_REGISTER, { e: eventId }, { token: phone.token });
    expect(codeOf(refused)).toBe('PERSON_SUSPENDED');
    expect(refused.errors?.[0]?.message).toContain('Yui Kato');
    expect(await prisma.player.count({ where: { eventId } })).toBe(0);

    await prisma.person.update({ where: { id: phone.personId }, data: { email: 'known@example.com' } });
    await prisma.suspension.updateMany({ where: { personId: phone.personId }, data: { liftedAt: new Date() } });
    const known = await must<any>(server, AS_GUEST, { e: eventId, input: { name: 'Yui', email: 'KNOWN@example.com' } }, '');
    expect(known.preRegisterAsGuest).toEqual({ status: 'REGISTERED', waitlistPosition: null, personToken: null });
    expect(await prisma.player.findFirstOrThrow({ where: { eventId } })).toMatchObject({ personId: phone.personId });
    const blank = await server.gql(AS_GUEST, { e: eventId, input: { name: 'Nobody', email: ' ' } }, {});
    expect(codeOf(blank)).toBe('INVALID_INPUT');
  });

  it('revocation: the phone forgets itself, staff revoke a person’s phones, forgetting or merging a person ends theirs', async () => {
    const phone = await phoneOf('Sora Endo');
    const again = (
      await must<any>(
        server,
        LOGIN,
        { e: phone.eventId, c: (await prisma.player.findUniqueOrThrow({ where: { id: phone.playerId } })).accessCode },
        '',
      )
    ).playerLogin.personToken as string;
    // "Forget this phone": that phone only.
    expect(await must<any>(server, 'mutation { logout }', {}, phone.token)).toEqual({ logout: true });
    expect(codeOf(await server.gql(MY_EVENTS, {}, { token: phone.token }))).toBe('UNAUTHENTICATED');
    await must(server, MY_EVENTS, {}, again);

    const devices = (
      await must<any>(server, 'query($p: ID!) { personDevices(personId: $p) { id revokedAt } }', { p: phone.personId }, organizer)
    ).personDevices;
    expect(devices).toHaveLength(2);
    expect(devices.filter((device: { revokedAt: string | null }) => device.revokedAt)).toHaveLength(1);
    expect(await must<any>(server, 'mutation($p: ID!) { revokePersonDevices(personId: $p) }', { p: phone.personId }, organizer)).toEqual({
      revokePersonDevices: 1,
    });
    expect(codeOf(await server.gql(MY_EVENTS, {}, { token: again }))).toBe('UNAUTHENTICATED');

    const forgotten = await phoneOf('Rin Noda');
    await must(server, 'mutation($p: ID!) { forgetPerson(personId: $p) { name } }', { p: forgotten.personId }, organizer);
    expect(codeOf(await server.gql(MY_EVENTS, {}, { token: forgotten.token }))).toBe('UNAUTHENTICATED');

    const merged = await phoneOf('Taro Ueda');
    const kept = await phoneOf('Taro Ueda Jr');
    await must(
      server,
      'mutation($k: ID!, $m: ID!) { mergePeople(keepId: $k, mergeId: $m) { id } }',
      { k: kept.personId, m: merged.personId },
      organizer,
    );
    expect(codeOf(await server.gql(MY_EVENTS, {}, { token: merged.token }))).toBe('UNAUTHENTICATED');
    await must(server, MY_EVENTS, {}, kept.token);
  });
});
