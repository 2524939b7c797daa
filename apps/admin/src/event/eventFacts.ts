import { winsNeeded } from '@taikai/engine';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "Best of 3" / 「3本勝負（2本先取）」: the event form's wording, so the header never says otherwise. */
export function bestOfLabel(translate: Translate, bestOf: number): string {
  const wins = winsNeeded(bestOf);
  return translate(`taikai.event.best_of_choice_${bestOf}`, { _: translate('taikai.event.best_of', { n: bestOf, wins }) });
}
