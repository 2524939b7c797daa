export * from './catalogs';
export * from './approval';
export * from './upgrades';
export * from './effects';
export * from './announcements';
export * from './missed-trigger-chart';
export * from './hidden-card-triage';
export * from './game-loss-notes';
