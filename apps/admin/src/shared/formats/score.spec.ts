import { formatScore, parseScore, parseTable } from './score';

describe('parseScore', () => {
  it.each([
    ['2-1', [2, 1, 0]],
    ['2 1 0', [2, 1, 0]],
    ['2-1-1', [2, 1, 1]],
    ['0-0-3', [0, 0, 3]],
    ['2:0', [2, 0, 0]],
    ['21', [2, 1, 0]],
    ['111', [1, 1, 1]],
    ['２－１', [2, 1, 0]],
    [' 1 - 2 ', [1, 2, 0]],
  ])('reads %s', (text, [p1, p2, d]) => {
    expect(parseScore(text)).toEqual({ player1Wins: p1, player2Wins: p2, draws: d });
  });

  it.each(['', 'abc', '2', '2-1-1-1', '2--1', '-1-2', '10-2'])('refuses %s', (text) => {
    expect(parseScore(text)).toBeNull();
  });

  it('formats without a zero draw count', () => {
    expect(formatScore({ player1Wins: 2, player2Wins: 1, draws: 0 })).toBe('2-1');
    expect(formatScore({ player1Wins: 1, player2Wins: 1, draws: 1 })).toBe('1-1-1');
  });
});

describe('parseTable', () => {
  it('reads plain, prefixed and full-width table numbers', () => {
    expect(parseTable('12')).toBe(12);
    expect(parseTable('T12')).toBe(12);
    expect(parseTable('１２')).toBe(12);
    expect(parseTable('卓3')).toBe(3);
    expect(parseTable('0')).toBeNull();
    expect(parseTable('x')).toBeNull();
  });
});
