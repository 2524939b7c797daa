import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';
import type { Db } from '../database/unit-of-work';
import { Prisma } from '../generated/prisma/client';
import type { MatchStatus, PhaseKind, ResultReport } from '../generated/prisma/client';

/** A match with what result rules need about its round, phase and event, and its players' names. */
export interface MatchInContext {
  id: string;
  roundId: string;
  table: number;
  player1Id: string;
  player2Id: string | null;
  player1Wins: number;
  player2Wins: number;
  draws: number;
  status: MatchStatus;
  overrideReason: string | null;
  extensionMinutes: number;
  updatedAt: Date;
  player1: { id: string; name: string };
  player2: { id: string; name: string } | null;
  round: {
    id: string;
    eventId: string;
    number: number;
    publishedAt: Date | null;
    closedAt: Date | null;
    phase: { kind: PhaseKind };
    event: { id: string; bestOf: number; ruleProfile: string };
  };
}

type MatchContextRow = Omit<MatchInContext, 'player1' | 'player2' | 'round'> & {
  player1Name: string;
  player2Name: string | null;
  roundEventId: string;
  roundNumber: number;
  roundPublishedAt: Date | null;
  roundClosedAt: Date | null;
  phaseKind: PhaseKind;
  eventBestOf: number;
  eventRuleProfile: string;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MATCH_COLUMNS = ['player1Wins', 'player2Wins', 'draws', 'status', 'overrideReason', 'extensionMinutes', 'updatedAt'] as const;

/**
 * The result paths run during a round-end storm (thousands of reports a minute), so a match and
 * its context are read in one query (joins) rather than one per relation, and a report reads the
 * reports it needs in one query too.
 */
@Injectable()
export class ResultsRepository {
  constructor(private readonly prisma: PrismaService) {}

  findMatch(id: string, db: Db = this.prisma): Promise<MatchInContext | null> {
    return this.matchInContext(db, id, false);
  }

  /** Locks the match row until the transaction ends, so two reports for it never interleave. */
  lockMatch(db: Db, id: string): Promise<MatchInContext | null> {
    return this.matchInContext(db, id, true);
  }

  /** Changes the match's own columns; its context (round, event, players) does not change here. */
  async updateMatch(db: Db, match: MatchInContext, data: Prisma.MatchUncheckedUpdateInput): Promise<MatchInContext> {
    const select = Object.fromEntries(MATCH_COLUMNS.map((column) => [column, true])) as Record<(typeof MATCH_COLUMNS)[number], true>;
    const after = await db.match.update({ where: { id: match.id }, data, select });
    return { ...match, ...after };
  }

  /**
   * In one query: the player's report with this request key (any match: a key is stored once per
   * player), and the opponent's latest report on this match.
   */
  async reportsForReport(db: Db, match: { id: string }, playerId: string, opponentId: string | null, requestKey: string) {
    const rows = await db.resultReport.findMany({
      where: { OR: [{ playerId, requestKey }, ...(opponentId ? [{ matchId: match.id, playerId: opponentId }] : [])] },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
    return {
      retry: rows.find((row) => row.playerId === playerId && row.requestKey === requestKey),
      theirs: opponentId ? rows.find((row) => row.matchId === match.id && row.playerId === opponentId) : undefined,
    };
  }

  insertReport(db: Db, data: Prisma.ResultReportUncheckedCreateInput): Promise<ResultReport> {
    return db.resultReport.create({ data });
  }

  latestReport(matchId: string, playerId: string, db: Db = this.prisma) {
    return db.resultReport.findFirst({ where: { matchId, playerId }, orderBy: { createdAt: 'desc' } });
  }

  reportsOf(matchId: string) {
    return this.prisma.resultReport.findMany({ where: { matchId }, orderBy: { createdAt: 'asc' } });
  }

  private async matchInContext(db: Db, id: string, lock: boolean): Promise<MatchInContext | null> {
    if (!UUID.test(id)) return null;
    const rows = lock
      ? await db.$queryRaw<MatchContextRow[]>`${MATCH_IN_CONTEXT} WHERE m.id = ${id}::uuid FOR UPDATE OF m`
      : await db.$queryRaw<MatchContextRow[]>`${MATCH_IN_CONTEXT} WHERE m.id = ${id}::uuid`;
    return rows.length ? toMatchInContext(rows[0]) : null;
  }
}

const MATCH_IN_CONTEXT = Prisma.sql`
  SELECT m.id::text AS "id", m."roundId"::text AS "roundId", m."table", m."player1Id"::text AS "player1Id", m."player2Id"::text AS "player2Id",
         m."player1Wins", m."player2Wins", m.draws, m.status::text AS "status", m."overrideReason", m."extensionMinutes", m."updatedAt",
         p1.name AS "player1Name", p2.name AS "player2Name",
         r."eventId"::text AS "roundEventId", r.number AS "roundNumber", r."publishedAt" AS "roundPublishedAt", r."closedAt" AS "roundClosedAt",
         ph.kind::text AS "phaseKind", e."bestOf" AS "eventBestOf", e."ruleProfile" AS "eventRuleProfile"
  FROM "Match" m
  JOIN "Round" r ON r.id = m."roundId"
  JOIN "Phase" ph ON ph.id = r."phaseId"
  JOIN "Event" e ON e.id = r."eventId"
  JOIN "Player" p1 ON p1.id = m."player1Id"
  LEFT JOIN "Player" p2 ON p2.id = m."player2Id"`;

function toMatchInContext(row: MatchContextRow): MatchInContext {
  return {
    id: row.id,
    roundId: row.roundId,
    table: row.table,
    player1Id: row.player1Id,
    player2Id: row.player2Id,
    player1Wins: row.player1Wins,
    player2Wins: row.player2Wins,
    draws: row.draws,
    status: row.status,
    overrideReason: row.overrideReason,
    extensionMinutes: row.extensionMinutes,
    updatedAt: row.updatedAt,
    player1: { id: row.player1Id, name: row.player1Name },
    player2: row.player2Id === null ? null : { id: row.player2Id, name: row.player2Name! },
    round: {
      id: row.roundId,
      eventId: row.roundEventId,
      number: row.roundNumber,
      publishedAt: row.roundPublishedAt,
      closedAt: row.roundClosedAt,
      phase: { kind: row.phaseKind },
      event: { id: row.roundEventId, bestOf: row.eventBestOf, ruleProfile: row.eventRuleProfile },
    },
  };
}
