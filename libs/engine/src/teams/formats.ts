/** A seat in a team: MTR 8.2 names them player A, B and C, fixed for the whole event. */
export type TeamSeat = 'A' | 'B' | 'C';

/** How a team match is played. */
export type TeamMatchPlay =
  /** Each seat plays its own match against the same seat of the other team (MTR 8.2). */
  | 'SEAT_MATCHES'
  /** Both teams play one shared game (Two-Headed Giant, MTR 9.1). */
  | 'SHARED_GAME';

export type TeamFormatId = 'magic-trios' | 'magic-two-headed-giant' | 'team-3on3';

/** What a team format fixes. `rule` fields come from the MTR; `policy` fields are the profile's. */
export interface TeamFormat {
  readonly id: TeamFormatId;
  /** Seats in order; the team size is their count (MTR 8.2: 2 or 3 by format). */
  readonly seats: readonly TeamSeat[];
  readonly play: TeamMatchPlay;
  /** Games per seat match (odd: first to a majority), or 1 for a shared game. */
  readonly bestOf: number;
  /** A drawn game does not count toward the match and play goes on until time (MTR 9.1). */
  readonly drawnGamesReplayed: boolean;
  /** Extra turns after time is called (MTR 2.5: 3, not 5, where team members play one game together). */
  readonly extraTurnsAtTime: number | null;
  /** Team decks follow unified construction (MTR 8.4) in constructed. */
  readonly unifiedConstruction: boolean;
}

/** Magic team trios (MTR 8): three seat matches, best of three each; the team match goes to the team winning two. */
export const MAGIC_TRIOS: TeamFormat = {
  id: 'magic-trios',
  seats: ['A', 'B', 'C'],
  play: 'SEAT_MATCHES',
  bestOf: 3,
  drawnGamesReplayed: false,
  // Each seat plays its own two-player game: MTR 2.5's 3 turns are for teams sharing one game.
  extraTurnsAtTime: 5,
  unifiedConstruction: true,
};

/** Magic Two-Headed Giant (MTR 9): one shared game per match; a drawn game is replayed until time. */
export const MAGIC_TWO_HEADED_GIANT: TeamFormat = {
  id: 'magic-two-headed-giant',
  seats: ['A', 'B'],
  play: 'SHARED_GAME',
  bestOf: 1,
  drawnGamesReplayed: true,
  extraTurnsAtTime: 3,
  unifiedConstruction: false,
};

/**
 * 3on3 for other games (One Piece, Union Arena …): three seat matches of one game each. No
 * publisher text is in our references: best of one and 2-of-3 are the profile's policy.
 */
export const TEAM_3ON3: TeamFormat = {
  id: 'team-3on3',
  seats: ['A', 'B', 'C'],
  play: 'SEAT_MATCHES',
  bestOf: 1,
  drawnGamesReplayed: false,
  extraTurnsAtTime: null,
  unifiedConstruction: false,
};

export const TEAM_FORMATS: readonly TeamFormat[] = [MAGIC_TRIOS, MAGIC_TWO_HEADED_GIANT, TEAM_3ON3];

export function findTeamFormat(id: string): TeamFormat | undefined {
  return TEAM_FORMATS.find((format) => format.id === id);
}
