import { useLocaleState, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { formattingLocale } from '../app/i18n/locale';
import { useGql } from '../shared/data/GraphQLProvider';
import { FloorTable, HallFloor } from '../shared/HallFloor';
import { ConventionHallDocument } from '../generated/graphql';
import { PrintFrame, usePaper } from './PrintFrame';
import { PrintHead } from './PrintHead';

const FLOOR_CSS = `
.floor-area { margin-bottom: 8mm; break-inside: avoid; }
.floor-area h2 { font-size: 14pt; margin: 0 0 2mm; }
.floor-row { display: flex; flex-wrap: wrap; gap: 1.5mm; align-items: center; margin-bottom: 1.5mm; }
.floor-row .row-name { width: 14mm; font-size: 9pt; color: #444; }
.floor-table { border: 1px solid #111; min-width: 16mm; padding: 1mm; text-align: center; font-size: 9pt; }
.floor-table strong { display: block; font-size: 11pt; }
.floor-table.used { background: #e8eaf6; }
.floor-table.out { border-style: dashed; color: #777; text-decoration: line-through; }
.floor-table.feature { border-width: 2px; }
`;

/** The hall's floor plan on paper: areas, rows, each table's label and the event using it; out-of-use and feature tables marked. */
export const ConventionPrint = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { conventionId = '' } = useParams();
  const { data } = useGql(ConventionHallDocument, { conventionId });
  const convention = data?.convention;
  const [paper, choosePaper] = usePaper(`convention-${conventionId}`, convention && { name: convention.name });
  const printedAt = new Date().toLocaleString(formattingLocale(locale));
  return (
    <PrintFrame kind="floor-plan" title={translate('taikai.conventions.print')} paper={paper} onPaper={choosePaper} css={FLOOR_CSS}>
      {convention ? (
        <>
          <PrintHead title={translate('taikai.conventions.floor_plan')} eventName={convention.name} meta={printedAt} />
          <HallFloor
            tables={data.conventionHall}
            renderTable={(table) => (
              <FloorTable
                table={table}
                used={!!table.eventId}
                note={table.eventName ?? (table.feature ? translate('taikai.conventions.feature') : '\u00a0')}
              />
            )}
          />
        </>
      ) : null}
    </PrintFrame>
  );
};
