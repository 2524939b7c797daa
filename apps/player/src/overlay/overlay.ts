import { clockState, formatRemaining } from '@taikai/client';
import { overlayOptions, partsOf, type OverlayOptions } from './options';
import { wordsFor } from './words';
import './overlay.css';

/**
 * The stream overlay (an OBS browser source): plain DOM, no framework, one live connection. It reads
 * the event's cached public parts (`/public/events/<code>/feature`, `bracket`, `standings`) and
 * reads them again on each update of the event's public stream (`…/stream`, the browser's own
 * EventSource, which reconnects by itself; a reconnection reads them again too).
 */

interface Side {
  name: string;
  reading: string | null;
  deck: string | null;
  points: number;
  wins: number;
  losses: number;
  draws: number;
  seed: number | null;
}
interface Round {
  number: number;
  phaseKind?: string;
  startedAt: string | null;
  endsAt: string | null;
  pausedAt: string | null;
  closedAt: string | null;
}
interface Feature {
  event: { name: string; bestOf: number; locale: string | null };
  round: Round | null;
  matches: {
    table: number;
    status: string;
    player1: Side;
    player2: Side;
    games: ('PLAYER1' | 'PLAYER2' | 'DRAW')[];
    gameScore: { player1Wins: number; player2Wins: number; draws: number };
  }[];
}
interface BracketSide {
  name: string;
  seed: number | null;
}
interface Bracket {
  size: number;
  rounds: {
    number: number;
    matches: {
      table: number;
      status: string;
      player1: BracketSide;
      player2: BracketSide | null;
      player1Wins: number;
      player2Wins: number;
    }[];
  }[];
}
interface Standings {
  lines: { rank: number; player: { name: string }; matchPoints: number; wins: number; losses: number; draws: number }[];
}
interface Summary {
  event: { name: string; topCut: number | null; locale: string | null };
}

const options = overlayOptions(location.search, innerHeight);
/** Until the event's locale is known (without `lang`): English. */
let word = wordsFor(options.lang ?? 'en');
let languageSettled = options.lang !== null;

/** Without `lang`, the labels follow the event's locale (a ja-JP event's overlay speaks Japanese), from its first answer. */
function followEventLocale(locale: string | null | undefined) {
  if (languageSettled || locale === undefined) return;
  languageSettled = true;
  const language = locale?.toLowerCase().startsWith('ja') ? 'ja' : 'en';
  word = wordsFor(language);
  document.documentElement.lang = language;
}
const root = document.getElementById('overlay')!;
/** Server time minus this computer's, from the answers' Date header: the round clock is the server's. */
let serverOffset = 0;
let clockRound: Round | null = null;

function h(tag: string, attributes: Record<string, string> = {}, ...children: (Node | string | null)[]): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  for (const child of children) if (child !== null) element.append(child);
  return element;
}

async function part<T>(name: string): Promise<T | null> {
  const response = await fetch(`/public/events/${encodeURIComponent(options.event)}${name ? `/${name}` : ''}`, { cache: 'no-cache' });
  const date = Date.parse(response.headers.get('date') ?? '');
  if (!Number.isNaN(date)) serverOffset = date - Date.now();
  return response.ok ? ((await response.json()) as T) : null;
}

function nameOf(side: Side, id: string) {
  // The reading above the name (ruby), as Japanese broadcasts show furigana.
  const name = side.reading ? h('ruby', {}, side.name, h('rt', {}, side.reading)) : side.name;
  const facts = [word('record', { w: side.wins, l: side.losses, d: side.draws }), word('points', { n: side.points })];
  return h(
    'div',
    { class: `player ${id}` },
    h(
      'div',
      { class: 'name', 'data-testid': `${id}-name` },
      side.seed ? h('span', { class: 'seed' }, word('seed', { n: side.seed })) : null,
      name,
    ),
    h('div', { class: 'facts', 'data-testid': `${id}-record` }, facts.join(' · ')),
    options.decks && side.deck ? h('div', { class: 'deck', 'data-testid': `${id}-deck` }, side.deck) : null,
  );
}

function roundHeader(round: Round | null, label: string) {
  clockRound = round;
  return h(
    'div',
    { class: 'round' },
    h('span', { class: 'label' }, round ? `${label} · ${word('round', { n: round.number })}` : label),
    h('span', { class: 'clock', 'data-testid': 'clock' }),
  );
}

function matchView(feature: Feature | null) {
  if (!feature) return h('div', { class: 'note' }, word('off'));
  const match = feature.matches.find((candidate) => options.table === null || candidate.table === options.table);
  if (!match)
    return h('div', { class: 'stack' }, roundHeader(feature.round, feature.event.name), h('div', { class: 'note' }, word('noMatch')));
  const pips = match.games.map((game) => h('span', { class: `pip ${game.toLowerCase()}` }));
  return h(
    'div',
    { class: 'stack' },
    roundHeader(feature.round, `${feature.event.name} · ${word('table', { n: match.table })}`),
    h(
      'div',
      { class: 'bar' },
      nameOf(match.player1, 'p1'),
      h(
        'div',
        { class: 'score' },
        h('div', { class: 'games', 'data-testid': 'game-score' }, `${match.gameScore.player1Wins} - ${match.gameScore.player2Wins}`),
        h('div', { class: 'pips' }, ...pips),
      ),
      nameOf(match.player2, 'p2'),
    ),
  );
}

function bracketView(bracket: Bracket | null) {
  if (!bracket) return h('div', { class: 'note' }, word('off'));
  const side = (player: BracketSide | null, wins: number, won: boolean) =>
    h(
      'div',
      { class: `slot${won ? ' won' : ''}` },
      h('span', { class: 'seed' }, player?.seed ? String(player.seed) : ''),
      h('span', { class: 'slot-name' }, player?.name ?? '—'),
      h('span', { class: 'wins' }, String(wins)),
    );
  const columns = bracket.rounds.map((round) =>
    h(
      'div',
      { class: 'column' },
      ...round.matches.map((match) => {
        const final = match.status === 'FINAL';
        return h(
          'div',
          { class: 'pair', 'data-testid': 'bracket-match' },
          side(match.player1, match.player1Wins, final && match.player1Wins > match.player2Wins),
          side(match.player2, match.player2Wins, final && match.player2Wins > match.player1Wins),
        );
      }),
    ),
  );
  return h(
    'div',
    { class: 'bracket' },
    h('div', { class: 'title' }, word('top', { n: bracket.size })),
    h('div', { class: 'columns' }, ...columns),
  );
}

function tickerView(summary: Summary | null, standings: Standings | null) {
  if (!summary || !standings) return h('div', { class: 'note' }, word('off'));
  const top = summary.event.topCut ?? 8;
  const items = standings.lines
    .slice(0, top)
    .map((line) =>
      h(
        'span',
        { class: 'item', 'data-testid': 'ticker-line' },
        h('b', {}, String(line.rank)),
        ` ${line.player.name} `,
        h(
          'span',
          { class: 'facts' },
          `${word('record', { w: line.wins, l: line.losses, d: line.draws })} · ${word('points', { n: line.matchPoints })}`,
        ),
      ),
    );
  // The line twice, so the scroll loops without a gap.
  const track = h('div', { class: 'track' }, ...items, ...items.map((item) => item.cloneNode(true)));
  return h(
    'div',
    { class: 'ticker' },
    h('div', { class: 'title' }, `${summary.event.name} · ${word('standings')}`),
    h('div', { class: 'window' }, track),
  );
}

function tick() {
  const clock = root.querySelector<HTMLElement>('.clock');
  if (!clock) return;
  const state = clockState(clockRound, Date.now() + serverOffset);
  clock.textContent =
    state.kind === 'running'
      ? formatRemaining(state.remainingMs)
      : state.kind === 'paused'
        ? `${formatRemaining(state.remainingMs)} ${word('paused')}`
        : state.kind === 'time'
          ? word('time')
          : state.kind === 'closed'
            ? word('final')
            : '';
}

let reading: Promise<void> | null = null;
let again = false;
/** Reads the view's parts and draws it; an update arriving meanwhile reads once more after. */
function refresh(): void {
  if (reading) {
    again = true;
    return;
  }
  reading = (async () => {
    const parts = await Promise.all(partsOf(options.view).map((name) => part<unknown>(name)));
    // The bracket carries no event: its summary names the locale, read once.
    const named = options.view === 'bracket' ? (languageSettled ? null : await part<Summary>('')) : parts[0];
    followEventLocale((named as { event?: { locale: string | null } } | null)?.event?.locale);
    const view =
      options.view === 'bracket'
        ? bracketView(parts[0] as Bracket | null)
        : options.view === 'ticker'
          ? tickerView(parts[0] as Summary | null, parts[1] as Standings | null)
          : matchView(parts[0] as Feature | null);
    root.replaceChildren(view);
    tick();
  })()
    .catch(() => undefined)
    .finally(() => {
      reading = null;
      if (again) {
        again = false;
        refresh();
      }
    });
}

/** How long after a refused stream (the public page off, the address cap) the overlay asks again. */
const RETRY_REFUSED_MS = 30_000;

/**
 * The one live connection. EventSource reconnects by itself after a dropped connection, but gives
 * up on a refusal (404 while the public page is off): then a new one, later, so an overlay set up
 * in OBS before the organizer turns the page on starts by itself. Never two at once.
 */
function connect(event: string) {
  const stream = new EventSource(`/public/events/${encodeURIComponent(event)}/stream`);
  stream.onopen = refresh;
  stream.onmessage = refresh;
  stream.onerror = () => {
    if (stream.readyState === EventSource.CLOSED) setTimeout(() => connect(event), RETRY_REFUSED_MS);
  };
}

function start(chosen: OverlayOptions) {
  document.documentElement.lang = chosen.lang ?? 'en';
  document.body.className = `size-${chosen.size} view-${chosen.view}`;
  for (const [variable, value] of Object.entries(chosen.theme)) document.documentElement.style.setProperty(variable, value);
  connect(chosen.event);
  refresh();
  setInterval(tick, 1000);
}

start(options);
