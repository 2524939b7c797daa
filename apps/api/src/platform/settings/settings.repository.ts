import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database';

@Injectable()
export class SettingsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Stores `value` under `key` unless one is there already; returns the stored value either way. */
  async getOrCreate(key: string, value: string): Promise<string> {
    await this.prisma.setting.createMany({ data: [{ key, value }], skipDuplicates: true });
    const setting = await this.prisma.setting.findUniqueOrThrow({ where: { key } });
    return setting.value;
  }
}
