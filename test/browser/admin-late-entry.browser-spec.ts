import type { Page } from 'playwright-core';
import { type AdminHarness, shot, signIn, startAdminHarness } from '../support/admin-helpers';

/**
 * Issue 26 item 7, late entry at the desk, in English and Japanese: a late entry that makes the
 * number of players odd is warned that it is first in line for the bye (MTR 2.10: the lowest-ranked
 * player without one), and a finished event offers no way to add a player.
 */
const LANGUAGES = [
  {
    locale: 'en-US',
    signIn: 'Sign in',
    bye: 'Round 2 has an odd number of players (5): the bye goes to the lowest-ranked player who has not had one, most likely Late Comer, a late entry with no match points.',
    finished: 'The event is finished: no more players can be added.',
  },
  {
    locale: 'ja-JP',
    signIn: 'ログイン',
    bye: '第2回戦の参加者は5名（奇数）です。不戦勝（バイ）はまだ受けていない最下位のプレイヤーに与えられるため、勝ち点のない途中参加のLate Comerさんが受ける可能性が高いです。',
    finished: 'イベントは終了しています。プレイヤーは追加できません。',
  },
] as const;

describe('late entry at the desk: the bye warned, none after the end (en, ja)', () => {
  let h: AdminHarness;

  beforeAll(async () => {
    h = await startAdminHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  /** An event of four with round 1 played: the next entry is a late one. */
  async function eventAfterRound1(): Promise<string> {
    const eventId = (
      await h.api(`mutation($i: EventInput!) { createEvent(input: $i) { id } }`, { i: { name: 'Late entry check', topCut: 2 } })
    ).createEvent.id as string;
    for (const name of ['A', 'B', 'C', 'D'])
      await h.api('mutation($e: ID!, $n: String!) { registerPlayer(eventId: $e, input: { name: $n }) { id } }', { e: eventId, n: name });
    const round = (await h.api('mutation($e: ID!) { pairNextRound(eventId: $e) { matches { id } } }', { e: eventId })).pairNextRound;
    for (const match of round.matches) await recordWin(match.id);
    return eventId;
  }
  const recordWin = (matchId: string) =>
    h.api('mutation($m: ID!) { recordResult(matchId: $m, input: { player1Wins: 2, player2Wins: 0 }) { id } }', { m: matchId });

  for (const language of LANGUAGES) {
    it(`${language.locale}: warns that a late entry gets the bye, and offers no entry once the event is finished`, async () => {
      const eventId = await eventAfterRound1();
      const page: Page = await h.browser.newPage({ locale: language.locale, viewport: { width: 1024, height: 768 } });
      try {
        await signIn(page, h.server.url, language.signIn);
        await page.goto(`${h.server.url}/admin/#/events/${eventId}/desk`);
        await page.getByTestId('quick-add-name').fill('Late Comer');
        await page.getByTestId('quick-add-name').press('Enter');
        await page.getByTestId('late-entry-bye').getByText(language.bye).waitFor();
        await shot(page, `late-entry-bye-${language.locale}`);

        // A second late entry makes six: no bye, no warning.
        await page.getByTestId('quick-add-name').fill('Later Still');
        await page.getByTestId('quick-add-name').press('Enter');
        await page.getByTestId('quick-add-last').getByText('Later Still').waitFor();
        await page.getByTestId('late-entry-bye').waitFor({ state: 'detached' });

        const final = (await h.api('mutation($e: ID!) { startTopCut(eventId: $e, size: 2) { matches { id } } }', { e: eventId }))
          .startTopCut;
        await recordWin(final.matches[0].id);
        await h.api('mutation($e: ID!) { pairNextRound(eventId: $e) { id } }', { e: eventId });
        await page.reload();
        await page.getByTestId('quick-add-finished').getByText(language.finished).waitFor();
        expect(await page.getByTestId('quick-add-name').count()).toBe(0);
        expect(await page.getByTestId('csv-import-open').count()).toBe(0);
        await shot(page, `late-entry-finished-${language.locale}`);
      } finally {
        await page.close();
      }
    });
  }
});
