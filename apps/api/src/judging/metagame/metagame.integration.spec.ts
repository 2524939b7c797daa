import { PrismaService } from '../../platform/database';
import { createEvent, must, ROUND_FIELDS } from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';

interface Match {
  id: string;
  player1: { id: string };
  player2: { id: string } | null;
}
interface Round {
  id: string;
  matches: Match[];
}

/** Eight archetypes, eight players each; each beats the three after it in this order (a cycle), draws the one opposite. */
const ARCHETYPES = ['Mono Red', 'Azorius Control', 'Amulet Titan', 'Rakdos Scam', 'Golgari Yawgmoth', 'Izzet Murktide', 'Tron', 'Burn'];
const SWISS_ROUNDS = 4;

/** "Mono Red" in full-width letters and an ideographic space, as a Japanese keyboard may type it. */
const fullWidth = (text: string) => text.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)).replace(/ /g, '\u3000');
/** Player i's archetype, and how their registration spells it: as written, lower case with a space after, full-width. */
const archetypeOf = (i: number) => i % 8;
const spelling = (i: number) => {
  const name = ARCHETYPES[archetypeOf(i)];
  return [name, `${name.toLowerCase()} `, fullWidth(name), name][Math.floor(i / 8) % 4];
};

/** The seeded rule: the cycle decides, a mirror goes to player 1 2–1, opposites draw 1–1 in the Swiss (2–1 to player 1 in the top cut). */
function scoreOf(a: number, b: number, playoff: boolean) {
  const ahead = (b - a + 8) % 8;
  if (ahead >= 1 && ahead <= 3) return { player1Wins: 2, player2Wins: 0, draws: 0 };
  if (ahead >= 5) return { player1Wins: 0, player2Wins: 2, draws: 0 };
  if (ahead === 4 && !playoff) return { player1Wins: 1, player2Wins: 1, draws: 0 };
  return { player1Wins: 2, player2Wins: 1, draws: 0 };
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
/** As the engine's rationals print: reduced, a whole number without "/1". */
const fraction = (num: number, den: number) =>
  den / gcd(num, den) === 1 ? `${num / gcd(num, den)}` : `${num / gcd(num, den)}/${den / gcd(num, den)}`;

describe('the metagame of a 64-player event with named decks (real server, real database)', () => {
  let server: TestServer;
  let organizer: string;

  beforeAll(async () => {
    server = await startTestServer();
    organizer = await server.loginAsOrganizer();
  });
  afterAll(() => server.close());

  const gql = <T = any>(query: string, variables: Record<string, unknown>) => must<T>(server, query, variables, organizer);

  // 64 players, 4 rounds and a top 8 through the API: more than Jest's minute on a loaded CI machine.
  it('gives shares, conversion to the top 8 and win rates as a count over the matches played gives them; public once published', async () => {
    const eventId = await createEvent(server, organizer, { name: 'Metagame Open', plannedRounds: SWISS_ROUNDS, topCut: 8 });
    const csv = ['Name,Deck', ...Array.from({ length: 64 }, (_, i) => `Player ${String(i).padStart(2, '0')},"${spelling(i)}"`)].join('\n');
    const imported = (
      await gql('mutation($e: ID!, $csv: String!) { importPlayers(eventId: $e, csv: $csv) { created { id name } errors { line code } } }', {
        e: eventId,
        csv,
      })
    ).importPlayers;
    expect(imported.errors).toEqual([]);
    const archetypeById = new Map<string, number>(
      imported.created.map((player: any) => [player.id, archetypeOf(Number(player.name.slice(7)))]),
    );
    expect(archetypeById.size).toBe(64);

    // Every result as recorded, kept by the test: the independent count below reads only these.
    const played: { a: number; b: number; player1Wins: number; player2Wins: number; draws: number }[] = [];
    // A round's tables are entered at once, as a scorekeeper's desk and the phones do.
    const play = (round: Round, playoff: boolean) =>
      Promise.all(
        round.matches.map(async (match) => {
          if (!match.player2) return;
          const a = archetypeById.get(match.player1.id)!;
          const b = archetypeById.get(match.player2.id)!;
          const score = scoreOf(a, b, playoff);
          await gql('mutation($m: ID!, $i: ResultInput!) { recordResult(matchId: $m, input: $i) { id } }', { m: match.id, i: score });
          played.push({ a, b, ...score });
        }),
      );
    const pair = async (operation: 'pairNextRound' | 'startTopCut') =>
      (await gql<Record<string, Round>>(`mutation($e: ID!) { ${operation}(eventId: $e) { ${ROUND_FIELDS} } }`, { e: eventId }))[operation];
    for (let round = 1; round <= SWISS_ROUNDS; round++) await play(await pair('pairNextRound'), false);
    const quarterFinals = await pair('startTopCut');
    const topCut = quarterFinals.matches.flatMap((match) => [match.player1.id, match.player2!.id]);
    expect(topCut).toHaveLength(8);
    await play(quarterFinals, true);
    await play(await pair('pairNextRound'), true);
    await play(await pair('pairNextRound'), true);
    expect(played).toHaveLength(32 * SWISS_ROUNDS + 7);

    const metagame = (
      await gql(
        `query($e: ID!) { metagame(eventId: $e) {
          players topCutSize mirrorMatches
          archetypes { key name source players share shareExact topCut topCutShare conversion wins losses draws winRate winRateExact }
          matchups { archetype opponent wins losses draws winRate winRateExact } } }`,
        { e: eventId },
      )
    ).metagame;

    // The independent count: plain loops over the players and the results the test recorded.
    const keyOf = new Map<number, string>(metagame.archetypes.map((line: any) => [ARCHETYPES.indexOf(line.name), line.key]));
    expect(metagame.players).toBe(64);
    expect(metagame.topCutSize).toBe(8);
    expect(metagame.archetypes).toHaveLength(8);
    for (let archetype = 0; archetype < 8; archetype++) {
      const line = metagame.archetypes.find((candidate: any) => candidate.key === keyOf.get(archetype));
      let players = 0;
      for (const value of archetypeById.values()) if (value === archetype) players++;
      let inCut = 0;
      for (const id of topCut) if (archetypeById.get(id) === archetype) inCut++;
      let wins = 0;
      let losses = 0;
      let draws = 0;
      for (const match of played) {
        if (match.a === match.b) continue;
        const side = match.a === archetype ? 1 : match.b === archetype ? 2 : 0;
        if (!side) continue;
        const mine = side === 1 ? match.player1Wins : match.player2Wins;
        const theirs = side === 1 ? match.player2Wins : match.player1Wins;
        if (mine > theirs) wins++;
        else if (mine < theirs) losses++;
        else draws++;
      }
      expect(line).toMatchObject({
        name: ARCHETYPES[archetype],
        source: 'DECK_NAME',
        players,
        shareExact: fraction(players, 64),
        topCut: inCut,
        wins,
        losses,
        draws,
        winRateExact: fraction(wins, wins + losses),
      });
      expect(line.share).toBeCloseTo(players / 64, 12);
      expect(line.topCutShare).toBeCloseTo(inCut / 8, 12);
      expect(line.conversion).toBeCloseTo(inCut / players, 12);
      expect(line.winRate).toBeCloseTo(wins / (wins + losses), 12);

      for (let opponent = 0; opponent < 8; opponent++) {
        if (opponent === archetype) continue;
        const cell = { wins: 0, losses: 0, draws: 0 };
        for (const match of played) {
          const mine = match.a === archetype && match.b === opponent ? 1 : match.b === archetype && match.a === opponent ? 2 : 0;
          if (!mine) continue;
          const difference = mine === 1 ? match.player1Wins - match.player2Wins : match.player2Wins - match.player1Wins;
          if (difference > 0) cell.wins++;
          else if (difference < 0) cell.losses++;
          else cell.draws++;
        }
        const found = metagame.matchups.find((m: any) => m.archetype === keyOf.get(archetype) && m.opponent === keyOf.get(opponent));
        if (cell.wins + cell.losses + cell.draws === 0) {
          expect(found).toBeUndefined();
          continue;
        }
        expect(found).toMatchObject({
          ...cell,
          winRateExact: cell.wins + cell.losses ? fraction(cell.wins, cell.wins + cell.losses) : null,
        });
      }
    }
    let mirrors = 0;
    for (const match of played) if (match.a === match.b) mirrors++;
    expect(metagame.mirrorMatches).toBe(mirrors);
    // The seeded rule made draws: the rates above were checked with draws left out.
    expect(metagame.archetypes.some((line: any) => line.draws > 0)).toBe(true);

    // The public part: 404 until the organizer publishes it, then the same figures, cached until unpublished.
    const { shortCode } = await server.get(PrismaService).event.findUniqueOrThrow({ where: { id: eventId } });
    const get = async () => {
      const response = await fetch(`${server.url}/public/events/${shortCode}/metagame`);
      return { status: response.status, body: await response.json() };
    };
    expect((await get()).status).toBe(404);
    const publish = (publicMetagame: boolean) =>
      gql('mutation($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { publicMetagame } }', {
        id: eventId,
        input: { publicMetagame },
      });
    expect((await publish(true)).updateEvent.publicMetagame).toBe(true);
    const published = await get();
    expect(published.status).toBe(200);
    expect(published.body.archetypes).toEqual(
      metagame.archetypes.map((line: any) =>
        expect.objectContaining({ key: line.key, players: line.players, winRateExact: line.winRateExact }),
      ),
    );
    expect(published.body.matchups).toHaveLength(metagame.matchups.length);
    // A deck name changed at the desk drops the cached part: the next answer has the new archetype.
    await gql('mutation($p: ID!, $i: PlayerInput!) { updatePlayer(playerId: $p, input: $i) { id } }', {
      p: imported.created[0].id,
      i: { deckName: 'Living End' },
    });
    expect((await get()).body.archetypes.map((line: any) => line.name)).toContain('Living End');
    const summary = await (await fetch(`${server.url}/public/events/${shortCode}`)).json();
    expect(summary.shows.metagame).toBe(true);
    await publish(false);
    expect((await get()).status).toBe(404);
  }, 180_000);
});
