import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../platform/database';

/** Reads only: what the images name besides the tournament (the store), and which event a public address names. */
@Injectable()
export class SocialImagesRepository {
  constructor(private readonly prisma: PrismaService) {}

  storeOf(eventId: string) {
    return this.prisma.event.findUnique({ where: { id: eventId }, select: { organization: { select: { name: true } } } });
  }

  eventIdByCode(shortCode: string) {
    return this.prisma.event.findUnique({ where: { shortCode }, select: { id: true } });
  }
}
