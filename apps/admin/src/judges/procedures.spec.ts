import { GraphQLRequestError } from '@taikai/client';
import { extensionMinutes, readsStatements, replacementChoices } from './procedures';

describe('MTR 2.9 appeals: what the head judge may change a penalty to', () => {
  it('offers every other step of the ladder, never the appealed penalty itself', () => {
    expect(replacementChoices('GAME_LOSS')).toEqual(['WARNING', 'MATCH_LOSS', 'DISQUALIFICATION']);
    expect(replacementChoices('WARNING')).toEqual(['GAME_LOSS', 'MATCH_LOSS', 'DISQUALIFICATION']);
  });
});

describe('MTR 2.6 time extensions typed into a judge call', () => {
  it('takes whole minutes from 1 to 60 and gives none for anything else', () => {
    expect(extensionMinutes('4')).toBe(4);
    expect(extensionMinutes(' 60 ')).toBe(60);
    for (const typed of [undefined, '', '0', '-3', '2.5', '61', 'abc']) expect(extensionMinutes(typed)).toBeNull();
  });
});

describe('investigation statements', () => {
  it('are read by whoever the API does not refuse (the head judge and organizers)', () => {
    expect(readsStatements(null)).toBe(true);
    expect(readsStatements(new GraphQLRequestError('FORBIDDEN', 'You are not allowed to do this.', 200))).toBe(false);
    expect(readsStatements(new GraphQLRequestError('NETWORK_ERROR', '', 0))).toBe(true);
  });
});
