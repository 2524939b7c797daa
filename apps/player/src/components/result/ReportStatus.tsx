import { useI18n } from '../../i18n/I18nProvider';
import { splitTemplate } from '../../i18n/messages';
import { type OwnScore, kindOf } from '../../scores';
import { useScoreLabel } from './useScoreLabel';

export interface ReportStatusProps {
  disputed: boolean;
  bestOf: number;
  mineScore: OwnScore | null;
  theirScore: OwnScore | null;
  roundClosed: boolean;
  busy: boolean;
  onConfirm: () => void;
  /** Report (again), or dispute the opponent's report. */
  onReport: () => void;
}

/** Before the end: nothing yet, waiting for the opponent, confirm theirs, or disputed (a judge comes). */
export function ReportStatus({ disputed, bestOf, mineScore, theirScore, roundClosed, busy, onConfirm, onReport }: ReportStatusProps) {
  const { t } = useI18n();
  const label = useScoreLabel();
  return (
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
          <button
            type="button"
            className="button primary"
            onClick={onConfirm}
            aria-disabled={busy || undefined}
            data-testid="report-confirm"
          >
            {busy ? <span className="spinner" aria-hidden="true" /> : null}
            {t('report.confirm')}
          </button>
          <button type="button" className="button secondary" onClick={onReport} data-testid="report-dispute">
            {t('report.dispute')}
          </button>
        </div>
      ) : mineScore ? (
        <button type="button" className="button secondary" onClick={onReport} data-testid="report-change">
          {t('report.change')}
        </button>
      ) : (
        <button type="button" className="button primary" onClick={onReport} data-testid="report-start">
          {t('report.start')}
        </button>
      )}
    </>
  );
}
