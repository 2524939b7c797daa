import type { Language, SocialImageWords } from '../../platform/i18n';

/**
 * The images for social posts as SVG text: plain templates, every text escaped, sized for X's
 * large card (1200×675, 16:9) or a square post (1080×1080). Rasterised by `image-renderer.ts`.
 */

export type ImageShape = 'WIDE' | 'SQUARE';
export const SHAPE_SIZE: Record<ImageShape, { width: number; height: number }> = {
  WIDE: { width: 1200, height: 675 },
  SQUARE: { width: 1080, height: 1080 },
};

/** What both images say of the event. */
export interface ImageEvent {
  name: string;
  startsAt: Date | null;
  venue: string | null;
  /** The organization holding it (the store). */
  store: string | null;
}

export interface BracketSide {
  name: string;
  seed: number | null;
  wins: number;
  /** Won this match (its result is final). */
  won: boolean;
}

/** One match of the bracket; a side is null while it is not known yet (or a bye). */
export interface BracketMatch {
  player1: BracketSide | null;
  player2: BracketSide | null;
}

export interface BracketImage {
  event: ImageEvent;
  /** Players in the top cut (8 for a top 8). */
  size: number;
  /** The top cut's rounds played or paired, first round first, each in bracket order. */
  rounds: BracketMatch[][];
  champion: string | null;
}

export interface ChampionImage {
  event: ImageEvent;
  name: string;
  deckName: string | null;
  /** The top cut's size (0: decided by the Swiss standings). */
  topCut: number;
}

/** One bar of the metagame chart: an archetype, or the archetypes past the top ones, or the players without a deck name. */
export interface MetagameBar {
  kind: 'ARCHETYPE' | 'OTHER' | 'UNKNOWN';
  /** The archetype's name (ARCHETYPE only). */
  name: string | null;
  players: number;
  /** Of them, in the top cut. */
  topCut: number;
}

export interface MetagameImage {
  event: ImageEvent;
  /** The field: every bar's players together. */
  players: number;
  /** 0: no top cut (the bars say nothing of it). */
  topCutSize: number;
  /** Most players first, then Other, then Unknown. */
  bars: MetagameBar[];
}

export const FONT_FAMILY = 'Noto Sans JP, IPAGothic, IPAexGothic, sans-serif';
const BACKGROUND = '#0f1c2e';
const PANEL = '#1b2d45';
const LINE = '#3c5878';
const TEXT = '#f4f7fb';
const MUTED = '#a9bad0';
const GOLD = '#f2c14e';
const BAR = '#4f86d0';

/** Text for an SVG text node or attribute: the five XML specials escaped. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Wide characters (CJK, kana, full-width forms) take about 1 em; the rest of Noto Sans about 0.6 em. */
function textWidth(text: string, fontSize: number): number {
  let ems = 0;
  for (const char of text) ems += char.codePointAt(0)! >= 0x2e80 ? 1 : 0.6;
  return ems * fontSize;
}

/** The text, cut with an ellipsis so it fits `width` at `fontSize` (names and deck names can be long). */
export function fitText(text: string, width: number, fontSize: number): string {
  if (textWidth(text, fontSize) <= width) return text;
  const chars = [...text];
  while (chars.length > 1 && textWidth(chars.join('') + '…', fontSize) > width) chars.pop();
  return chars.join('').trimEnd() + '…';
}

interface TextOptions {
  x: number;
  y: number;
  size: number;
  fill?: string;
  weight?: 400 | 700;
  anchor?: 'start' | 'middle' | 'end';
  /** Cut to this width. */
  width?: number;
}

function text(content: string, { x, y, size, fill = TEXT, weight = 400, anchor = 'start', width }: TextOptions): string {
  const shown = width ? fitText(content, width, size) : content;
  return (
    `<text x="${x}" y="${y}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">` +
    `${escapeXml(shown)}</text>`
  );
}

function svg(shape: ImageShape, body: string[]): string {
  const { width, height } = SHAPE_SIZE[shape];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT_FAMILY}">`,
    `<rect width="${width}" height="${height}" fill="${BACKGROUND}"/>`,
    `<rect width="${width}" height="10" fill="${GOLD}"/>`,
    ...body,
    '</svg>',
  ].join('\n');
}

/** "Saturday, December 5, 2026 · Store A · 2F hall": what is known of when and where. */
function dateAndPlace(event: ImageEvent, words: SocialImageWords): string {
  const parts = [event.startsAt ? words.date(event.startsAt) : null, event.store, event.venue].filter((part) => part);
  return [...new Set(parts)].join('  ·  ');
}

/** The header both images share: the event's name and when and where, `margin` from the edges. */
function header(event: ImageEvent, words: SocialImageWords, width: number, margin: number, title: string): string[] {
  return [
    text(title, { x: width - margin, y: margin + 34, size: 34, weight: 700, fill: GOLD, anchor: 'end' }),
    text(event.name, { x: margin, y: margin + 38, size: 42, weight: 700, width: width - 2 * margin - textWidth(title, 34) - 30 }),
    text(dateAndPlace(event, words), { x: margin, y: margin + 80, size: 24, fill: MUTED, width: width - 2 * margin }),
  ];
}

/**
 * The top cut as a bracket: a column per round (8 players: quarterfinals, semifinals, final) and
 * the champion's, each match a box of its two players with seed and games won; a match's next
 * match sits between its two feeders, as on a printed bracket.
 */
export function bracketSvg(image: BracketImage, words: SocialImageWords, shape: ImageShape): string {
  const { width, height } = SHAPE_SIZE[shape];
  const margin = 48;
  const top = margin + 130;
  const bottom = height - margin;
  const roundCount = Math.max(1, Math.ceil(Math.log2(Math.max(2, image.size))));
  const columns = roundCount + 1;
  const gap = 28;
  const columnWidth = (width - 2 * margin - gap * (columns - 1)) / columns;
  const firstMatches = 2 ** (roundCount - 1);
  const rowHeight = Math.min(44, ((bottom - top) / firstMatches - 16) / 2);
  const nameSize = Math.round(rowHeight * 0.52);
  const body: string[] = header(image.event, words, width, margin, words.topCut(image.size));
  const centres: number[][] = [];

  for (let round = 0; round < roundCount; round++) {
    const x = margin + round * (columnWidth + gap);
    const matchCount = 2 ** (roundCount - 1 - round);
    const playersLeft = matchCount * 2;
    body.push(text(words.roundOf(playersLeft), { x, y: top - 14, size: 20, fill: MUTED, weight: 700, width: columnWidth }));
    centres[round] = [];
    for (let index = 0; index < matchCount; index++) {
      const centre =
        round === 0
          ? top + ((index + 0.5) * (bottom - top)) / matchCount
          : (centres[round - 1][2 * index] + centres[round - 1][2 * index + 1]) / 2;
      centres[round].push(centre);
      const match = image.rounds[round]?.[index] ?? { player1: null, player2: null };
      const boxTop = centre - rowHeight;
      body.push(`<rect x="${x}" y="${boxTop}" width="${columnWidth}" height="${rowHeight * 2}" rx="8" fill="${PANEL}"/>`);
      body.push(`<line x1="${x}" y1="${centre}" x2="${x + columnWidth}" y2="${centre}" stroke="${LINE}"/>`);
      [match.player1, match.player2].forEach((side, row) => {
        const baseline = boxTop + row * rowHeight + rowHeight / 2 + nameSize * 0.36;
        if (!side) {
          body.push(text('—', { x: x + 14, y: baseline, size: nameSize, fill: LINE }));
          return;
        }
        const fill = side.won ? GOLD : TEXT;
        const seedWidth = side.seed === null ? 0 : nameSize * 1.5;
        if (side.seed !== null) body.push(text(String(side.seed), { x: x + 12, y: baseline, size: nameSize * 0.8, fill: MUTED }));
        body.push(
          text(side.name, {
            x: x + 12 + seedWidth,
            y: baseline,
            size: nameSize,
            fill,
            weight: side.won ? 700 : 400,
            width: columnWidth - 24 - seedWidth - nameSize,
          }),
        );
        body.push(text(String(side.wins), { x: x + columnWidth - 12, y: baseline, size: nameSize, fill, weight: 700, anchor: 'end' }));
      });
      if (round > 0) {
        // The connectors from the two feeding matches.
        const feederX = x - gap;
        const [a, b] = [centres[round - 1][2 * index], centres[round - 1][2 * index + 1]];
        body.push(
          `<path d="M${feederX} ${a}H${feederX + gap / 2}V${b}H${feederX}M${feederX + gap / 2} ${centre}H${x}" ` +
            `fill="none" stroke="${LINE}" stroke-width="2"/>`,
        );
      }
    }
  }
  const championX = margin + roundCount * (columnWidth + gap);
  const finalCentre = centres[roundCount - 1][0];
  body.push(
    `<path d="M${championX - gap} ${finalCentre}H${championX}" stroke="${LINE}" stroke-width="2"/>`,
    text(words.champion, { x: championX, y: finalCentre - rowHeight - 14, size: 20, fill: GOLD, weight: 700 }),
    `<rect x="${championX}" y="${finalCentre - rowHeight}" width="${columnWidth}" height="${rowHeight * 2}" rx="8" fill="none" stroke="${GOLD}" stroke-width="3"/>`,
    text(image.champion ?? '—', {
      x: championX + 14,
      y: finalCentre + nameSize * 0.45,
      size: Math.round(nameSize * 1.2),
      weight: 700,
      fill: image.champion ? GOLD : LINE,
      width: columnWidth - 28,
    }),
  );
  return svg(shape, body);
}

/** The champion: the word, their name large, their deck, and the event, its date and store. */
export function championSvg(image: ChampionImage, words: SocialImageWords, shape: ImageShape): string {
  const { width, height } = SHAPE_SIZE[shape];
  const margin = 64;
  const centre = width / 2;
  const middle = height / 2;
  const nameSize = shape === 'WIDE' ? 96 : 104;
  const body = [
    `<circle cx="${centre}" cy="${middle - 40}" r="${Math.min(width, height) * 0.42}" fill="${PANEL}"/>`,
    text(image.topCut > 0 ? `${words.topCut(image.topCut)}  ·  ${words.champion}` : words.champion, {
      x: centre,
      y: middle - nameSize - 40,
      size: 40,
      weight: 700,
      fill: GOLD,
      anchor: 'middle',
    }),
    text(image.name, { x: centre, y: middle + nameSize * 0.2, size: nameSize, weight: 700, anchor: 'middle', width: width - 2 * margin }),
    ...(image.deckName
      ? [
          text(words.deck(image.deckName), {
            x: centre,
            y: middle + nameSize * 0.2 + 70,
            size: 40,
            fill: TEXT,
            anchor: 'middle',
            width: width - 2 * margin,
          }),
        ]
      : []),
    text(image.event.name, { x: centre, y: height - margin - 56, size: 36, weight: 700, anchor: 'middle', width: width - 2 * margin }),
    text(dateAndPlace(image.event, words), {
      x: centre,
      y: height - margin,
      size: 26,
      fill: MUTED,
      anchor: 'middle',
      width: width - 2 * margin,
    }),
  ];
  return svg(shape, body);
}

/**
 * The field's archetypes as horizontal bars, each bar's length its share of the field against the
 * largest, with the share in percent, its players and its players in the top cut. Wide: name, bar
 * and figures on one line; square: the name and figures above the bar.
 */
export function metagameSvg(image: MetagameImage, words: SocialImageWords, shape: ImageShape): string {
  const { width, height } = SHAPE_SIZE[shape];
  const margin = 48;
  const top = margin + 130;
  const bottom = height - margin;
  const stacked = shape === 'SQUARE';
  const rowHeight = Math.min(stacked ? 78 : 56, (bottom - top) / Math.max(1, image.bars.length));
  const fontSize = Math.round(stacked ? rowHeight * 0.32 : rowHeight * 0.44);
  const barHeight = Math.round(stacked ? rowHeight * 0.3 : rowHeight * 0.56);
  const largest = Math.max(1, ...image.bars.map((bar) => bar.players));
  const body = header(image.event, words, width, margin, `${words.metagame}  ·  ${words.players(image.players)}`);
  const percentWidth = textWidth('100.0%', fontSize) + 16;
  // Wide: the name's column, then the bars, then the counts' column.
  const labelWidth = stacked ? 0 : 300;
  const countsWidth = stacked ? 0 : textWidth(image.topCutSize ? '000 players  ·  00 in Top 00' : '000 players', fontSize * 0.86) + 8;
  const barX = margin + (stacked ? 0 : labelWidth + 16);
  const barRoom = width - margin - barX - countsWidth - percentWidth;

  image.bars.forEach((bar, index) => {
    const rowTop = top + index * rowHeight;
    const name = bar.kind === 'ARCHETYPE' ? (bar.name ?? '') : bar.kind === 'OTHER' ? words.otherArchetypes : words.unknownArchetype;
    const share = image.players ? (bar.players / image.players) * 100 : 0;
    const counts = [words.players(bar.players), ...(image.topCutSize ? [words.inTopCut(bar.topCut, image.topCutSize)] : [])].join('  ·  ');
    const fill = bar.kind === 'ARCHETYPE' ? BAR : LINE;
    const length = Math.max(4, (bar.players / largest) * barRoom);
    const barY = stacked ? rowTop + rowHeight - barHeight - 10 : rowTop + (rowHeight - barHeight) / 2;
    const textY = stacked ? barY - 10 : rowTop + rowHeight / 2 + fontSize * 0.36;
    const nameWidth = stacked ? width - 2 * margin - textWidth(counts, fontSize * 0.86) - 24 : labelWidth;
    body.push(
      text(name, { x: margin, y: textY, size: fontSize, weight: 700, fill: bar.kind === 'ARCHETYPE' ? TEXT : MUTED, width: nameWidth }),
      `<rect x="${barX}" y="${barY}" width="${length}" height="${barHeight}" rx="6" fill="${fill}"/>`,
      text(`${share.toFixed(1)}%`, {
        x: barX + length + 10,
        y: barY + barHeight / 2 + fontSize * 0.36,
        size: fontSize,
        weight: 700,
        fill: bar.kind === 'ARCHETYPE' ? GOLD : MUTED,
      }),
      text(counts, { x: width - margin, y: textY, size: Math.round(fontSize * 0.86), fill: MUTED, anchor: 'end' }),
    );
  });
  return svg(shape, body);
}

/** The language of an event's images: the one asked for, else where it is held (ja-JP: Japanese). */
export function imageLanguage(asked: Language | null | undefined, locale: string | null): Language {
  return asked ?? (locale?.toLowerCase().startsWith('ja') ? 'ja' : 'en');
}
