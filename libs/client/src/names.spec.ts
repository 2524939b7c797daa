import { forgottenPersonCode, playerName, rowPlayerName } from './names';

describe('playerName', () => {
  it('adds the player ID only when the server says the name is shared', () => {
    expect(playerName({ name: '佐藤 葵', distinguishingId: '1234567' })).toBe('佐藤 葵 [1234567]');
    expect(playerName({ name: '佐藤 葵', distinguishingId: null })).toBe('佐藤 葵');
    expect(playerName({ name: 'Ann' })).toBe('Ann');
  });
});

describe('rowPlayerName', () => {
  it("names a row's player as playerName names the player", () => {
    expect(rowPlayerName({ playerName: '佐藤 葵', distinguishingId: '1234567' })).toBe('佐藤 葵 [1234567]');
    expect(rowPlayerName({ playerName: 'Ann', distinguishingId: null })).toBe('Ann');
  });
});

describe('forgottenPersonCode', () => {
  it('reads the code of the anonymous name a forgotten person keeps, and nothing from other names', () => {
    expect(forgottenPersonCode('Forgotten player 7F3A')).toBe('7F3A');
    expect(forgottenPersonCode('Forgotten player of 1999')).toBeNull();
    expect(forgottenPersonCode('佐藤 葵')).toBeNull();
  });
});
