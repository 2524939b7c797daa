import { existsSync } from 'node:fs';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import { renderAsync } from '@resvg/resvg-js';

/**
 * Japanese names need a Japanese font on a machine that may have none (a venue's laptop): Noto
 * Sans JP ships with the npm package `@embedpdf/fonts-jp` (OTF, which resvg reads; the fontsource
 * packages ship only WOFF2, which it does not). Without it, Debian's IPA Gothic
 * (fonts-ipafont-gothic) and then the system's fonts are used, said once in the log.
 */
const SYSTEM_JAPANESE_FONTS = [
  '/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf',
  '/usr/share/fonts/truetype/fonts-japanese-gothic.ttf',
  '/usr/share/fonts/opentype/ipaexfont-gothic/ipaexg.ttf',
];

export interface FontChoice {
  files: string[];
  family: string;
  /** Where the Japanese glyphs come from, for the log: the package, a system font, or none. */
  source: 'package' | 'system' | 'none';
}

function packagedNotoSansJp(): string[] {
  try {
    // The package exports only its index (dist/); the fonts sit beside it.
    const fonts = path.join(path.dirname(require.resolve('@embedpdf/fonts-jp')), '..', 'fonts');
    const files = ['NotoSansJP-Regular.otf', 'NotoSansJP-Bold.otf'].map((file) => path.join(fonts, file));
    return files.every((file) => existsSync(file)) ? files : [];
  } catch {
    return [];
  }
}

export function chooseFonts(packaged = packagedNotoSansJp(), system = SYSTEM_JAPANESE_FONTS): FontChoice {
  if (packaged.length) return { files: packaged, family: 'Noto Sans JP', source: 'package' };
  const found = system.filter((file) => existsSync(file));
  if (found.length) return { files: found, family: 'IPAGothic', source: 'system' };
  return { files: [], family: 'sans-serif', source: 'none' };
}

let chosen: FontChoice | null = null;
const logger = new Logger('SocialImages');

function fonts(): FontChoice {
  if (chosen) return chosen;
  chosen = chooseFonts();
  if (chosen.source === 'system') logger.log(`Images for social posts: Noto Sans JP not installed, Japanese in ${chosen.files[0]}`);
  if (chosen.source === 'none') {
    logger.warn(
      'Images for social posts: no Japanese font found (npm @embedpdf/fonts-jp, or fonts-ipafont-gothic): Japanese text will be missing',
    );
  }
  return chosen;
}

export interface RenderedImage {
  png: Buffer;
  width: number;
  height: number;
  /** RGBA, row by row: what tests count drawn pixels in. */
  pixels: Buffer;
}

/**
 * An SVG as PNG at its own size, with the chosen fonts only (what the image shows does not depend on
 * the machine's other fonts). Drawn on libuv's thread pool: a bracket takes ~0.1–0.5 s, which the
 * event loop (results coming in during the top cut) must not wait for.
 */
export async function renderSvg(svg: string, choice: FontChoice = fonts()): Promise<RenderedImage> {
  const rendered = await renderAsync(svg, {
    font: { fontFiles: choice.files, loadSystemFonts: choice.source === 'none', defaultFontFamily: choice.family },
  });
  return { png: rendered.asPng(), width: rendered.width, height: rendered.height, pixels: rendered.pixels };
}
