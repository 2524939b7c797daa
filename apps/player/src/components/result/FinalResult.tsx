import { useI18n } from '../../i18n/I18nProvider';
import { type OwnScore, decidedByStaff, kindOf } from '../../scores';
import type { MyMatch } from '../../usePlayerData';
import { useScoreLabel } from './useScoreLabel';

/** The end: the final score, and whether staff decided it. */
export function FinalResult({ match, score, bestOf }: { match: MyMatch; score: OwnScore; bestOf: number }) {
  const { t } = useI18n();
  const label = useScoreLabel();
  return (
    <p className={`status-box final score-${kindOf(score, bestOf)}`} data-testid="match-status" data-status="FINAL">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
        <path fill="currentColor" d="M9 16.17L4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z" />
      </svg>
      <span>
        {t(match.doubleLoss ? 'report.doubleLoss' : decidedByStaff(match) ? 'report.staffDecided' : 'report.final', {
          score: label(score, bestOf),
        })}
      </span>
    </p>
  );
}
