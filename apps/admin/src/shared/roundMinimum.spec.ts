import { roundMinimumProblem } from './roundMinimum';

// MTR appendix B (judge-handbook-ja.txt:17517 「40分以上でなければならない」).
describe('the event form asks to confirm a round under the minimum', () => {
  it('asks for a Magic round under 40 minutes, not at 40', () => {
    expect(roundMinimumProblem({ ruleProfile: 'magic', roundMinutes: 35 }, undefined)).toMatchObject({ minutes: 35, minimum: 40 });
    expect(roundMinimumProblem({ ruleProfile: 'magic', roundMinutes: '39' }, undefined)).toMatchObject({ minutes: 39 });
    expect(roundMinimumProblem({ ruleProfile: 'magic', roundMinutes: 40 }, undefined)).toBeNull();
    expect(roundMinimumProblem({ ruleProfile: 'magic', roundMinutes: '' }, undefined)).toBeNull();
  });
  it('does not ask again for the length already accepted for this event, nor where the profile has no minimum', () => {
    const record = {
      ruleProfile: 'magic',
      roundMinutes: 35,
      warnings: [{ code: 'ROUND_SHORTER_THAN_MINIMUM', message: '', acceptedAt: '', acceptedByName: null }],
    };
    expect(roundMinimumProblem({ ruleProfile: 'magic', roundMinutes: 35 }, record)).toBeNull();
    expect(roundMinimumProblem({ ruleProfile: 'magic', roundMinutes: 30 }, record)).not.toBeNull();
    expect(roundMinimumProblem({ ruleProfile: 'fftcg', roundMinutes: 20 }, undefined)).toBeNull();
  });
});
