import type { PaperSize } from './printStyles';

/** Countries that print on Letter; everywhere else (Japan, Europe…) uses A4. */
const LETTER_REGIONS = new Set(['US', 'CA', 'MX', 'PH', 'CL', 'CO', 'VE']);
const JAPANESE_SCRIPT = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;

/**
 * The paper an event prints on unless the desk chose another: from where the event is held (its
 * locale, "ja-JP"), else a venue or name in Japanese script (Japan), else the browser's region.
 * Never Letter for a Tokyo venue just because the laptop is set to US English.
 */
export function defaultPaper(
  event: { name: string; venue?: string | null; locale?: string | null },
  browserLanguage: string | undefined,
): PaperSize {
  const place = event.locale ?? (JAPANESE_SCRIPT.test(`${event.venue ?? ''} ${event.name}`) ? 'ja-JP' : browserLanguage);
  const region = place ? new Intl.Locale(place).maximize().region : undefined;
  return region && LETTER_REGIONS.has(region) ? 'Letter' : 'A4';
}

const paperKey = (eventId: string) => `taikai.admin.paper.${eventId}`;

/** The paper chosen for this event on this computer, if any. */
export function rememberedPaper(storage: Pick<Storage, 'getItem'>, eventId: string): PaperSize | null {
  const stored = storage.getItem(paperKey(eventId));
  return stored === 'A4' || stored === 'Letter' ? stored : null;
}

export function rememberPaper(storage: Pick<Storage, 'setItem'>, eventId: string, paper: PaperSize): void {
  storage.setItem(paperKey(eventId), paper);
}
