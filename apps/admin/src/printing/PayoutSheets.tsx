import { useLocaleState, useTranslate } from 'react-admin';
import { formattingLocale } from '../app/i18n/locale';
import { useGql } from '../shared/data/GraphQLProvider';
import { shownName } from '../shared/forgottenName';
import { EventPayoutDocument, type PayoutSheetFieldsFragment } from '../generated/graphql';
import { PrintHead } from './PrintHead';

/** One payout sheet: who gets how much (store credit or prizes), with a column to sign on receipt. */
export const PayoutSheet = ({ sheet, title, printedAt }: { sheet: PayoutSheetFieldsFragment; title: string; printedAt: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const amount = (value: number) => value.toLocaleString(formattingLocale(locale));
  return (
    <section style={{ breakInside: 'avoid', marginBottom: '8mm' }}>
      <PrintHead title={translate('taikai.series.payout_sheet', { series: sheet.seriesName })} eventName={title} meta={printedAt} />
      <table className="print-table" data-testid="print-payout">
        <thead>
          <tr>
            <th>{translate('taikai.series.person')}</th>
            <th className="num">{translate('taikai.series.amount')}</th>
            <th>{translate('taikai.series.received')}</th>
          </tr>
        </thead>
        <tbody>
          {sheet.lines.map((line) => (
            <tr key={line.personId}>
              <td style={{ fontWeight: 700 }}>{shownName(line.name, translate)}</td>
              <td className="num">{amount(line.amount)}</td>
              <td style={{ width: '35%' }} />
            </tr>
          ))}
          <tr>
            <td>{translate('taikai.series.total')}</td>
            <td className="num" style={{ fontWeight: 700 }}>
              {amount(sheet.total)}
            </td>
            <td />
          </tr>
        </tbody>
      </table>
    </section>
  );
};

/** The event's payout sheets: one per series it counts in that pays by record or place. */
export const EventPayoutSheets = ({ eventId, eventName, printedAt }: { eventId: string; eventName: string; printedAt: string }) => {
  const translate = useTranslate();
  const { data } = useGql(EventPayoutDocument, { eventId });
  if (!data) return null;
  if (data.eventPayout.length === 0) return <p>{translate('taikai.series.no_payout')}</p>;
  return (
    <>
      {data.eventPayout.map((sheet) => (
        <PayoutSheet key={sheet.seriesId} sheet={sheet} title={eventName} printedAt={printedAt} />
      ))}
    </>
  );
};
