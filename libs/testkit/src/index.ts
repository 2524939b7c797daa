export * from './server-process';
export * from './harness';
export * from './seed';
export * from './tcp-proxy';
export * from './venue-wifi';
