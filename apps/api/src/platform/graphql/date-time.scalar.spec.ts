import { Kind } from 'graphql';
import { DateTimeScalar } from './date-time.scalar';

describe('DateTime', () => {
  it('reads an ISO 8601 text from variables and from the query', () => {
    expect(DateTimeScalar.parseValue('2026-11-27T10:00:00Z')).toEqual(new Date('2026-11-27T10:00:00Z'));
    expect(DateTimeScalar.parseLiteral({ kind: Kind.STRING, value: '2026-11-27T10:00:00Z' })).toEqual(new Date('2026-11-27T10:00:00Z'));
  });

  it('refuses a number (epoch milliseconds), which the schema does not describe', () => {
    expect(() => DateTimeScalar.parseValue(7)).toThrow(TypeError);
    expect(() => DateTimeScalar.parseLiteral({ kind: Kind.INT, value: '7' })).toThrow(TypeError);
  });
});
