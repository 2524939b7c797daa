import { foldText } from './fold';

/**
 * The parts an IPG infraction section is written in (IPG 2.1 onwards: 懲罰／定義／例／理念／追加措置／
 * 格上げ／格下げ, the English IPG's Penalty, Definition, Examples, Philosophy, Additional Remedy,
 * Upgrade, Downgrade), each a label on a line of its own.
 */
export type PolicySectionPart = 'PENALTY' | 'DEFINITION' | 'EXAMPLES' | 'PHILOSOPHY' | 'ADDITIONAL_REMEDY' | 'UPGRADE' | 'DOWNGRADE';

const PART_LABELS: Readonly<Record<string, PolicySectionPart>> = {
  懲罰: 'PENALTY',
  定義: 'DEFINITION',
  例: 'EXAMPLES',
  理念: 'PHILOSOPHY',
  追加措置: 'ADDITIONAL_REMEDY',
  格上げ: 'UPGRADE',
  格下げ: 'DOWNGRADE',
  penalty: 'PENALTY',
  definition: 'DEFINITION',
  example: 'EXAMPLES',
  examples: 'EXAMPLES',
  philosophy: 'PHILOSOPHY',
  'additional remedy': 'ADDITIONAL_REMEDY',
  upgrade: 'UPGRADE',
  downgrade: 'DOWNGRADE',
};
const LABEL = /^\s*([^\s:：][^:：]{0,20}?)\s*[:：]?\s*$/;

/**
 * A section's text split at its part labels, in the section's order; the lines before the first
 * label (the heading) are left out. A section without labels (IPG 1.x, the MTR) gives none.
 */
export function policySectionParts(text: string): { part: PolicySectionPart; text: string }[] {
  const parts: { part: PolicySectionPart; lines: string[] }[] = [];
  for (const line of text.split('\n')) {
    const label = LABEL.exec(line.normalize('NFKC'))?.[1];
    const part = label === undefined ? undefined : PART_LABELS[label.toLowerCase()];
    if (part) parts.push({ part, lines: [] });
    else if (parts.length && line.trim()) parts.at(-1)!.lines.push(line.trim());
  }
  return parts.map(({ part, lines }) => ({ part, text: lines.join('\n') }));
}

/**
 * The judge handbook's unnumbered sections after *Judging at Regular REL* that Taikai links to by
 * name (judge-handbook-ja.txt ~19,500 特筆異状集, ~19,685 「一般的に有害」な誘発型能力, ~19,790
 * 〔誘発忘れ〕チャート), each a heading line of its own; the English names are the handbook's
 * English edition's. A section is numbered by its Japanese heading, as the JAR's headings are.
 */
export const HANDBOOK_SECTIONS = {
  ERRATA: ['特筆異状集', 'Notable Errata'],
  DETRIMENTAL_TRIGGERS: ['「一般的に有害」な誘発型能力', 'Generally Detrimental Triggers'],
  MISSED_TRIGGER_CHART: ['〔誘発忘れ〕チャート', 'Missed Trigger Chart'],
} as const satisfies Record<string, readonly [string, string]>;
export type HandbookSection = keyof typeof HANDBOOK_SECTIONS;

/** The handbook section a line is the heading of, if it is one. */
export function handbookSectionOf(line: string): HandbookSection | undefined {
  const folded = foldText(line);
  return (Object.keys(HANDBOOK_SECTIONS) as HandbookSection[]).find((key) =>
    HANDBOOK_SECTIONS[key].some((name) => foldText(name) === folded),
  );
}

// 付録A - 前の版からの変更点 (MTR), 付録Ｂ ─ 前版からの変更点 (IPG), Appendix A — Changes From Previous Versions.
const CHANGES_FROM_EARLIER = /前の?版からの変更点|changes from previous version/i;

/**
 * A section that records the rules as they were (a policy document's changes from earlier
 * versions): historical, shown as such and never before the current rules.
 */
export function isHistoricalSection(title: string | undefined): boolean {
  return !!title && CHANGES_FROM_EARLIER.test(title.normalize('NFKC'));
}
