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

export interface ConventionJudgeCallRow {
  id: string;
  eventId: string;
  eventName: string;
  status: 'OPEN' | 'TAKEN';
  createdAt: Date;
  takenAt: Date | null;
  table: string | null;
  area: string | null;
  playerName: string;
  takenByName: string | null;
}

export interface StaffCountRow {
  userId: string;
  name: string;
  callsTaken: number;
  callsClosed: number;
  penalties: number;
}

/**
 * The console reads rows of several features (events, rounds, matches, hall seats, judge calls, penalties, shifts)
 * in one statement: 50 running events refresh in well under 200 ms (bench step `console`).
 */
@Injectable()
export class ConsoleRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * The calls waiting in the convention's running events, or with a judge: waiting first, oldest
   * first, each at its hall label and area; only an area's when one is named.
   */
  judgeCalls(conventionId: string, area: string | null): Promise<ConventionJudgeCallRow[]> {
    return this.prisma.$queryRaw<ConventionJudgeCallRow[]>`
      SELECT jc.id, jc."eventId", e.name AS "eventName", jc.status::text AS status, jc."createdAt", jc."takenAt",
             coalesce(s.label, mt."table"::text) AS "table", ht.area, p.name AS "playerName", u.name AS "takenByName"
      FROM "ConventionEvent" ce
      JOIN "Event" e ON e.id = ce."eventId" AND e.status IN ('RUNNING', 'TOP_CUT')
      JOIN "JudgeCall" jc ON jc."eventId" = e.id AND jc.status <> 'CLOSED'
      JOIN "Player" p ON p.id = jc."playerId"
      LEFT JOIN "Match" mt ON mt.id = jc."matchId"
      LEFT JOIN "HallSeat" s ON s."matchId" = jc."matchId"
      LEFT JOIN "HallTable" ht ON ht."conventionId" = s."conventionId" AND ht.label = s.label
      LEFT JOIN "User" u ON u.id = jc."takenById"
      WHERE ce."conventionId" = ${conventionId}::uuid AND (${area}::text IS NULL OR ht.area = ${area}::text)
      ORDER BY jc.status = 'OPEN' DESC, jc."createdAt", jc.id`;
  }

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

  /**
   * Per person of the staff pool, and anyone else who took a call or issued a penalty in the
   * convention's events: calls taken, closed, penalties issued there; by name.
   */
  staffCounts(conventionId: string): Promise<StaffCountRow[]> {
    return this.prisma.$queryRaw<StaffCountRow[]>`
      WITH events AS (SELECT "eventId" FROM "ConventionEvent" WHERE "conventionId" = ${conventionId}::uuid),
      calls AS (
        SELECT "takenById" AS "userId", count(*)::int AS taken, count(*) FILTER (WHERE status = 'CLOSED')::int AS closed
        FROM "JudgeCall" WHERE "eventId" IN (SELECT "eventId" FROM events) AND "takenById" IS NOT NULL
        GROUP BY "takenById"
      ),
      issued AS (
        SELECT "judgeId" AS "userId", count(*)::int AS penalties
        FROM "Penalty" WHERE "eventId" IN (SELECT "eventId" FROM events)
        GROUP BY "judgeId"
      ),
      staff AS (
        SELECT "userId" FROM "ConventionShift" WHERE "conventionId" = ${conventionId}::uuid
        UNION SELECT "userId" FROM calls
        UNION SELECT "userId" FROM issued
      )
      SELECT u.id AS "userId", u.name, coalesce(c.taken, 0) AS "callsTaken", coalesce(c.closed, 0) AS "callsClosed",
             coalesce(i.penalties, 0) AS penalties
      FROM staff s
      JOIN "User" u ON u.id = s."userId"
      LEFT JOIN calls c ON c."userId" = s."userId"
      LEFT JOIN issued i ON i."userId" = s."userId"
      ORDER BY u.name, u.id`;
  }
}
