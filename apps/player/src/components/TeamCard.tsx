import { type FormEvent, useEffect, useId, useState } from 'react';
import type { Api } from '../api';
import { toProblem, problemText, type Problem } from '../errors';
import type { MyTeamFieldsFragment } from '../generated/graphql';
import { useI18n } from '../i18n/I18nProvider';
import { normalizeTypedCode } from '../joinLink';

type Team = MyTeamFieldsFragment;

interface TeamCardProps {
  api: Api;
  /** Round 1 is paired: players and seats are fixed for the whole event (MTR 8.2). */
  fixed: boolean;
  /** Changes when a live update names the player's state (a teammate joined, the team dropped): the team is read again. */
  refreshKey: unknown;
  /** The signed-in player: the captain also seats the team. */
  myId: string;
}

/**
 * A team event's card: the player's team with its players by seat and the code teammates join
 * with; without a team, make one (the player is its captain, in seat A) or join one with its code.
 * Until round 1 the captain says who sits where (MTR 8.2).
 */
export function TeamCard({ api, fixed, refreshKey, myId }: TeamCardProps) {
  const { t } = useI18n();
  const id = useId();
  const [team, setTeam] = useState<Team | null | undefined>(undefined);
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  // Bumped after each change of ours, so the team is read again.
  const [version, setVersion] = useState(0);
  // The captain's changes of seat, by player, over the team as last read.
  const [seating, setSeating] = useState<Record<string, string>>({});
  const seats = team ? [...team.members.map((member) => member.seat), ...team.missingSeats].sort() : [];
  const seatsTheCaptain = !!team && !fixed && team.captainId === myId && team.members.length > 1 && team.status !== 'DROPPED';

  useEffect(() => {
    let current = true;
    api.myTeam().then(
      (read) => {
        if (!current) return;
        setTeam(read);
        setSeating({});
      },
      (error: unknown) => current && setProblem(toProblem(error)),
    );
    return () => {
      current = false;
    };
  }, [api, refreshKey, version]);

  const act = async (change: () => Promise<unknown>) => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      await change();
      setVersion((n) => n + 1);
    } catch (error) {
      setProblem(toProblem(error));
    } finally {
      setBusy(false);
    }
  };
  const create = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) void act(() => api.createMyTeam(name.trim()));
  };
  const seat = (event: FormEvent) => {
    event.preventDefault();
    if (team) void act(() => api.setTeamSeats(team.members.map(({ playerId, seat }) => ({ playerId, seat: seating[playerId] ?? seat }))));
  };
  const join = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) void act(() => api.joinTeam(normalizeTypedCode(code)));
  };

  return (
    <section className="card" aria-labelledby="team-title" data-testid="team-card">
      <h2 id="team-title" className="section-title">
        {team ? t('team.titleNamed', { name: team.name }) : t('team.title')}
      </h2>
      {team ? (
        <div className="stack">
          <ol className="team-seats" data-testid="team-members">
            {team.members.map((member) => (
              <li key={member.playerId}>
                <strong>{t('team.seat', { seat: member.seat })}</strong> {member.name}
                {member.captain ? <span className="chip">{t('team.captain')}</span> : null}
                {member.dropped ? <span className="chip chip-dropped">{t('team.dropped')}</span> : null}
              </li>
            ))}
            {team.missingSeats.map((seat) => (
              <li key={seat} className="hint">
                <strong>{t('team.seat', { seat })}</strong> {t('team.seatEmpty')}
              </li>
            ))}
          </ol>
          {team.status === 'DROPPED' ? <p className="lead">{t('team.teamDropped')}</p> : null}
          {team.missingSeats.length > 0 && !fixed ? (
            <p className="lead" data-testid="team-join-code">
              {t('team.shareCode')} <strong className="code">{team.joinCode}</strong>
            </p>
          ) : null}
          {seatsTheCaptain ? (
            <form className="form" onSubmit={seat} noValidate data-testid="team-seating">
              <h3 className="team-seats-title">{t('team.seating')}</h3>
              {team.members.map((member) => (
                <div className="field" key={member.playerId}>
                  <label htmlFor={`${id}-seat-${member.playerId}`}>{t('team.seatOf', { name: member.name })}</label>
                  <select
                    id={`${id}-seat-${member.playerId}`}
                    value={seating[member.playerId] ?? member.seat}
                    onChange={(event) => setSeating({ ...seating, [member.playerId]: event.target.value })}
                    data-testid="team-seat-choice"
                  >
                    {seats.map((letter) => (
                      <option key={letter} value={letter}>
                        {t('team.seat', { seat: letter })}
                      </option>
                    ))}
                  </select>
                </div>
              ))}
              <button type="submit" className="button secondary" aria-disabled={busy || undefined} data-testid="team-save-seats">
                {t('team.saveSeats')}
              </button>
            </form>
          ) : null}
          {fixed ? (
            <p className="hint">{t('team.fixed')}</p>
          ) : (
            <button
              type="button"
              className="button secondary"
              onClick={() => void act(() => api.leaveTeam())}
              aria-disabled={busy || undefined}
              data-testid="team-leave"
            >
              {t('team.leave')}
            </button>
          )}
        </div>
      ) : team === null && !fixed ? (
        <div className="stack">
          <p className="lead">{t('team.none')}</p>
          <form className="form" onSubmit={create} noValidate>
            <div className="field">
              <label htmlFor={`${id}-name`}>{t('team.name')}</label>
              <input
                id={`${id}-name`}
                value={name}
                maxLength={100}
                onChange={(event) => setName(event.target.value)}
                data-testid="team-name"
              />
            </div>
            <button type="submit" className="button" aria-disabled={busy || !name.trim() || undefined} data-testid="team-create">
              {t('team.create')}
            </button>
          </form>
          <form className="form" onSubmit={join} noValidate>
            <div className="field">
              <label htmlFor={`${id}-code`}>{t('team.code')}</label>
              <input
                id={`${id}-code`}
                value={code}
                maxLength={20}
                autoCapitalize="characters"
                autoComplete="off"
                onChange={(event) => setCode(event.target.value)}
                data-testid="team-code"
              />
            </div>
            <button type="submit" className="button secondary" aria-disabled={busy || !code.trim() || undefined} data-testid="team-join">
              {t('team.join')}
            </button>
          </form>
        </div>
      ) : team === null ? (
        <p className="lead">{t('team.noneFixed')}</p>
      ) : null}
      <div aria-live="assertive">{problem ? <p className="error">{problemText(problem, t)}</p> : null}</div>
    </section>
  );
}
