export * from './deck-rules';
export * from './parse';
export * from './cards';
export * from './check';
