import { Component, type ReactNode, type RefObject, Suspense, lazy, useCallback, useState } from 'react';
import { useI18n } from '../i18n/I18nProvider';

// The My event and Decklist tabs are not part of the table a phone opens on: their code is a chunk
// of its own, loaded after the table (`loadLaterTabs`), off the first load's critical path on venue
// Wi-Fi. The service worker keeps these chunks with the page (vite.config.ts names them in it).
const loadEventScreen = () => import('./EventScreen');
const loadDecklistScreen = () => import('./DecklistScreen');

/** Starts loading the later tabs' code (a failure shows when the tab is opened). */
export function loadLaterTabs(): void {
  void Promise.all([loadEventScreen(), loadDecklistScreen()]).catch(() => undefined);
}

function lazyScreens() {
  return {
    EventScreen: lazy(() => loadEventScreen().then((module) => ({ default: module.EventScreen }))),
    DecklistScreen: lazy(() => loadDecklistScreen().then((module) => ({ default: module.DecklistScreen }))),
  };
}

/** The later tabs' screens; `retry` makes new ones, since a lazy screen keeps its failed load. */
export function useLaterTabs() {
  const [screens, setScreens] = useState(lazyScreens);
  const retry = useCallback(() => setScreens(lazyScreens()), []);
  return { ...screens, retry };
}

interface LaterTabProps {
  headingRef: RefObject<HTMLHeadingElement | null>;
  onRetry: () => void;
  children: ReactNode;
}

/** A tab's screen, with a heading while its code loads and a retry when it could not (no signal). */
export function LaterTab({ headingRef, onRetry, children }: LaterTabProps) {
  return (
    <LoadFailure headingRef={headingRef} onRetry={onRetry}>
      <Suspense fallback={<TabMessage headingRef={headingRef} busy />}>{children}</Suspense>
    </LoadFailure>
  );
}

function TabMessage({ headingRef, busy, onRetry }: { headingRef: LaterTabProps['headingRef']; busy?: boolean; onRetry?: () => void }) {
  const { t } = useI18n();
  return (
    <section className="card home" aria-busy={busy} data-testid={busy ? 'tab-loading' : 'tab-unavailable'}>
      <h1 ref={headingRef} tabIndex={-1}>
        {t(busy ? 'tab.loading' : 'tab.unavailable')}
      </h1>
      {onRetry ? (
        <button type="button" className="button secondary" onClick={onRetry}>
          {t('home.retry')}
        </button>
      ) : null}
    </section>
  );
}

class LoadFailure extends Component<LaterTabProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    const { headingRef, onRetry, children } = this.props;
    if (!this.state.failed) return children;
    return (
      <TabMessage
        headingRef={headingRef}
        onRetry={() => {
          this.setState({ failed: false });
          onRetry();
        }}
      />
    );
  }
}
