import { useTranslate } from 'react-admin';
import { useGql } from '../shared/data/GraphQLProvider';
import { type RoundFieldsFragment, TeamsDocument, TeamStandingsDocument } from '../generated/graphql';
import { shownPlayerName } from '../shared/forgottenName';
import { formatRate, record } from '../shared/formats/rates';
import { withPoints } from '../shared/pairingLists';
import { tableRange, teamMemberNames, teamNameRows, teamPairings, teamStandingsFootnote } from '../shared/teamPairings';
import { PrintHead } from './PrintHead';

/** A team event's prints (MTR 8, 9): pairings by team and by name with seats, one slip per team match, team standings. */
interface SheetProps {
  round: RoundFieldsFragment;
  eventName: string;
  meta: string;
}

const seatLabel = (seat: string | null, translate: (key: string) => string) =>
  seat === 'SHARED' ? translate('taikai.team_rounds.shared') : (seat ?? '');

export const TeamPairingsSheet = ({ round, eventName, meta }: SheetProps) => {
  const translate = useTranslate();
  return (
    <>
      <PrintHead title={translate('taikai.team_rounds.by_team')} eventName={eventName} meta={meta} />
      <table className="print-table" data-testid="print-team-pairings">
        <thead>
          <tr>
            <th>{translate('taikai.team_rounds.tables')}</th>
            <th>{translate('taikai.team_rounds.seat')}</th>
            <th>{translate('taikai.team_rounds.team1')}</th>
            <th>{translate('taikai.team_rounds.team2')}</th>
          </tr>
        </thead>
        {teamPairings(round).map((p) => (
          // One tbody per team match, so a page never splits a team's seats from its name.
          <tbody key={p.teamMatch.id} style={{ breakInside: 'avoid' }}>
            <tr>
              <td className="table-no" style={{ whiteSpace: 'nowrap' }}>
                {tableRange(p)}
              </td>
              <td />
              <td style={{ fontWeight: 800 }}>{p.teamMatch.team1.name}</td>
              <td style={{ fontWeight: 800 }}>{p.teamMatch.team2 ? p.teamMatch.team2.name : translate('taikai.rounds.bye')}</td>
            </tr>
            {p.seats.map((m) => (
              <tr key={m.id}>
                <td className="num">{m.table}</td>
                <td style={{ fontWeight: 700 }}>{seatLabel(m.teamSlot ?? null, translate)}</td>
                <td>{withPoints(m.player1)}</td>
                <td>{m.player2 ? withPoints(m.player2) : translate('taikai.rounds.bye')}</td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </>
  );
};

export const TeamNamesSheet = ({ round, eventName, meta }: SheetProps) => {
  const translate = useTranslate();
  return (
    <>
      <PrintHead title={translate('taikai.rounds.by_name')} eventName={eventName} meta={meta} />
      <table className="print-table" data-testid="print-team-names">
        <thead>
          <tr>
            <th>{translate('taikai.rounds.name')}</th>
            <th>{translate('taikai.team_rounds.team')}</th>
            <th>{translate('taikai.team_rounds.seat')}</th>
            <th className="num">{translate('taikai.rounds.table')}</th>
            <th>{translate('taikai.rounds.opponent')}</th>
          </tr>
        </thead>
        <tbody>
          {teamNameRows(round).map((row) => (
            <tr key={row.playerId}>
              <td style={{ fontWeight: 700 }}>{shownPlayerName(row.player, translate)}</td>
              <td>{row.team}</td>
              <td style={{ fontWeight: 700 }}>{seatLabel(row.seat, translate)}</td>
              <td className="num" style={{ fontWeight: 800 }}>
                {row.table}
              </td>
              <td>
                {row.opponent ? shownPlayerName(row.opponent, translate) : translate('taikai.rounds.bye')}
                {row.opponentTeam ? ` (${row.opponentTeam})` : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
};

/** One slip per team match: a line per seat (games won by each player, drawn games) and the captains' signatures. */
export const TeamSlips = ({ round, eventName, meta }: SheetProps) => {
  const translate = useTranslate();
  return (
    <>
      <PrintHead title={translate('taikai.print.kinds.slips')} eventName={eventName} meta={meta} />
      {/* A line per seat needs the sheet's width: one slip across, not two. */}
      <div className="slips" style={{ gridTemplateColumns: '1fr' }}>
        {teamPairings(round)
          .filter((p) => p.teamMatch.team2)
          .map((p) => (
            <div className="slip" key={p.teamMatch.id} data-testid="team-result-slip">
              <h2>
                <span>
                  {translate('taikai.team_rounds.tables')} {tableRange(p)}
                </span>
                <span>{translate('taikai.rounds.round_n', { n: round.number })}</span>
              </h2>
              <div style={{ fontSize: 11, color: '#444' }}>{eventName}</div>
              <div style={{ fontWeight: 800, fontSize: 14, margin: '2mm 0' }}>
                {p.teamMatch.team1.name} — {p.teamMatch.team2?.name}
              </div>
              <table className="print-table" style={{ fontSize: 11 }}>
                <thead>
                  <tr>
                    <th>{translate('taikai.team_rounds.seat')}</th>
                    <th>{translate('taikai.rounds.player1')}</th>
                    <th>{translate('taikai.print.games_won')}</th>
                    <th>{translate('taikai.rounds.player2')}</th>
                    <th>{translate('taikai.print.games_won')}</th>
                    <th>{translate('taikai.print.draws')}</th>
                  </tr>
                </thead>
                <tbody>
                  {p.seats.map((m) => (
                    <tr key={m.id} data-testid="slip-seat">
                      <td style={{ fontWeight: 700 }}>
                        {seatLabel(m.teamSlot ?? null, translate)} · {m.table}
                      </td>
                      <td>{shownPlayerName(m.player1, translate)}</td>
                      <td>
                        <div className="box" style={{ height: '7mm' }} />
                      </td>
                      <td>{m.player2 ? shownPlayerName(m.player2, translate) : ''}</td>
                      <td>
                        <div className="box" style={{ height: '7mm' }} />
                      </td>
                      <td>
                        <div className="box" style={{ height: '7mm' }} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <div className="sign">
                <div>{translate('taikai.print.signature', { name: p.teamMatch.team1.name })}</div>
                <div>{translate('taikai.print.signature', { name: p.teamMatch.team2?.name ?? '' })}</div>
              </div>
            </div>
          ))}
      </div>
    </>
  );
};

export const TeamStandingsSheet = ({
  eventId,
  eventName,
  meta,
  floor,
}: {
  eventId: string;
  eventName: string;
  meta: string;
  floor: string;
}) => {
  const translate = useTranslate();
  const { data } = useGql(TeamStandingsDocument, { eventId });
  const { data: teamsData } = useGql(TeamsDocument, { eventId });
  const members = teamMemberNames(teamsData?.teams ?? []);
  return (
    <>
      <PrintHead title={translate('taikai.team_rounds.standings')} eventName={eventName} meta={meta} />
      <table className="print-table" data-testid="print-team-standings">
        <thead>
          <tr>
            <th className="num">{translate('taikai.standings.rank')}</th>
            <th>{translate('taikai.team_rounds.team')}</th>
            <th>{translate('taikai.team_rounds.members')}</th>
            <th className="num">{translate('taikai.standings.points')}</th>
            <th className="num">{translate('taikai.standings.record')}</th>
            <th className="num">OMW%</th>
          </tr>
        </thead>
        <tbody>
          {(data?.teamStandings ?? []).map((r) => (
            <tr key={r.team.id}>
              <td className="num" style={{ fontWeight: 800 }}>
                {r.rank}
              </td>
              <td style={{ fontWeight: 700 }}>
                {r.team.name}
                {r.dropped ? ` (${translate('taikai.teams.status_DROPPED')})` : ''}
              </td>
              <td style={{ fontSize: 11 }}>{(members.get(r.team.id) ?? []).join(' · ')}</td>
              <td className="num" style={{ fontWeight: 700 }}>
                {r.matchPoints}
              </td>
              <td className="num">{record(r)}</td>
              <td className="num">{formatRate(r.omwExact, r.omw)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p style={{ fontSize: 10, color: '#444' }}>{teamStandingsFootnote(floor, translate)}</p>
    </>
  );
};
