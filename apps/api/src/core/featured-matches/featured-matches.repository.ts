import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../platform/database';
import type { Db } from '../../platform/database';
import type { FeaturedMatch, GameWinner } from '../../generated/prisma/client';

export type FeaturedMatchRow = FeaturedMatch;

/** The featured matches' rows; the match row itself is core/tournament's (locked through MatchSteps). */
@Injectable()
export class FeaturedMatchesRepository {
  constructor(private readonly prisma: PrismaService) {}

  find(db: Db, matchId: string): Promise<FeaturedMatchRow | null> {
    return db.featuredMatch.findUnique({ where: { matchId } });
  }

  /** A round's matches marked featured now (of this event: a round id of another event finds none). */
  featuredOfRound(eventId: string, roundId: string, db: Db = this.prisma): Promise<FeaturedMatchRow[]> {
    return db.featuredMatch.findMany({ where: { eventId, roundId, featured: true } });
  }

  mark(db: Db, match: { matchId: string; eventId: string; roundId: string }, featured: boolean): Promise<FeaturedMatchRow> {
    return db.featuredMatch.upsert({
      where: { matchId: match.matchId },
      create: { ...match, featured, games: [] },
      update: { featured },
    });
  }

  setGames(db: Db, matchId: string, games: GameWinner[]): Promise<FeaturedMatchRow> {
    return db.featuredMatch.update({ where: { matchId }, data: { games } });
  }
}
