import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { NestFactory } from '@nestjs/core';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { AppModule } from './app.module';
import { loadConfig } from '../platform/config';

/** The committed schema, next to package.json. `--check` fails when the code says otherwise. */
export const SCHEMA_FILE = path.resolve(__dirname, '../../schema.graphql');

export async function buildSchemaSdl(): Promise<string> {
  // No query runs: Prisma connects lazily, so any URL will do here.
  const app = await NestFactory.createApplicationContext(
    AppModule.forRoot({ config: loadConfig({}), databaseUrl: 'postgresql://unused@127.0.0.1:1/unused' }),
    { logger: false },
  );
  await app.init();
  const { schema } = app.get(GraphQLSchemaHost);
  await app.close();
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}

if (require.main === module) {
  void buildSchemaSdl().then((sdl) => {
    if (process.argv.includes('--check')) {
      const committed = fs.existsSync(SCHEMA_FILE) ? fs.readFileSync(SCHEMA_FILE, 'utf8') : '';
      if (committed !== sdl) {
        console.error(`${path.relative(process.cwd(), SCHEMA_FILE)} is out of date: run npm run schema:print`);
        process.exit(1);
      }
      console.log('graphql: committed schema matches the code');
    } else {
      fs.writeFileSync(SCHEMA_FILE, sdl);
      console.log(`wrote ${SCHEMA_FILE}`);
    }
  });
}
