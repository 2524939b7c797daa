export { hardenHttp } from './http-hardening';
export { localUrl, networkReport, publicAddress } from './public-url';
export type { PublicAddress, PublicUrlSource } from './public-url';
export { mountStaticApps } from './static-apps';
