import { useTranslate } from 'react-admin';
import { useGql } from '../shared/data/GraphQLProvider';
import { rulesText } from '../shared/deckLogic';
import { PrintHead } from './PrintHead';
import { DecklistSettingsDocument, DeskDecklistsDocument, PlayerDecklistDocument } from '../generated/graphql';
import { shownRowPlayerName } from '../shared/forgottenName';

export const DECKLIST_PRINT_KINDS = ['decklist-blank', 'decklist-player', 'decklists-missing'] as const;
export type DecklistPrintKind = (typeof DECKLIST_PRINT_KINDS)[number];

export const isDecklistPrint = (kind: string): kind is DecklistPrintKind => (DECKLIST_PRINT_KINDS as readonly string[]).includes(kind);

/** Lines of a blank sheet: a 60-card deck fits in about 25 names; the sideboard in 15. */
const BLANK_MAIN_LINES = 30;
const BLANK_SIDE_LINES = 15;

interface Props {
  kind: DecklistPrintKind;
  eventId: string;
  eventName: string;
  printedAt: string;
  playerId: string | null;
}

/** Decklist prints: a blank sheet with the event header, a player's registered list (deck checks), the lists still missing. */
export const DecklistPrint = ({ kind, eventId, eventName, printedAt, playerId }: Props) => {
  const translate = useTranslate();
  const { data: settings } = useGql(DecklistSettingsDocument, { eventId });
  const { data: overview } = useGql(DeskDecklistsDocument, { eventId }, { enabled: kind === 'decklists-missing' });
  const { data: player } = useGql(
    PlayerDecklistDocument,
    { playerId: playerId ?? '' },
    { enabled: kind === 'decklist-player' && !!playerId },
  );
  const rules = settings?.decklistSettings.rules;
  const title = translate(`taikai.print.kinds.${kind}`);

  if (kind === 'decklist-blank') {
    const lines = (n: number, testId: string) => (
      <table className="print-table decklist-lines" data-testid={testId}>
        <thead>
          <tr>
            <th className="num">{translate('taikai.decklists.copies')}</th>
            <th>{translate('taikai.decklists.card')}</th>
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: n }, (_, i) => (
            <tr key={i}>
              <td className="num" style={{ width: '14mm', height: '6.5mm' }} />
              <td />
            </tr>
          ))}
        </tbody>
      </table>
    );
    return (
      <>
        <PrintHead title={title} eventName={eventName} meta={rules ? rulesText(rules, translate) : ''} />
        <div className="decklist-fields">
          <div>{translate('taikai.print.decklist_name')}</div>
          <div>{translate('taikai.print.decklist_id')}</div>
          <div>{translate('taikai.print.decklist_deck')}</div>
        </div>
        <div className="decklist-columns">
          <div>
            <h2>{translate('taikai.decklists.main')}</h2>
            {lines(BLANK_MAIN_LINES, 'blank-main')}
            <div className="decklist-total">{translate('taikai.print.decklist_total_main')}</div>
          </div>
          <div>
            <h2>{translate('taikai.decklists.side')}</h2>
            {lines(BLANK_SIDE_LINES, 'blank-side')}
            <div className="decklist-total">{translate('taikai.print.decklist_total_side')}</div>
            <div className="decklist-judge">{translate('taikai.print.decklist_judge')}</div>
          </div>
        </div>
      </>
    );
  }

  if (kind === 'decklist-player') {
    const list = player?.decklist;
    if (!list) return <p>{translate('taikai.deckcheck.no_list')}</p>;
    const cards = (rows: typeof list.main) => (
      <table className="print-table">
        <tbody>
          {rows.map((card, i) => (
            <tr key={i}>
              <td className="num" style={{ width: '12mm', fontWeight: 800 }}>
                {card.count}
              </td>
              <td>{card.name}</td>
              <td style={{ width: '14mm' }}>☐</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
    return (
      <>
        <PrintHead title={`${title} · ${shownRowPlayerName(list, translate)}`} eventName={eventName} meta={printedAt} />
        <p data-testid="print-decklist-counts">
          {translate('taikai.decklists.counts', { main: list.mainCount, side: list.sideboardCount })}
          {list.changedAfterDeadlineAt ? ` · ${translate('taikai.decklists.changed_after_deadline')}` : ''}
        </p>
        <div className="decklist-columns" data-testid="print-decklist-player">
          <div>
            <h2>{translate('taikai.decklists.main')}</h2>
            {cards(list.main)}
          </div>
          <div>
            <h2>{translate('taikai.decklists.side')}</h2>
            {cards(list.sideboard)}
          </div>
        </div>
      </>
    );
  }

  const missing = (overview?.decklists ?? []).filter((row) => row.state === 'MISSING');
  return (
    <>
      <PrintHead
        title={title}
        eventName={eventName}
        meta={`${translate('taikai.print.missing_count', { n: missing.length })} · ${printedAt}`}
      />
      <table className="print-table" data-testid="print-decklists-missing">
        <thead>
          <tr>
            <th>{translate('taikai.judges.player')}</th>
            <th>{translate('taikai.print.decklist_id')}</th>
            <th>{translate('taikai.print.received')}</th>
          </tr>
        </thead>
        <tbody>
          {missing.map((row) => (
            <tr key={row.playerId}>
              <td style={{ fontWeight: 700 }}>{shownRowPlayerName(row, translate)}</td>
              <td>{row.externalId ?? ''}</td>
              <td style={{ width: '24mm' }}>☐</td>
            </tr>
          ))}
          {missing.length === 0 ? (
            <tr>
              <td colSpan={3}>{translate('taikai.print.none_missing')}</td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </>
  );
};
