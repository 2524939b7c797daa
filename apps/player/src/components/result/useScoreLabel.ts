import { useI18n } from '../../i18n/I18nProvider';
import type { MessageKey } from '../../i18n/messages';
import { type OwnScore, kindOf, scoreText } from '../../scores';

/** "Win 2-1", "Draw 1-1-1", from my side or (`you`) the opponent's. */
export function useScoreLabel() {
  const { t } = useI18n();
  return (score: OwnScore, bestOf: number, person: 'me' | 'you' = 'me') => {
    const kind = kindOf(score, bestOf);
    return t(`score.${person === 'you' ? 'you.' : ''}${kind}` as MessageKey, { score: scoreText(score) });
  };
}
