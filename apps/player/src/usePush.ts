import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Api } from './api';
import { type Problem, toProblem } from './errors';
import type { Language } from './i18n/messages';
import { currentSubscription, disablePush, enablePush, registerPush } from './push';
import { browserPushEnvironment, type PushAvailability, type PushFailure, PushServerError, pushAvailability, pushFailureOf } from './pushSupport';

export interface PushState {
  availability: PushAvailability;
  /** checking: reading the phone's subscription; working: turning on or off. */
  status: 'checking' | 'off' | 'on' | 'working';
  failure: { kind: PushFailure; problem: Problem | null } | null;
  setEnabled: (enabled: boolean) => void;
}

/**
 * Notifications to a locked phone, where the browser offers them. A subscription the phone already
 * has is registered again on every visit, in the page's language (the server may have lost it in
 * a restore; the player may have switched language).
 */
export function usePush(api: Api, language: Language): PushState {
  const availability = useMemo(() => pushAvailability(browserPushEnvironment()), []);
  const [status, setStatus] = useState<PushState['status']>(availability === 'available' ? 'checking' : 'off');
  const [failure, setFailure] = useState<PushState['failure']>(null);

  useEffect(() => {
    if (availability !== 'available') return;
    let current = true;
    void (async () => {
      const subscription = Notification.permission === 'granted' ? await currentSubscription().catch(() => null) : null;
      if (!current) return;
      setStatus((shown) => (shown === 'working' ? shown : subscription ? 'on' : 'off'));
      if (subscription) await registerPush(api, subscription, language).catch(() => undefined);
    })();
    return () => {
      current = false;
    };
  }, [api, availability, language]);

  const setEnabled = useCallback(
    (enabled: boolean) => {
      setStatus('working');
      setFailure(null);
      void (enabled ? enablePush(api, language) : disablePush(api)).then(
        () => setStatus(enabled ? 'on' : 'off'),
        (error: unknown) => {
          setFailure({ kind: pushFailureOf(error), problem: error instanceof PushServerError ? toProblem(error.cause) : null });
          setStatus(enabled ? 'off' : 'on');
        },
      );
    },
    [api, language],
  );

  return { availability, status, failure, setEnabled };
}
