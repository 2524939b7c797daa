export { hardenHttp } from './http-hardening';
export { localUrl, networkReport, publicAddress } from './public-url';
export type { PublicAddress, PublicUrlSource } from './public-url';
export { mountStaticApps } from './static-apps';
export { chooseEncoding } from './content-encoding';
export type { Encoding } from './content-encoding';
export { COMPRESS_MIN_BYTES, compressResponses } from './compress-responses';
