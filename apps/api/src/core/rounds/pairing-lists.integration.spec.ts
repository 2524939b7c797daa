import { createEvent, must, playerToken, registerPlayers, RegisteredPlayer } from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';

const PAIR = `mutation($e: ID!, $n: NotCheckedIn) { pairNextRound(eventId: $e, notCheckedIn: $n) {
  id number matches { id table player1 { id name matchPoints distinguishingId } player2 { id name matchPoints distinguishingId } } } }`;
const CHECK_IN = 'mutation($p: ID!) { checkInPlayer(playerId: $p) { id checkedIn } }';
const RECORD = 'mutation($m: ID!, $a: Int!, $b: Int!) { recordResult(matchId: $m, input: { player1Wins: $a, player2Wins: $b }) { id } }';
const ROSTER = 'query($e: ID!) { players(eventId: $e) { id dropped dropReason } }';
const ROUNDS = 'query($e: ID!) { event(id: $e) { rounds { number } } }';

type Paired = { id: string; name: string; matchPoints: number; distinguishingId: string | null };
type PairedMatch = { id: string; table: number; player1: Paired; player2: Paired | null };
const pairedIds = (matches: PairedMatch[]) => matches.flatMap((m) => [m.player1.id, ...(m.player2 ? [m.player2.id] : [])]).sort();

describe('pairing lists: check-in at round 1, points and names beside each pairing (real server, real database)', () => {
  let server: TestServer;
  let staff: string;

  beforeAll(async () => {
    server = await startTestServer();
    staff = await server.loginAsOrganizer();
  });
  afterAll(() => server.close());

  async function eventWithCheckIns(checkedIn: number, total = 5): Promise<{ eventId: string; players: RegisteredPlayer[] }> {
    const eventId = await createEvent(server, staff);
    const players = await registerPlayers(
      server,
      staff,
      eventId,
      Array.from({ length: total }, (_, i) => `Player ${i + 1}`),
    );
    for (const player of players.slice(0, checkedIn)) await must(server, CHECK_IN, { p: player.id }, staff);
    return { eventId, players };
  }

  it('refuses round 1 with players not checked in and no choice, saying how many, in English and Japanese, and changes nothing', async () => {
    const { eventId } = await eventWithCheckIns(3);
    const english = await server.gql(PAIR, { e: eventId }, { token: staff });
    expect(english.errors?.[0].extensions?.code).toBe('PLAYERS_NOT_CHECKED_IN');
    expect(english.errors?.[0].message).toMatch(/^2 registered players have not checked in/);
    const japanese = await server.gql(PAIR, { e: eventId }, { token: staff, language: 'ja' });
    expect(japanese.errors?.[0].message).toMatch(/^登録済みの2名がチェックインしていません/);
    expect((await must<any>(server, ROUNDS, { e: eventId }, staff)).event.rounds).toEqual([]);
    expect((await must<any>(server, ROSTER, { e: eventId }, staff)).players.filter((p: any) => p.dropped)).toEqual([]);
    const audit = await must<any>(server, 'query($e: ID!) { auditLog(eventId: $e) { action } }', { e: eventId }, staff);
    expect(new Set(audit.auditLog.map((entry: any) => entry.action))).toEqual(
      new Set(['event.create', 'player.register', 'player.checkIn']),
    );
  });

  it('DROP drops the players not checked in as audited no-shows and pairs the others, in one change', async () => {
    const { eventId, players } = await eventWithCheckIns(3);
    const round = (await must<any>(server, PAIR, { e: eventId, n: 'DROP' }, staff)).pairNextRound;
    expect(pairedIds(round.matches)).toEqual(
      players
        .slice(0, 3)
        .map((p) => p.id)
        .sort(),
    );
    const roster = (await must<any>(server, ROSTER, { e: eventId }, staff)).players;
    for (const noShow of players.slice(3)) {
      expect(roster.find((p: any) => p.id === noShow.id)).toMatchObject({ dropped: true, dropReason: 'no-show' });
      const audit = await must<any>(
        server,
        'query($e: ID!, $p: ID!) { auditLog(eventId: $e, entityId: $p) { action before after } }',
        { e: eventId, p: noShow.id },
        staff,
      );
      const drop = audit.auditLog.find((entry: any) => entry.action === 'player.drop');
      expect(drop.before.droppedAt).toBeNull();
      expect(drop.after.dropReason).toBe('no-show');
    }
    expect(roster.filter((p: any) => p.dropped)).toHaveLength(2);
  });

  it('drops nobody when the pairing that DROP goes with fails: the drops and the round are one transaction', async () => {
    const { eventId } = await eventWithCheckIns(1, 3);
    const refused = await server.gql(PAIR, { e: eventId, n: 'DROP' }, { token: staff });
    expect(refused.errors?.[0].extensions?.code).toBe('TOO_FEW_PLAYERS');
    expect((await must<any>(server, ROSTER, { e: eventId }, staff)).players.filter((p: any) => p.dropped)).toEqual([]);
    const audit = await must<any>(server, 'query($e: ID!) { auditLog(eventId: $e) { action } }', { e: eventId }, staff);
    expect(audit.auditLog.map((entry: any) => entry.action)).not.toContain('player.drop');
  });

  it('PAIR pairs everyone, checked in or not, and drops nobody', async () => {
    const { eventId, players } = await eventWithCheckIns(3);
    const round = (await must<any>(server, PAIR, { e: eventId, n: 'PAIR' }, staff)).pairNextRound;
    expect(pairedIds(round.matches)).toEqual(players.map((p) => p.id).sort());
    expect((await must<any>(server, ROSTER, { e: eventId }, staff)).players.filter((p: any) => p.dropped)).toEqual([]);
  });

  it('pairs everyone as before when nobody has checked in', async () => {
    const { eventId, players } = await eventWithCheckIns(0);
    const round = (await must<any>(server, PAIR, { e: eventId }, staff)).pairNextRound;
    expect(pairedIds(round.matches)).toEqual(players.map((p) => p.id).sort());
  });

  it("shows each player's match points at the start of the round, and player IDs beside shared names", async () => {
    const eventId = await createEvent(server, staff);
    const csv = 'name,externalId\n佐藤 葵,1001\n佐藤 葵,1002\nKenji Mori,2001\nAnna Berg,2002\nLi Wei,2003\nSam Cole,2004\n';
    const imported = await must<any>(
      server,
      'mutation($e: ID!, $csv: String!) { importPlayers(eventId: $e, csv: $csv) { created { id name externalId accessCode } } }',
      { e: eventId, csv },
      staff,
    );
    const externalIds = new Map<string, string>(imported.importPlayers.created.map((p: any) => [p.id, p.externalId]));
    const round1 = (await must<any>(server, PAIR, { e: eventId }, staff)).pairNextRound;
    const everyone1: Paired[] = round1.matches.flatMap((m: PairedMatch) => [m.player1, m.player2!]);
    expect(everyone1.map((p) => p.matchPoints)).toEqual([0, 0, 0, 0, 0, 0]);
    for (const player of everyone1) expect(player.distinguishingId).toBe(player.name === '佐藤 葵' ? externalIds.get(player.id) : null);
    // The roster and the penalty list name them the same way (one load of the event per request).
    const roster = (await must<any>(server, 'query($e: ID!) { players(eventId: $e) { id name distinguishingId } }', { e: eventId }, staff))
      .players;
    for (const player of roster) expect(player.distinguishingId).toBe(player.name === '佐藤 葵' ? externalIds.get(player.id) : null);
    for (const player of roster.filter((p: any) => p.name === '佐藤 葵'))
      await must(
        server,
        'mutation($e: ID!, $i: InfractionInput!) { logInfraction(eventId: $e, input: $i) { id } }',
        { e: eventId, i: { playerId: player.id, infraction: 'REG-GAME', remedies: ['SIMPLE_BACKUP'], description: 'Drew an extra card' } },
        staff,
      );
    const penalties = (
      await must<any>(server, 'query($e: ID!) { penalties(eventId: $e) { playerId distinguishingId } }', { e: eventId }, staff)
    ).penalties;
    expect(penalties.map((p: any) => p.distinguishingId).sort()).toEqual(['1001', '1002']);
    for (const penalty of penalties) expect(penalty.distinguishingId).toBe(externalIds.get(penalty.playerId));
    await must(
      server,
      'mutation($m: ID!) { recordResult(matchId: $m, input: { player1Wins: 1, player2Wins: 1, draws: 1 }) { id } }',
      { m: round1.matches[0].id },
      staff,
    );
    for (const m of round1.matches.slice(1)) await must(server, RECORD, { m: m.id, a: 2, b: 0 }, staff);

    const round2 = (await must<any>(server, PAIR, { e: eventId }, staff)).pairNextRound;
    const standings = (
      await must<any>(
        server,
        'query($e: ID!) { standings(eventId: $e, afterRound: 1) { player { id } matchPoints } }',
        { e: eventId },
        staff,
      )
    ).standings;
    const expected = new Map<string, number>(standings.map((row: any) => [row.player.id, row.matchPoints]));
    const everyone2: Paired[] = round2.matches.flatMap((m: PairedMatch) => [m.player1, m.player2!]);
    expect(new Set(everyone2.map((p) => p.matchPoints))).toEqual(new Set([0, 1, 3]));
    for (const player of everyone2) expect(player.matchPoints).toBe(expected.get(player.id));

    // Round 1 still shows the points its pairings were made with; a round 2 result changes neither.
    await must(server, RECORD, { m: round2.matches[0].id, a: 2, b: 0 }, staff);
    const listed = await must<any>(
      server,
      'query($e: ID!) { event(id: $e) { rounds { number matches { player1 { id matchPoints } player2 { id matchPoints } } } } }',
      { e: eventId },
      staff,
    );
    const [listed1, listed2] = listed.event.rounds;
    expect(listed1.matches.flatMap((m: any) => [m.player1.matchPoints, m.player2.matchPoints])).toEqual([0, 0, 0, 0, 0, 0]);
    for (const m of listed2.matches) for (const p of [m.player1, m.player2]) expect(p.matchPoints).toBe(expected.get(p.id));

    // A player sees the same on their own page, once the round is published.
    await must(server, 'mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round2.id }, staff);
    const me = imported.importPlayers.created[2];
    const token = await playerToken(server, eventId, me.accessCode);
    const mine = (
      await must<any>(server, 'query { myMatches { roundNumber player1 { id matchPoints } player2 { id matchPoints } } }', {}, token)
    ).myMatches;
    expect(mine[0].roundNumber).toBe(2);
    for (const p of [mine[0].player1, mine[0].player2]) expect(p.matchPoints).toBe(expected.get(p.id));
  });
  it('gives each top-cut player their seed from the Swiss standings, and Swiss players none', async () => {
    const eventId = await createEvent(server, staff, { topCut: 4 });
    await registerPlayers(server, staff, eventId, ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']);
    const swiss = (await must<any>(server, PAIR, { e: eventId }, staff)).pairNextRound;
    for (const m of swiss.matches) await must(server, RECORD, { m: m.id, a: 2, b: 0 }, staff);
    const SEEDED = 'id table player1 { id seed } player2 { id seed }';
    const swissSeeds = (
      await must<any>(server, `query($e: ID!) { event(id: $e) { rounds { matches { ${SEEDED} } } } }`, { e: eventId }, staff)
    ).event.rounds[0].matches;
    expect(swissSeeds.flatMap((m: any) => [m.player1.seed, m.player2.seed])).toEqual(Array(8).fill(null));
    const cut = (
      await must<any>(
        server,
        `mutation($e: ID!) { startTopCut(eventId: $e, size: 4, draftSeating: false) { matches { ${SEEDED} } } }`,
        { e: eventId },
        staff,
      )
    ).startTopCut;
    const standings = (await must<any>(server, 'query($e: ID!) { standings(eventId: $e) { player { id } } }', { e: eventId }, staff))
      .standings;
    const placeOf = new Map(standings.map((row: any, index: number) => [row.player.id, index + 1]));
    const seeds = cut.matches.map((m: any) => [m.player1.seed, m.player2.seed]).sort((a: number[], b: number[]) => a[0] - b[0]);
    expect(seeds).toEqual([
      [1, 4],
      [2, 3],
    ]);
    for (const m of cut.matches) for (const p of [m.player1, m.player2]) expect(p.seed).toBe(placeOf.get(p.id));
  });
});
