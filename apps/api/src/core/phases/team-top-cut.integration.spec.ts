import { AnnouncementsService } from '../../judging/announcements/announcements.service';
import { ExtraTurnsService } from '../../judging/penalties/extra-turns.service';
import { PenaltiesService } from '../../judging/penalties/penalties.service';
import { EnforcementLevel } from '../../generated/prisma/enums';
import { AuditService } from '../../platform/audit';
import { startTestApp, TestApp } from '../../../testing/test-app';
import { recordSeats as recordSeatsOf, teamEvent as teamEventOf, teamRound } from '../../../testing/team-fixture';
import { ResultsService } from '../results/results.service';
import { RoundsService } from '../rounds/rounds.service';
import { StandingsService } from '../standings/standings.service';
import { TournamentState } from '../tournament/tournament-state';
import { PhasesService } from './phases.service';

// Service tier (testing/test-app.ts): a team event's top cut (issue 29) on the real database: the
// top teams by team standings seeded into the bracket, playoff rounds of team matches, a Match
// Loss deciding a seat, and the team format's extra turns at time (MTR 2.5).
describe('team top cut and judging in team events (services, real database)', () => {
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

  // A top 2 at Competitive (the IPG's Match Loss for Improperly Determining a Winner, 4.3).
  const teamEvent = (teamFormat: string, teamCount: number, seats: string[]) =>
    teamEventOf(app, teamFormat, teamCount, seats, { topCut: 2, enforcementLevel: EnforcementLevel.COMPETITIVE });

  const round = (roundId: string) => teamRound(app, roundId);
  const recordSeats = (seats: { id: string }[], scores: [number, number, number][]) => recordSeatsOf(app, seats, scores);

  it('four trios through two Swiss rounds, then a top 2 of teams: a final team match, a Match Loss deciding a seat, the champion team', async () => {
    const { eventId, teams } = await teamEvent('magic-trios', 4, ['A', 'B', 'C']);
    const nameOf = new Map(teams.map((team) => [team.id, team.name]));

    // Round 1: team 1 of each team match wins every seat.
    const r1 = await rounds.pairNextRound(app.organizer, eventId);
    const first = await round(r1.id);
    for (const teamMatch of first.teamMatches)
      await recordSeats(first.seatsOf(teamMatch.id), [
        [2, 0, 0],
        [2, 0, 0],
        [2, 0, 0],
      ]);
    const winners = new Set(first.teamMatches.map((teamMatch) => teamMatch.team1Id));

    // Round 2: the two winners meet (team 1 wins); the two losers draw (a seat each, one drawn seat).
    const r2 = await rounds.pairNextRound(app.organizer, eventId);
    const second = await round(r2.id);
    const top = second.teamMatches.find((teamMatch) => winners.has(teamMatch.team1Id))!;
    const bottom = second.teamMatches.find((teamMatch) => teamMatch !== top)!;
    expect(winners.has(top.team2Id!)).toBe(true);
    await recordSeats(second.seatsOf(top.id), [
      [2, 0, 0],
      [2, 1, 0],
      [0, 2, 0],
    ]);
    await recordSeats(second.seatsOf(bottom.id), [
      [2, 0, 0],
      [0, 2, 0],
      [1, 1, 1],
    ]);
    expect((await state.teamMatchesOfRound(r2.id)).find((tm) => tm.id === bottom.id)).toMatchObject({ status: 'FINAL', outcome: 'DRAW' });

    // Top 2 by team standings: 6 points, then 3; the 1-point teams are out. Seeds 1 and 2.
    const seed1 = top.team1Id;
    const seed2 = top.team2Id!;
    const final = await app.get(PhasesService).startTopCut(app.organizer, eventId);
    const playoff = await round(final.id);
    expect(playoff.teamMatches).toHaveLength(1);
    const [finalMatch] = playoff.teamMatches;
    expect([finalMatch.team1Id, finalMatch.team2Id, finalMatch.status]).toEqual([seed1, seed2, 'PENDING']);
    const seats = playoff.seatsOf(finalMatch.id);
    expect(seats.map((seat) => [seat.teamSlot, seat.player1Id, seat.player2Id])).toEqual(
      ['A', 'B', 'C'].map((slot) => [
        slot,
        teams.find((t) => t.id === seed1)!.members[slot],
        teams.find((t) => t.id === seed2)!.members[slot],
      ]),
    );
    // What the bracket shows: team names and seeds (the phase entries name every member with the team's seed).
    const [listed] = await rounds.teamMatchesOf(app.organizer, final, {});
    expect(listed).toMatchObject({
      team1: { id: seed1, name: nameOf.get(seed1) },
      team2: { id: seed2, name: nameOf.get(seed2) },
      team1Seed: 1,
      team2Seed: 2,
    });
    const [started] = await app.get(AuditService).list({ eventId, action: 'topcut.start', limit: 1 });
    expect((started.after as { teamSeeds: unknown }).teamSeeds).toEqual([
      { team: seed1, name: nameOf.get(seed1) },
      { team: seed2, name: nameOf.get(seed2) },
    ]);

    // A playoff seat plays on until it has a winner (MTR 2.5): a drawn seat is refused, even with a reason.
    await expect(
      results.record(app.organizer, seats[0].id, { player1Wins: 1, player2Wins: 1, draws: 1, overrideReason: 'slip says so' }),
    ).rejects.toMatchObject({ code: 'RESULT_PLAYOFF_DRAW' });

    // Seat A to seed 1; seat B decided by a Match Loss to seed 1's B player (IPG 4.3): the team match is recomputed, 1-1.
    await recordSeats([seats[0]], [[2, 0, 0]]);
    const penalty = await app
      .get(PenaltiesService)
      .log(
        app.organizer,
        eventId,
        { playerId: seats[1].player1Id, matchId: seats[1].id, infraction: 'USC-IDW', description: 'rolled a die' },
        'en',
      );
    expect(penalty).toMatchObject({ status: 'APPLIED', penalty: 'MATCH_LOSS', teamName: nameOf.get(seed1), teamSeat: 'B' });
    expect((await state.matchesOfRound(final.id)).find((match) => match.id === seats[1].id)).toMatchObject({
      status: 'FINAL',
      player1Wins: 0,
    });
    expect((await state.teamMatchesOfRound(final.id))[0]).toMatchObject({ status: 'PENDING', outcome: null });
    const [listedPenalty] = await app.get(PenaltiesService).list(app.organizer, eventId, { playerId: seats[1].player1Id }, 'en');
    expect(listedPenalty).toMatchObject({ teamName: nameOf.get(seed1), teamSeat: 'B' });

    // The round is not over until seat C is in; then seed 2 wins seat C and the final: seed 2 is champion.
    await expect(rounds.pairNextRound(app.organizer, eventId)).rejects.toMatchObject({ code: 'ROUND_NOT_FINISHED' });
    await recordSeats([seats[2]], [[1, 2, 0]]);
    expect((await state.teamMatchesOfRound(final.id))[0]).toMatchObject({ status: 'FINAL', outcome: 'TEAM2' });
    await rounds.pairNextRound(app.organizer, eventId);
    const [finished] = await app.get(AuditService).list({ eventId, action: 'event.finish', limit: 1 });
    expect(finished.after).toEqual({ champion: seed2 });
    expect((await state.eventState(eventId))!.status).toBe('FINISHED');
    // A member's phone: their team's place (every seat, whatever their own seat's result).
    const myState = (playerId: string) => app.get(StandingsService).myState(app.player(playerId, eventId));
    const members = (teamId: string) => Object.values(teams.find((team) => team.id === teamId)!.members);
    for (const member of members(seed2)) expect(await myState(member)).toMatchObject({ kind: 'CHAMPION', place: 1 });
    for (const member of members(seed1)) expect(await myState(member)).toMatchObject({ kind: 'ELIMINATED', place: 2 });
    // The team standings after the event: the bracket's places first (the champion above the Swiss's
    // first seed), then the others by Swiss rank; the records are the Swiss's (2 rounds), not the final's.
    const finalLines = await app.get(StandingsService).teamStandings(app.organizer, eventId);
    expect(finalLines.slice(0, 2).map((line) => [line.rank, line.team.id])).toEqual([
      [1, seed2],
      [2, seed1],
    ]);
    expect(finalLines.map((line) => line.matchesPlayed)).toEqual([2, 2, 2, 2]);
  });

  it('a drawn playoff team match (a seat lost by both players) waits for staff to settle a seat', async () => {
    const { eventId } = await teamEvent('magic-trios', 2, ['A', 'B', 'C']);
    const r1 = await rounds.pairNextRound(app.organizer, eventId);
    const swiss = await round(r1.id);
    await recordSeats(swiss.seatsOf(swiss.teamMatches[0].id), [
      [2, 0, 0],
      [2, 0, 0],
      [2, 0, 0],
    ]);
    const final = await app.get(PhasesService).startTopCut(app.organizer, eventId);
    const playoff = await round(final.id);
    const seats = playoff.seatsOf(playoff.teamMatches[0].id);
    await recordSeats(
      [seats[0], seats[1]],
      [
        [2, 0, 0],
        [0, 2, 0],
      ],
    );
    // IPG 4.3 example A: both players of seat C lose the match; the team match is 1-1, a draw.
    await app.get(PenaltiesService).log(
      app.organizer,
      eventId,
      {
        playerId: seats[2].player1Id,
        matchId: seats[2].id,
        infraction: 'USC-IDW',
        bothPlayers: true,
        description: 'rolled a die',
      } as never,
      'en',
    );
    expect((await state.teamMatchesOfRound(final.id))[0]).toMatchObject({ status: 'FINAL', outcome: 'DRAW' });
    await expect(rounds.pairNextRound(app.organizer, eventId)).rejects.toMatchObject({ code: 'TEAM_PLAYOFF_DRAWN' });
  });

  it('teams tied across the cut line: refused by name, then lots drawn from a recorded seed when staff ask (organizer policy)', async () => {
    // Six teams, one round, each team match 2-1: three teams on 3 points with equal OMW% for a top 2.
    const { eventId, teams } = await teamEvent('magic-trios', 6, ['A', 'B', 'C']);
    const r1 = await rounds.pairNextRound(app.organizer, eventId);
    const swiss = await round(r1.id);
    for (const teamMatch of swiss.teamMatches)
      await recordSeats(swiss.seatsOf(teamMatch.id), [
        [2, 0, 0],
        [0, 2, 0],
        [2, 1, 0],
      ]);
    const phases = app.get(PhasesService);
    const refused = phases.startTopCut(app.organizer, eventId, 2);
    await expect(refused).rejects.toMatchObject({ code: 'TOP_CUT_TIE' });
    const winners = swiss.teamMatches.map((teamMatch) => teamMatch.team1Id);
    const tied = teams.filter((team) => winners.includes(team.id)).map((team) => team.name);
    await refused.catch((error) => expect(error.params.players.split(', ').sort()).toEqual(tied.sort()));

    const final = await phases.startTopCut(app.organizer, eventId, 2, false, null, null, true);
    const [entry] = await app.get(AuditService).list({ eventId, action: 'topcut.start', limit: 1 });
    const lots = (entry.after as { lots: { seed: string; tied: string[]; drawn: { id: string; name: string }[] } }).lots;
    expect(lots.seed).toMatch(/^[0-9a-f]{16}$/);
    expect([...lots.tied].sort()).toEqual([...winners].sort());
    // The two drawn first make the cut, seeded in the order drawn: the final's team 1 is the first.
    expect((await state.teamMatchesOfRound(final.id)).map((tm) => [tm.team1Id, tm.team2Id])).toEqual([
      [lots.drawn[0].id, lots.drawn[1].id],
    ]);
  });

  it('Two-Headed Giant plays 3 extra turns at time (MTR 2.5), in the match and in the announcement', async () => {
    const { eventId } = await teamEvent('magic-two-headed-giant', 2, ['A', 'B']);
    const r1 = await rounds.pairNextRound(app.organizer, eventId);
    const [shared] = await state.matchesOfRound(r1.id);
    expect(shared.teamSlot).toBe('SHARED');
    expect(await app.get(ExtraTurnsService).of({}, shared.id)).toBe(3);
    const announcement = await app.get(AnnouncementsService).compose(app.organizer, eventId, 'en');
    expect(announcement.body).toContain('3 EXTRA TURNS');
    expect(announcement.body).not.toContain('5 EXTRA TURNS');
  });
});
