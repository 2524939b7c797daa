import { asksPlayoffDrawPolicy } from './playoffDraws';

// FFTCG 3.3 (fftcg-rules-ja.txt:64 「ゲームは引き分けとなる」): a game may be drawn, so the organizer sets a policy.
describe('asksPlayoffDrawPolicy', () => {
  it('asks for FFTCG (3.3: games can be drawn), never for Magic (MTR 2.5) or an unknown profile', () => {
    expect(asksPlayoffDrawPolicy('fftcg')).toBe(true);
    expect(asksPlayoffDrawPolicy('magic')).toBe(false);
    expect(asksPlayoffDrawPolicy(undefined)).toBe(false);
  });
});
