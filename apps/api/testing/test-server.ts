import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { loadConfig } from '../src/platform/config/config';
import { RunningServer, startServer } from '../src/app/server';
import { LoginDocument } from './generated/graphql';
import { createTestDatabase, TestDatabase } from './test-database';

export const TEST_ADMIN = { email: 'organizer@example.com', password: 'correct horse battery' };

export interface GraphQLResponse<T = Record<string, unknown>> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; [field: string]: unknown } }[];
}

export interface RequestOptions {
  token?: string;
  language?: string;
}

export interface TestServer {
  url: string;
  database: TestDatabase;
  /** A generated document (testing/documents/*.graphql): its data and variables are typed. */
  gql<T, V>(document: TypedDocumentNode<T, V>, variables: V, options?: RequestOptions): Promise<GraphQLResponse<T>>;
  gql<T = Record<string, any>>(query: string, variables?: Record<string, unknown>, options?: RequestOptions): Promise<GraphQLResponse<T>>;
  loginAsOrganizer(): Promise<string>;
  /** A provider of the server's Nest application, e.g. `server.get(LiveService)`. */
  get: RunningServer['get'];
  close(): Promise<void>;
}

/**
 * The real server on a free port, through the same start-up path as production: on a fresh
 * database, or on another test server's database to test restarts.
 */
export async function startTestServer(env: Record<string, string> = {}, shared?: { database: TestDatabase }): Promise<TestServer> {
  const database = shared?.database ?? (await createTestDatabase());
  const dropDatabase = () => (shared ? Promise.resolve() : database.drop());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taikai-data-'));
  let server: RunningServer;
  try {
    server = await startServer(
      loadConfig({
        DATABASE_URL: database.url,
        PORT: '0',
        HOST: '127.0.0.1',
        TAIKAI_DATA_DIR: dataDir,
        TAIKAI_ADMIN_EMAIL: TEST_ADMIN.email,
        TAIKAI_ADMIN_PASSWORD: TEST_ADMIN.password,
        DATABASE_POOL_SIZE: '4',
        LOG_LEVEL: 'warn',
        ...env,
      }),
    );
  } catch (error) {
    await dropDatabase();
    throw error;
  }
  const gql: TestServer['gql'] = async (document: string | TypedDocumentNode, variables?: unknown, options: RequestOptions = {}) => {
    const query = typeof document === 'string' ? document : print(document);
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.language ? { 'accept-language': options.language } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as never;
  };
  return {
    url: server.url,
    database,
    gql,
    get: (token) => server.get(token),
    async loginAsOrganizer() {
      const result = await gql(LoginDocument, TEST_ADMIN);
      if (!result.data) throw new Error(`login failed: ${JSON.stringify(result.errors)}`);
      return result.data.login.token;
    },
    async close() {
      await server.close();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
