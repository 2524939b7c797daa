export * from './catalogs';
export * from './approval';
export * from './upgrades';
export * from './effects';
export * from './announcements';
