import { en } from '../app/i18n/en';
import { ja } from '../app/i18n/ja';
import { shownName, shownPlayerName, shownRowPlayerName } from './forgottenName';

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

  it('is translated in every list that names players, the shared name’s player ID kept', () => {
    expect(shownPlayerName({ name: 'Forgotten player 7F3A', distinguishingId: null }, translator(ja))).toBe('削除済みプレイヤー 7F3A');
    expect(shownPlayerName({ name: '佐藤 葵', distinguishingId: '1234567' }, translator(ja))).toBe('佐藤 葵 [1234567]');
    expect(shownRowPlayerName({ playerName: 'Forgotten player 7F3A' }, translator(ja))).toBe('削除済みプレイヤー 7F3A');
  });
});
