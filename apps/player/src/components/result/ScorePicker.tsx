import { useId } from 'react';
import { useI18n } from '../../i18n/I18nProvider';
import type { MessageKey } from '../../i18n/messages';
import type { PlayoffDrawPolicy } from '@taikai/engine';
import { type OwnScore, kindOf, otherScoreLimits, sameScore, scoreOptions, scoreText } from '../../scores';
import { useScoreLabel } from './useScoreLabel';

export interface ScorePickerProps {
  bestOf: number;
  playoff: boolean;
  /** The organizer's policy for a drawn playoff game, where the game allows drawn games (FFTCG 3.3); null otherwise. */
  drawPolicy?: PlayoffDrawPolicy | null;
  /** The score chosen so far, and the steppers' "another score": kept by the panel, so going back from the check keeps them. */
  choice: OwnScore | null;
  other: OwnScore;
  onChoice: (score: OwnScore) => void;
  onOther: (score: OwnScore) => void;
  onCancel: () => void;
  /** Continue with the chosen score, to check it before sending. */
  onPicked: (score: OwnScore) => void;
}

/** Step 1: the score from my side, a tile per common score, steppers for the rare ones. */
export function ScorePicker({
  bestOf,
  playoff,
  drawPolicy = null,
  choice,
  other,
  onChoice,
  onOther,
  onCancel,
  onPicked,
}: ScorePickerProps) {
  const { t } = useI18n();
  const label = useScoreLabel();
  const id = useId();
  const options = scoreOptions(bestOf, playoff, drawPolicy);
  const limits = otherScoreLimits(bestOf);
  const changeOther = (part: keyof OwnScore, value: number) => {
    const next = { ...other, [part]: value };
    onOther(next);
    onChoice(next);
  };

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
          onChange={() => onChoice(score)}
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

  return (
    <form
      className="report-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (choice) onPicked(choice);
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
        {playoff && drawPolicy ? (
          <p className="hint" data-testid="playoff-draw-policy">
            {t(drawPolicy === 'PLAY_ANOTHER_GAME' ? 'report.playoffDraw.anotherGame' : 'report.playoffDraw.higherSeed')}
          </p>
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
        <button type="button" className="button secondary" onClick={onCancel}>
          {t('report.cancel')}
        </button>
        <button type="submit" className="button primary" aria-disabled={!choice || undefined} data-testid="report-continue">
          {t('report.continue')}
        </button>
      </div>
    </form>
  );
}

/** A count with one-step buttons, big enough for a thumb. */
function Stepper({
  label,
  value,
  max,
  onChange,
  testId,
}: {
  label: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
  testId: string;
}) {
  const { t } = useI18n();
  return (
    <div className="stepper" role="group" aria-label={label}>
      <span className="stepper-label">{label}</span>
      <button
        type="button"
        className="stepper-button"
        disabled={value <= 0}
        onClick={() => onChange(value - 1)}
        aria-label={t('report.other.fewer', { what: label })}
        data-testid={`${testId}-fewer`}
      >
        −
      </button>
      <output className="stepper-value" aria-live="polite" data-testid={testId}>
        {value}
      </output>
      <button
        type="button"
        className="stepper-button"
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
        aria-label={t('report.other.more', { what: label })}
        data-testid={`${testId}-more`}
      >
        +
      </button>
    </div>
  );
}
