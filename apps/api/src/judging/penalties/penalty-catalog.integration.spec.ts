import { createEvent, must, registerPlayers, createJudgingTeam, type JudgingTeam } from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';

// Issue 24 items 7-9 and 11: prescribed penalties recorded as variants (no deviation), the Missed
// Trigger's fixes, and backups beyond a simple one as the head judge's. Lines: judge-handbook-ja.txt.
const LOG = `mutation($e: ID!, $i: InfractionInput!) { logInfraction(eventId: $e, input: $i) {
  id status penalty suggestedPenalty variant variantCondition remedies { code name } } }`;
const SUGGEST = `query($e: ID!, $p: ID!, $i: String!, $v: String) { suggestPenalty(eventId: $e, playerId: $p, infraction: $i, variant: $v) {
  penalty reason requiresApproval } }`;
const CATALOG = 'query($e: ID!) { infractions(eventId: $e) { code variants { id condition penalty } remedies { code name } } }';
const PENALTIES = 'query($e: ID!) { penalties(eventId: $e) { id } }';

describe('the IPG catalog of issue 24 through the API (real server, real database)', () => {
  let server: TestServer;
  let organizer: string;
  let team: JudgingTeam;
  let headJudge: string;
  let judge: string;

  beforeAll(async () => {
    server = await startTestServer();
    organizer = await server.loginAsOrganizer();
    team = await createJudgingTeam(server, organizer, 'catalog');
    ({ headJudge, judge } = team);
  });
  afterAll(() => server.close());

  async function event() {
    const eventId = await createEvent(server, organizer, { enforcementLevel: 'COMPETITIVE' });
    await team.staff(eventId);
    const players = await registerPlayers(server, organizer, eventId, ['A', 'B']);
    await must(server, 'mutation($e: ID!) { pairNextRound(eventId: $e) { id } }', { e: eventId }, organizer);
    return { eventId, player: players[0].id };
  }
  const log = (eventId: string, input: Record<string, unknown>, token: string, language?: 'en' | 'ja') =>
    server.gql<any>(LOG, { e: eventId, i: { description: 'seen by a judge', ...input } }, { token, language });
  const count = async (eventId: string) => (await must<any>(server, PENALTIES, { e: eventId }, organizer)).penalties.length;

  it('IPG 2.1 (:18202, chart :19842 「処理しないでゲーム続行」, :18206): a floor judge records "the game continues" and "the opponent chose not to put it on the stack"', async () => {
    const { eventId, player } = await event();
    const continued = await log(eventId, { playerId: player, infraction: 'GPE-MT', remedies: ['GAME_CONTINUED'] }, judge);
    expect(continued.errors).toBeUndefined();
    expect(continued.data.logInfraction).toMatchObject({
      penalty: 'NONE',
      remedies: [{ code: 'GAME_CONTINUED', name: 'Game continued as it is' }],
    });
    const declined = await log(
      eventId,
      { playerId: player, infraction: 'GPE-MT', variant: 'DETRIMENTAL', remedies: ['TRIGGER_DECLINED_BY_OPPONENT', 'SIMPLE_BACKUP'] },
      judge,
      'ja',
    );
    expect(declined.errors).toBeUndefined();
    // IPG 1.4 (:18070) calls it 「単純な復元」.
    expect(declined.data.logInfraction).toMatchObject({
      penalty: 'WARNING',
      remedies: [
        { code: 'TRIGGER_DECLINED_BY_OPPONENT', name: '対戦相手が誘発をスタックに置かないことを選んだ' },
        { code: 'SIMPLE_BACKUP', name: '単純な復元' },
      ],
    });
  });

  it('IPG 1.4 (:18052 「ヘッドジャッジだけが復元を許可できる」): a full backup is refused to a floor judge with a translated error, nothing stored; the head judge records it', async () => {
    const { eventId, player } = await event();
    const grv = { playerId: player, infraction: 'GPE-GRV', remedies: ['FULL_BACKUP'] };
    const en = await log(eventId, grv, judge, 'en');
    expect(en.errors?.[0]).toMatchObject({
      extensions: { code: 'BACKUP_HEAD_JUDGE_ONLY' },
      message: expect.stringContaining('head judge'),
    });
    const ja = await log(eventId, grv, judge, 'ja');
    expect(ja.errors?.[0].message).toContain('ヘッドジャッジ');
    expect(await count(eventId)).toBe(0);
    const byHeadJudge = await log(eventId, grv, headJudge);
    expect(byHeadJudge.data.logInfraction).toMatchObject({ status: 'APPLIED', remedies: [{ code: 'FULL_BACKUP' }] });
    expect(await count(eventId)).toBe(1);
  });

  it("IPG 3.7 (:18767 「行動した時点まで」): CPV's fix is a backup to the action, the head judge's; a simple backup is not CPV's", async () => {
    const { eventId, player } = await event();
    const simple = await log(eventId, { playerId: player, infraction: 'TE-CPV', remedies: ['SIMPLE_BACKUP'] }, headJudge);
    expect(simple.errors?.[0].extensions?.code).toBe('INVALID_INPUT');
    const floor = await log(eventId, { playerId: player, infraction: 'TE-CPV', remedies: ['BACKUP_TO_ACTION'] }, judge);
    expect(floor.errors?.[0].extensions?.code).toBe('BACKUP_HEAD_JUDGE_ONLY');
    const hj = await log(eventId, { playerId: player, infraction: 'TE-CPV', remedies: ['BACKUP_TO_ACTION'] }, headJudge);
    expect(hj.data.logInfraction.remedies).toEqual([{ code: 'BACKUP_TO_ACTION', name: 'Backup to the action taken (head judge)' }]);
  });

  // [rule and line, infraction, variant]
  const gameLosses: [string, string, string][] = [
    ['IPG 2.3 upgrade :18328 「変異能力を持たない」', 'GPE-HCE', 'FACE_DOWN_WITHOUT_MORPH'],
    ['IPG 3.2 downgrade :18527 「ゲーム間に見て構わない」', 'TE-OA', 'ALLOWED_BETWEEN_GAMES'],
    ['IPG 3.8 upgrade :18802 「交換するカードを準備できなかった」', 'TE-MC', 'NO_REPLACEMENT_BASIC_LANDS'],
    ['IPG 3.5 upgrade :18699', 'TE-DP', 'ILLEGAL_COUNT_AT_PRESENTATION'],
    ['IPG 3.5 upgrade :18704', 'TE-DP', 'OPPONENT_DECIDED_ON_SIDEBOARD_CARD'],
    ['IPG 3.5 upgrade :18708', 'TE-DP', 'EXCESS_COPIES_AFTER_GAME_START'],
  ];
  it.each(gameLosses)(
    '%s: %s %s is a prescribed Game Loss, logged by a floor judge without a deviation',
    async (_rule, infraction, variant) => {
      const { eventId, player } = await event();
      const suggestion = (await must<any>(server, SUGGEST, { e: eventId, p: player, i: infraction, v: variant }, judge)).suggestPenalty;
      expect(suggestion).toMatchObject({ penalty: 'GAME_LOSS', reason: 'VARIANT', requiresApproval: true });
      const logged = await log(eventId, { playerId: player, infraction, variant }, judge);
      expect(logged.errors).toBeUndefined();
      expect(logged.data.logInfraction).toMatchObject({
        status: 'PENDING_APPROVAL',
        penalty: 'GAME_LOSS',
        suggestedPenalty: 'GAME_LOSS',
        variant,
      });
      expect(logged.data.logInfraction.variantCondition).toMatch(/IPG 3\.[258]|IPG 2\.3/);
    },
  );

  it("IPG 3.5: the catalog lists TE-DP's upgrade conditions one by one, worded in the request language", async () => {
    const { eventId } = await event();
    const catalog = (await server.gql<any>(CATALOG, { e: eventId }, { token: judge, language: 'ja' })).data.infractions;
    const dp = catalog.find((i: any) => i.code === 'TE-DP');
    expect(dp.variants.map((v: any) => v.id)).toEqual([
      'ILLEGAL_COUNT_AT_PRESENTATION',
      'OPPONENT_DECIDED_ON_SIDEBOARD_CARD',
      'EXCESS_COPIES_AFTER_GAME_START',
      'COMPANION_UNSATISFIABLE',
    ]);
    for (const v of dp.variants) expect(v.condition).toMatch(/IPG 3\.5/);
    expect(catalog.find((i: any) => i.code === 'GPE-GRV').remedies.map((r: any) => r.name)).toContain('完全な復元（ヘッドジャッジ）');
  });
});
