import { Injectable, OnModuleInit } from '@nestjs/common';
import {
  applyPenaltiesToScore,
  CurrentMatch,
  currentMatchOf,
  findCatalog,
  findInfraction,
  MatchState,
  mostSevereOfLinked,
  Penalty as PenaltyKind,
  penaltyEffect,
  PenaltyTarget,
} from '@taikai/engine';
import type { Change } from '../../platform/database';
import { Prisma } from '../../generated/prisma/client';
import type { Match, Penalty } from '../../generated/prisma/client';
import { PlayersService } from '../../core/players';
import { MatchSteps, RoundStoredHooks, TournamentState } from '../../core/tournament';
import type { MatchInContext } from '../../core/tournament';
import { PenaltiesRepository, PenaltyWithPlayer } from './penalties.repository';

/** What an applied penalty did, stored with it so a revoke can undo exactly that. */
export type Effect = {
  /** NONE: a penalty with no tournament effect, kept only to say it was linked (`supersededBy`). */
  kind: 'GAME_LOSS' | 'MATCH_LOSS' | 'DISQUALIFICATION' | 'NONE';
  pending: boolean;
  matchId?: string;
  before?: MatchScore;
  after?: MatchScore;
  /** The penalty dropped the player (a disqualification, or Tardiness after 10 minutes at the round's end). */
  dropped?: boolean;
  /**
   * IPG 3.1 (judge-handbook-ja.txt:18488): not seated 10 minutes into the round; dropped at the
   * round's end unless they report to the head judge or scorekeeper first (`recordArrival`).
   */
  dropPending?: boolean;
  /** The round the penalty was given in, when it was carried to a later match (IPG 1.1, 3.4). */
  carriedFromRound?: number;
  /** Applied with the other penalties of its ruling, as one batch (IPG 4.3 example A; IPG 1.1). */
  ruling?: string;
  /** The ruling gave both players a Game Loss at once: recorded, the score unchanged (IPG 1.1). */
  offsetting?: boolean;
  /** Linked to a penalty for the same error that is at least as severe (IPG 1): recorded with no effect. */
  supersededBy?: string;
};
type MatchScore = Pick<Match, 'player1Wins' | 'player2Wins' | 'draws' | 'status'> & { doubleLoss?: boolean };

// Field by field: jsonb does not keep the key order the effect was written with.
const sameScore = (a: MatchScore, b: MatchScore) =>
  a.player1Wins === b.player1Wins &&
  a.player2Wins === b.player2Wins &&
  a.draws === b.draws &&
  a.status === b.status &&
  (a.doubleLoss ?? false) === (b.doubleLoss ?? false);
const scoreOf = (m: MatchScore): MatchScore => ({
  player1Wins: m.player1Wins,
  player2Wins: m.player2Wins,
  draws: m.draws,
  status: m.status,
  doubleLoss: m.doubleLoss ?? false,
});

/** A penalty to apply to a match, with what it does there. */
type Landing = { penalty: PenaltyWithPlayer | Penalty; kind: 'GAME_LOSS' | 'MATCH_LOSS' | 'DISQUALIFICATION' };

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
    this.roundStored.registerRoundEnd((change, eventId) => this.dropLatePlayers(change, eventId));
  }

  /**
   * An applied penalty takes effect now, or waits for the player's next match: a Game Loss with no
   * game in progress goes to the next game, a Match Loss after the match is over to the next match
   * (IPG 1.1), a decklist error found outside the match to the next match's start (IPG 3.4). Where
   * the match stands is the judge's word (`matchState`) or, without it, read conservatively from the
   * match (a report sent: the match is over); at the end of a game or match the judge may choose
   * (`appliesTo`, IPG 4.1, 4.2). A penalty linked to a more severe one for the same error has no
   * effect; a more severe one replaces the lighter ones' effects (IPG 1).
   */
  async apply(change: Change, penalty: PenaltyWithPlayer): Promise<PenaltyWithPlayer> {
    const linked = await this.settleLinked(change, penalty);
    if (linked) return linked;
    const match = penalty.matchId ? await this.tournament.match(penalty.matchId, change) : null;
    const effect = penaltyEffect(
      penalty.penalty as PenaltyKind,
      {
        currentMatch: situationOf(match, penalty.matchState),
        ...(penalty.appliesTo ? { appliesTo: penalty.appliesTo as PenaltyTarget } : {}),
      },
      variantOf(penalty),
    );
    if (effect.kind === 'NONE') return penalty;
    let updated = penalty;
    if (effect.kind === 'DISQUALIFICATION') {
      const { wasDropped } = await this.players.disqualify(change, penalty.eventId, penalty.playerId);
      updated = await this.penalties.update(change.tx, penalty.id, { effect: { kind: effect.kind, pending: false, dropped: !wasDropped } });
      if (!effect.losesCurrentMatch) return updated;
    } else {
      if (effect.kind === 'MATCH_LOSS' && effect.drops) {
        // IPG 3.1: not seated 10 minutes into the round; the drop waits for the round's end.
        updated = await this.penalties.update(change.tx, penalty.id, { effect: { kind: effect.kind, pending: false, dropPending: true } });
      }
      if (effect.target === 'NEXT' || !match) return this.carry(change, updated, effect.kind);
    }
    return this.applyToMatch(change, [{ penalty: updated, kind: effect.kind }], match!.id);
  }

  /**
   * The penalties of one ruling for both players (IPG 4.3 example A: a die roll at time, bribery, a
   * double no-show), applied together to their match as one batch: two Match Losses are a double
   * loss (nobody wins, neither carries anything to the next match); two Game Losses change nothing
   * (IPG 1.1 「両プレイヤーに同時に」, judge-handbook-ja.txt:17971).
   */
  async applyRuling(change: Change, rows: PenaltyWithPlayer[]): Promise<PenaltyWithPlayer[]> {
    const match = rows[0].matchId ? await this.tournament.match(rows[0].matchId, change) : null;
    if (rows.length < 2 || !match || match.round.closedAt) {
      const applied: PenaltyWithPlayer[] = [];
      for (const row of rows) applied.push(await this.apply(change, row));
      return applied;
    }
    const landings: Landing[] = [];
    const updated = new Map(rows.map((row) => [row.id, row]));
    for (const row of rows) {
      const effect = penaltyEffect(row.penalty as PenaltyKind, { currentMatch: 'IN_PROGRESS' }, variantOf(row));
      if (effect.kind === 'NONE') continue;
      let current = row;
      if (effect.kind === 'DISQUALIFICATION') {
        const { wasDropped } = await this.players.disqualify(change, row.eventId, row.playerId);
        current = await this.penalties.update(change.tx, row.id, { effect: { kind: effect.kind, pending: false, dropped: !wasDropped } });
      } else if (effect.kind === 'MATCH_LOSS' && effect.drops) {
        current = await this.penalties.update(change.tx, row.id, { effect: { kind: effect.kind, pending: false, dropPending: true } });
      }
      updated.set(row.id, current);
      landings.push({ penalty: current, kind: effect.kind });
    }
    if (landings.length) {
      for (const row of await this.applyToMatchAll(change, landings, match.id)) updated.set(row.id, row);
    }
    return rows.map((row) => updated.get(row.id)!);
  }

  /**
   * Whether applying or undoing this penalty may drop or reinstate its player (a disqualification,
   * a drop a variant brings, IPG 3.1): its change then takes the event lock before any other.
   */
  dropsPlayer(penalty: Penalty): boolean {
    return (
      penalty.penalty === 'DISQUALIFICATION' ||
      (penalty.effect as Effect | null)?.dropped === true ||
      variantOf(penalty)?.drops === true ||
      penalty.relatedToId !== null
    );
  }

  /**
   * Locks the penalties that applying a new penalty linked to `relatedToId` may change (IPG 1: the
   * penalties of its linked group, and the rulings they are part of, which `settleLinked` undoes),
   * in id order: its change takes them before any match lock, as the lock order wants.
   */
  async lockLinked(change: Change, eventId: string, playerId: string, relatedToId: string): Promise<void> {
    const group = await this.linkedGroup(change, { id: relatedToId, eventId, playerId } as Penalty);
    const ids = new Set(group.map((row) => row.id));
    for (const row of group) {
      const ruling = (row.effect as Effect | null)?.ruling;
      if (ruling) for (const sibling of await this.penalties.ofRuling(ruling, change.tx)) ids.add(sibling.id);
    }
    for (const id of [...ids].sort()) await change.lockPenalty(id);
  }

  /** Called with a newly paired round: effects waiting for "the next match" land there. */
  private async applyPendingToRound(change: Change, eventId: string, roundId: string) {
    const waiting = await this.penalties.pendingNextMatch(change, eventId);
    if (!waiting.length) return;
    const matches = await this.tournament.matchesOfRound(roundId, change);
    for (const penalty of waiting) {
      const match = matches.find((m) => m.player2Id !== null && (m.player1Id === penalty.playerId || m.player2Id === penalty.playerId));
      const kind = (penalty.effect as Effect).kind;
      if (match && kind !== 'NONE') await this.applyToMatch(change, [{ penalty, kind }], match.id);
    }
  }

  /**
   * The round ends (the next round, phase or top cut is about to be paired, under the event lock):
   * a player given a Match Loss for not being seated 10 minutes into the round who did not report
   * to the head judge or scorekeeper by then is dropped (IPG 3.1, judge-handbook-ja.txt:18488
   * 「ラウンドの終了までに」), audited.
   */
  private async dropLatePlayers(change: Change, eventId: string): Promise<boolean> {
    const waiting = await this.penalties.pendingDrops(change, eventId);
    for (const penalty of waiting) {
      const { wasDropped } = await this.players.dropByPenalty(change, eventId, penalty.playerId);
      const effect = penalty.effect as Effect;
      const after = await this.penalties.update(change.tx, penalty.id, { effect: { ...effect, dropPending: false, dropped: !wasDropped } });
      await change.audit({
        eventId,
        action: 'penalty.dropAtRoundEnd',
        entityType: 'Penalty',
        entityId: penalty.id,
        before: penalty,
        after,
      });
      change.publish({ eventId, kind: 'PENALTY_CHANGED' });
    }
    return waiting.length > 0;
  }

  /**
   * Undoes a penalty's effect: the match's score as it was before the penalty if nobody changed it
   * since, and a drop or disqualification. A Game Loss revoked after the players reported the
   * match takes back only the game it gave: the games they played stand (IPG 1.1 counts the
   * awarded game as the offender's loss, so the slip holds it). One penalty of a ruling for both
   * players: the match goes back to before the ruling and the ruling's other penalties are applied
   * again without it (one Match Loss left: the opponent wins; one Game Loss left: the opponent gets
   * the game). A penalty that replaced lighter linked ones (IPG 1) gives the most severe of them
   * its effect back.
   */
  async undo(change: Change, penalty: PenaltyWithPlayer, restoreLinked = true): Promise<void> {
    const effect = penalty.effect as Effect | null;
    // The lock order: every penalty this may change again is locked before the match.
    if (effect?.ruling) for (const row of await this.penalties.ofRuling(effect.ruling, change.tx)) await change.lockPenalty(row.id);
    if (restoreLinked) for (const row of await this.replacedBy(change, penalty)) await change.lockPenalty(row.id);
    let restoredMatch = false;
    if (effect?.matchId && effect.before && effect.after) {
      const match = await this.matches.lock(change, effect.matchId);
      const now = match && scoreOf(match);
      let restored: MatchScore | null = null;
      if (now && sameScore(now, effect.after)) restored = { ...effect.before, doubleLoss: effect.before.doubleLoss ?? false };
      else if (match && now && effect.kind === 'GAME_LOSS' && !effect.offsetting) {
        const field = match.player1Id === penalty.playerId ? 'player2Wins' : 'player1Wins';
        if (now[field] > 0) restored = { ...now, [field]: now[field] - 1 };
      }
      if (match && now && restored) {
        await this.matches.update(change, match, restored);
        restoredMatch = sameScore(now, effect.after);
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
    if (effect?.ruling && effect.matchId && restoredMatch) await this.reapplyRuling(change, penalty, effect.ruling, effect.matchId);
    if (restoreLinked) await this.restoreSuperseded(change, penalty);
  }

  /** The rest of a ruling, applied again to its match after one of its penalties was revoked. */
  private async reapplyRuling(change: Change, revoked: PenaltyWithPlayer, ruling: string, matchId: string) {
    const siblings = (await this.penalties.ofRuling(ruling, change.tx)).filter(
      (row) => row.id !== revoked.id && row.status === 'APPLIED' && (row.effect as Effect | null)?.matchId === matchId,
    );
    const landings: Landing[] = [];
    for (const sibling of siblings) {
      const kind = (sibling.effect as Effect).kind;
      if (kind !== 'NONE') landings.push({ penalty: sibling, kind });
    }
    if (landings.length) await this.applyToMatchAll(change, landings, matchId);
  }

  /**
   * IPG 1 (judge-handbook-ja.txt:18032 「最も重い懲罰を課す」): a penalty linked to an earlier one for
   * the same error. When a penalty of its group is at least as severe, this one is recorded with no
   * effect (the updated row is returned); otherwise the lighter ones' effects are undone and marked
   * as replaced by this one, and null is returned: this one takes effect.
   */
  private async settleLinked(change: Change, penalty: PenaltyWithPlayer): Promise<PenaltyWithPlayer | null> {
    if (!penalty.relatedToId) return null;
    const catalog = findCatalog(penalty.catalog);
    if (!catalog) return null;
    const others = (await this.linkedGroup(change, penalty)).filter(
      (row) => row.id !== penalty.id && row.status === 'APPLIED' && !(row.effect as Effect | null)?.supersededBy,
    );
    const chosen = mostSevereOfLinked(catalog, [...others, penalty]);
    if (chosen && chosen.id !== penalty.id) {
      return this.penalties.update(change.tx, penalty.id, { effect: { kind: 'NONE', pending: false, supersededBy: chosen.id } });
    }
    for (const other of others) {
      await change.lockPenalty(other.id);
      const locked = (await this.penalties.findById(other.id, change.tx))!;
      await this.undo(change, locked, false);
      const after = await this.penalties.update(change.tx, other.id, {
        effect: { kind: 'NONE', pending: false, supersededBy: penalty.id },
      });
      await change.audit({
        eventId: penalty.eventId,
        action: 'penalty.superseded',
        entityType: 'Penalty',
        entityId: other.id,
        before: locked,
        after,
      });
    }
    return null;
  }

  /** The penalties linked with this one (IPG 1): its player's penalties reachable through `relatedToId`, in the order logged. */
  private async linkedGroup(change: Change, penalty: Penalty): Promise<PenaltyWithPlayer[]> {
    const all = await this.penalties.list({ eventId: penalty.eventId, playerId: penalty.playerId }, change.tx);
    const group = new Set([penalty.id]);
    for (let grown = true; grown;) {
      grown = false;
      for (const row of all) {
        if (row.relatedToId === null || group.has(row.id) === group.has(row.relatedToId)) continue;
        group.add(row.id).add(row.relatedToId);
        grown = true;
      }
    }
    return all.filter((row) => group.has(row.id));
  }

  /** A revoked penalty that had replaced lighter linked ones: the most severe of them takes effect again. */
  private async restoreSuperseded(change: Change, revoked: PenaltyWithPlayer) {
    const replaced = await this.replacedBy(change, revoked);
    const catalog = findCatalog(revoked.catalog);
    const chosen = catalog && mostSevereOfLinked(catalog, replaced);
    if (!chosen) return;
    for (const row of replaced) {
      if (row.id !== chosen.id)
        await this.penalties.update(change.tx, row.id, { effect: { kind: 'NONE', pending: false, supersededBy: chosen.id } });
    }
    const fresh = await this.penalties.update(change.tx, chosen.id, { effect: Prisma.DbNull });
    const applied = await this.apply(change, { ...fresh, relatedToId: null });
    await change.audit({
      eventId: revoked.eventId,
      action: 'penalty.reinstated',
      entityType: 'Penalty',
      entityId: chosen.id,
      before: chosen,
      after: applied,
    });
  }

  /** The applied penalties a linked, more severe one replaced (IPG 1). */
  private async replacedBy(change: Change, penalty: Penalty) {
    return (await this.penalties.list({ eventId: penalty.eventId, playerId: penalty.playerId }, change.tx)).filter(
      (row) => row.status === 'APPLIED' && (row.effect as Effect | null)?.supersededBy === penalty.id,
    );
  }

  /** The penalty waits for the player's next match (IPG 1.1, 3.4). */
  private carry(change: Change, penalty: PenaltyWithPlayer | Penalty, kind: Landing['kind']) {
    const previous = penalty.effect as Effect | null;
    const carried: Effect = {
      kind,
      pending: true,
      ...(previous?.dropPending ? { dropPending: true } : {}),
      ...(penalty.roundNumber ? { carriedFromRound: penalty.roundNumber } : {}),
    };
    return this.penalties.update(change.tx, penalty.id, { effect: carried });
  }

  private async applyToMatch(change: Change, landings: Landing[], matchId: string): Promise<PenaltyWithPlayer> {
    return (await this.applyToMatchAll(change, landings, matchId))[0];
  }

  /** Lands penalties on a match as one batch (one ruling), through the engine's `applyPenaltiesToScore`. */
  private async applyToMatchAll(change: Change, landings: Landing[], matchId: string): Promise<PenaltyWithPlayer[]> {
    const match = (await this.matches.lock(change, matchId))!;
    const ruling = landings.length > 1 ? (landings[0].penalty.ruling ?? landings[0].penalty.id) : undefined;
    const scored = applyPenaltiesToScore(
      match,
      landings.map(({ penalty, kind }) => ({
        offender: match.player1Id === penalty.playerId ? 'player1' : 'player2',
        kind,
        batch: ruling ?? penalty.id,
      })),
      match.round.event.bestOf,
    );
    const baseOf = (penalty: Penalty, kind: Landing['kind']): Effect => {
      const previous = penalty.effect as Effect | null;
      return {
        kind,
        pending: false,
        ...(previous?.dropped ? { dropped: true } : {}),
        ...(previous?.dropPending ? { dropPending: true } : {}),
        ...(previous?.carriedFromRound ? { carriedFromRound: previous.carriedFromRound } : {}),
      };
    };
    if (!scored.ok) {
      // The match is already decided for these games: the penalty carries to the next match.
      const carried: PenaltyWithPlayer[] = [];
      for (const { penalty, kind } of landings) {
        const base = baseOf(penalty, kind);
        carried.push(
          await this.penalties.update(change.tx, penalty.id, {
            matchId: null,
            effect: { ...base, pending: true, carriedFromRound: base.carriedFromRound ?? match.round.number },
          }),
        );
      }
      return carried;
    }
    const before = scoreOf(match);
    // A Game Loss that gives the opponent the games the match needs (a second one in a best of
    // three: 0–2) decides it, like a Match Loss does (IPG 1.1): the match is final and counts. Both
    // players losing it is a double loss (IPG 4.3 example A): final, nobody won.
    const after: MatchScore = {
      ...scored.value.score,
      status: scored.value.decided ? 'FINAL' : match.status,
      doubleLoss: scored.value.matchLoss === 'both' || match.doubleLoss,
    };
    await this.matches.update(change, match, after);
    const ids = landings.map(({ penalty }) => penalty.id);
    await change.audit({
      eventId: match.round.eventId,
      action: 'result.penalty',
      entityType: 'Match',
      entityId: matchId,
      before,
      after: { ...after, penaltyId: ids[0], ...(ruling ? { penaltyIds: ids } : {}) },
    });
    const offsetting = scored.value.offsettingBatches > 0 && landings.every(({ kind }) => kind === 'GAME_LOSS');
    const updated: PenaltyWithPlayer[] = [];
    for (const { penalty, kind } of landings) {
      updated.push(
        await this.penalties.update(change.tx, penalty.id, {
          matchId,
          roundNumber: match.round.number,
          effect: {
            ...baseOf(penalty, kind),
            matchId,
            before,
            after,
            ...(ruling ? { ruling } : {}),
            ...(offsetting ? { offsetting } : {}),
          },
        }),
      );
    }
    return updated;
  }
}

/** Where the offender stands: the judge's word, else read from the match (a report sent: over). */
function situationOf(match: MatchInContext | null, matchState: string | null): CurrentMatch {
  return currentMatchOf(
    match && {
      games: match.player1Wins + match.player2Wins + match.draws,
      reported: match.status === 'REPORTED' || match.status === 'DISPUTED',
      final: match.status === 'FINAL',
      roundClosed: match.round.closedAt !== null,
    },
    (matchState as MatchState | null) ?? undefined,
  );
}

/** The variant recorded with a penalty, from the catalog it was logged under. */
function variantOf(penalty: Penalty) {
  if (!penalty.variant) return undefined;
  const catalog = findCatalog(penalty.catalog);
  return catalog && findInfraction(catalog, penalty.infraction)?.variants.find((variant) => variant.id === penalty.variant);
}
