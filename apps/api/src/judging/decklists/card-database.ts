import { Inject, Injectable, Logger } from '@nestjs/common';
import { CardIndex, cardIndexFromMtgjson } from '@taikai/engine';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../../platform/config';
import { APP_CONFIG } from '../../platform/config';
import { jsonShapeProblem } from '../../platform/common';
import { AppError } from '../../platform/errors';

/** The file the organizer uploads or places by hand: MTGJSON's AtomicCards format (or a subset). */
export const CARD_DATABASE_FILE = 'AtomicCards.json';
/** Deeper or larger than AtomicCards.json ever is (the 2 MB request limit bounds an upload anyway). */
export const CARD_DATABASE_JSON_LIMITS = { maxDepth: 32, maxContainers: 1_000_000 };

/**
 * The card database in `<TAIKAI_DATA_DIR>/cards/AtomicCards.json`: no network is assumed, so it is
 * uploaded or copied there. Read when first needed and again when the file changes; no file means
 * names are not checked. The only code that touches that file.
 */
@Injectable()
export class CardDatabase {
  private readonly logger = new Logger(CardDatabase.name);
  private readonly file: string;
  private loaded?: { mtimeMs: number; index: CardIndex | undefined };

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.file = path.join(config.dataDir, 'cards', CARD_DATABASE_FILE);
  }

  async index(): Promise<CardIndex | undefined> {
    const stat = await fs.stat(this.file).catch(() => undefined);
    if (!stat) return undefined;
    if (this.loaded?.mtimeMs === stat.mtimeMs) return this.loaded.index;
    const built = await fs
      .readFile(this.file, 'utf8')
      .then((text) => cardIndexFromMtgjson(JSON.parse(text)))
      .catch(() => ({ ok: false, code: 'CARD_DATABASE_MALFORMED' }) as const);
    if (!built.ok) this.logger.warn(`${this.file} is not MTGJSON's AtomicCards format (${built.code}); card names are not checked.`);
    this.loaded = { mtimeMs: stat.mtimeMs, index: built.ok ? built.value : undefined };
    return this.loaded.index;
  }

  /** Checks the text first, then replaces the file (written under another name and renamed). */
  async replace(text: string): Promise<CardIndex> {
    // AtomicCards.json is a few levels deep (data → name → faces → foreignData → entry).
    if (await jsonShapeProblem(text, CARD_DATABASE_JSON_LIMITS)) throw new AppError('CARD_DATABASE_MALFORMED');
    let document: unknown;
    try {
      document = JSON.parse(text);
    } catch {
      throw new AppError('CARD_DATABASE_MALFORMED');
    }
    // An oddly shaped document (a card that is not an object…) is malformed, never an internal error.
    const built = (() => {
      try {
        return cardIndexFromMtgjson(document);
      } catch {
        return { ok: false, code: 'CARD_DATABASE_MALFORMED' } as const;
      }
    })();
    if (!built.ok) throw new AppError(built.code);
    await fs.mkdir(path.dirname(this.file), { recursive: true });
    await fs.writeFile(`${this.file}.tmp`, text);
    await fs.rename(`${this.file}.tmp`, this.file);
    return built.value;
  }
}
