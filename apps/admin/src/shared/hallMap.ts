/** A hall's tables by area and row, in hall order (the API answers them so): what the map and its print draw. */
export interface HallArea<T> {
  area: string;
  rows: { row: number; tables: T[] }[];
}

export function hallAreas<T extends { area: string; row: number }>(tables: readonly T[]): HallArea<T>[] {
  const areas: HallArea<T>[] = [];
  for (const table of tables) {
    let area = areas.at(-1);
    if (area?.area !== table.area) areas.push((area = { area: table.area, rows: [] }));
    let row = area.rows.at(-1);
    if (row?.row !== table.row) area.rows.push((row = { row: table.row, tables: [] }));
    row.tables.push(table);
  }
  return areas;
}
