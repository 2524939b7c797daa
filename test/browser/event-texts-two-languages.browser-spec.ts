import { until } from '@taikai/testkit';
import type { Page } from 'playwright-core';
import { type AdminHarness, seriousA11yViolations, shot, signIn, startAdminHarness } from '../support/admin-helpers';
import { PHONE } from '../support/player-page';

const PRIZES = { en: 'A booster box for the winner', ja: '優勝者にブースター1箱を進呈します' };
const VENUE_NOTES = { en: 'No food at the play tables', ja: '対戦席での飲食はご遠慮ください' };

/**
 * Issue 26 item 7: prizes and venue notes have a text in each language. The organizer types both on
 * the event form; the opening announcement composed in the desk's language reads its own prizes, and
 * venue notes written only in the other language are read from it, marked; a phone in that
 * language shows them.
 */
const LANGUAGES = [
  {
    locale: 'en-US',
    language: 'en',
    other: 'ja',
    signIn: 'Sign in',
    save: 'Save',
    labels: { prizesEn: 'Prizes (English)', prizesJa: 'Prizes (Japanese)', venueNotes: 'Venue notes (Japanese)' },
    venueNotesShown: `(in Japanese) ${VENUE_NOTES.ja}`,
  },
  {
    locale: 'ja-JP',
    language: 'ja',
    other: 'en',
    signIn: 'ログイン',
    save: '保存',
    labels: { prizesEn: '賞品（英語）', prizesJa: '賞品（日本語）', venueNotes: '会場の諸注意（英語）' },
    venueNotesShown: `（英語）${VENUE_NOTES.en}`,
  },
] as const;

describe('prizes and venue notes in English and Japanese, from the event form to the phone (en, ja)', () => {
  let h: AdminHarness;

  beforeAll(async () => {
    h = await startAdminHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  for (const l of LANGUAGES) {
    it(`${l.locale}: the announcement and the phone read the ${l.language} prizes, and the venue notes in the other language, marked`, async () => {
      const eventId = (await h.api(`mutation($i: EventInput!) { createEvent(input: $i) { id } }`, { i: { name: `Texts ${l.language}` } }))
        .createEvent.id as string;
      const { accessCode } = (
        await h.api('mutation($e: ID!) { registerPlayer(eventId: $e, input: { name: "Aoi" }) { accessCode } }', { e: eventId })
      ).registerPlayer;

      const admin: Page = await h.browser.newPage({ locale: l.locale, viewport: { width: 1024, height: 768 } });
      const context = await h.browser.newContext({ ...PHONE, locale: l.locale });
      try {
        await signIn(admin, h.server.url, l.signIn);
        await admin.goto(`${h.server.url}/admin/#/events/${eventId}/setup`);
        // Typed once the event is loaded: react-admin resets the form when the record arrives.
        await admin.waitForFunction(
          (name) => (document.querySelector('input[name=name]') as HTMLInputElement | null)?.value === name,
          `Texts ${l.language}`,
        );
        await admin.getByLabel(l.labels.prizesEn).fill(PRIZES.en);
        await admin.getByLabel(l.labels.prizesJa).fill(PRIZES.ja);
        await admin.getByLabel(l.labels.venueNotes).fill(VENUE_NOTES[l.other]);
        // Another desk registers a player while this one types: the live refresh brings the event
        // again (its recommended structure counts 2 players now), and what was typed here stays.
        const structure = admin.getByTestId('recommended-structure');
        const oneRegistered = await structure.textContent();
        await h.api('mutation($e: ID!) { registerPlayer(eventId: $e, input: { name: "Ben" }) { id } }', { e: eventId });
        await admin.waitForFunction(
          (before) => document.querySelector('[data-testid=recommended-structure]')?.textContent !== before,
          oneRegistered,
        );
        expect(await admin.getByLabel(l.labels.prizesEn).inputValue()).toBe(PRIZES.en);
        expect(await admin.getByLabel(l.labels.prizesJa).inputValue()).toBe(PRIZES.ja);
        // Checked where this form changed: the setup page's delete button has a contrast finding of its own.
        expect(await seriousA11yViolations(admin, '[data-testid=event-announcement-texts]')).toEqual([]);
        await shot(admin, `event-texts-form-${l.language}`);
        await admin.getByRole('button', { name: l.save, exact: true }).click();
        const texts = async () =>
          (await h.api('query($e: ID!) { event(id: $e) { prizesEn prizesJa venueNotesEn venueNotesJa } }', { e: eventId })).event;
        await until('the event form saved', async () => (await texts()).prizesJa === PRIZES.ja);
        expect(await texts()).toEqual({
          prizesEn: PRIZES.en,
          prizesJa: PRIZES.ja,
          venueNotesEn: l.other === 'en' ? VENUE_NOTES.en : null,
          venueNotesJa: l.other === 'ja' ? VENUE_NOTES.ja : null,
        });

        // The composer starts in the desk's language.
        await admin.goto(`${h.server.url}/admin/#/events/${eventId}/judges`);
        await admin.getByTestId('tab-announcements').click();
        await admin.getByTestId('compose-template').click();
        const body = admin.getByTestId('announcement-body');
        await admin.waitForFunction(
          (text) => ((document.querySelector('[data-testid=announcement-body]') as HTMLTextAreaElement | null)?.value ?? '').includes(text),
          PRIZES[l.language],
        );
        const composed = await body.inputValue();
        expect(composed).toContain(l.venueNotesShown);
        expect(composed).not.toContain(PRIZES[l.other]);
        await admin.getByTestId('publish-announcement').click();
        await until(
          'the announcement published',
          async () =>
            !!(await h.api('query($e: ID!) { announcements(eventId: $e) { publishedAt } }', { e: eventId })).announcements[0]?.publishedAt,
        );

        const phone = await context.newPage();
        await phone.goto(`${h.server.url}/play/join?event=${eventId}&code=${accessCode}`);
        const announcement = phone.getByTestId('announcements').getByTestId('announcement');
        await announcement.getByText(PRIZES[l.language]).waitFor();
        await announcement.getByText(l.venueNotesShown).waitFor();
        expect(await announcement.textContent()).not.toContain(PRIZES[l.other]);
        await shot(phone, `event-texts-phone-${l.language}`);
      } finally {
        await admin.close();
        await context.close();
      }
    });
  }
});
