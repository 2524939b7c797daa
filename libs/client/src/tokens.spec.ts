import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pixels, readTokens } from './tokens';

const css = readFileSync(join(__dirname, 'tokens.css'), 'utf8');

describe('design tokens', () => {
  it('reads the light and dark values of tokens.css', () => {
    const tokens = readTokens(css);
    expect(tokens.light).toMatchObject({
      indigo: '#2d3a8c',
      vermilion: '#c7402d',
      bg: '#f4f5fa',
      radius: '12px',
      'radius-md': '10px',
      'text-sm': '0.875rem',
      'focus-ring-width': '3px',
    });
    expect(tokens.light['font-family']).toMatch(/^system-ui, .*'Noto Sans JP'.*sans-serif$/);
    expect(tokens.dark).toMatchObject({ bg: '#10121e', surface: '#181b2b', focus: '#ff8a73' });
    expect(tokens.dark.indigo).toBeUndefined();
  });

  it('has every scale the apps use, and lengths in pixels', () => {
    const { light } = readTokens(css);
    for (const name of [
      'space-1',
      'space-2',
      'space-3',
      'space-4',
      'space-6',
      'radius-sm',
      'radius-md',
      'radius',
      'radius-lg',
      'radius-xl',
    ])
      expect(pixels(light[name])).toBeGreaterThan(0);
    expect(() => pixels('1rem')).toThrow();
  });
});
