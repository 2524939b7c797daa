import { Injectable, OnModuleInit } from '@nestjs/common';
import { applyPenaltiesToScore, CurrentMatch, findCatalog, findInfraction, Penalty as PenaltyKind, penaltyEffect } from '@taikai/engine';
import type { Change } from '../../platform/database';
import type { Match, Penalty } from '../../generated/prisma/client';
import { PlayersService } from '../../core/players';
import { MatchSteps, RoundStoredHooks, TournamentState } from '../../core/tournament';
import { PenaltiesRepository, PenaltyWithPlayer } from './penalties.repository';

/** What an applied penalty did, stored with it so a revoke can undo exactly that. */
export type Effect = {
  kind: 'GAME_LOSS' | 'MATCH_LOSS' | 'DISQUALIFICATION';
  pending: boolean;
  matchId?: string;
  before?: MatchScore;
  after?: MatchScore;
  /** The penalty dropped the player (a disqualification, or Tardiness after 10 minutes). */
  dropped?: boolean;
  /** The round the penalty was given in, when it was carried to a later match (IPG 1.1, 3.4). */
  carriedFromRound?: number;
};
type MatchScore = Pick<Match, 'player1Wins' | 'player2Wins' | 'draws' | 'status'>;

// Field by field: jsonb does not keep the key order the effect was written with.
const sameScore = (a: MatchScore, b: MatchScore) =>
  a.player1Wins === b.player1Wins && a.player2Wins === b.player2Wins && a.draws === b.draws && a.status === b.status;
const scoreOf = (m: MatchScore): MatchScore => ({
  player1Wins: m.player1Wins,
  player2Wins: m.player2Wins,
  draws: m.draws,
  status: m.status,
});

/**
 * What a penalty does to a match and a player, as steps of the caller's change: Game Loss,
 * Match Loss and Disqualification change the match through its owner (locked, audited, as
 * results do), a disqualification drops the player through the players' audited drop path, and
 * a revoke undoes both.
 */
@Injectable()
export class PenaltyEffects implements OnModuleInit {
  constructor(
    private readonly penalties: PenaltiesRepository,
    private readonly tournament: TournamentState,
    private readonly matches: MatchSteps,
    private readonly players: PlayersService,
    private readonly roundStored: RoundStoredHooks,
  ) {}

  onModuleInit() {
    this.roundStored.register((change, eventId, roundId) => this.applyPendingToRound(change, eventId, roundId));
  }

  /**
   * An applied penalty takes effect now, or waits for the player's next match: a Game Loss with no
   * game in progress goes to the next game, a Match Loss after the match is over to the next match
   * (IPG 1.1), a decklist error found outside the match to the next match's start (IPG 3.4).
   */
  async apply(change: Change, penalty: PenaltyWithPlayer): Promise<PenaltyWithPlayer> {
    const match = penalty.matchId ? await this.tournament.match(penalty.matchId, change) : null;
    const current: CurrentMatch =
      !match || match.status === 'FINAL' || match.round.closedAt
        ? 'NONE'
        : match.player1Wins + match.player2Wins + match.draws === 0
          ? 'NOT_STARTED'
          : 'IN_PROGRESS';
    const effect = penaltyEffect(penalty.penalty as PenaltyKind, { currentMatch: current }, variantOf(penalty));
    if (effect.kind === 'NONE') return penalty;
    let updated = penalty;
    if (effect.kind === 'DISQUALIFICATION') {
      const { wasDropped } = await this.players.disqualify(change, penalty.eventId, penalty.playerId);
      updated = await this.penalties.update(change.tx, penalty.id, { effect: { kind: effect.kind, pending: false, dropped: !wasDropped } });
      if (!effect.losesCurrentMatch) return updated;
    } else {
      if (effect.kind === 'MATCH_LOSS' && effect.drops) {
        // IPG 3.1: not seated 10 minutes into the round; the player is dropped as well.
        const { wasDropped } = await this.players.dropByPenalty(change, penalty.eventId, penalty.playerId);
        updated = await this.penalties.update(change.tx, penalty.id, {
          effect: { kind: effect.kind, pending: false, dropped: !wasDropped },
        });
      }
      if (effect.target === 'NEXT' || !match) {
        const carried: Effect = {
          kind: effect.kind,
          pending: true,
          ...(penalty.roundNumber ? { carriedFromRound: penalty.roundNumber } : {}),
        };
        return this.penalties.update(change.tx, penalty.id, { effect: carried });
      }
    }
    return this.applyToMatch(change, updated, effect.kind, match!.id);
  }

  /**
   * Whether applying or undoing this penalty may drop or reinstate its player (a disqualification,
   * a drop a variant brings, IPG 3.1): its change then takes the event lock before any other.
   */
  dropsPlayer(penalty: Penalty): boolean {
    return (
      penalty.penalty === 'DISQUALIFICATION' || (penalty.effect as Effect | null)?.dropped === true || variantOf(penalty)?.drops === true
    );
  }

  /** Called with a newly paired round: effects waiting for "the next match" land there. */
  private async applyPendingToRound(change: Change, eventId: string, roundId: string) {
    const waiting = await this.penalties.pendingNextMatch(change, eventId);
    if (!waiting.length) return;
    const matches = await this.tournament.matchesOfRound(roundId, change);
    for (const penalty of waiting) {
      const match = matches.find((m) => m.player2Id !== null && (m.player1Id === penalty.playerId || m.player2Id === penalty.playerId));
      if (match) await this.applyToMatch(change, penalty, (penalty.effect as Effect).kind, match.id);
    }
  }

  /**
   * Undoes a penalty's effect: the match's score as it was before the penalty if nobody changed it
   * since, and a drop or disqualification. A Game Loss revoked after the players reported the
   * match takes back only the game it gave: the games they played stand (IPG 1.1 counts the
   * awarded game as the offender's loss, so the slip holds it).
   */
  async undo(change: Change, penalty: PenaltyWithPlayer): Promise<void> {
    const effect = penalty.effect as Effect | null;
    if (effect?.matchId && effect.before && effect.after) {
      const match = await this.matches.lock(change, effect.matchId);
      const now = match && scoreOf(match);
      let restored: MatchScore | null = null;
      if (now && sameScore(now, effect.after)) restored = effect.before;
      else if (match && now && effect.kind === 'GAME_LOSS') {
        const field = match.player1Id === penalty.playerId ? 'player2Wins' : 'player1Wins';
        if (now[field] > 0) restored = { ...now, [field]: now[field] - 1 };
      }
      if (match && now && restored) {
        await this.matches.update(change, match, restored);
        await change.audit({
          eventId: penalty.eventId,
          action: 'result.penaltyRevoked',
          entityType: 'Match',
          entityId: effect.matchId,
          before: now,
          after: restored,
        });
      }
    }
    if (effect?.kind === 'DISQUALIFICATION')
      await this.players.reinstate(change, penalty.eventId, penalty.playerId, effect.dropped === true);
    else if (effect?.dropped) await this.players.reinstate(change, penalty.eventId, penalty.playerId, true);
  }

  private async applyToMatch(change: Change, penalty: PenaltyWithPlayer | Penalty, kind: Effect['kind'], matchId: string) {
    const match = (await this.matches.lock(change, matchId))!;
    const offender = match.player1Id === penalty.playerId ? 'player1' : 'player2';
    const scored = applyPenaltiesToScore(match, [{ offender, kind, batch: penalty.id }], match.round.event.bestOf);
    const previous = (penalty as Penalty).effect as Effect | null;
    const base: Effect = {
      kind,
      pending: false,
      ...(previous?.dropped ? { dropped: true } : {}),
      ...(previous?.carriedFromRound ? { carriedFromRound: previous.carriedFromRound } : {}),
    };
    if (!scored.ok) {
      // The match is already decided for these games: the penalty carries to the next match.
      return this.penalties.update(change.tx, penalty.id, {
        matchId: null,
        effect: { ...base, pending: true, carriedFromRound: base.carriedFromRound ?? match.round.number },
      });
    }
    const before = scoreOf(match);
    // A Game Loss that gives the opponent the games the match needs (a second one in a best of
    // three: 0–2) decides it, like a Match Loss does (IPG 1.1): the match is final and counts.
    const after: MatchScore = { ...scored.value.score, status: scored.value.decided ? 'FINAL' : match.status };
    await this.matches.update(change, match, after);
    await change.audit({
      eventId: penalty.eventId,
      action: 'result.penalty',
      entityType: 'Match',
      entityId: matchId,
      before,
      after: { ...after, penaltyId: penalty.id },
    });
    return this.penalties.update(change.tx, penalty.id, {
      matchId,
      roundNumber: match.round.number,
      effect: { ...base, matchId, before, after },
    });
  }
}

/** The variant recorded with a penalty, from the catalog it was logged under. */
function variantOf(penalty: Penalty) {
  if (!penalty.variant) return undefined;
  const catalog = findCatalog(penalty.catalog);
  return catalog && findInfraction(catalog, penalty.infraction)?.variants.find((variant) => variant.id === penalty.variant);
}
