import type { TeamFormat, TeamSeat } from '@taikai/engine';
import { AppError, invalidInput } from '../../platform/errors';

/** A member as a roster names them: a seat may be left to be assigned. */
export interface RosterMember {
  playerId: string;
  seat?: string | null;
}

/** What the roster check knows of a player named in a roster. */
export interface RosterPlayer {
  id: string;
  name: string;
  dropped: boolean;
  /** The team they are in now (null: none). */
  team: { id: string; name: string } | null;
}

/**
 * The members with their seats: a seat given is kept, the others take the free seats in the
 * format's order (A, B, C), in the order the members are listed.
 */
export function assignSeats(format: TeamFormat, members: readonly RosterMember[]): { playerId: string; seat: string | null }[] {
  const taken = new Set(members.flatMap((member) => (member.seat ? [member.seat] : [])));
  const free = format.seats.filter((seat) => !taken.has(seat));
  return members.map((member) => ({ playerId: member.playerId, seat: member.seat || free.shift() || null }));
}

/**
 * The first problem of a team's roster, as the error the caller throws, or null: at most as many
 * players as the format has seats (MTR 8.2: two or three by format), each seat the format's and
 * held once, each player listed once, not dropped, and in no other team of the event (MTR 8.2:
 * one team per event). `teamId` is the team being changed (null: a new team).
 *
 * Kept in one function so the engine's roster rule can take its place.
 */
export function rosterProblem(
  format: TeamFormat,
  members: readonly { playerId: string; seat: string | null }[],
  players: ReadonlyMap<string, RosterPlayer>,
  teamId: string | null,
): AppError | null {
  if (members.length > format.seats.length) return new AppError('TEAM_TOO_LARGE', { size: format.seats.length });
  const seats = new Set<string>();
  const listed = new Set<string>();
  for (const member of members) {
    const player = players.get(member.playerId);
    if (!player) return new AppError('NOT_FOUND', { entity: 'player' });
    if (listed.has(member.playerId)) return new AppError('TEAM_MEMBER_REPEATED', { name: player.name });
    listed.add(member.playerId);
    if (!member.seat || !format.seats.includes(member.seat as TeamSeat)) {
      return new AppError('TEAM_SEAT_INVALID', { seat: member.seat ?? '—', seats: format.seats.join(', ') });
    }
    if (seats.has(member.seat)) return new AppError('TEAM_SEAT_TAKEN', { seat: member.seat });
    seats.add(member.seat);
    if (player.dropped) return new AppError('TEAM_MEMBER_DROPPED', { name: player.name });
    if (player.team && player.team.id !== teamId)
      return new AppError('PLAYER_IN_OTHER_TEAM', { name: player.name, team: player.team.name });
  }
  return null;
}

/** The seats of the format nobody holds, in order. */
export function missingSeats(format: TeamFormat, seats: readonly (string | null)[]): string[] {
  return format.seats.filter((seat) => !seats.includes(seat));
}

const TEAM_NAME_LENGTH = 100;

/** A team name as stored (NFC, trimmed), or the INVALID_INPUT it is. */
export function cleanTeamName(name: string): string {
  const clean = name.normalize('NFC').trim();
  if (!clean) throw invalidInput('name', 'required');
  if (clean.length > TEAM_NAME_LENGTH) throw invalidInput('name', 'tooLong');
  return clean;
}

/** Team names compared as people read them: case, width and spacing aside. */
export const teamNameKey = (name: string): string => name.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/** A line of a player file that names a team. */
export interface FileTeamLine {
  line: number;
  team: string | null;
  seat: string | null;
}

/** A team a player file forms: its name and its members, by the line each is on, with their seats. */
export interface FileTeam {
  name: string;
  members: { line: number; seat: string }[];
}

/**
 * The teams of a player file: lines with the same team name (as people read it) form a team; a
 * seat given is kept, the others get the free seats in line order. Every problem by line: a team
 * in an individual event, a name another team of the event has, a seat the format lacks or that
 * two lines hold, more lines than seats, a seat without a team.
 */
export function teamsOfFile(
  format: TeamFormat | null,
  lines: readonly FileTeamLine[],
  takenNames: ReadonlySet<string>,
): { teams: FileTeam[]; problems: { line: number; error: AppError }[] } {
  const problems: { line: number; error: AppError }[] = [];
  const groups = new Map<string, { name: string; lines: FileTeamLine[] }>();
  for (const line of lines) {
    if (!line.team) {
      if (line.seat) problems.push({ line: line.line, error: new AppError('CSV_SEAT_WITHOUT_TEAM') });
      continue;
    }
    if (!format) {
      problems.push({ line: line.line, error: new AppError('TEAM_EVENT_ONLY') });
      continue;
    }
    const key = teamNameKey(line.team);
    const group = groups.get(key) ?? { name: line.team.normalize('NFC').trim(), lines: [] };
    groups.set(key, group);
    group.lines.push(line);
  }
  const teams: FileTeam[] = [];
  for (const [key, group] of groups) {
    const before = problems.length;
    if (group.name.length > TEAM_NAME_LENGTH) problems.push({ line: group.lines[0].line, error: invalidInput('team', 'tooLong') });
    if (takenNames.has(key)) problems.push({ line: group.lines[0].line, error: new AppError('TEAM_NAME_TAKEN', { name: group.name }) });
    const seated = assignSeats(
      format!,
      group.lines.map((line) => ({ playerId: String(line.line), seat: line.seat?.trim().toUpperCase() || null })),
    );
    const held = new Set<string>();
    for (const [i, member] of seated.entries()) {
      const line = group.lines[i].line;
      if (i >= format!.seats.length) problems.push({ line, error: new AppError('TEAM_TOO_LARGE', { size: format!.seats.length }) });
      else if (!member.seat || !format!.seats.includes(member.seat as TeamSeat))
        problems.push({ line, error: new AppError('TEAM_SEAT_INVALID', { seat: member.seat ?? '—', seats: format!.seats.join(', ') }) });
      else if (held.has(member.seat)) problems.push({ line, error: new AppError('TEAM_SEAT_TAKEN', { seat: member.seat }) });
      if (member.seat) held.add(member.seat);
    }
    if (problems.length === before)
      teams.push({ name: group.name, members: seated.map((member, i) => ({ line: group.lines[i].line, seat: member.seat! })) });
  }
  return { teams, problems };
}
