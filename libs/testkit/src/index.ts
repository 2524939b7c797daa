export * from './server-process';
export * from './harness';
export * from './seed';
export * from './venue-wifi';
