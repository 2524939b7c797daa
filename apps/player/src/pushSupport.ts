import type { Language } from './i18n/language';

/**
 * Web Push to a locked phone. Browsers offer it only on a secure origin (HTTPS, or the machine
 * itself): a venue server on plain HTTP gets 'insecure', a browser without the APIs 'unsupported'.
 */
export type PushAvailability = 'available' | 'insecure' | 'unsupported';

export interface PushEnvironment {
  isSecureContext: boolean;
  serviceWorker: boolean;
  pushManager: boolean;
  notification: boolean;
}

export function pushAvailability(env: PushEnvironment): PushAvailability {
  // Insecure first: on plain HTTP browsers hide the APIs too, and the reason to give is HTTPS.
  if (!env.isSecureContext) return 'insecure';
  return env.serviceWorker && env.pushManager && env.notification ? 'available' : 'unsupported';
}

export function browserPushEnvironment(): PushEnvironment {
  return {
    isSecureContext: window.isSecureContext,
    serviceWorker: 'serviceWorker' in navigator,
    pushManager: 'PushManager' in window,
    notification: 'Notification' in window,
  };
}

/** Why turning push on failed, as the page words it. */
export type PushFailure = 'denied' | 'unreachable' | 'server';

/**
 * A refused permission (NotAllowedError, or the prompt answered "block") is the player's to change;
 * any other failure of the browser's subscribe (AbortError "push service not available", a
 * timeout) means the phone could not reach its push service.
 */
export function pushFailureOf(error: unknown): PushFailure {
  if (error instanceof PushServerError) return 'server';
  return (error as { name?: string } | null)?.name === 'NotAllowedError' ? 'denied' : 'unreachable';
}

/** The server refused or could not be reached; `cause` is the API's error. */
export class PushServerError extends Error {
  override readonly name = 'PushServerError';
  constructor(override readonly cause: unknown) {
    super('push registration failed on the server');
  }
}

/** The subscription as the server takes it: PushSubscription.toJSON() flattened, plus the page's language. */
export function subscriptionInput(subscription: PushSubscriptionJSON, language: Language) {
  const { endpoint, keys } = subscription;
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('incomplete push subscription');
  return { endpoint, p256dh: keys.p256dh, auth: keys.auth, language };
}

/** The server's base64url public key as subscribe() takes it. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const binary = atob(
    base64url
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(base64url.length / 4) * 4, '='),
  );
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}
