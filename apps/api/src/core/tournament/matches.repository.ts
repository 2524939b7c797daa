import { Injectable } from '@nestjs/common';
import { AuditRecord, insertAuditEntriesSql } from '../../platform/audit';
import { isUuid } from '../../platform/common';
import { PrismaService, SqlPool, SqlStatement } from '../../platform/database';
import type { Change, Db } from '../../platform/database';
import { Prisma } from '../../generated/prisma/client';
import type { MatchStatus, PhaseKind, PlayoffDrawPolicy, ResultReport } from '../../generated/prisma/client';

const matchWithPlayers = {
  player1: { select: { id: true, name: true } },
  player2: { select: { id: true, name: true } },
} as const;
const withRound = { ...matchWithPlayers, round: { select: { number: true, eventId: true, publishedAt: true, closedAt: true } } } as const;

/** A match to store: a table and its players, and for byes their result and status. */
export type NewMatch = Pick<
  Prisma.MatchCreateManyInput,
  'table' | 'player1Id' | 'player2Id' | 'player1Wins' | 'player2Wins' | 'draws' | 'status' | 'teamMatchId' | 'teamSlot'
>;

export type MatchRow = Prisma.MatchGetPayload<{ include: typeof matchWithPlayers }>;
export type MatchWithRound = Prisma.MatchGetPayload<{ include: typeof withRound }>;

/**
 * Everything the engine needs about an event: its rows with its players, its phases (by number)
 * with their entries, its rounds (by number) with their matches (by table). Read in one statement
 * (`loadEventStates`).
 */
export type EventState = Prisma.EventGetPayload<{
  include: { players: true; phases: { include: { entries: true } }; rounds: { include: { matches: true } } };
}>;

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
  /** Both players lost the match by penalty (IPG 4.3 example A). */
  doubleLoss: boolean;
  /** A seat match of a team event: its team match and slot (A, B, C or SHARED); null otherwise. */
  teamMatchId: string | null;
  teamSlot: string | null;
  updatedAt: Date;
  player1: { id: string; name: string };
  player2: { id: string; name: string } | null;
  round: {
    id: string;
    eventId: string;
    number: number;
    publishedAt: Date | null;
    closedAt: Date | null;
    /** The round clock: when time is called (null: no clock), and since when it is paused. */
    endsAt: Date | null;
    pausedAt: Date | null;
    phase: { kind: PhaseKind };
    event: { id: string; bestOf: number; ruleProfile: string; playoffDrawPolicy: PlayoffDrawPolicy; teamFormat: string | null };
  };
}

/** What a player's report is decided on: the match as read, and the reports that matter to it. */
export interface MatchForReport {
  match: MatchInContext;
  /** The row version the match was read at; the report is stored only if it is still current. */
  version: string;
  /** This player already sent a report with this request key (on any match). */
  retried: boolean;
  /** The opponent's latest report on this match. */
  theirs: (GameScore & { id: string }) | null;
  /** Not read but remembered (`MatchesRepository.reported`): only a store may be decided on it. */
  remembered: boolean;
}

type GameScore = Pick<ResultReport, 'player1Wins' | 'player2Wins' | 'draws'>;

type MatchContextRow = Omit<MatchInContext, 'player1' | 'player2' | 'round'> & {
  player1Name: string;
  player2Name: string | null;
  roundEventId: string;
  roundNumber: number;
  roundPublishedAt: Date | null;
  roundClosedAt: Date | null;
  roundEndsAt: Date | null;
  roundPausedAt: Date | null;
  phaseKind: PhaseKind;
  eventBestOf: number;
  eventRuleProfile: string;
  eventPlayoffDrawPolicy: PlayoffDrawPolicy;
  eventTeamFormat: string | null;
};

const MATCH_COLUMNS = [
  'player1Wins',
  'player2Wins',
  'draws',
  'status',
  'overrideReason',
  'extensionMinutes',
  'doubleLoss',
  'teamMatchId',
  'teamSlot',
  'updatedAt',
] as const;

/**
 * The one owner of match rows (and the reports on them): every read, write and row lock of a
 * match goes through here, for results, penalties, pairings and the top cut alike.
 * The result paths run during a round-end storm (thousands of reports a minute), so a match and
 * its context are read in one query (joins) rather than one per relation, and a report reads the
 * reports it needs in one query too.
 */
@Injectable()
export class MatchesRepository {
  /**
   * What the last report stored from this process left each match as (least recently stored
   * first): at a round end both players report, and the second report is decided on this instead
   * of reading the match again. Only a store may be decided on it: the store's condition is the
   * row versions it names, so if anything changed since (another process, staff, the round, the
   * event), nothing is stored, the entry goes, and the report is read and decided again.
   */
  private readonly reported = new Map<
    string,
    { match: MatchInContext; version: string; latest: Map<string, GameScore & { id: string }> }
  >();

  constructor(
    private readonly prisma: PrismaService,
    private readonly sql: SqlPool,
  ) {}

  /** The event with its players, phases, rounds and every match: what the engine is given. */
  async loadEventState(eventId: string, db: Db = this.prisma): Promise<EventState | null> {
    return isUuid(eventId) ? ((await this.loadEventStates([eventId], db))[0] ?? null) : null;
  }

  /**
   * A version of each event's state: a hash of the row versions (\`xmin\`, new on every insert and
   * update) of the event and of its players, phases, phase entries, rounds and matches, so any
   * change to what \`loadEventState\` reads gives another. One statement, no rows carried out.
   */
  async eventVersions(eventIds: readonly string[]): Promise<Map<string, string>> {
    const rows = await this.prisma.$queryRaw<{ id: string; version: string }[]>`
      SELECT e.id::text AS id, md5(concat_ws('|', e.xmin::text,
        (SELECT string_agg(p.id::text || p.xmin::text, ',' ORDER BY p.id) FROM "Player" p WHERE p."eventId" = e.id),
        (SELECT string_agg(ph.id::text || ph.xmin::text, ',' ORDER BY ph.id) FROM "Phase" ph WHERE ph."eventId" = e.id),
        (SELECT string_agg(pe."playerId"::text || pe.xmin::text, ',' ORDER BY pe."phaseId", pe."playerId")
           FROM "PhaseEntry" pe JOIN "Phase" ph ON ph.id = pe."phaseId" WHERE ph."eventId" = e.id),
        (SELECT string_agg(r.id::text || r.xmin::text, ',' ORDER BY r.id) FROM "Round" r WHERE r."eventId" = e.id),
        (SELECT string_agg(m.id::text || m.xmin::text, ',' ORDER BY m.id)
           FROM "Match" m JOIN "Round" r ON r.id = m."roundId" WHERE r."eventId" = e.id))) AS version
      FROM "Event" e WHERE e.id = ANY(${[...eventIds]}::uuid[])`;
    return new Map(rows.map((row) => [row.id, row.version]));
  }

  /**
   * Several events' states in one statement (a series' standings; one event's for every pairing).
   * PostgreSQL builds each level as one JSON text and Node parses it natively: Prisma's include read
   * the 40,000 matches of a 10,000-player event in ~600 ms of CPU, most of it building its rows.
   */
  async loadEventStates(eventIds: readonly string[], db: Db = this.prisma): Promise<EventState[]> {
    const ids = eventIds.filter(isUuid);
    if (!ids.length) return [];
    const rows = await db.$queryRawUnsafe<EventStateRow[]>(EVENT_STATES, ids);
    return rows.map(toEventState);
  }

  find(id: string, db: Db = this.prisma): Promise<MatchInContext | null> {
    return this.matchInContext(db, id, Prisma.sql`WHERE m.id = ${id}::uuid`);
  }

  /** Locks the match row until the change ends, so two changes to it never interleave, and reads it. */
  async lock(change: Change, id: string): Promise<MatchInContext | null> {
    return (await change.lockMatch(id)) ? this.find(id, change.tx) : null;
  }

  /** The player's latest match (highest round), whatever its state. */
  latestOf(playerId: string, db: Db = this.prisma): Promise<MatchInContext | null> {
    return this.matchInContext(
      db,
      playerId,
      Prisma.sql`WHERE m."player1Id" = ${playerId}::uuid OR m."player2Id" = ${playerId}::uuid ORDER BY r.number DESC LIMIT 1`,
    );
  }

  /** Changes the match's own columns; its context (round, event, players) does not change here. */
  async update(db: Db, match: MatchInContext, data: Prisma.MatchUncheckedUpdateInput): Promise<MatchInContext> {
    const select = Object.fromEntries(MATCH_COLUMNS.map((column) => [column, true])) as Record<(typeof MATCH_COLUMNS)[number], true>;
    const after = await db.match.update({ where: { id: match.id }, data, select });
    return { ...match, ...after };
  }

  /**
   * The match with its context, its row version and the reports a player's report depends on,
   * read in one statement (one consistent snapshot) without a lock: see `storeReportIfUnchanged`.
   * `tx`: the change it is part of (a report with a drop); without one, a statement of its own,
   * or no statement when the state the last report from here stored is remembered (`remembered`
   * in the answer) and `fresh` is not asked for.
   */
  async matchForReport(
    matchId: string,
    playerId: string,
    requestKey: string,
    tx?: Prisma.TransactionClient,
    fresh = false,
  ): Promise<MatchForReport | null> {
    if (!isUuid(matchId)) return null;
    const known = tx || fresh ? undefined : this.reported.get(matchId);
    if (known) {
      const theirs = [...known.latest].find(([reporter]) => reporter !== playerId)?.[1] ?? null;
      // A retry is not known here: the store refuses a request key this player has already used.
      return { match: known.match, version: known.version, retried: false, theirs, remembered: true };
    }
    const rows = await this.statement<MatchForReportRow>(MATCH_FOR_REPORT, [matchId, playerId, requestKey], tx);
    if (!rows.length) return null;
    const row = rows[0];
    return {
      match: toMatchInContext(row),
      version: row.version,
      remembered: false,
      retried: row.retried,
      theirs:
        row.theirReportId === null
          ? null
          : { id: row.theirReportId, player1Wins: row.theirPlayer1Wins!, player2Wins: row.theirPlayer2Wins!, draws: row.theirDraws! },
    };
  }

  /**
   * Stores the report, the match as it settles (with a judge call when it becomes disputed) and
   * their audit entries in one statement, only if the match, its round, its event and its players
   * are still at `version` (nobody reported on it, corrected it or changed what the decision read
   * since) and the player has not used the report's request key yet. Returns false, storing
   * nothing, when they are not: the caller reads again and decides again. Optimistic rather than
   * a row lock held across round trips: a report is two statements, or one when the match's state
   * is remembered (`reported`). `theirs`: the opponent's latest report the decision was made on.
   */
  async storeReportIfUnchanged(
    version: string,
    report: ResultReport,
    match: MatchInContext,
    theirs: MatchForReport['theirs'],
    audit: AuditRecord[],
    /** A dispute opens a judge call for the table, with this id, in the same statement. */
    judgeCallId: string | null,
    tx?: Prisma.TransactionClient,
  ): Promise<boolean> {
    const rows = await this.statement<{ stored: boolean; matchVersion: string | null }>(
      STORE_REPORT_IF_UNCHANGED,
      [
        match.id,
        version,
        match.status,
        match.player1Wins,
        match.player2Wins,
        match.draws,
        match.updatedAt.toISOString(),
        report.id,
        report.playerId,
        report.player1Wins,
        report.player2Wins,
        report.draws,
        report.drop,
        report.requestKey,
        report.createdAt.toISOString(),
        JSON.stringify(audit),
        judgeCallId,
      ],
      tx,
    );
    const { stored, matchVersion } = rows[0];
    this.reported.delete(match.id);
    // Not from a change: it may still roll back.
    if (stored && !tx) {
      const latest = new Map<string, GameScore & { id: string }>();
      const opponent = match.player1Id === report.playerId ? match.player2Id : match.player1Id;
      if (theirs && opponent) latest.set(opponent, theirs);
      latest.set(report.playerId, { id: report.id, player1Wins: report.player1Wins, player2Wins: report.player2Wins, draws: report.draws });
      // The match's new row version, then the others' as they were.
      this.reported.set(match.id, { match, version: `${matchVersion}${version.slice(version.indexOf(':'))}`, latest });
      if (this.reported.size > REMEMBERED_MATCHES) this.reported.delete(this.reported.keys().next().value!);
    }
    return stored;
  }

  latestReport(matchId: string, playerId: string, db: Db = this.prisma): Promise<ResultReport | null> {
    return db.resultReport.findFirst({ where: { matchId, playerId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  }

  /** The reports on these matches, oldest first: one query for a page of matches. */
  reportsOf(matchIds: readonly string[]) {
    return this.prisma.resultReport.findMany({ where: { matchId: { in: [...matchIds] } }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  }

  findWithRound(id: string): Promise<MatchWithRound | null> {
    return this.prisma.match.findUnique({ where: { id }, include: withRound });
  }

  /** A player's matches in published rounds, newest first. */
  ofPlayer(playerId: string): Promise<MatchWithRound[]> {
    return this.prisma.match.findMany({
      where: { OR: [{ player1Id: playerId }, { player2Id: playerId }], round: { publishedAt: { not: null } } },
      include: withRound,
      orderBy: { round: { number: 'desc' } },
    });
  }

  /**
   * The shared games (Two-Headed Giant, MTR 9.1) of the player's team in published rounds that the
   * player is not a player of (seat B: seat A plays for the team), newest first.
   */
  async sharedGamesOfTeammate(playerId: string): Promise<MatchWithRound[]> {
    const member = await this.prisma.player.findUnique({ where: { id: playerId }, select: { teamId: true } });
    if (!member?.teamId) return [];
    const teamId = member.teamId;
    return this.prisma.match.findMany({
      where: {
        teamSlot: 'SHARED',
        teamMatch: { OR: [{ team1Id: teamId }, { team2Id: teamId }] },
        NOT: { OR: [{ player1Id: playerId }, { player2Id: playerId }] },
        round: { publishedAt: { not: null } },
      },
      include: withRound,
      orderBy: { round: { number: 'desc' } },
    });
  }

  /** Ids of every match the player is in, published or not. */
  async idsOfPlayer(playerId: string): Promise<string[]> {
    const rows = await this.prisma.match.findMany({
      where: { OR: [{ player1Id: playerId }, { player2Id: playerId }] },
      select: { id: true },
    });
    return rows.map((row) => row.id);
  }

  withStatus(eventId: string, statuses: MatchStatus[]): Promise<MatchWithRound[]> {
    return this.prisma.match.findMany({
      where: { round: { eventId }, status: { in: statuses } },
      include: withRound,
      orderBy: [{ round: { number: 'asc' } }, { table: 'asc' }],
    });
  }

  ofRound(roundId: string, db: Db = this.prisma): Promise<MatchRow[]> {
    return db.match.findMany({ where: { roundId }, include: matchWithPlayers, orderBy: { table: 'asc' } });
  }

  /**
   * One INSERT of the rows passed as one JSON parameter: a 5,000-table round in one statement.
   * (Prisma's createMany bound 50,000 parameters; eight arrays of 5,000 through `$executeRaw`
   * still cost ~300 ms of CPU to hand over.)
   */
  async create(db: Db, roundId: string, matches: NewMatch[]): Promise<{ count: number }> {
    if (matches.length === 0) return { count: 0 };
    const rows = matches.map((match) => ({
      table: match.table,
      player1Id: match.player1Id,
      player2Id: match.player2Id ?? null,
      player1Wins: match.player1Wins ?? 0,
      player2Wins: match.player2Wins ?? 0,
      draws: match.draws ?? 0,
      status: match.status ?? 'PENDING',
      teamMatchId: match.teamMatchId ?? null,
      teamSlot: match.teamSlot ?? null,
    }));
    // "updatedAt" as Prisma's @updatedAt writes it: the current time in UTC, without a zone.
    const count = await db.$executeRawUnsafe(
      `INSERT INTO "Match" ("id", "roundId", "table", "player1Id", "player2Id", "player1Wins", "player2Wins", "draws", "status", "teamMatchId", "teamSlot", "updatedAt")
       SELECT gen_random_uuid(), $1::uuid, m."table", m."player1Id", m."player2Id", m."player1Wins", m."player2Wins", m.draws,
         m.status::"MatchStatus", m."teamMatchId", m."teamSlot", (now() AT TIME ZONE 'UTC')
       FROM json_to_recordset($2::json)
         AS m("table" int, "player1Id" uuid, "player2Id" uuid, "player1Wins" int, "player2Wins" int, draws int, status text,
              "teamMatchId" uuid, "teamSlot" text)`,
      roundId,
      JSON.stringify(rows),
    );
    return { count };
  }

  deleteOfRound(db: Db, roundId: string) {
    return db.match.deleteMany({ where: { roundId } });
  }

  /** Results or reports already in for the round's real matches (byes do not count). */
  resultsIn(roundId: string, db: Db = this.prisma): Promise<number> {
    return db.match.count({
      where: { roundId, player2Id: { not: null }, OR: [{ status: { not: 'PENDING' } }, { reports: { some: {} } }] },
    });
  }

  /** The number of the first round the player was paired in, or null. */
  async firstRoundOf(playerId: string, db: Db = this.prisma): Promise<number | null> {
    const match = await db.match.findFirst({
      where: { OR: [{ player1Id: playerId }, { player2Id: playerId }] },
      orderBy: { round: { number: 'asc' } },
      select: { round: { select: { number: true } } },
    });
    return match?.round.number ?? null;
  }

  /** A report's statement: prepared, on a pooled connection of its own; or on the transaction of the change it is part of. */
  private statement<R extends object>(statement: SqlStatement, values: unknown[], tx?: Prisma.TransactionClient): Promise<R[]> {
    return tx ? tx.$queryRawUnsafe<R[]>(statement.text, ...values) : this.sql.query<R>(statement, values);
  }

  /** `id`: the uuid `where` names, checked first (a malformed one finds nothing rather than failing). */
  private async matchInContext(db: Db, id: string, where: Prisma.Sql): Promise<MatchInContext | null> {
    if (!isUuid(id)) return null;
    const rows = await db.$queryRaw<MatchContextRow[]>`${Prisma.raw(MATCH_IN_CONTEXT)} ${where}`;
    return rows.length ? toMatchInContext(rows[0]) : null;
  }
}

// Timestamps are stored without a time zone, in UTC: read as timestamptz, any client parses them right.
const MATCH_CONTEXT_COLUMNS = `
         m.id::text AS "id", m."roundId"::text AS "roundId", m."table", m."player1Id"::text AS "player1Id", m."player2Id"::text AS "player2Id",
         m."player1Wins", m."player2Wins", m.draws, m.status::text AS "status", m."overrideReason", m."extensionMinutes", m."doubleLoss",
         m."teamMatchId"::text AS "teamMatchId", m."teamSlot", m."updatedAt" AT TIME ZONE 'UTC' AS "updatedAt", p1.name AS "player1Name", p2.name AS "player2Name",
         r."eventId"::text AS "roundEventId", r.number AS "roundNumber",
         r."publishedAt" AT TIME ZONE 'UTC' AS "roundPublishedAt", r."closedAt" AT TIME ZONE 'UTC' AS "roundClosedAt",
         r."endsAt" AT TIME ZONE 'UTC' AS "roundEndsAt", r."pausedAt" AT TIME ZONE 'UTC' AS "roundPausedAt",
         ph.kind::text AS "phaseKind", e."bestOf" AS "eventBestOf", e."ruleProfile" AS "eventRuleProfile",
         e."playoffDrawPolicy"::text AS "eventPlayoffDrawPolicy", e."teamFormat" AS "eventTeamFormat"`;

const MATCH_CONTEXT_TABLES = `
  "Match" m
  JOIN "Round" r ON r.id = m."roundId"
  JOIN "Phase" ph ON ph.id = r."phaseId"
  JOIN "Event" e ON e.id = r."eventId"
  JOIN "Player" p1 ON p1.id = m."player1Id"
  LEFT JOIN "Player" p2 ON p2.id = m."player2Id"`;

const MATCH_IN_CONTEXT = `SELECT ${MATCH_CONTEXT_COLUMNS} FROM ${MATCH_CONTEXT_TABLES}`;

type MatchForReportRow = MatchContextRow & {
  version: string;
  retried: boolean;
  theirReportId: string | null;
  theirPlayer1Wins: number | null;
  theirPlayer2Wins: number | null;
  theirDraws: number | null;
};

/**
 * One row per event: each level of its state as JSON text (see `loadEventStates`). A round's
 * matches come as columns (one array per column, by table) and name their players by their place
 * in the players' array: 40,000 matches in ~5 MB of JSON instead of ~18 MB of objects. The
 * columns are aggregated from rows already sorted by table (one sort per round; an ORDER BY in
 * each of the 12 aggregates sorted them 12 times on PostgreSQL 15), and the players' rows go out
 * as they are, the CTE only numbering them: about half the statement's time on 10,000 players.
 */
const EVENT_STATES = `
  WITH players AS MATERIALIZED (
    SELECT p.id, p."eventId", (row_number() OVER (PARTITION BY p."eventId") - 1)::int AS "index"
    FROM "Player" p WHERE p."eventId" = ANY($1::uuid[]))
  SELECT row_to_json(e)::text AS event,
    (SELECT coalesce(json_agg(p ORDER BY i."index"), '[]') FROM players i JOIN "Player" p ON p.id = i.id WHERE i."eventId" = e.id)::text AS players,
    (SELECT coalesce(json_agg(ph ORDER BY ph.number), '[]') FROM (
       SELECT ph.*, (SELECT coalesce(json_agg(pe), '[]') FROM "PhaseEntry" pe WHERE pe."phaseId" = ph.id) AS entries
       FROM "Phase" ph WHERE ph."eventId" = e.id) ph)::text AS phases,
    (SELECT coalesce(json_agg(r ORDER BY r.number), '[]') FROM (
       SELECT r.*, (
         SELECT json_build_object(
           'id', coalesce(array_agg(m.id), '{}'),
           'table', coalesce(array_agg(m."table"), '{}'),
           'player1', coalesce(array_agg(m.player1), '{}'),
           'player2', coalesce(array_agg(m.player2), '{}'),
           'player1Wins', coalesce(array_agg(m."player1Wins"), '{}'),
           'player2Wins', coalesce(array_agg(m."player2Wins"), '{}'),
           'draws', coalesce(array_agg(m.draws), '{}'),
           'status', coalesce(array_agg(m.status), '{}'),
           'overrideReason', coalesce(array_agg(m."overrideReason"), '{}'),
           'extensionMinutes', coalesce(array_agg(m."extensionMinutes"), '{}'),
           'doubleLoss', coalesce(array_agg(m."doubleLoss"), '{}'),
           'teamMatchId', coalesce(array_agg(m."teamMatchId"), '{}'),
           'teamSlot', coalesce(array_agg(m."teamSlot"), '{}'),
           'updatedAt', coalesce(array_agg((extract(epoch FROM m."updatedAt") * 1000)::bigint), '{}'))
         FROM (
           SELECT m.*, p1."index" AS player1, p2."index" AS player2
           FROM "Match" m
             LEFT JOIN players p1 ON p1.id = m."player1Id"
             LEFT JOIN players p2 ON p2.id = m."player2Id"
           WHERE m."roundId" = r.id ORDER BY m."table") m) AS "matchColumns"
       FROM "Round" r WHERE r."eventId" = e.id) r)::text AS rounds
  FROM "Event" e WHERE e.id = ANY($1::uuid[])`;

interface EventStateRow {
  event: string;
  players: string;
  phases: string;
  rounds: string;
}

type Row = Record<string, unknown>;

interface MatchColumns {
  id: string[];
  table: number[];
  player1: (number | null)[];
  player2: (number | null)[];
  player1Wins: number[];
  player2Wins: number[];
  draws: number[];
  status: MatchStatus[];
  overrideReason: (string | null)[];
  extensionMinutes: number[];
  doubleLoss: boolean[];
  teamMatchId: (string | null)[];
  teamSlot: (string | null)[];
  /** Milliseconds since the epoch (UTC): a number to hand to `Date`, not text to parse. */
  updatedAt: number[];
}

/** The DateTime columns of each level: JSON gives them as UTC text without a zone (timestamp(3)). */
const DATE_COLUMNS = {
  event: ['startsAt', 'preregistrationClosesAt', 'createdAt', 'updatedAt'],
  player: ['droppedAt', 'preregisteredAt', 'createdAt'],
  phase: ['createdAt'],
  round: ['startedAt', 'pausedAt', 'endsAt', 'publishedAt', 'closedAt', 'createdAt'],
} as const;

const utc = (value: string) => new Date(`${value}Z`);

function withDates<T extends Row>(rows: T[], columns: readonly string[]): T[] {
  for (const row of rows) {
    for (const column of columns) {
      const value = row[column];
      if (typeof value === 'string') (row as Row)[column] = utc(value);
    }
  }
  return rows;
}

/**
 * The rows as Prisma's `include: eventState` gave them: players, phases by number with their
 * entries, rounds by number with their matches by table. Every mention of a player is the
 * player's own id string, so the engine's maps hash each id once rather than 80,000 copies.
 */
function toEventState(row: EventStateRow): EventState {
  const [event] = withDates([JSON.parse(row.event) as Row], DATE_COLUMNS.event);
  const players = withDates(JSON.parse(row.players) as Row[], DATE_COLUMNS.player);
  const playerIds = players.map((player) => player.id as string);
  const shared = new Map(playerIds.map((id) => [id, id]));
  const phases = withDates(JSON.parse(row.phases) as Row[], DATE_COLUMNS.phase);
  for (const phase of phases)
    for (const entry of phase.entries as Row[]) entry.playerId = shared.get(entry.playerId as string) ?? entry.playerId;
  const rounds = withDates(JSON.parse(row.rounds) as Row[], DATE_COLUMNS.round).map(({ matchColumns, ...round }) => {
    const columns = matchColumns as MatchColumns;
    const playerAt = (index: number | null) => {
      if (index === null) throw new Error(`a match of round ${round.id as string} names a player of another event`);
      return playerIds[index];
    };
    return {
      ...round,
      matches: columns.id.map((id, i) => ({
        id,
        roundId: round.id as string,
        table: columns.table[i],
        player1Id: playerAt(columns.player1[i]),
        player2Id: columns.player2[i] === null ? null : playerAt(columns.player2[i]),
        player1Wins: columns.player1Wins[i],
        player2Wins: columns.player2Wins[i],
        draws: columns.draws[i],
        status: columns.status[i],
        overrideReason: columns.overrideReason[i],
        extensionMinutes: columns.extensionMinutes[i],
        doubleLoss: columns.doubleLoss[i],
        teamMatchId: columns.teamMatchId[i],
        teamSlot: columns.teamSlot[i],
        updatedAt: new Date(columns.updatedAt[i]),
      })),
    };
  });
  return { ...event, players, phases, rounds } as unknown as EventState;
}

/** How many matches' states the last reports left are remembered: two 10,000-player rounds. */
const REMEMBERED_MATCHES = 10_000;

// A report's decision reads the match, its round, its event and its players: their row versions, in that order.
const MATCH_FOR_REPORT: SqlStatement = {
  name: 'match-for-report',
  text: `SELECT ${MATCH_CONTEXT_COLUMNS},
                concat_ws(':', m.xmin, r.xmin, e.xmin, p1.xmin, coalesce(p2.xmin::text, '-')) AS "version", retry.id IS NOT NULL AS "retried",
                theirs.id::text AS "theirReportId", theirs."player1Wins" AS "theirPlayer1Wins", theirs."player2Wins" AS "theirPlayer2Wins", theirs.draws AS "theirDraws"
         FROM ${MATCH_CONTEXT_TABLES}
         LEFT JOIN "ResultReport" retry ON retry."playerId" = $2::uuid AND retry."requestKey" = $3
         LEFT JOIN LATERAL (
           SELECT rr.id, rr."player1Wins", rr."player2Wins", rr.draws FROM "ResultReport" rr
           WHERE rr."matchId" = m.id AND rr."playerId" <> $2::uuid
           ORDER BY rr."createdAt" DESC, rr.id DESC LIMIT 1
         ) theirs ON true
         WHERE m.id = $1::uuid`,
};

const STORE_REPORT_IF_UNCHANGED: SqlStatement = {
  name: 'store-report-if-unchanged',
  text: `WITH settled AS (
           UPDATE "Match" m SET status = $3::"MatchStatus", "player1Wins" = $4, "player2Wins" = $5, draws = $6, "updatedAt" = $7::timestamptz AT TIME ZONE 'UTC'
           FROM "Round" r, "Event" e, "Player" p1
           WHERE m.id = $1::uuid AND r.id = m."roundId" AND e.id = r."eventId" AND p1.id = m."player1Id"
             AND concat_ws(':', m.xmin, r.xmin, e.xmin, p1.xmin,
                   coalesce((SELECT p2.xmin::text FROM "Player" p2 WHERE p2.id = m."player2Id"), '-')) = $2
             AND NOT EXISTS (SELECT FROM "ResultReport" used WHERE used."playerId" = $9::uuid AND used."requestKey" = $14)
           RETURNING m.id, m.xmin::text AS "version"
         ), report AS (
           INSERT INTO "ResultReport" (id, "matchId", "playerId", "player1Wins", "player2Wins", draws, "drop", "requestKey", "createdAt")
           SELECT $8::uuid, settled.id, $9::uuid, $10, $11, $12, $13, $14, $15::timestamptz AT TIME ZONE 'UTC' FROM settled
         ), judge_call AS (
           INSERT INTO "JudgeCall" (id, "eventId", "playerId", "matchId", "table", "createdAt")
           SELECT $17::uuid, r."eventId", $9::uuid, m.id, m."table", $15::timestamptz AT TIME ZONE 'UTC'
           FROM settled JOIN "Match" m ON m.id = settled.id JOIN "Round" r ON r.id = m."roundId"
           WHERE $17::uuid IS NOT NULL
         ), audit AS (
           ${insertAuditEntriesSql(16, 15)} WHERE EXISTS (SELECT FROM settled)
         )
         SELECT EXISTS (SELECT FROM settled) AS "stored", (SELECT "version" FROM settled) AS "matchVersion"`,
};

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
    doubleLoss: row.doubleLoss,
    teamMatchId: row.teamMatchId,
    teamSlot: row.teamSlot,
    updatedAt: row.updatedAt,
    player1: { id: row.player1Id, name: row.player1Name },
    player2: row.player2Id === null ? null : { id: row.player2Id, name: row.player2Name! },
    round: {
      id: row.roundId,
      eventId: row.roundEventId,
      number: row.roundNumber,
      publishedAt: row.roundPublishedAt,
      closedAt: row.roundClosedAt,
      endsAt: row.roundEndsAt,
      pausedAt: row.roundPausedAt,
      phase: { kind: row.phaseKind },
      event: {
        id: row.roundEventId,
        bestOf: row.eventBestOf,
        ruleProfile: row.eventRuleProfile,
        playoffDrawPolicy: row.eventPlayoffDrawPolicy,
        teamFormat: row.eventTeamFormat,
      },
    },
  };
}
