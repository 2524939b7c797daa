export * from './server-process';
export * from './harness';
export * from './seed';
export * from './tcp-proxy';
export * from './venue-wifi';
export * from './reverse-proxy';
export * from './sse';
