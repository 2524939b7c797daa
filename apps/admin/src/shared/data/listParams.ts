/**
 * Client-side filtering, sorting and pagination for resources whose API query returns
 * the whole collection (an event has at most a few hundred rows per list).
 */

export interface ListParams {
  pagination?: { page: number; perPage: number };
  sort?: { field: string; order: 'ASC' | 'DESC' | string };
  filter?: Record<string, unknown>;
}

export interface ListOptions {
  /** Fields searched by the free-text `q` filter. */
  searchFields?: readonly string[];
  /** The locale used to compare strings (Japanese names sort by reading order in `ja`). */
  locale?: string;
}

type Row = { id: string | number } & Record<string, unknown>;

export function applyListParams<T extends Row>(
  rows: readonly T[],
  params: ListParams,
  options: ListOptions = {},
): { data: T[]; total: number } {
  const filtered = rows.filter((row) => matchesFilter(row, params.filter ?? {}, options.searchFields ?? []));
  const sorted = params.sort?.field
    ? sortRows(filtered, params.sort.field, params.sort.order === 'DESC' ? -1 : 1, options.locale)
    : filtered;
  const total = sorted.length;
  if (!params.pagination) return { data: sorted, total };
  const { page, perPage } = params.pagination;
  const start = Math.max(0, (page - 1) * perPage);
  return { data: sorted.slice(start, start + perPage), total };
}

function matchesFilter(row: Row, filter: Record<string, unknown>, searchFields: readonly string[]): boolean {
  return Object.entries(filter).every(([key, wanted]) => {
    if (wanted === undefined || wanted === null || wanted === '') return true;
    if (key === 'q') {
      const needle = String(wanted).toLocaleLowerCase();
      return searchFields.some((field) =>
        String(row[field] ?? '')
          .toLocaleLowerCase()
          .includes(needle),
      );
    }
    const value = row[key];
    if (Array.isArray(wanted)) return wanted.map(String).includes(String(value));
    return String(value) === String(wanted);
  });
}

function sortRows<T extends Row>(rows: T[], field: string, direction: 1 | -1, locale?: string): T[] {
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  return [...rows].sort((a, b) => {
    const x = a[field];
    const y = b[field];
    // Empty values last whatever the direction.
    const xEmpty = x === null || x === undefined || x === '';
    const yEmpty = y === null || y === undefined || y === '';
    if (xEmpty || yEmpty) return xEmpty === yEmpty ? 0 : xEmpty ? 1 : -1;
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * direction;
    return collator.compare(String(x), String(y)) * direction;
  });
}
