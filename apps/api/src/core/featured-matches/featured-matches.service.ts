import { Injectable } from '@nestjs/common';
import { validateResult, winsNeeded } from '@taikai/engine';
import { EventAccessService } from '../../platform/access';
import type { Viewer } from '../../platform/common';
import { UnitOfWork } from '../../platform/database';
import type { Change } from '../../platform/database';
import { AppError } from '../../platform/errors';
import type { GameWinner } from '../../generated/prisma/enums';
import { MatchSteps, TournamentState } from '../tournament';
import type { MatchInContext } from '../tournament';
import { FeaturedMatchesRepository } from './featured-matches.repository';
import type { FeaturedMatchRow } from './featured-matches.repository';
import type { FeaturedMatchModel } from './featured-match.model';

/** A featured match's games as a score: games won by each player and drawn games. */
export function gameScoreOf(games: readonly GameWinner[]) {
  return {
    player1Wins: games.filter((game) => game === 'PLAYER1').length,
    player2Wins: games.filter((game) => game === 'PLAYER2').length,
    draws: games.filter((game) => game === 'DRAW').length,
  };
}

function toModel(row: Pick<FeaturedMatchRow, 'matchId' | 'featured' | 'games'>): FeaturedMatchModel {
  return { matchId: row.matchId, featured: row.featured, games: row.games };
}

/**
 * Coverage: staff (those who may record results) mark matches of a round as featured, for a
 * stream or a screen, and record their games as they are played. The games are shown, never
 * counted: the match's result still comes from its players' reports or staff's `recordResult`.
 * Every change locks the match (so two staff at one table take turns), is audited, and publishes
 * FEATURE_CHANGED to everyone watching the event (the overlay refetches on it).
 */
@Injectable()
export class FeaturedMatchesService {
  constructor(
    private readonly featured: FeaturedMatchesRepository,
    private readonly tournament: TournamentState,
    private readonly steps: MatchSteps,
    private readonly access: EventAccessService,
    private readonly uow: UnitOfWork,
  ) {}

  /** The round's featured matches, for staff. */
  async ofRound(viewer: Viewer, eventId: string, roundId: string): Promise<FeaturedMatchModel[]> {
    await this.access.require(viewer, eventId, 'event.read');
    return (await this.featured.featuredOfRound(eventId, roundId)).map(toModel);
  }

  /** The round's featured matches, for the event's public page (no access check: the page checks its settings). */
  async publicOfRound(eventId: string, roundId: string): Promise<FeaturedMatchRow[]> {
    return this.featured.featuredOfRound(eventId, roundId);
  }

  /** Marks the match featured, or not. A bye or a round not yet published cannot be featured. */
  async setFeatured(viewer: Viewer, matchId: string, featured: boolean): Promise<FeaturedMatchModel> {
    const match = await this.tournament.existingMatch(matchId);
    await this.access.require(viewer, match.round.eventId, 'results.record');
    if (!match.player2Id) throw new AppError('MATCH_IS_BYE');
    if (!match.round.publishedAt) throw new AppError('ROUND_NOT_PUBLISHED');
    return this.uow.run(viewer, async (change) => {
      const locked = await this.steps.lockExisting(change, matchId);
      const before = await this.featured.find(change.tx, matchId);
      if ((before?.featured ?? false) === featured) return toModel(before ?? { matchId, featured, games: [] });
      const after = await this.featured.mark(change.tx, { matchId, eventId: locked.round.eventId, roundId: locked.roundId }, featured);
      await this.audited(change, locked, featured ? 'coverage.feature' : 'coverage.unfeature', before, after);
      return toModel(after);
    });
  }

  /**
   * One more game of a featured match, won by `winner` or drawn. Refused once a player has won
   * the match's games (MTR 2.1: the match ends when the first does; GAME_BEYOND_BEST_OF), and for
   * a score the engine refuses (`validateResult`: e.g. more drawn games than the best-of), a
   * match that is final or of a closed round.
   */
  async recordGame(viewer: Viewer, matchId: string, winner: GameWinner): Promise<FeaturedMatchModel> {
    return this.changeGames(viewer, matchId, 'coverage.game', (games, match) => {
      const bestOf = match.round.event.bestOf;
      const score = gameScoreOf(games);
      if (Math.max(score.player1Wins, score.player2Wins) >= winsNeeded(bestOf)) throw new AppError('GAME_BEYOND_BEST_OF', { bestOf });
      const next = [...games, winner];
      const checked = validateResult(gameScoreOf(next), bestOf);
      if (!checked.ok) throw new AppError(checked.error.code, { bestOf });
      return next;
    });
  }

  /** Takes back the last game recorded (a wrong button, a game given to the wrong player). */
  async undoGame(viewer: Viewer, matchId: string): Promise<FeaturedMatchModel> {
    return this.changeGames(viewer, matchId, 'coverage.undoGame', (games) => {
      if (games.length === 0) throw new AppError('NO_GAME_TO_UNDO');
      return games.slice(0, -1);
    });
  }

  private async changeGames(
    viewer: Viewer,
    matchId: string,
    action: string,
    next: (games: GameWinner[], match: MatchInContext) => GameWinner[],
  ): Promise<FeaturedMatchModel> {
    const match = await this.tournament.existingMatch(matchId);
    await this.access.require(viewer, match.round.eventId, 'results.record');
    return this.uow.run(viewer, async (change) => {
      const locked = await this.steps.lockExisting(change, matchId);
      const before = await this.featured.find(change.tx, matchId);
      if (!before?.featured) throw new AppError('MATCH_NOT_FEATURED');
      if (locked.status === 'FINAL') throw new AppError('MATCH_ALREADY_FINAL');
      if (locked.round.closedAt) throw new AppError('ROUND_CLOSED');
      const after = await this.featured.setGames(change.tx, matchId, next(before.games, locked));
      await this.audited(change, locked, action, before, after);
      return toModel(after);
    });
  }

  private async audited(change: Change, match: MatchInContext, action: string, before: FeaturedMatchRow | null, after: FeaturedMatchRow) {
    await change.audit({
      eventId: match.round.eventId,
      action,
      entityType: 'Match',
      entityId: match.id,
      before: before ? { featured: before.featured, games: before.games } : { featured: false, games: [] },
      after: { featured: after.featured, games: after.games },
    });
    change.publish({ eventId: match.round.eventId, kind: 'FEATURE_CHANGED', roundNumber: match.round.number, matchId: match.id });
  }
}
