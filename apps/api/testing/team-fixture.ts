import { EventsService } from '../src/core/events/events.service';
import type { EventInput } from '../src/core/events/event.input';
import { PlayersService } from '../src/core/players/players.service';
import { ResultsService } from '../src/core/results/results.service';
import { TeamsService } from '../src/core/teams/teams.service';
import { TournamentState } from '../src/core/tournament/tournament-state';
import type { TestApp } from './test-app';

export interface FixtureTeam {
  id: string;
  name: string;
  /** Player ids by seat. */
  members: Record<string, string>;
}

/**
 * Service tier: a team event of `teamCount` full teams, named T1, T2 …, their players T1-A, T1-B …
 * in those seats. `input`: more of the event's settings (top cut, enforcement level …).
 */
export async function teamEvent(
  app: TestApp,
  teamFormat: string,
  teamCount: number,
  seats: string[],
  input: Partial<EventInput> = {},
): Promise<{ eventId: string; teams: FixtureTeam[] }> {
  const event = await app.get(EventsService).create(app.organizer, { name: 'Team Open', teamFormat, ...input });
  const players = app.get(PlayersService);
  const teams: FixtureTeam[] = [];
  for (let t = 1; t <= teamCount; t++) {
    const members: Record<string, string> = {};
    for (const seat of seats) members[seat] = (await players.register(app.organizer, event.id, { name: `T${t}-${seat}` })).id;
    const team = await app.get(TeamsService).create(
      app.organizer,
      event.id,
      `T${t}`,
      seats.map((seat) => ({ playerId: members[seat], seat })),
    );
    teams.push({ id: team.id, name: team.name, members });
  }
  return { eventId: event.id, teams };
}

/** A round's team matches, and each team match's seat matches. */
export async function teamRound(app: TestApp, roundId: string) {
  const state = app.get(TournamentState);
  const [teamMatches, matches] = await Promise.all([state.teamMatchesOfRound(roundId), state.matchesOfRound(roundId)]);
  return { teamMatches, matches, seatsOf: (teamMatchId: string) => matches.filter((match) => match.teamMatchId === teamMatchId) };
}

/** Staff enter each seat's score [player 1 wins, player 2 wins, draws] in seat order (player 1 is team 1's player). */
export async function recordSeats(app: TestApp, seats: { id: string }[], scores: [number, number, number][]) {
  for (const [i, [player1Wins, player2Wins, draws]] of scores.entries())
    await app.get(ResultsService).record(app.organizer, seats[i].id, { player1Wins, player2Wins, draws });
}
