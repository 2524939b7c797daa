import type { TestServer } from './test-server';

/** Fails the test with the GraphQL errors when an operation that must succeed does not. */
export async function must<T = Record<string, any>>(server: TestServer, query: string, variables: Record<string, unknown>, token: string): Promise<T> {
  const result = await server.gql<T>(query, variables, { token });
  if (!result.data || result.errors?.length) throw new Error(`${query.trim().split('\n')[0]}: ${JSON.stringify(result.errors)}`);
  return result.data;
}

export interface RegisteredPlayer {
  id: string;
  name: string;
  accessCode: string;
}

export async function createEvent(server: TestServer, token: string, input: Record<string, unknown> = {}): Promise<string> {
  const data = await must<{ createEvent: { id: string } }>(
    server,
    'mutation($input: EventInput!) { createEvent(input: $input) { id } }',
    { input: { name: 'Test Open', ...input } },
    token,
  );
  return data.createEvent.id;
}

export async function registerPlayers(server: TestServer, token: string, eventId: string, names: string[]): Promise<RegisteredPlayer[]> {
  const players: RegisteredPlayer[] = [];
  for (const name of names) {
    const data = await must<{ registerPlayer: RegisteredPlayer }>(
      server,
      'mutation($eventId: ID!, $input: PlayerInput!) { registerPlayer(eventId: $eventId, input: $input) { id name accessCode } }',
      { eventId, input: { name } },
      token,
    );
    players.push(data.registerPlayer);
  }
  return players;
}

export async function playerToken(server: TestServer, eventId: string, accessCode: string): Promise<string> {
  const data = await server.gql<{ playerLogin: { token: string } }>(
    'mutation($eventId: ID!, $code: String!) { playerLogin(eventId: $eventId, accessCode: $code) { token } }',
    { eventId, code: accessCode },
  );
  if (!data.data) throw new Error(JSON.stringify(data.errors));
  return data.data.playerLogin.token;
}

export async function createStaff(server: TestServer, organizerToken: string, email: string, role: 'ORGANIZER' | 'STAFF' = 'STAFF'): Promise<string> {
  const password = 'staff password 123';
  await must(server, 'mutation($input: UserInput!) { createUser(input: $input) { id } }', { input: { email, name: email.split('@')[0], password, role } }, organizerToken);
  const login = await must<{ login: { token: string } }>(server, 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }', { e: email, p: password }, '');
  return login.login.token;
}

export const ROUND_FIELDS = 'id number status matches { id table player1 { id name } player2 { id name } player1Wins player2Wins draws status }';
