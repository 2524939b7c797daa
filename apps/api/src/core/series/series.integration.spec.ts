import { createEvent, createStaff, must, ROUND_FIELDS } from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';

// Four regulars play three 2-round events; the same person in each (matched by player ID). Results
// are decided by name, so every pairing the server draws gives the same records: "first" means the
// name earliest in the alphabet wins each match (Ann 2-0, Bob and Cy 1-1, Dee 0-2), "last" the reverse.
const PEOPLE = ['Ann', 'Bob', 'Cy', 'Dee'];
const STANDINGS = `query($s: ID!) { seriesStandings(seriesId: $s) {
  rank name points matchWins eventsPlayed events { eventId points counted } corrections { id points reason } } }`;

describe('series: standings over several events, corrections, best N, payouts (real server, real database)', () => {
  let server: TestServer;
  let organizer: string;
  let organizationId: string;
  let seriesId: string;
  const events: string[] = [];

  const standings = async () => (await must<any>(server, STANDINGS, { s: seriesId }, organizer)).seriesStandings as any[];
  const view = (rows: any[]) => rows.map((row) => `${row.rank} ${row.name} ${row.points}`);

  async function playEvent(winner: 'first' | 'last') {
    const eventId = await createEvent(server, organizer, { name: `Weekly ${events.length + 1}`, plannedRounds: 2 });
    for (const name of PEOPLE) {
      await must(
        server,
        'mutation($e: ID!, $i: PlayerInput!) { registerPlayer(eventId: $e, input: $i) { id } }',
        { e: eventId, i: { name, externalId: `ID-${name}` } },
        organizer,
      );
    }
    events.push(eventId);
    return async () => {
      for (let round = 0; round < 2; round++) {
        const paired = (
          await must<any>(server, `mutation($e: ID!) { pairNextRound(eventId: $e) { ${ROUND_FIELDS} } }`, { e: eventId }, organizer)
        ).pairNextRound;
        for (const match of paired.matches) {
          const player1First = match.player1.name < match.player2.name;
          const player1Wins = player1First === (winner === 'first');
          await must(
            server,
            'mutation($m: ID!, $i: ResultInput!) { recordResult(matchId: $m, input: $i) { id } }',
            { m: match.id, i: player1Wins ? { player1Wins: 2, player2Wins: 0 } : { player1Wins: 0, player2Wins: 2 } },
            organizer,
          );
        }
      }
      return eventId;
    };
  }

  beforeAll(async () => {
    server = await startTestServer();
    organizer = await server.loginAsOrganizer();
    organizationId = (await must<any>(server, '{ organizations { id } }', {}, organizer)).organizations[0].id;
  });
  afterAll(() => server?.close());

  it('is live after each event and each correction; best 2 of 3; a payout sheet by record per event and per series', async () => {
    const play1 = await playEvent('first');
    const created = await must<any>(
      server,
      `mutation($o: ID!, $i: SeriesInput!) { createSeries(organizationId: $o, input: $i) { id rule events { id } } }`,
      {
        o: organizationId,
        i: {
          name: 'Autumn League',
          rule: JSON.stringify({ matchWin: 3, matchDraw: 1, bestEvents: 2, tieBreaks: ['matchWins', 'eventsPlayed'] }),
          payoutRule: JSON.stringify({
            by: 'record',
            table: [
              { wins: 2, losses: 0, points: 1000 },
              { wins: 1, losses: 1, points: 300 },
            ],
          }),
          eventIds: [events[0]],
        },
      },
      organizer,
    );
    seriesId = created.createSeries.id;
    // Registered, not started: nobody has a line yet.
    expect(await standings()).toEqual([]);

    await play1();
    expect(view(await standings())).toEqual(['1 Ann 6', '2 Bob 3', '2 Cy 3', '4 Dee 0']);

    const play2 = await playEvent('last');
    await must(
      server,
      'mutation($s: ID!, $e: ID!) { addSeriesEvent(seriesId: $s, eventId: $e) { id } }',
      { s: seriesId, e: events[1] },
      organizer,
    );
    await play2();
    // Everyone on 6 with two match wins in two events: one shared rank.
    expect(view(await standings())).toEqual(['1 Ann 6', '1 Bob 6', '1 Cy 6', '1 Dee 6']);

    const cy = (await standings()).find((row) => row.name === 'Cy');
    const people = await must<any>(server, 'query($e: ID!) { players(eventId: $e) { name personId } }', { e: events[0] }, organizer);
    const personOf = (name: string) => people.players.find((p: any) => p.name === name).personId;
    const corrected = await must<any>(
      server,
      'mutation($s: ID!, $p: ID!) { correctSeriesPoints(seriesId: $s, personId: $p, points: "1.5", reason: "Judged Weekly 2") { rank name points corrections { id reason } } }',
      { s: seriesId, p: personOf('Cy') },
      organizer,
    );
    expect(view(corrected.correctSeriesPoints)).toEqual(['1 Cy 7.5', '2 Ann 6', '2 Bob 6', '2 Dee 6']);
    expect(corrected.correctSeriesPoints[0].corrections).toEqual([{ id: expect.any(String), reason: 'Judged Weekly 2' }]);
    expect(cy.corrections).toEqual([]);

    const play3 = await playEvent('first');
    await must(
      server,
      'mutation($s: ID!, $e: ID!) { addSeriesEvent(seriesId: $s, eventId: $e) { id } }',
      { s: seriesId, e: events[2] },
      organizer,
    );
    await play3();
    // Best 2 of 3: Ann's 0 in Weekly 2 does not count; Dee's 6 there does. Bob and Dee level on
    // points: Bob won three matches, Dee two.
    const after3 = await standings();
    expect(view(after3)).toEqual(['1 Ann 12', '2 Cy 7.5', '3 Bob 6', '4 Dee 6']);
    expect(after3[0].events.map((event: any) => [events.indexOf(event.eventId), event.points, event.counted]).sort()).toEqual([
      [0, '6', true],
      [1, '0', false],
      [2, '6', true],
    ]);

    // Every event counted: the same results, other totals.
    await must(
      server,
      'mutation($s: ID!, $r: String!) { updateSeries(id: $s, input: { rule: $r }) { id } }',
      { s: seriesId, r: JSON.stringify({ matchWin: 3, matchDraw: 1 }) },
      organizer,
    );
    expect(view(await standings())).toEqual(['1 Ann 12', '2 Cy 10.5', '3 Bob 9', '4 Dee 6']);

    // The correction deleted, Cy is back level with Bob on points and match wins; the default tie-breaks go on to the best place.
    const correctionId = corrected.correctSeriesPoints[0].corrections[0].id;
    const removed = await must<any>(
      server,
      'mutation($s: ID!, $c: ID!) { deleteSeriesCorrection(seriesId: $s, correctionId: $c) { rank name points } }',
      { s: seriesId, c: correctionId },
      organizer,
    );
    expect(removed.deleteSeriesCorrection.map((row: any) => `${row.name} ${row.points}`)).toEqual(
      expect.arrayContaining(['Ann 12', 'Bob 9', 'Cy 9', 'Dee 6']),
    );
    const csv = (await must<any>(server, 'query($s: ID!) { seriesStandingsCsv(seriesId: $s) }', { s: seriesId }, organizer))
      .seriesStandingsCsv as string;
    expect(csv.split(/\r?\n/)[0]).toBe(
      'rank,name,points,wins,draws,losses,events played,best place,Weekly 1,Weekly 2,Weekly 3,corrections',
    );
    expect(csv).toContain('1,Ann,12,4,0,2,3,1,6,0,6,');

    const sheet = await must<any>(
      server,
      'query($e: ID!) { eventPayout(eventId: $e) { seriesName by total lines { name amount } } }',
      { e: events[0] },
      organizer,
    );
    expect(sheet.eventPayout).toEqual([
      {
        seriesName: 'Autumn League',
        by: 'record',
        total: 1600,
        lines: [
          { name: 'Ann', amount: 1000 },
          { name: 'Bob', amount: 300 },
          { name: 'Cy', amount: 300 },
        ],
      },
    ]);
    const season = await must<any>(
      server,
      'query($s: ID!) { seriesPayout(seriesId: $s) { total lines { name amount } } }',
      { s: seriesId },
      organizer,
    );
    expect(season.seriesPayout.lines).toEqual([
      { name: 'Ann', amount: 2000 },
      { name: 'Dee', amount: 1000 },
      { name: 'Bob', amount: 900 },
      { name: 'Cy', amount: 900 },
    ]);

    // The phone: anyone, names only.
    const phone = await server.gql(
      'query($s: ID!) { publicSeriesStandings(seriesId: $s) { name events standings { rank name points eventsPlayed } } }',
      { s: seriesId },
      {},
    );
    expect(phone.errors).toBeUndefined();
    expect((phone.data as any).publicSeriesStandings.standings[0]).toEqual({ rank: 1, name: 'Ann', points: '12', eventsPlayed: 3 });

    // A result corrected in Weekly 1 after the fact: the standings follow at once (Ann's 6 there becomes 3).
    const weekly1 = await must<any>(
      server,
      'query($e: ID!) { event(id: $e) { rounds { number matches { id player1 { name } player2 { name } } } } }',
      { e: events[0] },
      organizer,
    );
    const annsLast = weekly1.event.rounds
      .find((round: any) => round.number === 2)
      .matches.find((match: any) => [match.player1.name, match.player2?.name].includes('Ann'));
    const annFirst = annsLast.player1.name === 'Ann';
    await must(
      server,
      'mutation($m: ID!, $i: ResultInput!) { recordResult(matchId: $m, input: $i) { id } }',
      { m: annsLast.id, i: annFirst ? { player1Wins: 0, player2Wins: 2 } : { player1Wins: 2, player2Wins: 0 } },
      organizer,
    );
    expect((await standings()).find((row) => row.name === 'Ann').points).toBe('9');
  });

  it('refuses a bad rule, a bad correction, and another organization’s event or staff, changing nothing', async () => {
    const code = async (query: string, variables: Record<string, unknown>, token = organizer) =>
      (await server.gql(query, variables, { token })).errors?.[0]?.extensions?.code;
    expect(
      await code(
        'mutation($s: ID!) { updateSeries(id: $s, input: { rule: "{\\"places\\": [{\\"from\\": 2, \\"to\\": 1, \\"points\\": 3}]}" }) { id } }',
        { s: seriesId },
      ),
    ).toBe('SERIES_RULE_INVALID');
    const people = (await standings()).length;
    const person = (await must<any>(server, 'query($e: ID!) { players(eventId: $e) { personId } }', { e: events[0] }, organizer)).players[0]
      .personId;
    for (const points of ['1.234', '0', 'ten']) {
      expect(
        await code(
          'mutation($s: ID!, $p: ID!, $n: String!) { correctSeriesPoints(seriesId: $s, personId: $p, points: $n, reason: "x") { rank } }',
          { s: seriesId, p: person, n: points },
        ),
      ).toBe('INVALID_INPUT');
    }
    const other = await must<any>(
      server,
      'mutation { createOrganization(input: { name: "Other Store", slug: "other-series-store" }) { id } }',
      {},
      organizer,
    );
    const foreign = (
      await must<any>(
        server,
        'mutation($o: ID!) { createEvent(input: { name: "Elsewhere" }, organizationId: $o) { id } }',
        { o: other.createOrganization.id },
        organizer,
      )
    ).createEvent.id;
    expect(await code('mutation($s: ID!, $e: ID!) { addSeriesEvent(seriesId: $s, eventId: $e) { id } }', { s: seriesId, e: foreign })).toBe(
      'SERIES_EVENT_OF_OTHER_ORGANIZATION',
    );
    const otherOwner = await createStaff(server, organizer, 'series-other-owner@example.com');
    await must(
      server,
      'mutation($o: ID!) { addOrganizationMember(organizationId: $o, email: "series-other-owner@example.com", role: OWNER) { id } }',
      { o: other.createOrganization.id },
      organizer,
    );
    expect(await code(STANDINGS, { s: seriesId }, otherOwner)).toBe('FORBIDDEN');
    expect(await code('query($o: ID!) { seriesList(organizationId: $o) { id } }', { o: organizationId }, otherOwner)).toBe('FORBIDDEN');
    expect(
      (await must<any>(server, 'query($o: ID!) { seriesList(organizationId: $o) { id } }', { o: other.createOrganization.id }, otherOwner))
        .seriesList,
    ).toEqual([]);
    expect((await standings()).length).toBe(people);
    expect((await standings()).every((row) => row.corrections.length === 0)).toBe(true);
  });

  it('a correction follows its person when two people are merged', async () => {
    const { createPerson } = await must<any>(server, 'mutation { createPerson(input: { name: "Ann (card)" }) { id } }', {}, organizer);
    await must(
      server,
      'mutation($s: ID!, $p: ID!) { correctSeriesPoints(seriesId: $s, personId: $p, points: "1", reason: "Brought a friend") { rank } }',
      { s: seriesId, p: createPerson.id },
      organizer,
    );
    const ann = (
      await must<any>(server, 'query($e: ID!) { players(eventId: $e) { name personId } }', { e: events[0] }, organizer)
    ).players.find((player: any) => player.name === 'Ann');
    await must(
      server,
      'mutation($k: ID!, $m: ID!) { mergePeople(keepId: $k, mergeId: $m) { id } }',
      { k: ann.personId, m: createPerson.id },
      organizer,
    );
    const row = (await standings()).find((line) => line.name === 'Ann');
    expect([row.points, row.corrections.map((c: any) => c.reason)]).toEqual(['10', ['Brought a friend']]);
  });

  it('says why in Japanese too', async () => {
    const result = await server.gql(
      'mutation($s: ID!) { updateSeries(id: $s, input: { rule: "{\\"bestEvents\\": 0}" }) { id } }',
      { s: seriesId },
      { token: organizer, language: 'ja' },
    );
    expect(result.errors?.[0].message).toBe('シリーズのルールの「bestEvents」が正しくありません。変更は行われていません。');
  });
});
