import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../platform/database';
import type { Db } from '../../platform/database';
import type { Prisma } from '../../generated/prisma/client';

/** Decklists and the event's decklist settings: the only code that reads or writes them. */
@Injectable()
export class DecklistsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** The event's facts a decklist decision needs: game, format, settings, when round 1 of each phase starts. */
  eventFacts(eventId: string, db: Db = this.prisma) {
    return db.event.findUnique({
      where: { id: eventId },
      select: {
        id: true,
        ruleProfile: true,
        formatType: true,
        enforcementLevel: true,
        status: true,
        teamFormat: true,
        decklistSettings: true,
        phases: {
          orderBy: { number: 'asc' },
          select: {
            kind: true,
            entries: { select: { playerId: true } },
            rounds: { orderBy: { number: 'asc' }, take: 1, select: { startedAt: true, publishedAt: true } },
          },
        },
      },
    });
  }

  /** Shares the event row with other decklist changes and waits for a pairing or a clock start holding it. */
  async shareEvent(db: Db, eventId: string) {
    await db.$queryRaw`SELECT id FROM "Event" WHERE id = ${eventId}::uuid FOR SHARE`;
  }

  /** Locks the player's row, so two changes to their list never interleave. */
  async lockPlayer(db: Db, playerId: string) {
    const rows = await db.$queryRaw<{ id: string }[]>`SELECT id FROM "Player" WHERE id = ${playerId}::uuid FOR UPDATE`;
    if (rows.length === 0) return null;
    return db.player.findUnique({ where: { id: playerId }, select: { id: true, eventId: true, name: true, decklist: true } });
  }

  upsertSettings(db: Db, eventId: string, data: Omit<Prisma.DecklistSettingsUncheckedCreateInput, 'eventId'>) {
    return db.decklistSettings.upsert({ where: { eventId }, create: { eventId, ...data }, update: data });
  }

  upsertDecklist(db: Db, playerId: string, eventId: string, data: Omit<Prisma.DecklistUncheckedCreateInput, 'playerId' | 'eventId'>) {
    return db.decklist.upsert({ where: { playerId }, create: { playerId, eventId, ...data }, update: data });
  }

  playerWithList(playerId: string) {
    return this.prisma.player.findUnique({ where: { id: playerId }, select: { id: true, eventId: true, name: true, decklist: true } });
  }

  /** Every registration still in the event, with its list if any, by name. */
  playersWithLists(eventId: string) {
    return this.prisma.player.findMany({
      where: { eventId, droppedAt: null, disqualified: false },
      orderBy: { name: 'asc' },
      select: { id: true, name: true, externalId: true, teamId: true, teamSeat: true, decklist: true },
    });
  }

  /** The lists of the player's team, by seat (the player's own included); none outside a team. */
  async teamListsOf(playerId: string) {
    const player = await this.prisma.player.findUnique({
      where: { id: playerId },
      select: { team: { select: { members: { select: { id: true, teamSeat: true, decklist: true } } } } },
    });
    return player?.team?.members ?? [];
  }

  /** Every list of the event, its main deck only (the metagame groups unnamed lists by their cards). */
  mainsOf(eventId: string) {
    return this.prisma.decklist.findMany({ where: { eventId }, select: { playerId: true, main: true } });
  }

  listsOf(playerIds: string[]) {
    return this.prisma.decklist.findMany({ where: { playerId: { in: playerIds } }, include: { player: { select: { name: true } } } });
  }
}
