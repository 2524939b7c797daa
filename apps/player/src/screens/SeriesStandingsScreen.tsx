import { createGraphQLClient } from '@taikai/client';
import { useEffect, useMemo, useState } from 'react';
import { PublicSeriesStandingsDocument, type PublicSeriesStandingsQuery } from '../generated/graphql';
import { useI18n } from '../i18n/I18nProvider';
import { currentLanguage } from '../i18n/language';

type Series = PublicSeriesStandingsQuery['publicSeriesStandings'];

/**
 * A series' standings on the phone (`/play/series/<id>`), for anyone with the link: no sign-in,
 * nothing about anyone beyond the name lists show. Self-contained: its own request, no session.
 */
export function SeriesStandingsScreen({ seriesId }: { seriesId: string }) {
  const { t, name } = useI18n();
  const request = useMemo(() => createGraphQLClient({ getToken: () => null, getLanguage: currentLanguage }), []);
  const [series, setSeries] = useState<Series | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    request(PublicSeriesStandingsDocument, { seriesId }, { anonymous: true })
      .then((data) => !cancelled && setSeries(data.publicSeriesStandings))
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [request, seriesId]);

  return (
    <section className="card" aria-labelledby="series-title" aria-busy={!series && !failed} data-testid="series-standings">
      <h1 id="series-title" className="section-title">
        {series?.name ?? t(failed ? 'series.notFound' : 'tab.loading')}
      </h1>
      {series ? (
        <>
          <p className="lead">{t('series.events', { n: series.events })}</p>
          {series.standings.length === 0 ? <p className="lead">{t('series.empty')}</p> : null}
          <div className="table-scroll">
            <table className="standings-table">
              <thead>
                <tr>
                  <th scope="col">{t('event.rank')}</th>
                  <th scope="col">{t('event.player')}</th>
                  <th scope="col" className="num">
                    {t('event.points')}
                  </th>
                  <th scope="col" className="num">
                    {t('series.played')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {series.standings.map((row, index) => (
                  <tr key={index}>
                    <td className="num rank">{row.rank}</td>
                    <td className="name">{name({ name: row.name })}</td>
                    <td className="num" data-label={t('event.points')}>
                      {row.points}
                    </td>
                    <td className="num" data-label={t('series.played')}>
                      {row.eventsPlayed}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </section>
  );
}
