import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  AddEventStaffDocument,
  CreateEventDocument,
  CreateUserDocument,
  type EventInput,
  LoginDocument,
  PlayerLoginDocument,
  RegisterPlayerDocument,
  type StaffRole,
} from './generated/graphql';
import type { TestServer } from './test-server';

/** Fails the test with the GraphQL errors when an operation that must succeed does not. */
export async function must<T, V>(server: TestServer, document: TypedDocumentNode<T, V>, variables: V, token: string): Promise<T>;
export async function must<T = Record<string, any>>(
  server: TestServer,
  query: string,
  variables: Record<string, unknown>,
  token: string,
): Promise<T>;
export async function must(server: TestServer, document: string | TypedDocumentNode, variables: Record<string, unknown>, token: string) {
  const result = await server.gql(document as string, variables, { token });
  if (!result.data || result.errors?.length) throw new Error(`${operationName(document)}: ${JSON.stringify(result.errors)}`);
  return result.data;
}

function operationName(document: string | TypedDocumentNode): string {
  if (typeof document === 'string') return document.trim().split('\n')[0];
  const operation = document.definitions.find((definition) => definition.kind === 'OperationDefinition');
  return operation?.name?.value ?? 'anonymous operation';
}

export interface RegisteredPlayer {
  id: string;
  name: string;
  accessCode: string;
}

export async function createEvent(server: TestServer, token: string, input: EventInput = {}): Promise<string> {
  return (await must(server, CreateEventDocument, { input: { name: 'Test Open', ...input } }, token)).createEvent.id;
}

export async function registerPlayers(server: TestServer, token: string, eventId: string, names: string[]): Promise<RegisteredPlayer[]> {
  const players: RegisteredPlayer[] = [];
  for (const name of names) players.push((await must(server, RegisterPlayerDocument, { eventId, input: { name } }, token)).registerPlayer);
  return players;
}

export async function playerToken(server: TestServer, eventId: string, accessCode: string): Promise<string> {
  return (await must(server, PlayerLoginDocument, { eventId, code: accessCode }, '')).playerLogin.token;
}

export async function createStaff(
  server: TestServer,
  organizerToken: string,
  email: string,
  role: 'ORGANIZER' | 'STAFF' = 'STAFF',
): Promise<string> {
  const password = 'staff password 123';
  await must(server, CreateUserDocument, { input: { email, name: email.split('@')[0], password, role } }, organizerToken);
  return (await must(server, LoginDocument, { email, password }, '')).login.token;
}

/** Gives a staff account a role in one event. */
export async function addEventStaff(
  server: TestServer,
  organizerToken: string,
  eventId: string,
  email: string,
  role: StaffRole,
): Promise<void> {
  await must(server, AddEventStaffDocument, { eventId, email, role }, organizerToken);
}

/** A head judge, a judge and a scorekeeper with accounts `<prefix>-hj@`, `-judge@`, `-sk@example.com`. */
export interface JudgingTeam {
  headJudge: string;
  judge: string;
  scorekeeper: string;
  /** Gives the three their roles in one event. */
  staff(eventId: string): Promise<void>;
}

export async function createJudgingTeam(server: TestServer, organizerToken: string, prefix: string): Promise<JudgingTeam> {
  const roles: [StaffRole, string][] = [
    ['HEAD_JUDGE', `${prefix}-hj@example.com`],
    ['JUDGE', `${prefix}-judge@example.com`],
    ['SCOREKEEPER', `${prefix}-sk@example.com`],
  ];
  const tokens: string[] = [];
  for (const [, email] of roles) tokens.push(await createStaff(server, organizerToken, email));
  const [headJudge, judge, scorekeeper] = tokens;
  return {
    headJudge,
    judge,
    scorekeeper,
    staff: async (eventId) => {
      for (const [role, email] of roles) await addEventStaff(server, organizerToken, eventId, email, role);
    },
  };
}

export const ROUND_FIELDS =
  'id number status matches { id table player1 { id name } player2 { id name } player1Wins player2Wins draws status }';
