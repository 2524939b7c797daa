import { shownPersonName } from './person-names';

describe('shownPersonName', () => {
  it('words a forgotten person’s anonymous name in the reader’s language and leaves other names alone', () => {
    expect(shownPersonName('ja', 'Forgotten player 7F3A')).toBe('削除済みプレイヤー 7F3A');
    expect(shownPersonName('en', 'Forgotten player 7F3A')).toBe('Forgotten player 7F3A');
    expect(shownPersonName('ja', '佐藤 葵')).toBe('佐藤 葵');
    expect(shownPersonName('ja', 'Forgotten player of 7F3A')).toBe('Forgotten player of 7F3A');
  });
});
