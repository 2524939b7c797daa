export { type GraphQLContext, languageOf } from './context';
export { GraphQLErrorFilter } from './error-filter';
export { checkOperationArguments } from './input-bounds';
export { introspectionForStaff, schemaReaders } from './introspection';
export { codedErrors, queryLimitPlugins } from './query-limits';
export { UuidIdsPipe } from './uuid-ids.pipe';
export { DateTimeScalar } from './date-time.scalar';
