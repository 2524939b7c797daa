import { findProfile } from '@taikai/engine';

/**
 * Whether the event form asks the organizer what a drawn playoff game leads to: only for a game
 * whose rules let a game end in a draw (FFTCG 3.3). Magic's playoffs never end in a draw (MTR 2.5),
 * so there is nothing to decide.
 */
export function asksPlayoffDrawPolicy(ruleProfile: string | null | undefined): boolean {
  return findProfile(ruleProfile ?? '')?.playoffDraws === 'ORGANIZER_POLICY';
}
