import { PrismaService } from '../../platform/database';
import { addEventStaff, createEvent, createStaff, must } from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';

const CREATE_PERSON = 'mutation($input: PersonInput!) { createPerson(input: $input) { id } }';
const ISSUE = 'mutation($p: ID!) { issueMemberCode(personId: $p) { memberCode } }';
const SCAN = `mutation($e: ID!, $code: String!) {
  checkInMember(eventId: $e, memberCode: $code) { registered player { name personId checkedIn externalId } }
}`;
const PLAYERS = 'query($e: ID!) { players(eventId: $e) { name checkedIn } }';
const AUDIT = 'query($e: ID!) { auditLog(eventId: $e) { action } }';
const MEMBER_CODE = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/;

describe('member cards: a code per person, scanned at the desk to register and check in (real server, real database)', () => {
  let server: TestServer;
  let organizer: string;
  let desk: string;

  beforeAll(async () => {
    server = await startTestServer();
    organizer = await server.loginAsOrganizer();
    desk = await createStaff(server, organizer, 'member-desk@example.com');
  });
  afterAll(() => server.close());

  it('issues an 8-character code without look-alikes once per person, unique, audited; the same code when asked again', async () => {
    const codes = new Set<string>();
    for (const name of ['Ann', 'Ben', 'Cid']) {
      const id = (await must<any>(server, CREATE_PERSON, { input: { name } }, organizer)).createPerson.id;
      const code = (await must<any>(server, ISSUE, { p: id }, organizer)).issueMemberCode.memberCode;
      expect(code).toMatch(MEMBER_CODE);
      expect((await must<any>(server, ISSUE, { p: id }, organizer)).issueMemberCode.memberCode).toBe(code);
      codes.add(code);
    }
    expect(codes.size).toBe(3);
    const issued = await server.get(PrismaService).auditEntry.findMany({ where: { action: 'person.memberCode' } });
    expect(issued.map((entry) => (entry.after as { memberCode: string }).memberCode).sort()).toEqual([...codes].sort());
  });

  it('a scan registers and checks in a member not yet registered, only checks in one who is, and refuses an unknown code', async () => {
    const eventId = await createEvent(server, organizer, { capacity: 4 });
    await addEventStaff(server, organizer, eventId, 'member-desk@example.com', 'SCOREKEEPER');
    const person = (
      await must<any>(
        server,
        CREATE_PERSON,
        { input: { name: '佐藤 葵', identifiers: [{ kind: 'WIZARDS', value: '7000001' }] } },
        organizer,
      )
    ).createPerson.id;
    const code = (await must<any>(server, ISSUE, { p: person }, organizer)).issueMemberCode.memberCode;

    // A USB scanner types what the QR code holds; lower case and spaces from a hand-typed code do not matter.
    const first = (await must<any>(server, SCAN, { e: eventId, code: ` ${code.toLowerCase()} ` }, desk)).checkInMember;
    expect(first).toEqual({
      registered: true,
      player: { name: '佐藤 葵', personId: person, checkedIn: true, externalId: '7000001' },
    });
    const again = (await must<any>(server, SCAN, { e: eventId, code }, desk)).checkInMember;
    expect(again).toEqual({ registered: false, player: first.player });
    expect((await must<any>(server, PLAYERS, { e: eventId }, desk)).players).toEqual([{ name: '佐藤 葵', checkedIn: true }]);
    const actions = (await must<any>(server, AUDIT, { e: eventId }, organizer)).auditLog.map((entry: any) => entry.action);
    expect(actions.filter((action: string) => action === 'player.register')).toHaveLength(1);
    expect(actions.filter((action: string) => action === 'player.checkIn')).toHaveLength(1);

    const unknown = await server.gql<any>(SCAN, { e: eventId, code: 'ZZZZZZZZ' }, { token: desk, language: 'ja' });
    expect(unknown.errors?.[0].extensions?.code).toBe('MEMBER_CODE_UNKNOWN');
    expect(unknown.errors?.[0].message).toContain('ZZZZZZZZ');
    expect((await must<any>(server, PLAYERS, { e: eventId }, desk)).players).toHaveLength(1);
  });
});
