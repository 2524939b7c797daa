import type { MatchRecord, Participant, PlayerId } from '../model';
import { byesReceived, havePlayed, PairingHistory, pairingHistory } from './history';

/** A pairing as proposed by staff; `table` is optional for byes and drafts of a plan. */
export interface ProposedPairing {
  readonly table?: number | null;
  readonly player1: PlayerId;
  readonly player2: PlayerId | null;
}

export interface PairingCheckContext {
  readonly round: number;
  readonly history: readonly MatchRecord[];
  readonly participants: readonly Participant[];
}

export type PairingWarning =
  | { readonly code: 'UNKNOWN_PLAYER'; readonly player: PlayerId }
  | { readonly code: 'DUPLICATE_PLAYER'; readonly player: PlayerId }
  | { readonly code: 'MISSING_PLAYER'; readonly player: PlayerId }
  | { readonly code: 'DROPPED_PLAYER_PAIRED'; readonly player: PlayerId }
  | { readonly code: 'REMATCH'; readonly player1: PlayerId; readonly player2: PlayerId }
  | { readonly code: 'SECOND_BYE'; readonly player: PlayerId; readonly previousByes: number }
  | { readonly code: 'POD_VIOLATION'; readonly player1: PlayerId; readonly player2: PlayerId }
  | { readonly code: 'TABLE_CLASH'; readonly table: number }
  | { readonly code: 'FIXED_TABLE_MOVED'; readonly player: PlayerId; readonly fixedTable: number; readonly table: number | null };

export type PairingWarningCode = PairingWarning['code'];

/** Checks a manually edited pairing; an empty list means nothing to warn about. */
export function validatePairings(proposed: readonly ProposedPairing[], context: PairingCheckContext): PairingWarning[] {
  const participants = new Map(context.participants.map((p) => [p.id, p]));
  const history = pairingHistory(context.history, context.round);
  return [
    ...checkPlayers(proposed, participants),
    ...checkRematches(proposed, history),
    ...checkByes(proposed, history),
    ...checkPods(proposed, participants),
    ...checkTables(proposed, participants),
  ];
}

const playersOf = (p: ProposedPairing): PlayerId[] => (p.player2 === null ? [p.player1] : [p.player1, p.player2]);

/** Everyone active appears exactly once; nobody unknown, dropped or disqualified is paired. */
export function checkPlayers(proposed: readonly ProposedPairing[], participants: ReadonlyMap<PlayerId, Participant>): PairingWarning[] {
  const warnings: PairingWarning[] = [];
  const seen = new Set<PlayerId>();
  for (const player of proposed.flatMap(playersOf)) {
    const participant = participants.get(player);
    if (seen.has(player)) warnings.push({ code: 'DUPLICATE_PLAYER', player });
    else if (!participant) warnings.push({ code: 'UNKNOWN_PLAYER', player });
    else if (participant.dropped || participant.disqualified) warnings.push({ code: 'DROPPED_PLAYER_PAIRED', player });
    seen.add(player);
  }
  for (const p of participants.values()) {
    if (!p.dropped && !p.disqualified && !seen.has(p.id)) warnings.push({ code: 'MISSING_PLAYER', player: p.id });
  }
  return warnings;
}

export function checkRematches(proposed: readonly ProposedPairing[], history: PairingHistory): PairingWarning[] {
  return proposed
    .filter((p) => p.player2 !== null && havePlayed(history, p.player1, p.player2))
    .map((p) => ({ code: 'REMATCH', player1: p.player1, player2: p.player2 as PlayerId }));
}

export function checkByes(proposed: readonly ProposedPairing[], history: PairingHistory): PairingWarning[] {
  return proposed
    .filter((p) => p.player2 === null && byesReceived(history, p.player1) > 0)
    .map((p) => ({ code: 'SECOND_BYE', player: p.player1, previousByes: byesReceived(history, p.player1) }));
}

export function checkPods(proposed: readonly ProposedPairing[], participants: ReadonlyMap<PlayerId, Participant>): PairingWarning[] {
  return proposed
    .filter((p) => p.player2 !== null && participants.get(p.player1)?.pod !== participants.get(p.player2)?.pod)
    .map((p) => ({ code: 'POD_VIOLATION', player1: p.player1, player2: p.player2 as PlayerId }));
}

/** Two matches on one table, or a player with a fixed table seated elsewhere. */
export function checkTables(proposed: readonly ProposedPairing[], participants: ReadonlyMap<PlayerId, Participant>): PairingWarning[] {
  const warnings: PairingWarning[] = [];
  const used = new Set<number>();
  const clashed = new Set<number>();
  for (const p of proposed) {
    const table = p.table ?? null;
    if (table !== null) {
      if (used.has(table) && !clashed.has(table)) {
        clashed.add(table);
        warnings.push({ code: 'TABLE_CLASH', table });
      }
      used.add(table);
    }
    if (p.player2 === null) continue;
    for (const player of playersOf(p)) {
      const fixedTable = participants.get(player)?.fixedTable;
      if (fixedTable !== undefined && fixedTable !== table) warnings.push({ code: 'FIXED_TABLE_MOVED', player, fixedTable, table });
    }
  }
  return warnings;
}
