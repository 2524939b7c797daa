import { messages, negotiateLanguage, translate } from './messages';

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

  it('has every code in every language', () => {
    expect(Object.keys(messages.ja).sort()).toEqual(Object.keys(messages.en).sort());
  });
});
