import type { PlayerId } from '../model';

/**
 * Why the pairing looks the way it does, for staff. Structured so the UI can translate
 * the code; `describePairingExplanation` gives the English sentence.
 */
export type PairingExplanation =
  | { readonly code: 'RANDOM_ROUND'; readonly round: number; readonly seed: string }
  | { readonly code: 'UNRANKED_PLAYER'; readonly player: PlayerId }
  | { readonly code: 'AWARDED_BYE'; readonly player: PlayerId; readonly awardedByes: number }
  | {
      readonly code: 'BYE';
      readonly player: PlayerId;
      readonly points: number;
      readonly reason: 'lowest ranked without a bye' | 'avoids a rematch' | 'drawn at random';
    }
  | {
      readonly code: 'REPEATED_BYE';
      readonly player: PlayerId;
      readonly previousByes: number;
      readonly reason: 'every player has had a bye' | 'avoids a rematch';
    }
  | {
      readonly code: 'PAIRED_DOWN';
      readonly player: PlayerId;
      readonly opponent: PlayerId;
      /** The player's group, and the group the opponent belongs to. */
      readonly fromPoints: number;
      readonly toPoints: number;
      /** Why the player left their group: odd in number, or every partner left would be a rematch. */
      readonly reason: 'odd group' | 'avoids a rematch';
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

const englishPlural = new Intl.PluralRules('en');

/** "1 point", "3 points": English plural rules, never "(1 points)". */
const pointsText = (points: number): string => `${points} ${englishPlural.select(points) === 'one' ? 'point' : 'points'}`;

/** One English sentence; `nameOf` turns ids into display names. */
export function describePairingExplanation(e: PairingExplanation, nameOf: (id: PlayerId) => string = (id) => id): string {
  switch (e.code) {
    case 'RANDOM_ROUND':
      return `Round ${e.round} was paired at random (seed "${e.seed}") because no results have been recorded yet.`;
    case 'UNRANKED_PLAYER':
      return `${nameOf(e.player)} was not in the standings and was paired as a player with 0 points.`;
    case 'AWARDED_BYE':
      return `${nameOf(e.player)} has an awarded bye (${e.awardedByes} awarded in total).`;
    case 'BYE':
      switch (e.reason) {
        case 'lowest ranked without a bye':
          return `${nameOf(e.player)} (${pointsText(e.points)}) receives the bye as the lowest-ranked player without one.`;
        case 'avoids a rematch':
          return `${nameOf(e.player)} (${pointsText(e.points)}) receives the bye because giving it to a lower-ranked player would force a rematch.`;
        case 'drawn at random':
          return `${nameOf(e.player)} receives the bye, drawn at random.`;
      }
    case 'REPEATED_BYE':
      return e.reason === 'every player has had a bye'
        ? `${nameOf(e.player)} receives another bye (${e.previousByes} before) because every player has already had one.`
        : `${nameOf(e.player)} receives another bye (${e.previousByes} before) because any other bye would force a rematch.`;
    case 'PAIRED_DOWN': {
      const paired = `${nameOf(e.player)} is paired down from ${e.fromPoints} to ${pointsText(e.toPoints)}, against ${nameOf(e.opponent)}`;
      const joined = e.joined === 0 ? '' : `, with ${e.joined === 1 ? 'the player' : `the ${e.joined} players`} paired down into it,`;
      const why = e.reason === 'odd group' ? `: the ${e.fromPoints}-point group${joined} had an odd number of players.` : ', to avoid a rematch.';
      const passedOver = e.passedOver.length === 0 ? '' : ` No player with ${e.passedOver.slice(0, -1).map((p) => `${p} or `).join('')}${pointsText(e.passedOver[e.passedOver.length - 1])} could take them without a rematch or a worse bye.`;
      return paired + why + passedOver;
    }
    case 'REMATCH_UNAVOIDABLE':
      return e.proven
        ? `${nameOf(e.player1)} and ${nameOf(e.player2)} meet again: no pairing without a rematch exists.`
        : `${nameOf(e.player1)} and ${nameOf(e.player2)} meet again: the search found no pairing without a rematch.`;
    case 'FIXED_TABLE':
      return `${nameOf(e.player)} keeps fixed table ${e.table}.`;
    case 'FIXED_TABLE_CLASH':
      return `${nameOf(e.player)} could not have fixed table ${e.table} (already taken) and plays at table ${e.assignedTable}.`;
  }
}
