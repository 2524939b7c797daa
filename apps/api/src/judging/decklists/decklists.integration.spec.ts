import { ATOMIC_CARDS_FIXTURE } from '@taikai/engine/testing';
import { createEvent, createStaff, must, playerToken, registerPlayers, ROUND_FIELDS, addEventStaff } from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';

const SETTINGS = `mutation($e: ID!, $i: DecklistSettingsInput!) { setDecklistSettings(eventId: $e, input: $i) { requirement submitter locked locksAt rules { format mainMin mainMax sideboardMax maxCopies rule } cardDatabaseSize } }`;
const SUBMIT = `mutation($t: String!) { submitDecklist(text: $t) { id playerName mainCount sideboardCount updatedByKind changedAfterDeadlineAt main { count name set } sideboard { count name } problems { code message rule card count min max } } }`;
const ENTER = `mutation($p: ID!, $t: String!, $r: String!) { enterDecklist(playerId: $p, text: $t, reason: $r) { mainCount updatedByKind staffReason changedAfterDeadlineAt problems { code } } }`;
const OVERVIEW = `query($e: ID!) { decklists(eventId: $e) { playerName state mainCount problems { code message } } }`;
const CHECK = `query($e: ID!, $t: String!) { checkDecklist(eventId: $e, text: $t) { mainCount sideboardCount problems { code message rule card line } } }`;
const MINE = `{ myDecklist { text mainCount } }`;

const arena60 = 'Deck\n4 Lightning Bolt (M10) 146\n56 Mountain (M21) 272\n\nSideboard\n15 Island (M21) 264';
const fixture = JSON.stringify(ATOMIC_CARDS_FIXTURE);

const codeOf = (result: { errors?: { extensions?: { code?: string } }[] }) => result.errors?.[0]?.extensions?.code;

describe('decklists (MTR 2.7, 6.1, 7.1; real server, real database)', () => {
  let server: TestServer;
  let organizer: string;
  let judge: string;
  let scorekeeper: string;

  beforeAll(async () => {
    server = await startTestServer();
    organizer = await server.loginAsOrganizer();
    judge = await createStaff(server, organizer, 'judge@example.com');
    scorekeeper = await createStaff(server, organizer, 'sk@example.com');
  });
  afterAll(() => server.close());

  async function event(input: Record<string, unknown> = {}, names = ['Aoi', 'Ben', 'Chika', 'Dan']) {
    const eventId = await createEvent(server, organizer, { enforcementLevel: 'COMPETITIVE', ...input });
    for (const [email, role] of [
      ['judge@example.com', 'JUDGE'],
      ['sk@example.com', 'SCOREKEEPER'],
    ] as const) {
      await addEventStaff(server, organizer, eventId, email, role);
    }
    const players = await registerPlayers(server, organizer, eventId, names);
    const tokens = await Promise.all(players.map((player) => playerToken(server, eventId, player.accessCode)));
    return { eventId, players, tokens };
  }

  it('MTR 6.1: players submit from the phone; the desk sees a missing list and one that breaks the 60-card rule, in both languages', async () => {
    const { eventId, tokens } = await event();
    // Not collected until staff say so.
    expect(codeOf(await server.gql(SUBMIT, { t: arena60 }, { token: tokens[0] }))).toBe('DECKLISTS_NOT_COLLECTED');
    expect(codeOf(await server.gql(SETTINGS, { e: eventId, i: { requirement: 'SWISS' } }, { token: scorekeeper }))).toBe('FORBIDDEN');
    const settings = (await must<any>(server, SETTINGS, { e: eventId, i: { requirement: 'SWISS' } }, organizer)).setDecklistSettings;
    expect(settings).toMatchObject({
      requirement: 'SWISS',
      submitter: 'PLAYER',
      locked: false,
      locksAt: null,
      rules: { format: 'constructed', mainMin: 60, mainMax: null, sideboardMax: 15, maxCopies: 4, rule: 'MTR 6.1' },
    });
    // Players read the rules and the deadline too.
    expect(
      (
        await must<any>(
          server,
          'query($e: ID!) { decklistSettings(eventId: $e) { requirement rules { mainMin } } }',
          { e: eventId },
          tokens[0],
        )
      ).decklistSettings,
    ).toEqual({ requirement: 'SWISS', rules: { mainMin: 60 } });

    const aoi = (await must<any>(server, SUBMIT, { t: arena60 }, tokens[0])).submitDecklist;
    expect(aoi).toMatchObject({
      playerName: 'Aoi',
      mainCount: 60,
      sideboardCount: 15,
      updatedByKind: 'player',
      changedAfterDeadlineAt: null,
      problems: [],
    });
    expect(aoi.main[0]).toEqual({ count: 4, name: 'Lightning Bolt', set: 'M10' });
    const ben = (await server.gql<any>(SUBMIT, { t: '4 稲妻\n55 山' }, { token: tokens[1], language: 'ja' })).data!.submitDecklist;
    expect(ben.problems).toEqual([
      {
        code: 'DECK_MAIN_TOO_FEW',
        message: 'メインデッキが59枚です。60枚以上必要です（MTR 6.1）。',
        rule: 'MTR 6.1',
        card: null,
        count: 59,
        min: 60,
        max: null,
      },
    ]);
    // Changed before the deadline: the latest list counts.
    expect((await must<any>(server, SUBMIT, { t: '4 Lightning Bolt\n56 Mountain' }, tokens[0])).submitDecklist.sideboardCount).toBe(0);

    const overview = (await must<any>(server, OVERVIEW, { e: eventId }, scorekeeper)).decklists;
    expect(overview.map((row: any) => [row.playerName, row.state, row.mainCount])).toEqual([
      ['Aoi', 'OK', 60],
      ['Ben', 'PROBLEMS', 59],
      ['Chika', 'MISSING', null],
      ['Dan', 'MISSING', null],
    ]);
    expect(overview[1].problems[0].message).toBe('The main deck has 59 cards; it needs at least 60 (MTR 6.1).');
    const log = (
      await must<any>(
        server,
        'query($e: ID!) { auditLog(eventId: $e, action: "decklist.update") { actorKind before after } }',
        { e: eventId },
        organizer,
      )
    ).auditLog;
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      actorKind: 'player',
      before: { mainCount: 60, sideboardCount: 15 },
      after: { mainCount: 60, sideboardCount: 0 },
    });
  });

  it('refuses a text it cannot read, naming every line, and stores nothing; checking stores nothing either', async () => {
    const { eventId, tokens } = await event();
    await must(server, SETTINGS, { e: eventId, i: { requirement: 'SWISS' } }, organizer);
    const refused = await server.gql<any>(SUBMIT, { t: '4 Lightning Bolt\nLightning Bolt\n56 Mountain\nthe rest' }, { token: tokens[0] });
    expect(codeOf(refused)).toBe('DECKLIST_UNREADABLE');
    expect(refused.errors![0].message).toContain('Lines not read: 2, 4');
    const checked = (await must<any>(server, CHECK, { e: eventId, t: '3 Lightning Bolt\nLightning Bolt\n10 Mountain' }, tokens[0]))
      .checkDecklist;
    expect(checked.problems.map((p: any) => [p.code, p.line])).toEqual([
      ['DECKLIST_LINE_UNREADABLE', 2],
      ['DECK_MAIN_TOO_FEW', null],
    ]);
    expect(codeOf(await server.gql(SUBMIT, { t: '\n\nSideboard\n4 Pyroblast' }, { token: tokens[0] }))).toBe('DECKLIST_EMPTY');
    expect((await must<any>(server, MINE, {}, tokens[0])).myDecklist).toBeNull();
    expect((await must<any>(server, OVERVIEW, { e: eventId }, organizer)).decklists.every((row: any) => row.state === 'MISSING')).toBe(
      true,
    );
  });

  it('a list is seen by its owner and staff only; staff-only submission; judges read, scorekeepers do not publish', async () => {
    const { eventId, players, tokens } = await event();
    const other = await event();
    await must(server, SETTINGS, { e: eventId, i: { requirement: 'SWISS' } }, organizer);
    await must(server, SUBMIT, { t: arena60 }, tokens[0]);
    expect((await must<any>(server, MINE, {}, tokens[1])).myDecklist).toBeNull();
    expect(codeOf(await server.gql(`query($p: ID!) { decklist(playerId: $p) { text } }`, { p: players[0].id }, { token: tokens[1] }))).toBe(
      'FORBIDDEN',
    );
    expect(codeOf(await server.gql(OVERVIEW, { e: eventId }, { token: tokens[0] }))).toBe('FORBIDDEN');
    expect(
      codeOf(await server.gql('query($e: ID!) { decklistSettings(eventId: $e) { locked } }', { e: eventId }, { token: other.tokens[0] })),
    ).toBe('FORBIDDEN');
    expect((await must<any>(server, `query($p: ID!) { decklist(playerId: $p) { text } }`, { p: players[0].id }, judge)).decklist.text).toBe(
      arena60,
    );
    expect(
      codeOf(
        await server.gql(
          'mutation($e: ID!) { publishDecklists(eventId: $e, top: 8) { publishedTop } }',
          { e: eventId },
          { token: scorekeeper },
        ),
      ),
    ).toBe('FORBIDDEN');

    await must(server, SETTINGS, { e: eventId, i: { submitter: 'STAFF' } }, organizer);
    expect(codeOf(await server.gql(SUBMIT, { t: arena60 }, { token: tokens[1] }))).toBe('DECKLISTS_STAFF_ONLY');
    expect((await must<any>(server, ENTER, { p: players[1].id, t: arena60, r: 'paper sheet' }, scorekeeper)).enterDecklist).toMatchObject({
      updatedByKind: 'staff',
      staffReason: 'paper sheet',
      changedAfterDeadlineAt: null,
    });
  });

  it('MTR 2.7: lists lock when round 1 starts; after that only staff change them, with a reason, marked as changed after the deadline', async () => {
    const { eventId, players, tokens } = await event();
    await must(server, SETTINGS, { e: eventId, i: { requirement: 'SWISS' } }, organizer);
    await must(server, SUBMIT, { t: arena60 }, tokens[0]);
    const round = (
      await must<any>(server, `mutation($e: ID!) { pairNextRound(eventId: $e) { ${ROUND_FIELDS} } }`, { e: eventId }, organizer)
    ).pairNextRound;
    // Paired but not started: players may still fix their lists.
    expect((await must<any>(server, SUBMIT, { t: '4 Lightning Bolt\n57 Mountain' }, tokens[0])).submitDecklist.mainCount).toBe(61);
    await must(server, 'mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id }, organizer);
    const settings = (
      await must<any>(server, 'query($e: ID!) { decklistSettings(eventId: $e) { locked locksAt } }', { e: eventId }, tokens[0])
    ).decklistSettings;
    expect(settings.locked).toBe(true);
    expect(new Date(settings.locksAt).getTime()).toBeLessThanOrEqual(Date.now());

    const late = await server.gql<any>(SUBMIT, { t: arena60 }, { token: tokens[0], language: 'ja' });
    expect(codeOf(late)).toBe('DECKLISTS_LOCKED');
    expect(late.errors![0].message).toContain('締め切り');
    expect((await must<any>(server, MINE, {}, tokens[0])).myDecklist.mainCount).toBe(61);

    expect(codeOf(await server.gql(ENTER, { p: players[0].id, t: arena60, r: '  ' }, { token: judge }))).toBe('INVALID_INPUT');
    const corrected = (await must<any>(server, ENTER, { p: players[0].id, t: arena60, r: 'sheet says 56 Mountain' }, judge)).enterDecklist;
    expect(corrected).toMatchObject({ mainCount: 60, updatedByKind: 'staff', staffReason: 'sheet says 56 Mountain' });
    expect(corrected.changedAfterDeadlineAt).not.toBeNull();
    const [entry] = (
      await must<any>(
        server,
        'query($e: ID!) { auditLog(eventId: $e, action: "decklist.update", limit: 1) { actorKind before after } }',
        { e: eventId },
        organizer,
      )
    ).auditLog;
    expect(entry).toMatchObject({
      actorKind: 'staff',
      before: { mainCount: 61, changedAfterDeadline: false },
      after: { mainCount: 60, changedAfterDeadline: true, reason: 'sheet says 56 Mountain' },
    });

    // An explicit deadline in the future reopens the lists; one in the past closes them.
    await must(server, SETTINGS, { e: eventId, i: { deadline: new Date(Date.now() + 3600_000).toISOString() } }, organizer);
    expect((await must<any>(server, SUBMIT, { t: arena60 }, tokens[1])).submitDecklist.mainCount).toBe(60);
    await must(server, SETTINGS, { e: eventId, i: { deadline: new Date(Date.now() - 1000).toISOString() } }, organizer);
    expect(codeOf(await server.gql(SUBMIT, { t: arena60 }, { token: tokens[1] }))).toBe('DECKLISTS_LOCKED');
  });

  it('publishes the top N lists after the cut, in Swiss order, to every player', async () => {
    const { eventId, players, tokens } = await event({ topCut: 2, plannedRounds: 1 });
    await must(server, SETTINGS, { e: eventId, i: { requirement: 'SWISS' } }, organizer);
    for (const [i, token] of tokens.entries()) await must(server, SUBMIT, { t: `4 Lightning Bolt\n${56 + i} Mountain` }, token);
    const round = (
      await must<any>(server, `mutation($e: ID!) { pairNextRound(eventId: $e) { ${ROUND_FIELDS} } }`, { e: eventId }, organizer)
    ).pairNextRound;
    expect(
      codeOf(
        await server.gql(
          'mutation($e: ID!) { publishDecklists(eventId: $e, top: 2) { publishedTop } }',
          { e: eventId },
          { token: organizer },
        ),
      ),
    ).toBe('DECKLISTS_BEFORE_CUT');
    for (const match of round.matches) {
      await must(
        server,
        'mutation($m: ID!) { recordResult(matchId: $m, input: { player1Wins: 2, player2Wins: 0 }) { status } }',
        { m: match.id },
        organizer,
      );
    }
    await must(server, 'mutation($e: ID!) { startTopCut(eventId: $e) { id } }', { e: eventId }, organizer);
    expect(
      (await must<any>(server, 'query($e: ID!) { publishedDecklists(eventId: $e) { playerName } }', { e: eventId }, tokens[3]))
        .publishedDecklists,
    ).toEqual([]);
    await must(server, 'mutation($e: ID!) { publishDecklists(eventId: $e, top: 2) { publishedTop } }', { e: eventId }, organizer);
    const published = (
      await must<any>(
        server,
        'query($e: ID!) { publishedDecklists(eventId: $e) { rank playerId mainCount main { count name } } }',
        { e: eventId },
        tokens[3],
      )
    ).publishedDecklists;
    const winners = round.matches.map((match: any) => match.player1.id);
    expect(published.map((list: any) => list.rank)).toEqual([1, 1]);
    expect(published.map((list: any) => list.playerId).sort()).toEqual([...winners].sort());
    const index = players.findIndex((player) => player.id === published[0].playerId);
    expect(published[0].mainCount).toBe(60 + index);
  });

  it('issue 26: two players named 佐藤 葵 are told apart by their player IDs on every list row: desk, own list, opponent, published', async () => {
    const eventId = await createEvent(server, organizer, { enforcementLevel: 'PROFESSIONAL', topCut: 2, plannedRounds: 1 });
    const csv = 'name,externalId\n佐藤 葵,1001\n佐藤 葵,1002\nBen Cole,\nChika Mori,\n';
    const created = (
      await must<any>(
        server,
        'mutation($e: ID!, $csv: String!) { importPlayers(eventId: $e, csv: $csv) { created { id name externalId accessCode } } }',
        { e: eventId, csv },
        organizer,
      )
    ).importPlayers.created;
    const expected = new Map<string, string | null>(created.map((p: any) => [p.id, p.name === '佐藤 葵' ? p.externalId : null]));
    const tokens = new Map<string, string>();
    for (const player of created) tokens.set(player.id, await playerToken(server, eventId, player.accessCode));
    await must(server, SETTINGS, { e: eventId, i: { requirement: 'SWISS' } }, organizer);
    for (const player of created) {
      const own = (
        await must<any>(
          server,
          'mutation($t: String!) { submitDecklist(text: $t) { playerId distinguishingId } }',
          { t: arena60 },
          tokens.get(player.id)!,
        )
      ).submitDecklist;
      expect(own.distinguishingId).toBe(expected.get(player.id));
    }
    const desk = (
      await must<any>(
        server,
        'query($e: ID!) { decklists(eventId: $e) { playerId playerName distinguishingId } }',
        { e: eventId },
        organizer,
      )
    ).decklists;
    expect(desk.map((row: any) => row.distinguishingId).sort()).toEqual(['1001', '1002', null, null]);
    for (const row of desk) expect(row.distinguishingId).toBe(expected.get(row.playerId));
    for (const player of created)
      expect(
        (await must<any>(server, 'query($p: ID!) { decklist(playerId: $p) { distinguishingId } }', { p: player.id }, organizer)).decklist
          .distinguishingId,
      ).toBe(expected.get(player.id));

    const round = (
      await must<any>(
        server,
        'mutation($e: ID!) { pairNextRound(eventId: $e) { id matches { id player1 { id name } player2 { id name } } } }',
        { e: eventId },
        organizer,
      )
    ).pairNextRound;
    await must(server, 'mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id }, organizer);
    for (const match of round.matches) {
      // MTR 2.7 at Professional REL: each opponent sees the other's list, named as the desk names it.
      for (const [viewer, listed] of [
        [match.player1, match.player2],
        [match.player2, match.player1],
      ])
        expect(
          (
            await must<any>(
              server,
              'query($p: ID!) { opponentDecklist(playerId: $p) { distinguishingId } }',
              { p: listed.id },
              tokens.get(viewer.id)!,
            )
          ).opponentDecklist.distinguishingId,
        ).toBe(expected.get(listed.id));
      // A 佐藤 wins where one plays, so the published top 2 holds one.
      const player1Wins = match.player1.name === '佐藤 葵' || match.player2.name !== '佐藤 葵';
      await must(
        server,
        'mutation($m: ID!, $a: Int!, $b: Int!) { recordResult(matchId: $m, input: { player1Wins: $a, player2Wins: $b }) { id } }',
        { m: match.id, a: player1Wins ? 2 : 0, b: player1Wins ? 0 : 2 },
        organizer,
      );
    }
    await must(server, 'mutation($e: ID!) { startTopCut(eventId: $e) { id } }', { e: eventId }, organizer);
    await must(server, 'mutation($e: ID!) { publishDecklists(eventId: $e, top: 2) { publishedTop } }', { e: eventId }, organizer);
    const published = (
      await must<any>(
        server,
        'query($e: ID!) { publishedDecklists(eventId: $e) { playerId playerName distinguishingId } }',
        { e: eventId },
        tokens.get(created[3].id)!,
      )
    ).publishedDecklists;
    expect(published.some((list: any) => list.playerName === '佐藤 葵')).toBe(true);
    for (const list of published) expect(list.distinguishingId).toBe(expected.get(list.playerId));
  });

  it('MTR 6.1–6.2 with a card database: 稲妻 and Lightning Bolt are one card, unknown names and cards not legal are flagged', async () => {
    const { eventId, tokens } = await event();
    expect(codeOf(await server.gql('mutation($j: String!) { replaceCardDatabase(json: $j) }', { j: fixture }, { token: judge }))).toBe(
      'FORBIDDEN',
    );
    expect(
      codeOf(await server.gql('mutation($j: String!) { replaceCardDatabase(json: $j) }', { j: '{"data": []}' }, { token: organizer })),
    ).toBe('CARD_DATABASE_MALFORMED');
    expect(
      (await must<any>(server, 'mutation($j: String!) { replaceCardDatabase(json: $j) }', { j: fixture }, organizer)).replaceCardDatabase,
    ).toBeGreaterThan(8);
    const settings = (await must<any>(server, SETTINGS, { e: eventId, i: { requirement: 'SWISS', legalityFormat: 'Modern' } }, organizer))
      .setDecklistSettings;
    expect(settings.cardDatabaseSize).toBeGreaterThan(8);
    const list = '3 稲妻\n2 Lightning Bolt\n4 Ponder\n4 Lightning Blot\n47 島';
    const problems = (await must<any>(server, SUBMIT, { t: list }, tokens[0])).submitDecklist.problems;
    expect(problems.map((p: any) => [p.code, p.card])).toEqual([
      ['DECK_CARD_NOT_LEGAL', 'Ponder'],
      ['DECK_CARD_UNKNOWN', 'Lightning Blot'],
      ['DECK_TOO_MANY_COPIES', 'Lightning Bolt'],
    ]);
    expect(problems[0].message).toBe('Ponder is not legal in modern (MTR 6.2).');
  });

  it('issue 25: an oddly shaped card database (10,000 deep, a card that is not an object) is CARD_DATABASE_MALFORMED, never INTERNAL_ERROR', async () => {
    const upload = (j: string) => server.gql('mutation($j: String!) { replaceCardDatabase(json: $j) }', { j }, { token: organizer });
    const deep = `{"data":{"X":[${'['.repeat(10_000)}${']'.repeat(10_000)}]}}`;
    expect(codeOf(await upload(deep))).toBe('CARD_DATABASE_MALFORMED');
    expect(codeOf(await upload('{"data":{"Lightning Bolt":[null]}}'))).toBe('CARD_DATABASE_MALFORMED');
  });

  it('FFTCG 8.1.1: a constructed deck is exactly 50 cards, at most 3 of a card number', async () => {
    const { eventId, tokens } = await event({ ruleProfile: 'fftcg', bestOf: 1 });
    await must(server, SETTINGS, { e: eventId, i: { requirement: 'SWISS' } }, organizer);
    const problems = (await server.gql<any>(SUBMIT, { t: '4 1-182S Cloud\n47 1-001C Filler' }, { token: tokens[0], language: 'ja' })).data!
      .submitDecklist.problems;
    expect(problems.map((p: any) => p.message)).toEqual([
      'メインデッキが51枚です。ちょうど50枚にしてください（FFTCG 8.1.1）。',
      '1-182が4枚あります。3枚までです（FFTCG 8.1.1）。',
      '1-001が47枚あります。3枚までです（FFTCG 8.1.1）。',
    ]);
  });

  // FFTCG 5.2.5.1 (fftcg-rules-ja.txt:126 「同一のカード番号のカード」): the rarity letter is not part of the number.
  it('FFTCG 5.2.5.1: 3 × 1-182S and 1 × 1-182 are four copies of one card; a line without a number is asked for one', async () => {
    const { eventId, tokens } = await event({ ruleProfile: 'fftcg', bestOf: 1 });
    await must(server, SETTINGS, { e: eventId, i: { requirement: 'SWISS' } }, organizer);
    const filler = Array.from({ length: 15 }, (_, i) => `3 2-${100 + i}R Card ${i}`).join('\n');
    const fourCopies = (
      await must<any>(server, CHECK, { e: eventId, t: `3 1-182S Cloud\n1 1-182 Cloud\n${filler}\n1 3-001C Moogle` }, tokens[0])
    ).checkDecklist;
    expect(fourCopies.mainCount).toBe(50);
    expect(fourCopies.problems).toEqual([
      {
        code: 'DECK_TOO_MANY_COPIES',
        message: '4 copies of 1-182; at most 3 are allowed (FFTCG 8.1.1).',
        rule: 'FFTCG 8.1.1',
        card: '1-182',
        line: null,
      },
    ]);
    // Two lines named Cloud are not added up by name: each is asked for its card number, in both languages.
    const unnumbered = `2 Cloud\n2 Cloud\n${filler}\n1 3-001C Moogle`;
    const en = (await must<any>(server, CHECK, { e: eventId, t: unnumbered }, tokens[0])).checkDecklist.problems;
    expect(en.map((p: any) => [p.code, p.rule, p.card, p.line])).toEqual([
      ['DECK_CARD_NUMBER_MISSING', 'FFTCG 5.2.5.1', 'Cloud', 1],
      ['DECK_CARD_NUMBER_MISSING', 'FFTCG 5.2.5.1', 'Cloud', 2],
    ]);
    expect(en[0].message).toBe('Line 1: give the card number of "Cloud" (e.g. 1-182S); copies are counted by card number (FFTCG 5.2.5.1).');
    const ja = (await server.gql<any>(CHECK, { e: eventId, t: unnumbered }, { token: tokens[0], language: 'ja' })).data!.checkDecklist
      .problems;
    expect(ja[1].message).toBe(
      '2行目: 「Cloud」のカード番号（例: 1-182S）を書いてください。枚数はカード番号ごとに数えます（FFTCG 5.2.5.1）。',
    );
  });

  it("MTR 8.4: in a team constructed event, a card in two teammates' decks is flagged at submission and on the desk; basics and other teams are not", async () => {
    // After the card database test above: the fixture's cards (Island is a basic land there).
    const { eventId, players, tokens } = await event({ teamFormat: 'magic-trios' }, ['Aoi', 'Ben', 'Chika', 'Dan', 'Emi', 'Fumi']);
    const team = 'mutation($e: ID!, $n: String!, $m: [TeamMemberInput!]!) { createTeam(eventId: $e, name: $n, members: $m) { id } }';
    await must(server, team, { e: eventId, n: 'One', m: players.slice(0, 3).map((p) => ({ playerId: p.id })) }, organizer);
    await must(server, team, { e: eventId, n: 'Two', m: players.slice(3).map((p) => ({ playerId: p.id })) }, organizer);
    await must(server, SETTINGS, { e: eventId, i: { requirement: 'SWISS' } }, organizer);
    const rats = '4 Counterspell\n4 Relentless Rats\n52 Island\n\nSideboard\n4 Ponder';
    const codesOf = (problems: { code: string; card: string }[]) => problems.map((p) => [p.code, p.card]);
    // Seat A first: nothing to share yet; seat C shares only Island, a basic.
    expect((await must<any>(server, SUBMIT, { t: rats }, tokens[0])).submitDecklist.problems).toEqual([]);
    expect((await must<any>(server, SUBMIT, { t: '4 Lightning Bolt\n56 Island' }, tokens[2])).submitDecklist.problems).toEqual([]);
    // Seat B the same list as seat A: every card but Island, and Relentless Rats's copy-limit override.
    const second = (await must<any>(server, SUBMIT, { t: rats }, tokens[1])).submitDecklist.problems;
    expect(codesOf(second)).toEqual([
      ['TEAM_DECKS_SHARE_CARD', 'Counterspell'],
      ['TEAM_COPY_LIMIT_OVERRIDE_SHARED', 'Relentless Rats'],
      ['TEAM_DECKS_SHARE_CARD', 'Ponder'],
    ]);
    expect(second[0]).toMatchObject({
      rule: 'MTR 8.4',
      message: 'Counterspell is in the decks of seats A, B: teammates may not share a card other than basics (MTR 8.4).',
    });
    // Another team may play the same cards.
    expect((await must<any>(server, SUBMIT, { t: rats }, tokens[3])).submitDecklist.problems).toEqual([]);
    // The phone's check as seat A types a new list says it before the list is sent.
    const typed = (await must<any>(server, CHECK, { e: eventId, t: '4 Lightning Bolt\n56 Island' }, tokens[0])).checkDecklist.problems;
    expect(codesOf(typed)).toEqual([['TEAM_DECKS_SHARE_CARD', 'Lightning Bolt']]);
    const desk = (await server.gql<any>(OVERVIEW, { e: eventId }, { token: judge, language: 'ja' })).data!.decklists;
    const states = Object.fromEntries(desk.map((row: { playerName: string; state: string }) => [row.playerName, row.state]));
    expect(states).toEqual({ Aoi: 'PROBLEMS', Ben: 'PROBLEMS', Chika: 'OK', Dan: 'OK', Emi: 'MISSING', Fumi: 'MISSING' });
    expect(desk.find((row: { playerName: string }) => row.playerName === 'Aoi').problems[0].message).toBe(
      'Counterspellが席A, Bのデッキに入っています。基本土地などを除き、チーム内で同じカードは使えません（MTR 8.4）。',
    );
  });
});
