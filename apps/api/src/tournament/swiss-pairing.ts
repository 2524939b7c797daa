import {
  describePairingExplanation,
  Participant,
  PairingExplanation,
  PairingWarning,
  pairSwissRound as pairWithEngine,
  PlayerId,
  RuleProfile,
  validatePairings,
  Validated,
} from '@taikai/engine';
import type { ErrorCode } from '../i18n/messages';
import { participantsOf, standingsOf, swissRecords } from './engine-state';
import type { EventState } from './matches.repository';
import { PairDownReason, type PairingInput, type PairingNote } from './pairing.model';

type Phase = EventState['phases'][number];

export interface PlannedPairing {
  table: number;
  player1: string;
  player2: string | null;
}

export interface PlannedRound {
  pairings: PlannedPairing[];
  explanations: PairingNote[];
  warnings: PairingNote[];
}

// A manual round cannot be stored with these; every other warning is staff's call to accept.
const BLOCKING: ReadonlySet<PairingWarning['code']> = new Set(['UNKNOWN_PLAYER', 'DUPLICATE_PLAYER', 'TABLE_CLASH']);

/**
 * Who may be paired in this phase: after a cut only the players who continued, and nobody
 * before the round they joined. Everyone else is "dropped" as far as this pairing goes.
 */
function phaseParticipants(state: EventState, phase: Phase, round: number): Participant[] {
  const continuing = phase.number > 1 ? new Set(phase.entries.map((entry) => entry.playerId)) : null;
  const joined = new Map(state.players.map((player) => [player.id, player.joinedAtRound]));
  return participantsOf(state).map((participant) =>
    (continuing && !continuing.has(participant.id)) || joined.get(participant.id)! > round ? { ...participant, dropped: true } : participant,
  );
}


export function pairSwissRound(state: EventState, phase: Phase, round: number, seed: string, profile: RuleProfile): Validated<PlannedRound, ErrorCode> {
  const participants = phaseParticipants(state, phase, round);
  if (participants.filter((p) => !p.dropped && !p.disqualified).length < 2) return { ok: false, error: 'TOO_FEW_PLAYERS' };
  const standings = standingsOf(state, profile).map((row) => ({ id: row.playerId, matchPoints: row.matchPoints }));
  const result = pairWithEngine({ round, seed, standings, history: swissRecords(state), participants });
  const nameOf = namer(state);
  return {
    ok: true,
    value: {
      pairings: withByeTables(result.pairings),
      explanations: result.explanations.map((explanation) => note(explanation, describePairingExplanation(explanation, nameOf))),
      warnings: [],
    },
  };
}

/** Staff's own pairings: impossible ones are refused, rule problems come back as warnings. */
export function checkManualPairings(
  state: EventState,
  phase: Phase,
  round: number,
  pairings: PairingInput[],
): Validated<PlannedRound, string> {
  const proposed = pairings.map((pairing) => ({ table: pairing.table ?? null, player1: pairing.player1Id, player2: pairing.player2Id ?? null }));
  const warnings = validatePairings(proposed, { round, history: swissRecords(state), participants: phaseParticipants(state, phase, round) });
  const nameOf = namer(state);
  const blocking = warnings.filter((warning) => BLOCKING.has(warning.code));
  if (blocking.length) return { ok: false, error: blocking.map((warning) => describeWarning(warning, nameOf)).join('; ') };
  let nextTable = 1;
  const used = new Set(proposed.flatMap((p) => (p.table ? [p.table] : [])));
  const numbered = proposed.map((p) => {
    if (p.table) return { ...p, table: p.table };
    while (used.has(nextTable)) nextTable++;
    used.add(nextTable);
    return { ...p, table: nextTable };
  });
  return {
    ok: true,
    value: { pairings: numbered, explanations: [], warnings: warnings.map((warning) => note(warning, describeWarning(warning, nameOf))) },
  };
}

/** Byes get table numbers after the last real table, so every match row has one. */
function withByeTables(pairings: readonly { table: number | null; player1: PlayerId; player2: PlayerId | null }[]): PlannedPairing[] {
  let last = Math.max(0, ...pairings.map((p) => p.table ?? 0));
  return pairings.map((p) => ({ table: p.table ?? ++last, player1: p.player1, player2: p.player2 }));
}

function namer(state: EventState) {
  const names = new Map(state.players.map((player) => [player.id, player.name]));
  return (id: PlayerId) => names.get(id) ?? id;
}

function note(item: PairingExplanation | PairingWarning, message: string): PairingNote {
  const playerIds = ['player', 'player1', 'player2', 'opponent'].flatMap((key) => {
    const value = (item as Record<string, unknown>)[key];
    return typeof value === 'string' ? [value] : [];
  });
  if (item.code !== 'PAIRED_DOWN') return { code: item.code, message, playerIds };
  // The numbers the UI builds its own sentence from, in the staff's language.
  const reason = item.reason === 'odd group' ? PairDownReason.ODD_GROUP : PairDownReason.AVOIDS_REMATCH;
  return { code: item.code, message, playerIds, fromPoints: item.fromPoints, toPoints: item.toPoints, reason, passedOver: [...item.passedOver] };
}

function describeWarning(warning: PairingWarning, nameOf: (id: PlayerId) => string): string {
  switch (warning.code) {
    case 'UNKNOWN_PLAYER':
      return `${warning.player} is not registered in this event`;
    case 'DUPLICATE_PLAYER':
      return `${nameOf(warning.player)} is paired twice`;
    case 'MISSING_PLAYER':
      return `${nameOf(warning.player)} is not paired`;
    case 'DROPPED_PLAYER_PAIRED':
      return `${nameOf(warning.player)} has dropped but is paired`;
    case 'REMATCH':
      return `${nameOf(warning.player1)} and ${nameOf(warning.player2)} have played each other before`;
    case 'SECOND_BYE':
      return `${nameOf(warning.player)} already had ${warning.previousByes} bye(s)`;
    case 'POD_VIOLATION':
      return `${nameOf(warning.player1)} and ${nameOf(warning.player2)} are in different pods`;
    case 'TABLE_CLASH':
      return `table ${warning.table} is used twice`;
    case 'FIXED_TABLE_MOVED':
      return `${nameOf(warning.player)} must keep table ${warning.fixedTable}`;
  }
}
