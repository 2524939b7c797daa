import { createStaff, must, playerToken, registerPlayers, ROUND_FIELDS } from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';

const SHIFT_FIELDS = 'id userId userName role startsAt endsAt area eventId eventName';
const SHIFTS = `query($c: ID!) { conventionShifts(conventionId: $c) { ${SHIFT_FIELDS} } }`;
const ADD = `mutation($c: ID!, $i: ConventionShiftInput!) { addConventionShift(conventionId: $c, input: $i) { ${SHIFT_FIELDS} } }`;
const UPDATE = `mutation($c: ID!, $id: ID!, $i: ConventionShiftInput!) {
  updateConventionShift(conventionId: $c, id: $id, input: $i) { ${SHIFT_FIELDS} } }`;
const MINE = 'query($c: ID!) { myConventionShift(conventionId: $c) { area role } }';
const COUNTS = 'query($c: ID!) { conventionStaffCounts(conventionId: $c) { name callsTaken callsClosed penalties } }';
const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

describe('the staff pool: shifts by area or event, counted calls and penalties, a judge’s area (real server, real database)', () => {
  let server: TestServer;
  let organizer: string;
  let organizationId: string;
  let conventionId: string;
  let mainEventId: string;
  const staff = {} as Record<'aki' | 'ben' | 'stranger', { token: string; userId: string }>;

  async function account(email: string, organization: string, role: string) {
    const token = await createStaff(server, organizer, email);
    await must(
      server,
      'mutation($o: ID!, $m: String!, $r: OrganizationRole!) { addOrganizationMember(organizationId: $o, email: $m, role: $r) { id } }',
      { o: organization, m: email, r: role },
      organizer,
    );
    return { token, userId: (await must<any>(server, '{ me { id } }', {}, token)).me.id as string };
  }
  /** An event of this organization (the organizer also owns the rival store: it must be named). */
  const createEvent = async (name: string) =>
    (
      await must<any>(
        server,
        'mutation($i: EventInput!, $o: ID) { createEvent(input: $i, organizationId: $o) { id } }',
        { i: { name, enforcementLevel: 'COMPETITIVE' }, o: organizationId },
        organizer,
      )
    ).createEvent.id as string;
  const shifts = async () => (await must<any>(server, SHIFTS, { c: conventionId }, organizer)).conventionShifts as any[];
  const refused = async (document: string, variables: Record<string, unknown>, token = organizer, language = 'en') => {
    const result = await server.gql<any>(document, variables, { token, language });
    expect(result.data?.addConventionShift ?? result.data?.updateConventionShift ?? null).toBeNull();
    return { code: result.errors?.[0]?.extensions?.code, message: result.errors?.[0]?.message };
  };

  beforeAll(async () => {
    server = await startTestServer();
    organizer = await server.loginAsOrganizer();
    organizationId = (await must<any>(server, '{ organizations { id } }', {}, organizer)).organizations[0].id;
    const other = await must<any>(
      server,
      'mutation { createOrganization(input: { name: "Rival Store", slug: "rival-store" }) { id } }',
      {},
      organizer,
    );
    staff.aki = await account('aki@example.com', organizationId, 'JUDGE');
    staff.ben = await account('ben@example.com', organizationId, 'SCOREKEEPER');
    staff.stranger = await account('stranger@example.com', other.createOrganization.id, 'OWNER');
    conventionId = (
      await must<any>(
        server,
        'mutation($o: ID!) { createConvention(organizationId: $o, input: { name: "Staff weekend" }) { id } }',
        { o: organizationId },
        organizer,
      )
    ).createConvention.id;
    const hall = ['area,row,table,capacity,label', 'A,1,1,2,A-1', 'A,1,2,2,A-2', 'B,1,1,2,B-1', 'B,1,2,2,B-2'];
    await must(
      server,
      'mutation($c: ID!, $csv: String!) { importHallMap(conventionId: $c, csv: $csv) { label } }',
      { c: conventionId, csv: hall.join('\n') },
      organizer,
    );
    mainEventId = await createEvent('Staff main');
    await must(
      server,
      'mutation($c: ID!, $e: ID!) { addConventionEvent(conventionId: $c, eventId: $e, main: true) { id } }',
      { c: conventionId, e: mainEventId },
      organizer,
    );
  });
  afterAll(() => server?.close());

  it('assigns shifts in an area or at an event, changes and removes them; refuses bad input and overlaps, changing nothing', async () => {
    const judging = { userId: staff.aki.userId, role: 'JUDGE', startsAt: at(-1), endsAt: at(3), area: 'A' };
    const aki = (await must<any>(server, ADD, { c: conventionId, i: judging }, organizer)).addConventionShift;
    expect(aki).toMatchObject({ userName: 'aki', role: 'JUDGE', area: 'A', eventId: null });
    const scoring = { userId: staff.ben.userId, role: 'SCOREKEEPER', startsAt: at(4), endsAt: at(8), eventId: mainEventId };
    const ben = (await must<any>(server, ADD, { c: conventionId, i: scoring }, organizer)).addConventionShift;
    expect(ben).toMatchObject({ userName: 'ben', area: null, eventId: mainEventId, eventName: 'Staff main' });
    const pool = await shifts();
    expect(pool.map((s) => [s.userName, s.area ?? s.eventName])).toEqual([
      ['aki', 'A'],
      ['ben', 'Staff main'],
    ]);

    const outside = await createEvent('Not in the hall');
    const cases: [Record<string, unknown>, string][] = [
      [{ ...judging, startsAt: at(10), endsAt: at(9) }, 'SHIFT_ENDS_BEFORE_START'],
      [{ ...judging, startsAt: at(10), endsAt: at(10) }, 'SHIFT_ENDS_BEFORE_START'],
      [{ ...judging, startsAt: at(10), endsAt: at(11), eventId: mainEventId }, 'SHIFT_PLACE'],
      [{ ...judging, startsAt: at(10), endsAt: at(11), area: null }, 'SHIFT_PLACE'],
      [{ ...judging, startsAt: at(10), endsAt: at(11), area: 'Z' }, 'SHIFT_AREA_UNKNOWN'],
      [{ ...judging, startsAt: at(10), endsAt: at(11), area: null, eventId: outside }, 'SHIFT_EVENT_NOT_IN_CONVENTION'],
      // Overlapping Aki's shift by an hour; touching it end to start is allowed (below).
      [{ ...judging, startsAt: at(2), endsAt: at(5), area: 'B' }, 'SHIFT_OVERLAPS'],
      // Another organization's staff is not in this pool.
      [{ ...judging, userId: staff.stranger.userId, startsAt: at(10), endsAt: at(11) }, 'SHIFT_STAFF_NOT_MEMBER'],
    ];
    for (const [input, code] of cases) expect((await refused(ADD, { c: conventionId, i: input })).code).toBe(code);
    expect(await refused(ADD, { c: conventionId, i: cases[6][0] }, organizer, 'ja')).toEqual({
      code: 'SHIFT_OVERLAPS',
      message: 'akiさんにはその時間に別のシフトがあります。同じ人のシフトは重ねられません。変更は行われていません。',
    });
    expect((await refused(ADD, { c: conventionId, i: cases[4][0] })).message).toBe('The hall has no area Z. Nothing was changed.');
    // Moving Ben's shift onto Aki's time is fine (two people); moving Aki's second shift onto the first is not.
    const later = (
      await must<any>(server, ADD, { c: conventionId, i: { ...judging, startsAt: at(3), endsAt: at(6), area: 'B' } }, organizer)
    ).addConventionShift;
    expect(
      (await refused(UPDATE, { c: conventionId, id: later.id, i: { ...judging, startsAt: at(2), endsAt: at(6), area: 'B' } })).code,
    ).toBe('SHIFT_OVERLAPS');
    // A shift of this convention only: another convention's id finds nothing.
    const other = (
      await must<any>(
        server,
        'mutation($o: ID!) { createConvention(organizationId: $o, input: { name: "Other weekend" }) { id } }',
        { o: organizationId },
        organizer,
      )
    ).createConvention.id;
    expect((await refused(UPDATE, { c: other, id: later.id, i: judging })).code).toBe('NOT_FOUND');
    expect((await shifts()).map((s) => [s.id, s.startsAt, s.endsAt, s.area])).toEqual(
      [aki, ben, later].map((s) => [s.id, s.startsAt, s.endsAt, s.area]).sort((x, y) => x[1].localeCompare(y[1])),
    );
    const now = { startsAt: at(-1), endsAt: at(3) };
    const moved = (await must<any>(server, UPDATE, { c: conventionId, id: ben.id, i: { ...scoring, ...now } }, organizer))
      .updateConventionShift;
    expect(moved).toMatchObject({ id: ben.id, eventId: mainEventId, ...now });
    await must(
      server,
      'mutation($c: ID!, $id: ID!) { removeConventionShift(conventionId: $c, id: $id) }',
      { c: conventionId, id: later.id },
      organizer,
    );
    expect((await shifts()).map((s) => s.id)).toEqual([aki.id, ben.id]);
    // Audited, on the event when the shift is at one.
    const audit = await must<any>(
      server,
      'query($e: ID!) { auditLog(eventId: $e) { action entityId before after } }',
      { e: mainEventId },
      organizer,
    );
    const ofBen = (audit.auditLog as any[]).filter((entry) => entry.entityId === ben.id);
    expect(ofBen.map((entry) => entry.action).sort()).toEqual(['convention.shift.add', 'convention.shift.update']);
    expect(ofBen.find((entry) => entry.action === 'convention.shift.update')).toMatchObject({
      before: { startsAt: scoring.startsAt },
      after: { startsAt: now.startsAt },
    });
  });

  it('gives a judge the area of their shift now, and counts the calls they took and closed and the penalties they issued', async () => {
    expect((await must<any>(server, MINE, { c: conventionId }, staff.aki.token)).myConventionShift).toEqual({ area: 'A', role: 'JUDGE' });
    expect((await must<any>(server, MINE, { c: conventionId }, staff.ben.token)).myConventionShift).toEqual({
      area: null,
      role: 'SCOREKEEPER',
    });
    expect((await must<any>(server, MINE, { c: conventionId }, organizer)).myConventionShift).toBeNull();

    const players = await registerPlayers(server, organizer, mainEventId, ['P1', 'P2', 'P3', 'P4']);
    const round = (
      await must<any>(server, `mutation($e: ID!) { pairNextRound(eventId: $e) { ${ROUND_FIELDS} } }`, { e: mainEventId }, organizer)
    ).pairNextRound;
    await must(server, 'mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id }, organizer);
    const caller = players.find((p) => p.id === round.matches[0].player1.id)!;
    const call = async () =>
      (
        await must<any>(
          server,
          'mutation($e: ID!, $m: ID) { callJudge(eventId: $e, matchId: $m) { id } }',
          { e: mainEventId, m: round.matches[0].id },
          await playerToken(server, mainEventId, caller.accessCode),
        )
      ).callJudge.id as string;
    const first = await call();
    await must(server, 'mutation($id: ID!) { takeJudgeCall(id: $id) { id } }', { id: first }, staff.aki.token);
    await must(server, 'mutation($id: ID!) { closeJudgeCall(id: $id) { id } }', { id: first }, staff.aki.token);
    const second = await call();
    await must(server, 'mutation($id: ID!) { takeJudgeCall(id: $id) { id } }', { id: second }, staff.aki.token);
    await must(
      server,
      'mutation($e: ID!, $p: ID!) { logInfraction(eventId: $e, input: { playerId: $p, infraction: "GPE-HCE", description: "x" }) { id } }',
      { e: mainEventId, p: caller.id },
      staff.aki.token,
    );
    // A penalty in an event outside the convention is not counted.
    const outside = await createEvent('Elsewhere');
    const [elsewhere] = await registerPlayers(server, organizer, outside, ['Q1']);
    await must(
      server,
      'mutation($e: ID!, $p: ID!) { logInfraction(eventId: $e, input: { playerId: $p, infraction: "GPE-HCE", description: "x" }) { id } }',
      { e: outside, p: elsewhere.id },
      staff.aki.token,
    );
    expect((await must<any>(server, COUNTS, { c: conventionId }, organizer)).conventionStaffCounts).toEqual([
      { name: 'aki', callsTaken: 2, callsClosed: 1, penalties: 1 },
      { name: 'ben', callsTaken: 0, callsClosed: 0, penalties: 0 },
    ]);
  });

  it('lets the organization’s owners, organizers and head judges assign; its judges read; another organization’s staff nothing', async () => {
    const input = { userId: staff.aki.userId, role: 'JUDGE', startsAt: at(20), endsAt: at(21), area: 'B' };
    expect((await refused(ADD, { c: conventionId, i: input }, staff.aki.token)).code).toBe('FORBIDDEN');
    expect((await refused(ADD, { c: conventionId, i: input }, staff.stranger.token)).code).toBe('FORBIDDEN');
    const strangerRead = await server.gql<any>(SHIFTS, { c: conventionId }, { token: staff.stranger.token });
    expect(strangerRead.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const strangerCounts = await server.gql<any>(COUNTS, { c: conventionId }, { token: staff.stranger.token });
    expect(strangerCounts.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await must<any>(server, SHIFTS, { c: conventionId }, staff.aki.token)).conventionShifts).toHaveLength(2);
    const head = await account('hana@example.com', organizationId, 'HEAD_JUDGE');
    const added = (await must<any>(server, ADD, { c: conventionId, i: input }, head.token)).addConventionShift;
    expect(added).toMatchObject({ userName: 'aki', area: 'B' });
  });
});
