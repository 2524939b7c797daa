import {
  rulesText,
  countedTotals,
  deckCheckInfraction,
  decklistProblemsAtLock,
  decklistsCsv,
  decklistsText,
  fromLocalInput,
  pickTables,
  tickKey,
  toLocalInput,
} from './deckLogic';

const deck = {
  main: [
    { count: 4, name: 'Lightning Bolt' },
    { count: 56, name: 'Mountain' },
  ],
  sideboard: [{ count: 3, name: 'Pyroblast' }],
};

describe('decklists at the desk and in deck checks', () => {
  it('picks distinct tables at random, sorted, never more than the round has', () => {
    const sequence = [0.99, 0, 0.5, 0.2];
    let i = 0;
    const picked = pickTables([1, 2, 3, 4, 5], 2, () => sequence[i++ % sequence.length]);
    expect(picked).toHaveLength(2);
    expect(new Set(picked).size).toBe(2);
    expect(picked).toEqual([...picked].sort((a, b) => a - b));
    expect(pickTables([1, 2, 3], 10)).toEqual([1, 2, 3]);
    expect(pickTables([1, 2, 3], 0)).toEqual([]);
    // Every table can be picked: a fixed random() of 0 and of 0.999 pick different ones.
    expect(pickTables([1, 2, 3, 4], 1, () => 0)).not.toEqual(pickTables([1, 2, 3, 4], 1, () => 0.999));
  });

  it('counts ticked copies against the registered totals (MTR 2.8 counting aid), never more than a line lists', () => {
    expect(countedTotals(deck, {})).toEqual({ main: { counted: 0, registered: 60 }, side: { counted: 0, registered: 3 }, complete: false });
    const ticks = { [tickKey('main', 0)]: 4, [tickKey('main', 1)]: 99, [tickKey('side', 0)]: 2 };
    expect(countedTotals(deck, ticks)).toEqual({
      main: { counted: 60, registered: 60 },
      side: { counted: 2, registered: 3 },
      complete: false,
    });
    expect(countedTotals(deck, { ...ticks, [tickKey('side', 0)]: 3 }).complete).toBe(true);
  });

  it('names the catalog infraction for a finding: IPG 3.5 Deck Problem and 3.4 Decklist Problem, or a profile’s own', () => {
    expect(deckCheckInfraction('DECK_PROBLEM', ['TE-DLP', 'TE-DP'])).toBe('TE-DP');
    expect(deckCheckInfraction('DECKLIST_PROBLEM', ['TE-DLP', 'TE-DP'])).toBe('TE-DLP');
    expect(deckCheckInfraction('DECK_PROBLEM', ['PKM-DECK'])).toBe('PKM-DECK');
    expect(deckCheckInfraction('DECK_PROBLEM', ['GEN-GPE'])).toBeUndefined();
  });

  it('exports published lists as text and CSV', () => {
    const lists = [{ rank: 1, playerName: 'Aoi', ...deck }];
    expect(decklistsText(lists)).toBe('# 1. Aoi\n4 Lightning Bolt\n56 Mountain\n\nSideboard\n3 Pyroblast');
    const csv = decklistsCsv(lists, ['Rank', 'Player', 'Section', 'Count', 'Card'], { main: 'Main', side: 'Sideboard' });
    expect(csv).toBe(
      '\uFEFFRank,Player,Section,Count,Card\r\n1,Aoi,Main,4,Lightning Bolt\r\n1,Aoi,Main,56,Mountain\r\n1,Aoi,Sideboard,3,Pyroblast\r\n',
    );
  });

  it('round-trips a deadline through the datetime-local input; empty is the default deadline', () => {
    const iso = new Date(2026, 10, 24, 9, 30).toISOString();
    expect(toLocalInput(iso)).toBe('2026-11-24T09:30');
    expect(fromLocalInput('2026-11-24T09:30')).toBe(iso);
    expect([toLocalInput(null), fromLocalInput(''), fromLocalInput('garbage')]).toEqual(['', null, null]);
  });

  it('words the deck rules without empty limits: at least 60 (MTR 6.1), exactly 50 (FFTCG 8.1.1)', () => {
    const translate = (key: string, options: object = {}) => `${key.split('.').pop()}(${Object.values(options).join(',')})`;
    expect(rulesText({ mainMin: 60, mainMax: null, sideboardMax: 15, maxCopies: 4, rule: 'MTR 6.1' }, translate)).toBe(
      'rules_summary(at_least(60),at_most(15),at_most(4),MTR 6.1)',
    );
    expect(rulesText({ mainMin: 50, mainMax: 50, sideboardMax: null, maxCopies: 3, rule: 'FFTCG 8.1.1' }, translate)).toBe(
      'rules_summary(exactly(50),no_limit(),at_most(3),FFTCG 8.1.1)',
    );
    expect(rulesText({ mainMin: 40, mainMax: 45, sideboardMax: null, maxCopies: null, rule: 'x' }, translate)).toBe(
      'rules_summary(between(40,45),no_limit(),no_limit(),x)',
    );
  });
});

describe('Decklist Problems the lock reveals (IPG 3.4)', () => {
  const row = (playerId: string, state: 'MISSING' | 'PROBLEMS' | 'OK', changedAfterDeadlineAt: string | null = null) => ({
    playerId,
    playerName: playerId,
    state,
    changedAfterDeadlineAt,
  });
  const rows = [row('missing', 'MISSING'), row('illegal', 'PROBLEMS'), row('fine', 'OK'), row('late', 'OK', '2026-11-26T10:00:00Z')];

  it('proposes one for each list missing, breaking a rule or changed after the deadline', () => {
    expect(decklistProblemsAtLock(rows, [], 'TE-DLP').map((p) => [p.playerId, p.problem])).toEqual([
      ['missing', 'MISSING'],
      ['illegal', 'PROBLEMS'],
      ['late', 'CHANGED'],
    ]);
  });

  it('leaves out players already given that infraction, unless it was revoked', () => {
    const penalties = [
      { playerId: 'missing', infraction: 'TE-DLP', status: 'APPLIED' },
      { playerId: 'illegal', infraction: 'TE-DLP', status: 'REVOKED' },
      { playerId: 'late', infraction: 'TE-DP', status: 'APPLIED' },
    ];
    expect(decklistProblemsAtLock(rows, penalties, 'TE-DLP').map((p) => p.playerId)).toEqual(['illegal', 'late']);
  });
});
