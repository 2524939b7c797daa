import { EventsService } from '../src/core/events/events.service';
import type { EventInput } from '../src/core/events/event.input';
import { PlayersService } from '../src/core/players/players.service';
import { TeamsService } from '../src/core/teams/teams.service';
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
