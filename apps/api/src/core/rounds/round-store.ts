import { Injectable } from '@nestjs/common';
import type { AuditEntry, Change } from '../../platform/database';
import type { Phase, Prisma, Round } from '../../generated/prisma/client';
import { EventsService } from '../events';
import type { EventProgress } from '../events';
import { EventState, MatchSteps, RoundStoredHooks } from '../tournament';
import type { NewMatch, NewTeamMatch, PlannedRound } from '../tournament';
import { RoundsRepository } from './rounds.repository';

/** A round to store: its place, its matches as rows, and what the event and the audit log get. */
export interface NewRound {
  phaseId: string;
  number: number;
  seed: string;
  matches: NewMatch[];
  /** A team round's team matches, which its seat matches (`matches`) name. */
  teamMatches?: NewTeamMatch[];
  /** Why the pairings are what they are (Swiss rounds); none for a bracket. */
  explanations?: PlannedRound['explanations'];
  warnings?: PlannedRound['warnings'];
  /** What the event becomes with this round (running, in its top cut), when that changes. */
  event?: EventProgress;
  /** The audit entry of the change that pairs it, once the round has its id. */
  audit: (round: Round) => AuditEntry;
}

/** The steps that add rounds and phases to an event, for every operation that pairs: the event is locked by the caller. */
@Injectable()
export class RoundStore {
  constructor(
    private readonly rounds: RoundsRepository,
    private readonly matches: MatchSteps,
    private readonly events: EventsService,
    private readonly roundStored: RoundStoredHooks,
  ) {}

  /**
   * Stores a new round: the open rounds close, the round and its matches are created, later zones
   * act on it (penalties waiting for the next match land there), the event moves on, and it is
   * audited. The caller publishes PAIRINGS_POSTED.
   */
  async store(change: Change, state: Pick<EventState, 'id'>, round: NewRound): Promise<Round> {
    await this.rounds.closeOpenRounds(change.tx, state.id);
    const stored = await this.rounds.createRound(change.tx, {
      eventId: state.id,
      phaseId: round.phaseId,
      number: round.number,
      seed: round.seed,
      ...(round.explanations ? { explanations: round.explanations as never } : {}),
      ...(round.warnings ? { warnings: round.warnings as never } : {}),
    });
    await this.matches.storeRound(change, stored.id, round.matches, round.teamMatches);
    await this.roundStored.matchesStored(change, state.id, stored.id);
    await this.roundStored.roundStored(change, state.id, stored.id);
    if (round.event) await this.events.progress(change, state.id, round.event);
    await change.audit(round.audit(stored));
    return stored;
  }

  /** The round's matches are replaced (paired again, edited by hand), and seated again in a convention's hall. */
  async replaceMatches(change: Change, eventId: string, roundId: string, matches: NewMatch[], teamMatches?: NewTeamMatch[]): Promise<void> {
    await this.matches.replaceRound(change, roundId, matches, teamMatches);
    await this.roundStored.matchesStored(change, eventId, roundId);
  }

  /**
   * The current round ends: what later zones do then (IPG 3.1: a player still late at the round's
   * end is dropped), before the next round is paired. True when players changed: read the event again.
   */
  endRound(change: Change, eventId: string): Promise<boolean> {
    return this.roundStored.roundEnding(change, eventId);
  }

  /** A new phase (a Swiss day, a top cut) with its players, seeded for a bracket. */
  async addPhase(change: Change, phase: Prisma.PhaseUncheckedCreateInput, entries: { playerId: string; seed?: number }[]): Promise<Phase> {
    const created = await this.rounds.createPhase(change.tx, phase);
    if (entries.length) await this.rounds.addPhaseEntries(change.tx, created.id, entries);
    return created;
  }
}
