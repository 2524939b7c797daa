import { createEvent, must, registerPlayers } from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';

const EXPORT = 'query($o: ID!) { exportOrganization(organizationId: $o) }';
const ORGANIZATION = 'query($e: ID!) { event(id: $e) { organizationId } }';
const IMPORT = 'mutation($i: EventImportInput!) { importEvent(input: $i) { eventId } }';
const ISSUE = 'mutation($p: ID!) { issueMemberCode(personId: $p) { memberCode } }';
const PLAYERS = 'query($e: ID!) { players(eventId: $e) { name personId } }';

describe("an organization's export: people, every event and its series, in one file for its owners (real server, real database)", () => {
  let server: TestServer;
  let target: TestServer;
  let organizer: string;

  beforeAll(async () => {
    [server, target] = await Promise.all([startTestServer(), startTestServer()]);
    organizer = await server.loginAsOrganizer();
  });
  afterAll(async () => {
    await Promise.all([server?.close(), target?.close()]);
  });

  it('holds the people with their IDs and member codes, the series with their corrections, and each event as an export another server imports', async () => {
    const first = await createEvent(server, organizer, { name: 'Week 1' });
    const second = await createEvent(server, organizer, { name: 'Week 2' });
    const [ann] = await registerPlayers(server, organizer, first, ['Ann']);
    await registerPlayers(server, organizer, second, ['Ben']);
    const organizationId = (await must<any>(server, ORGANIZATION, { e: first }, organizer)).event.organizationId;
    const annPerson = (await must<any>(server, PLAYERS, { e: first }, organizer)).players[0].personId;
    const code = (await must<any>(server, ISSUE, { p: annPerson }, organizer)).issueMemberCode.memberCode;
    const seriesId = (
      await must<any>(
        server,
        'mutation($o: ID!, $i: SeriesInput!) { createSeries(organizationId: $o, input: $i) { id } }',
        { o: organizationId, i: { name: 'Autumn League', preset: 'MATCH_POINTS', eventIds: [first, second] } },
        organizer,
      )
    ).createSeries.id;
    await must(
      server,
      'mutation($s: ID!, $p: ID!) { correctSeriesPoints(seriesId: $s, personId: $p, points: "2", reason: "side event") { rank } }',
      { s: seriesId, p: annPerson },
      organizer,
    );

    const file = JSON.parse((await must<any>(server, EXPORT, { o: organizationId }, organizer)).exportOrganization);
    expect(file).toMatchObject({ format: 'taikai-organization-export', version: 1, organization: { id: organizationId, slug: 'default' } });
    expect(file.people.map((person: any) => [person.name, person.memberCode])).toEqual([
      ['Ann', code],
      ['Ben', null],
    ]);
    expect(file.events.map((event: any) => [event.format, event.event.name, event.players.map((p: any) => p.id)])).toEqual([
      ['taikai-event-export', 'Week 1', [ann.id]],
      ['taikai-event-export', 'Week 2', [expect.any(String)]],
    ]);

    expect(file.series).toEqual([
      expect.objectContaining({
        id: seriesId,
        name: 'Autumn League',
        rule: expect.objectContaining({ matchWin: 3 }),
        eventIds: expect.arrayContaining([first, second]),
        corrections: [expect.objectContaining({ personId: annPerson, reason: 'side event' })],
      }),
    ]);

    // Each event of it is a file importEvent reads.
    const targetOrganizer = await target.loginAsOrganizer();
    await must(target, IMPORT, { i: { data: JSON.stringify(file.events[0]) } }, targetOrganizer);
    expect((await must<any>(target, PLAYERS, { e: first }, targetOrganizer)).players.map((p: any) => p.name)).toEqual(['Ann']);
  });
});
