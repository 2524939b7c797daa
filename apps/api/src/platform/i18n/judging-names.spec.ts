import { CATALOGS } from '@taikai/engine';
import {
  categoryName,
  educationNoteName,
  infractionName,
  judgingNames,
  penaltyName,
  remedyName,
  suggestionReason,
  variantCondition,
} from './judging-names';

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

describe('names of the judging catalogs', () => {
  it.each(CATALOGS.map((catalog) => [catalog.id, catalog] as const))('names everything of %s in English and Japanese', (id, catalog) => {
    expect(judgingNames.en.catalogs[id]).toMatch(/\w/);
    expect(judgingNames.ja.catalogs[id]).toMatch(JAPANESE);
    for (const penalty of catalog.ladder) {
      expect(penaltyName('en', penalty)).toMatch(/^[A-Z][a-z]/);
      expect(penaltyName('ja', penalty)).toMatch(JAPANESE);
    }
    for (const entry of catalog.infractions) {
      expect([entry.code, infractionName('en', entry.code)]).toEqual([entry.code, expect.stringMatching(/^[A-Z][a-z]/)]);
      expect([entry.code, infractionName('ja', entry.code)]).toEqual([entry.code, expect.stringMatching(JAPANESE)]);
      expect(categoryName('ja', entry.category)).toMatch(JAPANESE);
      for (const variant of entry.variants) {
        expect(judgingNames.en.variants[`${entry.code}/${variant.id}`]).toMatch(/\w/);
        expect(judgingNames.ja.variants[`${entry.code}/${variant.id}`]).toMatch(JAPANESE);
      }
      for (const remedy of entry.remedies) {
        expect([remedy, remedyName('en', remedy)]).toEqual([remedy, expect.stringMatching(/^[A-Z][a-z]/)]);
        expect([remedy, remedyName('ja', remedy)]).toEqual([remedy, expect.stringMatching(JAPANESE)]);
      }
    }
  });

  it('words the IPG as its Japanese translation does, and keeps an unknown code as is', () => {
    expect(infractionName('ja', 'GPE-FMGS')).toBe('違反の見逃し');
    expect(infractionName('en', 'TE-OA')).toBe('Outside Assistance');
    expect(penaltyName('ja', 'PRIZE_LOSS')).toBe('サイドの追加取得');
    expect(infractionName('ja', 'OLD-CODE')).toBe('OLD-CODE');
    expect(remedyName('en', 'OLD-REMEDY')).toBe('OLD-REMEDY');
  });

  it('JAR: calls a Regular REL fix an educational note, not a penalty', () => {
    expect(educationNoteName('en')).toMatch(/note/);
    expect(educationNoteName('ja')).toBe('指導の記録（懲罰なし）');
  });

  it('says why a penalty is suggested, counting earlier Warnings', () => {
    expect(suggestionReason('en', 'REPEAT', 2)).toBe('Upgraded: earlier Warnings for the same infraction count (2 so far).');
    expect(suggestionReason('ja', 'REPEAT', 2)).toBe('格上げ: 同じ違反の警告がすでに2回あります。');
    expect(suggestionReason('ja', 'DEFAULT', 0)).toBe('この違反の標準の罰則です。');
  });

  it('IPG 1.4 (judge-handbook-ja.txt:18070): a simple backup is 「単純な復元」, never 「巻き戻し」', () => {
    expect(remedyName('ja', 'SIMPLE_BACKUP')).toBe('単純な復元');
    for (const name of Object.values(judgingNames.ja.remedies)) expect(name).not.toContain('巻き戻し');
  });

  it("IPG 3.5: a penalty stored with TE-DP's former single variant UPGRADED still shows its condition", () => {
    expect(variantCondition('en', 'TE-DP', 'UPGRADED')).toMatch(/upgrade condition.*IPG 3\.5/);
    expect(variantCondition('ja', 'TE-DP', 'UPGRADED')).toMatch(/格上げ/);
  });
});
