import { useTranslate } from 'react-admin';
import { useGql } from '../shared/data/GraphQLProvider';
import { PenaltiesDocument } from '../generated/graphql';
import { shownRowPlayerName } from '../shared/forgottenName';

/** Every penalty of the event, for the head judge's report (private notes excluded). */
export const PenaltyReport = ({ eventId, eventName, printedAt }: { eventId: string; eventName: string; printedAt: string }) => {
  const translate = useTranslate();
  const { data } = useGql(PenaltiesDocument, { eventId, playerId: null, statuses: null });
  const rows = [...(data?.penalties ?? [])].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return (
    <>
      <div className="print-head">
        <h1>
          {eventName} — {translate('taikai.print.kinds.penalties')}
        </h1>
        <div className="meta">{printedAt}</div>
      </div>
      <table className="print-table" data-testid="print-penalties">
        <thead>
          <tr>
            <th className="num">{translate('taikai.rounds.round')}</th>
            <th>{translate('taikai.judges.player')}</th>
            <th>{translate('taikai.judges.infraction')}</th>
            <th>{translate('taikai.judges.penalty')}</th>
            <th>{translate('taikai.judges.description')}</th>
            <th>{translate('taikai.desk.status')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => (
            <tr key={p.id}>
              <td className="num">{p.roundNumber ?? ''}</td>
              <td style={{ fontWeight: 700 }}>{shownRowPlayerName(p, translate)}</td>
              <td>{p.infractionName}</td>
              <td style={{ fontWeight: 700 }}>
                {p.penaltyName}
                {p.deviationReason ? (
                  <div style={{ fontWeight: 400, fontSize: 11 }}>{translate('taikai.judges.deviated', { reason: p.deviationReason })}</div>
                ) : null}
              </td>
              <td>{p.description}</td>
              <td>{translate(`taikai.penalty_status.${p.status}`)}</td>
            </tr>
          ))}
          {rows.length === 0 ? (
            <tr>
              <td colSpan={6}>{translate('taikai.judges.no_penalties')}</td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </>
  );
};
