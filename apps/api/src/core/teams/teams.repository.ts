import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../platform/database';
import type { Db } from '../../platform/database';
import type { Prisma } from '../../generated/prisma/client';

const MEMBER_FIELDS = { id: true, name: true, nameReading: true, teamSeat: true, droppedAt: true } as const;
const withMembers = { members: { select: MEMBER_FIELDS, orderBy: { teamSeat: 'asc' } } } as const satisfies Prisma.TeamInclude;

export type TeamRow = Prisma.TeamGetPayload<{ include: typeof withMembers }>;

/**
 * Team rows, and the team fields of Player rows (`teamId`, `teamSeat`): a team's members are
 * players, and teams write those two fields themselves (players depend on teams, not the other way).
 */
@Injectable()
export class TeamsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** The event's team format (null: an individual event) and whether a round has been paired. */
  async eventOf(eventId: string, db: Db = this.prisma) {
    const event = await db.event.findUnique({ where: { id: eventId }, select: { id: true, teamFormat: true } });
    if (!event) return null;
    const rounds = await db.round.count({ where: { eventId } });
    return { ...event, paired: rounds > 0 };
  }

  listByEvent(eventId: string, db: Db = this.prisma): Promise<TeamRow[]> {
    return db.team.findMany({ where: { eventId }, include: withMembers, orderBy: [{ name: 'asc' }, { createdAt: 'asc' }] });
  }

  findById(id: string, db: Db = this.prisma): Promise<TeamRow | null> {
    return db.team.findUnique({ where: { id }, include: withMembers });
  }

  findByJoinCode(eventId: string, joinCode: string, db: Db = this.prisma): Promise<TeamRow | null> {
    return db.team.findUnique({ where: { eventId_joinCode: { eventId, joinCode } }, include: withMembers });
  }

  /** The team of a player (null: none). */
  async teamOfPlayer(playerId: string, db: Db = this.prisma): Promise<TeamRow | null> {
    const player = await db.player.findUnique({ where: { id: playerId }, select: { teamId: true } });
    return player?.teamId ? this.findById(player.teamId, db) : null;
  }

  /** The names of the event's teams, and their join codes (a new team's must differ), by name; whether each dropped. */
  names(eventId: string, db: Db = this.prisma) {
    return db.team.findMany({
      where: { eventId },
      select: { id: true, name: true, joinCode: true, droppedAt: true },
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
    });
  }

  /** The event's players among `playerIds`, with the team each is in now. */
  playersOf(eventId: string, playerIds: string[], db: Db = this.prisma) {
    return db.player.findMany({
      where: { eventId, id: { in: playerIds } },
      select: { id: true, name: true, droppedAt: true, team: { select: { id: true, name: true } } },
    });
  }

  create(db: Db, data: { eventId: string; name: string; joinCode: string; captainId: string | null }) {
    return db.team.create({ data });
  }

  update(db: Db, id: string, data: Prisma.TeamUncheckedUpdateInput) {
    return db.team.update({ where: { id }, data });
  }

  /** Deletes a team; its members first leave it (their seats cleared). */
  async remove(db: Db, id: string) {
    await db.player.updateMany({ where: { teamId: id }, data: { teamId: null, teamSeat: null } });
    await db.team.delete({ where: { id } });
  }

  /**
   * Makes `members` the team's players in their seats: the others leave it. Seats are cleared
   * first, so two members may swap seats (one player per seat of a team is a unique index).
   */
  async setMembers(db: Db, teamId: string, members: readonly { playerId: string; seat: string }[]) {
    await db.player.updateMany({ where: { teamId }, data: { teamId: null, teamSeat: null } });
    for (const member of members) await db.player.update({ where: { id: member.playerId }, data: { teamId, teamSeat: member.seat } });
  }
}
