import { createEvent, must, playerToken, registerPlayers, ROUND_FIELDS } from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';

const PAIR = `mutation($e: ID!) { pairNextRound(eventId: $e) { ${ROUND_FIELDS} } }`;
const TOP_CUT = `mutation($e: ID!) { startTopCut(eventId: $e, size: 2) { ${ROUND_FIELDS} } }`;
const RECORD = `mutation($m: ID!, $i: ResultInput!) { recordResult(matchId: $m, input: $i) { status player1Wins player2Wins draws } }`;
const REPORT = `mutation($m: ID!, $i: ReportInput!) { reportResult(matchId: $m, input: $i) { status } }`;
const UPDATE = `mutation($e: ID!, $i: EventInput!) { updateEvent(id: $e, input: $i) { playoffDrawPolicy playoffDrawsFollowPolicy } }`;
const EVENT = `query($e: ID!) { event(id: $e) { status playoffDrawPolicy playoffDrawsFollowPolicy } }`;
const AUDIT = `query($e: ID!, $a: String) { auditLog(eventId: $e, action: $a) { before after } }`;
const CATALOG = `query($e: ID!) { infractionCatalog(eventId: $e) { id name publisherDocument note } }`;

const codeOf = (result: { errors?: { extensions?: { code?: string } }[] }) => result.errors?.[0]?.extensions?.code;
const DRAWN_GAME = { player1Wins: 0, player2Wins: 0, draws: 1 };

// FFTCG 3.3 (fftcg-rules-ja.txt:64 「ゲームは引き分けとなる」): a game may be drawn. What a playoff
// does then is the organizer's policy (Event.playoffDrawPolicy), not FFTCG's; Magic keeps MTR 2.5.
describe('a drawn playoff game: FFTCG 3.3 and the organizer’s policy (real server, real database)', () => {
  let server: TestServer;
  let organizer: string;

  beforeAll(async () => {
    server = await startTestServer();
    organizer = await server.loginAsOrganizer();
  });
  afterAll(() => server.close());

  /** Swiss round 1 played (player 1 wins every match), then the final of a top 2. */
  async function toTheFinal(input: Record<string, unknown>) {
    const eventId = await createEvent(server, organizer, { topCut: 2, ...input });
    const players = await registerPlayers(server, organizer, eventId, ['Aoi', 'Ben', 'Chika', 'Dan']);
    const round1 = (await must<any>(server, PAIR, { e: eventId }, organizer)).pairNextRound;
    const win = input.ruleProfile === 'fftcg' ? { player1Wins: 1, player2Wins: 0 } : { player1Wins: 2, player2Wins: 0 };
    for (const match of round1.matches) await must(server, RECORD, { m: match.id, i: win }, organizer);
    const topCut = (await must<any>(server, TOP_CUT, { e: eventId }, organizer)).startTopCut;
    await must(server, 'mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: topCut.id }, organizer);
    return { eventId, players, final: topCut.matches[0] };
  }

  it('PLAY_ANOTHER_GAME (the default): the drawn game is recorded, the match goes on, and the next game decides it', async () => {
    const { eventId, players, final } = await toTheFinal({ ruleProfile: 'fftcg', bestOf: 1 });
    expect((await must<any>(server, EVENT, { e: eventId }, organizer)).event).toMatchObject({
      playoffDrawPolicy: 'PLAY_ANOTHER_GAME',
      playoffDrawsFollowPolicy: true,
    });

    const drawn = (await must<any>(server, RECORD, { m: final.id, i: DRAWN_GAME }, organizer)).recordResult;
    expect(drawn).toEqual({ status: 'PENDING', player1Wins: 0, player2Wins: 0, draws: 1 });
    const audit = (await must<any>(server, AUDIT, { e: eventId, a: 'result.gameDrawn' }, organizer)).auditLog;
    expect(audit).toHaveLength(1);
    expect(audit[0].after).toMatchObject({ draws: 1, status: 'PENDING' });
    // The match is not over: the bracket does not move on.
    expect(codeOf(await server.gql(PAIR, { e: eventId }, { token: organizer }))).toBe('ROUND_NOT_FINISHED');

    // A player reporting the drawn game as the result is told to play on, in their language.
    const player = players.find((p) => p.id === final.player1.id)!;
    const token = await playerToken(server, eventId, player.accessCode);
    const en = await server.gql(REPORT, { m: final.id, i: DRAWN_GAME }, { token });
    expect(en.errors?.[0]).toMatchObject({
      message:
        'A drawn game does not end this playoff match: by the organizer’s policy another game is played. Report the match once it has a winner, counting the drawn game.',
      extensions: { code: 'RESULT_PLAYOFF_PLAY_ANOTHER_GAME' },
    });
    const ja = await server.gql(REPORT, { m: final.id, i: DRAWN_GAME }, { token, language: 'ja' });
    expect(ja.errors?.[0].message).toContain('主催者の方針により、もう1ゲーム行います');

    // The next game has a winner: 0-1-1 ends the match and the event.
    expect(
      (await must<any>(server, RECORD, { m: final.id, i: { player1Wins: 0, player2Wins: 1, draws: 1 } }, organizer)).recordResult,
    ).toEqual({ status: 'FINAL', player1Wins: 0, player2Wins: 1, draws: 1 });
    await must(server, PAIR, { e: eventId }, organizer);
    const finish = (await must<any>(server, AUDIT, { e: eventId, a: 'event.finish' }, organizer)).auditLog;
    expect(finish[0].after).toEqual({ champion: final.player2.id });
  });

  it('HIGHER_SEED_ADVANCES: a drawn final is final, and the better seed is champion', async () => {
    const { eventId, final } = await toTheFinal({ ruleProfile: 'fftcg', bestOf: 1, playoffDrawPolicy: 'HIGHER_SEED_ADVANCES' });
    const drawn = (await must<any>(server, RECORD, { m: final.id, i: DRAWN_GAME }, organizer)).recordResult;
    expect(drawn).toEqual({ status: 'FINAL', player1Wins: 0, player2Wins: 0, draws: 1 });
    await must(server, PAIR, { e: eventId }, organizer);
    expect((await must<any>(server, EVENT, { e: eventId }, organizer)).event.status).toBe('FINISHED');
    // The final's player 1 is the better seed (MTR 2.2 style: the seed order of the bracket).
    const finish = (await must<any>(server, AUDIT, { e: eventId, a: 'event.finish' }, organizer)).auditLog;
    expect(finish[0].after).toEqual({ champion: final.player1.id });
  });

  it('Magic keeps MTR 2.5: a playoff match never ends in a draw, whatever the policy says', async () => {
    const { eventId, final } = await toTheFinal({});
    const updated = (await must<any>(server, UPDATE, { e: eventId, i: { playoffDrawPolicy: 'HIGHER_SEED_ADVANCES' } }, organizer))
      .updateEvent;
    expect(updated).toEqual({ playoffDrawPolicy: 'HIGHER_SEED_ADVANCES', playoffDrawsFollowPolicy: false });
    const refused = await server.gql(
      RECORD,
      { m: final.id, i: { player1Wins: 1, player2Wins: 1, draws: 1, overrideReason: 'slip' } },
      { token: organizer },
    );
    expect(codeOf(refused)).toBe('RESULT_PLAYOFF_DRAW');
  });

  it('the generic catalog of an FFTCG event is named as Taikai’s, not an FFTCG document (en, ja); Magic’s is the IPG', async () => {
    const fftcg = await createEvent(server, organizer, { ruleProfile: 'fftcg', bestOf: 1, enforcementLevel: 'COMPETITIVE' });
    expect((await must<any>(server, CATALOG, { e: fftcg }, organizer)).infractionCatalog).toEqual({
      id: 'generic',
      name: 'Taikai’s generic penalty catalog',
      publisherDocument: false,
      note: 'Taikai’s own generic catalog, not an FFTCG document. The head judge decides penalties; any other penalty is recorded with its reason.',
    });
    const ja = (await server.gql<any>(CATALOG, { e: fftcg }, { token: organizer, language: 'ja' })).data!.infractionCatalog;
    expect(ja.name).toBe('Taikai汎用の懲罰表');
    expect(ja.note).toContain('FFTCGの文書ではありません');
    const magic = await createEvent(server, organizer, { enforcementLevel: 'COMPETITIVE' });
    expect((await must<any>(server, CATALOG, { e: magic }, organizer)).infractionCatalog).toEqual({
      id: 'magic-ipg',
      name: 'Magic Infraction Procedure Guide',
      publisherDocument: true,
      note: null,
    });
  });
});
