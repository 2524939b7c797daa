import { type CSSProperties, Fragment, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { hallAreas } from './hallMap';

interface FloorTableFields {
  label: string;
  area: string;
  row: number;
  inUse: boolean;
  feature: boolean;
}

/**
 * A hall's map by area and row, as the floor-plan print and the projector draw it: sections
 * `.floor-area` (heading `h2`), rows `.floor-row` (`.row-name`) and the tables each caller draws,
 * styled by the caller's sheet (paper in millimetres, the projector in screen widths).
 */
export function HallFloor<T extends FloorTableFields>({
  tables,
  renderTable,
}: {
  tables: readonly T[];
  renderTable: (table: T) => ReactNode;
}) {
  const translate = useTranslate();
  return (
    <>
      {hallAreas(tables).map((area) => (
        <section key={area.area} className="floor-area" data-testid="floor-area">
          <h2>{translate('taikai.conventions.area', { area: area.area })}</h2>
          {area.rows.map((row) => (
            <div key={row.row} className="floor-row">
              <span className="row-name">{translate('taikai.conventions.row', { row: row.row })}</span>
              {row.tables.map((table) => (
                <Fragment key={table.label}>{renderTable(table)}</Fragment>
              ))}
            </div>
          ))}
        </section>
      ))}
    </>
  );
}

/**
 * One table of the floor: `.floor-table` with its label in `strong`, `.out` when out of use (its
 * note says so, not only the dashed line), `.feature`, and `used` when the caller marks it.
 */
export const FloorTable = ({
  table,
  used,
  note,
  style,
}: {
  table: FloorTableFields;
  used: boolean;
  note: ReactNode;
  style?: CSSProperties;
}) => {
  const translate = useTranslate();
  return (
    <div
      className={['floor-table', used ? 'used' : '', table.inUse ? '' : 'out', table.feature ? 'feature' : ''].join(' ')}
      data-testid="floor-table"
      data-label={table.label}
      data-used={used}
      style={style}
    >
      <strong>{table.label}</strong>
      {table.inUse ? note : translate('taikai.conventions.out_of_use')}
    </div>
  );
};
