import type { EventUpdate } from '../../platform/common';
import { LiveService } from '../../platform/live';
import { createEvent, must, ROUND_FIELDS } from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';

const PAIR = `mutation($e: ID!) { pairNextRound(eventId: $e) { ${ROUND_FIELDS} } }`;
const LABELS = `query($e: ID!) { event(id: $e) { rounds { number matches { id hallTable player1 { id name } player2 { id name } } } } }`;
const HALL = `query($c: ID!) { conventionHall(conventionId: $c) { label area row inUse feature eventId roundNumber matchId } }`;
const RECORD = 'mutation($m: ID!) { recordResult(matchId: $m, input: { player1Wins: 2, player2Wins: 0 }) { id } }';

// A hall of 17 tables: area A's two rows of 6, area B's row of 4 and a stream table.
const MAP = ['area,row,table,capacity,label', ...[1, 2, 3, 4, 5, 6].map((n) => `A,1,${n},2,A-${n}`)]
  .concat(
    [7, 8, 9, 10, 11, 12].map((n) => `A,2,${n},2,A-${n}`),
    [1, 2, 3, 4].map((n) => `B,1,${n},2,`),
    ['S,1,1,2,Stream'],
  )
  .join('\n');

describe('conventions: one hall, several events, no table twice (real server, real database)', () => {
  let server: TestServer;
  let organizer: string;
  let conventionId: string;
  const updates: EventUpdate[] = [];

  async function eventOf(name: string, players: number, main = false): Promise<string> {
    const eventId = await createEvent(server, organizer, { name });
    for (let i = 0; i < players; i++) {
      await must(
        server,
        'mutation($e: ID!, $i: PlayerInput!) { registerPlayer(eventId: $e, input: $i) { id } }',
        {
          e: eventId,
          i: { name: `${name} ${i}`, externalId: `${name}-${i}` },
        },
        organizer,
      );
    }
    await must(
      server,
      'mutation($c: ID!, $e: ID!, $m: Boolean!) { addConventionEvent(conventionId: $c, eventId: $e, main: $m) { id } }',
      {
        c: conventionId,
        e: eventId,
        m: main,
      },
      organizer,
    );
    return eventId;
  }

  const latestMatches = async (eventId: string) => {
    const rounds = (await must<any>(server, LABELS, { e: eventId }, organizer)).event.rounds;
    return rounds.at(-1).matches.filter((m: any) => m.player2) as any[];
  };
  const hall = async () => (await must<any>(server, HALL, { c: conventionId }, organizer)).conventionHall as any[];

  beforeAll(async () => {
    server = await startTestServer();
    organizer = await server.loginAsOrganizer();
    server.get(LiveService).onPublished((update) => updates.push(update));
    const organizationId = (await must<any>(server, '{ organizations { id } }', {}, organizer)).organizations[0].id;
    conventionId = (
      await must<any>(
        server,
        'mutation($o: ID!) { createConvention(organizationId: $o, input: { name: "GP Yokohama", venue: "Pacifico" }) { id } }',
        {
          o: organizationId,
        },
        organizer,
      )
    ).createConvention.id;
  });
  afterAll(() => server?.close());

  it('imports the hall map from CSV, refusing a bad line with its number in the reader’s language', async () => {
    const refused = await server.gql<any>(
      'mutation($c: ID!, $csv: String!) { importHallMap(conventionId: $c, csv: $csv) { label } }',
      { c: conventionId, csv: 'A,1,1,2,A-1\nA,1,2,3,A-2' },
      { token: organizer, language: 'ja' },
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('HALL_CAPACITY_INVALID');
    expect(refused.errors?.[0]?.message).toBe('会場図の2行目：卓の席数は2（双頭巨人戦は4）です。変更は行われていません。');
    const imported = (
      await must<any>(
        server,
        'mutation($c: ID!, $csv: String!) { importHallMap(conventionId: $c, csv: $csv) { label } }',
        {
          c: conventionId,
          csv: MAP,
        },
        organizer,
      )
    ).importHallMap;
    expect(imported.map((t: any) => t.label)).toEqual([
      ...Array.from({ length: 12 }, (_, i) => `A-${i + 1}`),
      'B-1',
      'B-2',
      'B-3',
      'B-4',
      'Stream',
    ]);
    // Staff mark the stream table on the map: allocation never gives it.
    const tables = (await hall()).map(({ label, area, row }: any, i: number) => ({
      label,
      area,
      row,
      number: label === 'Stream' ? 1 : Number(label.split('-')[1]) || i + 1,
      capacity: 2,
      inUse: true,
      feature: label === 'Stream',
    }));
    await must(
      server,
      'mutation($c: ID!, $t: [HallTableInput!]!) { setHallMap(conventionId: $c, tables: $t) { label } }',
      {
        c: conventionId,
        t: tables,
      },
      organizer,
    );
    expect((await hall()).filter((t) => t.feature).map((t) => t.label)).toEqual(['Stream']);
  });

  it('pairs two events at once in one hall without a table twice; the main event keeps its block; fixed seats hold', async () => {
    const main = await eventOf('Main', 10, true);
    const side = await eventOf('Side', 8);
    // Side 3 sits at B-4 in every event of the convention.
    const people = (await must<any>(server, 'query($e: ID!) { players(eventId: $e) { id name personId } }', { e: side }, organizer))
      .players;
    const seated = people.find((p: any) => p.name === 'Side 3');
    await must(
      server,
      'mutation($c: ID!, $p: ID!) { setHallFixedSeat(conventionId: $c, personId: $p, label: "B-4") }',
      {
        c: conventionId,
        p: seated.personId,
      },
      organizer,
    );

    await Promise.all([must(server, PAIR, { e: main }, organizer), must(server, PAIR, { e: side }, organizer)]);
    const mainMatches = await latestMatches(main);
    const sideMatches = await latestMatches(side);
    const labels = [...mainMatches, ...sideMatches].map((m) => m.hallTable);
    expect(labels).toHaveLength(9);
    expect(new Set(labels).size).toBe(9);
    expect(labels).not.toContain('Stream');
    expect(labels.every((label) => typeof label === 'string')).toBe(true);
    expect(sideMatches.find((m) => m.player1.id === seated.id || m.player2.id === seated.id).hallTable).toBe('B-4');

    // The map says which event and round uses each table.
    const used = (await hall()).filter((t) => t.eventId);
    expect(used.map((t) => t.matchId).sort()).toEqual([...mainMatches, ...sideMatches].map((m) => m.id).sort());
    expect(used.filter((t) => t.eventId === main).every((t) => t.roundNumber === 1)).toBe(true);

    // Round 2 of the main event: the same block, although the side event's round still runs.
    const block = mainMatches.map((m) => m.hallTable).sort();
    for (const m of mainMatches) await must(server, RECORD, { m: m.id }, organizer);
    await must(server, PAIR, { e: main }, organizer);
    expect((await latestMatches(main)).map((m) => m.hallTable).sort()).toEqual(block);
  });

  it('moves the match off a table taken out of use, audited, and tells its players', async () => {
    const [eventId] = (
      await must<any>(server, 'query($c: ID!) { convention(id: $c) { events { id name } } }', { c: conventionId }, organizer)
    ).convention.events
      .filter((e: any) => e.name === 'Side')
      .map((e: any) => e.id);
    const [match] = await latestMatches(eventId);
    const before = new Set((await hall()).filter((t) => t.matchId).map((t) => t.label));
    // The whole map cannot drop the table or take it out of use behind the match's back.
    const map = (await hall()).map(({ label, area, row, inUse, feature }, i) => ({
      label,
      area,
      row,
      number: i + 1,
      capacity: 2,
      inUse,
      feature,
    }));
    const hidden = await server.gql<any>(
      'mutation($c: ID!, $t: [HallTableInput!]!) { setHallMap(conventionId: $c, tables: $t) { label } }',
      { c: conventionId, t: map.map((t) => (t.label === match.hallTable ? { ...t, inUse: false } : t)) },
      { token: organizer },
    );
    expect(hidden.errors?.[0]?.extensions?.code).toBe('HALL_TABLE_SEATED');
    updates.length = 0;
    const after = (
      await must<any>(
        server,
        'mutation($c: ID!, $l: String!) { setHallTableInUse(conventionId: $c, label: $l, inUse: false) { label inUse matchId } }',
        {
          c: conventionId,
          l: match.hallTable,
        },
        organizer,
      )
    ).setHallTableInUse as any[];
    const moved = after.find((t) => t.matchId === match.id);
    expect(after.find((t) => t.label === match.hallTable)).toMatchObject({ inUse: false, matchId: null });
    expect(before.has(moved.label)).toBe(false);
    expect(moved.label).not.toBe('Stream');
    expect((await latestMatches(eventId)).find((m) => m.id === match.id).hallTable).toBe(moved.label);
    expect(updates).toEqual([
      expect.objectContaining({ eventId, kind: 'MATCH_MOVED', matchId: match.id, audience: [match.player1.id, match.player2.id] }),
    ]);
    const audit = await must<any>(server, 'query($e: ID!) { auditLog(eventId: $e) { action before after } }', { e: eventId }, organizer);
    expect(audit.auditLog.find((entry: any) => entry.action === 'convention.match.move')).toMatchObject({
      before: { label: match.hallTable },
      after: { label: moved.label },
    });
  });

  it('refuses a round the hall is too short for, and stores nothing', async () => {
    const big = await eventOf('Big', 16);
    const refused = await server.gql<any>(PAIR, { e: big }, { token: organizer });
    expect(refused.errors?.[0]?.extensions?.code).toBe('HALL_TABLES_SHORT');
    expect(refused.errors?.[0]?.message).toMatch(/needs 8/);
    expect((await must<any>(server, LABELS, { e: big }, organizer)).event.rounds).toEqual([]);
  });

  describe('a person in two events at once, feature tables chosen by staff', () => {
    const CONFLICTS = `query($e: ID!) { event(id: $e) { rounds { number seatingConflicts {
      personId seat { playerName eventName roundNumber table } other { eventName roundNumber table matchId } } } } }`;
    const MOVE =
      'mutation($c: ID!, $m: ID!, $l: String!) { moveMatchToHallTable(conventionId: $c, matchId: $m, label: $l) { label matchId } }';
    let sealed: string;
    let draft: string;
    let personId: string;

    beforeAll(async () => {
      // Aki plays the sealed event and, by mistake, is also registered in the draft.
      sealed = await eventOf('Sealed', 3);
      draft = await eventOf('Draft', 3);
      const aki = await must<any>(
        server,
        'mutation($e: ID!) { registerPlayer(eventId: $e, input: { name: "Aki Sato", externalId: "aki-1" }) { id personId } }',
        { e: sealed },
        organizer,
      );
      personId = aki.registerPlayer.personId;
      await must(
        server,
        'mutation($e: ID!, $p: ID!) { registerPlayer(eventId: $e, personId: $p, input: { name: "Aki Sato" }) { id } }',
        { e: draft, p: personId },
        organizer,
      );
      await must(server, PAIR, { e: sealed }, organizer);
      await must(server, PAIR, { e: draft }, organizer);
    });

    const akisMatch = async (eventId: string) =>
      (await latestMatches(eventId)).find((m) => m.player1.name === 'Aki Sato' || m.player2.name === 'Aki Sato');

    it('warns on the round and the console of a person seated in two events, and records it when pairing; nothing is refused', async () => {
      const inSealed = await akisMatch(sealed);
      const inDraft = await akisMatch(draft);
      const rounds = (await must<any>(server, CONFLICTS, { e: draft }, organizer)).event.rounds;
      expect(rounds.at(-1).seatingConflicts).toEqual([
        {
          personId,
          seat: { playerName: 'Aki Sato', eventName: 'Draft', roundNumber: 1, table: inDraft.hallTable },
          other: { eventName: 'Sealed', roundNumber: 1, table: inSealed.hallTable, matchId: inSealed.id },
        },
      ]);
      const all = (
        await must<any>(
          server,
          'query($c: ID!) { conventionSeatingConflicts(conventionId: $c) { seat { eventName } other { eventName } } }',
          {
            c: conventionId,
          },
          organizer,
        )
      ).conventionSeatingConflicts;
      expect(all).toHaveLength(1);
      const audit = await must<any>(server, 'query($e: ID!) { auditLog(eventId: $e) { action after } }', { e: draft }, organizer);
      expect(audit.auditLog.find((entry: any) => entry.action === 'convention.round.seat').after.conflicts).toEqual([
        {
          personId,
          tables: expect.arrayContaining([inDraft.hallTable, inSealed.hallTable]),
          events: expect.arrayContaining([draft, sealed]),
        },
      ]);
      // The sealed round shows it from its own seat; once the sealed match has its result, Aki is free to sit in the draft.
      expect((await must<any>(server, CONFLICTS, { e: sealed }, organizer)).event.rounds.at(-1).seatingConflicts).toEqual([
        expect.objectContaining({
          seat: expect.objectContaining({ eventName: 'Sealed', table: inSealed.hallTable }),
          other: expect.objectContaining({ eventName: 'Draft', table: inDraft.hallTable }),
        }),
      ]);
      await must(server, RECORD, { m: inSealed.id }, organizer);
      expect((await must<any>(server, CONFLICTS, { e: draft }, organizer)).event.rounds.at(-1).seatingConflicts).toEqual([]);
    });

    it('moves a match to the feature table chosen by staff, audited, and tells its players; a second one swaps', async () => {
      const [first, second] = await latestMatches(draft);
      updates.length = 0;
      let tables = (await must<any>(server, MOVE, { c: conventionId, m: first.id, l: 'Stream' }, organizer)).moveMatchToHallTable as any[];
      expect(tables.find((t) => t.label === 'Stream').matchId).toBe(first.id);
      expect(tables.find((t) => t.label === first.hallTable).matchId).toBeNull();
      expect(updates).toEqual([
        expect.objectContaining({ eventId: draft, kind: 'MATCH_MOVED', matchId: first.id, audience: [first.player1.id, first.player2.id] }),
      ]);
      const audit = await must<any>(server, 'query($e: ID!) { auditLog(eventId: $e) { action before after } }', { e: draft }, organizer);
      expect(audit.auditLog.find((entry: any) => entry.action === 'convention.match.move')).toMatchObject({
        before: { label: first.hallTable },
        after: { label: 'Stream', reason: 'staffChoice' },
      });

      tables = (await must<any>(server, MOVE, { c: conventionId, m: second.id, l: 'Stream' }, organizer)).moveMatchToHallTable;
      expect(tables.find((t) => t.label === 'Stream').matchId).toBe(second.id);
      expect(tables.find((t) => t.label === second.hallTable).matchId).toBe(first.id);
      expect((await latestMatches(draft)).map((m) => m.hallTable).sort()).toEqual(['Stream', second.hallTable].sort());
    });

    it("refuses another event's table and a table out of use, in the reader's language, and changes nothing", async () => {
      const [match] = await latestMatches(draft);
      const before = await hall();
      const mainTable = before.find((t) => t.eventId && t.eventId !== draft && t.eventId !== sealed);
      const busy = await server.gql<any>(MOVE, { c: conventionId, m: match.id, l: mainTable.label }, { token: organizer, language: 'ja' });
      expect(busy.errors?.[0]?.extensions?.code).toBe('HALL_TABLE_BUSY');
      expect(busy.errors?.[0]?.message).toContain(`卓${mainTable.label}は別の大会`);
      const outOfUse = before.find((t) => !t.inUse);
      const refused = await server.gql<any>(MOVE, { c: conventionId, m: match.id, l: outOfUse.label }, { token: organizer });
      expect(refused.errors?.[0]?.extensions?.code).toBe('HALL_TABLE_OUT_OF_USE');
      expect(await hall()).toEqual(before);
    });
  });
});
