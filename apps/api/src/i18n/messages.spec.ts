import { messages, negotiateLanguage, reasons, translate } from './messages';

describe('negotiateLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['ja', 'ja'],
    ['ja-JP,ja;q=0.9,en;q=0.8', 'ja'],
    ['fr-FR,en;q=0.5,ja;q=0.9', 'ja'],
    ['fr', 'en'],
    ['ja;q=0, en', 'en'],
  ])('%s -> %s', (header, language) => {
    expect(negotiateLanguage(header)).toBe(language);
  });
});

describe('translate', () => {
  it('fills parameters', () => {
    expect(translate('en', 'NOT_FOUND', { entity: 'event' })).toBe('No event with this id.');
  });

  it('translates the reason of an invalid input', () => {
    expect(translate('en', 'INVALID_INPUT', { field: 'bestOf', reason: 'outOfRange' })).toBe('Invalid bestOf: out of range.');
    expect(translate('ja', 'INVALID_INPUT', { field: 'bestOf', reason: 'outOfRange' })).toBe('bestOfが正しくありません: 範囲外です。');
  });

  it('has every code and reason in every language', () => {
    expect(Object.keys(messages.ja).sort()).toEqual(Object.keys(messages.en).sort());
    expect(Object.keys(reasons.ja).sort()).toEqual(Object.keys(reasons.en).sort());
  });
});
