import { useI18n } from '../../i18n/I18nProvider';
import { type OwnScore, kindOf } from '../../scores';
import { useScoreLabel } from './useScoreLabel';

/** Step 2: the chosen score, big, before it is sent. */
export function ReportCheck({
  score,
  bestOf,
  busy,
  onBack,
  onSend,
}: {
  score: OwnScore;
  bestOf: number;
  busy: boolean;
  onBack: () => void;
  onSend: () => void;
}) {
  const { t } = useI18n();
  const label = useScoreLabel();
  return (
    <div className="report-check">
      <h3 tabIndex={-1} data-autofocus className="subheading">
        {t('report.checkTitle')}
      </h3>
      <p className={`big-score score-${kindOf(score, bestOf)}`} data-testid="report-check-score">
        {label(score, bestOf)}
      </p>
      <div className="button-row">
        <button type="button" className="button secondary" onClick={onBack}>
          {t('report.back')}
        </button>
        <button type="button" className="button primary" aria-disabled={busy || undefined} data-testid="report-send" onClick={onSend}>
          {busy ? <span className="spinner" aria-hidden="true" /> : null}
          {busy ? t('report.sending') : t('report.send')}
        </button>
      </div>
    </div>
  );
}
