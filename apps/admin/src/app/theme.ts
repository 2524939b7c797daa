import { pixels, readTokens } from '@taikai/client';
import tokensCss from '@taikai/client/src/tokens.css?raw';
import { type RaThemeOptions, defaultDarkTheme, defaultLightTheme } from 'react-admin';

/** The design tokens the player page's styles use too (libs/client/src/tokens.css). */
const tokens = readTokens(tokensCss);

/**
 * Taikai's look: 藍 (ai, indigo) as the primary colour, 朱 (shu, vermilion) as the accent,
 * a calm off-white canvas, flat outlined cards, and a font stack that has good Japanese faces.
 */
export const brand = {
  indigo: tokens.light.indigo,
  indigoDark: tokens.light['indigo-dark'],
  indigoLight: '#5C66BD',
  vermilion: tokens.light.vermilion,
  vermilionLight: '#E8715C',
  canvas: tokens.light.bg,
  line: '#E1E4EF',
};

const fontFamily = tokens.light['font-family'];

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain => typeof value === 'object' && value !== null && !Array.isArray(value);

function merge<T>(base: T, extra: Plain): T {
  const out: Plain = { ...(base as Plain) };
  for (const [key, value] of Object.entries(extra)) {
    out[key] = isPlain(value) && isPlain(out[key]) ? merge(out[key], value) : value;
  }
  return out as T;
}

const shared = {
  shape: { borderRadius: pixels(tokens.light['radius-md']) },
  typography: {
    fontFamily,
    h4: { fontWeight: 700, letterSpacing: '-0.01em' },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600, letterSpacing: 0 },
  },
  sidebar: { width: 236, closedWidth: 56 },
  components: {
    MuiAppBar: { defaultProps: { elevation: 0 } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
    MuiTableCell: { styleOverrides: { head: { fontWeight: 700 } } },
  },
};

export const lightTheme: RaThemeOptions = merge(merge(defaultLightTheme as RaThemeOptions, shared), {
  palette: {
    mode: 'light',
    primary: { main: brand.indigo, light: brand.indigoLight, dark: brand.indigoDark, contrastText: '#FFFFFF' },
    secondary: { main: brand.vermilion, light: brand.vermilionLight, dark: '#8F2415', contrastText: '#FFFFFF' },
    background: { default: brand.canvas, paper: tokens.light.surface },
    text: { primary: tokens.light.text, secondary: tokens.light.muted },
    // MUI's defaults are under 4.5:1 on white (WCAG 1.4.3) as filled chips and as text buttons on grey toolbars.
    warning: { main: '#A34D00', contrastText: '#FFFFFF' },
    error: { main: '#B3261E', contrastText: '#FFFFFF' },
  },
  components: {
    // A disabled field's help still explains why it is disabled: keep it readable.
    MuiFormHelperText: { styleOverrides: { root: { '&.Mui-disabled': { color: tokens.light.muted } } } },
    MuiPaper: { styleOverrides: { outlined: { borderColor: brand.line } } },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: { root: { borderColor: brand.line, borderRadius: pixels(tokens.light['radius-lg']) } },
    },
    RaMenuItemLink: {
      styleOverrides: {
        root: {
          borderLeft: '3px solid transparent',
          '&.RaMenuItemLink-active': {
            borderLeftColor: brand.vermilion,
            backgroundColor: 'rgba(45, 58, 140, 0.08)',
            color: brand.indigo,
            fontWeight: 600,
            '& .MuiListItemIcon-root': { color: brand.indigo },
          },
        },
      },
    },
  },
});

export const darkTheme: RaThemeOptions = merge(merge(defaultDarkTheme as RaThemeOptions, shared), {
  palette: {
    mode: 'dark',
    primary: { main: '#A9B1F5', light: '#D0D4FA', dark: '#7C86D9', contrastText: '#12162E' },
    secondary: { main: '#FF8A73', light: '#FFB3A4', dark: '#C7402D', contrastText: '#1A0B08' },
    background: { default: tokens.dark.bg, paper: tokens.dark.surface },
  },
  components: {
    MuiCard: { defaultProps: { variant: 'outlined' }, styleOverrides: { root: { borderRadius: pixels(tokens.light['radius-lg']) } } },
    RaMenuItemLink: {
      styleOverrides: {
        root: {
          borderLeft: '3px solid transparent',
          '&.RaMenuItemLink-active': { borderLeftColor: '#FF8A73', fontWeight: 600 },
        },
      },
    },
  },
});
