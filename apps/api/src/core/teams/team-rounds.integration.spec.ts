import { BackupsService } from '../../ops/backups/backups.service';
import { AuditService } from '../../platform/audit';
import { startTestApp, TestApp } from '../../../testing/test-app';
import { recordSeats as recordSeatsOf, teamEvent as teamEventOf, teamRound } from '../../../testing/team-fixture';
import { PlayersService } from '../players/players.service';
import { ResultsService } from '../results/results.service';
import { RoundsService } from '../rounds/rounds.service';
import { StandingsService } from '../standings/standings.service';
import { TournamentState } from '../tournament/tournament-state';
import { TeamsService } from './teams.service';

// Service tier (testing/test-app.ts): team rounds on the real database: teams paired (MTR 8.2,
// 9.1), seat matches reported as individual ones, team matches settled, team standings (appendix C).
// The server pairs at random: the test reads the pairing it got and computes what follows from it.
describe('team rounds: pairing teams, seat matches, team match status, team standings (services, real database)', () => {
  let app: TestApp;
  let rounds: RoundsService;
  let results: ResultsService;
  let state: TournamentState;

  beforeAll(async () => {
    app = await startTestApp();
    rounds = app.get(RoundsService);
    results = app.get(ResultsService);
    state = app.get(TournamentState);
  });
  afterAll(() => app.close());

  const teamEvent = (teamFormat: string, teamCount: number, seats: string[]) => teamEventOf(app, teamFormat, teamCount, seats);

  const auditOf = (eventId: string, action: string) => app.get(AuditService).list({ eventId, action, limit: 100 });

  async function pairedRound(eventId: string) {
    const round = await rounds.pairNextRound(app.organizer, eventId);
    await rounds.publish(app.organizer, round.id);
    return { round, ...(await teamRound(app, round.id)) };
  }

  const teamMatchNow = async (roundId: string, id: string) => (await state.teamMatchesOfRound(roundId)).find((tm) => tm.id === id)!;

  const recordSeats = (seats: { id: string }[], scores: [number, number, number][]) => recordSeatsOf(app, seats, scores);

  it('pairs six trios, seat A against seat A, settles team matches seat by seat, drops a team with its member, and ranks teams by match results', async () => {
    const { eventId, teams } = await teamEvent('magic-trios', 6, ['A', 'B', 'C']);
    const teamOfPlayer = new Map(teams.flatMap((team) => Object.values(team.members).map((id) => [id, team.id] as const)));
    const seatOfPlayer = new Map(teams.flatMap((team) => Object.entries(team.members).map(([seat, id]) => [id, seat] as const)));

    // Round 1: three team matches at tables 1–3, each with three seat matches at tables beside each other.
    const r1 = await pairedRound(eventId);
    expect(r1.teamMatches.map((tm) => [tm.table, tm.status, tm.outcome])).toEqual([
      [1, 'PENDING', null],
      [2, 'PENDING', null],
      [3, 'PENDING', null],
    ]);
    expect(new Set(r1.teamMatches.flatMap((tm) => [tm.team1Id, tm.team2Id])).size).toBe(6);
    expect(r1.matches).toHaveLength(9);
    for (const teamMatch of r1.teamMatches) {
      const seats = r1.seatsOf(teamMatch.id);
      expect(seats.map((match) => [match.table, match.teamSlot])).toEqual([
        [(teamMatch.table - 1) * 3 + 1, 'A'],
        [(teamMatch.table - 1) * 3 + 2, 'B'],
        [(teamMatch.table - 1) * 3 + 3, 'C'],
      ]);
      for (const seat of seats) {
        expect([teamOfPlayer.get(seat.player1Id), teamOfPlayer.get(seat.player2Id!)]).toEqual([teamMatch.team1Id, teamMatch.team2Id]);
        expect([seatOfPlayer.get(seat.player1Id), seatOfPlayer.get(seat.player2Id!)]).toEqual([seat.teamSlot, seat.teamSlot]);
      }
    }
    const [paired] = await auditOf(eventId, 'round.pair');
    expect((paired.after as { teamPairings: unknown[] }).teamPairings).toHaveLength(3);

    // Table 1 by the players' own reports: PENDING after one seat, DECIDED after two wins, FINAL after the third seat.
    const [first, second, third] = r1.teamMatches;
    const [seatA, seatB, seatC] = r1.seatsOf(first.id);
    const bothReport = async (match: { id: string; player1Id: string; player2Id: string | null }, score: [number, number, number]) => {
      const input = { player1Wins: score[0], player2Wins: score[1], draws: score[2], drop: false };
      await results.report(app.player(match.player1Id, eventId), match.id, input);
      return results.report(app.player(match.player2Id!, eventId), match.id, input);
    };
    expect((await bothReport(seatA, [2, 0, 0])).status).toBe('FINAL');
    expect(await teamMatchNow(r1.round.id, first.id)).toMatchObject({ status: 'PENDING', outcome: null });
    await bothReport(seatB, [2, 1, 0]);
    expect(await teamMatchNow(r1.round.id, first.id)).toMatchObject({ status: 'DECIDED', outcome: 'TEAM1' });
    // The round is not over while a seat of a decided team match is still playing.
    await expect(rounds.pairNextRound(app.organizer, eventId)).rejects.toMatchObject({ code: 'ROUND_NOT_FINISHED' });
    await bothReport(seatC, [0, 2, 0]);
    expect(await teamMatchNow(r1.round.id, first.id)).toMatchObject({ status: 'FINAL', outcome: 'TEAM1' });
    // What a member's phone shows (Match.teamMatch) and the round's team matches (Round.teamMatches).
    const memberView = app.player(seatC.player2Id!, eventId);
    const [mine] = (await results.mine(memberView)).filter((match) => match.id === seatC.id);
    expect(await results.teamMatchOf({}, memberView, mine)).toMatchObject({
      status: 'FINAL',
      outcome: 'TEAM1',
      team1: { id: first.team1Id, name: first.team1.name },
      team2: { id: first.team2Id, name: first.team2!.name },
      seatMatches: [{ teamSlot: 'A' }, { teamSlot: 'B' }, { id: seatC.id, teamSlot: 'C', status: 'FINAL' }],
    });
    const [published] = await rounds.roundsOf(memberView, eventId);
    const listed = await rounds.teamMatchesOf(memberView, published);
    expect(listed.map((tm) => [tm.table, tm.seatMatches.length])).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
    const settles = await auditOf(eventId, 'teamMatch.settle');
    expect(
      settles.filter((entry) => entry.entityId === first.id).map((entry) => [entry.before, (entry.after as { status: string }).status]),
    ).toEqual([
      [{ status: 'DECIDED', outcome: 'TEAM1' }, 'FINAL'],
      [{ status: 'PENDING', outcome: null }, 'DECIDED'],
    ]);

    // Tables 2 and 3 by staff: team 1 wins at table 2, team 2 at table 3; a correction settles again.
    await recordSeats(r1.seatsOf(second.id), [
      [2, 0, 0],
      [0, 2, 0],
      [2, 1, 0],
    ]);
    await recordSeats(r1.seatsOf(third.id), [
      [2, 0, 0],
      [0, 2, 0],
      [2, 0, 0],
    ]);
    expect(await teamMatchNow(r1.round.id, third.id)).toMatchObject({ status: 'FINAL', outcome: 'TEAM1' });
    await results.record(app.organizer, r1.seatsOf(third.id)[2].id, { player1Wins: 0, player2Wins: 2, draws: 0 });
    expect(await teamMatchNow(r1.round.id, third.id)).toMatchObject({ status: 'FINAL', outcome: 'TEAM2' });

    // Table 2's winners drop: one member's drop drops the team (MTR 8.2); it is not paired again.
    const droppedTeam = second.team1Id;
    const droppedMember = teams.find((team) => team.id === droppedTeam)!.members.B;
    await app.get(PlayersService).dropMyself(app.player(droppedMember, eventId));

    const r2 = await pairedRound(eventId);
    const inRound2 = r2.teamMatches.flatMap((tm) => [tm.team1Id, tm.team2Id]);
    expect(inRound2).not.toContain(droppedTeam);
    expect(r2.teamMatches).toHaveLength(3);
    const r1Pairs = new Set(r1.teamMatches.map((tm) => [tm.team1Id, tm.team2Id].sort().join('|')));
    for (const tm of r2.teamMatches.filter((tm) => tm.team2Id !== null))
      expect(r1Pairs.has([tm.team1Id, tm.team2Id].sort().join('|'))).toBe(false);
    // Five teams: one bye, final at once, each member a bye seat match.
    const bye = r2.teamMatches.find((tm) => tm.team2Id === null)!;
    expect(bye).toMatchObject({ status: 'FINAL', outcome: 'TEAM1' });
    expect(r2.seatsOf(bye.id).map((match) => [match.player2Id, match.status, teamOfPlayer.get(match.player1Id)])).toEqual([
      [null, 'FINAL', bye.team1Id],
      [null, 'FINAL', bye.team1Id],
      [null, 'FINAL', bye.team1Id],
    ]);

    // Round 2: table 1 a drawn team match (a seat each and a drawn seat), table 2 won by team 2.
    const [drawn, won] = r2.teamMatches.filter((tm) => tm.team2Id !== null);
    await recordSeats(r2.seatsOf(drawn.id), [
      [2, 0, 0],
      [0, 2, 0],
      [1, 1, 1],
    ]);
    await recordSeats(r2.seatsOf(won.id), [
      [0, 2, 0],
      [2, 0, 0],
      [1, 2, 0],
    ]);
    expect(await teamMatchNow(r2.round.id, drawn.id)).toMatchObject({ status: 'FINAL', outcome: 'DRAW' });

    // Team standings by hand: 3 a win or a bye, 1 a draw; OMW% the mean of opponents' match-win
    // rates (byes are not opponents), each at least 1/3 (MTR appendix C).
    const final = [...(await state.teamMatchesOfRound(r1.round.id)), ...(await state.teamMatchesOfRound(r2.round.id))];
    const played = final.map((tm) => ({ team1: tm.team1Id, team2: tm.team2Id, outcome: tm.outcome! }));
    const points = new Map<string, number>();
    const roundsPlayed = new Map<string, number>();
    const opponents = new Map<string, string[]>();
    for (const { team1, team2, outcome } of played) {
      roundsPlayed.set(team1, (roundsPlayed.get(team1) ?? 0) + 1);
      points.set(team1, (points.get(team1) ?? 0) + (outcome === 'TEAM1' ? 3 : outcome === 'DRAW' ? 1 : 0));
      if (team2 === null) continue;
      roundsPlayed.set(team2, (roundsPlayed.get(team2) ?? 0) + 1);
      points.set(team2, (points.get(team2) ?? 0) + (outcome === 'TEAM2' ? 3 : outcome === 'DRAW' ? 1 : 0));
      opponents.set(team1, [...(opponents.get(team1) ?? []), team2]);
      opponents.set(team2, [...(opponents.get(team2) ?? []), team1]);
    }
    const mw = (team: string) => Math.max(1 / 3, points.get(team)! / (3 * roundsPlayed.get(team)!));
    const omw = (team: string) => {
      const theirs = opponents.get(team) ?? [];
      return theirs.length ? theirs.reduce((sum, opponent) => sum + mw(opponent), 0) / theirs.length : 1 / 3;
    };
    const byRank = (a: { matchPoints: number; omw: number; name: string }, b: typeof a) =>
      b.matchPoints - a.matchPoints || b.omw - a.omw || a.name.localeCompare(b.name);
    const expected = teams
      .map((team) => ({ name: team.name, matchPoints: points.get(team.id)!, omw: omw(team.id), dropped: team.id === droppedTeam }))
      .sort(byRank);
    const ranked = (await app.get(StandingsService).teamStandings(app.organizer, eventId)).map((row) => ({
      name: row.team.name,
      matchPoints: row.matchPoints,
      omw: row.omw,
      dropped: row.dropped,
    }));
    // Ranked by match points, then OMW% (only ties between equal rows may be in either order).
    for (const [i, row] of ranked.slice(1).entries()) {
      const above = ranked[i];
      expect(above.matchPoints > row.matchPoints || (above.matchPoints === row.matchPoints && above.omw >= row.omw - 1e-9)).toBe(true);
    }
    const standings = [...ranked].sort(byRank);
    expect(standings.map(({ name, matchPoints, dropped }) => ({ name, matchPoints, dropped }))).toEqual(
      expected.map(({ name, matchPoints, dropped }) => ({ name, matchPoints, dropped })),
    );
    for (const [i, row] of standings.entries()) expect(row.omw).toBeCloseTo(expected[i].omw, 6);
    // The players' own standings still answer (their seats' records); the team's are the ones that rank.
    expect(await app.get(StandingsService).standings(app.organizer, eventId)).toHaveLength(18);
  });

  it('pairs Two-Headed Giant teams into one shared game per team match, and refuses a drawn game before time (MTR 9.1)', async () => {
    const { eventId, teams } = await teamEvent('magic-two-headed-giant', 4, ['A', 'B']);
    const seatA = new Set(teams.map((team) => team.members.A));
    const r1 = await pairedRound(eventId);
    expect(r1.teamMatches).toHaveLength(2);
    expect(r1.matches.map((match) => [match.table, match.teamSlot])).toEqual([
      [1, 'SHARED'],
      [2, 'SHARED'],
    ]);
    // The teams' A players are the match's players: they report for their teams.
    for (const match of r1.matches) expect([seatA.has(match.player1Id), seatA.has(match.player2Id!)]).toEqual([true, true]);
    const [match] = r1.matches;
    const teamMatch = r1.teamMatches.find((tm) => tm.id === match.teamMatchId)!;
    // Seat B follows the team's game on the phone (their matches list it) but cannot report it.
    const team1 = teams.find((team) => team.members.A === match.player1Id)!;
    const seatBView = app.player(team1.members.B, eventId);
    expect((await results.mine(seatBView)).map((mine) => [mine.id, mine.teamSlot])).toEqual([[match.id, 'SHARED']]);
    expect((await results.mine(app.player(match.player1Id, eventId))).map((mine) => mine.id)).toEqual([match.id]);
    await expect(results.report(seatBView, match.id, { player1Wins: 1, player2Wins: 0, draws: 0, drop: false })).rejects.toMatchObject({
      code: expect.any(String),
    });
    const draw = { player1Wins: 0, player2Wins: 0, draws: 1, drop: false };
    await expect(results.report(app.player(match.player1Id, eventId), match.id, draw)).rejects.toMatchObject({
      code: 'RESULT_DRAW_BEFORE_TIME',
    });
    await expect(results.record(app.organizer, match.id, { player1Wins: 0, player2Wins: 0, draws: 1 })).rejects.toMatchObject({
      code: 'RESULT_DRAW_BEFORE_TIME',
    });
    // A drawn game before a win counts for nothing but is allowed (replayed); best of one.
    const won = { player1Wins: 0, player2Wins: 1, draws: 1, drop: false };
    await results.report(app.player(match.player1Id, eventId), match.id, won);
    expect((await results.report(app.player(match.player2Id!, eventId), match.id, won)).status).toBe('FINAL');
    expect(await teamMatchNow(r1.round.id, teamMatch.id)).toMatchObject({ status: 'FINAL', outcome: 'TEAM2' });

    // An export holds the team matches and their seats' links; a restore brings them back as they were.
    const backups = app.get(BackupsService);
    const exported = await backups.exportEvent(app.organizer, eventId);
    const before = { teamMatches: await state.teamMatchesOfRound(r1.round.id), matches: await state.matchesOfRound(r1.round.id) };
    await backups.importEvent(app.organizer, exported, { compressed: false, replace: true });
    expect({ teamMatches: await state.teamMatchesOfRound(r1.round.id), matches: await state.matchesOfRound(r1.round.id) }).toEqual(before);
    expect(before.matches.every((seat) => seat.teamMatchId !== null && seat.teamSlot === 'SHARED')).toBe(true);
  });

  it('refuses to pair a team event while a team has an empty seat, naming the team', async () => {
    const { eventId, teams } = await teamEvent('magic-trios', 2, ['A', 'B', 'C']);
    await app.get(TeamsService).update(app.organizer, teams[1].id, {
      members: [
        { playerId: teams[1].members.A, seat: 'A' },
        { playerId: teams[1].members.C, seat: 'C' },
      ],
    });
    await expect(rounds.pairNextRound(app.organizer, eventId)).rejects.toMatchObject({
      code: 'TEAM_INCOMPLETE',
      params: { team: 'T2', seats: 'B' },
    });
  });
});
