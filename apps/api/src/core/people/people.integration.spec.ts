import { PrismaService } from '../../platform/database';
import { addEventStaff, createEvent, createStaff, must } from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';

const PERSON_FIELDS =
  'id organizationId name nameReading identifiers { kind value } email notes eventsCount activeSuspension { id until reason }';
const CREATE = `mutation($input: PersonInput!) { createPerson(input: $input) { ${PERSON_FIELDS} } }`;
const SEARCH = 'query($e: ID, $s: String!) { people(eventId: $e, search: $s) { name email } }';
const REGISTER = `mutation($e: ID!, $p: ID, $input: PlayerInput!, $override: Boolean! = false) {
  registerPlayer(eventId: $e, personId: $p, input: $input, overrideSuspension: $override) { id personId name nameReading externalId email }
}`;
const SUSPEND = `mutation($p: ID!, $until: DateTime!) { suspendPerson(personId: $p, until: $until, reason: "Abusive at the table") { activeSuspension { id } } }`;
const PREVIEW = `query($e: ID!, $csv: String!) {
  previewPlayerImport(eventId: $e, csv: $csv) { newPeople sample { line name person { id name matchedBy } } problems { line code } }
}`;
const IMPORT =
  'mutation($e: ID!, $csv: String!) { importPlayers(eventId: $e, csv: $csv) { created { name personId } errors { line code } } }';
const AUDIT = 'query($e: ID!, $p: ID!) { auditLog(eventId: $e, entityId: $p) { action after } }';
const NEXT_MONTH = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString();

describe('the people directory: search, registration from it, suspensions, merges, CSV matching (real server, real database)', () => {
  let server: TestServer;
  let organizer: string;
  let scorekeeper: string;
  let eventId: string;
  const person = async (input: Record<string, unknown>) => (await must<any>(server, CREATE, { input }, organizer)).createPerson;
  /** An event whose desk is the scorekeeper (an event role, no organization role). */
  const deskEvent = async () => {
    const id = await createEvent(server, organizer);
    await addEventStaff(server, organizer, id, 'desk@example.com', 'SCOREKEEPER');
    return id;
  };

  beforeAll(async () => {
    server = await startTestServer();
    organizer = await server.loginAsOrganizer();
    scorekeeper = await createStaff(server, organizer, 'desk@example.com');
    eventId = await deskEvent();
  });
  afterAll(() => server.close());

  it('finds people by reading in either kana and any width, by name, by player ID (exact first), and by e-mail only for who may read it', async () => {
    const aoi = await person({
      name: '佐藤 葵',
      nameReading: 'サトウ アオイ',
      email: 'aoi@example.com',
      identifiers: [{ kind: 'WIZARDS', value: '7000001' }],
    });
    await person({ name: '加藤 聡', nameReading: 'カトウ サトシ', identifiers: [{ kind: 'WIZARDS', value: '70000012' }] });
    await person({ name: 'Greta Holm', identifiers: [{ kind: 'WIZARDS', value: '17000001' }] });
    const names = async (search: string, token = organizer) =>
      (await must<any>(server, SEARCH, { e: eventId, s: search }, token)).people.map((found: any) => found.name);

    expect(await names('さとう')).toEqual(['佐藤 葵']);
    expect(await names('ｻﾄｳ')).toEqual(['佐藤 葵']);
    expect(await names('サトウアオイ')).toEqual(['佐藤 葵']);
    // A reading starting with it ranks above one that only holds it (カトウ サトシ).
    expect(await names('さと')).toEqual(['佐藤 葵', '加藤 聡']);
    expect(await names('佐藤葵')).toEqual(['佐藤 葵']);
    expect(await names('greta')).toEqual(['Greta Holm']);
    // Exact ID, then an ID starting with it; an ID merely holding it is not a match.
    expect(await names('7000001')).toEqual(['佐藤 葵', '加藤 聡']);
    expect(await names('７０００００１')).toEqual(['佐藤 葵', '加藤 聡']);
    expect(await names('aoi@example')).toEqual(['佐藤 葵']);
    // The desk of the event (no organization role) searches the directory but not by e-mail, and reads no e-mail.
    expect(await names('aoi@example', scorekeeper)).toEqual([]);
    expect((await must<any>(server, SEARCH, { e: eventId, s: 'さとう' }, scorekeeper)).people).toEqual([{ name: '佐藤 葵', email: null }]);
    expect(aoi.email).toBe('aoi@example.com');
  });

  it('registers a person from the directory, copying name, reading, Wizards ID and e-mail; once per event', async () => {
    const event = await deskEvent();
    const kenji = await person({
      name: '森 健二',
      nameReading: 'モリ ケンジ',
      email: 'kenji@example.com',
      identifiers: [
        { kind: 'WIZARDS', value: '5550001' },
        { kind: 'POKEMON', value: 'P-1' },
      ],
    });
    const registered = (await must<any>(server, REGISTER, { e: event, p: kenji.id, input: {} }, scorekeeper)).registerPlayer;
    expect(registered).toMatchObject({
      personId: kenji.id,
      name: '森 健二',
      nameReading: 'モリ ケンジ',
      externalId: '5550001',
      email: 'kenji@example.com',
    });

    const again = await server.gql(REGISTER, { e: event, p: kenji.id, input: {} }, { token: scorekeeper });
    expect(again.errors?.[0].extensions?.code).toBe('PERSON_ALREADY_REGISTERED');
    expect(again.errors?.[0].message).toBe('森 健二 is already registered in this event.');
    const japanese = await server.gql(REGISTER, { e: event, p: kenji.id, input: {} }, { token: scorekeeper, language: 'ja' });
    expect(japanese.errors?.[0].message).toBe('森 健二さんはこの大会に登録済みです。');
    expect((await must<any>(server, 'query($e: ID!) { players(eventId: $e) { id } }', { e: event }, organizer)).players).toHaveLength(1);
  });

  it('links a registration without a person by player ID, else e-mail, else adds a new person to the directory', async () => {
    const event = await createEvent(server, organizer);
    const byId = await person({ name: 'Ana Silva', identifiers: [{ kind: 'WIZARDS', value: '8880001' }] });
    const byEmail = await person({ name: 'Li Wei', email: 'li.wei@example.com' });
    const register = async (input: Record<string, unknown>) =>
      (await must<any>(server, REGISTER, { e: event, input }, organizer)).registerPlayer;

    expect((await register({ name: 'Ana S.', externalId: '8880001' })).personId).toBe(byId.id);
    expect((await register({ name: 'Li Wei', email: 'LI.WEI@example.com' })).personId).toBe(byEmail.id);
    const newcomer = await register({ name: '鈴木 一郎', nameReading: 'スズキ イチロウ', externalId: '8880002' });
    const [found] = (await must<any>(server, `query($s: String!) { people(search: $s) { ${PERSON_FIELDS} } }`, { s: 'すずき' }, organizer))
      .people;
    expect(found).toMatchObject({
      id: newcomer.personId,
      name: '鈴木 一郎',
      identifiers: [{ kind: 'WIZARDS', value: '8880002' }],
      eventsCount: 1,
    });
  });

  it('refuses a suspended person with when and why, lets only an organizer override it, and audits the override', async () => {
    const event = await deskEvent();
    const suspended = await person({ name: 'Max Power' });
    await must(server, SUSPEND, { p: suspended.id, until: NEXT_MONTH }, organizer);
    const day = NEXT_MONTH.slice(0, 10);

    const refused = await server.gql(REGISTER, { e: event, p: suspended.id, input: {} }, { token: scorekeeper });
    expect(refused.errors?.[0].extensions?.code).toBe('PERSON_SUSPENDED');
    expect(refused.errors?.[0].message).toBe(
      `Max Power is suspended until ${day}: Abusive at the table. Only an organizer can register them anyway.`,
    );
    const japanese = await server.gql(REGISTER, { e: event, p: suspended.id, input: {} }, { token: scorekeeper, language: 'ja' });
    expect(japanese.errors?.[0].message).toContain(`${day}まで出場停止中`);
    const notOrganizer = await server.gql(REGISTER, { e: event, p: suspended.id, input: {}, override: true }, { token: scorekeeper });
    expect(notOrganizer.errors?.[0].extensions?.code).toBe('SUSPENSION_OVERRIDE_ORGANIZERS_ONLY');
    expect((await must<any>(server, 'query($e: ID!) { players(eventId: $e) { id } }', { e: event }, organizer)).players).toEqual([]);

    const overridden = (await must<any>(server, REGISTER, { e: event, p: suspended.id, input: {}, override: true }, organizer))
      .registerPlayer;
    const audit = (await must<any>(server, AUDIT, { e: event, p: overridden.id }, organizer)).auditLog;
    expect(audit.find((entry: any) => entry.action === 'player.suspensionOverride').after).toMatchObject({
      personId: suspended.id,
      suspension: { reason: 'Abusive at the table' },
    });
  });

  it('lifts a suspension (audited); a scorekeeper may neither suspend nor lift', async () => {
    const kim = await person({ name: 'Kim Park' });
    const suspension = (await must<any>(server, SUSPEND, { p: kim.id, until: NEXT_MONTH }, organizer)).suspendPerson.activeSuspension;
    expect((await server.gql(SUSPEND, { p: kim.id, until: NEXT_MONTH }, { token: scorekeeper })).errors?.[0].extensions?.code).toBe(
      'FORBIDDEN',
    );
    const LIFT = `mutation($id: ID!) { liftSuspension(id: $id) { activeSuspension { id } suspensions { liftedAt } } }`;
    expect((await server.gql(LIFT, { id: suspension.id }, { token: scorekeeper })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const lifted = (await must<any>(server, LIFT, { id: suspension.id }, organizer)).liftSuspension;
    expect(lifted.activeSuspension).toBeNull();
    expect(lifted.suspensions[0].liftedAt).not.toBeNull();
    expect((await server.gql(LIFT, { id: suspension.id }, { token: organizer })).errors?.[0].extensions?.code).toBe(
      'SUSPENSION_ALREADY_LIFTED',
    );
    const entries = await server.get(PrismaService).auditEntry.findMany({ where: { entityId: kim.id }, orderBy: { createdAt: 'asc' } });
    expect(entries.map((entry) => [entry.action, entry.eventId])).toEqual([
      ['person.create', null],
      ['person.suspend', null],
      ['person.liftSuspension', null],
    ]);
  });

  it('merges a duplicate: registrations, IDs and suspensions move to the kept person, audited; never across organizations', async () => {
    const [first, second] = [await createEvent(server, organizer), await createEvent(server, organizer)];
    const keep = await person({ name: '田中 花子', nameReading: 'タナカ ハナコ' });
    const duplicate = await person({ name: '田中花子', email: 'hanako@example.com', identifiers: [{ kind: 'WIZARDS', value: '3330001' }] });
    await must(server, REGISTER, { e: first, p: keep.id, input: {} }, organizer);
    const registration = (await must<any>(server, REGISTER, { e: second, p: duplicate.id, input: {} }, organizer)).registerPlayer;
    await must(server, SUSPEND, { p: duplicate.id, until: NEXT_MONTH }, organizer);

    const MERGE = `mutation($k: ID!, $m: ID!) { mergePeople(keepId: $k, mergeId: $m) { ${PERSON_FIELDS} } }`;
    expect((await server.gql(MERGE, { k: keep.id, m: duplicate.id }, { token: scorekeeper })).errors?.[0].extensions?.code).toBe(
      'FORBIDDEN',
    );
    const merged = (await must<any>(server, MERGE, { k: keep.id, m: duplicate.id }, organizer)).mergePeople;
    expect(merged).toMatchObject({
      name: '田中 花子',
      email: 'hanako@example.com',
      identifiers: [{ kind: 'WIZARDS', value: '3330001' }],
      eventsCount: 2,
      activeSuspension: { reason: 'Abusive at the table' },
    });
    const players = (await must<any>(server, 'query($e: ID!) { players(eventId: $e) { id personId } }', { e: second }, organizer)).players;
    expect(players).toEqual([{ id: registration.id, personId: keep.id }]);
    const gone = await server.gql('query($id: ID!) { person(id: $id) { id } }', { id: duplicate.id }, { token: organizer });
    expect(gone.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const [audit] = await server.get(PrismaService).auditEntry.findMany({ where: { entityId: keep.id, action: 'person.merge' } });
    expect(audit).toMatchObject({
      eventId: null,
      before: { merged: { id: duplicate.id } },
      after: { id: keep.id, email: 'hanako@example.com' },
    });

    const prisma = server.get(PrismaService);
    const elsewhere = await prisma.organization.create({ data: { name: 'Other Store', slug: 'other-store' } });
    const stranger = await prisma.person.create({ data: { organizationId: elsewhere.id, name: 'Stranger' } });
    const across = await server.gql(MERGE, { k: keep.id, m: stranger.id }, { token: organizer });
    expect(across.errors?.[0].extensions?.code).toBe('MERGE_ACROSS_ORGANIZATIONS');
    expect(await prisma.person.count({ where: { id: stranger.id } })).toBe(1);
  });

  it('matches CSV rows by player ID, then e-mail, shows new rows in the preview, and links what it imports', async () => {
    const event = await createEvent(server, organizer);
    const byId = await person({ name: 'Rui Costa', identifiers: [{ kind: 'WIZARDS', value: '4440001' }] });
    const byEmail = await person({ name: 'Mia Chen', email: 'mia@example.com' });
    const csv = 'Name,DCI,Email\nRui C.,4440001,\nMia Chen,,MIA@example.com\n新人 太郎,4440009,taro@example.com\n';

    const preview = (await must<any>(server, PREVIEW, { e: event, csv }, organizer)).previewPlayerImport;
    expect(preview.problems).toEqual([]);
    expect(preview.newPeople).toBe(1);
    expect(preview.sample.map((row: any) => row.person)).toEqual([
      { id: byId.id, name: 'Rui Costa', matchedBy: 'PLAYER_ID' },
      { id: byEmail.id, name: 'Mia Chen', matchedBy: 'EMAIL' },
      null,
    ]);

    const imported = (await must<any>(server, IMPORT, { e: event, csv }, organizer)).importPlayers;
    expect(imported.errors).toEqual([]);
    expect(imported.created.slice(0, 2).map((player: any) => player.personId)).toEqual([byId.id, byEmail.id]);
    const [newcomer] = (await must<any>(server, 'query($s: String!) { people(search: $s) { id } }', { s: '4440009' }, organizer)).people;
    expect(imported.created[2].personId).toBe(newcomer.id);

    // Imported again: every row is a person registered already, and nothing is imported.
    const again = (await must<any>(server, IMPORT, { e: event, csv }, organizer)).importPlayers;
    expect(again.errors.map((error: any) => error.code)).toEqual(expect.arrayContaining(['PERSON_ALREADY_REGISTERED']));
    expect(again.created).toEqual([]);
  });

  it('keeps each organization’s directory to its own staff; e-mail and notes to who may read private data', async () => {
    const prisma = server.get(PrismaService);
    const organizationId = (await person({ name: 'Sam Lee', email: 'sam@example.com', notes: 'Prefers English' })).organizationId;
    const judge = await createStaff(server, organizer, 'store-judge@example.com');
    const user = await prisma.user.findUniqueOrThrow({ where: { email: 'store-judge@example.com' } });
    await prisma.organizationMember.create({ data: { organizationId, userId: user.id, role: 'JUDGE' } });
    const LIST = `query($o: ID!) { people(organizationId: $o, search: "sam") { name email notes } }`;
    expect((await must<any>(server, LIST, { o: organizationId }, judge)).people).toEqual([{ name: 'Sam Lee', email: null, notes: null }]);
    expect((await must<any>(server, LIST, { o: organizationId }, organizer)).people).toEqual([
      { name: 'Sam Lee', email: 'sam@example.com', notes: 'Prefers English' },
    ]);
    const elsewhere = await prisma.organization.create({ data: { name: 'Far Store', slug: 'far-store' } });
    expect((await server.gql(LIST, { o: elsewhere.id }, { token: judge })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const writesEmail = await server.gql(CREATE, { input: { name: 'X', email: 'x@example.com' } }, { token: judge });
    expect(writesEmail.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
