import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Api } from './api';
import { type Problem, toProblem } from './errors';
import type { Language } from './i18n/language';
import { currentSubscription, disablePush, enablePush, registerPush } from './push';
import {
  browserPushEnvironment,
  type PushAvailability,
  type PushFailure,
  PushServerError,
  pushAvailability,
  pushFailureOf,
} from './pushSupport';

export interface PushState {
  availability: PushAvailability;
  /** checking: reading the phone's subscription; working: turning on or off. */
  status: 'checking' | 'off' | 'on' | 'working';
  failure: { kind: PushFailure; problem: Problem | null } | null;
  setEnabled: (enabled: boolean) => void;
}

/** The phone's subscription, if notifications are allowed and it has one. */
function grantedSubscription(): Promise<PushSubscription | null> {
  if (pushAvailability(browserPushEnvironment()) !== 'available' || Notification.permission !== 'granted') return Promise.resolve(null);
  return currentSubscription().catch(() => null);
}

/**
 * Registers the phone's subscription again whenever the page opens, in its language: the server
 * may have lost it (an event restored from a file), the player may have switched language.
 */
export function useKeepPushRegistered(api: Api, language: Language): void {
  useEffect(() => {
    void grantedSubscription().then((subscription) => subscription && registerPush(api, subscription, language).catch(() => undefined));
  }, [api, language]);
}

/** Notifications to a locked phone, where the browser offers them: the setting's state and its switch. */
export function usePush(api: Api, language: Language): PushState {
  const availability = useMemo(() => pushAvailability(browserPushEnvironment()), []);
  const [status, setStatus] = useState<PushState['status']>(availability === 'available' ? 'checking' : 'off');
  const [failure, setFailure] = useState<PushState['failure']>(null);

  useEffect(() => {
    if (availability !== 'available') return;
    let current = true;
    void grantedSubscription().then((subscription) => {
      if (current) setStatus((shown) => (shown === 'working' ? shown : subscription ? 'on' : 'off'));
    });
    return () => {
      current = false;
    };
  }, [availability]);

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
