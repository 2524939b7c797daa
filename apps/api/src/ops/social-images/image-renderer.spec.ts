import { existsSync } from 'node:fs';
import { chooseFonts, type FontChoice, renderSvg } from './image-renderer';
import { escapeXml, FONT_FAMILY } from './social-image-svg';

/** Pixels drawn (not the white background) when `text` alone is rendered in black at 64 px. */
async function ink(text: string, fonts: FontChoice): Promise<number> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" font-family="${FONT_FAMILY}">` +
    `<rect width="200" height="100" fill="#fff"/><text x="10" y="75" font-size="64">${escapeXml(text)}</text></svg>`;
  const { pixels } = await renderSvg(svg, fonts);
  let drawn = 0;
  for (let i = 0; i < pixels.length; i += 4) if (pixels[i] < 128) drawn++;
  return drawn;
}

/**
 * A font without the glyphs draws the same box (or nothing) for every kanji: two different words
 * of two kanji then cover the same number of pixels. With Japanese glyphs, 決勝 (many strokes)
 * covers far more than 一一 (one stroke each).
 */
const drawsJapanese = async (fonts: FontChoice) => {
  const [dense, sparse] = [await ink('決勝', fonts), await ink('一一', fonts)];
  return sparse > 0 && dense > 2 * sparse;
};

describe('the images’ fonts: Japanese text is drawn with glyphs', () => {
  it('uses Noto Sans JP from the npm package, and it draws kanji', async () => {
    const fonts = chooseFonts();
    expect(fonts.source).toBe('package');
    expect(await drawsJapanese(fonts)).toBe(true);
  });

  const ipaGothic = '/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf';
  (existsSync(ipaGothic) ? it : it.skip)(
    "falls back to Debian's IPA Gothic when the package is missing, which draws kanji too",
    async () => {
      const fonts = chooseFonts([]);
      expect(fonts.source).toBe('system');
      expect(await drawsJapanese(fonts)).toBe(true);
    },
  );

  const latinOnly = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
  (existsSync(latinOnly) ? it : it.skip)('tells a font without Japanese glyphs apart (the check above can fail)', async () => {
    expect(await drawsJapanese({ files: [latinOnly], family: 'DejaVu Sans', source: 'system' })).toBe(false);
    expect(await drawsJapanese({ files: [], family: 'sans-serif', source: 'package' })).toBe(false);
  });
});
