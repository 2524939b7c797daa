import type { Language } from './i18n/language';
import type { MessageKey } from './i18n/messages';
import type { MyState } from './usePlayerData';

type T = (key: MessageKey, params?: Record<string, string | number>) => string;

/** "3rd" / "3位". */
export function ordinal(n: number, language: Language): string {
  if (language === 'ja') return `${n}位`;
  const suffix = { one: 'st', two: 'nd', few: 'rd', other: 'th' } as Record<string, string>;
  return `${n}${suffix[new Intl.PluralRules('en', { type: 'ordinal' }).select(n)] ?? 'th'}`;
}

/** A top cut round by its distance to the final: Final, Semi-final, Quarter-final, Round of 16… */
export function stageName(roundsBeforeFinal: number, t: T): string {
  if (roundsBeforeFinal === 0) return t('stage.final');
  if (roundsBeforeFinal === 1) return t('stage.semi');
  if (roundsBeforeFinal === 2) return t('stage.quarter');
  return t('stage.roundOf', { players: 2 ** (roundsBeforeFinal + 1) });
}

export interface StateText {
  headline: string;
  details: string[];
}

/**
 * What the Now tab says when the player's event is over or paused for them; null while they
 * play (the table and opponent say it). The state itself comes from the API.
 */
export function describeState(state: MyState, t: T, language: Language, formatTime: (iso: string) => string): StateText | null {
  // The rank is final once the Swiss rounds are over (the final standings: after a top cut, the
  // champion first); before that it is the rank so far, after the round the API names.
  const rank = state.rank
    ? [
        state.rankAfterRound
          ? t('state.rankSoFar', { rank: ordinal(state.rank, language), round: state.rankAfterRound })
          : t('state.rank', { rank: ordinal(state.rank, language) }),
      ]
    : [];
  switch (state.kind) {
    case 'CHAMPION':
      return { headline: t('state.champion'), details: [t('state.championHint')] };
    case 'ELIMINATED': {
      const stage = state.roundsBeforeFinal ?? 0;
      const place = state.place ? ordinal(state.place, language) : '';
      // Without a place yet (the other matches of the round still playing), say the stage.
      if (stage <= 1 && place)
        return { headline: t('state.finished', { place }), details: [t(stage === 0 ? 'state.lostFinal' : 'state.lostSemi')] };
      return {
        headline: t('state.eliminated', { stage: stageName(stage, t) }),
        details: [place ? t('state.place', { place }) : t('state.placeLater')],
      };
    }
    case 'NOT_IN_CUT':
      return { headline: t('state.notInCut'), details: [...rank, t('state.over')] };
    case 'FINISHED':
      return { headline: t('state.eventOver'), details: [...rank, t('state.over')] };
    case 'DISQUALIFIED':
      return { headline: t('state.disqualified'), details: [t('state.disqualifiedHint')] };
    case 'DROPPED': {
      const when = state.droppedAt ? formatTime(state.droppedAt) : '';
      const after = state.droppedAfterRound
        ? t('state.droppedAfter', { round: state.droppedAfterRound, time: when })
        : t('state.droppedAt', { time: when });
      return { headline: t('state.dropped'), details: [after, ...rank, t(state.reentryPossible ? 'state.reentry' : 'state.noReentry')] };
    }
    default:
      return null;
  }
}

/** "Round 3" for Swiss rounds, "Quarter-final" / "Semi-final" / "Final" for the top cut (by its phase). */
export function roundLabel(
  round: { number: number; phaseKind: string },
  rounds: readonly { number: number; phaseKind: string }[],
  topCut: number,
  t: T,
): string {
  if (round.phaseKind !== 'SINGLE_ELIMINATION') return t('now.title', { round: round.number });
  const playoff = rounds.filter((r) => r.phaseKind === 'SINGLE_ELIMINATION').sort((a, b) => a.number - b.number);
  const total = Math.max(1, Math.round(Math.log2(Math.max(2, topCut))));
  return stageName(Math.max(0, total - 1 - playoff.findIndex((r) => r.number === round.number)), t);
}

/**
 * The standings' label for a player of the top cut (the dashboard's too): champion, finalist,
 * "Top 4" / "Top 8" for semi- and quarter-final losers, or still in the playoff; null otherwise.
 */
export function playoffLabel(row: { playoff?: string | null; playoffRoundsBeforeFinal?: number | null }, t: T): string | null {
  if (row.playoff === 'CHAMPION') return t('event.playoffChampion');
  if (row.playoff === 'IN_PLAYOFF') return t('event.playoffIn');
  if (row.playoff !== 'ELIMINATED') return null;
  const rounds = row.playoffRoundsBeforeFinal ?? 0;
  return rounds === 0 ? t('event.playoffFinalist') : t('event.playoffTop', { n: 2 ** (rounds + 1) });
}
