import { type ReactNode, useRef, useState } from 'react';
import type { PlayoffDrawPolicy } from '@taikai/engine';
import { type Api, ApiError } from '../api';
import { type Problem, problemText, toProblem } from '../errors';
import { useI18n } from '../i18n/I18nProvider';
import type { MessageKey } from '../i18n/messages';
import { type PendingReport, offlineStore } from '../offlineStore';
import { type OwnScore, newRequestKey, toMatchScore, toOwnScore } from '../scores';
import type { MyMatch, MyMatchResult, PlayerData } from '../usePlayerData';
import { FinalResult } from './result/FinalResult';
import { ReportCheck } from './result/ReportCheck';
import { ReportStatus } from './result/ReportStatus';
import { ScorePicker } from './result/ScorePicker';
import { useScoreLabel } from './result/useScoreLabel';

export interface ResultPanelProps {
  api: Api;
  match: MyMatch;
  myId: string;
  bestOf: number;
  playoff: boolean;
  /** The organizer's policy for a drawn playoff game (FFTCG 3.3); null where playoffs never end in a draw. */
  drawPolicy?: PlayoffDrawPolicy | null;
  roundClosed: boolean;
  /** Sends a report or confirmation of this match; resolves to the match after it. */
  sendMatch: (matchId: string, sending: Promise<MyMatchResult>) => Promise<MyMatchResult>;
  /** The server says the match changed under us (already final, round closed): refetch. */
  onStale: () => void;
  /** This match's report or confirmation kept on the phone until the signal returns, if any. */
  pending: PendingReport | null;
  /** The server refused this match's kept report or confirmation when it was sent. */
  refused: PlayerData['refusedReport'];
  /** Keeps a report or confirmation that found no connection, to send with the same request key later. */
  queueReport: PlayerData['queueReport'];
}

type Mode = { step: 'view' } | { step: 'pick' } | { step: 'check'; score: OwnScore; requestKey: string };

const NO_CONNECTION = new Set(['NETWORK_ERROR', 'HTTP_ERROR']);

const STALE = new Set(['MATCH_ALREADY_FINAL', 'ROUND_CLOSED', 'ROUND_NOT_PUBLISHED', 'NO_OPPONENT_REPORT', 'REPORT_CHANGED']);

/**
 * Reporting a match in a few taps: pick the score from your side (`ScorePicker`), check
 * (`ReportCheck`), send. Dropping is a step of its own on the Now tab, away from these controls.
 * Then: waiting for the opponent, confirm theirs, disputed (`ReportStatus`), final (`FinalResult`).
 * A request key is chosen when the player reaches the check step and reused by every retry of
 * that send, so a flaky connection never stores a report twice. The check step is kept on the
 * phone (a reload finds it), and a send or confirmation that finds no connection is kept
 * (`queueReport`) and sent with the same key when the server answers again.
 */
export function ResultPanel({
  api,
  match,
  myId,
  bestOf,
  playoff,
  drawPolicy = null,
  roundClosed,
  sendMatch,
  onStale,
  pending,
  refused,
  queueReport,
}: ResultPanelProps) {
  const { t } = useI18n();
  const label = useScoreLabel();
  const [mode, setModeState] = useState<Mode>(() => {
    const draft = offlineStore.draft(myId, match.id);
    return draft ? { step: 'check', score: draft.score, requestKey: draft.requestKey } : { step: 'view' };
  });
  const setMode = (next: Mode) => {
    setModeState(next);
    offlineStore.keepDraft(
      next.step === 'check' ? { playerId: myId, matchId: match.id, score: next.score, requestKey: next.requestKey } : null,
    );
  };
  const [choice, setChoice] = useState<OwnScore | null>(null);
  const [other, setOther] = useState<OwnScore>({ mine: 0, theirs: 0, draws: 0 });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [notice, setNotice] = useState<MessageKey | null>(null);
  const confirmKey = useRef<string | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const iAmPlayer1 = match.player1Id === myId;
  const latest = (playerId: string | null) =>
    [...match.reports]
      .filter((r) => r.playerId === playerId)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      .at(-1);
  const opponentId = iAmPlayer1 ? match.player2Id : match.player1Id;
  const mine = latest(myId);
  const theirs = latest(opponentId);
  const mineScore = mine ? toOwnScore(mine, iAmPlayer1) : null;
  const theirScore = theirs ? toOwnScore(theirs, iAmPlayer1) : null;

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
    const input = { ...toMatchScore(score, iAmPlayer1), drop: false, requestKey };
    try {
      await sendMatch(match.id, api.reportResult(match.id, input));
      setMode({ step: 'view' });
      setChoice(null);
      setNotice('report.sent');
    } catch (error) {
      if (error instanceof ApiError && NO_CONNECTION.has(error.code)) {
        queueReport(match.id, input, score);
        setMode({ step: 'view' });
        setChoice(null);
        setNotice(null);
      } else failed(error);
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
      await sendMatch(match.id, api.confirmResult(match.id, theirs.id, confirmKey.current));
      confirmKey.current = null;
      setNotice('report.confirmed');
    } catch (error) {
      if (error instanceof ApiError && NO_CONNECTION.has(error.code)) {
        queueReport(
          match.id,
          { ...toMatchScore(theirScore, iAmPlayer1), drop: false, requestKey: confirmKey.current },
          theirScore,
          theirs.id,
        );
        setNotice(null);
      } else failed(error);
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
    body = (
      <ScorePicker
        bestOf={bestOf}
        playoff={playoff}
        drawPolicy={drawPolicy}
        choice={choice}
        other={other}
        onChoice={setChoice}
        onOther={setOther}
        onCancel={() => setMode({ step: 'view' })}
        onPicked={(score) => {
          setMode({ step: 'check', score, requestKey: newRequestKey() });
          focusPanel();
        }}
      />
    );
  } else if (mode.step === 'check' && canReport) {
    body = (
      <ReportCheck
        score={mode.score}
        bestOf={bestOf}
        busy={busy}
        onBack={() => {
          setMode({ step: 'pick' });
          setProblem(null);
        }}
        onSend={() => void send(mode.score, mode.requestKey)}
      />
    );
  } else if (bye) {
    body = null;
  } else if (match.status === 'FINAL') {
    body = <FinalResult match={match} score={toOwnScore(match, iAmPlayer1)} bestOf={bestOf} />;
  } else {
    body = (
      <ReportStatus
        disputed={match.status === 'DISPUTED'}
        bestOf={bestOf}
        mineScore={mineScore}
        theirScore={theirScore}
        roundClosed={roundClosed}
        busy={busy}
        onConfirm={() => void confirm()}
        onReport={startPick}
      />
    );
  }

  return (
    <div className="result-panel" ref={panelRef} data-testid="result-panel">
      <div aria-live="polite" className="sr-status">
        {pending && mode.step === 'view' ? (
          <p className="status-box pending" data-testid="report-pending" data-request-key={pending.input.requestKey}>
            <span>{t(pending.confirms ? 'report.pendingConfirmation' : 'report.pending', { score: label(pending.score, bestOf) })}</span>
          </p>
        ) : notice && mode.step === 'view' && match.status !== 'FINAL' ? (
          <p className="notice">{t(notice)}</p>
        ) : null}
      </div>
      {body}
      <div aria-live="assertive">
        {problem ? (
          <p className="error" data-testid="report-error">
            <span>{problemText(problem, t)}</span>
          </p>
        ) : refused ? (
          <p className="error" data-testid="report-error">
            <span>
              {t(refused.confirmation ? 'report.pendingConfirmationRefused' : 'report.pendingRefused', {
                message: problemText(refused.problem, t) ?? '',
              })}
            </span>
          </p>
        ) : null}
      </div>
    </div>
  );
}
