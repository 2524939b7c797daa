/**
 * Seeds events straight into a migrated database with SQL (array inserts), so a benchmark spends
 * its time on what it measures. The history is played by the engine itself (random round 1, then
 * Swiss from the standings), as in libs/engine/bench: ~3 % drops a round, 1 % awarded byes.
 */
import { randomUUID } from 'node:crypto';
import type { Client } from 'pg';
import { computeStandings, MAGIC, pairSwissRound, seededRandom } from '@taikai/engine';
import type { MatchRecord, Participant } from '@taikai/engine';
import { onDatabase } from './harness';

/** The columns of a seeded match row (a final result), in the order the rows give them. */
const MATCH_COLUMNS: [string, string][] = [
  ['id', 'uuid'],
  ['roundId', 'uuid'],
  ['table', 'int'],
  ['player1Id', 'uuid'],
  ['player2Id', 'uuid'],
  ['player1Wins', 'int'],
  ['player2Wins', 'int'],
  ['draws', 'int'],
  ['status', '"MatchStatus"'],
  ['updatedAt', 'timestamp'],
];
export interface SeededEvent {
  eventId: string;
  phaseId: string;
  playerIds: string[];
  /** Matches of the last seeded round (unpublished ones included), byes left out. */
  openMatches: { id: string; table: number; player1Id: string; player2Id: string }[];
}

async function insertRows(client: Client, table: string, columns: [name: string, type: string][], rows: unknown[][], chunk = 5000) {
  for (let start = 0; start < rows.length; start += chunk) {
    const slice = rows.slice(start, start + chunk);
    const arrays = columns.map((_, c) => slice.map((row) => row[c]));
    const names = columns.map(([name]) => `"${name}"`).join(', ');
    const unnest = columns.map(([, type], c) => `$${c + 1}::${type}[]`).join(', ');
    await client.query(`INSERT INTO "${table}" (${names}) SELECT * FROM unnest(${unnest})`, arrays);
  }
}

/** An event with `players` registered players in one Swiss phase and no rounds. */
export async function seedEvent(url: string, players: number, name = `Bench ${players}`): Promise<SeededEvent> {
  const eventId = randomUUID();
  const phaseId = randomUUID();
  const playerIds = Array.from({ length: players }, () => randomUUID());
  await onDatabase(url, async (client) => {
    await client.query(
      `INSERT INTO "Event" (id, "organizationId", name, "shortCode", "plannedRounds", status, "updatedAt")
       SELECT $1, id, $2, $3, 15, 'RUNNING', now() FROM "Organization" WHERE slug = 'default'`,
      [eventId, name, Array.from({ length: 6 }, () => '23456789ABCDEFGHJKMNPQRSTUVWXYZ'[Math.floor(Math.random() * 31)]).join('')],
    );
    await client.query(
      `INSERT INTO "Phase" (id, "eventId", number, name, kind, "plannedRounds") VALUES ($1, $2, 1, 'Swiss', 'SWISS', 15)`,
      [phaseId, eventId],
    );
    await insertRows(
      client,
      'Player',
      [
        ['id', 'uuid'],
        ['eventId', 'uuid'],
        ['name', 'text'],
        ['accessCode', 'text'],
        ['checkedIn', 'boolean'],
      ],
      playerIds.map((id, i) => [id, eventId, `Player ${i + 1}`, `B${String(i).padStart(7, '0')}`, true]),
    );
  });
  return { eventId, phaseId, playerIds, openMatches: [] };
}

/** The seeded history as the engine takes it, to time the engine on what the API pairs. */
export interface SeededHistory {
  active: number;
  participants: Participant[];
  history: MatchRecord[];
}

/**
 * `rounds` rounds played (all results final, every round published; the last one still open),
 * paired by the engine as the API would pair them.
 */
export async function seedHistory(url: string, event: SeededEvent, rounds: number, seed = 'bench'): Promise<SeededHistory> {
  const random = seededRandom(seed);
  let participants: Participant[] = event.playerIds.map((id) =>
    random() < 0.01 ? { id, awardedByes: 1 + Math.floor(random() * 2) } : { id },
  );
  const history: MatchRecord[] = [];
  const roundRows: unknown[][] = [];
  const matchRows: unknown[][] = [];
  for (let round = 1; round <= rounds; round++) {
    const standings =
      round === 1
        ? []
        : computeStandings(participants, history, MAGIC)
            .filter((row) => !row.dropped)
            .map((row) => ({ id: row.playerId, matchPoints: row.matchPoints }));
    const { pairings } = pairSwissRound({ round, seed: `${seed}/r${round}`, standings, history, participants });
    const roundId = randomUUID();
    const last = round === rounds;
    roundRows.push([
      roundId,
      event.eventId,
      event.phaseId,
      round,
      `seed-${round}`,
      last ? 'PUBLISHED' : 'CLOSED',
      last ? null : new Date(),
    ]);
    let nextTable = Math.max(0, ...pairings.map((p) => p.table ?? 0));
    for (const p of pairings) {
      const table = p.table ?? ++nextTable;
      const record: MatchRecord =
        p.player2 === null
          ? { round, player1: p.player1, player2: null, player1Wins: 2, player2Wins: 0, draws: 0 }
          : playMatch(round, p.player1, p.player2, random);
      history.push(record);
      matchRows.push([
        randomUUID(),
        roundId,
        table,
        p.player1,
        p.player2,
        record.player1Wins,
        record.player2Wins,
        record.draws,
        'FINAL',
        new Date(),
      ]);
    }
    participants = participants.map((p) => (!p.dropped && random() < 0.03 ? { ...p, dropped: true } : p));
  }
  const dropped = participants.filter((p) => p.dropped).map((p) => p.id);
  const byes = participants.filter((p) => p.awardedByes).map((p) => [p.id, p.awardedByes]);
  await onDatabase(url, async (client) => {
    await client.query('BEGIN');
    await insertRows(
      client,
      'Round',
      [
        ['id', 'uuid'],
        ['eventId', 'uuid'],
        ['phaseId', 'uuid'],
        ['number', 'int'],
        ['seed', 'text'],
        ['status', '"RoundStatus"'],
        ['closedAt', 'timestamp'],
      ],
      roundRows,
    );
    await client.query(`UPDATE "Round" SET "publishedAt" = now() WHERE "eventId" = $1`, [event.eventId]);
    await insertRows(client, 'Match', MATCH_COLUMNS, matchRows);
    await client.query(`UPDATE "Player" SET "droppedAt" = now(), "dropReason" = 'bench' WHERE id = ANY($1::uuid[])`, [dropped]);
    for (const [id, count] of byes) await client.query(`UPDATE "Player" SET "awardedByes" = $2 WHERE id = $1`, [id, count]);
    await client.query('COMMIT');
    await client.query('ANALYZE');
  });
  return { active: participants.filter((p) => !p.dropped).length, participants, history };
}

function playMatch(round: number, player1: string, player2: string, random: () => number): MatchRecord {
  const base = { round, player1, player2 };
  const r = random();
  if (r < 0.03) return { ...base, player1Wins: 0, player2Wins: 0, draws: 3 };
  if (r < 0.06) return { ...base, player1Wins: 1, player2Wins: 1, draws: 1 };
  const close = random() < 0.4;
  return r < 0.53
    ? { ...base, player1Wins: 2, player2Wins: close ? 1 : 0, draws: 0 }
    : { ...base, player1Wins: close ? 1 : 0, player2Wins: 2, draws: 0 };
}

/** The real matches (no byes) of the event's latest round. */
export async function latestRoundMatches(url: string, eventId: string) {
  return onDatabase(url, async (client) => {
    const { rows } = await client.query(
      `SELECT m.id, m."table", m."player1Id", m."player2Id" FROM "Match" m JOIN "Round" r ON r.id = m."roundId"
       WHERE r."eventId" = $1 AND r.number = (SELECT max(number) FROM "Round" WHERE "eventId" = $1) AND m."player2Id" IS NOT NULL ORDER BY m."table"`,
      [eventId],
    );
    return rows as SeededEvent['openMatches'];
  });
}

const FAMILY = ['さとう', 'すずき', 'たかはし', 'たなか', 'いとう', 'わたなべ', 'やまもと', 'なかむら', 'こばやし', 'かとう'];
const FAMILY_LATIN = ['Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Ito', 'Watanabe', 'Yamamoto', 'Nakamura', 'Kobayashi', 'Kato'];
const GIVEN = ['あおい', 'はると', 'ゆい', 'そうた', 'めい', 'ゆうと', 'りん', 'かいと', 'ひな', 'れん'];
const GIVEN_LATIN = ['Aoi', 'Haruto', 'Yui', 'Sota', 'Mei', 'Yuto', 'Rin', 'Kaito', 'Hina', 'Ren'];

/**
 * `count` people in the server's first organization, each with a reading in hiragana and a Wizards
 * ID `9000000 + i`; names repeat as a store's do (Sato Aoi 12). The search key is written as the
 * API writes it for such names (lower case, no spaces, one line each).
 */
export async function seedPeople(url: string, count: number): Promise<{ organizationId: string }> {
  return onDatabase(url, async (client) => {
    const { rows } = await client.query<{ id: string }>(`SELECT id FROM "Organization" ORDER BY "createdAt" LIMIT 1`);
    const organizationId = rows[0].id;
    const people = Array.from({ length: count }, (_, i) => {
      const [family, given] = [i % FAMILY.length, Math.floor(i / FAMILY.length) % GIVEN.length];
      const name = `${FAMILY_LATIN[family]} ${GIVEN_LATIN[given]} ${Math.floor(i / 100)}`;
      const reading = `${FAMILY[family]} ${GIVEN[given]}`;
      const key = [name, reading, ''].map((text) => `\n${text.toLowerCase().replace(/\s+/g, '')}`).join('');
      return { id: randomUUID(), name, reading, key, wizards: String(9_000_000 + i) };
    });
    await insertRows(
      client,
      'Person',
      [
        ['id', 'uuid'],
        ['organizationId', 'uuid'],
        ['name', 'text'],
        ['nameReading', 'text'],
        ['searchKey', 'text'],
        ['updatedAt', 'timestamp'],
      ],
      people.map((person) => [person.id, organizationId, person.name, person.reading, person.key, new Date()]),
    );
    await insertRows(
      client,
      'PersonIdentifier',
      [
        ['id', 'uuid'],
        ['organizationId', 'uuid'],
        ['personId', 'uuid'],
        ['kind', 'text'],
        ['value', 'text'],
      ],
      people.map((person) => [randomUUID(), organizationId, person.id, 'WIZARDS', person.wizards]),
    );
    return { organizationId };
  });
}

/**
 * `events` finished Swiss events of the organization's people (seed them first: `seedPeople`), each
 * with `players` people drawn at random and `rounds` rounds paired at random (a series' standings
 * read results, not how they were paired), all counted in one series under `rule`; a second series
 * counting the first `smallEvents` of them, to compare with in the same run. Seeded randomness.
 */
export async function seedSeries(
  url: string,
  options: { events: number; players: number; rounds: number; smallEvents: number; rule: unknown; seed?: string },
): Promise<{ seriesId: string; smallSeriesId: string; eventIds: string[] }> {
  const random = seededRandom(options.seed ?? 'series');
  return onDatabase(url, async (client) => {
    const { rows: org } = await client.query<{ id: string }>(`SELECT id FROM "Organization" WHERE slug = 'default'`);
    const organizationId = org[0].id;
    const { rows: people } = await client.query<{ id: string; name: string }>(
      `SELECT id, name FROM "Person" WHERE "organizationId" = $1 ORDER BY id`,
      [organizationId],
    );
    const eventRows: unknown[][] = [];
    const phaseRows: unknown[][] = [];
    const playerRows: unknown[][] = [];
    const roundRows: unknown[][] = [];
    const matchRows: unknown[][] = [];
    for (let e = 0; e < options.events; e++) {
      const eventId = randomUUID();
      const phaseId = randomUUID();
      eventRows.push([
        eventId,
        organizationId,
        `Weekly ${e + 1}`,
        `S${String(e).padStart(5, '0')}`,
        options.rounds,
        new Date(Date.UTC(2026, 0, 1 + e)),
        'FINISHED',
        new Date(),
      ]);
      phaseRows.push([phaseId, eventId, 1, 'Swiss', 'SWISS']);
      const chosen = new Set<number>();
      while (chosen.size < options.players) chosen.add(Math.floor(random() * people.length));
      const playerIds = [...chosen].map((index, i) => {
        const id = randomUUID();
        playerRows.push([id, eventId, people[index].id, people[index].name, `S${String(i).padStart(7, '0')}`]);
        return id;
      });
      for (let round = 1; round <= options.rounds; round++) {
        const roundId = randomUUID();
        roundRows.push([roundId, eventId, phaseId, round, `seed-${round}`, 'CLOSED', new Date(), new Date()]);
        const order = [...playerIds].sort(() => random() - 0.5);
        for (let t = 0; t + 1 < order.length; t += 2) {
          const outcome = random();
          const [p1, p2, d] = outcome < 0.45 ? [2, 0, 0] : outcome < 0.9 ? [0, 2, 0] : [1, 1, 1];
          matchRows.push([randomUUID(), roundId, t / 2 + 1, order[t], order[t + 1], p1, p2, d, 'FINAL', new Date()]);
        }
      }
    }
    await client.query('BEGIN');
    await insertRows(
      client,
      'Event',
      [
        ['id', 'uuid'],
        ['organizationId', 'uuid'],
        ['name', 'text'],
        ['shortCode', 'text'],
        ['plannedRounds', 'int'],
        ['startsAt', 'timestamp'],
        ['status', '"EventStatus"'],
        ['updatedAt', 'timestamp'],
      ],
      eventRows,
    );
    await insertRows(
      client,
      'Phase',
      [
        ['id', 'uuid'],
        ['eventId', 'uuid'],
        ['number', 'int'],
        ['name', 'text'],
        ['kind', '"PhaseKind"'],
      ],
      phaseRows,
    );
    await insertRows(
      client,
      'Player',
      [
        ['id', 'uuid'],
        ['eventId', 'uuid'],
        ['personId', 'uuid'],
        ['name', 'text'],
        ['accessCode', 'text'],
      ],
      playerRows,
    );
    await insertRows(
      client,
      'Round',
      [
        ['id', 'uuid'],
        ['eventId', 'uuid'],
        ['phaseId', 'uuid'],
        ['number', 'int'],
        ['seed', 'text'],
        ['status', '"RoundStatus"'],
        ['publishedAt', 'timestamp'],
        ['closedAt', 'timestamp'],
      ],
      roundRows,
    );
    await insertRows(client, 'Match', MATCH_COLUMNS, matchRows);
    const seriesId = randomUUID();
    const smallSeriesId = randomUUID();
    for (const [id, name, count] of [
      [seriesId, `${options.events} events`, options.events],
      [smallSeriesId, `${options.smallEvents} events`, options.smallEvents],
    ] as const) {
      await client.query(`INSERT INTO "Series" (id, "organizationId", name, rule, "updatedAt") VALUES ($1, $2, $3, $4, now())`, [
        id,
        organizationId,
        name,
        JSON.stringify(options.rule),
      ]);
      await insertRows(
        client,
        'SeriesEvent',
        [
          ['seriesId', 'uuid'],
          ['eventId', 'uuid'],
        ],
        eventRows.slice(0, count).map((row) => [id, row[0]]),
      );
    }
    await client.query('COMMIT');
    await client.query('ANALYZE');
    return { seriesId, smallSeriesId, eventIds: eventRows.map((row) => row[0] as string) };
  });
}

/**
 * A convention of `events` running events sharing one hall, `players` each, in round `rounds` of
 * their Swiss with the clocks started at staggered times: the earlier rounds final, the current
 * round's matches at the hall's tables (HallSeat), a share of them without a result, a few
 * disputed, and judge calls open, taken and closed. For the console's benchmark.
 */
export async function seedConvention(
  url: string,
  options: { events: number; players: number; rounds: number; seed?: string },
): Promise<{ conventionId: string; eventIds: string[] }> {
  const random = seededRandom(options.seed ?? 'convention');
  return onDatabase(url, async (client) => {
    const { rows: org } = await client.query<{ id: string }>(`SELECT id FROM "Organization" WHERE slug = 'default'`);
    const organizationId = org[0].id;
    const conventionId = randomUUID();
    const rows = {
      event: [] as unknown[][],
      conventionEvent: [] as unknown[][],
      phase: [] as unknown[][],
      player: [] as unknown[][],
      round: [] as unknown[][],
      match: [] as unknown[][],
      table: [] as unknown[][],
      seat: [] as unknown[][],
      call: [] as unknown[][],
    };
    const now = Date.now();
    let hallNumber = 0;
    for (let e = 0; e < options.events; e++) {
      const eventId = randomUUID();
      const phaseId = randomUUID();
      rows.event.push([
        eventId,
        organizationId,
        `Side event ${e + 1}`,
        `C${String(e).padStart(4, '0')}`,
        options.rounds + 1,
        'RUNNING',
        new Date(),
      ]);
      rows.conventionEvent.push([eventId, conventionId, e === 0]);
      rows.phase.push([phaseId, eventId, 1, 'Swiss', 'SWISS']);
      const playerIds = Array.from({ length: options.players }, (_, i) => {
        const id = randomUUID();
        rows.player.push([id, eventId, `Player ${e + 1}-${i + 1}`, `C${String(i).padStart(7, '0')}`]);
        return id;
      });
      for (let round = 1; round <= options.rounds; round++) {
        const roundId = randomUUID();
        const current = round === options.rounds;
        // The clocks of the current rounds started over the last 50 minutes: some near time, some over.
        const startedAt = new Date(now - Math.floor(random() * 50 * 60_000));
        rows.round.push([
          roundId,
          eventId,
          phaseId,
          round,
          `seed-${round}`,
          current ? 'PUBLISHED' : 'CLOSED',
          startedAt,
          new Date(startedAt.getTime() + 50 * 60_000),
          new Date(),
          current ? null : new Date(),
        ]);
        const order = [...playerIds].sort(() => random() - 0.5);
        for (let t = 0; t + 1 < order.length; t += 2) {
          const matchId = randomUUID();
          const outcome = random();
          const status = !current || outcome < 0.6 ? 'FINAL' : outcome < 0.98 ? 'PENDING' : 'DISPUTED';
          rows.match.push([matchId, roundId, t / 2 + 1, order[t], order[t + 1], 2, 0, 0, status, new Date()]);
          if (!current) continue;
          hallNumber++;
          const area = String.fromCharCode(65 + Math.floor((hallNumber - 1) / 500));
          const label = `${area}-${((hallNumber - 1) % 500) + 1}`;
          rows.table.push([randomUUID(), conventionId, label, area, Math.floor(((hallNumber - 1) % 500) / 20) + 1, hallNumber]);
          rows.seat.push([matchId, conventionId, eventId, roundId, label]);
          if (random() < 0.03) rows.call.push([randomUUID(), eventId, order[t], matchId, t / 2 + 1, random() < 0.5 ? 'OPEN' : 'TAKEN']);
          if (random() < 0.05) rows.call.push([randomUUID(), eventId, order[t + 1], matchId, t / 2 + 1, 'CLOSED']);
        }
      }
    }
    await client.query('BEGIN');
    await client.query(`INSERT INTO "Convention" (id, "organizationId", name, "updatedAt") VALUES ($1, $2, 'Bench convention', now())`, [
      conventionId,
      organizationId,
    ]);
    // prettier-ignore
    await insertRows(client, 'Event', [['id', 'uuid'], ['organizationId', 'uuid'], ['name', 'text'], ['shortCode', 'text'], ['plannedRounds', 'int'], ['status', '"EventStatus"'], ['updatedAt', 'timestamp']], rows.event);
    // prettier-ignore
    await insertRows(client, 'ConventionEvent', [['eventId', 'uuid'], ['conventionId', 'uuid'], ['main', 'boolean']], rows.conventionEvent);
    // prettier-ignore
    await insertRows(client, 'Phase', [['id', 'uuid'], ['eventId', 'uuid'], ['number', 'int'], ['name', 'text'], ['kind', '"PhaseKind"']], rows.phase);
    // prettier-ignore
    await insertRows(client, 'Player', [['id', 'uuid'], ['eventId', 'uuid'], ['name', 'text'], ['accessCode', 'text']], rows.player);
    // prettier-ignore
    await insertRows(client, 'Round', [['id', 'uuid'], ['eventId', 'uuid'], ['phaseId', 'uuid'], ['number', 'int'], ['seed', 'text'], ['status', '"RoundStatus"'], ['startedAt', 'timestamp'], ['endsAt', 'timestamp'], ['publishedAt', 'timestamp'], ['closedAt', 'timestamp']], rows.round);
    await insertRows(client, 'Match', MATCH_COLUMNS, rows.match);
    // prettier-ignore
    await insertRows(client, 'HallTable', [['id', 'uuid'], ['conventionId', 'uuid'], ['label', 'text'], ['area', 'text'], ['row', 'int'], ['number', 'int']], rows.table);
    // prettier-ignore
    await insertRows(client, 'HallSeat', [['matchId', 'uuid'], ['conventionId', 'uuid'], ['eventId', 'uuid'], ['roundId', 'uuid'], ['label', 'text']], rows.seat);
    // prettier-ignore
    await insertRows(client, 'JudgeCall', [['id', 'uuid'], ['eventId', 'uuid'], ['playerId', 'uuid'], ['matchId', 'uuid'], ['table', 'int'], ['status', '"JudgeCallStatus"']], rows.call);
    await client.query('COMMIT');
    await client.query('ANALYZE');
    return { conventionId, eventIds: rows.event.map((row) => row[0] as string) };
  });
}
