/** How a format treats a card, as MTGJSON's `legalities` spell it; missing means not legal. */
export type Legality = 'Legal' | 'Banned' | 'Restricted' | 'NotLegal';

/** What the deck checks need to know of one card. */
export interface CardFacts {
  /** The English (Oracle) name: copies are counted by it (MTR 6.1). */
  readonly name: string;
  /** The most copies a deck may hold whatever the format says; null: any number. Absent: the format's limit. */
  readonly copyLimit?: number | null;
  /** The card has the supertype Basic (CR 205.4): any number of copies, and exempt from unified construction (MTR 8.4). */
  readonly basic?: boolean;
  readonly legalities: Readonly<Record<string, Legality>>;
}

/** A card database the checks look names up in, in any language it knows. */
export interface CardIndex {
  lookup(name: string): CardFacts | undefined;
  readonly size: number;
}

/**
 * The key two spellings of one name share: compatibility forms folded (full-width letters,
 * half-width kana), case, accents on Latin letters, spaces, punctuation and the 《》 brackets of
 * Japanese lists ignored. "Lim-Dûl's Vault", "lim-dul's vault" and "LIM DUL S VAULT" meet.
 */
export function cardKey(name: string): string {
  return (
    name
      .normalize('NFKC')
      .normalize('NFD')
      // Only combining marks of Latin letters: Japanese voiced marks (U+3099/U+309A) change the kana.
      .replace(/[\u0300-\u036f]/g, '')
      .normalize('NFC')
      .toLowerCase()
      .replace(/[\s\p{P}\p{S}]/gu, '')
  );
}

/** MTGJSON's card object, the fields read of it (AtomicCards.json and its subsets). */
interface MtgjsonAtomicCard {
  readonly name?: unknown;
  readonly faceName?: unknown;
  readonly supertypes?: unknown;
  readonly text?: unknown;
  readonly legalities?: unknown;
  readonly foreignData?: unknown;
}

export type CardIndexProblemCode = 'CARD_DATABASE_MALFORMED' | 'CARD_DATABASE_EMPTY';

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};

/**
 * Builds an index from MTGJSON's AtomicCards format (`{ data: { [name]: card[] } }`; a
 * legalities-only subset works too). Each card is found by its English name, the name of its
 * front face, and its Japanese names. Basic cards and "A deck can have any number of cards
 * named …" (Relentless Rats) have no copy limit; "up to seven" (Seven Dwarves) has seven.
 */
export function cardIndexFromMtgjson(document: unknown): { ok: true; value: CardIndex } | { ok: false; code: CardIndexProblemCode } {
  const data = (document as { data?: unknown } | null)?.data;
  if (!data || typeof data !== 'object' || Array.isArray(data)) return { ok: false, code: 'CARD_DATABASE_MALFORMED' };
  const byKey = new Map<string, CardFacts>();
  for (const [name, printings] of Object.entries(data as Record<string, unknown>)) {
    if (!Array.isArray(printings) || printings.length === 0) continue;
    const facts = factsOf(name, printings as MtgjsonAtomicCard[]);
    const add = (alias: unknown) => {
      if (typeof alias !== 'string' || alias === '') return;
      const key = cardKey(alias);
      if (key && !byKey.has(key)) byKey.set(key, facts);
    };
    add(name);
    for (const face of printings as MtgjsonAtomicCard[]) {
      add(face.faceName);
      for (const foreign of Array.isArray(face.foreignData) ? face.foreignData : []) {
        if ((foreign as { language?: unknown }).language !== 'Japanese') continue;
        add((foreign as { name?: unknown }).name);
        add((foreign as { faceName?: unknown }).faceName);
      }
    }
  }
  if (byKey.size === 0) return { ok: false, code: 'CARD_DATABASE_EMPTY' };
  return { ok: true, value: { lookup: (name) => byKey.get(cardKey(name)), size: byKey.size } };
}

function factsOf(name: string, faces: readonly MtgjsonAtomicCard[]): CardFacts {
  const front = faces[0];
  const legalities: Record<string, Legality> = {};
  if (front.legalities && typeof front.legalities === 'object') {
    for (const [format, status] of Object.entries(front.legalities as Record<string, unknown>)) {
      if (status === 'Legal' || status === 'Banned' || status === 'Restricted') legalities[format] = status;
    }
  }
  const basic = faces.some((face) => Array.isArray(face.supertypes) && face.supertypes.includes('Basic'));
  const text = faces.map((face) => (typeof face.text === 'string' ? face.text : '')).join('\n');
  const copyLimit = basic || /A deck can have any number of cards named/i.test(text) ? null : upToLimit(text);
  return { name, legalities, ...(copyLimit !== undefined ? { copyLimit } : {}), ...(basic ? { basic } : {}) };
}

function upToLimit(text: string): number | undefined {
  const match = /A deck can have up to (\w+) cards named/i.exec(text);
  if (!match) return undefined;
  return NUMBER_WORDS[match[1].toLowerCase()] ?? (Number.isInteger(Number(match[1])) ? Number(match[1]) : undefined);
}
