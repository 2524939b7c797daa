import {
  Participant,
  PairingExplanation,
  PairingWarning,
  pairSwissRound as pairWithEngine,
  PlayerId,
  RuleProfile,
  validatePairings,
  Validated,
} from '@taikai/engine';
import type { CodedNote, ErrorCode } from '../../platform/i18n';
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
  // participantsOf keeps the players' order: the i-th participant is state.players[i].
  return participantsOf(state).map((participant, i) =>
    (continuing && !continuing.has(participant.id)) || state.players[i].joinedAtRound > round
      ? { ...participant, dropped: true }
      : participant,
  );
}

export function pairSwissRound(
  state: EventState,
  phase: Phase,
  round: number,
  seed: string,
  profile: RuleProfile,
): Validated<PlannedRound, ErrorCode> {
  const participants = phaseParticipants(state, phase, round);
  if (participants.filter((p) => !p.dropped && !p.disqualified).length < 2) return { ok: false, error: 'TOO_FEW_PLAYERS' };
  const history = swissRecords(state);
  const standings = standingsOf(state, profile, Infinity, history).map((row) => ({ id: row.playerId, matchPoints: row.matchPoints }));
  const result = pairWithEngine({ round, seed, standings, history, participants });
  const nameOf = namer(state);
  return {
    ok: true,
    value: {
      pairings: withByeTables(result.pairings),
      explanations: result.explanations.map((explanation) => note(explanation, nameOf)),
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
): Validated<PlannedRound, CodedNote[]> {
  const proposed = pairings.map((pairing) => ({
    table: pairing.table ?? null,
    player1: pairing.player1Id,
    player2: pairing.player2Id ?? null,
  }));
  const warnings = validatePairings(proposed, {
    round,
    history: swissRecords(state),
    participants: phaseParticipants(state, phase, round),
  });
  const nameOf = namer(state);
  const blocking = warnings.filter((warning) => BLOCKING.has(warning.code));
  if (blocking.length) return { ok: false, error: blocking.map((warning) => note(warning, nameOf)) };
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
    value: { pairings: numbered, explanations: [], warnings: warnings.map((warning) => note(warning, nameOf)) },
  };
}

/** Byes get table numbers after the last real table, so every match row has one. */
function withByeTables(pairings: readonly { table: number | null; player1: PlayerId; player2: PlayerId | null }[]): PlannedPairing[] {
  let last = Math.max(0, ...pairings.map((p) => p.table ?? 0));
  return pairings.map((p) => ({ table: p.table ?? ++last, player1: p.player1, player2: p.player2 }));
}

/** Players' names by id, the map built on the first name asked (a round without notes asks none). */
function namer(state: EventState) {
  let names: Map<string, string> | undefined;
  return (id: PlayerId) => (names ??= new Map(state.players.map((player) => [player.id, player.name]))).get(id) ?? id;
}

const PLAYER_PARAMS = ['player', 'player1', 'player2', 'opponent'];

/**
 * The engine's code and parameters, stored with the round; players are stored by id and, in the
 * parameters, by the name they had when paired. The API words it in each reader's language.
 */
function note(item: PairingExplanation | PairingWarning, nameOf: (id: PlayerId) => string): PairingNote & CodedNote {
  const { code, ...fields } = item as { code: string } & Record<string, string | number | boolean | readonly number[]>;
  const playerIds = PLAYER_PARAMS.flatMap((key) => (typeof fields[key] === 'string' ? [fields[key] as string] : []));
  const params = Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, PLAYER_PARAMS.includes(key) ? nameOf(value as string) : value]),
  );
  if (item.code !== 'PAIRED_DOWN') return { code, params, playerIds };
  const reason = item.reason === 'ODD_GROUP' ? PairDownReason.ODD_GROUP : PairDownReason.AVOIDS_REMATCH;
  return { code, params, playerIds, fromPoints: item.fromPoints, toPoints: item.toPoints, reason, passedOver: [...item.passedOver] };
}
