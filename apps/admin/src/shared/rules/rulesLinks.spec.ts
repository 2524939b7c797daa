import { rulesSectionPath, shownParts } from './rulesLinks';

describe('rules links', () => {
  it('links a section of the newest loaded version by kind, headings encoded', () => {
    expect(rulesSectionPath('IPG', '2.1')).toBe('/rules/IPG/2.1');
    expect(rulesSectionPath('JAR', '〔誘発忘れ〕チャート')).toBe(
      '/rules/JAR/%E3%80%94%E8%AA%98%E7%99%BA%E5%BF%98%E3%82%8C%E3%80%95%E3%83%81%E3%83%A3%E3%83%BC%E3%83%88',
    );
  });

  it("shows an IPG section's definition, philosophy, remedy, upgrade and downgrade in that order, not its penalty or examples", () => {
    const parts = ['PENALTY', 'UPGRADE', 'DEFINITION', 'EXAMPLES', 'ADDITIONAL_REMEDY', 'PHILOSOPHY'].map((part) => ({ part }));
    expect(shownParts(parts).map(({ part }) => part)).toEqual(['DEFINITION', 'PHILOSOPHY', 'ADDITIONAL_REMEDY', 'UPGRADE']);
  });
});
