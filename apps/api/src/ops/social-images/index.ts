export { SocialImagesModule } from './social-images.module';
export type { SocialImagesErrorCode } from './social-images.codes';
