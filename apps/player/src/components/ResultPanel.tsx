import { type ReactNode, useId, useRef, useState } from 'react';
import { type Api, ApiError } from '../api';
import { type Problem, problemText, toProblem } from '../errors';
import { useI18n } from '../i18n/I18nProvider';
import { type MessageKey, splitTemplate } from '../i18n/messages';
import { type OwnScore, decidedByStaff, kindOf, newRequestKey, otherScoreLimits, sameScore, scoreOptions, scoreText, toMatchScore, toOwnScore } from '../scores';
import type { MyMatch, MyMatchResult } from '../usePlayerData';

export interface ResultPanelProps {
  api: Api;
  match: MyMatch;
  myId: string;
  bestOf: number;
  playoff: boolean;
  roundClosed: boolean;
  onMatch: (match: MyMatchResult) => void;
  /** The server says the match changed under us (already final, round closed): refetch. */
  onStale: () => void;
}

type Mode = { step: 'view' } | { step: 'pick' } | { step: 'check'; score: OwnScore; requestKey: string };

const STALE = new Set(['MATCH_ALREADY_FINAL', 'ROUND_CLOSED', 'ROUND_NOT_PUBLISHED', 'NO_OPPONENT_REPORT', 'REPORT_CHANGED']);

export function useScoreLabel() {
  const { t } = useI18n();
  return (score: OwnScore, bestOf: number, person: 'me' | 'you' = 'me') => {
    const kind = kindOf(score, bestOf);
    return t(`score.${person === 'you' ? 'you.' : ''}${kind}` as MessageKey, { score: scoreText(score) });
  };
}

/**
 * Reporting a match in a few taps: pick the score from your side, check, send. Dropping is a step
 * of its own on the Now tab, away from these controls.
 * Then: waiting for the opponent, confirm theirs, disputed (a judge comes), final.
 * A request key is chosen when the player reaches the check step and reused by every retry of
 * that send, so a flaky connection never stores a report twice.
 */
export function ResultPanel({ api, match, myId, bestOf, playoff, roundClosed, onMatch, onStale }: ResultPanelProps) {
  const { t } = useI18n();
  const label = useScoreLabel();
  const id = useId();
  const [mode, setMode] = useState<Mode>({ step: 'view' });
  const [choice, setChoice] = useState<OwnScore | null>(null);
  const [other, setOther] = useState<OwnScore>({ mine: 0, theirs: 0, draws: 0 });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [notice, setNotice] = useState<MessageKey | null>(null);
  const confirmKey = useRef<string | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const iAmPlayer1 = match.player1Id === myId;
  const latest = (playerId: string | null) => [...match.reports].filter((r) => r.playerId === playerId).sort((a, b) => a.createdAt.localeCompare(b.createdAt)).at(-1);
  const opponentId = iAmPlayer1 ? match.player2Id : match.player1Id;
  const mine = latest(myId);
  const theirs = latest(opponentId);
  const mineScore = mine ? toOwnScore(mine, iAmPlayer1) : null;
  const theirScore = theirs ? toOwnScore(theirs, iAmPlayer1) : null;
  const finalScore = toOwnScore(match, iAmPlayer1);
  const options = scoreOptions(bestOf, playoff);
  const limits = otherScoreLimits(bestOf);
  const changeOther = (part: keyof OwnScore, value: number) => {
    const next = { ...other, [part]: value };
    setOther(next);
    setChoice(next);
  };

  const focusPanel = () => requestAnimationFrame(() => panelRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus());

  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'NETWORK_ERROR') setProblem({ key: 'errors.sendNetwork' });
    else setProblem(toProblem(error));
    if (error instanceof ApiError && STALE.has(error.code)) {
      setMode({ step: 'view' });
      onStale();
    }
  };

  const send = async (score: OwnScore, requestKey: string) => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const updated = await api.reportResult(match.id, { ...toMatchScore(score, iAmPlayer1), drop: false, requestKey });
      onMatch(updated);
      setMode({ step: 'view' });
      setChoice(null);
      setNotice('report.sent');
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    if (busy || !theirs || !theirScore) return;
    confirmKey.current ??= newRequestKey();
    setBusy(true);
    setProblem(null);
    try {
      // The report on screen: if the opponent has changed it since, the server refuses and we refetch.
      onMatch(await api.confirmResult(match.id, theirs.id, confirmKey.current));
      confirmKey.current = null;
      setNotice('report.confirmed');
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  const startPick = () => {
    setProblem(null);
    setNotice(null);
    setMode({ step: 'pick' });
    focusPanel();
  };

  const bye = match.player2Id === null;
  const canReport = !bye && !roundClosed && match.status !== 'FINAL';

  let body: ReactNode;
  if (mode.step === 'pick' && canReport) {
    const tile = (score: OwnScore) => {
      const kind = kindOf(score, bestOf);
      const value = scoreText(score);
      const checked = choice !== null && sameScore(choice, score);
      return (
        <label key={`${kind}-${value}`} className={`score-tile score-${kind}${checked ? ' checked' : ''}`} data-testid={`score-${value}`}>
          <input
            type="radio"
            name={`${id}-score`}
            value={value}
            checked={checked}
            onChange={() => setChoice(score)}
            className="visually-hidden"
            aria-label={label(score, bestOf)}
          />
          <span className="score-kind" aria-hidden="true">
            {t(`score.short.${kind}` as MessageKey)}
          </span>
          <span className="score-value" aria-hidden="true">
            {value}
          </span>
        </label>
      );
    };
    body = (
      <form
        className="report-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (!choice) return;
          setMode({ step: 'check', score: choice, requestKey: newRequestKey() });
          focusPanel();
        }}
      >
        <fieldset className="score-fieldset">
          <legend tabIndex={-1} data-autofocus className="score-legend">
            {t('report.pickLegend')}
          </legend>
          <div className="score-columns">
            <div className="score-column" role="group" aria-label={t('report.wins')}>
              {options.wins.map(tile)}
            </div>
            <div className="score-column" role="group" aria-label={t('report.losses')}>
              {options.losses.map(tile)}
            </div>
          </div>
          {options.draws.length ? (
            <div className="score-draws" role="group" aria-label={t('report.draws')}>
              {options.draws.map(tile)}
            </div>
          ) : null}
          <details className="other-score" data-testid="other-score">
            <summary>{t('report.other')}</summary>
            <div className="steppers">
              {(['mine', 'theirs', 'draws'] as const).map((part) => (
                <Stepper
                  key={part}
                  label={t(`report.other.${part}`)}
                  value={other[part]}
                  max={limits[part]}
                  onChange={(value) => changeOther(part, value)}
                  testId={`other-${part}`}
                />
              ))}
            </div>
          </details>
        </fieldset>
        <div className="button-row">
          <button type="button" className="button secondary" onClick={() => setMode({ step: 'view' })}>
            {t('report.cancel')}
          </button>
          <button type="submit" className="button primary" aria-disabled={!choice || undefined} data-testid="report-continue">
            {t('report.continue')}
          </button>
        </div>
      </form>
    );
  } else if (mode.step === 'check' && canReport) {
    body = (
      <div className="report-check">
        <h3 tabIndex={-1} data-autofocus className="subheading">
          {t('report.checkTitle')}
        </h3>
        <p className={`big-score score-${kindOf(mode.score, bestOf)}`} data-testid="report-check-score">
          {label(mode.score, bestOf)}
        </p>
        <div className="button-row">
          <button
            type="button"
            className="button secondary"
            onClick={() => {
              setMode({ step: 'pick' });
              setProblem(null);
            }}
          >
            {t('report.back')}
          </button>
          <button
            type="button"
            className="button primary"
            aria-disabled={busy || undefined}
            data-testid="report-send"
            onClick={() => void send(mode.score, mode.requestKey)}
          >
            {busy ? <span className="spinner" aria-hidden="true" /> : null}
            {busy ? t('report.sending') : t('report.send')}
          </button>
        </div>
      </div>
    );
  } else if (bye) {
    body = null;
  } else if (match.status === 'FINAL') {
    body = (
      <p className={`status-box final score-${kindOf(finalScore, bestOf)}`} data-testid="match-status" data-status="FINAL">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
          <path fill="currentColor" d="M9 16.17L4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z" />
        </svg>
        <span>{t(decidedByStaff(match) ? 'report.staffDecided' : 'report.final', { score: label(finalScore, bestOf) })}</span>
      </p>
    );
  } else {
    const disputed = match.status === 'DISPUTED';
    body = (
      <>
        {disputed ? (
          <p className="status-box disputed" data-testid="match-status" data-status="DISPUTED">
            <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
              <path fill="currentColor" d="M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z" />
            </svg>
            <span>{t('report.disputed')}</span>
          </p>
        ) : mineScore && !theirScore ? (
          <p className="status-box waiting" data-testid="match-status" data-status="WAITING">
            <span className="pulse" aria-hidden="true" />
            <span>{t('report.waiting')}</span>
          </p>
        ) : null}
        {mineScore ? (
          <p className="report-line" data-testid="my-report">
            {t('report.mine', { score: label(mineScore, bestOf) })}
          </p>
        ) : null}
        {theirScore && disputed ? (
          <p className="report-line" data-testid="opponent-report">
            {t('report.theirs', { score: label(theirScore, bestOf, 'you') })}
          </p>
        ) : null}
        {theirScore && !mineScore ? (
          <div className="their-report" data-testid="opponent-report">
            {splitTemplate(t('report.theirs')).map((part, index) =>
              part.param ? (
                <strong key={index} className={`big-score score-${kindOf(theirScore, bestOf)}`}>
                  {label(theirScore, bestOf, 'you')}
                </strong>
              ) : (
                <span key={index}>{part.text}</span>
              ),
            )}
          </div>
        ) : null}
        {roundClosed ? (
          <p className="hint">{t('report.closed')}</p>
        ) : theirScore && !mineScore ? (
          <div className="confirm-box" data-testid="match-status" data-status="CONFIRM">
            <p className="subheading">{t('report.confirmQuestion')}</p>
            <button type="button" className="button primary" onClick={() => void confirm()} aria-disabled={busy || undefined} data-testid="report-confirm">
              {busy ? <span className="spinner" aria-hidden="true" /> : null}
              {t('report.confirm')}
            </button>
            <button type="button" className="button secondary" onClick={startPick} data-testid="report-dispute">
              {t('report.dispute')}
            </button>
          </div>
        ) : mineScore ? (
          <button type="button" className="button secondary" onClick={startPick} data-testid="report-change">
            {t('report.change')}
          </button>
        ) : (
          <button type="button" className="button primary" onClick={startPick} data-testid="report-start">
            {t('report.start')}
          </button>
        )}
      </>
    );
  }

  return (
    <div className="result-panel" ref={panelRef} data-testid="result-panel">
      <div aria-live="polite" className="sr-status">
        {notice && mode.step === 'view' && match.status !== 'FINAL' ? <p className="notice">{t(notice)}</p> : null}
      </div>
      {body}
      <div aria-live="assertive">
        {problem ? (
          <p className="error" data-testid="report-error">
            <span>{problemText(problem, t)}</span>
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** A count with one-step buttons, big enough for a thumb. */
function Stepper({ label, value, max, onChange, testId }: { label: string; value: number; max: number; onChange: (value: number) => void; testId: string }) {
  const { t } = useI18n();
  return (
    <div className="stepper" role="group" aria-label={label}>
      <span className="stepper-label">{label}</span>
      <button type="button" className="stepper-button" disabled={value <= 0} onClick={() => onChange(value - 1)} aria-label={t('report.other.fewer', { what: label })} data-testid={`${testId}-fewer`}>
        −
      </button>
      <output className="stepper-value" aria-live="polite" data-testid={testId}>
        {value}
      </output>
      <button type="button" className="stepper-button" disabled={value >= max} onClick={() => onChange(value + 1)} aria-label={t('report.other.more', { what: label })} data-testid={`${testId}-more`}>
        +
      </button>
    </div>
  );
}
