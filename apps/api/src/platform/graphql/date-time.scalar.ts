import { GraphQLScalarType, Kind } from 'graphql';

const DESCRIPTION = 'A date-time string at UTC, such as 2019-12-03T09:54:33Z, compliant with the date-time format.';

/**
 * `DateTime` as the schema describes it: an ISO 8601 text. Nest's own scalar also takes a number
 * (epoch milliseconds) from variables, which no client of ours sends: here it is malformed input,
 * refused by GraphQL before any resolver, like a wrong enum.
 */
export const DateTimeScalar = new GraphQLScalarType<Date | null, string | null>({
  name: 'DateTime',
  description: DESCRIPTION,
  parseValue(value) {
    if (typeof value !== 'string') throw new TypeError('DateTime must be an ISO 8601 text');
    return new Date(value);
  },
  serialize: (value) => (value instanceof Date ? value.toISOString() : null),
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING) throw new TypeError('DateTime must be an ISO 8601 text');
    return new Date(ast.value);
  },
});
