import { cardKey } from './decklists/cards';
import { MAGIC_DECK_RULES } from './decklists/deck-rules';
import { rational, type Rational } from './rational';
import { matchOutcome } from './results';

/**
 * The metagame of one event: what the field played (archetypes by deck name, or by the cards of
 * their decklists when no name was given), how each archetype converted to the top cut, and how
 * archetypes fared against each other. Not a rule of any publisher: the conventions are the
 * ones metagame reports use, stated where they are decided.
 */

/** A player as the metagame sees them: the deck name they registered, and their decklist's main deck if any. */
export interface MetagamePlayer {
  readonly id: string;
  readonly deckName?: string | null;
  readonly main?: readonly { readonly count: number; readonly name: string }[] | null;
}

/** A final match; `player2` null is a bye (no opponent, no archetype against). */
export interface MetagameMatch {
  readonly player1: string;
  readonly player2: string | null;
  readonly player1Wins: number;
  readonly player2Wins: number;
  readonly draws: number;
  /** Both players lost by penalty (IPG 4.3 example A): nobody won, so the matrix leaves it out. */
  readonly doubleLoss?: boolean;
}

export interface MetagameInput {
  readonly players: readonly MetagamePlayer[];
  readonly matches: readonly MetagameMatch[];
  /** The players of the top cut (the single-elimination phase's entries); empty without one. */
  readonly topCut: readonly string[];
  /** Card names left out of a list's signature (basic lands); default Magic's (MTR 6.1's unlimited names). */
  readonly unlimitedNames?: readonly string[];
}

/**
 * Where an archetype's name came from: the players' deck names (`DECK_NAME`), the cards of
 * lists without one (`DECKLIST`: named by its signature's first cards), or neither (`UNKNOWN`:
 * no name and no list; the words are the reader's, "Unknown" / "不明").
 */
export type ArchetypeSource = 'DECK_NAME' | 'DECKLIST' | 'UNKNOWN';

export interface WinLossDraw {
  readonly wins: number;
  readonly losses: number;
  readonly draws: number;
  /** wins / (wins + losses): draws left out (see `winRate`); null when no match was decided. */
  readonly winRate: Rational | null;
}

export interface ArchetypeLine extends WinLossDraw {
  /** Stable within one computation: `name:<folded name>`, `cards:<first signature card>`, `unknown`. */
  readonly key: string;
  /** The most common spelling of the deck name, or the signature's first cards joined by " / "; null for UNKNOWN. */
  readonly name: string | null;
  readonly source: ArchetypeSource;
  readonly players: number;
  /** players / the field. */
  readonly share: Rational;
  /** Players of the archetype in the top cut. */
  readonly topCut: number;
  /** topCut / the cut's size; null without a cut. */
  readonly topCutShare: Rational | null;
  /** topCut / players: the conversion rate; null without a cut. */
  readonly conversion: Rational | null;
  /** The signature cards (DECKLIST archetypes: the founding list's; others: none). */
  readonly signature: readonly string[];
}

/** One cell of the matrix: `archetype`'s record against `opponent` (never the same: mirrors are left out). */
export interface Matchup extends WinLossDraw {
  readonly archetype: string;
  readonly opponent: string;
}

export interface Metagame {
  /** The field: every player given. */
  readonly players: number;
  readonly topCutSize: number;
  /** By players, most first; ties by name (UNKNOWN last). */
  readonly archetypes: readonly ArchetypeLine[];
  /** Every pair of different archetypes that met at least once, both ways round. */
  readonly matchups: readonly Matchup[];
  /** Mirror matches (same archetype both sides), counted apart. */
  readonly mirrorMatches: number;
  /** Each player's archetype key. */
  readonly archetypeOf: ReadonlyMap<string, string>;
}

/** How many cards make a list's signature. */
export const SIGNATURE_SIZE = 8;
/** A list joins an archetype whose signature shares at least this many of its signature cards (three quarters). */
export const SIGNATURE_SHARED_TO_JOIN = 6;
/** How many signature cards name an archetype found by its lists. */
const NAME_CARDS = 3;

/**
 * The key two spellings of one deck name share: compatibility forms folded (NFKC: full-width
 * letters, half-width kana), spaces trimmed and collapsed, lower case. "Mono Red", "mono red "
 * and "ＭＯＮＯ　ＲＥＤ" meet.
 */
export function archetypeKey(deckName: string): string {
  return deckName.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The name as shown: NFKC, trimmed, single spaces (the case the players wrote). */
function displayName(deckName: string): string {
  return deckName.normalize('NFKC').trim().replace(/\s+/g, ' ');
}

interface Card {
  readonly key: string;
  readonly name: string;
}

/**
 * A list's signature: its `SIGNATURE_SIZE` most numerous main-deck cards, copies of one name
 * summed (spellings folded by `cardKey`), cards any number of which a deck may hold (basic lands)
 * left out: every deck plays them. Ties by the folded name, so the signature does not depend on
 * the list's order. Other lands count: without a card database a list does not say which cards are lands.
 */
export function listSignature(
  main: readonly { readonly count: number; readonly name: string }[],
  unlimitedNames: readonly string[] = MAGIC_DECK_RULES.unlimitedNames,
): Card[] {
  const unlimited = new Set(unlimitedNames.map(cardKey));
  const counts = new Map<string, { name: string; count: number }>();
  for (const entry of main) {
    const key = cardKey(entry.name);
    if (!key || unlimited.has(key)) continue;
    const known = counts.get(key);
    if (known) known.count += entry.count;
    else counts.set(key, { name: entry.name.trim(), count: entry.count });
  }
  return [...counts]
    .sort(([keyA, a], [keyB, b]) => b.count - a.count || (keyA < keyB ? -1 : keyA > keyB ? 1 : 0))
    .slice(0, SIGNATURE_SIZE)
    .map(([key, { name }]) => ({ key, name }));
}

function shared(a: readonly Card[], b: ReadonlySet<string>): number {
  return a.reduce((count, card) => count + (b.has(card.key) ? 1 : 0), 0);
}

interface Group {
  key: string;
  source: ArchetypeSource;
  members: string[];
  /** DECK_NAME: spellings by count. */
  spellings: Map<string, number>;
  /** DECKLIST: the founding list's signature. */
  signature: Card[];
}

/**
 * Each player's archetype:
 * 1. a deck name, folded by `archetypeKey`, is the archetype (named by its most common spelling);
 * 2. a list without a deck name joins the named archetype whose members' lists, summed, have the
 *    signature sharing the most of its signature cards, at least `SIGNATURE_SHARED_TO_JOIN`;
 * 3. else it joins the first archetype found by lists whose founding signature shares that many,
 *    or founds one (lists taken in the order of their signatures, so the input's order does not matter);
 * 4. neither a name nor a list: UNKNOWN.
 */
function groupPlayers(players: readonly MetagamePlayer[], unlimitedNames: readonly string[] | undefined): Map<string, Group> {
  const groups = new Map<string, Group>();
  const groupOf = (key: string, source: ArchetypeSource) => {
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { key, source, members: [], spellings: new Map(), signature: [] }));
    return group;
  };
  const unnamed: { id: string; signature: Card[]; order: string }[] = [];
  for (const player of players) {
    const name = player.deckName ? displayName(player.deckName) : '';
    if (name) {
      const group = groupOf(`name:${archetypeKey(name)}`, 'DECK_NAME');
      group.members.push(player.id);
      group.spellings.set(name, (group.spellings.get(name) ?? 0) + 1);
    } else if (player.main?.length) {
      const signature = listSignature(player.main, unlimitedNames);
      if (signature.length) unnamed.push({ id: player.id, signature, order: signature.map((card) => card.key).join('\n') });
      else groupOf('unknown', 'UNKNOWN').members.push(player.id);
    } else {
      groupOf('unknown', 'UNKNOWN').members.push(player.id);
    }
  }
  if (!unnamed.length) return groups;
  // The named archetypes' signatures, from their members' lists summed.
  const mains = new Map(players.map((player) => [player.id, player.main ?? []]));
  const named = [...groups.values()]
    .filter((group) => group.source === 'DECK_NAME')
    .map((group) => ({
      group,
      cards: new Set(
        listSignature(
          group.members.flatMap((id) => mains.get(id)!),
          unlimitedNames,
        ).map((card) => card.key),
      ),
    }));
  const found: { group: Group; cards: Set<string> }[] = [];
  unnamed.sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const list of unnamed) {
    let best: { group: Group; shared: number } | null = null;
    for (const candidate of named) {
      const count = shared(list.signature, candidate.cards);
      if (
        count >= SIGNATURE_SHARED_TO_JOIN &&
        (!best ||
          count > best.shared ||
          (count === best.shared && candidate.group.members.length > best.group.members.length) ||
          (count === best.shared && candidate.group.members.length === best.group.members.length && candidate.group.key < best.group.key))
      )
        best = { group: candidate.group, shared: count };
    }
    const joined = best?.group ?? found.find((candidate) => shared(list.signature, candidate.cards) >= SIGNATURE_SHARED_TO_JOIN)?.group;
    if (joined) {
      joined.members.push(list.id);
      continue;
    }
    const group = groupOf(`cards:${list.signature[0].key}:${found.length}`, 'DECKLIST');
    group.signature = list.signature;
    group.members.push(list.id);
    found.push({ group, cards: new Set(list.signature.map((card) => card.key)) });
  }
  return groups;
}

function nameOf(group: Group): string | null {
  if (group.source === 'UNKNOWN') return null;
  if (group.source === 'DECKLIST')
    return group.signature
      .slice(0, NAME_CARDS)
      .map((card) => card.name)
      .join(' / ');
  // The most common spelling; a tie goes to the first in code-point order (stable whatever the input order).
  return [...group.spellings].sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : a > b ? 1 : 0))[0][0];
}

/**
 * A decided match's win rate: wins / (wins + losses). Draws are shown beside it but not counted:
 * an intentional draw in the last Swiss rounds says nothing of how two decks play against each
 * other, and counting it as half a win or as a non-win would move the rate for that reason alone.
 * (A choice, stated: metagame reports differ; MTGTop8 shows no win rates.) Null with no decided match.
 */
export function winRate(wins: number, losses: number): Rational | null {
  return wins + losses === 0 ? null : rational(wins, wins + losses);
}

/**
 * The event's metagame. Matches count once each, whatever the phase (Swiss and top cut); byes,
 * double losses and matches between players outside `players` are left out; a mirror match
 * (both players of one archetype) counts in `mirrorMatches` only, never in a win rate.
 */
export function computeMetagame(input: MetagameInput): Metagame {
  const groups = groupPlayers(input.players, input.unlimitedNames);
  const archetypeOf = new Map<string, string>();
  for (const group of groups.values()) for (const id of group.members) archetypeOf.set(id, group.key);

  const cells = new Map<string, { wins: number; losses: number; draws: number }>();
  const cell = (archetype: string, opponent: string) => {
    const key = `${archetype}\u0000${opponent}`;
    let found = cells.get(key);
    if (!found) cells.set(key, (found = { wins: 0, losses: 0, draws: 0 }));
    return found;
  };
  let mirrorMatches = 0;
  for (const match of input.matches) {
    if (match.player2 === null || match.doubleLoss) continue;
    const a = archetypeOf.get(match.player1);
    const b = archetypeOf.get(match.player2);
    if (a === undefined || b === undefined) continue;
    if (a === b) {
      mirrorMatches++;
      continue;
    }
    const outcome = matchOutcome(match);
    const ab = cell(a, b);
    const ba = cell(b, a);
    if (outcome === 'player1') {
      ab.wins++;
      ba.losses++;
    } else if (outcome === 'player2') {
      ab.losses++;
      ba.wins++;
    } else {
      ab.draws++;
      ba.draws++;
    }
  }

  const field = input.players.length;
  const cut = new Set(input.topCut);
  const archetypes = [...groups.values()].map((group): ArchetypeLine => {
    const record = { wins: 0, losses: 0, draws: 0 };
    for (const [key, found] of cells) {
      if (key.slice(0, key.indexOf('\u0000')) !== group.key) continue;
      record.wins += found.wins;
      record.losses += found.losses;
      record.draws += found.draws;
    }
    const topCut = group.members.filter((id) => cut.has(id)).length;
    return {
      key: group.key,
      name: nameOf(group),
      source: group.source,
      players: group.members.length,
      share: rational(group.members.length, field),
      topCut,
      topCutShare: cut.size ? rational(topCut, cut.size) : null,
      conversion: cut.size ? rational(topCut, group.members.length) : null,
      signature: group.signature.map((card) => card.name),
      ...record,
      winRate: winRate(record.wins, record.losses),
    };
  });
  archetypes.sort(
    (a, b) =>
      b.players - a.players ||
      (a.name === null ? 1 : 0) - (b.name === null ? 1 : 0) ||
      ((a.name ?? '') < (b.name ?? '') ? -1 : (a.name ?? '') > (b.name ?? '') ? 1 : 0) ||
      (a.key < b.key ? -1 : 1),
  );
  const order = new Map(archetypes.map((line, index) => [line.key, index]));
  const matchups = [...cells]
    .map(([key, found]): Matchup => {
      const [archetype, opponent] = key.split('\u0000');
      return { archetype, opponent, ...found, winRate: winRate(found.wins, found.losses) };
    })
    .sort((a, b) => order.get(a.archetype)! - order.get(b.archetype)! || order.get(a.opponent)! - order.get(b.opponent)!);
  return { players: field, topCutSize: cut.size, archetypes, matchups, mirrorMatches, archetypeOf };
}
