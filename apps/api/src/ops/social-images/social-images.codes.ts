/** The refusals of an image for social posts. */
export type SocialImagesErrorCode = 'SOCIAL_IMAGE_NOT_READY';

// Registered with platform's message tables (see ErrorCodes there).
declare module '../../platform/i18n' {
  interface ErrorCodes {
    'ops/social-images': SocialImagesErrorCode;
  }
}
