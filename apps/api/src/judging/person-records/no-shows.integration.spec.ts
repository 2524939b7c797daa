import { createEvent, must, registerPlayers } from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';

const CHECK_IN = 'mutation($p: ID!) { checkInPlayer(playerId: $p) { id } }';
const PAIR = 'mutation($e: ID!) { pairNextRound(eventId: $e, notCheckedIn: DROP) { id } }';
const PLAYERS = 'query($e: ID!) { players(eventId: $e) { name personId dropReason } }';
const HISTORY = 'query($p: ID!) { personHistory(personId: $p) { noShowCount registrations { eventName dropped noShow } } }';
const SEARCH = 'query($e: ID!, $s: String!) { people(eventId: $e, search: $s) { name noShowCount } }';
const REGISTER = 'mutation($e: ID!, $p: ID!) { registerPlayer(eventId: $e, personId: $p, input: {}) { id } }';

/** A registration dropped at round 1 for not checking in is a no-show on the person: in their history and in the directory. */
describe('no-shows on the person (real server, real database)', () => {
  let server: TestServer;
  let organizer: string;

  beforeAll(async () => {
    server = await startTestServer();
    organizer = await server.loginAsOrganizer();
  });
  afterAll(() => server.close());

  /** An event where everyone but `absent` checks in, paired with the no-shows dropped. */
  const roundOneWithout = async (name: string, names: string[], absent: string, personIds: Record<string, string> = {}) => {
    const eventId = await createEvent(server, organizer, { name });
    const players = [];
    for (const player of names) {
      players.push(
        personIds[player]
          ? (await must<any>(server, REGISTER, { e: eventId, p: personIds[player] }, organizer)).registerPlayer
          : (await registerPlayers(server, organizer, eventId, [player]))[0],
      );
    }
    for (const [i, player] of players.entries()) if (names[i] !== absent) await must(server, CHECK_IN, { p: player.id }, organizer);
    await must(server, PAIR, { e: eventId }, organizer);
    const rows = (await must<any>(server, PLAYERS, { e: eventId }, organizer)).players;
    return { eventId, personIds: Object.fromEntries(rows.map((row: any) => [row.name, row.personId])) as Record<string, string> };
  };

  it('shows each no-show as such in the history, counts them on the person, and the desk sees the count when searching', async () => {
    const names = ['Nora Noshow', 'Ada', 'Bo', 'Cy', 'Di'];
    const first = await roundOneWithout('Week 1', names, 'Nora Noshow');
    const second = await roundOneWithout('Week 2', names, 'Nora Noshow', first.personIds);
    await roundOneWithout('Week 3', names, 'Ada', first.personIds);

    const nora = (await must<any>(server, HISTORY, { p: first.personIds['Nora Noshow'] }, organizer)).personHistory;
    expect(nora.noShowCount).toBe(2);
    expect(nora.registrations).toEqual(
      expect.arrayContaining([
        { eventName: 'Week 1', dropped: true, noShow: true },
        { eventName: 'Week 2', dropped: true, noShow: true },
        { eventName: 'Week 3', dropped: false, noShow: false },
      ]),
    );
    const found = (await must<any>(server, SEARCH, { e: second.eventId, s: 'no' }, organizer)).people;
    expect(found).toEqual([{ name: 'Nora Noshow', noShowCount: 2 }]);
    const everyone = (await must<any>(server, SEARCH, { e: second.eventId, s: '' }, organizer)).people;
    expect(Object.fromEntries(everyone.map((person: any) => [person.name, person.noShowCount]))).toMatchObject({ Ada: 1, Bo: 0 });
  });
});
