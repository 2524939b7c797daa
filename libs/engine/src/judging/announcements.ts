import type { LosingDamage } from '../profiles';
import type { PlayoffDrawPolicy, PlayoffDraws } from '../results';
import { Rel } from './catalogs';

/** What the event already knows; everything optional may be left for the head judge to fill in. */
export interface AnnouncementFacts {
  readonly eventName: string;
  readonly playerCount: number;
  readonly swissRounds: number;
  /** Players in the single-elimination playoff; 0 when there is none. */
  readonly topCut: number;
  readonly roundMinutes: number;
  /**
   * Turns after the current one when time is called (MTR 2.5: 5, or 3 in team formats); null when
   * the game's rules known to Taikai set no end-of-round procedure (FFTCG's comprehensive rules
   * define games, not events): the announcement then says the organizer announces it.
   */
  readonly extraTurns: number | null;
  /**
   * What a playoff does with a drawn game: 'NEVER' (the default; Magic, MTR 2.5: single elimination
   * never ends in a draw) or the organizer's policy where the game allows draws (FFTCG 3.3).
   */
  readonly playoffDraws?: PlayoffDraws;
  /** Damage at which a player loses a game, constructed and limited (FFTCG 3.1.1: 7, and 6 in limited). */
  readonly losingDamage?: LosingDamage;
  /**
   * Remind players at Competitive and Professional REL to point out their own triggered abilities:
   * only for games whose penalty catalog has a Missed Trigger infraction (Magic's IPG 2.1).
   */
  readonly remindTriggers?: boolean;
  readonly rel: Rel;
  readonly headJudge?: string;
  readonly judges?: readonly string[];
  /** How decklists are collected (MTR 2.7); unset: they are not, and the announcement says nothing of them. */
  readonly decklists?: DecklistCollection;
  readonly prizes?: StaffWords;
  readonly venueNotes?: StaffWords;
  /** Constructed, limited, booster draft or sealed. */
  readonly formatType?: FormatType;
  /** The constructed format's name, e.g. the card database's legality format (modern, standard). */
  readonly formatName?: string;
}

/** The organizer's own words, written once in English and once in Japanese (either may be missing). */
export interface StaffWords {
  readonly en?: string;
  readonly ja?: string;
}

export type FormatType = 'CONSTRUCTED' | 'LIMITED' | 'DRAFT' | 'SEALED';

/**
 * Who hands in decklists and how: every player before the Swiss rounds, on paper to the staff or
 * on their phones; or only the players who make the top cut.
 */
export interface DecklistCollection {
  readonly from: 'SWISS' | 'TOP_CUT';
  readonly submitter: 'PLAYER' | 'STAFF';
}

/** One thing the head judge says: a code and its parameters; `PRIZES` and `VENUE` are staff's own words. */
export type AnnouncementSentence =
  | { readonly code: 'GREETING'; readonly eventName: string }
  | { readonly code: 'JUDGES'; readonly headJudge: string | undefined; readonly judges: readonly string[] }
  | { readonly code: 'JUDGES_MISSING' }
  | { readonly code: 'DECKLISTS_COLLECTED' }
  | { readonly code: 'DECKLISTS_ON_PHONES' }
  | { readonly code: 'DECKLISTS_TOP_CUT' }
  | { readonly code: 'FORMAT'; readonly formatType: FormatType; readonly name: string | undefined }
  | { readonly code: 'PLAYERS'; readonly players: number; readonly rounds: number }
  | { readonly code: 'TOP_CUT'; readonly size: number }
  | { readonly code: 'PRIZES'; readonly text: StaffWords }
  | { readonly code: 'PRIZES_MISSING' }
  | { readonly code: 'TIME'; readonly minutes: number; readonly extraTurns: number }
  | { readonly code: 'TIME_ORGANIZER_PROCEDURE'; readonly minutes: number }
  | { readonly code: 'PLAYOFF_NO_DRAWS' }
  | { readonly code: 'PLAYOFF_DRAW_POLICY'; readonly policy: PlayoffDrawPolicy }
  | { readonly code: 'LOSING_DAMAGE'; readonly damage: number; readonly limitedDamage: number | null }
  | { readonly code: 'TRIGGERS' }
  | { readonly code: 'COMMUNICATION' }
  | { readonly code: 'SHUFFLING' }
  | { readonly code: 'SLOW_PLAY' }
  | { readonly code: 'REL'; readonly rel: Rel }
  | { readonly code: 'CALL_JUDGE' }
  | { readonly code: 'VENUE'; readonly text: StaffWords }
  | { readonly code: 'VENUE_MISSING' }
  | { readonly code: 'CLOSING' };

export interface AnnouncementSection {
  /** Part of the template (1–10). */
  readonly part: number;
  readonly sentences: readonly AnnouncementSentence[];
  /** The part holds a placeholder the head judge must replace before reading it. */
  readonly needsInput: boolean;
}

export interface Announcement {
  readonly eventName: string;
  readonly sections: readonly AnnouncementSection[];
}

function requireCount(name: string, value: number, minimum: number): void {
  if (!Number.isInteger(value) || value < minimum) {
    throw new RangeError(`${name} must be an integer of at least ${minimum}, got ${value}`);
  }
}

const given = (text: string | undefined): string | undefined => (text?.trim() ? text.trim() : undefined);

/** The languages the organizer wrote something in, trimmed; undefined when neither. */
function givenWords(words: StaffWords | undefined): StaffWords | undefined {
  const en = given(words?.en);
  const ja = given(words?.ja);
  return en || ja ? { ...(en ? { en } : {}), ...(ja ? { ja } : {}) } : undefined;
}

/**
 * The head judge's opening announcement, following the ten parts of the template (the
 * head-judge announcement, ヘッドジャッジアナウンス, 【アナウンスの例】 1–10): parts 3, 4, 5, 6
 * and 9 come from the event's data. Part 3 appears only when decklists are collected (MTR 2.7),
 * saying how; part 6 is the end-of-round procedure (MTR 2.5: the turn in progress, then the extra
 * turns, then a draw; no draws in a single-elimination playoff) or, for a game whose tournament
 * rules Taikai does not have, that the organizer announces it, and the organizer's policy for a
 * drawn playoff game; part 7 the template's three reminders (clear communication, thorough
 * shuffling, slow play), the damage that loses a game where the game is won by damage (FFTCG
 * 3.1.1), the REL, and at Competitive or Professional REL the trigger reminder where the game's
 * catalog penalises missed triggers. Parts 2, 5 and 9 are
 * always present and, without facts, hold a placeholder (`needsInput`) rather than disappearing,
 * so nothing is silently skipped. Codes only: the words, in each language, belong to whoever
 * reads it out.
 */
export function composeAnnouncement(facts: AnnouncementFacts): Announcement {
  requireCount('playerCount', facts.playerCount, 0);
  requireCount('swissRounds', facts.swissRounds, 1);
  requireCount('topCut', facts.topCut, 0);
  requireCount('roundMinutes', facts.roundMinutes, 1);
  if (facts.extraTurns !== null) requireCount('extraTurns', facts.extraTurns, 0);
  const judges = (facts.judges ?? []).map((name) => name.trim()).filter(Boolean);
  const headJudge = given(facts.headJudge);
  const prizes = givenWords(facts.prizes);
  const venueNotes = givenWords(facts.venueNotes);
  const formatName = given(facts.formatName);
  const section = (part: number, sentences: AnnouncementSentence[], needsInput = false): AnnouncementSection => ({
    part,
    sentences,
    needsInput,
  });

  return {
    eventName: facts.eventName,
    sections: [
      section(1, [{ code: 'GREETING', eventName: facts.eventName }]),
      headJudge || judges.length > 0 ? section(2, [{ code: 'JUDGES', headJudge, judges }]) : section(2, [{ code: 'JUDGES_MISSING' }], true),
      ...(facts.decklists ? [section(3, [decklistSentence(facts.decklists)])] : []),
      section(4, [
        ...(facts.formatType ? [{ code: 'FORMAT', formatType: facts.formatType, name: formatName } as const] : []),
        { code: 'PLAYERS', players: facts.playerCount, rounds: facts.swissRounds },
        { code: 'TOP_CUT', size: facts.topCut },
      ]),
      prizes ? section(5, [{ code: 'PRIZES', text: prizes }]) : section(5, [{ code: 'PRIZES_MISSING' }], true),
      section(6, [
        facts.extraTurns === null
          ? { code: 'TIME_ORGANIZER_PROCEDURE', minutes: facts.roundMinutes }
          : { code: 'TIME', minutes: facts.roundMinutes, extraTurns: facts.extraTurns },
        ...(facts.topCut > 0 ? [playoffSentence(facts.playoffDraws ?? 'NEVER')] : []),
      ]),
      section(7, [
        { code: 'COMMUNICATION' },
        { code: 'SHUFFLING' },
        { code: 'SLOW_PLAY' },
        ...(facts.losingDamage ? [damageSentence(facts.losingDamage, facts.formatType)] : []),
        { code: 'REL', rel: facts.rel },
        ...(facts.remindTriggers && facts.rel !== 'REGULAR' ? [{ code: 'TRIGGERS' } as const] : []),
      ]),
      section(8, [{ code: 'CALL_JUDGE' }]),
      venueNotes ? section(9, [{ code: 'VENUE', text: venueNotes }]) : section(9, [{ code: 'VENUE_MISSING' }], true),
      section(10, [{ code: 'CLOSING' }]),
    ],
  };
}

function playoffSentence(draws: PlayoffDraws): AnnouncementSentence {
  return draws === 'NEVER' ? { code: 'PLAYOFF_NO_DRAWS' } : { code: 'PLAYOFF_DRAW_POLICY', policy: draws };
}

/** FFTCG 3.1.1 (fftcg-rules-ja.txt:56 「7 点のダメージ」): 7 in constructed, 6 in limited; both when the format is not known. */
function damageSentence(damage: LosingDamage, formatType: FormatType | undefined): AnnouncementSentence {
  if (formatType === 'CONSTRUCTED') return { code: 'LOSING_DAMAGE', damage: damage.constructed, limitedDamage: null };
  if (formatType) return { code: 'LOSING_DAMAGE', damage: damage.limited, limitedDamage: null };
  return { code: 'LOSING_DAMAGE', damage: damage.constructed, limitedDamage: damage.limited };
}

function decklistSentence(decklists: DecklistCollection): AnnouncementSentence {
  if (decklists.from === 'TOP_CUT') return { code: 'DECKLISTS_TOP_CUT' };
  return decklists.submitter === 'PLAYER' ? { code: 'DECKLISTS_ON_PHONES' } : { code: 'DECKLISTS_COLLECTED' };
}
