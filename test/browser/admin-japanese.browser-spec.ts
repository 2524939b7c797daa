import Encoding from 'encoding-japanese';
import type { Page } from 'playwright-core';
import { type AdminHarness, type AxeViolation, seriousA11yViolations, shot, signIn, startAdminHarness } from '../support/admin-helpers';

/** A shorter path in Japanese: the desk, round 1, quick entry, standings, printing. */
describe('大会運営をダッシュボードで（日本語）', () => {
  let h: AdminHarness;
  let page: Page;
  let eventId = '';
  const a11y: Record<string, AxeViolation[]> = {};

  beforeAll(async () => {
    h = await startAdminHarness();
    const created = await h.api(`mutation($i: EventInput!) { createEvent(input: $i) { id } }`, {
      i: { name: '土曜スタンダード杯', venue: '晴れる屋 東京', plannedRounds: 3, topCut: 0, enforcementLevel: 'COMPETITIVE' },
    });
    eventId = created.createEvent.id;
    page = await h.browser.newPage({ locale: 'ja-JP', viewport: { width: 1280, height: 800 } });
    await signIn(page, h.server.url, 'ログイン');
  });
  afterAll(async () => {
    await h?.close();
  });

  it('受付でプレイヤーを登録し、CSVの誤りを行番号で表示する', async () => {
    await page.goto(`${h.server.url}/admin/#/events/${eventId}/desk`);
    await page.getByTestId('event-name').getByText('土曜スタンダード杯').waitFor();
    // The header says the match format as the event form does, and the REL.
    const facts = await page.getByTestId('event-facts').textContent();
    expect(facts).toContain('3本勝負（2本先取）');
    expect(facts).not.toContain('3本先取');
    expect(facts).toContain('競技 REL');
    const name = page.getByTestId('quick-add-name');
    // With their readings (フリガナ): lists by name follow them (鈴木 before 高橋, though the kanji sort 高 first).
    for (const [player, reading] of [
      ['佐藤 葵', 'さとう あおい'],
      ['鈴木 一郎', 'すずき いちろう'],
      ['高橋 花子', 'たかはし はなこ'],
    ]) {
      await name.fill(player);
      await page.getByTestId('quick-add-reading').fill(reading);
      await name.press('Enter');
      await page.getByTestId('quick-add-last').getByText(`${player}さんを登録しました`).waitFor();
    }
    await page.getByTestId('csv-import-open').click();
    // A shop's sheet: プレイヤーID, 氏名, フリガナ (half-width kana), and a column Taikai does not use.
    await page.getByTestId('csv-text').fill('プレイヤーID,氏名,フリガナ,所属\n100,田中 健,ﾀﾅｶ ｹﾝ,東京店\n101,,,大阪店\n');
    await page.getByTestId('csv-import-submit').click();
    await page.getByTestId('csv-errors').getByText('取り込めません：ファイルに問題が1件あります。').waitFor();
    expect(await page.getByTestId('csv-error-row').allTextContents()).toEqual(['3名前が正しくありません: 必須です。']);
    await shot(page, 'admin-ja-csv-errors');
    await page.getByTestId('csv-text').fill('プレイヤーID,氏名,フリガナ,所属\n100,田中 健,ﾀﾅｶ ｹﾝ,東京店\n');
    await page.getByTestId('csv-import-submit').click();
    await page.getByTestId('csv-ignored').getByText('次の列は無視されます：所属。これらの列の値は取り込まれません。').waitFor();
    expect(await page.getByTestId('csv-column-row').allTextContents()).toEqual([
      'プレイヤーIDプレイヤーID',
      '氏名名前',
      'フリガナフリガナ',
    ]);
    expect(await page.getByTestId('csv-sample-row').allTextContents()).toEqual(['2田中 健タナカ ケン100—新しい人']);
    expect(await page.getByTestId('csv-new-people').textContent()).toBe('うち名簿に新しく追加される人：1人');
    expect(await page.getByTestId('csv-rows').textContent()).toBe('ファイルのプレイヤー：1人（見出し行を除く）');
    await shot(page, 'admin-ja-csv-preview');
    a11y.csvPreview = await seriousA11yViolations(page);
    await page.getByTestId('csv-import-confirm').getByText('1人を取り込む').click();
    await page.getByTestId('count-registered').getByText('4').waitFor();
    // The desk's list is by reading: さとう, すずき, たかはし, タナカ.
    await page.getByTestId('players-table').getByTestId('player-name').first().waitFor();
    expect(await page.getByTestId('players-table').getByTestId('player-name').allTextContents()).toEqual([
      '佐藤 葵',
      '鈴木 一郎',
      '高橋 花子',
      '田中 健',
    ]);

    // A misspelt name is corrected at the desk, with the player's ID added.
    await page.getByTestId('edit-鈴木 一郎').click();
    expect(await page.getByTestId('edit-nameReading').inputValue()).toBe('すずき いちろう');
    await page.getByTestId('edit-name').fill('鈴木 一朗');
    await page.getByTestId('edit-externalId').fill('7001234');
    await page.getByTestId('edit-save').click();
    await page.getByText('鈴木 一朗さんの登録を保存しました。').waitFor();
    const edited = (await h.api(`query($e: ID!) { players(eventId: $e) { name externalId } }`, { e: eventId })).players;
    expect(edited).toContainEqual({ name: '鈴木 一朗', externalId: '7001234' });
    expect(edited.map((p: { name: string }) => p.name)).not.toContain('鈴木 一郎');
    // A search left on survives a reload: the desk says so and clears it in one click.
    await page.locator('input[name=q]').fill('山本');
    await page.getByTestId('filter-notice').getByText('絞り込み中：登録4人のうち0人を表示しています').waitFor();
    await page.reload();
    await page.getByTestId('filter-notice').getByText('絞り込み中：登録4人のうち0人を表示しています').waitFor();
    await shot(page, 'admin-ja-desk-filter');
    a11y.deskFilter = await seriousA11yViolations(page);
    await page.getByTestId('filter-clear').click();
    await page.getByTestId('filter-notice').waitFor({ state: 'detached' });
    await page.getByTestId('edit-鈴木 一朗').waitFor();

    // A name already registered is a warning with the player's ID: the desk corrects it (or registers a second player).
    await name.fill('佐藤　葵');
    await name.press('Enter');
    await page
      .getByTestId('same-name-warning')
      .getByText(/^佐藤 葵さんはすでに登録されています（プレイヤーID \w+）/)
      .waitFor();
    await shot(page, 'admin-ja-desk-same-name');
    a11y.sameName = await seriousA11yViolations(page);
    await page.getByTestId('same-name-correct').click();
    await page.getByTestId('same-name-warning').waitFor({ state: 'detached' });
    expect(await page.getByTestId('count-registered').textContent()).toContain('4');
    // A registration made by mistake is deleted before round 1, after a confirmation.
    await name.fill('佐藤 葵葵');
    await name.press('Enter');
    await page.getByTestId('count-registered').getByText('5').waitFor();
    await page.getByTestId('delete-佐藤 葵葵').click();
    await page.getByText('佐藤 葵葵さんの登録を削除しますか？').waitFor();
    a11y.deleteDialog = await seriousA11yViolations(page);
    await page.getByTestId('delete-confirm').click();
    await page.getByText('佐藤 葵葵さんの登録を削除しました。').waitFor();
    await page.getByTestId('count-registered').getByText('4').waitFor();
    expect(
      (await h.api(`query($e: ID!) { players(eventId: $e) { name } }`, { e: eventId })).players.map((p: { name: string }) => p.name),
    ).not.toContain('佐藤 葵葵');
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'admin-ja-desk');
    a11y.desk = await seriousA11yViolations(page);
  });

  it('CSVファイルの文字コードを判別し（UTF-8・Shift-JIS）、それ以外は文字コード名を示して断る', async () => {
    await page.goto(`${h.server.url}/admin/#/events/${eventId}/desk`);
    await page.getByTestId('csv-import-open').click();
    const text = 'name,externalId\n渡辺 翔,200\n';
    const encoded = (to: 'SJIS' | 'EUCJP') => Buffer.from(Encoding.convert(Array.from(Buffer.from(text)), { to, from: 'UTF8' }));
    const file = page.locator('input[type=file]');
    await file.setInputFiles({ name: 'players-sjis.csv', mimeType: 'text/csv', buffer: encoded('SJIS') });
    await page.waitForFunction(() =>
      (document.querySelector('[data-testid=csv-text]') as HTMLTextAreaElement | null)?.value.includes('渡辺 翔'),
    );
    await file.setInputFiles({
      name: 'players-bom.csv',
      mimeType: 'text/csv',
      buffer: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text.replace('渡辺 翔', '伊藤 蓮'))]),
    });
    await page.waitForFunction(() =>
      (document.querySelector('[data-testid=csv-text]') as HTMLTextAreaElement | null)?.value.startsWith('name,externalId\n伊藤 蓮'),
    );
    await file.setInputFiles({ name: 'players-euc.csv', mimeType: 'text/csv', buffer: encoded('EUCJP') });
    await page.getByText('このファイルの文字コードはEUC-JPです').waitFor();
    expect(await page.getByTestId('csv-text').inputValue()).toContain('伊藤 蓮');
    await page.keyboard.press('Escape');
  });

  it('第1回戦を組み、クイック入力で結果を記録し、順位表を見る', async () => {
    // Three of four check in: round 1 asks what to do with the fourth.
    const players = (await h.api(`query($e: ID!) { players(eventId: $e) { id name } }`, { e: eventId })).players;
    for (const player of players.slice(0, 3)) await h.api(`mutation($p: ID!) { checkInPlayer(playerId: $p) { id } }`, { p: player.id });
    await page.goto(`${h.server.url}/admin/#/events/${eventId}/rounds`);
    await page.getByTestId('pair-next').getByText('第1回戦の組み合わせを作成').click();
    await page.getByTestId('check-in-prompt').getByText('チェックインしていないプレイヤーがいます').waitFor();
    await page
      .getByTestId('check-in-message')
      .getByText(/^登録済みの1名がチェックインしていません/)
      .waitFor();
    await shot(page, 'admin-ja-check-in-prompt');
    a11y.checkInPrompt = await seriousA11yViolations(page);
    await page.getByTestId('check-in-pair-all').getByText('全員を組む').click();
    await page.getByTestId('round-title').getByText('第1回戦').waitFor();
    // The API words the engine's explanation in Japanese, every detail included (the seed here).
    expect(await page.getByTestId('round-explanation').first().innerText()).toMatch(
      /^第1回戦は、まだ結果がないためランダムに組み合わせました（シード「.+」）。$/,
    );
    await page.getByTestId('publish-round').click();
    await page.getByTestId('round-status').getByText('発表済み').waitFor();
    // Pairings by name follow the readings too.
    const byName = await page.getByTestId('pairings-by-name').locator('tbody tr td:first-child').allTextContents();
    expect(byName.map((cell) => cell.replace(/ \(\d+\)$/, ''))).toEqual(['佐藤 葵', '鈴木 一朗', '高橋 花子', '田中 健']);
    await shot(page, 'admin-ja-rounds');
    a11y.rounds = await seriousA11yViolations(page);

    await page.goto(`${h.server.url}/admin/#/events/${eventId}/results`);
    for (const table of [1, 2]) {
      await page.getByTestId('quick-table').fill(String(table));
      await page.getByTestId('quick-table').press('Enter');
      // Full-width digits from a Japanese IME are understood.
      await page.getByTestId('quick-score').fill('２－１');
      await page.getByTestId('quick-score').press('Enter');
      await page.getByTestId('quick-history').locator('[data-state=saved]').getByText(`卓 ${table}:`).waitFor();
    }
    await page.getByTestId('quick-table').fill('9');
    await page.getByTestId('quick-table').press('Enter');
    await page.getByTestId('quick-score').fill('2-0');
    await page.getByTestId('quick-score').press('Enter');
    await page.getByTestId('quick-error').getByText('このラウンドに9番卓はありません。').waitFor();
    await shot(page, 'admin-ja-results');
    a11y.results = await seriousA11yViolations(page);

    await page.goto(`${h.server.url}/admin/#/events/${eventId}/standings`);
    await page.getByRole('columnheader', { name: '勝ち点' }).waitFor();
    await page.getByTestId('standing-row').nth(3).waitFor();
    await shot(page, 'admin-ja-standings');
    a11y.standings = await seriousA11yViolations(page);

    await page.goto(`${h.server.url}/admin/#/events/${eventId}/print/slips`);
    await page.getByTestId('result-slip').first().getByText('勝利ゲーム数').first().waitFor();
    await shot(page, 'admin-ja-print-slips');
  });

  it('第2回戦の組み合わせに、ラウンド開始時のマッチポイントを表示する', async () => {
    await page.goto(`${h.server.url}/admin/#/events/${eventId}/rounds`);
    await page.getByTestId('pair-next').getByText('第2回戦の組み合わせを作成').click();
    await page.getByTestId('round-title').getByText('第2回戦').waitFor();
    await page.getByText('括弧内はラウンド開始時のマッチポイントです。').waitFor();
    const rounds = (
      await h.api(
        `query($e: ID!) { event(id: $e) { rounds { number matches { table player1 { name matchPoints } player2 { name matchPoints } } } } }`,
        { e: eventId },
      )
    ).event.rounds;
    const round2 = rounds.find((r: { number: number }) => r.number === 2);
    expect(round2.matches.map((m: any) => [m.player1.matchPoints, m.player2.matchPoints])).toEqual([
      [3, 3],
      [0, 0],
    ]);
    for (const m of round2.matches) {
      const row = page.locator(`[data-testid="pairing-row"][data-table="${m.table}"]`);
      expect(await row.locator('td').nth(1).textContent()).toBe(`${m.player1.name} (${m.player1.matchPoints})`);
      expect(await row.locator('td').nth(2).textContent()).toBe(`${m.player2.name} (${m.player2.matchPoints})`);
    }
    await shot(page, 'admin-ja-rounds-points');
    a11y.roundsPoints = await seriousA11yViolations(page);
  });

  it('言語の選択を覚えている', async () => {
    await page.goto(`${h.server.url}/admin/#/events/${eventId}/rounds`);
    await page.getByTestId('locale-switch').getByRole('button').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByText('Pairings by table').waitFor();
    await page.reload();
    await page.getByText('Pairings by table').waitFor();
  });

  it('主要な画面に重大なアクセシビリティ違反がない', () => {
    const problems = Object.entries(a11y).filter(([, v]) => v.length > 0);
    expect(problems.map(([p, v]) => `${p}: ${v.map((x) => `${x.id} ${JSON.stringify(x.nodes)}`).join('; ')}`)).toEqual([]);
  });
});
