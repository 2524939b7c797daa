import type { Announcement, AnnouncementSentence, FormatType, PlayoffDrawPolicy, Rel, StaffWords } from '@taikai/engine';
import type { Language } from './language';

/**
 * The head judge's opening announcement in words: the engine composes it as codes and facts
 * (`composeAnnouncement`), this file says it in each language the API answers in.
 */
export interface WordedSection {
  readonly part: number;
  readonly heading: string;
  readonly text: string;
  /** The text holds a placeholder the head judge must replace before reading it. */
  readonly needsInput: boolean;
}

export interface WordedAnnouncement {
  readonly language: Language;
  readonly title: string;
  readonly sections: readonly WordedSection[];
}

interface Words {
  readonly title: (eventName: string) => string;
  readonly headings: readonly string[];
  readonly greeting: (eventName: string) => string;
  readonly judges: (headJudge: string | undefined, judges: readonly string[]) => string;
  readonly judgesMissing: string;
  readonly decklistsCollected: string;
  readonly decklistsOnPhones: string;
  readonly decklistsTopCut: string;
  readonly format: (formatType: FormatType, name: string | undefined) => string;
  readonly players: (players: number, rounds: number) => string;
  readonly topCut: (size: number) => string;
  readonly prizesMissing: string;
  /** The organizer's text written only in the other language, marked with that language. */
  readonly inOtherLanguage: (text: string) => string;
  readonly time: (minutes: number, extraTurns: number) => string;
  readonly playoffNoDraws: string;
  /** No end-of-round procedure in the game's rules Taikai has (FFTCG): the organizer announces it. */
  readonly timeOrganizerProcedure: (minutes: number) => string;
  /** The organizer's policy for a drawn playoff game, said to be theirs (FFTCG 3.3 allows drawn games). */
  readonly playoffDrawPolicy: Readonly<Record<PlayoffDrawPolicy, string>>;
  /** FFTCG 3.1.1: the damage that loses a game; `limitedDamage` when the format is not known. */
  readonly losingDamage: (damage: number, limitedDamage: number | null) => string;
  readonly triggers: string;
  readonly communication: string;
  readonly shuffling: string;
  readonly slowPlay: string;
  readonly rel: Readonly<Record<Rel, string>>;
  readonly callJudge: string;
  readonly venueMissing: string;
  readonly closing: string;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function englishList(names: readonly string[]): string {
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * The card database's formats (its legality keys, which the decklist settings name) as players
 * say them; a format not here is said as the organizer typed it.
 */
const FORMAT_NAMES: Readonly<Record<string, Readonly<Record<Language, string>>>> = {
  standard: { en: 'Standard', ja: 'スタンダード' },
  pioneer: { en: 'Pioneer', ja: 'パイオニア' },
  modern: { en: 'Modern', ja: 'モダン' },
  legacy: { en: 'Legacy', ja: 'レガシー' },
  vintage: { en: 'Vintage', ja: 'ヴィンテージ' },
  pauper: { en: 'Pauper', ja: 'パウパー' },
  commander: { en: 'Commander', ja: '統率者戦' },
  historic: { en: 'Historic', ja: 'ヒストリック' },
  explorer: { en: 'Explorer', ja: 'エクスプローラー' },
  alchemy: { en: 'Alchemy', ja: 'アルケミー' },
  timeless: { en: 'Timeless', ja: 'タイムレス' },
  brawl: { en: 'Brawl', ja: 'ブロール' },
  premodern: { en: 'Premodern', ja: 'プレモダン' },
};

/** A format's name in the language: "modern" is 「モダン」 in Japanese. */
export function formatDisplayName(format: string, language: Language): string {
  const key = format
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
  return FORMAT_NAMES[key]?.[language] ?? format;
}

// Stress: 【】 in Japanese, capitals in English; the numbers players must remember are stressed.
const WORDS: Readonly<Record<Language, Words>> = {
  ja: {
    title: (eventName) => `${eventName} ヘッドジャッジアナウンス`,
    headings: [
      'あいさつ',
      'ジャッジの紹介',
      'デッキリスト',
      '参加人数とラウンド数',
      '賞品',
      '制限時間',
      'プレイ上の注意',
      'ジャッジの呼び方',
      '会場からのお願い',
      '開始',
    ],
    greeting: (eventName) => `皆さん、こんにちは。本日は「${eventName}」にご参加いただき、ありがとうございます。`,
    judges: (headJudge, judges) =>
      [
        headJudge ? `本日のヘッドジャッジを務めます、${headJudge}です。` : '',
        judges.length > 0 ? `フロアジャッジは${judges.join('、')}です。よろしくお願いします。` : '',
      ].join(''),
    judgesMissing: '［ジャッジの名前を記入してください］',
    decklistsCollected: 'これからデッキリストを回収します。提出する前に、リストと実際のデッキが一致しているかをもう一度確かめてください。',
    decklistsOnPhones:
      'デッキリストはスマートフォンから登録してください。締め切りまでに、登録したリストと実際のデッキが一致しているかをもう一度確かめてください。',
    decklistsTopCut: '決勝ラウンドに進んだプレイヤーは、決勝ラウンドの前にデッキリストを提出してください。',
    format: (formatType, name) => {
      const kind = { CONSTRUCTED: '構築', LIMITED: 'リミテッド', DRAFT: 'ブースター・ドラフト', SEALED: 'シールド' }[formatType];
      return name ? `本日のフォーマットは【${name}】（${kind}）です。` : `本日のフォーマットは【${kind}】です。`;
    },
    players: (players, rounds) => `参加者は【${players}名】です。スイスラウンドは【${rounds}回戦】行います。`,
    topCut: (size) =>
      size > 0
        ? `スイスラウンドの後、【上位${size}名】によるシングルエリミネーションの決勝ラウンドを行います。`
        : '決勝ラウンドはありません。',
    prizesMissing: '［賞品の内容を記入してください］',
    inOtherLanguage: (text) => `（英語）${text}`,
    time: (minutes, extraTurns) =>
      `1ラウンドの制限時間は【${minutes}分】です。` +
      (extraTurns > 0
        ? `時間切れになったら、そのとき進行中のターンに続けて【${extraTurns}ターン】を追加で行います。そこで決着がつかないゲームは【引き分け】です。`
        : '時間切れの時点で決着がついていないゲームは【引き分け】です。'),
    timeOrganizerProcedure: (minutes) => `1ラウンドの制限時間は【${minutes}分】です。時間切れの後の手順は【主催者】からお知らせします。`,
    playoffDrawPolicy: {
      PLAY_ANOTHER_GAME: '決勝ラウンドで【ゲームが引き分け】になったときは、勝者が決まるまで【もう1ゲーム】行います（主催者の方針です）。',
      HIGHER_SEED_ADVANCES:
        '決勝ラウンドで【ゲームが引き分け】に終わったときは、【上位シードのプレイヤー】が勝ち上がります（主催者の方針です）。',
    },
    losingDamage: (damage, limitedDamage) =>
      limitedDamage === null
        ? `【${damage}点のダメージ】を受けたプレイヤーは、そのゲームに敗北します。`
        : `【${damage}点のダメージ】（リミテッドでは【${limitedDamage}点】）を受けたプレイヤーは、そのゲームに敗北します。`,
    triggers: '自分の誘発型能力は忘れずに示してください。',
    playoffNoDraws:
      '決勝ラウンドのマッチは【引き分けで終わりません】。延長ターンが終わっても勝利ゲーム数が同じなら、その時点でライフ総量が最も多いプレイヤーがそのゲームの勝者です。',
    communication: '自分の行動は、対戦相手に【はっきり伝えて】ください。',
    shuffling: 'デッキは毎ゲーム【しっかりシャッフル】してください。',
    slowPlay: 'マッチが時間内に終わるよう、【遅いプレイ】にも気をつけてください。',
    rel: {
      REGULAR: '本日のルール適用度は【一般】です。誤りがあってもジャッジが正してお手伝いしますので、安心して楽しんでください。',
      COMPETITIVE: '本日のルール適用度は【競技】です。違反には懲罰が与えられます。',
      PROFESSIONAL: '本日のルール適用度は【プロ】です。違反には懲罰が与えられます。',
    },
    callJudge:
      'ルールで迷ったときや、対戦中に問題が起きたとき、起きそうなときは、その場で【手を挙げて「ジャッジ！」】と呼んでください。自分たちだけで解決しようとせず、気軽に呼んでください。',
    venueMissing: '［会場の注意事項（飲食・トレードなど）や主催者からのお知らせを記入してください］',
    closing: 'それでは、【第1回戦】を始めてください。よろしくお願いします！',
  },
  en: {
    title: (eventName) => `${eventName} — Head judge announcement`,
    headings: [
      'Welcome',
      'Judges',
      'Decklists',
      'Players and rounds',
      'Prizes',
      'Time limit',
      'Reminders',
      'Calling a judge',
      'Venue',
      'Start',
    ],
    greeting: (eventName) => `Hello everyone, and thank you for coming to ${eventName}.`,
    judges: (headJudge, judges) =>
      [headJudge ? `I'm ${headJudge}, your head judge today.` : '', judges.length > 0 ? `Our floor judges are ${englishList(judges)}.` : '']
        .filter(Boolean)
        .join(' '),
    judgesMissing: '[FILL IN: judges’ names]',
    decklistsCollected:
      'We are now collecting decklists. Before you hand yours in, check once more that it matches the deck you are playing.',
    decklistsOnPhones: 'Enter your decklist on your phone. Before the deadline, check once more that it matches the deck you are playing.',
    decklistsTopCut: 'Players who make the top cut hand in a decklist before the playoff.',
    format: (formatType, name) => {
      const kind = { CONSTRUCTED: 'constructed', LIMITED: 'limited', DRAFT: 'booster draft', SEALED: 'sealed' }[formatType];
      return name ? `Today's format is ${name.toUpperCase()} (${kind}).` : `Today's format is ${kind.toUpperCase()}.`;
    },
    players: (players, rounds) =>
      `We have ${plural(players, 'PLAYER', 'PLAYERS')} today, and we will play ${plural(rounds, 'ROUND', 'ROUNDS')} of Swiss.`,
    topCut: (size) => (size > 0 ? `After the Swiss rounds, the TOP ${size} play a single-elimination playoff.` : 'There is no top cut.'),
    prizesMissing: '[FILL IN: prizes]',
    inOtherLanguage: (text) => `(in Japanese) ${text}`,
    time: (minutes, extraTurns) =>
      `Each round is ${minutes} MINUTES. ` +
      (extraTurns > 0
        ? `When time is called, finish the current turn, then play ${plural(extraTurns, 'EXTRA TURN', 'EXTRA TURNS')}. A game still unfinished after that is a DRAW.`
        : 'A game unfinished when time is called is a DRAW.'),
    timeOrganizerProcedure: (minutes) =>
      `Each round is ${minutes} MINUTES. What happens when time is called is up to the ORGANIZER, who will announce it.`,
    playoffDrawPolicy: {
      PLAY_ANOTHER_GAME:
        'In the playoff, a DRAWN GAME does not end the match: play ANOTHER GAME until there is a winner. This is the organizer’s policy.',
      HIGHER_SEED_ADVANCES: 'In the playoff, if a match ends on a DRAWN GAME, the HIGHER SEED ADVANCES. This is the organizer’s policy.',
    },
    losingDamage: (damage, limitedDamage) =>
      limitedDamage === null
        ? `A player who has taken ${damage} DAMAGE loses the game.`
        : `A player who has taken ${damage} DAMAGE (${limitedDamage} in limited) loses the game.`,
    triggers: 'Remember to point out your own triggered abilities.',
    playoffNoDraws:
      'Playoff matches CANNOT END IN A DRAW: if the game wins are level after the extra turns, the player with the highest life total wins that game.',
    communication: 'COMMUNICATE CLEARLY with your opponent.',
    shuffling: 'SHUFFLE THOROUGHLY before every game.',
    slowPlay: 'Keep up the pace so your match ends in time — watch out for SLOW PLAY.',
    rel: {
      REGULAR:
        'This event is run at REGULAR REL: if something goes wrong, a judge will fix it and help you, so relax and enjoy your games.',
      COMPETITIVE: 'This event is run at COMPETITIVE REL: infractions carry penalties.',
      PROFESSIONAL: 'This event is run at PROFESSIONAL REL: infractions carry penalties.',
    },
    callJudge:
      'If you are unsure of a rule, or something goes wrong or is about to, RAISE YOUR HAND and call "JUDGE!" — do not try to sort it out on your own.',
    venueMissing: '[FILL IN: venue notes — food, trading, words from the organizer]',
    closing: 'Good luck and have fun. You may now BEGIN ROUND 1!',
  },
};

/** The organizer's text in the reader's language, else the other one's, marked as such. */
function staffWords(words: Words, text: StaffWords, language: Language): string {
  const own = text[language];
  return own ?? words.inOtherLanguage((language === 'en' ? text.ja : text.en) ?? '');
}

function sentence(words: Words, said: AnnouncementSentence, language: Language): string {
  switch (said.code) {
    case 'GREETING':
      return words.greeting(said.eventName);
    case 'JUDGES':
      return words.judges(said.headJudge, said.judges);
    case 'JUDGES_MISSING':
      return words.judgesMissing;
    case 'DECKLISTS_COLLECTED':
      return words.decklistsCollected;
    case 'DECKLISTS_ON_PHONES':
      return words.decklistsOnPhones;
    case 'DECKLISTS_TOP_CUT':
      return words.decklistsTopCut;
    case 'FORMAT':
      return words.format(said.formatType, said.name === undefined ? undefined : formatDisplayName(said.name, language));
    case 'PLAYERS':
      return words.players(said.players, said.rounds);
    case 'TOP_CUT':
      return words.topCut(said.size);
    case 'PRIZES':
    case 'VENUE':
      return staffWords(words, said.text, language);
    case 'PRIZES_MISSING':
      return words.prizesMissing;
    case 'TIME':
      return words.time(said.minutes, said.extraTurns);
    case 'PLAYOFF_NO_DRAWS':
      return words.playoffNoDraws;
    case 'TIME_ORGANIZER_PROCEDURE':
      return words.timeOrganizerProcedure(said.minutes);
    case 'PLAYOFF_DRAW_POLICY':
      return words.playoffDrawPolicy[said.policy];
    case 'LOSING_DAMAGE':
      return words.losingDamage(said.damage, said.limitedDamage);
    case 'TRIGGERS':
      return words.triggers;
    case 'COMMUNICATION':
      return words.communication;
    case 'SHUFFLING':
      return words.shuffling;
    case 'SLOW_PLAY':
      return words.slowPlay;
    case 'REL':
      return words.rel[said.rel];
    case 'CALL_JUDGE':
      return words.callJudge;
    case 'VENUE_MISSING':
      return words.venueMissing;
    case 'CLOSING':
      return words.closing;
  }
}

/** The announcement in `language`: a title, and each part with its heading and text. */
export function wordAnnouncement(announcement: Announcement, language: Language): WordedAnnouncement {
  const words = WORDS[language];
  const space = language === 'en' ? ' ' : '';
  return {
    language,
    title: words.title(announcement.eventName),
    sections: announcement.sections.map((section) => ({
      part: section.part,
      heading: words.headings[section.part - 1],
      text: section.sentences.map((said) => sentence(words, said, language)).join(space),
      needsInput: section.needsInput,
    })),
  };
}

// One sentence a line reads aloud easily and fits a projector.
function sentences(text: string, language: Language): string[] {
  const pieces = language === 'ja' ? text.split(/(?<=[。！？])(?![」』】）])/) : text.split(/(?<=[.!?])\s+/);
  return pieces.map((piece) => piece.trim()).filter(Boolean);
}

/** The announcement as plain text: the title, then each part as a numbered heading and one sentence a line. */
export function announcementPlainText(announcement: WordedAnnouncement): string {
  const blocks = announcement.sections.map((section) =>
    [`${section.part}. ${section.heading}`, ...sentences(section.text, announcement.language).map((line) => `  ${line}`)].join('\n'),
  );
  return `${[announcement.title, ...blocks].join('\n\n')}\n`;
}
