import type { Api } from './api';
import { PushPublicKeyDocument, RegisterPushSubscriptionDocument, UnregisterPushSubscriptionDocument } from './generated/graphql';
import type { Language } from './i18n/language';
import { applicationServerKey, PushServerError, subscriptionInput } from './pushSupport';
import { registerServiceWorker } from './serviceWorker';

/** The browser's subscribe can wait forever for a push service it cannot reach. */
const SUBSCRIBE_TIMEOUT_MS = 15000;
const SCOPE = import.meta.env.BASE_URL;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new DOMException('push service did not answer', 'AbortError')), ms);
    promise.then(
      (value) => (window.clearTimeout(timer), resolve(value)),
      (error) => (window.clearTimeout(timer), reject(error)),
    );
  });
}

/** This phone's push subscription for the page, if it has one (without installing the worker). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(SCOPE);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Asks permission, subscribes with the server's key and registers the subscription for the signed-in player. */
export async function enablePush(api: Api, language: Language): Promise<void> {
  if ((await Notification.requestPermission()) !== 'granted') throw new DOMException('notifications blocked', 'NotAllowedError');
  const publicKey = await api.request(PushPublicKeyDocument, {}).catch((error: unknown) => {
    throw new PushServerError(error);
  });
  await registerServiceWorker();
  const registration = await navigator.serviceWorker.ready;
  const subscription = await withTimeout(
    registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(publicKey.pushPublicKey) }),
    SUBSCRIBE_TIMEOUT_MS,
  );
  await registerPush(api, subscription, language).catch(async (error: unknown) => {
    // Not half on: the server would never send to it.
    await subscription.unsubscribe().catch(() => undefined);
    throw error;
  });
}

/** Tells the server about this phone's subscription (again: a restored event, another language). */
export async function registerPush(api: Api, subscription: PushSubscription, language: Language): Promise<void> {
  try {
    await api.request(RegisterPushSubscriptionDocument, { input: subscriptionInput(subscription.toJSON(), language) });
  } catch (error) {
    throw new PushServerError(error);
  }
}

/** Stops notifications here: the browser drops the subscription even if the server cannot be told (it then hears 410). */
export async function disablePush(api: Api): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await api.request(UnregisterPushSubscriptionDocument, { endpoint: subscription.endpoint }).catch(() => undefined);
  await subscription.unsubscribe();
}
