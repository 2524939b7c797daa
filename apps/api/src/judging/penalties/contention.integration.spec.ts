import { addEventStaff, createEvent, createStaff, must, registerPlayers, ROUND_FIELDS } from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';

const LOG = `mutation($e: ID!, $i: InfractionInput!) { logInfraction(eventId: $e, input: $i) { id status } }`;
const DECK_CHECK = `mutation($i: DeckCheckInput!) { recordDeckCheck(input: $i) { id extensionMinutes } }`;
const EXTENSION = 'query($m: ID!) { match(id: $m) { extensionMinutes } }';

/**
 * Issue 25, item 3: judges acting on one match at the same moment. Each request is its own change
 * on its own connection (a pool large enough for all of them at once), sent together: none of them
 * may fail for contention, and the match gets every minute given back.
 */
describe('simultaneous judging on one match (real server, real database)', () => {
  let server: TestServer;
  let organizer: string;
  let judges: string[];

  beforeAll(async () => {
    server = await startTestServer({ DATABASE_POOL_SIZE: '12' });
    organizer = await server.loginAsOrganizer();
    judges = [];
    for (let i = 0; i < 3; i++) judges.push(await createStaff(server, organizer, `contention-judge-${i}@example.com`));
  });
  afterAll(() => server.close());

  async function pairedMatch() {
    const eventId = await createEvent(server, organizer, { enforcementLevel: 'COMPETITIVE' });
    for (let i = 0; i < judges.length; i++) await addEventStaff(server, organizer, eventId, `contention-judge-${i}@example.com`, 'JUDGE');
    await registerPlayers(server, organizer, eventId, ['Aoi', 'Ben', 'Chika', 'Dan']);
    const round = (
      await must<any>(server, `mutation($e: ID!) { pairNextRound(eventId: $e) { ${ROUND_FIELDS} } }`, { e: eventId }, organizer)
    ).pairNextRound;
    return { eventId, match: round.matches[0] };
  }

  // IPG 2.6 Failure to Maintain Game State: a Warning that never upgrades, so every log is the same decision.
  const fmgs = (match: any, i: number, minutes: number) => ({
    playerId: i % 2 ? match.player2.id : match.player1.id,
    matchId: match.id,
    infraction: 'GPE-FMGS',
    description: `missed trigger ${i}`,
    extensionMinutes: minutes,
  });

  it('six logInfraction with extensionMinutes at once all succeed, and the match gets the sum of their minutes (no 40P01 deadlock)', async () => {
    const { eventId, match } = await pairedMatch();
    const minutes = [1, 2, 3, 4, 5, 6];
    const results = await Promise.all(
      minutes.map((m, i) => server.gql(LOG, { e: eventId, i: fmgs(match, i, m) }, { token: judges[i % judges.length] })),
    );
    expect(results.map((r) => r.errors ?? [])).toEqual(minutes.map(() => []));
    expect(results.map((r: any) => r.data.logInfraction.status)).toEqual(minutes.map(() => 'APPLIED'));
    expect((await must<any>(server, EXTENSION, { m: match.id }, organizer)).match.extensionMinutes).toBe(21);
    const log = (await must<any>(server, 'query($e: ID!) { auditLog(eventId: $e) { action } }', { e: eventId }, organizer)).auditLog;
    expect(log.filter((entry: any) => entry.action === 'match.extend')).toHaveLength(6);
  });

  it('the same with deck checks of the match alongside: every log and every check succeeds, every minute counts', async () => {
    const { eventId, match } = await pairedMatch();
    const logs = [2, 2, 2, 2, 2, 2].map((m, i) =>
      server.gql(LOG, { e: eventId, i: fmgs(match, i, m) }, { token: judges[i % judges.length] }),
    );
    // MTR 2.6: a check gives back the minutes it took plus 3.
    const checks = [1, 2, 1].map((minutes, i) =>
      server.gql(
        DECK_CHECK,
        { i: { matchId: match.id, playerId: i % 2 ? match.player2.id : match.player1.id, minutes, outcome: 'OK' } },
        { token: judges[i] },
      ),
    );
    const results = await Promise.all([...logs, ...checks]);
    expect(results.map((r) => r.errors ?? [])).toEqual(results.map(() => []));
    expect((await must<any>(server, EXTENSION, { m: match.id }, organizer)).match.extensionMinutes).toBe(6 * 2 + (4 + 5 + 4));
  });
});
