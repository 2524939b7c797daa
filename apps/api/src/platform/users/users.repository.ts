import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database';
import type { Db } from '../database';
import type { Prisma, UserRole } from '../../generated/prisma/client';

@Injectable()
export class UsersRepository {
  constructor(private readonly prisma: PrismaService) {}

  findByEmail(email: string) {
    return this.prisma.user.findUnique({ where: { email: email.toLowerCase() } });
  }

  list() {
    return this.prisma.user.findMany({ orderBy: { name: 'asc' } });
  }

  create(db: Db, data: Prisma.UserCreateInput) {
    return db.user.create({ data });
  }

  findById(id: string) {
    return this.prisma.user.findUnique({ where: { id } });
  }

  /**
   * Creates the first organizer only while there are no users, under a transaction-scoped
   * advisory lock (run it in a transaction) so two servers starting together cannot both create one.
   */
  async createFirstUser(tx: Db, data: { email: string; name: string; passwordHash: string; role: UserRole }) {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(7245301890)`;
    if ((await tx.user.count()) > 0) return null;
    return tx.user.create({ data: { ...data, email: data.email.toLowerCase() } });
  }
}
