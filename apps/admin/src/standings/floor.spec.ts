import { en } from '../app/i18n/en';
import { ja } from '../app/i18n/ja';
import { floorFootnote } from './floor';

const translator =
  (messages: object) =>
  (key: string, options: object = {}): string => {
    const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages) as string;
    return text.replace(/%\{(\w+)\}/g, (_, name: string) => String((options as Record<string, unknown>)[name]));
  };

// MTR appendix C prints the floor as 0.33 (judge-handbook-ja.txt:17638 「0.33として扱われる」); the rule
// profile's floor is exactly 1/3, and the footnote says it is the profile's setting.
describe('the standings footnote: the rule profile’s floor, not the MTR’s 0.33', () => {
  it('says 1/3 (33.33%) and that it is the profile’s setting, in English', () => {
    const text = floorFootnote('1/3', translator(en));
    expect(text).toContain('at least 1/3 (33.33%)');
    expect(text).toContain('rule profile');
    expect(text).not.toMatch(/at least 33%/);
  });

  it('says another profile’s floor as it is (1/4 → 25.00%), in Japanese', () => {
    const text = floorFootnote('1/4', translator(ja));
    expect(text).toContain('最低1/4（25.00%）');
    expect(text).toContain('ルールプロファイルの設定');
  });
});
