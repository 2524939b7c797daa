import { createEmptyDatabase } from '../support/postgres';
import { freePort, graphql, ServerProcess, spawnProduct, spawnServer, waitForGraphQL } from '@taikai/testkit';

/**
 * The laptop dies, or the event moves: an event run on the default product (embedded database) is
 * exported to one file, imported into a hosted install (PostgreSQL through DATABASE_URL), exported
 * again and imported into another laptop. Standings, penalties and the top cut stay identical.
 */
const ADMIN = { email: 'organizer@example.com', password: 'organizer password 1' };
const STANDINGS = `query($e: ID!) { standings(eventId: $e) { rank matchPoints gwExact omwExact ogwExact dropped player { id name } } }`;
const NAMES = ['佐藤 葵', '鈴木 大翔', '高橋 陽菜', '田中 蓮', 'Kenji Mori', 'Marco Rossi', '伊藤 結衣', '渡辺 湊'];

async function call<T = any>(url: string, query: string, variables: object, token?: string): Promise<T> {
  const result = await graphql<T>(url, query, variables, token);
  if (!result.data || result.errors?.length) throw new Error(`${query.slice(0, 60)}: ${JSON.stringify(result.errors)}`);
  return result.data;
}

async function signIn(server: ServerProcess): Promise<string> {
  await waitForGraphQL(server);
  return (
    await call(server.url, 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }', {
      e: ADMIN.email,
      p: ADMIN.password,
    })
  ).login.token;
}

/** What must survive a move: standings (exact tiebreakers), penalties, rounds and the bracket. */
async function snapshot(url: string, token: string, eventId: string) {
  const data = await call(
    url,
    `query($e: ID!) {
      standings(eventId: $e) { rank matchPoints gwExact omwExact ogwExact dropped player { id name } }
      penalties(eventId: $e) { id infraction penalty status playerId }
      event(id: $e) { name rounds { number matches { table player1 { id } player2 { id } player1Wins player2Wins draws status } } }
    }`,
    { e: eventId },
    token,
  );
  return data;
}

describe('an event moved from the laptop to a hosted install and back', () => {
  const env = { TAIKAI_ADMIN_EMAIL: ADMIN.email, TAIKAI_ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'warn' };
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('keeps standings, penalties and the top cut identical, in Japanese', async () => {
    const laptop = spawnProduct({ ...env, PORT: String(await freePort()) });
    cleanups.push(() => laptop.close());
    const token = await signIn(laptop);
    const eventId = (
      await call(
        laptop.url,
        'mutation { createEvent(input: { name: "渋谷 PPTQ", plannedRounds: 3, topCut: 4, enforcementLevel: COMPETITIVE }) { id } }',
        {},
        token,
      )
    ).createEvent.id;
    await call(
      laptop.url,
      'mutation($e: ID!, $c: String!) { importPlayers(eventId: $e, csv: $c) { created { id } } }',
      { e: eventId, c: ['name', ...NAMES].join('\n') },
      token,
    );
    for (let round = 1; round <= 3; round++) {
      const paired = (
        await call(
          laptop.url,
          'mutation($e: ID!) { pairNextRound(eventId: $e) { id matches { id player2 { id } } } }',
          { e: eventId },
          token,
        )
      ).pairNextRound;
      for (const [i, match] of paired.matches.entries()) {
        if (!match.player2) continue;
        const score = [
          { player1Wins: 2, player2Wins: 0 },
          { player1Wins: 1, player2Wins: 2 },
          { player1Wins: 2, player2Wins: 1 },
          { player1Wins: 0, player2Wins: 2 },
        ][(i + round) % 4];
        await call(
          laptop.url,
          'mutation($m: ID!, $i: ResultInput!) { recordResult(matchId: $m, input: $i) { id } }',
          { m: match.id, i: score },
          token,
        );
      }
      if (round === 2) {
        const standings = (await call(laptop.url, STANDINGS, { e: eventId }, token)).standings;
        await call(
          laptop.url,
          'mutation($e: ID!, $i: InfractionInput!) { logInfraction(eventId: $e, input: $i) { id } }',
          {
            e: eventId,
            i: { playerId: standings[7].player.id, infraction: 'GPE-GRV', description: '余分にカードを引いた' },
          },
          token,
        );
      }
    }
    const cut = (
      await call(laptop.url, 'mutation($e: ID!) { startTopCut(eventId: $e) { matches { id player2 { id } } } }', { e: eventId }, token)
    ).startTopCut;
    for (const match of cut.matches)
      await call(
        laptop.url,
        'mutation($m: ID!) { recordResult(matchId: $m, input: { player1Wins: 2, player2Wins: 1 }) { id } }',
        { m: match.id },
        token,
      );
    const original = await snapshot(laptop.url, token, eventId);
    expect(original.standings.map((s: any) => s.player.name).sort()).toEqual([...NAMES].sort());
    expect(original.penalties).toHaveLength(1);
    expect(original.event.rounds).toHaveLength(4);
    const fromLaptop = (await call(laptop.url, 'query($e: ID!) { exportEvent(eventId: $e) }', { e: eventId }, token)).exportEvent;

    const database = await createEmptyDatabase();
    cleanups.push(() => database.drop());
    const hosted = spawnServer({ ...env, PORT: String(await freePort()), DATABASE_URL: database.url });
    cleanups.push(() => hosted.stop());
    const hostedToken = await signIn(hosted);
    expect(
      (await call(hosted.url, 'mutation($d: String!) { importEvent(input: { data: $d }) { eventId } }', { d: fromLaptop }, hostedToken))
        .importEvent.eventId,
    ).toBe(eventId);
    expect(await snapshot(hosted.url, hostedToken, eventId)).toEqual(original);
    const fromHosted = (await call(hosted.url, 'query($e: ID!) { exportEvent(eventId: $e) }', { e: eventId }, hostedToken)).exportEvent;

    const secondLaptop = spawnProduct({ ...env, PORT: String(await freePort()) });
    cleanups.push(() => secondLaptop.close());
    const secondToken = await signIn(secondLaptop);
    await call(secondLaptop.url, 'mutation($d: String!) { importEvent(input: { data: $d }) { eventId } }', { d: fromHosted }, secondToken);
    expect(await snapshot(secondLaptop.url, secondToken, eventId)).toEqual(original);
  });
});
