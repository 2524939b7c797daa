import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, type Registration, createApi } from './api';
import { ErrorRegion } from './components/ErrorRegion';
import { Header } from './components/Header';
import { OfflineBanner } from './components/OfflineBanner';
import { type Problem, problemText, toProblem } from './errors';
import { useI18n } from './i18n/I18nProvider';
import { currentLanguage } from './i18n/language';
import { type JoinLink, parseJoinLink } from './joinLink';
import { offlineStore } from './offlineStore';
import { personTokens } from './personTokens';
import { JoinScreen } from './screens/JoinScreen';
import { PlayerShell } from './screens/PlayerShell';
import { SwitchScreen } from './screens/SwitchScreen';
import { session } from './session';

type Screen = 'join' | 'switch' | 'home';

/** Another player's sign-in, waiting for the phone's player to say yes. */
interface Switching {
  current: Registration;
  next: Registration;
  token: string;
}
const BASE = import.meta.env.BASE_URL;
/** /play/series/<id>: a series' public standings, no sign-in; a chunk of its own, as the event page's first load does not need it. */
const SERIES_PATH = new RegExp(`^${BASE.replace(/\/$/, '')}/series/([0-9a-f-]{36})/?$`);
const SeriesStandingsScreen = lazy(() =>
  import('./screens/SeriesStandingsScreen').then((module) => ({ default: module.SeriesStandingsScreen })),
);

export function App() {
  const { t } = useI18n();
  const api = useMemo(() => createApi({ getToken: session.get, getLanguage: currentLanguage }), []);

  // A QR link (/play/join?event=…&code=…) is read once, then removed from the address bar
  // and history so the access code does not linger there.
  const [prefill, setPrefill] = useState<JoinLink | null>(() => parseJoinLink(window.location.pathname, window.location.search, BASE));
  useEffect(() => {
    if (parseJoinLink(window.location.pathname, window.location.search, BASE)) window.history.replaceState(null, '', BASE);
  }, []);

  const [screen, setScreen] = useState<Screen>(() => (prefill ? 'join' : session.get() ? 'home' : 'join'));
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState(false);
  // Offline, the registration this phone last knew opens the page (with the rest it last knew).
  const [registration, setRegistration] = useState<Registration | null>(() =>
    screen === 'home' ? (offlineStore.lastKnown(session.get())?.registration ?? null) : null,
  );
  const [switching, setSwitching] = useState<Switching | null>(null);
  // Set where the lookup below is asked for (signed in, retry), cleared when it ends.
  const [loading, setLoading] = useState(screen === 'home');
  const [reloadKey, setReloadKey] = useState(0);

  // Move focus to the new screen's heading so screen readers follow the change.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownScreen = useRef(screen);
  useEffect(() => {
    if (shownScreen.current !== screen) {
      shownScreen.current = screen;
      headingRef.current?.focus();
    }
  }, [screen]);

  const endSession = useCallback((reason: Problem | null) => {
    session.clear();
    offlineStore.forgetLastKnown();
    setRegistration(null);
    setSwitching(null);
    setPrefill(null);
    setInvalid(false);
    setProblem(reason);
    setScreen('join');
  }, []);

  // Set when the page was entered with the registration in hand (the sign-in's answer names the
  // player): the lookup below would be a round trip for nothing on venue Wi-Fi.
  const knownRegistration = useRef(false);
  useEffect(() => {
    if (screen !== 'home') return;
    if (knownRegistration.current) {
      knownRegistration.current = false;
      return;
    }
    let cancelled = false;
    api
      .myRegistration()
      .then((found) => {
        const token = session.get();
        if (token) offlineStore.keepRegistration(token, found);
        if (!cancelled) setRegistration(found);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        if (error instanceof ApiError && error.code === 'UNAUTHENTICATED') endSession(toProblem(error));
        // With a last known state on screen, the offline line and the last-known time say enough.
        else if (!offlineStore.lastKnown(session.get())) setProblem(toProblem(error));
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [api, screen, reloadKey, endSession]);

  /** Shows the player's page for `who`, signing in with `token` when given. */
  const enter = useCallback((who: Registration, token?: string) => {
    if (token) session.set(token);
    const signedIn = session.get();
    if (signedIn) offlineStore.keepRegistration(signedIn, who);
    knownRegistration.current = true;
    setRegistration(who);
    setPrefill(null);
    setSwitching(null);
    setLoading(false);
    setScreen('home');
  }, []);

  /** A sign-in as someone else than the phone's signed-in player, who is then asked; null when nobody else is signed in. */
  const switchingTo = useCallback(
    async (next: Registration, token: string): Promise<Switching | null> => {
      if (!session.get()) return null;
      const current = await api.myRegistration().catch((error: unknown) => {
        if (error instanceof ApiError && error.code === 'UNAUTHENTICATED') return null; // an ended session: nothing to ask
        throw error;
      });
      return current && current.id !== next.id ? { current, next, token } : null;
    },
    [api],
  );

  const join = useCallback(
    async (eventId: string, accessCode: string) => {
      setBusy(true);
      setProblem(null);
      setInvalid(false);
      try {
        const { token, registration: signedIn, personToken } = await api.playerLogin(eventId, accessCode);
        // The phone remembers the person at this organization: its next event there is one tap.
        if (personToken) personTokens.set(signedIn.event.organizationSlug, personToken);
        const asking = await switchingTo(signedIn, token);
        if (asking) {
          setSwitching(asking);
          setScreen('switch');
        } else enter(signedIn, token);
      } catch (error) {
        setProblem(toProblem(error));
        setInvalid(error instanceof ApiError && (error.code === 'INVALID_ACCESS_CODE' || error.code === 'EVENT_CODE_UNKNOWN'));
      } finally {
        setBusy(false);
      }
    },
    [api, switchingTo, enter],
  );

  return (
    <div className="app">
      <Header />
      <OfflineBanner />
      <main className="main">
        <ErrorRegion message={problemText(problem, t)} />
        {SERIES_PATH.test(window.location.pathname) ? (
          <Suspense fallback={null}>
            <SeriesStandingsScreen seriesId={SERIES_PATH.exec(window.location.pathname)![1]} />
          </Suspense>
        ) : screen === 'join' ? (
          <JoinScreen
            initialEventId={prefill?.eventId}
            initialAccessCode={prefill?.accessCode}
            autoSubmit={prefill?.complete}
            busy={busy}
            invalid={invalid}
            headingRef={headingRef}
            onSubmit={join}
            onMissing={() => setProblem({ key: 'join.missing' })}
          />
        ) : screen === 'switch' && switching ? (
          <SwitchScreen
            current={switching.current}
            next={switching.next}
            headingRef={headingRef}
            onSwitch={() => enter(switching.next, switching.token)}
            onStay={() => enter(switching.current)}
          />
        ) : registration ? (
          <PlayerShell
            api={api}
            registration={registration}
            headingRef={headingRef}
            onSessionEnded={(error) => endSession(toProblem(error))}
            onSignOut={() => endSession(null)}
          />
        ) : (
          <section className="card home" aria-labelledby="loading-title" aria-busy={loading}>
            <h1 id="loading-title" ref={headingRef} tabIndex={-1}>
              {t('home.loading')}
            </h1>
            {loading ? null : (
              <button
                type="button"
                className="button secondary"
                onClick={() => {
                  setProblem(null);
                  setLoading(true);
                  setReloadKey((key) => key + 1);
                }}
                data-testid="retry"
              >
                {t('home.retry')}
              </button>
            )}
            <button type="button" className="button secondary" onClick={() => endSession(null)} data-testid="sign-out">
              {t('home.signOut')}
            </button>
          </section>
        )}
      </main>
    </div>
  );
}
