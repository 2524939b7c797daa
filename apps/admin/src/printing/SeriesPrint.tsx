import { useLocaleState, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { formattingLocale } from '../app/i18n/locale';
import { useGql } from '../shared/data/GraphQLProvider';
import { shownName } from '../shared/forgottenName';
import { SeriesPayoutDocument, SeriesStandingsDocument } from '../generated/graphql';
import { PayoutSheet } from './PayoutSheets';
import { PrintFrame, usePaper } from './PrintFrame';
import { PrintHead } from './PrintHead';

/** A series' standings on paper (A4 or Letter), each event's points (in brackets when not counted), then its payout sheet. */
export const SeriesPrint = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { seriesId = '' } = useParams();
  const { data } = useGql(SeriesStandingsDocument, { seriesId });
  const { data: payout } = useGql(SeriesPayoutDocument, { seriesId });
  // Remembered per series, as an event's paper is per event; a Japanese series name prints on A4.
  const printedAt = new Date().toLocaleString(formattingLocale(locale));
  const series = data?.series;
  const [paper, choosePaper] = usePaper(`series-${seriesId}`, series && { name: series.name });
  const events = series?.events ?? [];
  return (
    <PrintFrame kind="series" title={translate('taikai.series.print')} paper={paper} onPaper={choosePaper}>
      {series ? (
        <>
          <PrintHead title={translate('taikai.series.standings_short')} eventName={series.name} meta={printedAt} />
          <table className="print-table" data-testid="print-series-standings">
            <thead>
              <tr>
                <th className="num">{translate('taikai.series.rank')}</th>
                <th>{translate('taikai.series.person')}</th>
                <th className="num">{translate('taikai.series.points')}</th>
                {events.map((event, index) => (
                  <th key={event.id} className="num" title={event.name}>
                    {index + 1}
                  </th>
                ))}
                <th>{translate('taikai.series.corrections')}</th>
              </tr>
            </thead>
            <tbody>
              {data.seriesStandings.map((row) => (
                <tr key={row.personId}>
                  <td className="num">{row.rank}</td>
                  <td style={{ fontWeight: 700 }}>{shownName(row.name, translate)}</td>
                  <td className="num" style={{ fontWeight: 700 }}>
                    {row.points}
                  </td>
                  {events.map((event) => {
                    const played = row.events.find((e) => e.eventId === event.id);
                    return (
                      <td key={event.id} className="num">
                        {played ? (played.counted ? played.points : `(${played.points})`) : ''}
                      </td>
                    );
                  })}
                  <td>{row.corrections.map((c) => `${c.points.startsWith('-') ? '' : '+'}${c.points} ${c.reason}`).join('; ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ol style={{ fontSize: 11, color: '#444' }}>
            {events.map((event) => (
              <li key={event.id}>{event.name}</li>
            ))}
          </ol>
          {payout?.seriesPayout ? (
            <PayoutSheet sheet={payout.seriesPayout} title={translate('taikai.series.title')} printedAt={printedAt} />
          ) : null}
        </>
      ) : null}
    </PrintFrame>
  );
};
