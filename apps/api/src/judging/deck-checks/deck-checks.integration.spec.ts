import { createEvent, createStaff, must, registerPlayers, ROUND_FIELDS, addEventStaff } from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';
import { PrismaService } from '../../platform/database';

const RECORD = `mutation($i: DeckCheckInput!) { recordDeckCheck(input: $i) { id roundNumber table playerName minutes extensionMinutes outcome note } }`;
const CHECKS = `query($e: ID!) { deckChecks(eventId: $e) { table playerName minutes extensionMinutes outcome } }`;
const codeOf = (result: { errors?: { extensions?: { code?: string } }[] }) => result.errors?.[0]?.extensions?.code;

describe('deck checks (MTR 2.6 and 2.8, IPG 3.4 and 3.5; real server, real database)', () => {
  let server: TestServer;
  let organizer: string;
  let judge: string;
  let scorekeeper: string;

  beforeAll(async () => {
    server = await startTestServer();
    organizer = await server.loginAsOrganizer();
    judge = await createStaff(server, organizer, 'dc-judge@example.com');
    scorekeeper = await createStaff(server, organizer, 'dc-sk@example.com');
  });
  afterAll(() => server.close());

  async function pairedEvent() {
    const eventId = await createEvent(server, organizer, { enforcementLevel: 'COMPETITIVE' });
    for (const [email, role] of [
      ['dc-judge@example.com', 'JUDGE'],
      ['dc-sk@example.com', 'SCOREKEEPER'],
    ] as const) {
      await addEventStaff(server, organizer, eventId, email, role);
    }
    const players = await registerPlayers(server, organizer, eventId, ['Aoi', 'Ben', 'Chika', 'Dan']);
    const round = (
      await must<any>(server, `mutation($e: ID!) { pairNextRound(eventId: $e) { ${ROUND_FIELDS} } }`, { e: eventId }, organizer)
    ).pairNextRound;
    return { eventId, players, match: round.matches[0] };
  }

  it('MTR 2.6 (judge-handbook-ja.txt:15684 「…に加えて3分の延長」): a check gives the match its time plus 3 minutes, audited', async () => {
    const { eventId, match } = await pairedEvent();
    const checked = (
      await must<any>(
        server,
        RECORD,
        { i: { matchId: match.id, playerId: match.player2.id, minutes: 7, outcome: 'DECK_PROBLEM', note: ' 59 cards presented ' } },
        judge,
      )
    ).recordDeckCheck;
    expect(checked).toMatchObject({
      roundNumber: 1,
      table: match.table,
      playerName: match.player2.name,
      minutes: 7,
      extensionMinutes: 10,
      outcome: 'DECK_PROBLEM',
      note: '59 cards presented',
    });
    const extended = (await must<any>(server, 'query($m: ID!) { match(id: $m) { extensionMinutes } }', { m: match.id }, organizer)).match;
    expect(extended.extensionMinutes).toBe(10);
    const log = (await must<any>(server, 'query($e: ID!) { auditLog(eventId: $e) { action after } }', { e: eventId }, organizer)).auditLog;
    expect(log.map((entry: any) => entry.action)).toEqual(expect.arrayContaining(['deckCheck.record', 'match.extend']));
    expect(log.find((entry: any) => entry.action === 'deckCheck.record').after).toMatchObject({ minutes: 7, extensionMinutes: 10 });
    // A check that did not stop the match (0 minutes) gives no time back.
    await must(server, RECORD, { i: { matchId: match.id, playerId: match.player1.id, minutes: 0, outcome: 'OK' } }, judge);
    expect(
      (await must<any>(server, 'query($m: ID!) { match(id: $m) { extensionMinutes } }', { m: match.id }, organizer)).match.extensionMinutes,
    ).toBe(10);
    expect((await must<any>(server, CHECKS, { e: eventId }, scorekeeper)).deckChecks.map((c: any) => c.outcome).sort()).toEqual([
      'DECK_PROBLEM',
      'OK',
    ]);
    expect(
      (await must<any>(server, CHECKS, { e: eventId }, organizer)).deckChecks.map((c: any) => [c.minutes, c.extensionMinutes]),
    ).toEqual([
      [0, 0],
      [7, 10],
    ]);
  });

  it('issue 26: a check of one of two players named 佐藤 葵 names them with their player ID', async () => {
    const eventId = await createEvent(server, organizer, { enforcementLevel: 'COMPETITIVE' });
    await addEventStaff(server, organizer, eventId, 'dc-judge@example.com', 'JUDGE');
    const csv = 'name,externalId\n佐藤 葵,1001\n佐藤 葵,1002\nBen Cole,\nChika Mori,\n';
    await must(
      server,
      'mutation($e: ID!, $csv: String!) { importPlayers(eventId: $e, csv: $csv) { created { id } } }',
      { e: eventId, csv },
      organizer,
    );
    const round = (
      await must<any>(server, `mutation($e: ID!) { pairNextRound(eventId: $e) { ${ROUND_FIELDS} } }`, { e: eventId }, organizer)
    ).pairNextRound;
    for (const match of round.matches)
      for (const player of [match.player1, match.player2])
        await must(server, RECORD, { i: { matchId: match.id, playerId: player.id, minutes: 0, outcome: 'OK' } }, judge);
    const checks = (
      await must<any>(server, 'query($e: ID!) { deckChecks(eventId: $e) { playerName distinguishingId } }', { e: eventId }, judge)
    ).deckChecks;
    expect(checks.map((check: any) => [check.playerName, check.distinguishingId]).sort()).toEqual([
      ['Ben Cole', null],
      ['Chika Mori', null],
      ['佐藤 葵', '1001'],
      ['佐藤 葵', '1002'],
    ]);
  });

  it('records the check and gives its time back in one change: one transaction wrote the check, the match and both audit entries', async () => {
    const { match } = await pairedEvent();
    const checked = (
      await must<any>(server, RECORD, { i: { matchId: match.id, playerId: match.player1.id, minutes: 4, outcome: 'OK' } }, judge)
    ).recordDeckCheck;
    // xmin: the transaction that wrote each row as it is now.
    const writers = await server.get(PrismaService).$queryRaw<{ writer: string }[]>`
      SELECT xmin::text AS writer FROM "DeckCheck" WHERE id = ${checked.id}::uuid
      UNION ALL SELECT xmin::text FROM "Match" WHERE id = ${match.id}::uuid
      UNION ALL SELECT xmin::text FROM "AuditEntry" WHERE "entityId" IN (${checked.id}, ${match.id}) AND action IN ('deckCheck.record', 'match.extend')`;
    expect(writers).toHaveLength(4);
    expect(new Set(writers.map((row) => row.writer)).size).toBe(1);
  });

  it('refuses a player of another match, minutes out of range and a scorekeeper, in both languages; nothing is recorded', async () => {
    const { eventId, players, match } = await pairedEvent();
    const stranger = players.find((player) => player.id !== match.player1.id && player.id !== match.player2.id)!;
    const wrong = await server.gql<any>(
      RECORD,
      { i: { matchId: match.id, playerId: stranger.id, minutes: 5, outcome: 'OK' } },
      { token: judge, language: 'ja' },
    );
    expect(codeOf(wrong)).toBe('DECK_CHECK_PLAYER_NOT_IN_MATCH');
    expect(wrong.errors![0].message).toContain('テーブル番号');
    expect(
      codeOf(
        await server.gql(RECORD, { i: { matchId: match.id, playerId: match.player1.id, minutes: 61, outcome: 'OK' } }, { token: judge }),
      ),
    ).toBe('INVALID_INPUT');
    expect(
      codeOf(
        await server.gql(
          RECORD,
          { i: { matchId: match.id, playerId: match.player1.id, minutes: 5, outcome: 'OK' } },
          { token: scorekeeper },
        ),
      ),
    ).toBe('FORBIDDEN');
    expect((await must<any>(server, CHECKS, { e: eventId }, organizer)).deckChecks).toEqual([]);
    expect(
      (await must<any>(server, 'query($m: ID!) { match(id: $m) { extensionMinutes } }', { m: match.id }, organizer)).match.extensionMinutes,
    ).toBe(0);
  });
});
