import { useState } from 'react';
import { announcementsFor } from '../announcements';
import { useI18n } from '../i18n/I18nProvider';
import { isLanguage } from '../i18n/language';
import type { Announcement, JudgeCall, Penalty } from '../usePlayerData';

export interface JudgeCallState {
  status: 'calling' | 'OPEN' | 'TAKEN' | 'CLOSED';
  table: number | null;
  takenByName?: string | null;
  /** The call as the server has it, when this player made it: they may take it back. */
  ownId?: string;
}

/** The newest call on this match as the server has it, or the one being sent. */
export function judgeCallOf(
  matchId: string,
  calling: string | null,
  calls: readonly JudgeCall[] | null,
  playerId: string,
): JudgeCallState | null {
  if (calling === matchId) return { status: 'calling', table: null };
  const call = calls?.find((found) => found.matchId === matchId);
  if (!call) return null;
  return { ...call, ownId: call.playerId === playerId ? call.id : undefined };
}

/**
 * "Call a judge" for my table; once called, says so (a second tap would return the same call),
 * and the player who called may take it back.
 */
export function CallJudgeButton({
  call,
  table,
  onCall,
  onCancel,
  cancelling,
  error,
}: {
  call: JudgeCallState | null;
  table: number;
  onCall: () => void;
  onCancel: (id: string) => void;
  cancelling: boolean;
  error: string | null;
}) {
  const { t } = useI18n();
  const open = call && (call.status === 'OPEN' || call.status === 'TAKEN');
  return (
    <div className="judge-call">
      <div aria-live="polite">
        {open ? (
          <p className="status-box called" data-testid="judge-called" data-status={call.status}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
              <path
                fill="currentColor"
                d="M12 2a7 7 0 00-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 00-7-7zm0 9.5a2.5 2.5 0 110-5 2.5 2.5 0 010 5z"
              />
            </svg>
            <span>
              {call.status === 'TAKEN'
                ? t(call.takenByName ? 'judge.takenBy' : 'judge.taken', { table: call.table ?? table, name: call.takenByName ?? '' })
                : t('judge.called', { table: call.table ?? table })}
            </span>
          </p>
        ) : null}
      </div>
      <div aria-live="assertive">
        {error ? (
          <p className="error" data-testid="judge-call-error">
            <span>{error}</span>
          </p>
        ) : null}
      </div>
      {open && call.ownId ? (
        <button
          type="button"
          className="button secondary"
          onClick={() => onCancel(call.ownId!)}
          aria-disabled={cancelling || undefined}
          data-testid="cancel-judge-call"
        >
          {cancelling ? t('judge.cancelling') : t('judge.cancel')}
        </button>
      ) : null}
      {open ? null : (
        <button
          type="button"
          className="button judge"
          onClick={onCall}
          aria-disabled={call?.status === 'calling' || undefined}
          data-testid="call-judge"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
            <path
              fill="currentColor"
              d="M12 22a2 2 0 002-2h-4a2 2 0 002 2zm6-6V11c0-3.07-1.64-5.64-4.5-6.32V4a1.5 1.5 0 00-3 0v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1l-2-2z"
            />
          </svg>
          {call?.status === 'calling' ? t('judge.calling') : t('judge.call')}
        </button>
      )}
    </div>
  );
}

const time = (iso: string | null, language: string) =>
  iso ? new Date(iso).toLocaleTimeString(language === 'ja' ? 'ja-JP' : 'en-US', { hour: '2-digit', minute: '2-digit' }) : '';

/** Published announcements, pinned first; a new one is announced politely as it arrives. */
export function Announcements({ items }: { items: Announcement[] | null }) {
  const { t, language } = useI18n();
  const [showAll, setShowAll] = useState(false);
  const { shown: sorted, hidden } = announcementsFor(items ?? [], language, showAll);
  return (
    <section className="card" aria-labelledby="announcements-title" data-testid="announcements">
      <h2 id="announcements-title" className="section-title">
        {t('announcements.title')}
      </h2>
      <div className="announcement-list" aria-live="polite">
        {items && sorted.length === 0 ? <p className="lead">{t('announcements.none')}</p> : null}
        {hidden > 0 || showAll ? (
          <button type="button" className="button secondary" onClick={() => setShowAll(!showAll)} data-testid="announcements-all-languages">
            {showAll ? t('announcements.mineOnly') : t('announcements.allLanguages', { count: hidden })}
          </button>
        ) : null}
        {sorted.map((item) => (
          <article
            key={item.id}
            className={`announcement${item.pinned ? ' pinned' : ''}`}
            lang={item.language}
            data-testid="announcement"
            data-pinned={item.pinned}
          >
            <div className="announcement-head">
              <h3 className="subheading">{item.title}</h3>
              {item.pinned ? (
                <span className="chip chip-pinned" lang={language}>
                  {t('announcements.pinned')}
                </span>
              ) : null}
              {item.language !== language && isLanguage(item.language) ? (
                <span className="chip" lang={language} data-testid="announcement-language">
                  {t(`announcements.in.${item.language}`)}
                </span>
              ) : null}
            </div>
            <p className="announcement-body">{item.body}</p>
            {item.publishedAt ? (
              <p className="hint">
                <time dateTime={item.publishedAt}>{time(item.publishedAt, language)}</time>
              </p>
            ) : null}
          </article>
        ))}
      </div>
    </section>
  );
}

/** The player's own penalties (what a player may see); revoked ones are left out. */
export function Penalties({ items }: { items: Penalty[] | null }) {
  const { t } = useI18n();
  const shown = (items ?? []).filter((p) => p.status !== 'REVOKED');
  if (shown.length === 0) return null;
  return (
    <section className="card" aria-labelledby="penalties-title" data-testid="penalties">
      <h2 id="penalties-title" className="section-title">
        {t('penalties.title')}
      </h2>
      <ul className="penalty-list">
        {shown.map((p) => (
          <li key={p.id} className="penalty" data-testid="penalty">
            <strong>{p.penaltyName}</strong>
            <span>{p.infractionName}</span>
            <span className="penalty-description" data-testid="penalty-description">
              {t('penalties.what', { description: p.description })}
            </span>
            {p.roundNumber ? <span className="hint">{t('penalties.round', { round: p.roundNumber })}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
