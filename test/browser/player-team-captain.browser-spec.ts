import type { BrowserContext, Page } from 'playwright-core';
import { type AdminHarness, startAdminHarness } from '../support/admin-helpers';
import { createEmptyDatabase } from '../support/postgres';
import { expectPhoneFits, PHONE } from '../support/player-page';

/**
 * Issue 29, teams made on the phones (MTR 8.2): a registered player makes a team and is its captain in
 * seat A; two teammates join with the code it shows (the next free seats); the captain then says who
 * sits where. Two players in one seat are refused with the server's words and change nothing.
 * The captain's phone in Japanese, a teammate's in English.
 */
describe('a captain makes a team and seats it from the phone', () => {
  let h: AdminHarness;
  let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
  let eventId: string;
  const players: { id: string; name: string; accessCode: string }[] = [];
  const contexts: BrowserContext[] = [];

  async function myEventTab(player: (typeof players)[number], locale: string): Promise<Page> {
    const context = await h.browser.newContext({ ...PHONE, locale });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${h.server.url}/play/join?event=${eventId}&code=${player.accessCode}`);
    await page.getByTestId('tab-event').click();
    await page.getByTestId('team-card').waitFor();
    return page;
  }

  const seatsOnRecord = async () =>
    (
      (await h.api('query($e: ID!) { teams(eventId: $e) { members { name seat } } }', { e: eventId })).teams as {
        members: { name: string; seat: string }[];
      }[]
    ).flatMap((team) => team.members.map((member) => `${member.seat} ${member.name}`));

  beforeAll(async () => {
    database = await createEmptyDatabase();
    h = await startAdminHarness({ DATABASE_URL: database.url });
    eventId = (await h.api('mutation { createEvent(input: { name: "Trios Cup", teamFormat: "magic-trios" }) { id } }')).createEvent.id;
    for (const name of ['佐藤 葵', 'Mia Tanaka', 'Ren Ito'])
      players.push(
        (
          await h.api('mutation($e: ID!, $n: String!) { registerPlayer(eventId: $e, input: { name: $n }) { id name accessCode } }', {
            e: eventId,
            n: name,
          })
        ).registerPlayer,
      );
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await h?.close();
    await database?.drop();
  });

  it('makes the team, teammates join with its code, and the captain reseats them; a seat taken twice is refused', async () => {
    const [captain, mia, ren] = players;
    const ja = await myEventTab(captain, 'ja-JP');
    await ja.getByLabel('チーム名').fill('Kitsune');
    await ja.getByTestId('team-create').click();
    const code = (await ja.getByTestId('team-join-code').locator('.code').textContent())!.trim();
    expect(code).toMatch(/\S{4,}/);

    for (const [player, locale] of [
      [mia, 'en-US'],
      [ren, 'en-US'],
    ] as const) {
      const phone = await myEventTab(player, locale);
      await phone.getByLabel('Team code').fill(code);
      await phone.getByTestId('team-join').click();
      await phone.getByText('Team Kitsune').waitFor();
    }
    expect(await seatsOnRecord()).toEqual(['A 佐藤 葵', 'B Mia Tanaka', 'C Ren Ito']);

    // The captain's phone reads the team again and offers the seating once teammates are in.
    await ja.reload();
    await ja.getByTestId('tab-event').click();
    await ja.getByTestId('team-seating').waitFor();
    await expectPhoneFits(ja, 'player-captain-seating-ja');

    // Two players in seat C: refused in the captain's language, nothing changed.
    await ja.getByLabel('Mia Tanakaの席').selectOption('C');
    await ja.getByTestId('team-save-seats').click();
    await ja.getByText('チームの2人が同じ席Cに座ることはできません。変更は行われていません。').waitFor();
    expect(await seatsOnRecord()).toEqual(['A 佐藤 葵', 'B Mia Tanaka', 'C Ren Ito']);

    // Mia and Ren swap: B ⇄ C.
    await ja.getByLabel('Ren Itoの席').selectOption('B');
    await ja.getByTestId('team-save-seats').click();
    await ja.getByTestId('team-members').locator('li', { hasText: 'Ren Ito' }).getByText('席B').waitFor();
    expect(await seatsOnRecord()).toEqual(['A 佐藤 葵', 'B Ren Ito', 'C Mia Tanaka']);
    expect(await ja.getByTestId('team-members').locator('li').allTextContents()).toEqual([
      '席A 佐藤 葵キャプテン',
      '席B Ren Ito',
      '席C Mia Tanaka',
    ]);
  });
});
