// Times in the server's time zone: the API runs on the venue's machine.
import type { StatementRole } from '../../generated/prisma/enums';
import type { Language } from './language';

interface ReportPlayer {
  readonly name: string;
  readonly externalId: string | null;
  readonly email: string | null;
}

export interface DisqualificationFacts {
  readonly eventName: string;
  readonly eventDate: Date;
  readonly venue: string | null;
  readonly player: ReportPlayer;
  readonly opponent: ReportPlayer | null;
  readonly roundNumber: number | null;
  readonly table: number | null;
  readonly infraction: string;
  readonly penalty: string;
  readonly description: string;
  readonly withoutProof: boolean;
  readonly issuedAt: Date;
  readonly revoked: boolean;
  readonly statements: readonly { role: StatementRole; speaker: string; text: string; createdAt: Date }[];
}

const WORDS = {
  en: {
    title: 'Disqualification report',
    revoked: 'This disqualification was revoked.',
    event: 'Event',
    date: 'Date',
    venue: 'Venue',
    player: 'Disqualified player',
    opponent: 'Opponent',
    id: 'Player ID',
    email: 'Wizards Account e-mail',
    unknown: '(not known)',
    none: '(none)',
    round: 'Round',
    table: 'Table',
    infraction: 'Infraction',
    penalty: 'Penalty',
    issuedAt: 'Issued at',
    withoutProof: 'Issued without proof (IPG 1.1)',
    yes: 'Yes: the head judge had enough information that the integrity of the event was at stake, without proof.',
    no: 'No',
    happened: 'What happened',
    headJudge: "Head judge's statement",
    playerStatement: "Player's statement",
    others: 'Other statements',
    missing: '(none recorded)',
    roles: { PLAYER: 'Player', OPPONENT: 'Opponent', WITNESS: 'Witness', JUDGE: 'Judge', HEAD_JUDGE: 'Head judge' },
    reportTo: 'Report to Wizards of the Coast with both players’ Wizards Account e-mail addresses (IPG 1.1).',
  },
  ja: {
    title: '失格報告書',
    revoked: 'この失格は取り消されています。',
    event: 'イベント',
    date: '日付',
    venue: '会場',
    player: '失格となったプレイヤー',
    opponent: '対戦相手',
    id: 'プレイヤーID',
    email: 'ウィザーズ・アカウントのメールアドレス',
    unknown: '（不明）',
    none: '（なし）',
    round: 'ラウンド',
    table: 'テーブル',
    infraction: '違反',
    penalty: '罰則',
    issuedAt: '罰則を与えた時刻',
    withoutProof: '証明なしでの失格（IPG 1.1）',
    yes: 'はい：イベントの完全性にかかわる問題があると判断するに足る情報があり、証明なしで与えました。',
    no: 'いいえ',
    happened: '状況',
    headJudge: 'ヘッドジャッジの陳述',
    playerStatement: 'プレイヤーの陳述',
    others: 'その他の陳述',
    missing: '（記録なし）',
    roles: { PLAYER: 'プレイヤー', OPPONENT: '対戦相手', WITNESS: '目撃者', JUDGE: 'ジャッジ', HEAD_JUDGE: 'ヘッドジャッジ' },
    reportTo:
      '両プレイヤーのウィザーズ・アカウントのメールアドレスを記載して、ウィザーズ・オブ・ザ・コーストに報告してください（IPG 1.1）。',
  },
} as const;

/** The disqualification report as plain text in `language`: one fact a line, then the statements. */
export function disqualificationReportText(language: Language, facts: DisqualificationFacts): string {
  const words = WORDS[language];
  const stamp = (date: Date) => date.toLocaleString(language === 'ja' ? 'ja-JP' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' });
  const day = (date: Date) => date.toLocaleDateString(language === 'ja' ? 'ja-JP' : 'en-GB', { dateStyle: 'long' });
  const person = (label: string, player: ReportPlayer | null) =>
    player
      ? [
          `${label}: ${player.name}`,
          `  ${words.id}: ${player.externalId ?? words.unknown}`,
          `  ${words.email}: ${player.email ?? words.unknown}`,
        ]
      : [`${label}: ${words.none}`];
  const said = (statement: DisqualificationFacts['statements'][number]) => [
    `  ${words.roles[statement.role]} — ${statement.speaker} (${stamp(statement.createdAt)})`,
    ...statement.text.split('\n').map((line) => `    ${line}`),
  ];
  const block = (heading: string, roles: readonly StatementRole[]) => {
    const given = facts.statements.filter((s) => roles.includes(s.role));
    return [heading, ...(given.length ? given.flatMap(said) : [`  ${words.missing}`])];
  };
  return [
    words.title,
    ...(facts.revoked ? [words.revoked] : []),
    '',
    `${words.event}: ${facts.eventName}`,
    `${words.date}: ${day(facts.eventDate)}`,
    ...(facts.venue ? [`${words.venue}: ${facts.venue}`] : []),
    ...person(words.player, facts.player),
    ...person(words.opponent, facts.opponent),
    `${words.round}: ${facts.roundNumber ?? words.none}`,
    ...(facts.table !== null ? [`${words.table}: ${facts.table}`] : []),
    `${words.infraction}: ${facts.infraction}`,
    `${words.penalty}: ${facts.penalty}`,
    `${words.issuedAt}: ${stamp(facts.issuedAt)}`,
    `${words.withoutProof}: ${facts.withoutProof ? words.yes : words.no}`,
    '',
    words.happened,
    ...facts.description.split('\n').map((line) => `  ${line}`),
    '',
    ...block(words.headJudge, ['HEAD_JUDGE']),
    '',
    ...block(words.playerStatement, ['PLAYER']),
    '',
    ...block(words.others, ['OPPONENT', 'WITNESS', 'JUDGE']),
    '',
    words.reportTo,
    '',
  ].join('\n');
}
