import type { Language } from './language';

/**
 * The engine's pairing explanations and warnings (a code and its parameters) as sentences, in
 * each language the API answers in. Player parameters (`player`, `opponent`, `player1`,
 * `player2`) hold display names, filled in when the round was paired.
 */
export type NoteParams = Readonly<Record<string, string | number | boolean | readonly number[]>>;

export interface CodedNote {
  readonly code: string;
  readonly params: NoteParams;
}

type Sentences = Record<string, (p: Record<string, any>) => string>;

const englishPlural = new Intl.PluralRules('en');
/** "1 point", "3 points": never "(1 points)". */
const points = (n: number) => `${n} ${englishPlural.select(n) === 'one' ? 'point' : 'points'}`;

const en: Sentences = {
  RANDOM_ROUND: (p) => `Round ${p.round} was paired at random (seed "${p.seed}") because no results have been recorded yet.`,
  UNRANKED_PLAYER: (p) => `${p.player} was not in the standings and was paired as a player with 0 points.`,
  AWARDED_BYE: (p) => `${p.player} has an awarded bye (${p.awardedByes} awarded in total).`,
  BYE: (p) =>
    p.reason === 'LOWEST_WITHOUT_BYE'
      ? `${p.player} (${points(p.points)}) receives the bye as the lowest-ranked player without one.`
      : p.reason === 'AVOIDS_REMATCH'
        ? `${p.player} (${points(p.points)}) receives the bye because giving it to a lower-ranked player would force a rematch.`
        : `${p.player} receives the bye, drawn at random.`,
  REPEATED_BYE: (p) =>
    p.reason === 'EVERY_PLAYER_HAD_ONE'
      ? `${p.player} receives another bye (${p.previousByes} before) because every player has already had one.`
      : `${p.player} receives another bye (${p.previousByes} before) because any other bye would force a rematch.`,
  PAIRED_DOWN: (p) => {
    const paired = `${p.player} is paired down from ${p.fromPoints} to ${points(p.toPoints)}, against ${p.opponent}`;
    const joined = p.joined === 0 ? '' : `, with ${p.joined === 1 ? 'the player' : `the ${p.joined} players`} paired down into it,`;
    const why =
      p.reason === 'ODD_GROUP' ? `: the ${p.fromPoints}-point group${joined} had an odd number of players.` : ', to avoid a rematch.';
    const over = p.passedOver as number[];
    const passedOver =
      over.length === 0
        ? ''
        : ` No player with ${over
            .slice(0, -1)
            .map((n) => `${n} or `)
            .join('')}${points(over[over.length - 1])} could take them without a rematch or a worse bye.`;
    return paired + why + passedOver;
  },
  REMATCH_UNAVOIDABLE: (p) =>
    p.proven
      ? `${p.player1} and ${p.player2} meet again: no pairing without a rematch exists.`
      : `${p.player1} and ${p.player2} meet again: the search found no pairing without a rematch.`,
  FIXED_TABLE: (p) => `${p.player} keeps fixed table ${p.table}.`,
  FIXED_TABLE_CLASH: (p) => `${p.player} could not have fixed table ${p.table} (already taken) and plays at table ${p.assignedTable}.`,
  UNKNOWN_PLAYER: (p) => `${p.player} is not registered in this event`,
  DUPLICATE_PLAYER: (p) => `${p.player} is paired twice`,
  MISSING_PLAYER: (p) => `${p.player} is not paired`,
  DROPPED_PLAYER_PAIRED: (p) => `${p.player} has dropped but is paired`,
  REMATCH: (p) => `${p.player1} and ${p.player2} have played each other before`,
  SECOND_BYE: (p) => `${p.player} already had ${p.previousByes} bye(s)`,
  POD_VIOLATION: (p) => `${p.player1} and ${p.player2} are in different pods`,
  TABLE_CLASH: (p) => `table ${p.table} is used twice`,
  FIXED_TABLE_MOVED: (p) => `${p.player} must keep table ${p.fixedTable}`,
};

const ja: Sentences = {
  RANDOM_ROUND: (p) => `第${p.round}回戦は、まだ結果がないためランダムに組み合わせました（シード「${p.seed}」）。`,
  UNRANKED_PLAYER: (p) => `${p.player}は順位表になかったため、0点のプレイヤーとして組み合わせました。`,
  AWARDED_BYE: (p) => `${p.player}には付与された不戦勝があります（付与は計${p.awardedByes}回）。`,
  BYE: (p) =>
    p.reason === 'LOWEST_WITHOUT_BYE'
      ? `${p.player}（${p.points}点）は、まだ不戦勝を受けていないプレイヤーの中で最下位のため不戦勝です。`
      : p.reason === 'AVOIDS_REMATCH'
        ? `${p.player}（${p.points}点）は、下位のプレイヤーに不戦勝を与えると再戦が避けられないため不戦勝です。`
        : `${p.player}が抽選で不戦勝になりました。`,
  REPEATED_BYE: (p) =>
    p.reason === 'EVERY_PLAYER_HAD_ONE'
      ? `${p.player}は、全員がすでに不戦勝を受けているため、もう一度不戦勝です（これまで${p.previousByes}回）。`
      : `${p.player}は、ほかの不戦勝では再戦が避けられないため、もう一度不戦勝です（これまで${p.previousByes}回）。`,
  PAIRED_DOWN: (p) => {
    const paired = `${p.player}は${p.fromPoints}点から${p.toPoints}点のグループに下がり、${p.opponent}と対戦します。`;
    const joined = p.joined === 0 ? '' : `（上のグループから下がってきた${p.joined}名を含む）`;
    const why = p.reason === 'ODD_GROUP' ? `${p.fromPoints}点のグループ${joined}の人数が奇数だったためです。` : '再戦を避けるためです。';
    const over = p.passedOver as number[];
    const passedOver =
      over.length === 0 ? '' : `${over.join('・')}点のプレイヤーは、再戦かより不利な不戦勝なしには対戦相手になれませんでした。`;
    return paired + why + passedOver;
  },
  REMATCH_UNAVOIDABLE: (p) =>
    p.proven
      ? `${p.player1}と${p.player2}は再戦です。再戦のない組み合わせは存在しません。`
      : `${p.player1}と${p.player2}は再戦です。再戦のない組み合わせは見つかりませんでした。`,
  FIXED_TABLE: (p) => `${p.player}は固定卓（${p.table}番卓）で対戦します。`,
  FIXED_TABLE_CLASH: (p) => `${p.player}の固定卓（${p.table}番卓）はすでに使われているため、${p.assignedTable}番卓で対戦します。`,
  UNKNOWN_PLAYER: (p) => `${p.player}はこの大会に登録されていません`,
  DUPLICATE_PLAYER: (p) => `${p.player}が2回組み合わされています`,
  MISSING_PLAYER: (p) => `${p.player}が組み合わされていません`,
  DROPPED_PLAYER_PAIRED: (p) => `${p.player}はドロップしていますが組み合わされています`,
  REMATCH: (p) => `${p.player1}と${p.player2}は以前に対戦しています`,
  SECOND_BYE: (p) => `${p.player}はすでに${p.previousByes}回不戦勝を受けています`,
  POD_VIOLATION: (p) => `${p.player1}と${p.player2}は別のポッドです`,
  TABLE_CLASH: (p) => `${p.table}番卓が2回使われています`,
  FIXED_TABLE_MOVED: (p) => `${p.player}は固定卓（${p.fixedTable}番卓）で対戦する必要があります`,
};

const sentences: Readonly<Record<Language, Sentences>> = { en, ja };

/** One explanation or warning in `language`; a code this version does not know is shown as is. */
export function pairingNoteText(language: Language, note: CodedNote): string {
  const sentence = sentences[language][note.code];
  return sentence ? sentence(note.params) : note.code;
}

/** Several notes in one sentence (a refused manual pairing lists its problems). */
export function pairingNotesText(language: Language, notes: readonly CodedNote[]): string {
  return notes.map((note) => pairingNoteText(language, note)).join(language === 'ja' ? '、' : '; ');
}
