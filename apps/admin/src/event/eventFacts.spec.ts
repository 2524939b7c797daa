import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from '../app/i18n/en';
import { ja } from '../app/i18n/ja';
import { bestOfLabel } from './eventFacts';

const inJapanese = polyglotI18nProvider(() => ja as never, 'ja').translate;
const inEnglish = polyglotI18nProvider(() => en as never, 'en').translate;

describe('the event header says the match format as the event form does', () => {
  it('in Japanese, a best of three is 3本勝負（2本先取）, never 3本先取', () => {
    expect(bestOfLabel(inJapanese, 3)).toBe('3本勝負（2本先取）');
    expect(bestOfLabel(inJapanese, 5)).toBe('5本勝負（3本先取）');
    expect(bestOfLabel(inJapanese, 1)).toBe('1本勝負');
  });

  it('counts the wins needed for a length the form does not offer', () => {
    expect(bestOfLabel(inJapanese, 7)).toBe('7本勝負（4本先取）');
    expect(bestOfLabel(inEnglish, 7)).toBe('Best of 7');
  });

  it('in English, best of three', () => {
    expect(bestOfLabel(inEnglish, 3)).toBe('Best of 3');
  });
});
