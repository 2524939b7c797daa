import type { Page } from 'playwright-core';
import { onDatabase } from '@taikai/testkit';
import { type AdminHarness, type AxeViolation, seriousA11yViolations, shot, signIn, startAdminHarness } from '../support/admin-helpers';

const LOG = 'mutation($e: ID!, $i: InfractionInput!) { logInfraction(eventId: $e, input: $i) { id } }';
const PENALTIES = 'query($e: ID!) { penalties(eventId: $e) { playerName penalty status } }';

/**
 * The head judge's procedures from the dashboard: an investigation's statements (IPG 1.1), an
 * appeal to the head judge and the decision (MTR 2.9), the disqualification report, in English
 * and in Japanese.
 */
describe('judging procedures on the dashboard: investigations and appeals (MTR 2.9, IPG 1.1)', () => {
  let h: AdminHarness;
  let eventId = '';
  let chibasOpponent = '';
  const a11y: Record<string, AxeViolation[]> = {};

  beforeAll(async () => {
    h = await startAdminHarness();
    eventId = (
      await h.api('mutation($i: EventInput!) { createEvent(input: $i) { id } }', {
        i: { name: 'Judging Open', enforcementLevel: 'COMPETITIVE' },
      })
    ).createEvent.id;
    for (const name of ['Aoki', 'Baba', 'Chiba', 'Doi']) {
      await h.api('mutation($e: ID!, $i: PlayerInput!) { registerPlayer(eventId: $e, input: $i) { id } }', {
        e: eventId,
        i: { name, email: `${name.toLowerCase()}@example.com` },
      });
    }
    const round = (
      await h.api('mutation($e: ID!) { pairNextRound(eventId: $e) { id matches { player1 { id name } player2 { id name } } } }', {
        e: eventId,
      })
    ).pairNextRound;
    await h.api('mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id });
    const players = round.matches.flatMap((m: any) => [m.player1, m.player2]);
    const idOf = (name: string) => players.find((p: any) => p.name === name).id;
    const chibasMatch = round.matches.find((m: any) => m.player1.name === 'Chiba' || m.player2.name === 'Chiba');
    chibasOpponent = chibasMatch.player1.name === 'Chiba' ? chibasMatch.player2.name : chibasMatch.player1.name;
    // A floor judge's ruling at a table (Tardiness: a Game Loss at once) and a disqualification.
    await h.api(LOG, {
      e: eventId,
      i: { playerId: idOf('Aoki'), infraction: 'TE-TARDY', description: 'Sat down 4 minutes after the round began' },
    });
    await h.api(LOG, {
      e: eventId,
      i: { playerId: idOf('Chiba'), infraction: 'USC-CHEAT', description: 'Said a card was in the graveyard when it was in hand' },
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  async function openProcedures(page: Page, player: string) {
    await page.goto(`${h.server.url}/admin/#/events/${eventId}/judges`);
    await page.getByTestId('tab-penalties').click();
    await page.getByTestId('penalty-row').filter({ hasText: player }).getByTestId('penalty-procedures').click();
    await page.getByRole('dialog').waitFor();
  }

  async function recordStatement(page: Page, role: string, statement: string, speaker?: string) {
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('statement-role').locator('..').click();
    await page.getByRole('option', { name: role, exact: true }).click();
    if (speaker) await dialog.getByLabel(/^(Name|名前)/).fill(speaker);
    await dialog.getByTestId('statement-text').fill(statement);
    await dialog.getByTestId('record-statement').click();
    await dialog.getByTestId('statement').filter({ hasText: statement }).waitFor();
  }

  it('MTR 2.9 in English: statements of the player and a witness, the player’s appeal, and the head judge changes the Game Loss to a Warning', async () => {
    const page = await h.browser.newPage({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    await signIn(page, h.server.url, 'Sign in');
    await openProcedures(page, 'Aoki');
    const dialog = page.getByRole('dialog');
    await recordStatement(page, 'Player', 'The pairings on the wall said table 12.');
    await recordStatement(page, 'Witness', 'Table 12 was misprinted on the wall sheet.', 'Ito (scorekeeper)');
    expect(await dialog.getByTestId('statement').allTextContents()).toEqual([
      expect.stringContaining('Player · Aoki'),
      expect.stringContaining('Witness · Ito (scorekeeper)'),
    ]);
    await dialog.getByTestId('appeal-statement').fill('I was at the table the wall sheet gave me.');
    await dialog.getByTestId('file-appeal').click();
    await dialog.getByTestId('appeal-status').getByText('Waiting for the head judge').waitFor();
    await dialog.getByTestId('decision-CHANGED').click();
    await dialog.getByTestId('decision-reason').fill('The wall sheet was misprinted: a Warning.');
    await shot(page, 'admin-judging-appeal-en');
    a11y.appealEn = await seriousA11yViolations(page);
    await dialog.getByTestId('decide-appeal').click();
    await dialog.getByTestId('appeal-status').getByText('Penalty changed').waitFor();
    expect(await dialog.getByTestId('appeal-decision').textContent()).toContain('The wall sheet was misprinted: a Warning.');
    await shot(page, 'admin-judging-appeal-decided-en');
    const penalties = (await h.api(PENALTIES, { e: eventId })).penalties.filter((p: any) => p.playerName === 'Aoki');
    expect(penalties.map((p: any) => [p.penalty, p.status])).toEqual([
      ['GAME_LOSS', 'REVOKED'],
      ['WARNING', 'APPLIED'],
    ]);
    await page.close();
  });

  it('IPG 1.1 in Japanese: the head judge’s statement on a disqualification, without proof, the report with both e-mails, and an appeal upheld', async () => {
    const page = await h.browser.newPage({ locale: 'ja-JP', viewport: { width: 1280, height: 900 } });
    await signIn(page, h.server.url, 'ログイン');
    await openProcedures(page, 'Chiba');
    const dialog = page.getByRole('dialog');
    await recordStatement(page, 'ヘッドジャッジ', '対戦相手と観客の証言が一致しました。');
    await recordStatement(page, 'プレイヤー', '墓地にあると勘違いしていました。');
    await dialog.getByLabel('証明なしで与えた失格（IPG 1.1）').click();
    await dialog
      .getByTestId('dq-report-text')
      .getByText(/証明なしでの失格（IPG 1\.1）: はい/)
      .waitFor();
    const report = await dialog.getByTestId('dq-report-text').textContent();
    for (const fact of [
      '失格報告書',
      'Judging Open',
      '失格となったプレイヤー: Chiba',
      'chiba@example.com',
      `対戦相手: ${chibasOpponent}`,
      `${chibasOpponent.toLowerCase()}@example.com`,
      'ラウンド: 1',
      '対戦相手と観客の証言が一致しました。',
      '墓地にあると勘違いしていました。',
    ]) {
      expect(report).toContain(fact);
    }
    await dialog.getByTestId('appeal-statement').fill('わざとではありません。');
    await dialog.getByTestId('file-appeal').click();
    await dialog.getByTestId('appeal-status').getByText('ヘッドジャッジの判断待ち').waitFor();
    await dialog.getByTestId('decision-reason').fill('証言が一致しているため、裁定を支持します。');
    await dialog.getByTestId('decide-appeal').click();
    await dialog.getByTestId('appeal-status').getByText('裁定を支持').waitFor();
    await shot(page, 'admin-judging-dq-ja');
    a11y.dqJa = await seriousA11yViolations(page);
    // The report in English, from the same dialog.
    await dialog.getByRole('button', { name: 'English' }).click();
    await dialog
      .getByTestId('dq-report-text')
      .getByText(/Disqualification report/)
      .waitFor();
    expect(await dialog.getByTestId('dq-report-text').textContent()).toContain('Wizards Account e-mail: chiba@example.com');
    await page.close();
  });

  it('MTR 2.6: the judge closing a call gives the match 3 minutes in the same card, and the result slip shows them', async () => {
    const baba = (await h.api('query($e: ID!) { players(eventId: $e) { name accessCode } }', { e: eventId })).players.find(
      (p: any) => p.name === 'Baba',
    );
    const token = (
      await h.api(
        'mutation($e: ID!, $c: String!) { playerLogin(eventId: $e, accessCode: $c) { token } }',
        { e: eventId, c: baba.accessCode },
        '',
      )
    ).playerLogin.token;
    const match = (await h.api('{ myMatches { id } }', {}, token)).myMatches[0];
    const call = (
      await h.api('mutation($e: ID!, $m: ID!) { callJudge(eventId: $e, matchId: $m) { id } }', { e: eventId, m: match.id }, token)
    ).callJudge;
    await h.api('mutation($id: ID!) { takeJudgeCall(id: $id) { id } }', { id: call.id });
    const page = await h.browser.newPage({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    await signIn(page, h.server.url, 'Sign in');
    await page.goto(`${h.server.url}/admin/#/events/${eventId}/judges`);
    await page.getByTestId('call-extension').fill('3');
    await shot(page, 'admin-judging-call-extension');
    a11y.callExtension = await seriousA11yViolations(page);
    await page.getByTestId('close-call').click();
    await page.getByTestId('no-judge-calls').waitFor();
    expect((await h.api('query($m: ID!) { match(id: $m) { extensionMinutes } }', { m: match.id }, token)).match.extensionMinutes).toBe(3);
    await page.goto(`${h.server.url}/admin/#/events/${eventId}/print/slips`);
    await page.getByTestId('slip-extension').getByText('Time extension: +3 min').waitFor();
    // MTR 2.5: 5 extra turns at time (no Slow Play in this match).
    await page.getByTestId('slip-extra-turns').first().getByText('Extra turns at time: 5').waitFor();
    await page.close();
  });

  it("issue 27: a player linked to a person shows the person's earlier penalties at this store in the infraction form (1024×768)", async () => {
    // Last month at the same store: Aoki got a Warning there.
    const lastMonth = (
      await h.api('mutation($i: EventInput!) { createEvent(input: $i) { id } }', {
        i: { name: 'Last Month Open', enforcementLevel: 'COMPETITIVE' },
      })
    ).createEvent.id;
    for (const name of ['Aoki', 'Eda']) {
      await h.api('mutation($e: ID!, $i: PlayerInput!) { registerPlayer(eventId: $e, input: $i) { id } }', { e: lastMonth, i: { name } });
    }
    const earlier = (
      await h.api('mutation($e: ID!) { pairNextRound(eventId: $e) { matches { player1 { id name } player2 { id name } } } }', {
        e: lastMonth,
      })
    ).pairNextRound.matches[0];
    const earlierAoki = [earlier.player1, earlier.player2].find((p: any) => p.name === 'Aoki').id;
    await h.api(LOG, { e: lastMonth, i: { playerId: earlierAoki, infraction: 'GPE-HCE', description: 'Drew an extra card' } });
    // Both registrations are of one person of the store (the directory's own operations link them on the desk).
    await onDatabase(h.server.databaseUrl(), async (client) => {
      const { rows } = await client.query(
        `INSERT INTO "Person" (id, "organizationId", name, "updatedAt")
         SELECT gen_random_uuid(), "organizationId", 'Aoki', now() FROM "Event" WHERE id = $1 RETURNING id`,
        [eventId],
      );
      await client.query(`UPDATE "Player" SET "personId" = $1 WHERE name = 'Aoki' AND "eventId" = ANY($2::uuid[])`, [
        rows[0].id,
        [eventId, lastMonth],
      ]);
    });

    const page = await h.browser.newPage({ locale: 'en-US', viewport: { width: 1024, height: 768 } });
    await signIn(page, h.server.url, 'Sign in');
    await page.goto(`${h.server.url}/admin/#/events/${eventId}/judges`);
    await page.getByTestId('tab-log').click();
    await page.getByTestId('infraction-player').fill('Aoki');
    await page.getByRole('option', { name: 'Aoki', exact: true }).click();
    const earlierPenalties = page.getByTestId('earlier-penalties');
    await earlierPenalties.getByText('Earlier penalties at this store').waitFor();
    // Last month's Warning, not this event's Game Loss and Warning.
    expect(await earlierPenalties.getByTestId('earlier-penalty').allTextContents()).toEqual([
      expect.stringMatching(/^Hidden Card Error: Warning.*Last Month Open · Round 1$/),
    ]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, 'admin-judging-earlier-penalties');
    a11y.earlierPenalties = await seriousA11yViolations(page);
    await page.close();
  });

  it('has no serious accessibility violations', () => {
    const problems = Object.entries(a11y).filter(([, v]) => v.length > 0);
    expect(problems.map(([p, v]) => `${p}: ${v.map((x) => `${x.id} ${JSON.stringify(x.nodes)}`).join('; ')}`)).toEqual([]);
  });
});
