import { useEffect, useMemo, useState } from 'react';
import { Header } from '../components/Header';
import { useI18n } from '../i18n/I18nProvider';
import type { Language } from '../i18n/language';
import { fetchConventionPart, type PublicConvention, type PublicConventionTables } from './data';
import { nameMatches, PublicClock, usePublicPage, useRefreshes, type W } from './shared';
import { publicWordsOf, type PublicWord, searchForm } from './words';

/**
 * A convention's public page (`/play/c/<id>`): no sign-in; its public events with their rounds'
 * clocks, each linked to its own page; "find my table" across them; its on-demand queues.
 */
export function PublicConventionPage({ id, base }: { id: string; base: string }) {
  const { language } = useI18n();
  const w = useMemo(() => publicWordsOf(language), [language]);
  const refreshes = useRefreshes();
  const { page, missing, failed } = usePublicPage(fetchConventionPart<PublicConvention>, id, refreshes);

  const eventPath = (code: string) => `${base.endsWith('/') ? base : `${base}/`}e/${encodeURIComponent(code)}`;

  return (
    <div className="app">
      <Header />
      <main className="main public-page">
        {!page ? (
          <section className="card home" aria-busy={!missing && !failed}>
            <h1 data-testid="public-title">{missing ? w('pub.notFound') : failed ? w('conv.failed') : w('conv.loading')}</h1>
          </section>
        ) : (
          <div className="stack">
            <div>
              <h1 className="page-title" data-testid="public-title">
                {page.convention.name}
              </h1>
              <p className="hint">
                {[page.convention.venue, days(page.convention.startsOn, page.convention.endsOn, language)].filter(Boolean).join(' · ')}
              </p>
            </div>
            <FindMyTable id={id} refreshes={refreshes} w={w} />
            <section className="card" aria-labelledby="convention-events-title" data-testid="convention-events">
              <h2 id="convention-events-title" className="section-title">
                {w('conv.events')}
              </h2>
              {page.events.length === 0 ? (
                <p className="hint">{w('conv.noEvents')}</p>
              ) : (
                <ul className="public-list">
                  {page.events.map((event) => (
                    <li key={event.shortCode} className="public-item" data-testid="convention-event">
                      <a className="public-link" href={eventPath(event.shortCode)}>
                        {event.name}
                      </a>
                      <p className="public-facts">
                        {[event.main ? w('conv.main') : null, event.formatName, w(`conv.status.${event.status}` as PublicWord)]
                          .filter(Boolean)
                          .join(' · ')}
                      </p>
                      {event.status === 'FINISHED' ? null : <PublicClock round={event.round ?? undefined} w={w} compact />}
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section className="card" aria-labelledby="convention-queues-title" data-testid="convention-queues">
              <h2 id="convention-queues-title" className="section-title">
                {w('conv.queues')}
              </h2>
              {page.queues.length === 0 ? (
                <p className="hint">{w('conv.noQueues')}</p>
              ) : (
                <ul className="public-list">
                  {page.queues.map((queue, i) => (
                    <li key={i} className="public-item">
                      <p className="public-item-head">{[queue.name, queue.formatName].filter(Boolean).join(' · ')}</p>
                      <p className="public-facts">{w('conv.waiting', { waiting: queue.waiting, podSize: queue.podSize })}</p>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        )}
      </main>
    </div>
  );
}

/**
 * "Find my table": the running rounds' tables of every event whose pairings are public, loaded
 * once a name is typed (and again on each refresh while one is), searched as an event's pairings are.
 */
function FindMyTable({ id, refreshes, w }: { id: string; refreshes: number; w: W }) {
  const [query, setQuery] = useState('');
  const [tables, setTables] = useState<PublicConventionTables | null>(null);
  const wanted = searchForm(query);
  const searching = wanted !== '';

  useEffect(() => {
    if (!searching) return;
    let cancelled = false;
    fetchConventionPart<PublicConventionTables>(id, 'tables').then(
      (loaded) => {
        if (!cancelled) setTables(loaded);
      },
      // The page turned private or the network is away: the last tables stay until the next refresh.
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [id, refreshes, searching]);

  const found =
    searching && tables
      ? tables.events.flatMap((event) =>
          event.tables
            .filter((table) => [table.player1, table.player2, table.partner1, table.partner2].some((side) => nameMatches(side, wanted)))
            .map((table) => ({ event, table })),
        )
      : [];

  return (
    <section className="card" aria-labelledby="convention-find-title" data-testid="convention-find">
      <h2 id="convention-find-title" className="section-title">
        {w('conv.find')}
      </h2>
      <div className="field">
        <label htmlFor="convention-search">{w('pub.search')}</label>
        <input
          id="convention-search"
          type="search"
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-describedby="convention-search-hint convention-search-count"
          data-testid="convention-search"
        />
        <p id="convention-search-hint" className="hint">
          {w('conv.findHint')}
        </p>
      </div>
      <p id="convention-search-count" className="hint" aria-live="polite">
        {!searching || !tables ? '' : found.length ? w('conv.found', { count: found.length }) : w('conv.noMatch')}
      </p>
      <ul className="public-list">
        {found.map(({ event, table }) => (
          <li key={`${event.shortCode}-${table.table}`} className="public-item" data-testid="convention-table">
            <p className="public-item-head">{table.player2 ? w('pub.table', { table: table.hall ?? table.table }) : w('pub.bye')}</p>
            <p className="public-facts">
              {event.name} · {w('pub.round', { number: event.round })}
            </p>
            <p className="public-pair">
              <span>
                {table.partner1 ? w('pub.partners', { first: table.player1.name, second: table.partner1.name }) : table.player1.name}
              </span>
              {table.player2 ? (
                <>
                  <span className="public-vs">{w('pub.vs')}</span>
                  <span>
                    {table.partner2 ? w('pub.partners', { first: table.player2.name, second: table.partner2.name }) : table.player2.name}
                  </span>
                </>
              ) : null}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The convention's days in the reader's language ("Dec 5 – 6, 2026", "2026/12/05～12/06"). */
function days(startsOn: string | null, endsOn: string | null, language: Language): string | null {
  const dates = [startsOn, endsOn].filter((day): day is string => Boolean(day)).map((day) => new Date(`${day}T00:00:00Z`));
  if (dates.length === 0) return null;
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  return dates.length === 2 ? format.formatRange(dates[0], dates[1]) : format.format(dates[0]);
}
