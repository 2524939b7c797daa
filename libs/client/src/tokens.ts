/**
 * Reads the design tokens (`tokens.css`, custom properties on `:root`) into values a script can
 * use: the admin's MUI theme takes its colours, radii and font stack from the same file the player
 * page's styles use. `light` holds every token; `dark` the ones the dark colour scheme changes.
 */
export interface DesignTokens {
  light: Readonly<Record<string, string>>;
  dark: Readonly<Record<string, string>>;
}

function customProperties(block: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const match of block.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/--([\w-]+)\s*:\s*([^;]+);/g))
    values[match[1]] = match[2].replace(/\s+/g, ' ').trim();
  return values;
}

export function readTokens(css: string): DesignTokens {
  const dark = /@media\s*\(prefers-color-scheme:\s*dark\)\s*\{\s*:root\s*\{([^}]*)\}/.exec(css);
  const light = /(?:^|\})\s*:root\s*\{([^}]*)\}/.exec(css.replace(/\/\*[\s\S]*?\*\//g, ''));
  if (!light) throw new Error('tokens.css has no :root block');
  return { light: customProperties(light[1]), dark: dark ? customProperties(dark[1]) : {} };
}

/** A length token in pixels ("12px" → 12). */
export function pixels(value: string | undefined): number {
  const match = /^(\d+(?:\.\d+)?)px$/.exec(value ?? '');
  if (!match) throw new Error(`not a length in px: ${value}`);
  return Number(match[1]);
}
