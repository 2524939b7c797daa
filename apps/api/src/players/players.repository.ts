import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';

const withEvent = { event: { select: { id: true, name: true } } } as const;

@Injectable()
export class PlayersRepository {
  constructor(private readonly prisma: PrismaService) {}

  findByAccessCode(eventId: string, accessCode: string) {
    return this.prisma.player.findUnique({ where: { eventId_accessCode: { eventId, accessCode } } });
  }

  findWithEvent(id: string) {
    return this.prisma.player.findUnique({ where: { id }, include: withEvent });
  }

  createMany(eventId: string, players: { name: string; externalId?: string; accessCode: string }[]) {
    return this.prisma.player.createMany({ data: players.map((player) => ({ ...player, eventId })) });
  }
}
