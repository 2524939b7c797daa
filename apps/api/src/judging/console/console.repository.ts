import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../platform/database';

export interface ConsoleRow {
  eventId: string;
  name: string;
  status: string;
  main: boolean;
  roundNumber: number | null;
  startedAt: Date | null;
  endsAt: Date | null;
  pausedAt: Date | null;
  closedAt: Date | null;
  remainingSeconds: number | null;
  matches: number;
  outstanding: string[];
  disputed: string[];
  openCalls: number;
  takenCalls: number;
}

/**
 * The console reads rows of several features (events, rounds, matches, hall seats, judge calls)
 * in one statement: 50 running events refresh in well under 200 ms (bench step `console`).
 */
@Injectable()
export class ConsoleRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * The convention's running events, what needs a person first: disputes and open calls (most
   * first), then the clock closest to time (over time first, untimed last), then most outstanding.
   */
  runningEvents(conventionId: string): Promise<ConsoleRow[]> {
    return this.prisma.$queryRaw<ConsoleRow[]>`
      SELECT e.id AS "eventId", e.name, e.status::text AS status, ce.main,
             r.number AS "roundNumber", r."startedAt", r."endsAt", r."pausedAt", r."closedAt",
             CASE WHEN r."startedAt" IS NOT NULL AND r."endsAt" IS NOT NULL AND r."closedAt" IS NULL
                  THEN floor(extract(epoch FROM r."endsAt" - coalesce(r."pausedAt", now())))::int END AS "remainingSeconds",
             coalesce(m.matches, 0) AS matches,
             coalesce(m.outstanding, '{}') AS outstanding,
             coalesce(m.disputed, '{}') AS disputed,
             coalesce(c.open, 0) AS "openCalls",
             coalesce(c.taken, 0) AS "takenCalls"
      FROM "ConventionEvent" ce
      JOIN "Event" e ON e.id = ce."eventId" AND e.status IN ('RUNNING', 'TOP_CUT')
      LEFT JOIN LATERAL (
        SELECT * FROM "Round" WHERE "eventId" = e.id ORDER BY number DESC LIMIT 1
      ) r ON true
      LEFT JOIN LATERAL (
        SELECT count(*)::int AS matches,
               array_agg(coalesce(s.label, mt."table"::text) ORDER BY ht.area, ht.row, ht.number, mt."table")
                 FILTER (WHERE mt.status <> 'FINAL') AS outstanding,
               array_agg(coalesce(s.label, mt."table"::text) ORDER BY ht.area, ht.row, ht.number, mt."table")
                 FILTER (WHERE mt.status = 'DISPUTED') AS disputed
        FROM "Match" mt
        LEFT JOIN "HallSeat" s ON s."matchId" = mt.id
        LEFT JOIN "HallTable" ht ON ht."conventionId" = s."conventionId" AND ht.label = s.label
        WHERE mt."roundId" = r.id AND mt."player2Id" IS NOT NULL
      ) m ON true
      LEFT JOIN LATERAL (
        SELECT count(*) FILTER (WHERE status = 'OPEN')::int AS open, count(*) FILTER (WHERE status = 'TAKEN')::int AS taken
        FROM "JudgeCall" WHERE "eventId" = e.id AND status <> 'CLOSED'
      ) c ON true
      WHERE ce."conventionId" = ${conventionId}::uuid
      ORDER BY cardinality(coalesce(m.disputed, '{}')) + coalesce(c.open, 0) DESC,
               "remainingSeconds" ASC NULLS LAST,
               cardinality(coalesce(m.outstanding, '{}')) DESC,
               e.name, e.id`;
  }
}
