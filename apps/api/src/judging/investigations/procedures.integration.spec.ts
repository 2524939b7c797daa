import { subscribeOverSse } from '../../../testing/live/sse-client';
import {
  createEvent,
  must,
  playerToken,
  registerPlayers,
  ROUND_FIELDS,
  createJudgingTeam,
  type JudgingTeam,
} from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';

const LOG = 'mutation($e: ID!, $i: InfractionInput!) { logInfraction(eventId: $e, input: $i) { id status penalty } }';
const STATEMENT = 'mutation($i: StatementInput!) { recordStatement(input: $i) { id role speaker text recordedByName createdAt } }';
const INVESTIGATION =
  'query($p: ID!) { investigation(penaltyId: $p) { withoutProof statements { role speaker text createdAt } appeals { id status appealedPenalty appealedPenaltyName replacementPenaltyId decisionReason decidedByName decidedAt } } }';
const FILE = 'mutation($p: ID!, $s: String!) { fileAppeal(penaltyId: $p, statement: $s) { id status appealedPenalty recordedByName } }';
const DECIDE =
  'mutation($id: ID!, $i: AppealDecisionInput!) { decideAppeal(id: $id, input: $i) { id status replacementPenaltyId decisionReason decidedByName decidedAt } }';
const MATCH = 'query($m: ID!) { match(id: $m) { status player1Wins player2Wins extensionMinutes } }';
const PENALTIES = 'query($e: ID!) { penalties(eventId: $e) { id penalty status revokeReason deviationReason } }';
const AUDIT = 'query($e: ID!, $a: String) { auditLog(eventId: $e, action: $a) { action entityId before after } }';

describe('procedures after a ruling: investigations, appeals, the disqualification report, extensions from calls, the announcement (real server, real database)', () => {
  let server: TestServer;
  let organizer: string;
  let team: JudgingTeam;
  let headJudge: string;
  let judge: string;
  let scorekeeper: string;

  beforeAll(async () => {
    server = await startTestServer();
    organizer = await server.loginAsOrganizer();
    team = await createJudgingTeam(server, organizer, 'proc');
    ({ headJudge, judge, scorekeeper } = team);
  });
  afterAll(() => server.close());

  async function runningEvent(names: string[], input: Record<string, unknown> = {}) {
    const eventId = await createEvent(server, organizer, { enforcementLevel: 'COMPETITIVE', ...input });
    await team.staff(eventId);
    const players = await registerPlayers(server, organizer, eventId, names);
    const round = (
      await must<any>(server, `mutation($e: ID!) { pairNextRound(eventId: $e) { ${ROUND_FIELDS} } }`, { e: eventId }, organizer)
    ).pairNextRound;
    await must(server, 'mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id }, organizer);
    return { eventId, players, round, match: round.matches[0] };
  }

  describe('investigations (IPG 1.1, MTR 1.7): statements attached to an infraction, read by the head judge only', () => {
    it('records the player’s, the opponent’s, a witness’s and the judge’s statements, timestamped, in order, audited', async () => {
      const { eventId, match } = await runningEvent(['Aoki', 'Baba']);
      const penalty = (
        await must<any>(
          server,
          LOG,
          { e: eventId, i: { playerId: match.player1.id, infraction: 'GPE-HCE', description: 'Drew four cards' } },
          judge,
        )
      ).logInfraction;
      const said = [
        { role: 'PLAYER', statement: 'I thought I had cast the draw spell.' },
        { role: 'OPPONENT', statement: 'They drew before I responded.' },
        { role: 'WITNESS', speaker: 'Chiba (spectator)', statement: 'I saw four cards drawn.' },
        { role: 'JUDGE', statement: 'Hand had one card too many.' },
      ];
      for (const statement of said) await must(server, STATEMENT, { i: { penaltyId: penalty.id, ...statement } }, judge);
      const read = (await must<any>(server, INVESTIGATION, { p: penalty.id }, headJudge)).investigation;
      expect(read.statements.map((s: any) => [s.role, s.speaker, s.text])).toEqual([
        ['PLAYER', match.player1.name, said[0].statement],
        ['OPPONENT', match.player2.name, said[1].statement],
        ['WITNESS', 'Chiba (spectator)', said[2].statement],
        ['JUDGE', expect.stringMatching(/\S/), said[3].statement],
      ]);
      const times = read.statements.map((s: any) => Date.parse(s.createdAt));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect((await must<any>(server, AUDIT, { e: eventId, a: 'investigation.statement' }, organizer)).auditLog).toHaveLength(4);
    });

    it('keeps statements from floor judges and scorekeepers: only the head judge and organizers read them', async () => {
      const { eventId, match } = await runningEvent(['Aoki', 'Baba']);
      const penalty = (
        await must<any>(server, LOG, { e: eventId, i: { playerId: match.player1.id, infraction: 'GPE-HCE', description: 'x' } }, judge)
      ).logInfraction;
      await must(server, STATEMENT, { i: { penaltyId: penalty.id, role: 'PLAYER', statement: 'mine' } }, judge);
      for (const token of [judge, scorekeeper])
        expect((await server.gql(INVESTIGATION, { p: penalty.id }, { token })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect(
        (await server.gql(STATEMENT, { i: { penaltyId: penalty.id, role: 'PLAYER', statement: 'x' } }, { token: scorekeeper })).errors?.[0]
          .extensions?.code,
      ).toBe('FORBIDDEN');
      expect((await must<any>(server, INVESTIGATION, { p: penalty.id }, organizer)).investigation.statements).toHaveLength(1);
    });

    it('refuses a blank statement and a witness without a name, in Japanese too, and stores nothing', async () => {
      const { eventId, match } = await runningEvent(['Aoki', 'Baba']);
      const penalty = (
        await must<any>(server, LOG, { e: eventId, i: { playerId: match.player1.id, infraction: 'GPE-HCE', description: 'x' } }, judge)
      ).logInfraction;
      const blank = await server.gql(
        STATEMENT,
        { i: { penaltyId: penalty.id, role: 'PLAYER', statement: '  ' } },
        { token: judge, language: 'ja' },
      );
      expect(blank.errors?.[0]).toMatchObject({ extensions: { code: 'INVALID_INPUT' } });
      expect(blank.errors?.[0].message).toBe('陳述が正しくありません: 必須です。');
      const anonymous = await server.gql(
        STATEMENT,
        { i: { penaltyId: penalty.id, role: 'WITNESS', statement: 'I saw it' } },
        { token: judge },
      );
      expect(anonymous.errors?.[0].extensions?.code).toBe('INVALID_INPUT');
      expect((await must<any>(server, INVESTIGATION, { p: penalty.id }, headJudge)).investigation.statements).toEqual([]);
    });
  });

  describe('MTR 2.9 appeals to the head judge', () => {
    async function floorJudgeGameLoss() {
      const setup = await runningEvent(['Aoki', 'Baba']);
      // Tardiness: a floor judge's Game Loss that needs no approval (IPG 1.2), applied at once.
      const penalty = (
        await must<any>(
          server,
          LOG,
          { e: setup.eventId, i: { playerId: setup.match.player1.id, infraction: 'TE-TARDY', description: 'Sat down 4 minutes late' } },
          judge,
        )
      ).logInfraction;
      expect(penalty).toMatchObject({ status: 'APPLIED', penalty: 'GAME_LOSS' });
      expect((await must<any>(server, MATCH, { m: setup.match.id }, organizer)).match).toMatchObject({ player1Wins: 0, player2Wins: 1 });
      return { ...setup, penalty };
    }

    it('MTR 2.9: the head judge upholds a floor judge’s ruling; the decision is final, with its time and reason', async () => {
      const { eventId, match, penalty } = await floorJudgeGameLoss();
      const appeal = (await must<any>(server, FILE, { p: penalty.id, s: 'The clock in the hall was wrong' }, judge)).fileAppeal;
      expect(appeal).toMatchObject({ status: 'PENDING', appealedPenalty: 'GAME_LOSS' });
      expect((await server.gql(FILE, { p: penalty.id, s: 'again' }, { token: judge })).errors?.[0].extensions?.code).toBe(
        'APPEAL_ALREADY_OPEN',
      );
      expect(
        (await server.gql(DECIDE, { id: appeal.id, i: { decision: 'UPHELD', reason: 'x' } }, { token: judge })).errors?.[0].extensions
          ?.code,
      ).toBe('FORBIDDEN');
      const upheld = (
        await must<any>(
          server,
          DECIDE,
          { id: appeal.id, i: { decision: 'UPHELD', reason: 'The round clock was shown on the projector' } },
          headJudge,
        )
      ).decideAppeal;
      expect(upheld).toMatchObject({
        status: 'UPHELD',
        replacementPenaltyId: null,
        decisionReason: 'The round clock was shown on the projector',
      });
      expect(Date.parse(upheld.decidedAt)).toBeGreaterThan(0);
      expect((await must<any>(server, MATCH, { m: match.id }, organizer)).match).toMatchObject({ player1Wins: 0, player2Wins: 1 });
      const again = await server.gql(
        DECIDE,
        { id: appeal.id, i: { decision: 'REVOKED', reason: 'changed my mind' } },
        { token: headJudge, language: 'ja' },
      );
      expect(again.errors?.[0]).toMatchObject({
        extensions: { code: 'APPEAL_ALREADY_DECIDED' },
        message: expect.stringContaining('最終決定'),
      });
      expect((await server.gql(FILE, { p: penalty.id, s: 'once more' }, { token: judge })).errors?.[0].extensions?.code).toBe(
        'APPEAL_ALREADY_DECIDED',
      );
      expect((await must<any>(server, AUDIT, { e: eventId, a: 'appeal.decide' }, organizer)).auditLog[0]).toMatchObject({
        entityId: appeal.id,
        before: { status: 'PENDING' },
        after: { status: 'UPHELD' },
      });
    });

    it('MTR 2.9: the head judge changes the penalty (a partial revocation): the appealed one stays, revoked, and the new one takes its place on the match', async () => {
      const { eventId, match, penalty } = await floorJudgeGameLoss();
      const appeal = (await must<any>(server, FILE, { p: penalty.id, s: 'I was at the wrong table, the pairings said 12' }, judge))
        .fileAppeal;
      const same = await server.gql(
        DECIDE,
        { id: appeal.id, i: { decision: 'CHANGED', penalty: 'GAME_LOSS', reason: 'x' } },
        { token: headJudge },
      );
      expect(same.errors?.[0].extensions?.code).toBe('APPEAL_SAME_PENALTY');
      const offLadder = await server.gql(
        DECIDE,
        { id: appeal.id, i: { decision: 'CHANGED', penalty: 'BANISHMENT', reason: 'x' } },
        { token: headJudge },
      );
      expect(offLadder.errors?.[0].extensions?.code).toBe('INVALID_INPUT');
      const changed = (
        await must<any>(
          server,
          DECIDE,
          { id: appeal.id, i: { decision: 'CHANGED', penalty: 'WARNING', reason: 'The pairings were misprinted' } },
          headJudge,
        )
      ).decideAppeal;
      expect(changed.status).toBe('CHANGED');
      const penalties = (await must<any>(server, PENALTIES, { e: eventId }, headJudge)).penalties;
      expect(penalties.map((p: any) => [p.id, p.penalty, p.status])).toEqual([
        [penalty.id, 'GAME_LOSS', 'REVOKED'],
        [changed.replacementPenaltyId, 'WARNING', 'APPLIED'],
      ]);
      expect(penalties[0].revokeReason).toContain('The pairings were misprinted');
      expect(penalties[1].deviationReason).toContain('MTR 2.9');
      expect((await must<any>(server, MATCH, { m: match.id }, organizer)).match).toMatchObject({ player1Wins: 0, player2Wins: 0 });
      const investigation = (await must<any>(server, INVESTIGATION, { p: penalty.id }, headJudge)).investigation;
      expect(investigation.appeals[0]).toMatchObject({
        status: 'CHANGED',
        appealedPenalty: 'GAME_LOSS',
        replacementPenaltyId: changed.replacementPenaltyId,
      });
      // The replacement is the head judge's ruling: final.
      expect(
        (await server.gql(FILE, { p: changed.replacementPenaltyId, s: 'still unfair' }, { token: judge })).errors?.[0].extensions?.code,
      ).toBe('APPEAL_OF_HEAD_JUDGE_RULING');
      expect((await server.gql(FILE, { p: penalty.id, s: 'x' }, { token: judge })).errors?.[0].extensions?.code).toBe(
        'PENALTY_ALREADY_REVOKED',
      );
    });

    it('MTR 2.9: the head judge revokes the penalty on appeal: the match is back as it was', async () => {
      const { match, penalty } = await floorJudgeGameLoss();
      const appeal = (await must<any>(server, FILE, { p: penalty.id, s: 'The judge saw the wrong player' }, judge)).fileAppeal;
      await must(server, DECIDE, { id: appeal.id, i: { decision: 'REVOKED', reason: 'Wrong player' } }, headJudge);
      expect((await must<any>(server, MATCH, { m: match.id }, organizer)).match).toMatchObject({
        player1Wins: 0,
        player2Wins: 0,
        status: 'PENDING',
      });
    });

    it('MTR 2.9: the head judge’s own ruling is final and cannot be appealed', async () => {
      const { eventId, match } = await runningEvent(['Aoki', 'Baba']);
      const ruling = (
        await must<any>(server, LOG, { e: eventId, i: { playerId: match.player1.id, infraction: 'GPE-HCE', description: 'x' } }, headJudge)
      ).logInfraction;
      const refused = await server.gql(FILE, { p: ruling.id, s: 'I disagree' }, { token: judge, language: 'ja' });
      expect(refused.errors?.[0]).toMatchObject({
        extensions: { code: 'APPEAL_OF_HEAD_JUDGE_RULING' },
        message: expect.stringContaining('MTR 2.9'),
      });
      expect((await must<any>(server, INVESTIGATION, { p: ruling.id }, headJudge)).investigation.appeals).toEqual([]);
    });
  });

  it('IPG 1.1 disqualification report: event, both players with their Wizards Account e-mail, round, infraction, the head judge’s and the player’s statements, without proof — in English and Japanese', async () => {
    const eventId = await createEvent(server, organizer, { name: 'Yokohama Open', enforcementLevel: 'COMPETITIVE' });
    await must(
      server,
      'mutation($e: ID!) { addEventStaff(eventId: $e, email: "proc-hj@example.com", role: HEAD_JUDGE) { userId } }',
      { e: eventId },
      organizer,
    );
    for (const [name, email] of [
      ['Sato', 'sato@example.com'],
      ['Kato', null],
    ]) {
      await must(
        server,
        'mutation($e: ID!, $i: PlayerInput!) { registerPlayer(eventId: $e, input: $i) { id } }',
        { e: eventId, i: { name, email, externalId: name === 'Sato' ? '1234567' : null } },
        organizer,
      );
    }
    const round = (
      await must<any>(server, `mutation($e: ID!) { pairNextRound(eventId: $e) { ${ROUND_FIELDS} } }`, { e: eventId }, organizer)
    ).pairNextRound;
    const match = round.matches[0];
    const sato = match.player1.name === 'Sato' ? match.player1 : match.player2;
    const dq = (
      await must<any>(
        server,
        LOG,
        { e: eventId, i: { playerId: sato.id, infraction: 'USC-CHEAT', description: 'Lied about the top card' } },
        headJudge,
      )
    ).logInfraction;
    await must(server, STATEMENT, { i: { penaltyId: dq.id, role: 'PLAYER', statement: 'I misremembered the card.' } }, headJudge);
    await must(
      server,
      STATEMENT,
      { i: { penaltyId: dq.id, role: 'HEAD_JUDGE', statement: 'The player changed their story twice.' } },
      headJudge,
    );
    const marked = (
      await must<any>(
        server,
        'mutation($p: ID!) { markDisqualificationWithoutProof(penaltyId: $p, withoutProof: true) { withoutProof } }',
        { p: dq.id },
        headJudge,
      )
    ).markDisqualificationWithoutProof;
    expect(marked.withoutProof).toBe(true);
    const REPORT = 'query($p: ID!, $l: String) { disqualificationReport(penaltyId: $p, language: $l) }';
    const en = (await must<any>(server, REPORT, { p: dq.id, l: 'en' }, headJudge)).disqualificationReport;
    for (const fact of [
      'Yokohama Open',
      'Disqualified player: Sato',
      '1234567',
      'sato@example.com',
      'Opponent: Kato',
      'Wizards Account e-mail: (not known)',
      'Round: 1',
      'Cheating',
      'Lied about the top card',
      'The player changed their story twice.',
      'I misremembered the card.',
      'Issued without proof (IPG 1.1): Yes',
    ]) {
      expect(en).toContain(fact);
    }
    const ja = (await must<any>(server, REPORT, { p: dq.id, l: 'ja' }, headJudge)).disqualificationReport;
    for (const fact of [
      '失格報告書',
      'Yokohama Open',
      '失格となったプレイヤー: Sato',
      'sato@example.com',
      '対戦相手: Kato',
      'ラウンド: 1',
      'ヘッドジャッジの陳述',
      'プレイヤーの陳述',
      '証明なしでの失格（IPG 1.1）: はい',
    ]) {
      expect(ja).toContain(fact);
    }
    expect(en.indexOf("Head judge's statement")).toBeLessThan(en.indexOf('The player changed their story twice.'));
    expect((await must<any>(server, AUDIT, { e: eventId, a: 'penalty.withoutProof' }, organizer)).auditLog[0]).toMatchObject({
      before: { withoutProof: false },
      after: { withoutProof: true },
    });
  });

  it('MTR 2.6: a judge closing a call gives the match its minutes back in the same form; the phones hear it and the audit log keeps it', async () => {
    const { eventId, match, players } = await runningEvent(['Aoki', 'Baba', 'Chiba', 'Doi']);
    const caller = players.find((p) => p.id === match.player1.id)!;
    const token = await playerToken(server, eventId, caller.accessCode);
    const call = (
      await must<any>(
        server,
        'mutation($e: ID!, $m: ID!) { callJudge(eventId: $e, matchId: $m) { id } }',
        { e: eventId, m: match.id },
        token,
      )
    ).callJudge;
    await must(server, 'mutation($id: ID!) { takeJudgeCall(id: $id) { id } }', { id: call.id }, judge);
    const stream = await subscribeOverSse(
      server.url,
      'subscription($e: ID!) { eventUpdates(eventId: $e) { kind matchId } }',
      { e: eventId },
      { token },
    );
    try {
      const tooMuch = await server.gql(
        'mutation($id: ID!) { closeJudgeCall(id: $id, extensionMinutes: 61) { id } }',
        { id: call.id },
        { token: judge },
      );
      expect(tooMuch.errors?.[0].extensions?.code).toBe('INVALID_INPUT');
      await must(server, 'mutation($id: ID!) { closeJudgeCall(id: $id, extensionMinutes: 4) { id status } }', { id: call.id }, judge);
      const kinds: string[] = [];
      while (!kinds.includes('CLOCK_CHANGED')) kinds.push((await stream.nextResult()).data?.eventUpdates.kind);
    } finally {
      await stream.close();
    }
    expect((await must<any>(server, MATCH, { m: match.id }, token)).match.extensionMinutes).toBe(4);
    const audit = (await must<any>(server, AUDIT, { e: eventId, a: 'match.extend' }, organizer)).auditLog;
    expect(audit[0]).toMatchObject({ entityId: match.id, before: { extensionMinutes: 0 }, after: { extensionMinutes: 4 } });
    // A call from a player not at a table has no match to extend: refused, and the call stays open.
    const bye = players.find((p) => p.id !== match.player1.id && p.id !== match.player2.id)!;
    const tableless = (
      await must<any>(
        server,
        'mutation($e: ID!) { callJudge(eventId: $e) { id } }',
        { e: eventId },
        await playerToken(server, eventId, bye.accessCode),
      )
    ).callJudge;
    const refused = await server.gql(
      'mutation($id: ID!) { closeJudgeCall(id: $id, extensionMinutes: 3) { id } }',
      { id: tableless.id },
      { token: judge },
    );
    expect(refused.errors?.[0].extensions?.code).toBe('INVALID_INPUT');
    expect(
      (await must<any>(server, 'query($e: ID!) { judgeCalls(eventId: $e) { id } }', { e: eventId }, judge)).judgeCalls.map(
        (c: any) => c.id,
      ),
    ).toContain(tableless.id);
  });

  describe('the head judge’s announcement follows the template (ヘッドジャッジアナウンス) with the event’s own facts', () => {
    const COMPOSE = 'query($e: ID!, $l: String) { composeAnnouncement(eventId: $e, language: $l) { sections { part text } } }';
    const part = (sections: any[], n: number) => sections.find((s) => s.part === n)?.text;

    it('parts 4, 5 and 9 come from the data: players still in the event when composed, the prizes and venue notes the organizer entered', async () => {
      const eventId = await createEvent(server, organizer, {
        enforcementLevel: 'COMPETITIVE',
        venue: 'Hall B',
        prizesEn: 'A booster box for the winner',
        venueNotesEn: 'No food at the play tables',
      });
      await must(
        server,
        'mutation($e: ID!) { addEventStaff(eventId: $e, email: "proc-hj@example.com", role: HEAD_JUDGE) { userId } }',
        { e: eventId },
        organizer,
      );
      const players = await registerPlayers(server, organizer, eventId, ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J']);
      // Registration closes: one never came (dropped as a no-show), one left.
      await must(server, 'mutation($p: ID!) { dropPlayer(playerId: $p) { id } }', { p: players[0].id }, organizer);
      await must(server, 'mutation($p: ID!) { dropPlayer(playerId: $p) { id } }', { p: players[1].id }, organizer);
      const sections = (await must<any>(server, COMPOSE, { e: eventId, l: 'en' }, headJudge)).composeAnnouncement.sections;
      expect(part(sections, 4)).toContain('8 PLAYERS');
      expect(part(sections, 4)).toContain('3 ROUNDS');
      expect(part(sections, 5)).toBe('A booster box for the winner');
      expect(part(sections, 9)).toBe('No food at the play tables');
      expect(part(sections, 9)).not.toContain('Hall B');
      expect(sections.map((s: any) => s.text).join(' ')).not.toContain('FILL IN');
      // Part 3 only when decklists are collected: this event collects none.
      expect(sections.map((s: any) => s.part)).not.toContain(3);
    });

    it('issue 26: parts 5 and 9 read the text in the announcement’s language, else the other one, marked with its language', async () => {
      const eventId = await createEvent(server, organizer, {
        prizesEn: ' A booster box for the winner ',
        prizesJa: '優勝者にブースター1箱',
        venueNotesJa: '対戦席での飲食はご遠慮ください',
      });
      const compose = async (language: string) =>
        (await must<any>(server, COMPOSE, { e: eventId, l: language }, organizer)).composeAnnouncement.sections;
      let en = await compose('en');
      let ja = await compose('ja');
      expect([part(en, 5), part(ja, 5)]).toEqual(['A booster box for the winner', '優勝者にブースター1箱']);
      expect([part(en, 9), part(ja, 9)]).toEqual(['(in Japanese) 対戦席での飲食はご遠慮ください', '対戦席での飲食はご遠慮ください']);
      // A blank text is cleared; the others are left as they were.
      const updated = await must<any>(
        server,
        'mutation($id: ID!, $i: EventInput!) { updateEvent(id: $id, input: $i) { prizesEn prizesJa venueNotesEn venueNotesJa } }',
        { id: eventId, i: { prizesJa: '  ', venueNotesEn: 'No food at the play tables' } },
        organizer,
      );
      expect(updated.updateEvent).toEqual({
        prizesEn: 'A booster box for the winner',
        prizesJa: null,
        venueNotesEn: 'No food at the play tables',
        venueNotesJa: '対戦席での飲食はご遠慮ください',
      });
      [en, ja] = [await compose('en'), await compose('ja')];
      expect([part(en, 5), part(ja, 5)]).toEqual(['A booster box for the winner', '（英語）A booster box for the winner']);
      expect([part(en, 9), part(ja, 9)]).toEqual(['No food at the play tables', '対戦席での飲食はご遠慮ください']);
    });

    it('part 3 mentions decklists only when the event collects them (MTR 2.7), and part 6 is the end-of-round procedure', async () => {
      const eventId = await createEvent(server, organizer, { enforcementLevel: 'COMPETITIVE', topCut: 8 });
      await must(
        server,
        'mutation($e: ID!) { addEventStaff(eventId: $e, email: "proc-hj@example.com", role: HEAD_JUDGE) { userId } }',
        { e: eventId },
        organizer,
      );
      await registerPlayers(server, organizer, eventId, ['A', 'B', 'C', 'D']);
      await must(
        server,
        'mutation($e: ID!) { setDecklistSettings(eventId: $e, input: { requirement: SWISS, submitter: PLAYER, legalityFormat: "modern" }) { requirement } }',
        { e: eventId },
        organizer,
      );
      const ja = (await must<any>(server, COMPOSE, { e: eventId, l: 'ja' }, headJudge)).composeAnnouncement.sections;
      expect(part(ja, 3)).toContain('スマートフォン');
      expect(part(ja, 4)).toContain('【モダン】');
      expect(part(ja, 6)).toMatch(/【50分】.*【5ターン】.*【引き分け】/);
      expect(part(ja, 6)).toContain('ライフ総量');
      expect(part(ja, 7)).toMatch(/はっきり伝えて.*シャッフル.*遅いプレイ/);
      await must(
        server,
        'mutation($e: ID!) { setDecklistSettings(eventId: $e, input: { requirement: OFF }) { requirement } }',
        { e: eventId },
        organizer,
      );
      const off = (await must<any>(server, COMPOSE, { e: eventId, l: 'en' }, headJudge)).composeAnnouncement.sections;
      expect(off.map((s: any) => s.part)).toEqual([1, 2, 4, 5, 6, 7, 8, 9, 10]);
    });
  });
});
