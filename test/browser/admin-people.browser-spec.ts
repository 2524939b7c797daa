import { type AdminHarness, seriousA11yViolations, shot, signIn, startAdminHarness, sidewaysScroll } from '../support/admin-helpers';

const LANGUAGES = [
  {
    locale: 'en-US',
    signIn: 'Sign in',
    // Typed as the desk hears it: part of the name.
    regular: { name: 'Greta Holm', typed: 'Greta' },
    second: { name: 'Greta Lind' },
    suspended: { name: 'Max Power', typed: 'Max', refusal: 'Max Power is suspended until 2099-01-01: Shouted at a judge.' },
    registered: (name: string) => `${name} registered`,
    override: 'Register anyway (organizer override)',
  },
  {
    locale: 'ja-JP',
    signIn: 'ログイン',
    // The reading in hiragana finds the one held in katakana.
    regular: { name: '佐藤 葵', typed: 'さとう' },
    second: { name: '佐藤 健' },
    suspended: { name: '山田 太郎', typed: 'やまだ', refusal: '山田 太郎さんは2099-01-01まで出場停止中です（理由：Shouted at a judge）。' },
    registered: (name: string) => `${name}さんを登録しました`,
    override: '主催者の判断で登録する',
  },
];

/**
 * The desk registers regulars from the organization's directory: a name (or reading, or ID) typed,
 * the first match highlighted, Enter. A suspended person is refused with when and why until the
 * organizer overrides it (audited). In English and Japanese, at 1024×768.
 */
describe('the desk registers regulars from the directory', () => {
  let h: AdminHarness;

  beforeAll(async () => {
    h = await startAdminHarness();
    const create = 'mutation($i: PersonInput!) { createPerson(input: $i) { id } }';
    await h.api(create, { i: { name: 'Greta Holm', identifiers: [{ kind: 'WIZARDS', value: '7000001' }] } });
    await h.api(create, { i: { name: 'Greta Lind' } });
    await h.api(create, { i: { name: '佐藤 葵', nameReading: 'サトウ アオイ', identifiers: [{ kind: 'WIZARDS', value: '7000002' }] } });
    await h.api(create, { i: { name: '佐藤 健', nameReading: 'サトウ ケン' } });
    for (const name of ['Max Power', '山田 太郎']) {
      const { id } = (await h.api(create, { i: { name, nameReading: name === '山田 太郎' ? 'ヤマダ タロウ' : null } })).createPerson;
      await h.api('mutation($p: ID!) { suspendPerson(personId: $p, until: "2099-01-01T12:00:00Z", reason: "Shouted at a judge") { id } }', {
        p: id,
      });
    }
  });
  afterAll(async () => {
    await h?.close();
  });

  for (const language of LANGUAGES) {
    it(`${language.locale}: a regular in at most 2 keystrokes after the name; a suspended person only with the override`, async () => {
      const eventId = (
        await h.api('mutation($i: EventInput!) { createEvent(input: $i) { id } }', { i: { name: `Weekly ${language.locale}` } })
      ).createEvent.id as string;
      const page = await h.browser.newPage({ locale: language.locale, viewport: { width: 1024, height: 768 } });
      try {
        await signIn(page, h.server.url, language.signIn);
        await page.goto(`${h.server.url}/admin/#/events/${eventId}/desk`);
        const name = page.getByTestId('quick-add-name');
        await name.click();
        let keystrokes = 0;
        const press = async (key: string) => {
          keystrokes += 1;
          await page.keyboard.press(key);
        };
        const highlighted = page.locator('[data-testid=directory-person][aria-selected=true]');

        // The first match is highlighted; the desk wants the second: ↓ and Enter.
        await page.keyboard.type(language.regular.typed);
        await highlighted.getByText(language.regular.name).waitFor();
        await press('ArrowDown');
        await highlighted.getByText(language.second.name).waitFor();
        await press('Enter');
        await page.getByTestId('quick-add-last').getByText(language.registered(language.second.name)).waitFor();
        expect(keystrokes).toBe(2);

        // The same search again: the one just registered is shown as registered, the other highlighted: Enter.
        keystrokes = 0;
        await page.keyboard.type(language.regular.typed);
        await page.getByTestId('desk-directory').getByText(language.second.name).waitFor();
        await highlighted.getByText(language.regular.name).waitFor();
        await shot(page, `admin-people-desk-${language.locale}`);
        expect(await sidewaysScroll(page)).toEqual([]);
        expect(await seriousA11yViolations(page)).toEqual([]);
        await press('Enter');
        await page.getByTestId('quick-add-last').getByText(language.registered(language.regular.name)).waitFor();
        expect(keystrokes).toBe(1);

        // A suspended person: the match says so, Enter is refused with when and why, the organizer overrides.
        await page.keyboard.type(language.suspended.typed);
        await highlighted.getByTestId('directory-suspended').waitFor();
        await page.keyboard.press('Enter');
        await page.getByTestId('suspended-warning').getByText(language.suspended.refusal, { exact: false }).waitFor();
        await shot(page, `admin-people-suspended-${language.locale}`);
        expect(await sidewaysScroll(page)).toEqual([]);
        expect(await seriousA11yViolations(page)).toEqual([]);
        await page.getByRole('button', { name: language.override }).click();
        await page.getByTestId('quick-add-last').getByText(language.registered(language.suspended.name)).waitFor();

        const players = (await h.api('query($e: ID!) { players(eventId: $e) { id name personId } }', { e: eventId })).players;
        expect(players.map((player: { name: string }) => player.name).sort()).toEqual(
          [language.regular.name, language.second.name, language.suspended.name].sort(),
        );
        expect(players.every((player: { personId: string | null }) => player.personId)).toBe(true);
        const overridden = players.find((player: { name: string }) => player.name === language.suspended.name);
        const audit = (
          await h.api('query($e: ID!, $p: ID!) { auditLog(eventId: $e, entityId: $p) { action } }', { e: eventId, p: overridden.id })
        ).auditLog;
        expect(audit.map((entry: { action: string }) => entry.action)).toContain('player.suspensionOverride');
      } finally {
        await page.close();
      }
    });
  }
});
