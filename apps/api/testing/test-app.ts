import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { INestApplicationContext, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../src/app/app.module';
import type { PlayerViewer, StaffViewer } from '../src/platform/common';
import { loadConfig } from '../src/platform/config/config';
import { AuthService } from '../src/platform/identity';
import { UsersRepository } from '../src/platform/users/users.repository';
import { createTestDatabase, TestDatabase } from './test-database';
import { TEST_ADMIN } from './test-server';

export interface TestApp {
  database: TestDatabase;
  /** A provider of the application, e.g. `app.get(ResultsService)`. */
  get<T>(token: Type<T>): T;
  /** The first organizer (TEST_ADMIN), as services see a signed-in staff member. */
  organizer: StaffViewer;
  /** A player signed in to `eventId`, as services see them. */
  player(playerId: string, eventId: string): PlayerViewer;
  close(): Promise<void>;
}

/**
 * The service tier: the whole application (every module, the real pool and unit of work) without
 * HTTP or GraphQL in between, on a fresh migrated test database. Specs call services as resolvers
 * do, with a viewer, and see the AppError they throw; no mocks.
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taikai-data-'));
  const config = loadConfig({
    DATABASE_URL: database.url,
    TAIKAI_DATA_DIR: dataDir,
    TAIKAI_ADMIN_EMAIL: TEST_ADMIN.email,
    TAIKAI_ADMIN_PASSWORD: TEST_ADMIN.password,
    DATABASE_POOL_SIZE: '4',
    LOG_LEVEL: 'warn',
    ...env,
  });
  let app: INestApplicationContext;
  try {
    app = await NestFactory.createApplicationContext(AppModule.forRoot({ config, databaseUrl: database.url }), {
      logger: ['warn', 'error'],
    });
    await app.get(AuthService).ensureFirstOrganizer();
  } catch (error) {
    await database.drop();
    throw error;
  }
  const admin = await app.get(UsersRepository).findByEmail(TEST_ADMIN.email);
  return {
    database,
    get: (token) => app.get(token),
    organizer: { kind: 'staff', userId: admin!.id, organizer: true },
    player: (playerId, eventId) => ({ kind: 'player', playerId, eventId }),
    async close() {
      await app.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
