import { rowPlayerName } from '@taikai/client';
import { type RefObject, useEffect, useId, useState } from 'react';
import type { Api } from '../api';
import { type CounterRow, type DeckProblem, counterText, deckProblemText, decklistAccess, stepCount } from '../decklist';
import { type Problem, problemText, toProblem } from '../errors';
import { useI18n } from '../i18n/I18nProvider';
import type { DecklistData, PublishedDecklist } from '../usePlayerData';

/** How long typing must pause before the list is checked. */
const CHECK_DELAY_MS = 400;

type Check = { mainCount: number; sideboardCount: number; problems: DeckProblem[] };

export interface DecklistScreenProps {
  api: Api;
  eventId: string;
  decklist: DecklistData;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onSubmitted: () => void;
}

/** The player's decklist: the rules, the deadline, the list as typed with every problem at once, and the published top lists. */
export function DecklistScreen({ api, eventId, decklist, headingRef, onSubmitted }: DecklistScreenProps) {
  const { t, language } = useI18n();
  const { settings, mine, published } = decklist;
  const access = decklistAccess(settings);
  const limited = settings.rules.format === 'limited';
  // Without a card database a misspelt or unknown card passes: say so rather than "no problems".
  const namesChecked = settings.cardDatabaseSize > 0;
  const [mode, setMode] = useState<'text' | 'counter'>(limited ? 'counter' : 'text');
  const [text, setText] = useState(mine?.text ?? '');
  const [main, setMain] = useState<CounterRow[]>([{ count: 1, name: '' }]);
  const [sideboard, setSideboard] = useState<CounterRow[]>([]);
  const entered = mode === 'text' ? text : counterText(main, sideboard);
  // The latest check and the text it was for; cleared when there is nothing to check.
  const [checked, setChecked] = useState<{ text: string; check: Check | null } | null>(null);
  const wanted = access === 'open' && entered.trim() ? entered : null;
  if (wanted === null && checked !== null) setChecked(null);
  const check = checked?.check ?? null;
  const checking = wanted !== null && checked?.text !== wanted;
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const textId = useId();
  const time = (iso: string) =>
    new Date(iso).toLocaleString(language === 'ja' ? 'ja-JP' : 'en-US', {
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });

  useEffect(() => {
    if (wanted === null) return;
    let current = true;
    const timer = setTimeout(() => {
      api
        .checkDecklist(eventId, wanted)
        .then((result) => current && setChecked({ text: wanted, check: result }))
        // Not checked: the previous result stays, no longer "checking".
        .catch(() => current && setChecked((previous) => ({ text: wanted, check: previous?.check ?? null })));
    }, CHECK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // The server words nothing we show: a language switch needs no new check.
  }, [api, eventId, wanted]);

  const submit = async () => {
    if (sending) return;
    setProblem(null);
    setSending(true);
    try {
      await api.submitDecklist(entered);
      onSubmitted();
    } catch (error) {
      setProblem(toProblem(error));
    } finally {
      setSending(false);
    }
  };

  const limit = (min: number, max: number | null) =>
    max === null
      ? t('deck.rules.atLeast', { n: min })
      : min === max
        ? t('deck.rules.exactly', { n: min })
        : t('deck.rules.atMost', { n: max });
  const rules = settings.rules;
  const problemsShown = check?.problems ?? (access !== 'open' ? (mine?.problems ?? []) : []);
  const problemTextOf = (p: DeckProblem) => deckProblemText(p, check ? entered : (mine?.text ?? ''), settings.legalityFormat, language);

  const counterRows = (rows: CounterRow[], setRows: (rows: CounterRow[]) => void, section: 'main' | 'side') => (
    <ul className="deck-counter-list">
      {rows.map((row, index) => {
        const change = (next: Partial<CounterRow>) => setRows(rows.map((r, i) => (i === index ? { ...r, ...next } : r)));
        const name = row.name.trim() || t('deck.cardName');
        return (
          <li key={index} className="deck-counter-row" data-testid={`deck-row-${section}`}>
            <button
              type="button"
              className="counter-button"
              aria-label={t('deck.less', { card: name })}
              onClick={() => change({ count: stepCount(row.count, -1) })}
            >
              −
            </button>
            <output className="counter-value" aria-live="polite">
              {row.count}
            </output>
            <button
              type="button"
              className="counter-button"
              aria-label={t('deck.more', { card: name })}
              onClick={() => change({ count: stepCount(row.count, 1) })}
            >
              +
            </button>
            <input
              className="counter-name"
              aria-label={t('deck.cardName')}
              value={row.name}
              onChange={(e) => change({ name: e.target.value })}
              data-testid={`deck-name-${section}`}
            />
          </li>
        );
      })}
    </ul>
  );

  return (
    <section className="stack" aria-labelledby="decklist-title">
      <h1 id="decklist-title" ref={headingRef} tabIndex={-1} className="page-title visually-hidden">
        {t('tabs.decklist')}
      </h1>
      <section className="card" aria-labelledby="deck-title" data-testid="decklist-card" data-access={access}>
        <h2 id="deck-title" className="section-title">
          {t('deck.title')}
        </h2>
        <p className="hint" data-testid="deck-rules">
          {t('deck.rules', {
            main: limit(rules.mainMin, rules.mainMax),
            side: rules.sideboardMax === null ? t('deck.rules.none') : t('deck.rules.atMost', { n: rules.sideboardMax }),
            copies: rules.maxCopies === null ? t('deck.rules.none') : t('deck.rules.atMost', { n: rules.maxCopies }),
            rule: rules.rule,
          })}
        </p>
        {access === 'staffOnly' ? (
          <p className="status-box" data-testid="deck-staff-only">
            {t('deck.staffOnly')}
          </p>
        ) : null}
        {access === 'locked' ? (
          <p className="status-box locked" data-testid="deck-locked">
            {t('deck.locked')}
          </p>
        ) : null}
        {access === 'open' ? (
          <p className="lead" data-testid="deck-deadline">
            {settings.locksAt ? t('deck.deadline', { time: time(settings.locksAt) }) : t('deck.deadlineRound')}
          </p>
        ) : null}

        {mine ? (
          <div className="deck-registered" data-testid="deck-registered">
            <p>
              <strong>{t('deck.submitted', { time: time(mine.updatedAt) })}</strong>
            </p>
            <p className="deck-counts" data-testid="deck-registered-counts">
              {t('deck.counts', { main: mine.mainCount, side: mine.sideboardCount })}
            </p>
            {mine.updatedByKind === 'staff' ? <p className="hint">{t('deck.registeredBy')}</p> : null}
            {mine.changedAfterDeadlineAt ? (
              <p className="hint" data-testid="deck-changed-after-deadline">
                {t('deck.changedAfterDeadline')}
              </p>
            ) : null}
          </div>
        ) : access !== 'staffOnly' ? (
          <p className="lead" data-testid="deck-none">
            {t('deck.none')}
          </p>
        ) : null}

        {access === 'open' ? (
          <div className="form">
            <div className="segmented" role="group" aria-label={t('deck.title')}>
              <button
                type="button"
                className={`segment${mode === 'text' ? ' active' : ''}`}
                aria-pressed={mode === 'text'}
                onClick={() => setMode('text')}
                data-testid="deck-mode-text"
              >
                {t('deck.modeText')}
              </button>
              <button
                type="button"
                className={`segment${mode === 'counter' ? ' active' : ''}`}
                aria-pressed={mode === 'counter'}
                onClick={() => setMode('counter')}
                data-testid="deck-mode-counter"
              >
                {t('deck.modeCounter')}
              </button>
            </div>
            {mode === 'text' ? (
              <div className="field">
                <label htmlFor={textId}>{t('deck.paste')}</label>
                <textarea
                  id={textId}
                  className="deck-text"
                  rows={12}
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                  aria-describedby={`${textId}-hint`}
                  spellCheck={false}
                  autoCapitalize="off"
                  data-testid="deck-text"
                />
                <p id={`${textId}-hint`} className="hint">
                  {t('deck.pasteHint')}
                </p>
              </div>
            ) : (
              <div className="deck-counter">
                <h3 className="subheading">{t('deck.main')}</h3>
                {counterRows(main, setMain, 'main')}
                <button
                  type="button"
                  className="button secondary"
                  onClick={() => setMain([...main, { count: 1, name: '' }])}
                  data-testid="deck-add-main"
                >
                  {t('deck.addCard')}
                </button>
                <h3 className="subheading">{t('deck.sideboard')}</h3>
                {counterRows(sideboard, setSideboard, 'side')}
                <button
                  type="button"
                  className="button secondary"
                  onClick={() => setSideboard([...sideboard, { count: 1, name: '' }])}
                  data-testid="deck-add-side"
                >
                  {t('deck.addSideboard')}
                </button>
              </div>
            )}
          </div>
        ) : null}

        <div aria-live="polite" data-testid="deck-check">
          {access === 'open' && check ? (
            <p className="deck-counts" data-testid="deck-counts">
              {t('deck.counts', { main: check.mainCount, side: check.sideboardCount })}
            </p>
          ) : null}
          {access === 'open' && checking ? <p className="hint">{t('deck.checking')}</p> : null}
          {access === 'open' && check && !checking && check.problems.length === 0 ? (
            <p className="status-box ok" data-testid="deck-ok" data-names-checked={namesChecked}>
              {t(namesChecked ? 'deck.ok' : 'deck.okNamesUnchecked')}
            </p>
          ) : null}
          {problemsShown.length ? (
            <>
              <p>
                <strong>{t('deck.problems', { count: problemsShown.length })}</strong>
              </p>
              <ul className="deck-problems" data-testid="deck-problems">
                {problemsShown.map((p, index) => (
                  <li key={`${p.code}-${index}`} data-code={p.code}>
                    {problemTextOf(p)}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
        <div aria-live="assertive">
          {problem ? (
            <p className="error" data-testid="deck-submit-error">
              <span>{problemText(problem, t)}</span>
            </p>
          ) : null}
        </div>
        {access === 'open' ? (
          <button
            type="button"
            className="button primary"
            onClick={() => void submit()}
            aria-disabled={sending || !entered.trim() || undefined}
            data-testid="deck-submit"
          >
            {sending ? t('deck.submitting') : t('deck.submit')}
          </button>
        ) : null}
      </section>

      {published.length ? <PublishedLists lists={published} top={settings.publishedTop ?? published.length} /> : null}
    </section>
  );
}

function PublishedLists({ lists, top }: { lists: PublishedDecklist[]; top: number }) {
  const { t } = useI18n();
  const cards = (rows: PublishedDecklist['main']) => (
    <ul className="deck-cards">
      {rows.map((card, index) => (
        <li key={`${card.name}-${index}`}>
          <span className="deck-card-count">{card.count}</span> {card.name}
        </li>
      ))}
    </ul>
  );
  return (
    <section className="card" aria-labelledby="published-title" data-testid="published-decklists">
      <h2 id="published-title" className="section-title">
        {t('deck.published', { n: top })}
      </h2>
      {lists.map((list) => (
        <details key={list.playerId} className="published-list" data-testid="published-list">
          <summary>
            <span className="deck-rank">{t('deck.rank', { rank: list.rank })}</span> {rowPlayerName(list)} ·{' '}
            {t('deck.counts', { main: list.mainCount, side: list.sideboardCount })}
          </summary>
          <h3 className="subheading">{t('deck.main')}</h3>
          {cards(list.main)}
          {list.sideboard.length ? (
            <>
              <h3 className="subheading">{t('deck.sideboard')}</h3>
              {cards(list.sideboard)}
            </>
          ) : null}
        </details>
      ))}
    </section>
  );
}
