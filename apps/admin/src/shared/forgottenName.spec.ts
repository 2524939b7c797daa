import { en } from '../app/i18n/en';
import { ja } from '../app/i18n/ja';
import { shownName } from './forgottenName';

const translator = (words: typeof en) => (key: string, options?: Record<string, unknown>) =>
  key === 'taikai.person_records.forgotten_name'
    ? words.taikai.person_records.forgotten_name.replace('%{code}', String(options?.code))
    : key;

describe('a forgotten person’s name', () => {
  it('is shown in the staff’s language; any other name as it is', () => {
    expect(shownName('Forgotten player 7F3A', translator(en))).toBe('Forgotten player 7F3A');
    expect(shownName('Forgotten player 7F3A', translator(ja))).toBe('削除済みプレイヤー 7F3A');
    expect(shownName('Forgotten player of 1999', translator(ja))).toBe('Forgotten player of 1999');
  });
});
