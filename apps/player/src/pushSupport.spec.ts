import { applicationServerKey, pushAvailability, pushFailureOf, PushServerError, subscriptionInput } from './pushSupport';

const everything = { isSecureContext: true, serviceWorker: true, pushManager: true, notification: true };

describe('push availability', () => {
  it('is offered on a secure origin with service workers, the Push API and notifications', () => {
    expect(pushAvailability(everything)).toBe('available');
  });

  it('says HTTPS is missing on a plain-HTTP venue server, whatever the browser has', () => {
    expect(pushAvailability({ ...everything, isSecureContext: false })).toBe('insecure');
    expect(pushAvailability({ isSecureContext: false, serviceWorker: false, pushManager: false, notification: false })).toBe('insecure');
  });

  it.each(['serviceWorker', 'pushManager', 'notification'] as const)('is unsupported by a secure browser without %s', (missing) => {
    expect(pushAvailability({ ...everything, [missing]: false })).toBe('unsupported');
  });
});

describe('why turning push on failed', () => {
  it('a blocked permission is the player’s to change; any other browser failure is an unreachable push service', () => {
    expect(pushFailureOf(new DOMException('denied', 'NotAllowedError'))).toBe('denied');
    expect(pushFailureOf(new DOMException('Registration failed - push service not available', 'AbortError'))).toBe('unreachable');
    expect(pushFailureOf(new Error('anything'))).toBe('unreachable');
    expect(pushFailureOf(new PushServerError(new Error('offline')))).toBe('server');
  });
});

describe('the subscription sent to the server', () => {
  it('is PushSubscription.toJSON() flattened, with the page’s language', () => {
    expect(subscriptionInput({ endpoint: 'https://push.example/1', keys: { p256dh: 'BKey', auth: 'secret' } }, 'ja')).toEqual({
      endpoint: 'https://push.example/1',
      p256dh: 'BKey',
      auth: 'secret',
      language: 'ja',
    });
    expect(() => subscriptionInput({ endpoint: 'https://push.example/1', keys: {} }, 'en')).toThrow();
  });

  it('decodes the server’s base64url key for subscribe()', () => {
    const key = Buffer.from([4, ...Array.from({ length: 64 }, (_, i) => (i * 37) % 256)]);
    expect(Buffer.from(applicationServerKey(key.toString('base64url')))).toEqual(key);
  });
});
