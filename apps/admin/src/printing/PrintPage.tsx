import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import { useGql } from '../shared/data/GraphQLProvider';
import {
  EventConventionOfDocument,
  EventDetailDocument,
  EventRoundsDocument,
  HallAreasDocument,
  type MatchFieldsFragment,
  PlayersDocument,
  SlipExtraTurnsDocument,
  StandingsDocument,
} from '../generated/graphql';
import { formattingLocale } from '../app/i18n/locale';
import { byName, byTable, nameRanges, shownTable, withPoints } from '../shared/pairingLists';
import { formatRate, record } from '../shared/formats/rates';
import { joinUrl } from '../shared/address/joinAddress';
import { DisqualificationReportSheet } from '../shared/judging/DisqualificationReportSheet';
import { DecklistPrint, isDecklistPrint } from './DecklistPrint';
import { EventPayoutSheets } from './PayoutSheets';
import { PenaltyReport } from './PenaltyReport';
import { PrintFrame, usePaper } from './PrintFrame';
import { PrintHead } from './PrintHead';
import { BracketSheet } from './BracketPrint';
import { TeamNamesSheet, TeamPairingsSheet, TeamSlips, TeamStandingsSheet } from './TeamPrints';
import { useJoinAddress } from '../shared/address/useJoinAddress';
import { QrImage } from '../shared/qr/QrImage';
import { sortByName } from '../shared/nameOrder';
import { playoffLabel, standingsTitle } from '../shared/standings/playoff';
import { shownPlayerName } from '../shared/forgottenName';
import { TAIKAI_QUERY } from '../shared/data/queryKeys';
import { useEventLive } from '../event/useEventLive';
import { tokens } from '../app/session';

export const PRINT_KINDS = [
  'pairings-table',
  'pairings-name',
  'slips',
  'standings',
  'codes',
  'penalties',
  'payout',
  'decklist-blank',
  'decklists-missing',
  'bracket',
] as const;
export type PrintKind = (typeof PRINT_KINDS)[number];

/** Rows of the pairings by name in one column of an A4 or Letter sheet, and on one sheet (two columns). */
const NAME_ROWS_PER_COLUMN = 32;
const NAME_ROWS_PER_SHEET = 2 * NAME_ROWS_PER_COLUMN;

/** The event's rounds in order, and the one asked for (the latest when none is). */
function useRounds(eventId: string, roundParam: string | null) {
  const { data } = useGql(EventRoundsDocument, { id: eventId });
  const rounds = [...(data?.event.rounds ?? [])].sort((a, b) => a.number - b.number);
  const wanted = roundParam ? Number(roundParam) : undefined;
  return { rounds, round: rounds.find((r) => r.number === wanted) ?? rounds.at(-1) };
}

const Slip = ({
  match,
  eventName,
  extraTurns,
}: {
  match: MatchFieldsFragment;
  eventName: string;
  extraTurns: number | null | undefined;
}) => {
  const translate = useTranslate();
  return (
    <div className="slip" data-testid="result-slip">
      <h2>
        <span>
          {translate('taikai.rounds.table')} {shownTable(match)}
        </span>
        <span>{translate('taikai.rounds.round_n', { n: match.roundNumber })}</span>
      </h2>
      <div style={{ fontSize: 11, color: '#444' }}>{eventName}</div>
      {match.extensionMinutes > 0 ? (
        <div style={{ fontSize: 11, fontWeight: 700 }} data-testid="slip-extension">
          {translate('taikai.print.extension', { minutes: match.extensionMinutes })}
        </div>
      ) : null}
      {typeof extraTurns === 'number' ? (
        <div style={{ fontSize: 11, fontWeight: 700 }} data-testid="slip-extra-turns">
          {translate('taikai.print.extra_turns', { n: extraTurns })}
        </div>
      ) : null}
      <div className="players">
        <div className="name">{withPoints(match.player1)}</div>
        <div>
          <div style={{ fontSize: 9, color: '#444' }}>{translate('taikai.print.games_won')}</div>
          <div className="box" />
        </div>
        <div className="name">{match.player2 && withPoints(match.player2)}</div>
        <div>
          <div style={{ fontSize: 9, color: '#444' }}>{translate('taikai.print.games_won')}</div>
          <div className="box" />
        </div>
        <div style={{ textAlign: 'right', fontSize: 11 }}>{translate('taikai.print.draws')}</div>
        <div className="box" />
      </div>
      <label style={{ fontSize: 11 }}>
        <input type="checkbox" /> {translate('taikai.print.drop_p1')}
      </label>{' '}
      <label style={{ fontSize: 11, marginLeft: 8 }}>
        <input type="checkbox" /> {translate('taikai.print.drop_p2')}
      </label>
      <div className="sign">
        <div>{translate('taikai.print.signature', { name: shownPlayerName(match.player1, translate) })}</div>
        <div>{translate('taikai.print.signature', { name: match.player2 ? shownPlayerName(match.player2, translate) : '' })}</div>
      </div>
    </div>
  );
};

const CodeSlip = ({
  name,
  code,
  url,
  eventName,
  eventCode,
}: {
  name: string;
  code: string;
  url: string;
  eventName: string;
  eventCode: string;
}) => {
  const translate = useTranslate();
  return (
    <div className="code-slip" data-testid="code-slip">
      <QrImage value={url} alt={translate('taikai.print.qr_alt', { name })} size="30mm" />
      <div>
        <div style={{ fontSize: 10, color: '#444' }}>{eventName}</div>
        <div className="player">{name}</div>
        <div className="code">{code}</div>
        <div className="hint">{translate('taikai.print.code_hint')}</div>
        <div data-testid="slip-event-code">{translate('taikai.event.short_code', { code: eventCode })}</div>
        <div className="url">{url.replace(/&code=.*$/, '')}</div>
      </div>
    </div>
  );
};

/** Printable sheets, without the app around them: A4 or Letter, page breaks where they belong. */
export const PrintPage = () => {
  const { eventId = '', kind = 'pairings-table' } = useParams();
  const [search] = useSearchParams();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data: detail } = useGql(EventDetailDocument, { id: eventId });
  const [paper, choosePaper] = usePaper(eventId, detail?.event);
  const { rounds, round } = useRounds(eventId, search.get('round'));
  const afterRound = search.get('afterRound');
  // A team event prints by team (MTR 8, 9): its sheets ask for team rows, not the individual ones.
  const teamEvent = !!detail?.event.teamFormat;
  const teamRound = !!round && round.teamMatches.length > 0;
  const needsPlayers = kind === 'codes';
  const { data: playersData } = useGql(PlayersDocument, { eventId }, { enabled: needsPlayers });
  const join = useJoinAddress(needsPlayers);
  const { data: standingsData } = useGql(
    StandingsDocument,
    { eventId, afterRound: afterRound ? Number(afterRound) : null },
    { enabled: kind === 'standings' && !teamEvent },
  );
  const { data: turnsData } = useGql(SlipExtraTurnsDocument, { id: eventId }, { enabled: kind === 'slips' && !teamRound });
  const extraTurns = new Map(
    (turnsData?.event.rounds.find((r) => r.id === round?.id)?.matches ?? []).map((m) => [m.id, m.extraTurns] as const),
  );
  const queryClient = useQueryClient();
  // Opened straight after a pairing or a report, it may be handed a fetch begun before that change
  // (the page it was opened from was refreshing): start afresh, then follow the event's updates.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: [TAIKAI_QUERY] });
  }, [queryClient, eventId]);
  useEventLive(eventId, tokens.get);
  const eventName = detail?.event.name ?? '';
  const printedAt = new Intl.DateTimeFormat(formattingLocale(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date());

  useEffect(() => {
    document.title = `${eventName} — ${translate(`taikai.print.kinds.${kind}`)}`;
  }, [eventName, kind, translate]);

  // In a convention, the pairings print by the hall's areas (each sheet posted in its area).
  const byArea = kind === 'pairings-name' || kind === 'pairings-table';
  const { data: membership } = useGql(EventConventionOfDocument, { id: eventId }, { enabled: byArea });
  const conventionId = membership?.event.conventionId ?? null;
  const { data: hall } = useGql(HallAreasDocument, { conventionId: conventionId ?? '' }, { enabled: byArea && !!conventionId });
  const areaOf = useMemo(() => new Map((hall?.conventionHall ?? []).map((table) => [table.label, table.area])), [hall]);
  const areas = [...new Set(areaOf.values())].sort();
  const [area, setArea] = useState(search.get('area') ?? '');
  const matches = useMemo(
    () => (round ? (area ? round.matches.filter((m) => m.hallTable && areaOf.get(m.hallTable) === area) : round.matches) : []),
    [round, area, areaOf],
  );
  const names = useMemo(() => byName(matches), [matches]);

  let body: ReactNode = null;
  const roundMeta = [
    ...(area ? [translate('taikai.console.area_n', { area })] : []),
    ...(round ? [translate('taikai.rounds.round_n', { n: round.number })] : []),
    printedAt,
  ].join(' · ');
  if (teamRound && round && kind === 'pairings-table') {
    body = <TeamPairingsSheet round={round} eventName={eventName} meta={roundMeta} />;
  } else if (teamRound && round && kind === 'pairings-name') {
    body = <TeamNamesSheet round={round} eventName={eventName} meta={roundMeta} />;
  } else if (teamRound && round && kind === 'slips') {
    body = <TeamSlips round={round} eventName={eventName} meta={roundMeta} />;
  } else if (teamEvent && kind === 'standings') {
    body = (
      <TeamStandingsSheet eventId={eventId} eventName={eventName} meta={printedAt} floor={detail?.event.rules.percentageFloor ?? '1/3'} />
    );
  } else if (kind === 'bracket') {
    body = (
      <BracketSheet
        playoff={rounds.filter((r) => r.phaseKind === 'SINGLE_ELIMINATION')}
        team={teamEvent}
        // Only where the game lets a game be drawn (FFTCG 3.3), as on the top cut page.
        drawPolicy={detail?.event.playoffDrawsFollowPolicy ? detail.event.playoffDrawPolicy : null}
        eventName={eventName}
        meta={printedAt}
      />
    );
  } else if (kind === 'pairings-table' && round) {
    body = (
      <>
        <PrintHead title={translate('taikai.rounds.by_table')} eventName={eventName} meta={roundMeta} />
        <table className="print-table" data-testid="print-pairings-table">
          <thead>
            <tr>
              <th>{translate('taikai.rounds.table')}</th>
              <th>{translate('taikai.rounds.player1')}</th>
              <th>{translate('taikai.rounds.player2')}</th>
            </tr>
          </thead>
          <tbody>
            {byTable(matches).map((m) => (
              <tr key={m.id}>
                <td className="table-no">{shownTable(m)}</td>
                <td>{withPoints(m.player1)}</td>
                <td>{m.player2 ? withPoints(m.player2) : translate('taikai.rounds.bye')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </>
    );
  } else if (kind === 'pairings-name' && round) {
    // Big rooms post one sheet per name range (A–F, G–M…), so players crowd several walls, not one.
    body = nameRanges(names, NAME_ROWS_PER_SHEET).map((range, i, ranges) => (
      <section key={i} className={i < ranges.length - 1 ? 'page-break' : undefined} data-testid="print-name-range">
        <PrintHead
          title={`${translate('taikai.rounds.by_name')} · ${range.spans
            .map((span) => (span.from === span.to ? span.from : translate('taikai.rounds.name_range', { ...span })))
            .join(translate('taikai.rounds.name_range_separator'))}`}
          eventName={eventName}
          meta={roundMeta}
        />
        <div className={range.rows.length > NAME_ROWS_PER_COLUMN ? 'print-columns' : undefined}>
          <table className="print-table" data-testid="print-pairings-name">
            <thead>
              <tr>
                <th>{translate('taikai.rounds.name')}</th>
                <th className="num">{translate('taikai.rounds.table')}</th>
                <th>{translate('taikai.rounds.opponent')}</th>
              </tr>
            </thead>
            <tbody>
              {range.rows.map((row) => (
                <tr key={row.playerId}>
                  <td style={{ fontWeight: 700 }}>{withPoints(row.player)}</td>
                  <td className="num" style={{ fontWeight: 800 }}>
                    {row.shownTable}
                  </td>
                  <td>{row.opponent ? withPoints(row.opponent) : translate('taikai.rounds.bye')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    ));
  } else if (kind === 'slips' && round) {
    body = (
      <>
        <PrintHead title={translate('taikai.print.kinds.slips')} eventName={eventName} meta={roundMeta} />
        <div className="slips">
          {byTable(round.matches)
            .filter((m) => m.player2)
            .map((m) => (
              <Slip key={m.id} match={m} eventName={eventName} extraTurns={extraTurns.get(m.id)} />
            ))}
        </div>
      </>
    );
  } else if (kind === 'standings') {
    body = (
      <>
        <PrintHead
          title={standingsTitle(translate, afterRound ? Number(afterRound) : null, standingsData?.event)}
          eventName={eventName}
          meta={printedAt}
        />
        <table className="print-table" data-testid="print-standings">
          <thead>
            <tr>
              <th className="num">{translate('taikai.standings.rank')}</th>
              <th>{translate('taikai.standings.player')}</th>
              <th className="num">{translate('taikai.standings.points')}</th>
              <th className="num">{translate('taikai.standings.record')}</th>
              <th className="num">OMW%</th>
              <th className="num">GW%</th>
              <th className="num">OGW%</th>
            </tr>
          </thead>
          <tbody>
            {(standingsData?.standings ?? []).map((r) => (
              <tr key={r.player.id}>
                <td className="num" style={{ fontWeight: 800 }}>
                  {r.rank}
                </td>
                <td style={{ fontWeight: 600 }}>
                  {shownPlayerName(r.player, translate)}
                  {playoffLabel(r, translate) ? ` · ${playoffLabel(r, translate)}` : ''}
                  {r.dropped ? ` (${translate('taikai.desk.dropped')})` : ''}
                </td>
                <td className="num" style={{ fontWeight: 700 }}>
                  {r.matchPoints}
                </td>
                <td className="num">{record(r)}</td>
                <td className="num">{formatRate(r.omwExact, r.omw)}</td>
                <td className="num">{formatRate(r.gwExact, r.gw)}</td>
                <td className="num">{formatRate(r.ogwExact, r.ogw)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </>
    );
  } else if (kind === 'codes') {
    const players = sortByName((playersData?.players ?? []).filter((p) => !p.dropped));
    body = (
      <>
        {join?.unreachable ? (
          <div className="print-warning" role="alert" data-testid="join-unreachable">
            <strong>{translate('taikai.print.join_unreachable_title')}</strong>
            <p>{translate('taikai.print.join_unreachable', { url: join.origin })}</p>
          </div>
        ) : null}
        <PrintHead title={translate('taikai.print.kinds.codes')} eventName={eventName} meta={printedAt} />
        <div className="codes">
          {/* Slips wait for the join address: a QR code to a wrong one could be printed and handed out. */}
          {join
            ? players.map((p) => (
                <CodeSlip
                  key={p.id}
                  name={shownPlayerName(p, translate)}
                  code={p.accessCode}
                  url={joinUrl(join.origin, eventId, p.accessCode)}
                  eventName={eventName}
                  eventCode={detail?.event.shortCode ?? ''}
                />
              ))
            : null}
        </div>
      </>
    );
  } else if (kind === 'penalties') {
    body = <PenaltyReport eventId={eventId} eventName={eventName} printedAt={printedAt} />;
  } else if (kind === 'payout') {
    body = <EventPayoutSheets eventId={eventId} eventName={eventName} printedAt={printedAt} />;
  } else if (kind === 'dq-report') {
    body = <DisqualificationReportSheet penaltyId={search.get('penalty') ?? ''} language={search.get('lang') === 'en' ? 'en' : 'ja'} />;
  } else if (isDecklistPrint(kind)) {
    body = <DecklistPrint kind={kind} eventId={eventId} eventName={eventName} printedAt={printedAt} playerId={search.get('player')} />;
  } else {
    body = <p>{translate('taikai.rounds.none')}</p>;
  }

  return (
    <PrintFrame
      kind={kind}
      title={translate(`taikai.print.kinds.${kind}`)}
      paper={paper}
      onPaper={choosePaper}
      tools={
        byArea && areas.length ? (
          <label>
            {translate('taikai.console.area')}{' '}
            <select value={area} onChange={(e) => setArea(e.target.value)} data-testid="print-area">
              <option value="">{translate('taikai.console.all_areas')}</option>
              {areas.map((name) => (
                <option key={name} value={name}>
                  {translate('taikai.console.area_n', { area: name })}
                </option>
              ))}
            </select>
          </label>
        ) : null
      }
    >
      {body}
    </PrintFrame>
  );
};
