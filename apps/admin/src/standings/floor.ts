import { formatRate } from '../shared/formats/rates';

/**
 * The win-rate floor as the rule profile sets it (an exact fraction, "1/3"), said to be the profile's
 * setting: the MTR prints 0.33 (appendix C), which is not the same number.
 */
export const floorFootnote = (floor: string, translate: (key: string, options?: object) => string): string =>
  translate('taikai.standings.footnote', { floor, percent: formatRate(floor, 0) });
