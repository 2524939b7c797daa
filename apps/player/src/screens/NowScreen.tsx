import type { RefObject } from 'react';
import type { Api, Registration } from '../api';
import { Announcements, CallJudgeButton, type JudgeCallState, Penalties } from '../components/Judging';
import { DropSection } from '../components/DropSection';
import { OpponentDecklist } from '../components/OpponentDecklist';
import { ResultPanel } from '../components/ResultPanel';
import { RoundClock } from '../components/RoundClock';
import { mySeatOf, TeamMatchPanel } from '../components/TeamMatchPanel';
import { useI18n } from '../i18n/I18nProvider';
import { withPoints } from '../pairing';
import { describeState, roundLabel } from '../playerState';
import { type PlayerData, playoffRounds } from '../usePlayerData';

export interface NowScreenProps {
  api: Api;
  registration: Registration;
  data: PlayerData;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onRetry: () => void;
  judgeCall: JudgeCallState | null;
  onCallJudge: (matchId: string) => void;
  onCancelJudgeCall: (id: string) => void;
  cancellingJudgeCall: boolean;
  judgeCallError: string | null;
}

/** The current round: number, clock, table, opponent, and the result. */
export function NowScreen({
  api,
  registration,
  data,
  headingRef,
  onRetry,
  judgeCall,
  onCallJudge,
  onCancelJudgeCall,
  cancellingJudgeCall,
  judgeCallError,
}: NowScreenProps) {
  const { t, language, name } = useI18n();
  const { event, matches, state } = data;
  const rounds = event ? [...event.rounds].sort((a, b) => a.number - b.number) : [];
  const round = rounds.at(-1) ?? null;
  const match = round && matches ? (matches.find((m) => m.roundNumber === round.number) ?? null) : null;
  const iAmPlayer1 = match?.player1Id === registration.id;
  // Two-Headed Giant seat B follows the team's game without playing in it: seat A reports (MTR 9.1).
  const plays = Boolean(match && (iAmPlayer1 || match.player2Id === registration.id));
  const opponent = match && plays ? (iAmPlayer1 ? match.player2 : match.player1) : null;
  const me = match && plays ? (iAmPlayer1 ? match.player1 : match.player2) : null;
  const seat = match ? mySeatOf(match, registration.id) : null;
  const playoff = Boolean(round && playoffRounds([round]).length);
  const loading = !event || !matches;
  const formatTime = (iso: string) =>
    new Date(iso).toLocaleString(language === 'ja' ? 'ja-JP' : 'en-GB', { weekday: 'short', hour: '2-digit', minute: '2-digit' });
  const ended = state ? describeState(state, t, language, formatTime) : null;
  const bye = state?.kind === 'BYE' || Boolean(match && !match.player2Id);
  // Not in the top cut (a player there forfeits; staff handle it), and only while still in the event.
  const canDrop = Boolean(state && !ended && !rounds.some((r) => r.phaseKind === 'SINGLE_ELIMINATION'));

  return (
    <section className="stack" aria-labelledby="now-title" aria-busy={loading}>
      <div className="card now-card" data-testid="now-card">
        <h1 id="now-title" ref={headingRef} tabIndex={-1} data-testid="round-title">
          {ended
            ? ended.headline
            : round && event
              ? roundLabel(round, rounds, event.topCut, t)
              : loading
                ? t('now.loading')
                : t('now.noRound')}
        </h1>
        {ended ? (
          <div className="my-state" data-testid="my-state" data-kind={state?.kind}>
            {ended.details.map((line) => (
              <p key={line} className="lead">
                {line}
              </p>
            ))}
          </div>
        ) : null}
        {loading && data.failed ? (
          <button type="button" className="button secondary" onClick={onRetry} data-testid="retry">
            {t('home.retry')}
          </button>
        ) : null}
        {!loading && !round ? <p className="lead">{t('now.noRoundHint')}</p> : null}
        {round && matches && !match && !ended ? <p className="lead">{t('now.notPaired')}</p> : null}
        {round && match && bye && !ended ? (
          <div data-testid="my-pairing" data-match-id={match.id}>
            <p className="bye-title" data-testid="bye">
              {t('now.bye')}
            </p>
            <p className="lead">{t('now.byeHint')}</p>
          </div>
        ) : null}
        {round && match && !bye && !ended ? (
          <>
            <RoundClock round={{ ...round, extensionMinutes: match.extensionMinutes, extraTurns: match.extraTurns }} />
            <div className="pairing" data-testid="my-pairing" data-match-id={match.id}>
              <div className="table-box">
                <span className="table-label">{t('now.table')}</span>
                <span className="table-number" data-testid="table-number">
                  {match.table}
                </span>
              </div>
              {seat ? (
                <div className="table-box seat-box">
                  <span className="table-label">{t('teamMatch.mySeat')}</span>
                  <span className="table-number" data-testid="my-seat">
                    {seat}
                  </span>
                </div>
              ) : null}
              {plays ? (
                <div className="opponent-box">
                  <span className="table-label">{t('now.opponent')}</span>
                  <span className="opponent-name" data-testid="opponent-name">
                    {opponent ? name(opponent) : t('now.bye')}
                  </span>
                </div>
              ) : null}
            </div>
            {opponent && me ? (
              <p className="pairing-points" data-testid="pairing-points">
                <span className="table-label">{t('now.points')}</span> {withPoints(me)} – {withPoints(opponent)}
              </p>
            ) : null}
            {opponent && !round.closedAt && event?.enforcementLevel === 'PROFESSIONAL' ? (
              // MTR 2.7: at Professional REL only; the API checks the REL and that this is the current opponent.
              <OpponentDecklist key={opponent.id} api={api} opponentId={opponent.id} />
            ) : null}
            {opponent && !round.closedAt ? (
              <CallJudgeButton
                call={judgeCall}
                table={match.table}
                onCall={() => onCallJudge(match.id)}
                onCancel={onCancelJudgeCall}
                cancelling={cancellingJudgeCall}
                error={judgeCallError}
              />
            ) : null}
          </>
        ) : null}
      </div>
      {round && match?.teamMatch && !bye && !ended ? (
        <TeamMatchPanel api={api} match={match} teamMatch={match.teamMatch} myId={registration.id} />
      ) : null}
      {round && match && match.player2Id && plays && event ? (
        <section className="card" aria-labelledby="result-title">
          <h2 id="result-title" className="section-title">
            {t('report.title')}
          </h2>
          <ResultPanel
            key={match.id}
            api={api}
            match={match}
            myId={registration.id}
            bestOf={event.bestOf}
            playoff={playoff}
            drawPolicy={event.playoffDrawsFollowPolicy ? event.playoffDrawPolicy : null}
            roundClosed={Boolean(round.closedAt)}
            sendMatch={data.sendMatch}
            onStale={() => void data.refresh(['matches', 'event']).catch(() => undefined)}
            pending={data.pendingReports.find((report) => report.matchId === match.id) ?? null}
            refused={data.refusedReport?.matchId === match.id ? data.refusedReport : null}
            queueReport={data.queueReport}
          />
        </section>
      ) : null}
      <Penalties items={data.penalties} />
      <Announcements items={data.announcements} />
      {canDrop ? <DropSection api={api} onDropped={() => void data.refresh(['state', 'matches']).catch(() => undefined)} /> : null}
    </section>
  );
}
