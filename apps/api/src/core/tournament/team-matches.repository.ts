import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../platform/database';
import type { Db } from '../../platform/database';
import type { Prisma, TeamMatchOutcome, TeamMatchStatus } from '../../generated/prisma/client';

/** A team match to store with its round; its seat matches name it by `id`, chosen before both are written. */
export type NewTeamMatch = Pick<Prisma.TeamMatchCreateManyInput, 'id' | 'table' | 'team1Id' | 'team2Id' | 'status' | 'outcome'>;

const withTeams = { team1: { select: { id: true, name: true } }, team2: { select: { id: true, name: true } } } as const;
export type TeamMatchRow = Prisma.TeamMatchGetPayload<{ include: typeof withTeams }>;

/** A team match as the pairing and the team standings read it: its round, teams and what it came to. */
export interface TeamMatchOfEvent {
  roundNumber: number;
  phaseNumber: number;
  team1Id: string;
  team2Id: string | null;
  status: TeamMatchStatus;
  outcome: TeamMatchOutcome | null;
}

/**
 * Team match rows (issue 29), owned with match rows by core/tournament: their seat matches are
 * `Match` rows naming them (`MatchesRepository`). Team names are read through the relation for
 * what the API shows; the teams themselves are core/teams' rows.
 */
@Injectable()
export class TeamMatchesRepository {
  constructor(private readonly prisma: PrismaService) {}

  async create(db: Db, roundId: string, teamMatches: NewTeamMatch[]): Promise<void> {
    if (teamMatches.length) await db.teamMatch.createMany({ data: teamMatches.map((teamMatch) => ({ ...teamMatch, roundId })) });
  }

  deleteOfRound(db: Db, roundId: string) {
    return db.teamMatch.deleteMany({ where: { roundId } });
  }

  /**
   * Locks the team match row until the change ends and reads it with its seat matches. Taken after
   * the seat match's own lock (a match-level lock, last in the order): under READ COMMITTED the
   * seat matches are read after the lock is granted, so a concurrent change of a sibling seat has
   * committed and is seen, and the two never both miss each other.
   */
  async lock(db: Db, id: string) {
    const locked = await db.$queryRaw<{ id: string }[]>`SELECT id::text FROM "TeamMatch" WHERE id = ${id}::uuid FOR UPDATE`;
    if (!locked.length) return null;
    return db.teamMatch.findUnique({
      where: { id },
      include: {
        matches: { select: { teamSlot: true, status: true, player1Wins: true, player2Wins: true, draws: true, doubleLoss: true } },
        // Who follows the team match on their phones (a Two-Headed Giant seat B plays in no seat match).
        team1: { select: { members: { select: { id: true } } } },
        team2: { select: { members: { select: { id: true } } } },
      },
    });
  }

  update(db: Db, id: string, data: { status: TeamMatchStatus; outcome: TeamMatchOutcome | null }) {
    return db.teamMatch.update({ where: { id }, data });
  }

  /** The round's team matches with their teams' names, by table. */
  ofRound(roundId: string, db: Db = this.prisma): Promise<TeamMatchRow[]> {
    return db.teamMatch.findMany({ where: { roundId }, include: withTeams, orderBy: { table: 'asc' } });
  }

  /** Team matches by id, with their teams' names. */
  byIds(ids: readonly string[], db: Db = this.prisma): Promise<TeamMatchRow[]> {
    return db.teamMatch.findMany({ where: { id: { in: [...ids] } }, include: withTeams });
  }

  /** Every team match of the event, by round and table. */
  async ofEvent(eventId: string, db: Db = this.prisma): Promise<TeamMatchOfEvent[]> {
    const rows = await db.teamMatch.findMany({
      where: { round: { eventId } },
      select: {
        team1Id: true,
        team2Id: true,
        status: true,
        outcome: true,
        round: { select: { number: true, phase: { select: { number: true } } } },
      },
      orderBy: [{ round: { number: 'asc' } }, { table: 'asc' }],
    });
    return rows.map(({ round, ...row }) => ({ ...row, roundNumber: round.number, phaseNumber: round.phase.number }));
  }
}
