import { rowPlayerName } from '@taikai/client';
import { useState } from 'react';
import { type Api, ApiError } from '../api';
import { useI18n } from '../i18n/I18nProvider';

type List = NonNullable<Awaited<ReturnType<Api['opponentDecklist']>>>;

/**
 * Professional REL: the current opponent's registered list (MTR 2.7), loaded when the player opens
 * it. The API decides who may read it; a refusal shows the server's translated message.
 */
export function OpponentDecklist({ api, opponentId }: { api: Api; opponentId: string }) {
  const { t } = useI18n();
  const [state, setState] = useState<{ list: List | null } | { error: string } | 'loading' | null>(null);
  const load = () => {
    if (state !== null) return;
    setState('loading');
    api.opponentDecklist(opponentId).then(
      (list) => setState({ list }),
      (error: unknown) => setState({ error: error instanceof ApiError ? error.message : String(error) }),
    );
  };
  const cards = (rows: List['main']) => (
    <ul className="deck-cards">
      {rows.map((card, index) => (
        <li key={`${card.name}-${index}`}>
          <span className="deck-card-count">{card.count}</span> {card.name}
        </li>
      ))}
    </ul>
  );
  return (
    <details className="published-list" data-testid="opponent-decklist" onToggle={(e) => (e.currentTarget.open ? load() : undefined)}>
      <summary>{t('now.opponentDeck')}</summary>
      <p className="hint">{t('now.opponentDeckHint')}</p>
      {state === 'loading' ? <p className="hint">{t('now.opponentDeckLoading')}</p> : null}
      {state && typeof state === 'object' && 'error' in state ? (
        <p className="hint" role="alert">
          {state.error}
        </p>
      ) : null}
      {state && typeof state === 'object' && 'list' in state ? (
        state.list ? (
          <>
            <p className="hint" data-testid="opponent-decklist-counts">
              {rowPlayerName(state.list)} · {t('deck.counts', { main: state.list.mainCount, side: state.list.sideboardCount })}
            </p>
            <h3 className="subheading">{t('deck.main')}</h3>
            {cards(state.list.main)}
            {state.list.sideboard.length ? (
              <>
                <h3 className="subheading">{t('deck.sideboard')}</h3>
                {cards(state.list.sideboard)}
              </>
            ) : null}
          </>
        ) : (
          <p className="hint">{t('now.opponentDeckNone')}</p>
        )
      ) : null}
    </details>
  );
}
