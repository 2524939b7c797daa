import { subscribeOverSse } from '../../../testing/live/sse-client';
import {
  createEvent,
  createJudgingTeam,
  must,
  playerToken,
  registerPlayers,
  RegisteredPlayer,
  ROUND_FIELDS,
  type JudgingTeam,
} from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';

const LOG = `mutation($e: ID!, $i: InfractionInput!) { logInfraction(eventId: $e, input: $i) { id status penalty suggestedPenalty matchId privateNote } }`;
const SUGGEST = `query($e: ID!, $p: ID!, $i: String!) { suggestPenalty(eventId: $e, playerId: $p, infraction: $i) { penalty upgraded reason reasonText previous requiresApproval } }`;
const MATCH = `query($m: ID!) { match(id: $m) { status player1Wins player2Wins draws player1 { id } player2 { id } } }`;
const STANDINGS = `query($e: ID!) { standings(eventId: $e) { rank player { id } matchPoints } }`;

describe('judges: infractions, penalties and their effects, announcements (real server, real database)', () => {
  let server: TestServer;
  let organizer: string;
  let team: JudgingTeam;
  let headJudge: string;
  let judge: string;
  let scorekeeper: string;

  beforeAll(async () => {
    server = await startTestServer();
    organizer = await server.loginAsOrganizer();
    team = await createJudgingTeam(server, organizer, 'judging');
    ({ headJudge, judge, scorekeeper } = team);
  });
  afterAll(() => server.close());

  async function competitiveEvent(names: string[]) {
    const eventId = await createEvent(server, organizer, { enforcementLevel: 'COMPETITIVE' });
    await team.staff(eventId);
    const players = await registerPlayers(server, organizer, eventId, names);
    const round = (
      await must<any>(server, `mutation($e: ID!) { pairNextRound(eventId: $e) { ${ROUND_FIELDS} } }`, { e: eventId }, organizer)
    ).pairNextRound;
    await must(server, 'mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id }, organizer);
    return { eventId, players, round };
  }

  it('suggests a Game Loss for the third Game Rule Violation, waits for the head judge, then applies it to the match', async () => {
    const { eventId, round } = await competitiveEvent(['A', 'B', 'C', 'D']);
    const match = round.matches[0];
    const offender = match.player1.id;
    const grv = {
      playerId: offender,
      infraction: 'GPE-GRV',
      description: 'Drew an extra card',
      privateNote: 'second time today, talked to them',
    };
    for (const n of [1, 2]) {
      const s = (await must<any>(server, SUGGEST, { e: eventId, p: offender, i: 'GPE-GRV' }, judge)).suggestPenalty;
      expect(s).toMatchObject({ penalty: 'WARNING', upgraded: false, previous: n - 1 });
      expect((await must<any>(server, LOG, { e: eventId, i: grv }, judge)).logInfraction).toMatchObject({
        status: 'APPLIED',
        penalty: 'WARNING',
      });
    }
    const third = (await server.gql<any>(SUGGEST, { e: eventId, p: offender, i: 'GPE-GRV' }, { token: judge, language: 'ja' })).data
      .suggestPenalty;
    expect(third).toMatchObject({
      penalty: 'GAME_LOSS',
      upgraded: true,
      reason: 'REPEAT_GAME_PLAY_WARNING',
      previous: 2,
      requiresApproval: true,
    });
    expect(third.reasonText).toContain('2回');

    const logged = (await must<any>(server, LOG, { e: eventId, i: grv }, judge)).logInfraction;
    expect(logged).toMatchObject({ status: 'PENDING_APPROVAL', penalty: 'GAME_LOSS', suggestedPenalty: 'GAME_LOSS', matchId: match.id });
    expect((await must<any>(server, MATCH, { m: match.id }, organizer)).match).toMatchObject({
      player1Wins: 0,
      player2Wins: 0,
      status: 'PENDING',
    });
    // The floor judge cannot approve it; the head judge can.
    expect(
      (await server.gql('mutation($id: ID!) { approvePenalty(id: $id) { id } }', { id: logged.id }, { token: judge })).errors?.[0]
        .extensions?.code,
    ).toBe('FORBIDDEN');
    const approved = (await must<any>(server, 'mutation($id: ID!) { approvePenalty(id: $id) { status } }', { id: logged.id }, headJudge))
      .approvePenalty;
    expect(approved.status).toBe('APPLIED');
    expect((await must<any>(server, MATCH, { m: match.id }, organizer)).match).toMatchObject({
      player1Wins: 0,
      player2Wins: 1,
      status: 'PENDING',
    });

    // The player sees the penalty but not the judges' notes.
    const players = await must<any>(server, 'query($e: ID!) { players(eventId: $e) { id accessCode } }', { e: eventId }, organizer);
    const token = await playerToken(server, eventId, players.players.find((p: any) => p.id === offender).accessCode);
    const mine = (await must<any>(server, '{ myPenalties { penalty infractionName privateNote description } }', {}, token)).myPenalties;
    expect(mine).toHaveLength(3);
    expect(mine.every((p: any) => p.privateNote === null && p.description === 'Drew an extra card')).toBe(true);
    const staffView = (await must<any>(server, 'query($e: ID!) { penalties(eventId: $e) { privateNote } }', { e: eventId }, scorekeeper))
      .penalties;
    expect(staffView[0].privateNote).toBe('second time today, talked to them');
  });

  it('lets only judges log, only the head judge deviate (with a reason), and exempts Tardiness from approval', async () => {
    const { eventId, players } = await competitiveEvent(['A', 'B']);
    const base = { playerId: players[0].id, infraction: 'TE-TARDY', description: 'Arrived 3 minutes late' };
    expect((await server.gql(LOG, { e: eventId, i: base }, { token: scorekeeper })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const tardy = (await must<any>(server, LOG, { e: eventId, i: base }, judge)).logInfraction;
    expect(tardy).toMatchObject({ penalty: 'GAME_LOSS', status: 'APPLIED' });
    const down = { ...base, infraction: 'GPE-LEC', description: 'Saw a card', penalty: 'GAME_LOSS' };
    expect((await server.gql(LOG, { e: eventId, i: down }, { token: judge })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await server.gql(LOG, { e: eventId, i: down }, { token: headJudge })).errors?.[0].extensions?.code).toBe(
      'DEVIATION_REASON_REQUIRED',
    );
    const deviated = (await must<any>(server, LOG, { e: eventId, i: { ...down, deviationReason: 'shown to the opponent too' } }, headJudge))
      .logInfraction;
    expect(deviated).toMatchObject({ penalty: 'GAME_LOSS', suggestedPenalty: 'WARNING', status: 'APPLIED' });
    const unknown = await server.gql(LOG, { e: eventId, i: { ...base, infraction: 'NOPE' } }, { token: judge, language: 'ja' });
    expect(unknown.errors?.[0]).toMatchObject({
      extensions: { code: 'INVALID_INPUT' },
      message: '違反が正しくありません: 見つかりません。',
    });
  });

  it('ends the match with a Match Loss, disqualifies and removes a player from the standings, and revoking undoes both', async () => {
    const { eventId, round } = await competitiveEvent(['A', 'B', 'C', 'D']);
    const [m1, m2] = round.matches;
    const ml = (
      await must<any>(
        server,
        LOG,
        { e: eventId, i: { playerId: m1.player1.id, infraction: 'TE-OA', description: 'Asked a friend for advice' } },
        headJudge,
      )
    ).logInfraction;
    expect((await must<any>(server, MATCH, { m: m1.id }, organizer)).match).toMatchObject({
      status: 'FINAL',
      player1Wins: 0,
      player2Wins: 2,
    });
    const dq = (
      await must<any>(
        server,
        LOG,
        { e: eventId, i: { playerId: m2.player2.id, infraction: 'USC-CHEAT', description: 'Lied about a card' } },
        headJudge,
      )
    ).logInfraction;
    expect((await must<any>(server, MATCH, { m: m2.id }, organizer)).match).toMatchObject({
      status: 'FINAL',
      player1Wins: 2,
      player2Wins: 0,
    });
    let standings = (await must<any>(server, STANDINGS, { e: eventId }, organizer)).standings;
    expect(standings.map((r: any) => r.player.id)).not.toContain(m2.player2.id);
    expect(standings.find((r: any) => r.player.id === m1.player2.id).matchPoints).toBe(3);
    const draft = (await must<any>(server, 'query($p: ID!) { disqualificationReport(penaltyId: $p) }', { p: dq.id }, headJudge))
      .disqualificationReport;
    expect(draft).toContain('Lied about a card');

    await must(server, 'mutation($id: ID!) { revokePenalty(id: $id, reason: "wrong player") { status } }', { id: ml.id }, headJudge);
    await must(server, 'mutation($id: ID!) { revokePenalty(id: $id, reason: "appeal upheld") { status } }', { id: dq.id }, headJudge);
    expect((await must<any>(server, MATCH, { m: m1.id }, organizer)).match).toMatchObject({
      status: 'PENDING',
      player1Wins: 0,
      player2Wins: 0,
    });
    standings = (await must<any>(server, STANDINGS, { e: eventId }, organizer)).standings;
    expect(standings.map((r: any) => r.player.id)).toContain(m2.player2.id);
    const csv = (await must<any>(server, 'query($e: ID!) { penaltyReport(eventId: $e) }', { e: eventId }, organizer)).penaltyReport;
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(3);
    expect(csv).toContain('REVOKED');
  });

  it('carries a Game Loss to the next match when the player’s match is over', async () => {
    const { eventId, round, players } = await competitiveEvent(['A', 'B', 'C', 'D']);
    for (const m of round.matches)
      await must(
        server,
        'mutation($m: ID!) { recordResult(matchId: $m, input: { player1Wins: 2, player2Wins: 0 }) { id } }',
        { m: m.id },
        organizer,
      );
    const offender: RegisteredPlayer = players[0];
    await must(
      server,
      LOG,
      { e: eventId, i: { playerId: offender.id, infraction: 'TE-DLP', description: 'Decklist had 59 cards' } },
      judge,
    );
    const next = (
      await must<any>(server, `mutation($e: ID!) { pairNextRound(eventId: $e) { ${ROUND_FIELDS} } }`, { e: eventId }, organizer)
    ).pairNextRound;
    const theirs = next.matches.find((m: any) => m.player1.id === offender.id || m.player2?.id === offender.id);
    const seat = theirs.player1.id === offender.id ? 'player2Wins' : 'player1Wins';
    expect(theirs[seat]).toBe(1);
  });

  it('says what a penalty did: waiting for the next match while the event runs, no match left once it has ended', async () => {
    const eventId = await createEvent(server, organizer, { enforcementLevel: 'COMPETITIVE', topCut: 2 });
    await must(
      server,
      'mutation($e: ID!) { addEventStaff(eventId: $e, email: "judging-hj@example.com", role: HEAD_JUDGE) { userId } }',
      { e: eventId },
      organizer,
    );
    const players = await registerPlayers(server, organizer, eventId, ['A', 'B', 'C', 'D']);
    const RECORD = 'mutation($m: ID!) { recordResult(matchId: $m, input: { player1Wins: 2, player2Wins: 0 }) { id } }';
    const LOGGED = `mutation($e: ID!, $i: InfractionInput!) { logInfraction(eventId: $e, input: $i) { id status outcome } }`;
    const round = (
      await must<any>(server, `mutation($e: ID!) { pairNextRound(eventId: $e) { ${ROUND_FIELDS} } }`, { e: eventId }, organizer)
    ).pairNextRound;
    for (const m of round.matches) await must(server, RECORD, { m: m.id }, organizer);
    const waiting = (
      await must<any>(
        server,
        LOGGED,
        { e: eventId, i: { playerId: players[0].id, infraction: 'TE-DLP', description: 'Decklist had 59 cards' } },
        headJudge,
      )
    ).logInfraction;
    expect(waiting).toMatchObject({ status: 'APPLIED', outcome: 'WAITING_FOR_NEXT_MATCH' });
    const final = (
      await must<any>(server, `mutation($e: ID!) { startTopCut(eventId: $e, size: 2) { ${ROUND_FIELDS} } }`, { e: eventId }, organizer)
    ).startTopCut;
    await must(server, RECORD, { m: final.matches[0].id }, organizer);
    await must(server, `mutation($e: ID!) { pairNextRound(eventId: $e) { id } }`, { e: eventId }, organizer);
    const late = (
      await must<any>(
        server,
        LOGGED,
        { e: eventId, i: { playerId: final.matches[0].player1.id, infraction: 'TE-DLP', description: 'Found after the final' } },
        headJudge,
      )
    ).logInfraction;
    expect(late).toMatchObject({ status: 'APPLIED', outcome: 'NO_MATCH_LEFT' });
    const finalAfter = (
      await must<any>(server, 'query($m: ID!) { match(id: $m) { player1Wins player2Wins } }', { m: final.matches[0].id }, organizer)
    ).match;
    expect(finalAfter).toEqual({ player1Wins: 2, player2Wins: 0 });
  });

  it('composes the opening announcement from the event, publishes it live, keeps its history, and shows players the published ones', async () => {
    const { eventId, players } = await competitiveEvent(['A', 'B', 'C', 'D']);
    const draft = (
      await must<any>(
        server,
        'query($e: ID!) { composeAnnouncement(eventId: $e, language: "ja") { title sections { part } body } }',
        { e: eventId },
        headJudge,
      )
    ).composeAnnouncement;
    // No part 3: this event collects no decklists (see procedures.integration.spec.ts).
    expect(draft.sections.map((s: any) => s.part)).toEqual([1, 2, 4, 5, 6, 7, 8, 9, 10]);
    expect(draft.body).toContain('4');
    expect(draft.body).toContain('50');
    const en = (
      await must<any>(server, 'query($e: ID!) { composeAnnouncement(eventId: $e, language: "en") { body } }', { e: eventId }, headJudge)
    ).composeAnnouncement;
    expect(en.body).toMatch(/50 minutes/i);
    expect(
      (await server.gql('query($e: ID!) { composeAnnouncement(eventId: $e) { body } }', { e: eventId }, { token: judge })).errors?.[0]
        .extensions?.code,
    ).toBe('FORBIDDEN');

    const created = (
      await must<any>(
        server,
        'mutation($e: ID!, $i: AnnouncementInput!) { createAnnouncement(eventId: $e, input: $i) { id } }',
        { e: eventId, i: { title: draft.title, body: draft.body, language: 'ja' } },
        headJudge,
      )
    ).createAnnouncement;
    const token = await playerToken(server, eventId, players[0].accessCode);
    expect((await must<any>(server, 'query($e: ID!) { announcements(eventId: $e) { id } }', { e: eventId }, token)).announcements).toEqual(
      [],
    );
    const stream = await subscribeOverSse(
      server.url,
      'subscription($e: ID!) { eventUpdates(eventId: $e) { kind } }',
      { e: eventId },
      { token },
    );
    try {
      await must(server, 'mutation($id: ID!) { publishAnnouncement(id: $id) { id } }', { id: created.id }, headJudge);
      expect((await stream.nextResult()).data?.eventUpdates.kind).toBe('ANNOUNCEMENT_PUBLISHED');
    } finally {
      await stream.close();
    }
    await must(
      server,
      'mutation($id: ID!) { updateAnnouncement(id: $id, input: { body: "第1回戦を開始してください。" }) { id } }',
      { id: created.id },
      headJudge,
    );
    const second = (
      await must<any>(
        server,
        'mutation($e: ID!) { createAnnouncement(eventId: $e, input: { title: "Lunch", body: "Food trucks outside", language: "en", pinned: true }) { id } }',
        { e: eventId },
        headJudge,
      )
    ).createAnnouncement;
    await must(server, 'mutation($id: ID!) { publishAnnouncement(id: $id) { id } }', { id: second.id }, headJudge);
    const seen = (
      await must<any>(server, 'query($e: ID!) { announcements(eventId: $e) { id body pinned history { body } } }', { e: eventId }, token)
    ).announcements;
    expect(seen.map((a: any) => a.id)).toEqual([second.id, created.id]);
    expect(seen[1]).toMatchObject({ body: '第1回戦を開始してください。', history: [] });
    const staffSees = (
      await must<any>(server, 'query($e: ID!) { announcements(eventId: $e) { id history { body editedAt } } }', { e: eventId }, headJudge)
    ).announcements;
    const revision = staffSees.find((a: any) => a.id === created.id).history[0];
    expect(revision.body).toBe(draft.body.trim());
    expect(Date.now() - Date.parse(revision.editedAt)).toBeLessThan(60_000);
  });
});
