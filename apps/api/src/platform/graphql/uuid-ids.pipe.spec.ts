import { AppError } from '../errors/app-error';
import { UuidIdsPipe } from './uuid-ids.pipe';

describe('UuidIdsPipe', () => {
  const pipe = new UuidIdsPipe();
  const uuid = '0b8e2f6a-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
  const arg = (data: string) => ({ type: 'body' as const, data });

  it('lets UUIDs, other fields and the known non-UUID ids through', () => {
    expect(pipe.transform(uuid, arg('playerId'))).toBe(uuid);
    expect(pipe.transform('anything', arg('name'))).toBe('anything');
    const input = { name: 'x', externalId: 'WER-123', beforeId: '42', pairings: [{ player1Id: uuid, player2Id: null }] };
    expect(pipe.transform(input, arg('input'))).toBe(input);
  });

  it.each([
    ['an id argument', 'nope', arg('id')],
    ['a list of ids', [uuid, 'nope'], arg('playerIds')],
    ['an id inside an input', { pairings: [{ player1Id: 'nope' }] }, arg('pairings')],
  ])('refuses %s that is not a UUID', (_, value, metadata) => {
    expect(() => pipe.transform(value, metadata)).toThrow(new AppError('INVALID_ID'));
  });
});
