/** What the overlay's address asks for: `overlay.html?event=ABCDE&view=match&size=720&decks=1&table=3&lang=ja&accent=%23f80`. */
export type OverlayView = 'match' | 'bracket' | 'ticker';

export interface OverlayOptions {
  /** The event's short code (its public page's). */
  event: string;
  view: OverlayView;
  /** The layout: 1080 (1920×1080) or 720 (1280×720); without `size`, the viewport's height decides. */
  size: 1080 | 720;
  /** Show the players' registered deck names. */
  decks: boolean;
  /** Which featured match, by table, when staff feature several (default: the first). */
  table: number | null;
  /** The labels' language; null (no `lang`): the event's own (its locale), else English. */
  lang: 'en' | 'ja' | null;
  /** CSS variables the address overrides (OBS custom CSS can too): `--overlay-bg`, `--overlay-fg`, `--overlay-accent`, `--overlay-font`. */
  theme: Record<string, string>;
}

const THEME_PARAMS = { bg: '--overlay-bg', fg: '--overlay-fg', accent: '--overlay-accent', font: '--overlay-font' } as const;
/** A colour or a font list: nothing that could end the declaration or open another (`;`, `{`, `}`, `url(`). */
const SAFE_VALUE = /^[#\w\s,.'"%()-]{1,80}$/;

export function overlayOptions(search: string, viewportHeight: number): OverlayOptions {
  const params = new URLSearchParams(search);
  const view = params.get('view');
  const size = params.get('size');
  const table = Number(params.get('table'));
  const theme: Record<string, string> = {};
  for (const [param, variable] of Object.entries(THEME_PARAMS)) {
    const value = params.get(param);
    if (value && SAFE_VALUE.test(value) && !/url\(/i.test(value)) theme[variable] = value;
  }
  return {
    event: (params.get('event') ?? '').toUpperCase(),
    view: view === 'bracket' || view === 'ticker' ? view : 'match',
    size: size === '720' ? 720 : size === '1080' ? 1080 : viewportHeight < 900 ? 720 : 1080,
    decks: params.get('decks') === '1',
    table: Number.isInteger(table) && table > 0 ? table : null,
    lang: params.get('lang') === 'ja' ? 'ja' : params.get('lang') === 'en' ? 'en' : null,
    theme,
  };
}

/** The public parts a view reads (`/public/events/<code>/<part>`), refetched on each update of the event's stream. */
export function partsOf(view: OverlayView): readonly string[] {
  if (view === 'bracket') return ['bracket'];
  if (view === 'ticker') return ['', 'standings'];
  return ['feature'];
}
