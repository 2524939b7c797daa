import { useEffect, useState } from 'react';
import type { Api } from '../api';
import type { TeamMatchMembersQuery } from '../generated/graphql';
import { useI18n } from '../i18n/I18nProvider';
import type { MessageKey } from '../i18n/messages';
import { type TeamMatch, type TeamView, teamView } from '../teamMatch';

type Members = NonNullable<NonNullable<TeamMatchMembersQuery['match']['teamMatch']>['team1']>['members'];
type Rosters = { team1: Members; team2: Members };

/** The member's seat in a team match: their seat match's slot; in Two-Headed Giant, A plays the game and B does not. */
export function mySeatOf(match: { teamSlot?: string | null; player1Id: string; player2Id?: string | null }, myId: string): string | null {
  if (!match.teamSlot) return null;
  if (match.teamSlot !== 'SHARED') return match.teamSlot;
  return match.player1Id === myId || match.player2Id === myId ? 'A' : 'B';
}

function statusKey(view: TeamView): MessageKey {
  if (view.result === null) return 'teamMatch.pending';
  if (view.status === 'DECIDED')
    return view.result === 'won' ? 'teamMatch.decidedWon' : view.result === 'lost' ? 'teamMatch.decidedLost' : 'teamMatch.decidedDraw';
  return view.result === 'won' ? 'teamMatch.won' : view.result === 'lost' ? 'teamMatch.lost' : 'teamMatch.draw';
}

interface TeamMatchPanelProps {
  api: Api;
  match: { id: string; player1Id: string; player2Id?: string | null; teamSlot?: string | null };
  teamMatch: TeamMatch;
  myId: string;
}

/**
 * A team event's match on the phone (MTR 8.2, 9.1): the team against, the team's tally and status,
 * and every seat's result, updated with the player's matches. Two-Headed Giant reads both teams'
 * players once (the opponents' seat B, and seat B's own team).
 */
export function TeamMatchPanel({ api, match, teamMatch, myId }: TeamMatchPanelProps) {
  const { t, name } = useI18n();
  const shared = match.teamSlot === 'SHARED';
  const [rosters, setRosters] = useState<Rosters | null>(null);
  useEffect(() => {
    if (!shared) return;
    let current = true;
    api.teamMatchMembers(match.id).then(
      (read) => current && read && setRosters({ team1: read.team1.members, team2: read.team2?.members ?? [] }),
      () => undefined, // offline: the team names and the game still show
    );
    return () => {
      current = false;
    };
  }, [api, match.id, shared]);

  const myTeamId =
    rosters?.team1.some((member) => member.playerId === myId) === true
      ? teamMatch.team1.id
      : rosters?.team2.some((member) => member.playerId === myId) === true
        ? (teamMatch.team2?.id ?? null)
        : null;
  const view = teamView(teamMatch, match, myId, myTeamId);
  const opponents = rosters && view.side ? (view.side === 1 ? rosters.team2 : rosters.team1) : null;
  const plays = match.player1Id === myId || match.player2Id === myId;

  return (
    <section className="card team-match" aria-labelledby="team-match-title" data-testid="team-match">
      <h2 id="team-match-title" className="section-title">
        {t('teamMatch.title')}
      </h2>
      {view.opponentTeam ? (
        <p className="lead team-against" data-testid="team-against">
          {t('teamMatch.against', { name: view.opponentTeam })}
        </p>
      ) : null}
      {opponents?.length ? (
        <p className="team-opponents" data-testid="team-opponents">
          <span className="table-label">{t('teamMatch.opponents')}</span>{' '}
          {opponents.map((member) => `${t('team.seat', { seat: member.seat })} ${member.name}`).join(' / ')}
        </p>
      ) : null}
      <p className="team-status" data-testid="team-status" data-status={view.status} role="status">
        {t('teamMatch.score', { wins: view.wins, losses: view.losses, status: t(statusKey(view)) })}
      </p>
      {shared && !plays ? (
        <p className="hint" data-testid="seat-a-reports">
          {t('teamMatch.seatAReports')}
        </p>
      ) : null}
      <h3 className="team-seats-title">{t('teamMatch.seats')}</h3>
      <ul className="team-seats" data-testid="team-seats">
        {view.seats.map((seat) => (
          <li key={seat.id} className="team-seat" data-testid="team-seat" data-slot={seat.slot} data-outcome={seat.outcome}>
            <span className="team-seat-head">
              {seat.slot === 'SHARED' ? t('teamMatch.shared') : t('team.seat', { seat: seat.slot })} · {t('now.table')} {seat.table}
            </span>
            <span className="team-seat-players">
              {seat.mine ? name(seat.mine) : '—'} – {seat.theirs ? name(seat.theirs) : t('now.bye')}
            </span>
            <span className={`team-seat-outcome team-seat-outcome--${seat.outcome}`}>{t(`teamMatch.seatOutcome.${seat.outcome}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
