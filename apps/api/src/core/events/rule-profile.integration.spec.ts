import { createEvent, must, playerToken, registerPlayers } from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';

// MTR appendix C prints the win-rate floor as 0.33 (judge-handbook-ja.txt:17638 「0.33として扱われる」);
// the rule profile's floor is exactly 1/3, and the API says so as the profile's setting, an exact fraction.
const RULES = 'query($e: ID!) { event(id: $e) { ruleProfile rules { id percentageFloor } } }';

describe("the rule profile's win-rate floor, as the API exposes it", () => {
  let server: TestServer;
  let staff: string;

  beforeAll(async () => {
    server = await startTestServer();
    staff = await server.loginAsOrganizer();
  });
  afterAll(() => server.close());

  it('is exactly 1/3 for Magic (not 0.33), readable by staff and by the event’s players (line 17638)', async () => {
    const eventId = await createEvent(server, staff);
    expect((await must<any>(server, RULES, { e: eventId }, staff)).event.rules).toEqual({ id: 'magic', percentageFloor: '1/3' });
    const [player] = await registerPlayers(server, staff, eventId, ['A']);
    const token = await playerToken(server, eventId, player.accessCode);
    expect((await must<any>(server, RULES, { e: eventId }, token)).event.rules.percentageFloor).toBe('1/3');
  });

  it("is the profile's own setting for another profile", async () => {
    const eventId = await createEvent(server, staff, { ruleProfile: 'pokemon-style' });
    expect((await must<any>(server, RULES, { e: eventId }, staff)).event.rules).toEqual({ id: 'pokemon-style', percentageFloor: '1/4' });
  });
});
