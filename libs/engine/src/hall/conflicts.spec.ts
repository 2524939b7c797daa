import { seatingConflicts } from './conflicts';

// Policy (Taikai's, no publisher rule covers a hall shared by events): see seatingConflicts.

const seat = (person: string | null, player: string, event: string, match: string) => ({ person, player, event, match });

describe('seatingConflicts', () => {
  it('finds a person seated at unfinished matches of two events', () => {
    const main = seat('ann', 'p1', 'main', 'm1');
    const side = seat('ann', 'p9', 'side', 'm7');
    expect(seatingConflicts([main, seat('bo', 'p2', 'main', 'm1'), side])).toEqual([{ person: 'ann', seats: [main, side] }]);
  });

  it('names each pair once for a person in three events', () => {
    const seats = [seat('ann', 'p1', 'e1', 'm1'), seat('ann', 'p2', 'e2', 'm2'), seat('ann', 'p3', 'e3', 'm3')];
    expect(seatingConflicts(seats).map((c) => c.seats.map((s) => s.event))).toEqual([
      ['e1', 'e2'],
      ['e1', 'e3'],
      ['e2', 'e3'],
    ]);
  });

  it('does not match registrations without a person, nor two seats of one event', () => {
    expect(seatingConflicts([seat(null, 'p1', 'e1', 'm1'), seat(null, 'p2', 'e2', 'm2')])).toEqual([]);
    expect(seatingConflicts([seat('ann', 'p1', 'e1', 'm1'), seat('ann', 'p1', 'e1', 'm1')])).toEqual([]);
  });
});
