import type { PlayerId } from '../model';

/**
 * Why the pairing looks the way it does, for staff: a code and its parameters (ids, points,
 * counts, a reason code), never text. Whoever shows it words it in the reader's language.
 */
export type PairingExplanation =
  | { readonly code: 'RANDOM_ROUND'; readonly round: number; readonly seed: string }
  | { readonly code: 'UNRANKED_PLAYER'; readonly player: PlayerId }
  | { readonly code: 'AWARDED_BYE'; readonly player: PlayerId; readonly awardedByes: number }
  | {
      readonly code: 'BYE';
      readonly player: PlayerId;
      readonly points: number;
      readonly reason: 'LOWEST_WITHOUT_BYE' | 'AVOIDS_REMATCH' | 'DRAWN_AT_RANDOM';
    }
  | {
      readonly code: 'REPEATED_BYE';
      readonly player: PlayerId;
      readonly previousByes: number;
      readonly reason: 'EVERY_PLAYER_HAD_ONE' | 'AVOIDS_REMATCH';
    }
  | {
      readonly code: 'PAIRED_DOWN';
      readonly player: PlayerId;
      readonly opponent: PlayerId;
      /** The player's group, and the group the opponent belongs to. */
      readonly fromPoints: number;
      readonly toPoints: number;
      /** Why the player left their group: odd in number, or every partner left would be a rematch. */
      readonly reason: 'ODD_GROUP' | 'AVOIDS_REMATCH';
      /** Players paired down into the player's group from higher groups (they count towards its parity). */
      readonly joined: number;
      /** Groups between the two, highest first; empty when the opponent's group is the nearest one below. */
      readonly passedOver: readonly number[];
    }
  | {
      readonly code: 'REMATCH_UNAVOIDABLE';
      readonly player1: PlayerId;
      readonly player2: PlayerId;
      /** True when an exhaustive search proved that no pairing without it exists. */
      readonly proven: boolean;
    }
  | { readonly code: 'FIXED_TABLE'; readonly player: PlayerId; readonly table: number }
  | { readonly code: 'FIXED_TABLE_CLASH'; readonly player: PlayerId; readonly table: number; readonly assignedTable: number };

export type PairingExplanationCode = PairingExplanation['code'];
