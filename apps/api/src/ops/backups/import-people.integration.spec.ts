import { createEvent, must } from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';

const IMPORT = 'mutation($i: EventImportInput!) { importEvent(input: $i) { eventId } }';
const EXPORT = 'query($e: ID!) { exportEvent(eventId: $e) }';
const CREATE_PERSON = 'mutation($input: PersonInput!) { createPerson(input: $input) { id } }';
const REGISTER = 'mutation($e: ID!, $input: PlayerInput!) { registerPlayer(eventId: $e, input: $input) { id } }';
const PLAYERS = 'query($e: ID!) { players(eventId: $e) { name personId } }';
const PEOPLE = 'query { people(first: 50) { id name eventsCount } }';

/**
 * An event moved to another server: its registrations become the receiving store's people, found
 * by player ID, then e-mail, else new; never left without a person, never linked to an id it does not hold.
 */
describe("an imported event's registrations are linked to the receiving organization's people (two real servers)", () => {
  let source: TestServer;
  let target: TestServer;

  beforeAll(async () => {
    [source, target] = await Promise.all([startTestServer(), startTestServer()]);
  });
  afterAll(async () => {
    await Promise.all([source?.close(), target?.close()]);
  });

  it('links by player ID, then e-mail, and creates the people it does not find (audited)', async () => {
    const organizer = await source.loginAsOrganizer();
    const eventId = await createEvent(source, organizer, { name: 'Moved Open' });
    for (const input of [
      { name: 'Aoi Sato', externalId: '7000001' },
      { name: 'Ken Mori', email: 'ken@example.com' },
      { name: 'New Face', externalId: '7000009', email: 'new@example.com' },
    ]) {
      await must(source, REGISTER, { e: eventId, input }, organizer);
    }
    const data = (await must<any>(source, EXPORT, { e: eventId }, organizer)).exportEvent;

    const targetOrganizer = await target.loginAsOrganizer();
    const byId = (
      await must<any>(
        target,
        CREATE_PERSON,
        { input: { name: '佐藤 葵', identifiers: [{ kind: 'WIZARDS', value: '7000001' }] } },
        targetOrganizer,
      )
    ).createPerson.id;
    const byEmail = (await must<any>(target, CREATE_PERSON, { input: { name: '森 健', email: 'ken@example.com' } }, targetOrganizer))
      .createPerson.id;

    await must(target, IMPORT, { i: { data } }, targetOrganizer);
    const players = (await must<any>(target, PLAYERS, { e: eventId }, targetOrganizer)).players;
    const personOf = Object.fromEntries(players.map((player: any) => [player.name, player.personId]));
    expect(personOf['Aoi Sato']).toBe(byId);
    expect(personOf['Ken Mori']).toBe(byEmail);
    const people = (await must<any>(target, PEOPLE, {}, targetOrganizer)).people;
    const created = people.find((person: any) => person.id === personOf['New Face']);
    expect(created).toMatchObject({ name: 'New Face', eventsCount: 1 });
    expect(people).toHaveLength(3);
  });
});
