export * from './graphql-client';
export * from './server-clock';
export * from './round-clock';
export * from './live';
export * from './names';
export * from './updates';
export * from './own-changes';
export * from './tokens';
