export { generateAccessCode, generateEventCode, normalizeAccessCode } from './access-code';
export { batchedPerRequest } from './batch';
export { parseCsv, writeCsv } from './csv';
export { EventUpdateKind } from './event-update';
export type { EventUpdate } from './event-update';
export { isUuid } from './uuid';
export { ACCESS_KEY, CurrentViewer, Public, SignedIn } from './viewer';
export type { Access, PlayerViewer, StaffViewer, Viewer } from './viewer';
