import { createEvent, must, registerPlayers } from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';

const COMPOSE = 'query($e: ID!, $l: String!) { composeAnnouncement(eventId: $e, language: $l) { sections { part text } } }';

// FFTCG's comprehensive rules (fftcg-rules-ja.txt) define games, not events: no extra turns, no
// life totals, no triggers to point out. What they do say: 3.1.1 (line 56 「7 点のダメージ」, 6 in
// limited) and 3.3 (line 64: a game may be drawn).
describe('the FFTCG head-judge announcement (real server, real database)', () => {
  let server: TestServer;
  let organizer: string;

  beforeAll(async () => {
    server = await startTestServer();
    organizer = await server.loginAsOrganizer();
  });
  afterAll(() => server.close());

  async function part(eventId: string, language: 'en' | 'ja', n: number): Promise<string> {
    const composed = (await must<any>(server, COMPOSE, { e: eventId, l: language }, organizer)).composeAnnouncement;
    return composed.sections.find((section: { part: number }) => section.part === n).text;
  }

  it('FFTCG 3.1.1: states 7 damage (6 in limited), leaves the end of round to the organizer, no Magic rules (en, ja)', async () => {
    const eventId = await createEvent(server, organizer, {
      ruleProfile: 'fftcg',
      bestOf: 1,
      enforcementLevel: 'COMPETITIVE',
      formatType: 'CONSTRUCTED',
      topCut: 4,
    });
    await registerPlayers(server, organizer, eventId, ['Aoi', 'Ben', 'Chika', 'Dan', 'Eri', 'Fumi', 'Goro', 'Hana']);

    const enTime = await part(eventId, 'en', 6);
    expect(enTime).toContain('Each round is 40 MINUTES. What happens when time is called is up to the ORGANIZER, who will announce it.');
    // The organizer's default for a drawn playoff game, said to be theirs (FFTCG 3.3 only says a game may be drawn).
    expect(enTime).toContain('play ANOTHER GAME until there is a winner. This is the organizer’s policy.');
    const enReminders = await part(eventId, 'en', 7);
    expect(enReminders).toContain('A player who has taken 7 DAMAGE loses the game.');
    expect(`${enTime} ${enReminders}`).not.toMatch(/EXTRA TURN|life total|trigger/i);

    const jaTime = await part(eventId, 'ja', 6);
    expect(jaTime).toContain('時間切れの後の手順は【主催者】からお知らせします。');
    expect(jaTime).toContain('（主催者の方針です）');
    const jaReminders = await part(eventId, 'ja', 7);
    expect(jaReminders).toContain('【7点のダメージ】を受けたプレイヤーは、そのゲームに敗北します。');
    expect(`${jaTime}${jaReminders}`).not.toMatch(/ターン|ライフ|誘発/);

    // Limited: 6 damage (3.1.1).
    const limited = await createEvent(server, organizer, { ruleProfile: 'fftcg', bestOf: 1, formatType: 'SEALED' });
    expect(await part(limited, 'ja', 7)).toContain('【6点のダメージ】を受けたプレイヤーは');
    expect(await part(limited, 'en', 7)).toContain('6 DAMAGE loses the game');
  });

  it('Magic keeps MTR 2.5 and the trigger reminder at Competitive REL', async () => {
    const eventId = await createEvent(server, organizer, { enforcementLevel: 'COMPETITIVE', topCut: 8 });
    expect(await part(eventId, 'en', 6)).toMatch(/5 EXTRA TURNS.*highest life total/s);
    const reminders = await part(eventId, 'en', 7);
    expect(reminders).toContain('Remember to point out your own triggered abilities.');
    expect(reminders).not.toMatch(/DAMAGE/);
  });
});
