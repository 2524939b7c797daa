import type { RefObject } from 'react';
import type { Api, Registration } from '../api';
import { AlertSettingsCard } from '../components/AlertSettingsCard';
import { TeamCard } from '../components/TeamCard';
import { useScoreLabel } from '../components/result/useScoreLabel';
import type { AlertSettings } from '../useAlerts';
import { withPoints } from '../pairing';
import { ordinal, playoffLabel, roundLabel } from '../playerState';
import { useI18n } from '../i18n/I18nProvider';
import type { MessageKey } from '../i18n/messages';
import { toOwnScore } from '../scores';
import { organizationPath } from '../organizationLink';
import { type PlayerData, playoffRounds } from '../usePlayerData';

export interface EventScreenProps {
  api: Api;
  registration: Registration;
  data: PlayerData;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onSignOut: () => void;
  alerts: { settings: AlertSettings; setSettings: (settings: AlertSettings) => void };
}

const percent = (rate: number) => `${Math.floor(rate * 1000) / 10}%`;

/** A standings table's columns: rank, who (a player or a team), points, OMW. */
function StandingsHead({ name }: { name: string }) {
  const { t } = useI18n();
  return (
    <thead>
      <tr>
        <th scope="col">{t('event.rank')}</th>
        <th scope="col">{name}</th>
        <th scope="col" className="num">
          {t('event.points')}
        </th>
        <th scope="col" className="num">
          {t('event.omw')}
        </th>
      </tr>
    </thead>
  );
}

/** My matches and results, the standings once published, and the top-cut bracket. */
export function EventScreen({ api, registration, data, headingRef, onSignOut, alerts }: EventScreenProps) {
  const { t, language, name } = useI18n();
  const label = useScoreLabel();
  const { event, matches, standings, bracket } = data;
  const bestOf = event?.bestOf ?? 3;
  const bracketRounds = bracket ? playoffRounds(bracket.rounds).sort((a, b) => a.number - b.number) : [];

  const rounds = event?.rounds ?? [];
  const topCut = event?.topCut ?? 0;
  // In a long list the player's own row is far down: their rank, record and tiebreakers come first.
  const mine = standings?.published ? standings.rows.find((row) => row.player.id === registration.id) : undefined;
  const titleOf = (roundNumber: number) =>
    roundLabel(rounds.find((r) => r.number === roundNumber) ?? { number: roundNumber, phaseKind: 'SWISS' }, rounds, topCut, t);

  return (
    <section className="stack" aria-labelledby="event-title">
      <h1 id="event-title" ref={headingRef} tabIndex={-1} className="page-title visually-hidden">
        {t('event.title')}
      </h1>

      {event?.teamFormat ? <TeamCard api={api} fixed={rounds.length > 0} refreshKey={data.state} myId={registration.id} /> : null}

      {standings?.published && mine ? (
        <section className="card my-rank" aria-labelledby="my-rank-title" data-testid="my-rank">
          <h2 id="my-rank-title" className="section-title">
            {t('event.myRank')}
          </h2>
          <p className="my-rank-value">
            <strong data-testid="my-rank-value">{ordinal(mine.rank, language)}</strong>
            {standings.afterRound ? <span className="hint"> {t('event.myRankAfter', { round: standings.afterRound })}</span> : null}
          </p>
          <dl className="my-rank-facts">
            <div>
              <dt>{t('event.points')}</dt>
              <dd data-testid="my-rank-points">{mine.matchPoints}</dd>
            </div>
            <div>
              <dt>{t('event.record')}</dt>
              <dd data-testid="my-rank-record">
                {mine.wins}-{mine.losses}-{mine.draws}
              </dd>
            </div>
            <div>
              <dt>{t('event.omw')}</dt>
              <dd>{percent(mine.omw)}</dd>
            </div>
            <div>
              <dt>{t('event.gw')}</dt>
              <dd>{percent(mine.gw)}</dd>
            </div>
            <div>
              <dt>{t('event.ogw')}</dt>
              <dd>{percent(mine.ogw)}</dd>
            </div>
          </dl>
        </section>
      ) : null}

      <section className="card" aria-labelledby="matches-title" data-testid="my-matches">
        <h2 id="matches-title" className="section-title">
          {t('event.matches')}
        </h2>
        {matches && matches.length === 0 ? <p className="lead">{t('event.noMatches')}</p> : null}
        <ol className="match-list" reversed>
          {(matches ?? []).map((match) => {
            const iAmPlayer1 = match.player1Id === registration.id;
            const opponent = iAmPlayer1 ? match.player2 : match.player1;
            return (
              <li key={match.id} className="match-item" data-testid="match-item" data-status={match.status}>
                <div className="match-head">
                  <strong data-testid="match-round">{titleOf(match.roundNumber)}</strong>
                  <span className={`chip chip-${match.status.toLowerCase()}`}>
                    {opponent ? t(`event.status.${match.status}` as MessageKey) : t('event.byeLine')}
                  </span>
                </div>
                <p className="match-sub">
                  {opponent ? t('event.tableVs', { table: match.table, opponent: withPoints(opponent) }) : t('now.byeHint')}
                </p>
                {opponent && match.status === 'FINAL' ? (
                  <p className="match-score">{match.doubleLoss ? t('report.doubleLoss') : label(toOwnScore(match, iAmPlayer1), bestOf)}</p>
                ) : null}
              </li>
            );
          })}
        </ol>
      </section>

      {bracketRounds.length ? (
        <section className="card" aria-labelledby="bracket-title" data-testid="bracket">
          <h2 id="bracket-title" className="section-title">
            {t('event.bracket')}
          </h2>
          {bracketRounds.map((round) => (
            <div key={round.id} className="bracket-round">
              <h3 className="subheading">{titleOf(round.number)}</h3>
              <ul className="bracket-list">
                {round.matches.map((match) => {
                  const done = match.status === 'FINAL';
                  const winner =
                    done && !match.doubleLoss ? (match.player1Wins > match.player2Wins ? match.player1.id : match.player2?.id) : null;
                  const side = (player: { id: string; name: string; distinguishingId?: string | null } | null, wins: number) => (
                    <span
                      className={`bracket-side${winner && player?.id === winner ? ' winner' : ''}${player?.id === registration.id ? ' me' : ''}`}
                    >
                      <span className="bracket-name">{player ? name(player) : t('event.bracket.tbd')}</span>
                      {done && player ? <span className="bracket-wins">{wins}</span> : null}
                    </span>
                  );
                  return (
                    <li key={match.id} className="bracket-match">
                      {side(match.player1, match.player1Wins)}
                      {side(match.player2, match.player2Wins)}
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </section>
      ) : null}

      {standings?.published && standings.teamRows ? (
        <section className="card" aria-labelledby="team-standings-title" data-testid="team-standings">
          <h2 id="team-standings-title" className="section-title">
            {t('teamStandings.title')}
          </h2>
          <div className="table-scroll">
            <table className="standings-table">
              <StandingsHead name={t('teamStandings.team')} />
              <tbody>
                {standings.teamRows.map((row) => (
                  <tr key={row.team.id} data-testid="team-standing">
                    <td className="num rank">{row.rank}</td>
                    <td className="name">
                      {row.team.name}
                      {row.dropped ? <span className="chip chip-dropped">{t('event.dropped')}</span> : null}
                      <span className="record">
                        {row.wins}-{row.losses}-{row.draws}
                      </span>
                    </td>
                    <td className="num" data-label={t('event.points')}>
                      {row.matchPoints}
                    </td>
                    <td className="num" data-label={t('event.omw')}>
                      {percent(row.omw)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}

      <section className="card" aria-labelledby="standings-title" data-testid="standings">
        <h2 id="standings-title" className="section-title" data-testid="standings-title">
          {standings?.published && standings.afterRound ? t('event.standingsAfter', { round: standings.afterRound }) : t('event.standings')}
        </h2>
        {standings && !standings.published ? (
          <p className="lead" data-testid="standings-not-published">
            {t('event.standingsNotPublished')}
          </p>
        ) : null}
        {standings?.published ? (
          <div className="table-scroll">
            <table className="standings-table">
              <StandingsHead name={t('event.player')} />
              <tbody>
                {standings.rows.map((row) => {
                  const me = row.player.id === registration.id;
                  return (
                    <tr
                      key={row.player.id}
                      className={me ? 'me' : undefined}
                      aria-current={me || undefined}
                      data-testid={me ? 'my-standing' : undefined}
                    >
                      <td className="num rank">{row.rank}</td>
                      <td className="name">
                        {name(row.player)}
                        {me ? <span className="visually-hidden"> {t('event.you')}</span> : null}
                        {playoffLabel(row, t) ? (
                          <span className="chip" data-testid="standing-playoff">
                            {playoffLabel(row, t)}
                          </span>
                        ) : null}
                        {row.dropped ? (
                          <span className="chip chip-dropped" data-testid="standing-dropped">
                            {t('event.dropped')}
                          </span>
                        ) : null}
                        <span className="record">
                          {row.wins}-{row.losses}-{row.draws}
                        </span>
                      </td>
                      <td className="num" data-label={t('event.points')} data-testid="standing-points">
                        {row.matchPoints}
                      </td>
                      <td className="num" data-label={t('event.omw')} data-testid="standing-omw">
                        {percent(row.omw)}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        ) : null}
        {standings?.published && event?.rules ? (
          <p className="hint" data-testid="standings-floor">
            {t('event.floorNote', { floor: event.rules.percentageFloor })}
          </p>
        ) : null}
      </section>

      <AlertSettingsCard api={api} settings={alerts.settings} onChange={alerts.setSettings} />

      {registration.event.organizationSlug ? (
        <a
          className="button secondary"
          href={organizationPath(import.meta.env.BASE_URL, registration.event.organizationSlug)}
          data-testid="organization-link"
        >
          {t('event.organizationPage')}
        </a>
      ) : null}
      <p className="hint center">{t('event.signedInAs', { name: registration.name })}</p>
      <button type="button" className="button secondary" onClick={onSignOut} data-testid="sign-out">
        {t('home.signOut')}
      </button>
    </section>
  );
}
