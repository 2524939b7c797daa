import { AnnouncementFacts, composeAnnouncement as composeCodes } from '@taikai/engine';
import { announcementPlainText, wordAnnouncement } from './announcement-words';
import type { Language } from './language';

type AnnouncementLanguage = Language;
/** The engine's announcement, worded here. */
const composeAnnouncement = (facts: AnnouncementFacts, language: Language) => wordAnnouncement(composeCodes(facts), language);

const FULL: AnnouncementFacts = {
  eventName: 'Taikai Open',
  playerCount: 37,
  swissRounds: 6,
  topCut: 8,
  roundMinutes: 50,
  extraTurns: 5,
  rel: 'COMPETITIVE',
  headJudge: 'Sato',
  judges: ['Kim', 'Lee', 'Ito'],
  decklists: { from: 'SWISS', submitter: 'STAFF' },
  prizes: { en: 'Booster box for the winner.', ja: '優勝者にはブースター1箱を進呈します。' },
  venueNotes: { en: 'No food at the play tables.', ja: '対戦席での飲食はご遠慮ください。' },
  formatType: 'CONSTRUCTED',
  // The card database's key, as the decklist settings hold it: said as players say it (issue 26 item 7).
  formatName: 'modern',
  remindTriggers: true,
};
const MINIMAL: AnnouncementFacts = {
  eventName: 'Friday Draft',
  playerCount: 8,
  swissRounds: 3,
  topCut: 0,
  roundMinutes: 45,
  extraTurns: 5,
  rel: 'REGULAR',
};
const LANGUAGES: AnnouncementLanguage[] = ['ja', 'en'];
const textOf = (facts: AnnouncementFacts, language: AnnouncementLanguage, part: number) =>
  composeAnnouncement(facts, language).sections.find((section) => section.part === part)?.text ?? '';

describe('the format, by its name in the language (not the card database key)', () => {
  it.each([
    ['ja', '本日のフォーマットは【モダン】（構築）です。'],
    ['en', "Today's format is MODERN (constructed)."],
  ] as const)('%s', (language, said) => {
    expect(textOf(FULL, language, 4)).toContain(said);
    expect(textOf(FULL, language, 4)).not.toContain('modern');
  });

  it('says a format it does not know as the organizer typed it', () => {
    expect(textOf({ ...FULL, formatName: 'Cube 2026' }, 'ja', 4)).toContain('【Cube 2026】');
  });
});

describe.each(LANGUAGES)('composeAnnouncement in %s', (language) => {
  it('has all ten parts in template order when decklists are collected', () => {
    const composed = composeAnnouncement(FULL, language);
    expect(composed.sections.map((section) => section.part)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(composed.sections.every((section) => section.heading.length > 0 && section.text.length > 0)).toBe(true);
    expect(composed.sections.some((section) => section.needsInput)).toBe(false);
    expect(composed.title).toContain('Taikai Open');
    expect(textOf(FULL, language, 1)).toContain('Taikai Open');
  });

  it('leaves out the decklist part when decklists are not collected', () => {
    expect(composeAnnouncement(MINIMAL, language).sections.map((section) => section.part)).toEqual([1, 2, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('asks the head judge to fill in judges, prizes and venue notes when unknown', () => {
    const sections = composeAnnouncement(MINIMAL, language).sections;
    expect(sections.filter((section) => section.needsInput).map((section) => section.part)).toEqual([2, 5, 9]);
    for (const part of [2, 5, 9])
      expect(textOf(MINIMAL, language, part)).toMatch(language === 'ja' ? /^［.+記入.+］$/ : /^\[FILL IN: .+\]$/);
  });

  it('treats blank facts as unknown', () => {
    const blank = { ...MINIMAL, prizes: { en: '  ', ja: ' ' }, venueNotes: { en: '' }, headJudge: ' ', judges: [' '] };
    expect(
      composeAnnouncement(blank, language)
        .sections.filter((section) => section.needsInput)
        .map((section) => section.part),
    ).toEqual([2, 5, 9]);
  });

  it('fills the players, rounds, top cut and time limit from the facts', () => {
    const players = textOf(FULL, language, 4);
    expect(players).toContain('37');
    expect(players).toContain('6');
    expect(players).toContain('8');
    expect(players).toContain(language === 'ja' ? 'モダン' : 'MODERN');
    const time = textOf(FULL, language, 6);
    expect(time).toContain('50');
    expect(time).toContain('5');
    expect(time).toMatch(language === 'ja' ? /引き分け/ : /DRAW/);
    const other = textOf({ ...FULL, roundMinutes: 40, extraTurns: 3 }, language, 6);
    expect(other).toContain('40');
    expect(other).toContain('3');
    expect(other).not.toContain('50');
  });

  it('says when there is no top cut, and announces a top cut otherwise', () => {
    const none = textOf(MINIMAL, language, 4);
    const cut = textOf({ ...MINIMAL, topCut: 4 }, language, 4);
    expect(none).toMatch(language === 'ja' ? /決勝ラウンドはありません/ : /no top cut/);
    expect(cut).toMatch(language === 'ja' ? /上位4名/ : /TOP 4/);
  });

  it('has no extra turns to announce when the profile gives none', () => {
    const text = textOf({ ...FULL, topCut: 0, extraTurns: 0 }, language, 6);
    expect(text).not.toMatch(language === 'ja' ? /ターン/ : /EXTRA TURN/);
  });

  it('names the judges and uses the prizes and venue notes in its language as written', () => {
    const judges = textOf(FULL, language, 2);
    for (const name of ['Sato', 'Kim', 'Lee', 'Ito']) expect(judges).toContain(name);
    expect(textOf({ ...FULL, judges: [] }, language, 2)).toContain('Sato');
    expect(textOf({ ...FULL, headJudge: undefined }, language, 2)).not.toContain('Sato');
    expect(textOf(FULL, language, 5)).toBe(FULL.prizes![language]);
    expect(textOf(FULL, language, 9)).toBe(FULL.venueNotes![language]);
  });

  it('falls back to the text in the other language, marked with that language', () => {
    const other = language === 'en' ? 'ja' : 'en';
    const facts = { ...FULL, prizes: { [other]: FULL.prizes![other] }, venueNotes: { [other]: ' ' + FULL.venueNotes![other] } };
    const marker = language === 'en' ? '(in Japanese) ' : '（英語）';
    expect(textOf(facts, language, 5)).toBe(marker + FULL.prizes![other]);
    expect(textOf(facts, language, 9)).toBe(marker + FULL.venueNotes![other]);
  });

  it('part 7 reminds players of clear communication, shuffling and slow play, as the template does', () => {
    const text = textOf(MINIMAL, language, 7);
    for (const reminder of language === 'ja'
      ? ['はっきり伝えて', 'しっかりシャッフル', '遅いプレイ']
      : ['COMMUNICATE CLEARLY', 'SHUFFLE THOROUGHLY', 'SLOW PLAY'])
      expect(text).toContain(reminder);
  });

  it('part 3 says how decklists are collected: now on paper, on the phones, or from the top cut only', () => {
    const part3 = (from: 'SWISS' | 'TOP_CUT', submitter: 'PLAYER' | 'STAFF') =>
      textOf({ ...MINIMAL, decklists: { from, submitter } }, language, 3);
    expect(part3('SWISS', 'STAFF')).toMatch(language === 'ja' ? /回収します/ : /collecting decklists/);
    expect(part3('SWISS', 'PLAYER')).toMatch(language === 'ja' ? /スマートフォン/ : /phone/);
    expect(part3('TOP_CUT', 'PLAYER')).toMatch(language === 'ja' ? /決勝ラウンドに進んだ/ : /make the top cut/);
  });

  it('part 6 says a playoff match cannot end in a draw (MTR 2.5)', () => {
    expect(textOf({ ...MINIMAL, topCut: 8 }, language, 6)).toMatch(language === 'ja' ? /ライフ総量/ : /life total/);
    expect(textOf(MINIMAL, language, 6)).not.toMatch(language === 'ja' ? /ライフ総量/ : /life total/);
  });

  it('reminds players of the REL', () => {
    const words =
      language === 'ja'
        ? { REGULAR: '一般', COMPETITIVE: '競技', PROFESSIONAL: 'プロ' }
        : { REGULAR: 'REGULAR', COMPETITIVE: 'COMPETITIVE', PROFESSIONAL: 'PROFESSIONAL' };
    for (const rel of ['REGULAR', 'COMPETITIVE', 'PROFESSIONAL'] as const) {
      const text = textOf({ ...FULL, rel }, language, 7);
      expect(text).toContain(words[rel]);
      for (const other of Object.values(words).filter((word) => word !== words[rel])) expect(text).not.toContain(`【${other}】`);
    }
    expect(textOf({ ...FULL, rel: 'REGULAR' }, language, 7)).not.toMatch(language === 'ja' ? /懲罰/ : /penalt/);
  });

  it('stresses the key points and tells players to raise their hand and begin round 1', () => {
    const stress = language === 'ja' ? /【.+】/ : /[A-Z]{4,}/;
    for (const part of [4, 6, 7, 8, 10]) expect(textOf(FULL, language, part)).toMatch(stress);
    expect(textOf(FULL, language, 8)).toMatch(language === 'ja' ? /手を挙げ/ : /RAISE YOUR HAND/);
    expect(textOf(FULL, language, 10)).toMatch(language === 'ja' ? /第1回戦/ : /ROUND 1/);
  });

  it('Magic at Competitive REL reminds players of their triggers (IPG 2.1); a game without that infraction does not', () => {
    const triggers = language === 'ja' ? /誘発型能力/ : /triggered abilities/;
    expect(textOf(FULL, language, 7)).toMatch(triggers);
    expect(textOf({ ...FULL, remindTriggers: false }, language, 7)).not.toMatch(triggers);
  });

  // FFTCG 3.1.1 (fftcg-rules-ja.txt:56 「7 点のダメージ」); FFTCG 3.3 (fftcg-rules-ja.txt:64) lets a game be drawn.
  it('FFTCG: leaves the end of round to the organizer, states the organizer’s playoff-draw policy and 7 damage (6 in limited)', () => {
    const fftcg: AnnouncementFacts = {
      ...FULL,
      formatType: undefined,
      extraTurns: null,
      playoffDraws: 'HIGHER_SEED_ADVANCES',
      losingDamage: { constructed: 7, limited: 6 },
      remindTriggers: false,
    };
    const time = textOf(fftcg, language, 6);
    const reminders = textOf(fftcg, language, 7);
    if (language === 'ja') {
      expect(time).toBe(
        '1ラウンドの制限時間は【50分】です。時間切れの後の手順は【主催者】からお知らせします。決勝ラウンドで【ゲームが引き分け】に終わったときは、【上位シードのプレイヤー】が勝ち上がります（主催者の方針です）。',
      );
      expect(reminders).toContain('【7点のダメージ】（リミテッドでは【6点】）を受けたプレイヤーは、そのゲームに敗北します。');
      expect(`${time}${reminders}`).not.toMatch(/ターン|ライフ|誘発/);
      expect(textOf({ ...fftcg, playoffDraws: 'PLAY_ANOTHER_GAME' }, language, 6)).toContain('【もう1ゲーム】');
    } else {
      expect(time).toBe(
        'Each round is 50 MINUTES. What happens when time is called is up to the ORGANIZER, who will announce it. In the playoff, if a match ends on a DRAWN GAME, the HIGHER SEED ADVANCES. This is the organizer’s policy.',
      );
      expect(reminders).toContain('A player who has taken 7 DAMAGE (6 in limited) loses the game.');
      expect(`${time}${reminders}`).not.toMatch(/EXTRA TURN|life total|trigger/i);
      expect(textOf({ ...fftcg, playoffDraws: 'PLAY_ANOTHER_GAME' }, language, 6)).toContain('ANOTHER GAME');
    }
    expect(textOf({ ...fftcg, formatType: 'SEALED' }, language, 7)).toContain(language === 'ja' ? '【6点のダメージ】を' : '6 DAMAGE loses');
  });

  it('rejects impossible facts as bugs', () => {
    expect(() => composeAnnouncement({ ...FULL, playerCount: -1 }, language)).toThrow(RangeError);
    expect(() => composeAnnouncement({ ...FULL, swissRounds: 2.5 }, language)).toThrow(RangeError);
    expect(() => composeAnnouncement({ ...FULL, extraTurns: -1 }, language)).toThrow(RangeError);
  });
});

it('writes Japanese in です・ます style and English without Japanese', () => {
  const ja = composeAnnouncement(FULL, 'ja');
  for (const section of ja.sections.filter((s) => ![5, 9].includes(s.part))) {
    expect([section.part, section.text]).toEqual([section.part, expect.stringMatching(/(です|ます|ください|ません|します)[。！]$/)]);
  }
  expect(
    composeAnnouncement(FULL, 'en')
      .sections.map((s) => s.text)
      .join(''),
  ).not.toMatch(/[\u3040-\u30ff]/);
});

it('uses singular English for one round', () => {
  expect(textOf({ ...MINIMAL, swissRounds: 1, extraTurns: 1 }, 'en', 4)).toContain('1 ROUND of');
  expect(textOf({ ...MINIMAL, swissRounds: 1, extraTurns: 1 }, 'en', 6)).toContain('1 EXTRA TURN.');
});

describe('announcementPlainText', () => {
  it('puts the title first, then each part numbered with one sentence a line', () => {
    const text = announcementPlainText(composeAnnouncement(FULL, 'ja'));
    const lines = text.split('\n');
    expect(lines[0]).toBe('Taikai Open ヘッドジャッジアナウンス');
    const headings = lines.filter((line) => /^\d+\. /.test(line));
    expect(headings.map((line) => Number(line.split('.')[0]))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(lines).toContain('  皆さん、こんにちは。');
    // A sentence ending inside quotes or brackets stays on one line.
    expect(lines.some((line) => line.includes('【手を挙げて「ジャッジ！」】と呼んでください。'))).toBe(true);
    for (const line of lines.filter((l) => l.startsWith('  '))) expect(line.trim()).toMatch(/[。！］]$/);
  });

  it('splits English into short sentence lines', () => {
    const lines = announcementPlainText(composeAnnouncement(FULL, 'en')).split('\n');
    expect(lines[0]).toBe('Taikai Open — Head judge announcement');
    expect(lines).toContain('  Each round is 50 MINUTES.');
    expect(lines).toContain('  You may now BEGIN ROUND 1!');
    for (const line of lines.filter((l) => l.startsWith('  '))) expect(line.length).toBeLessThanOrEqual(150);
  });

  it('separates parts with a blank line and ends with a newline', () => {
    const text = announcementPlainText(composeAnnouncement(MINIMAL, 'en'));
    expect(text.endsWith('\n')).toBe(true);
    expect(text.split('\n\n')).toHaveLength(1 + 9);
  });
});
