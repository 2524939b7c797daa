import { initialQuickEntry, quickEntry, queuedAfter, type QuickEntryState, type QuickMatch, SAVED_SHOWN } from './quickEntryKeys';

const MATCHES: QuickMatch[] = [
  { id: 'm1', table: 1, player1: { name: 'Ada' }, player2: { name: 'Ben' } },
  { id: 'm2', table: 2, player1: { name: 'Cho' }, player2: { name: 'Dee' } },
  { id: 'm3', table: 3, player1: { name: 'Eli' }, player2: { name: 'Fay' } },
  { id: 'bye', table: 4, player1: { name: 'Gus' }, player2: null },
];

/** Keys as the browser delivers them to the focused field: `\n` is Enter. */
function typeKeys(state: QuickEntryState, keys: string, matches: readonly QuickMatch[] = MATCHES): QuickEntryState {
  let next = state;
  for (const key of keys) {
    next =
      key === '\n'
        ? quickEntry(next, { type: 'enter', field: next.field, matches })
        : quickEntry(next, { type: 'edit', field: next.field, text: next[next.field] + key });
  }
  return next;
}

const nextToSave = (state: QuickEntryState) => queuedAfter(state, 0)[0];

const queued = (state: QuickEntryState) =>
  [...state.results].reverse().map((r) => ({ matchId: r.matchId, score: r.score, state: r.state }));

describe('quick entry: keys in, results out', () => {
  it('queues every slip typed ahead, in typed order, without waiting for a save', () => {
    const state = typeKeys(initialQuickEntry, '1\n2-1\n2\n0-2\n3\n1-1-1\n');
    expect(queued(state)).toEqual([
      { matchId: 'm1', score: { player1Wins: 2, player2Wins: 1, draws: 0 }, state: 'queued' },
      { matchId: 'm2', score: { player1Wins: 0, player2Wins: 2, draws: 0 }, state: 'queued' },
      { matchId: 'm3', score: { player1Wins: 1, player2Wins: 1, draws: 1 }, state: 'queued' },
    ]);
    expect(state).toMatchObject({ field: 'table', table: '', score: '', error: null });
    expect(nextToSave(state)?.matchId).toBe('m1');
    // Saves are started once each: after the first, the rest in order.
    expect(queuedAfter(state, state.results[2].key).map((r) => r.matchId)).toEqual(['m2', 'm3']);
  });

  it('saves one at a time in typed order, whatever is typed meanwhile', () => {
    let state = typeKeys(initialQuickEntry, '1\n2-1\n2\n');
    const first = nextToSave(state)!;
    state = typeKeys(state, '0-2\n');
    state = quickEntry(state, { type: 'saved', key: first.key });
    expect(nextToSave(state)?.matchId).toBe('m2');
    state = quickEntry(state, { type: 'failed', key: nextToSave(state)!.key, message: 'Refused' });
    expect(nextToSave(state)).toBeUndefined();
    expect(queued(state).map((r) => r.state)).toEqual(['saved', 'failed']);
    expect(state.results[0].message).toBe('Refused');
  });

  it('reads full-width digits from a Japanese IME', () => {
    const state = typeKeys(initialQuickEntry, '２\n２－１\n');
    expect(queued(state)).toEqual([{ matchId: 'm2', score: { player1Wins: 2, player2Wins: 1, draws: 0 }, state: 'queued' }]);
  });

  it.each([
    ['an empty table', '\n', { key: 'enter_table' }],
    ['a table not in the round', '9\n', { key: 'no_table', n: 9 }],
    ['a bye', '4\n', { key: 'bye' }],
  ])('keeps the keys in the table field on %s, and says why', (_label, keys, error) => {
    const state = typeKeys(initialQuickEntry, keys);
    expect(state).toMatchObject({ field: 'table', error, results: [] });
  });

  it('keeps a score it cannot read in the score field, and says why', () => {
    const state = typeKeys(initialQuickEntry, '1\n2-x\n');
    expect(state).toMatchObject({ field: 'score', table: '1', score: '2-x', error: { key: 'bad_score' }, results: [] });
    // Corrected, it goes through.
    const fixed = typeKeys(quickEntry(state, { type: 'edit', field: 'score', text: '2-1' }), '\n');
    expect(queued(fixed)).toHaveLength(1);
  });

  it('goes back to the table when the table field was changed to one without a match', () => {
    let state = typeKeys(initialQuickEntry, '1\n2-1');
    state = quickEntry(state, { type: 'edit', field: 'table', text: '7' });
    state = typeKeys(state, '\n');
    expect(state).toMatchObject({ field: 'table', error: { key: 'no_table', n: 7 }, score: '2-1', results: [] });
  });

  it('follows focus moved by hand', () => {
    const state = quickEntry(initialQuickEntry, { type: 'focus', field: 'score' });
    expect(state.field).toBe('score');
    expect(quickEntry(state, { type: 'focus', field: 'score' })).toBe(state);
  });

  it(`shows the last ${SAVED_SHOWN} saved results, and every one queued or failed`, () => {
    let state = initialQuickEntry;
    for (let i = 0; i < SAVED_SHOWN + 3; i++) {
      state = typeKeys(state, '1\n2-0\n');
      const next = nextToSave(state)!;
      state = quickEntry(state, i === 0 ? { type: 'failed', key: next.key, message: 'Refused' } : { type: 'saved', key: next.key });
    }
    state = typeKeys(state, '2\n2-0\n');
    expect(state.results.filter((r) => r.state === 'saved')).toHaveLength(SAVED_SHOWN);
    expect(state.results.filter((r) => r.state === 'failed')).toHaveLength(1);
    expect(state.results[0].state).toBe('queued');
  });
});
