import { applyListParams } from './listParams';

const rows = [
  { id: '1', name: 'Friday Night Magic', venue: 'Hareruya', startsAt: '2025-07-11T10:00:00Z', playerCount: 12, status: 'FINISHED' },
  { id: '2', name: 'Regional Championship', venue: null, startsAt: null, playerCount: 240, status: 'REGISTRATION' },
  { id: '3', name: 'Commander Night', venue: 'Big Magic', startsAt: '2025-08-01T09:00:00Z', playerCount: 8, status: 'RUNNING' },
];

describe('applyListParams', () => {
  it('sorts by a string field, empty values last in both directions', () => {
    expect(applyListParams(rows, { sort: { field: 'startsAt', order: 'ASC' } }).data.map((r) => r.id)).toEqual(['1', '3', '2']);
    expect(applyListParams(rows, { sort: { field: 'startsAt', order: 'DESC' } }).data.map((r) => r.id)).toEqual(['3', '1', '2']);
  });

  it('sorts numbers numerically', () => {
    expect(applyListParams(rows, { sort: { field: 'playerCount', order: 'DESC' } }).data.map((r) => r.playerCount)).toEqual([240, 12, 8]);
  });

  it('paginates and reports the total before pagination', () => {
    const page = applyListParams(rows, { pagination: { page: 2, perPage: 2 }, sort: { field: 'name', order: 'ASC' } });
    expect(page.total).toBe(3);
    expect(page.data.map((r) => r.name)).toEqual(['Regional Championship']);
  });

  it('filters by free text over the search fields and by exact value', () => {
    expect(applyListParams(rows, { filter: { q: 'magic' } }, { searchFields: ['name', 'venue'] }).data.map((r) => r.id)).toEqual([
      '1',
      '3',
    ]);
    expect(applyListParams(rows, { filter: { status: 'RUNNING' } }).data.map((r) => r.id)).toEqual(['3']);
    expect(applyListParams(rows, { filter: { status: '' } }).total).toBe(3);
  });
});
