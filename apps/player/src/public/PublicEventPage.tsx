import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { announcementsFor } from '../announcements';
import { Header } from '../components/Header';
import { useI18n } from '../i18n/I18nProvider';
import {
  fetchPart,
  NotPublic,
  type PublicBracket,
  type PublicDecklists,
  type PublicPairings,
  type PublicSide,
  type PublicStandings,
  type PublicSummary,
  type PublicTable,
} from './data';
import { nameMatches, PublicClock, usePublicPage, useRefreshes, type W } from './shared';
import { publicWordsOf, searchForm } from './words';
// In the public page's own chunk, loaded only for /play/e/…: a chunk of its own would put one more
// name in the later-assets template of every page's first HTML (vite.config.ts), against the budget.
import { PublicMetagame, type PublicMetagameData } from './PublicMetagame';

type Tab = 'pairings' | 'standings' | 'bracket' | 'decklists' | 'metagame' | 'announcements';

/** An event's public page (`/play/e/<code>`): no sign-in, what the organizer made public, refreshed while visible. */
export function PublicEventPage({ code }: { code: string }) {
  const { language } = useI18n();
  const w = useMemo(() => publicWordsOf(language), [language]);
  const [tab, setTab] = useState<Tab>('pairings');
  const [part, setPart] = useState<{ tab: Tab; data: unknown } | null>(null);
  const refreshes = useRefreshes();
  const { page: summary, missing, failed } = usePublicPage(fetchPart<PublicSummary>, code, refreshes);

  const tabs = useMemo<Tab[]>(
    () =>
      summary
        ? [
            ...(['pairings', 'standings', 'bracket', 'decklists', 'metagame'] as const).filter((name) => summary.shows[name]),
            'announcements',
          ]
        : [],
    [summary],
  );
  const shownTab = tabs.includes(tab) ? tab : (tabs[0] ?? 'announcements');

  useEffect(() => {
    if (!summary || shownTab === 'announcements') return;
    let cancelled = false;
    fetchPart<unknown>(code, shownTab).then(
      (data) => {
        if (!cancelled) setPart({ tab: shownTab, data });
      },
      (error: unknown) => {
        // A part the organizer has just made private: the next summary drops its tab.
        if (!cancelled) setPart(error instanceof NotPublic ? { tab: shownTab, data: null } : (current) => current);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [code, shownTab, summary]);

  const headingRef = useRef<HTMLHeadingElement>(null);
  const data = part?.tab === shownTab ? part.data : undefined;

  return (
    <div className="app">
      <Header />
      <main className="main public-page">
        {!summary ? (
          <section className="card home" aria-busy={!missing && !failed}>
            <h1 ref={headingRef} data-testid="public-title">
              {missing ? w('pub.notFound') : failed ? w('pub.failed') : w('pub.loading')}
            </h1>
          </section>
        ) : (
          <div className="stack">
            <div>
              <h1 className="page-title" data-testid="public-title">
                {summary.event.name}
              </h1>
              <p className="hint">
                {[summary.event.formatName, summary.event.venue, w('pub.players', { count: summary.event.players })]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {summary.event.startsAt || summary.shows.bracket ? (
                <p className="hint public-links">
                  {summary.event.startsAt ? (
                    <a className="public-link" href={`/calendar/events/${encodeURIComponent(code)}.ics`} data-testid="public-calendar">
                      {w('pub.calendar')}
                    </a>
                  ) : null}{' '}
                  {summary.shows.bracket ? (
                    <a
                      className="public-link"
                      href={`/public/events/${encodeURIComponent(code)}/images/top8.png`}
                      data-testid="public-bracket-image"
                    >
                      {w('pub.bracketImage')}
                    </a>
                  ) : null}
                </p>
              ) : null}
            </div>
            <PublicClock round={summary.rounds.at(-1)} w={w} />
            <nav className="tabs" aria-label={w('pub.tabs')}>
              {tabs.map((name) => (
                <button
                  key={name}
                  type="button"
                  className={`tab${shownTab === name ? ' active' : ''}`}
                  aria-current={shownTab === name ? 'page' : undefined}
                  onClick={() => setTab(name)}
                  data-testid={`public-tab-${name}`}
                >
                  {w(`pub.${name}`)}
                </button>
              ))}
            </nav>
            <section className="card" aria-labelledby="public-part-title" data-testid={`public-${shownTab}`}>
              <h2 id="public-part-title" className="section-title">
                {w(`pub.${shownTab}`)}
              </h2>
              {shownTab === 'announcements' ? (
                <Announcements items={summary.announcements} w={w} />
              ) : data === undefined ? (
                <p className="hint" aria-busy="true">
                  {w('pub.loading')}
                </p>
              ) : shownTab === 'pairings' ? (
                <Pairings pairings={data as PublicPairings | null} w={w} />
              ) : shownTab === 'standings' ? (
                <Standings standings={data as PublicStandings | null} w={w} />
              ) : shownTab === 'bracket' ? (
                <Bracket bracket={data as PublicBracket | null} w={w} />
              ) : shownTab === 'decklists' ? (
                <Decklists lists={data as PublicDecklists | null} w={w} />
              ) : (
                <PublicMetagame metagame={data as PublicMetagameData | null} w={w} />
              )}
            </section>
          </div>
        )}
      </main>
    </div>
  );
}

/** A side's name and points (or seed); a Two-Headed Giant side names both partners. */
function sideText(side: PublicSide, w: W, partner?: PublicSide | null) {
  const name = partner ? w('pub.partners', { first: side.name, second: partner.name }) : side.name;
  return side.seed !== null
    ? `${name} (${w('pub.seed', { seed: side.seed })})`
    : `${name} (${w('pub.points', { points: side.points ?? 0 })})`;
}

/** A round's tables, with a search by name or reading: a player finds their table and opponent. */
function Pairings({ pairings, w }: { pairings: PublicPairings | null; w: W }) {
  const [query, setQuery] = useState('');
  const wanted = searchForm(query);
  const matchesQuery = useCallback((side: PublicSide | null) => nameMatches(side, wanted), [wanted]);
  if (!pairings) return <p className="hint">{w('pub.noRound')}</p>;
  const found = (table: PublicTable) => [table.player1, table.player2, table.partner1 ?? null, table.partner2 ?? null].some(matchesQuery);
  const teamMatches = pairings.teamMatches;
  // A team event: a member's search shows their whole team match.
  const shownTeams = teamMatches && wanted ? teamMatches.filter((teamMatch) => teamMatch.seats.some(found)) : teamMatches;
  const shown = wanted ? pairings.tables.filter(found) : pairings.tables;
  const count = teamMatches
    ? w('pub.shownTeams', { shown: shownTeams?.length ?? 0, total: teamMatches.length })
    : w('pub.shown', { shown: shown.length, total: pairings.tables.length });
  const empty = teamMatches ? shownTeams?.length === 0 : shown.length === 0;
  return (
    <>
      <p className="subsection-title" data-testid="public-round">
        {w('pub.round', { number: pairings.round })}
      </p>
      <div className="field">
        <label htmlFor="public-search">{w('pub.search')}</label>
        <input
          id="public-search"
          type="search"
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-describedby="public-search-hint public-search-count"
          data-testid="public-search"
        />
        <p id="public-search-hint" className="hint">
          {w('pub.searchHint')}
        </p>
      </div>
      <p id="public-search-count" className="hint" aria-live="polite">
        {wanted && empty ? w('pub.noMatch') : count}
      </p>
      {shownTeams ? (
        <ul className="public-list">
          {shownTeams.map((teamMatch) => (
            <li key={teamMatch.table} className="public-item" data-testid="public-team-match">
              <p className="public-item-head">{teamMatch.team2 ? w('pub.teamMatch', { table: teamMatch.table }) : w('pub.bye')}</p>
              <p className="public-pair public-teams">
                <span>{teamMatch.team1}</span>
                {teamMatch.team2 ? (
                  <>
                    <span className="public-vs">{w('pub.vs')}</span>
                    <span>{teamMatch.team2}</span>
                  </>
                ) : null}
              </p>
              <ul className="public-seats">
                {teamMatch.seats.map((seat) => (
                  <li key={seat.table} className="public-seat" data-testid="public-seat" data-slot={seat.teamSlot}>
                    <span className="public-seat-head">
                      {seat.teamSlot === 'SHARED' ? w('pub.shared') : w('pub.seat', { seat: seat.teamSlot ?? '' })} ·{' '}
                      {w('pub.table', { table: seat.hall ?? seat.table })}
                    </span>
                    <span>
                      {sideText(seat.player1, w, seat.partner1)}
                      {seat.player2 ? ` ${w('pub.vs')} ${sideText(seat.player2, w, seat.partner2)}` : ''}
                    </span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      ) : (
        <ul className="public-list">
          {shown.map((table) => (
            <li key={table.table} className="public-item" data-testid="public-table">
              <p className="public-item-head">{table.player2 ? w('pub.table', { table: table.hall ?? table.table }) : w('pub.bye')}</p>
              <p className="public-pair">
                <span>{sideText(table.player1, w)}</span>
                {table.player2 ? (
                  <>
                    <span className="public-vs">{w('pub.vs')}</span>
                    <span>{sideText(table.player2, w)}</span>
                  </>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function Standings({ standings, w }: { standings: PublicStandings | null; w: W }) {
  if (!standings || standings.lines.length === 0 || standings.afterRound === null) return <p className="hint">{w('pub.noStandings')}</p>;
  return (
    <>
      <p className="subsection-title">{w('pub.afterRound', { round: standings.afterRound })}</p>
      {standings.teamLines ? (
        <>
          <h3 className="subsection-title">{w('pub.teams')}</h3>
          <ol className="public-list">
            {standings.teamLines.map((line) => (
              <li key={`${line.rank}-${line.team.name}`} className="public-item public-standing" data-testid="public-team-standing">
                <span className="public-rank">{w('pub.rank', { rank: line.rank })}</span>
                <span className="public-name">
                  {line.team.name}
                  {line.dropped ? ` (${w('pub.dropped')})` : ''}
                </span>
                <span className="public-facts">
                  {w('pub.points', { points: line.matchPoints })} ·{' '}
                  {w('pub.record', { wins: line.wins, losses: line.losses, draws: line.draws })} ·{' '}
                  {w('pub.omw', { value: (line.omw * 100).toFixed(1) })}
                </span>
              </li>
            ))}
          </ol>
          <h3 className="subsection-title">{w('pub.playerLines')}</h3>
        </>
      ) : null}
      <ol className="public-list">
        {standings.lines.map((line) => {
          const record = w('pub.record', { wins: line.wins, losses: line.losses, draws: line.draws });
          return (
            <li key={`${line.rank}-${line.player.name}`} className="public-item public-standing" data-testid="public-standing">
              <span className="public-rank">{w('pub.rank', { rank: line.rank })}</span>
              <span className="public-name">
                {line.player.name}
                {line.dropped ? ` (${w('pub.dropped')})` : ''}
              </span>
              <span className="public-facts">
                {w('pub.points', { points: line.matchPoints })} · {record} · {w('pub.omw', { value: (line.omw * 100).toFixed(1) })}
              </span>
            </li>
          );
        })}
      </ol>
    </>
  );
}

function Bracket({ bracket, w }: { bracket: PublicBracket | null; w: W }) {
  if (!bracket || bracket.rounds.length === 0) return <p className="hint">{w('pub.noRound')}</p>;
  return (
    <>
      {bracket.rounds.map((round) => (
        <div key={round.number}>
          <h3 className="subsection-title">{w('pub.round', { number: round.number })}</h3>
          <ul className="public-list">
            {round.matches.map((match) => (
              <li key={match.table} className="public-item" data-testid="public-bracket-match">
                <p className="public-pair">
                  <span>{sideText(match.player1, w)}</span>
                  {match.player2 ? (
                    <>
                      <span className="public-vs">{w('pub.vs')}</span>
                      <span>{sideText(match.player2, w)}</span>
                    </>
                  ) : null}
                </p>
                <p className="hint">
                  {match.status === 'FINAL'
                    ? `${w('pub.gamesLabel')} ${match.player1Wins}-${match.player2Wins}-${match.draws}`
                    : w('pub.pending')}
                </p>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

function Decklists({ lists, w }: { lists: PublicDecklists | null; w: W }) {
  if (!lists || lists.decklists.length === 0) return <p className="hint">{w('pub.noLists')}</p>;
  return (
    <ul className="public-list">
      {lists.decklists.map((list) => (
        <li key={`${list.rank}-${list.name}`} className="public-item">
          <details>
            <summary>
              {w('pub.rank', { rank: list.rank })} {list.name}
            </summary>
            <h3 className="subsection-title">{w('pub.main', { count: list.mainCount })}</h3>
            <ul className="public-cards">
              {list.main.map((card) => (
                <li key={card.name}>
                  {card.count} {card.name}
                </li>
              ))}
            </ul>
            {list.sideboard.length ? (
              <>
                <h3 className="subsection-title">{w('pub.sideboard', { count: list.sideboardCount })}</h3>
                <ul className="public-cards">
                  {list.sideboard.map((card) => (
                    <li key={card.name}>
                      {card.count} {card.name}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </details>
        </li>
      ))}
    </ul>
  );
}

function Announcements({ items, w }: { items: PublicSummary['announcements']; w: W }) {
  const { language } = useI18n();
  const { shown } = announcementsFor(items, language, false);
  if (shown.length === 0) return <p className="hint">{w('pub.noAnnouncements')}</p>;
  return (
    <ul className="public-list">
      {shown.map((item) => (
        <li key={item.id} className="public-item" lang={item.language}>
          <h3 className="subsection-title">{item.title}</h3>
          <p className="public-body">{item.body}</p>
        </li>
      ))}
    </ul>
  );
}
