import type { Page } from 'playwright-core';
import { type AdminHarness, seriousA11yViolations, shot, signIn, startAdminHarness } from '../support/admin-helpers';

/**
 * Issue 26 item 7, kanji names without a reading, in English and Japanese: the desk is offered the
 * readings a Japanese dictionary proposes, saves them only when it confirms (one row, then the
 * rest), and the pairings by name are then headed by kana, never 「A〜山」.
 */
const LANGUAGES = [
  { locale: 'en-US', signIn: 'Sign in', open: 'Propose readings (2)', heading: 'Readings check — Pairings by name · A–Z, さ–や' },
  { locale: 'ja-JP', signIn: 'ログイン', open: 'フリガナを提案（2）', heading: 'Readings check — 名前順の組み合わせ · A〜Z・さ〜や' },
] as const;

describe('readings proposed for kanji names, and the by-name print headed by kana (en, ja)', () => {
  let h: AdminHarness;

  beforeAll(async () => {
    h = await startAdminHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  const roster = async (eventId: string) =>
    (await h.api('query($e: ID!) { players(eventId: $e) { id name nameReading } }', { e: eventId })).players as {
      name: string;
      nameReading: string | null;
    }[];
  const readingOf = async (eventId: string, name: string) => (await roster(eventId)).find((p) => p.name === name)!.nameReading;

  for (const language of LANGUAGES) {
    it(`${language.locale}: proposes ヤマダタロウ and サトウ ハナコ, saves them on confirmation, and heads the print by kana`, async () => {
      const eventId = (await h.api(`mutation($i: EventInput!) { createEvent(input: $i) { id } }`, { i: { name: 'Readings check' } }))
        .createEvent.id as string;
      for (const name of ['山田太郎', 'Alex Smith', '佐藤 花子', 'Zoe Abe'])
        await h.api('mutation($e: ID!, $n: String!) { registerPlayer(eventId: $e, input: { name: $n }) { id } }', { e: eventId, n: name });
      const page: Page = await h.browser.newPage({ locale: language.locale, viewport: { width: 1024, height: 768 } });
      try {
        await signIn(page, h.server.url, language.signIn);
        await page.goto(`${h.server.url}/admin/#/events/${eventId}/desk`);
        await page.getByTestId('readings-open').getByText(language.open).click();
        const rows = page.getByTestId('reading-row');
        await rows.nth(1).waitFor();
        expect(await page.getByTestId('reading-proposed').allTextContents()).toEqual(['サトウ ハナコ', 'ヤマダタロウ']);
        expect(await seriousA11yViolations(page, '[role=dialog]')).toEqual([]);
        await shot(page, `readings-proposed-${language.locale}`);
        // Proposed is not saved.
        expect(await readingOf(eventId, '山田太郎')).toBeNull();

        // One row, then the rest.
        await rows.filter({ hasText: '佐藤 花子' }).getByTestId('reading-use').click();
        await rows.filter({ hasText: '佐藤 花子' }).waitFor({ state: 'detached' });
        expect(await readingOf(eventId, '佐藤 花子')).toBe('サトウ ハナコ');
        expect(await readingOf(eventId, '山田太郎')).toBeNull();
        await page.getByTestId('readings-use-all').click();
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        expect(await readingOf(eventId, '山田太郎')).toBe('ヤマダタロウ');
        await page.getByTestId('readings-open').waitFor({ state: 'detached' });
        const audit = (await h.api('query($e: ID!) { auditLog(eventId: $e, limit: 100) { action } }', { e: eventId })).auditLog;
        expect(audit.filter((entry: { action: string }) => entry.action === 'player.update')).toHaveLength(2);

        await h.api('mutation($e: ID!) { pairNextRound(eventId: $e) { id } }', { e: eventId });
        await page.goto(`${h.server.url}/admin/#/events/${eventId}/print/pairings-name?round=1`);
        await page.getByTestId('print-name-range').first().waitFor();
        expect(await page.getByTestId('print-name-range').locator('h1').allTextContents()).toEqual([language.heading]);
        await shot(page, `readings-print-${language.locale}`);
      } finally {
        await page.close();
      }
    });
  }
});
