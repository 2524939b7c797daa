import { PrismaService } from '../../platform/database';
import { createEvent, createJudgingTeam, must, ROUND_FIELDS } from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';

interface Round {
  id: string;
  number: number;
  matches: { id: string; table: number; player1: { id: string; name: string }; player2: { id: string; name: string } | null }[];
}

const FEATURE = 'mutation($m: ID!, $f: Boolean!) { setMatchFeatured(matchId: $m, featured: $f) { matchId featured games } }';
const GAME = 'mutation($m: ID!, $w: GameWinner!) { recordFeatureGame(matchId: $m, winner: $w) { games } }';
const UNDO = 'mutation($m: ID!) { undoFeatureGame(matchId: $m) { games } }';

/**
 * Stream updates as the overlay reads them: `GET /public/events/<code>/stream`, no sign-in. `next()`
 * answers the next update's kind (the stream's own comments skipped).
 */
async function openPublicStream(server: TestServer, code: string) {
  const controller = new AbortController();
  const response = await fetch(`${server.url}/public/events/${code}/stream`, { signal: controller.signal });
  expect(response.headers.get('content-type')).toBe('text/event-stream');
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  return {
    async next(): Promise<{ kind: string; matchId: string | null }> {
      for (;;) {
        const data = buffered.match(/^data: (.*)$/m);
        if (data) {
          buffered = buffered.slice(buffered.indexOf(data[0]) + data[0].length);
          return JSON.parse(data[1]);
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('the stream ended');
        buffered += value;
      }
    },
    close: () => controller.abort(),
  };
}

describe('coverage: featured matches and their games (real server, real database)', () => {
  let server: TestServer;
  let organizer: string;

  beforeAll(async () => {
    server = await startTestServer();
    organizer = await server.loginAsOrganizer();
  });
  afterAll(() => server.close());

  const gql = <T = any>(query: string, variables: Record<string, unknown>, token = organizer) => must<T>(server, query, variables, token);
  const refusal = async (query: string, variables: Record<string, unknown>, token = organizer, language = 'en') => {
    const answer = await server.gql(query, variables, { token, language });
    return { code: answer.errors?.[0].extensions?.code, message: answer.errors?.[0].message };
  };

  /** An event of four players (readings and decks on two), round 1 paired by hand and published. */
  async function eventInRound() {
    const eventId = await createEvent(server, organizer, { name: 'Coverage Open', plannedRounds: 3 });
    const inputs = [
      { name: '山田太郎', nameReading: 'ヤマダタロウ', deckName: 'Izzet Phoenix' },
      { name: 'Emma', deckName: 'Mono Red' },
      { name: 'Ren' },
      { name: 'Mia' },
    ];
    for (const input of inputs)
      await gql('mutation($e: ID!, $i: PlayerInput!) { registerPlayer(eventId: $e, input: $i) { id } }', { e: eventId, i: input });
    const round = (
      await gql<{ pairNextRound: Round }>(`mutation($e: ID!) { pairNextRound(eventId: $e) { ${ROUND_FIELDS} } }`, { e: eventId })
    ).pairNextRound;
    await gql('mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id });
    const { shortCode } = await server.get(PrismaService).event.findUniqueOrThrow({ where: { id: eventId } });
    return {
      eventId,
      code: shortCode,
      round,
      match: round.matches.find((match) => match.player1.name === '山田太郎' || match.player2?.name === '山田太郎')!,
    };
  }

  it('staff who record results mark a match featured and record its games, audited; the public part and stream follow', async () => {
    const team = await createJudgingTeam(server, organizer, 'coverage');
    const { eventId, code, round, match } = await eventInRound();
    await team.staff(eventId);
    const stream = await openPublicStream(server, code);

    expect((await refusal(FEATURE, { m: match.id, f: true }, team.judge)).code).toBe('FORBIDDEN');
    const marked = await gql(FEATURE, { m: match.id, f: true }, team.scorekeeper);
    expect(marked.setMatchFeatured).toEqual({ matchId: match.id, featured: true, games: [] });
    expect(await stream.next()).toMatchObject({ kind: 'FEATURE_CHANGED', matchId: match.id });
    const listed = await gql(
      'query($e: ID!, $r: ID!) { featuredMatches(eventId: $e, roundId: $r) { matchId } }',
      { e: eventId, r: round.id },
      team.judge,
    );
    expect(listed.featuredMatches).toEqual([{ matchId: match.id }]);

    const feature = async () => (await fetch(`${server.url}/public/events/${code}/feature`)).json();
    // Deck names are the organizer's to make public (with the metagame), not the overlay's.
    const sides = (await feature()).matches[0];
    expect([sides.player1.deck, sides.player2.deck]).toEqual([null, null]);
    await gql('mutation($id: ID!) { updateEvent(id: $id, input: { publicMetagame: true }) { id } }', { id: eventId });
    expect(await stream.next()).toMatchObject({ kind: 'EVENT_CHANGED' });
    const shown = await feature();
    expect(shown.round).toMatchObject({ number: 1 });
    expect(shown.matches).toHaveLength(1);
    const yamada = match.player1.name === '山田太郎' ? shown.matches[0].player1 : shown.matches[0].player2;
    expect(yamada).toEqual({
      name: '山田太郎',
      reading: 'ヤマダタロウ',
      deck: 'Izzet Phoenix',
      points: 0,
      wins: 0,
      losses: 0,
      draws: 0,
      seed: null,
    });
    expect(shown.matches[0]).toMatchObject({ table: match.table, games: [], gameScore: { player1Wins: 0, player2Wins: 0, draws: 0 } });

    await gql(GAME, { m: match.id, w: 'PLAYER1' }, team.scorekeeper);
    expect(await stream.next()).toMatchObject({ kind: 'FEATURE_CHANGED' });
    await gql(GAME, { m: match.id, w: 'DRAW' });
    await gql(GAME, { m: match.id, w: 'PLAYER1' }, team.headJudge);
    // 2-0-1 in a best of three: the match is won; a fourth game is refused, in the viewer's language.
    const beyond = await refusal(GAME, { m: match.id, w: 'PLAYER2' }, organizer, 'ja');
    expect(beyond).toEqual({ code: 'GAME_BEYOND_BEST_OF', message: expect.stringContaining('BO3') });
    expect((await gql(UNDO, { m: match.id })).undoFeatureGame.games).toEqual(['PLAYER1', 'DRAW']);
    expect((await gql(GAME, { m: match.id, w: 'PLAYER2' })).recordFeatureGame.games).toEqual(['PLAYER1', 'DRAW', 'PLAYER2']);
    expect((await feature()).matches[0].gameScore).toEqual({ player1Wins: 1, player2Wins: 1, draws: 1 });

    const audit = await gql('query($e: ID!, $m: ID!) { auditLog(eventId: $e, entityId: $m) { action before after } }', {
      e: eventId,
      m: match.id,
    });
    const actions = audit.auditLog.map((entry: { action: string }) => entry.action);
    expect(actions.filter((action: string) => action.startsWith('coverage.')).sort()).toEqual(
      ['coverage.feature', 'coverage.game', 'coverage.game', 'coverage.game', 'coverage.game', 'coverage.undoGame'].sort(),
    );
    const undone = audit.auditLog.find((entry: { action: string }) => entry.action === 'coverage.undoGame');
    expect(undone).toMatchObject({ before: { games: ['PLAYER1', 'DRAW', 'PLAYER1'] }, after: { games: ['PLAYER1', 'DRAW'] } });

    // Unmarked: gone from the overlay's part, its games kept for a second marking.
    await gql(FEATURE, { m: match.id, f: false });
    expect((await feature()).matches).toEqual([]);
    expect((await gql(FEATURE, { m: match.id, f: true })).setMatchFeatured.games).toEqual(['PLAYER1', 'DRAW', 'PLAYER2']);
    stream.close();
  });

  it('refuses a game of a match not featured, of a finished match, and with no game to undo, translated', async () => {
    const { round, match } = await eventInRound();
    const other = round.matches.find((candidate) => candidate.id !== match.id)!;
    expect(await refusal(GAME, { m: other.id, w: 'PLAYER1' })).toEqual({
      code: 'MATCH_NOT_FEATURED',
      message: 'This match is not featured: mark it featured first.',
    });
    await gql(FEATURE, { m: match.id, f: true });
    expect((await refusal(UNDO, { m: match.id }, organizer, 'ja')).message).toBe('このマッチにはまだ記録されたゲームがありません。');
    await gql('mutation($m: ID!) { recordResult(matchId: $m, input: { player1Wins: 2, player2Wins: 0 }) { id } }', { m: match.id });
    expect((await refusal(GAME, { m: match.id, w: 'PLAYER1' })).code).toBe('MATCH_ALREADY_FINAL');
    // The match's result is the report's alone: recording games changed nothing of it.
    const stored = await server.get(PrismaService).match.findUniqueOrThrow({ where: { id: match.id } });
    expect([stored.player1Wins, stored.player2Wins, stored.status]).toEqual([2, 0, 'FINAL']);
  });

  it('serves the stream only while the public page is on', async () => {
    const { eventId, code } = await eventInRound();
    await gql('mutation($id: ID!) { updateEvent(id: $id, input: { publicPage: false }) { id } }', { id: eventId });
    expect((await fetch(`${server.url}/public/events/${code}/stream`)).status).toBe(404);
    expect((await fetch(`${server.url}/public/events/${code}/feature`)).status).toBe(404);
  });
});
