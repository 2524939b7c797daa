import { createEvent, must } from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';

describe("an event's locale: where it is held (real server, real database)", () => {
  let server: TestServer;
  let organizer: string;

  beforeAll(async () => {
    server = await startTestServer();
    organizer = await server.loginAsOrganizer();
  });
  afterAll(() => server.close());

  it('is kept on creation and update, and refused in words when it is not one of the offered places', async () => {
    const eventId = await createEvent(server, organizer, { venue: 'Hareruya Tokyo', locale: 'ja-JP' });
    const QUERY = 'query($e: ID!) { event(id: $e) { locale } }';
    expect((await must<any>(server, QUERY, { e: eventId }, organizer)).event.locale).toBe('ja-JP');
    const UPDATE = 'mutation($e: ID!, $l: String) { updateEvent(id: $e, input: { locale: $l }) { locale } }';
    expect((await must<any>(server, UPDATE, { e: eventId, l: 'en-GB' }, organizer)).updateEvent.locale).toBe('en-GB');
    const refused = await server.gql(UPDATE, { e: eventId, l: 'xx-YY' }, { token: organizer });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Invalid country and language: not one of the allowed values.',
      extensions: { code: 'INVALID_INPUT' },
    });
    expect((await must<any>(server, QUERY, { e: eventId }, organizer)).event.locale).toBe('en-GB');
  });
});
