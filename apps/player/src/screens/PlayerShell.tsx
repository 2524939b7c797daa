import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { Api, ApiError, Registration } from '../api';
import { judgeCallOf } from '../components/Judging';
import { useAlerts } from '../useAlerts';
import { useKeepPushRegistered } from '../usePush';
import { type Problem, problemText, toProblem } from '../errors';
import { useI18n } from '../i18n/I18nProvider';
import { currentLanguage } from '../i18n/language';
import { ALL_PARTS, type DataPart, type LiveStatus, connectLive, partsFor } from '@taikai/client';
import { EventUpdatesDocument } from '../generated/graphql';
import { registerServiceWorkerIfAvailable } from '../serviceWorker';
import { session } from '../session';
import { usePlayerData } from '../usePlayerData';
import { useOnline } from '../useOnline';
import { NowScreen } from './NowScreen';
import { LaterTab, loadLaterTabs, useLaterTabs } from './LaterTab';

export type Tab = 'now' | 'event' | 'decklist';

/** While the stream is down, the page still refreshes this often. */
const POLL_WHILE_DOWN_MS = 20000;

export interface PlayerShellProps {
  api: Api;
  registration: Registration;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onSessionEnded: (error: ApiError) => void;
  onSignOut: () => void;
}

export function PlayerShell({ api, registration, headingRef, onSessionEnded, onSignOut }: PlayerShellProps) {
  const { t, language } = useI18n();
  const data = usePlayerData(api, registration, onSessionEnded);
  const alerts = useAlerts(data, registration.id);
  useKeepPushRegistered(api, language);
  const [tab, setTab] = useState<Tab>('now');
  const [live, setLive] = useState<LiveStatus>('connecting');
  const online = useOnline();
  // Offline, the stream may look open but nothing can arrive.
  const shownLive: LiveStatus = online ? live : 'reconnecting';
  // A call being sent, by match; once sent, its state (waiting, taken, closed) comes from the server.
  const [calling, setCalling] = useState<string | null>(null);
  const [callProblem, setCallProblem] = useState<Problem | null>(null);
  const callJudge = useCallback(
    async (matchId: string) => {
      if (calling) return;
      setCallProblem(null);
      setCalling(matchId);
      try {
        await api.callJudge(registration.event.id, matchId);
        await data.refresh(['judgeCalls']).catch(() => undefined);
      } catch (error) {
        setCallProblem(toProblem(error));
      } finally {
        setCalling(null);
      }
    },
    [api, registration.event.id, calling, data],
  );
  const [cancellingCall, setCancellingCall] = useState(false);
  const cancelJudgeCall = useCallback(
    async (id: string) => {
      if (cancellingCall) return;
      setCallProblem(null);
      setCancellingCall(true);
      try {
        await api.cancelJudgeCall(id);
        await data.refresh(['judgeCalls']).catch(() => undefined);
      } catch (error) {
        setCallProblem(toProblem(error));
      } finally {
        setCancellingCall(false);
      }
    },
    [api, cancellingCall, data],
  );
  const { refresh, isOwnEcho } = data;
  const refreshQuietly = useCallback((parts: DataPart[]) => void refresh(parts).catch(() => undefined), [refresh]);

  useEffect(() => {
    const connection = connectLive({
      document: EventUpdatesDocument,
      variables: { eventId: registration.event.id },
      getToken: session.get,
      getLanguage: currentLanguage,
      // Not the match this phone just sent and holds as its answer returned it.
      onUpdate: (update) =>
        void isOwnEcho(update).then((echo) =>
          refreshQuietly(echo ? partsFor(update.kind).filter((part) => part !== 'matches') : partsFor(update.kind)),
        ),
      onReconnected: () => refreshQuietly(ALL_PARTS),
      onStatus: setLive,
      onRefused: () => refreshQuietly(ALL_PARTS), // a refused stream means the session is gone: the refetch finds out and signs out
    });
    const catchUp = (force: boolean) => {
      connection.retryNow(force);
      refreshQuietly(ALL_PARTS);
    };
    const online = () => catchUp(true);
    const visible = () => {
      if (document.visibilityState === 'visible') catchUp(false);
    };
    window.addEventListener('online', online);
    document.addEventListener('visibilitychange', visible);
    return () => {
      connection.stop();
      window.removeEventListener('online', online);
      document.removeEventListener('visibilitychange', visible);
    };
  }, [registration.event.id, refreshQuietly, isOwnEcho]);

  useEffect(() => {
    if (live === 'live') return;
    const timer = setInterval(() => refreshQuietly(ALL_PARTS), POLL_WHILE_DOWN_MS);
    return () => clearInterval(timer);
  }, [live, refreshQuietly]);

  const { EventScreen, DecklistScreen, retry: retryTabs } = useLaterTabs();
  // Once the table's data is in, the other tabs' code follows, so a tap on them does not wait for the
  // network; and the service worker, whose install downloads the page and that code again for
  // offline (on venue Wi-Fi, not beside the table's requests).
  const tableLoaded = data.event !== null && data.matches !== null;
  useEffect(() => {
    if (!tableLoaded) return;
    loadLaterTabs();
    registerServiceWorkerIfAvailable();
  }, [tableLoaded]);

  const latestRound = data.event?.rounds.reduce((max, r) => Math.max(max, r.number), 0) ?? 0;
  const currentMatchId = data.matches?.find((m) => m.roundNumber === latestRound)?.id ?? null;

  const collectsLists = !!data.decklist && data.decklist.settings.requirement !== 'OFF';
  const shownTab = useRef(tab);
  useEffect(() => {
    if (shownTab.current !== tab) {
      shownTab.current = tab;
      headingRef.current?.focus();
    }
  }, [tab, headingRef]);

  const tabButton = (value: Tab, label: string) => (
    <button
      type="button"
      className={`tab${tab === value ? ' active' : ''}`}
      aria-current={tab === value ? 'page' : undefined}
      onClick={() => setTab(value)}
      data-testid={`tab-${value}`}
    >
      {label}
    </button>
  );

  return (
    <>
      <nav className={`tabs${collectsLists ? ' three' : ''}`} aria-label={t('tabs.label')}>
        {tabButton('now', t('tabs.now'))}
        {tabButton('event', t('tabs.event'))}
        {collectsLists ? tabButton('decklist', t('tabs.decklist')) : null}
      </nav>
      <div className="who-row">
        <p className="who" data-testid="registration-summary">
          <strong data-testid="registration-event">{registration.event.name}</strong>
          <span className="visually-hidden"> · </span>
          <span data-testid="registration-name">{registration.name}</span>
        </p>
        <p className={`live-status live-${shownLive}`} role="status" data-testid="live-status" data-state={shownLive}>
          <span className="live-dot" aria-hidden="true" />
          {t(`live.${shownLive}`)}
        </p>
      </div>
      {(!online || data.unreachable) && data.savedAt ? (
        <p className="last-known" data-testid="last-known" data-saved-at={data.savedAt}>
          {t('offline.lastKnown', {
            time: new Date(data.savedAt).toLocaleString(language === 'ja' ? 'ja-JP' : 'en-GB', {
              weekday: 'short',
              hour: '2-digit',
              minute: '2-digit',
            }),
          })}
        </p>
      ) : null}
      <LaterTab headingRef={headingRef} onRetry={retryTabs}>
        {tab === 'now' ? (
          <NowScreen
            api={api}
            registration={registration}
            data={data}
            headingRef={headingRef}
            onRetry={() => refreshQuietly(ALL_PARTS)}
            judgeCall={currentMatchId ? judgeCallOf(currentMatchId, calling, data.judgeCalls, registration.id) : null}
            onCallJudge={(matchId) => void callJudge(matchId)}
            onCancelJudgeCall={(id) => void cancelJudgeCall(id)}
            cancellingJudgeCall={cancellingCall}
            judgeCallError={problemText(callProblem, t)}
          />
        ) : tab === 'decklist' && data.decklist && collectsLists ? (
          <DecklistScreen
            api={api}
            eventId={registration.event.id}
            decklist={data.decklist}
            headingRef={headingRef}
            onSubmitted={() => refreshQuietly(['decklist'])}
          />
        ) : (
          <EventScreen api={api} registration={registration} data={data} headingRef={headingRef} onSignOut={onSignOut} alerts={alerts} />
        )}
      </LaterTab>
    </>
  );
}
