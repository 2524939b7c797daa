import { createOwnChanges, matchUpdateKind } from './own-changes';

const answered = (status: string) => Promise.resolve({ id: 'm1', status });

describe('own changes', () => {
  it('word a match status as the update kind the API publishes', () => {
    expect(matchUpdateKind('REPORTED')).toBe('MATCH_REPORTED');
    expect(matchUpdateKind('DISPUTED')).toBe('MATCH_DISPUTED');
    expect(matchUpdateKind('FINAL')).toBe('MATCH_CONFIRMED');
  });

  it("recognise a report's own update once: the opponent's next update refetches", async () => {
    const own = createOwnChanges();
    await own.track('m1', answered('REPORTED'));
    expect(await own.isEcho({ kind: 'MATCH_REPORTED', matchId: 'm1' })).toBe(true);
    expect(await own.isEcho({ kind: 'MATCH_REPORTED', matchId: 'm1' })).toBe(false);
  });

  it('wait for the answer when the update comes first', async () => {
    const own = createOwnChanges();
    let answer!: (match: { status: string }) => void;
    void own.track('m1', new Promise<{ status: string }>((resolve) => (answer = resolve)));
    const echo = own.isEcho({ kind: 'MATCH_CONFIRMED', matchId: 'm1' });
    answer({ status: 'FINAL' });
    expect(await echo).toBe(true);
  });

  it('take only one of two updates that wait for the same answer', async () => {
    const own = createOwnChanges();
    const sending = answered('DISPUTED');
    void own.track('m1', sending);
    const both = await Promise.all([
      own.isEcho({ kind: 'MATCH_DISPUTED', matchId: 'm1' }),
      own.isEcho({ kind: 'MATCH_DISPUTED', matchId: 'm1' }),
    ]);
    expect(both.sort()).toEqual([false, true]);
  });

  it('are no echo for another kind, another match, a refused change or an old one', async () => {
    const own = createOwnChanges();
    await own.track('m1', answered('REPORTED'));
    // The opponent confirmed meanwhile: the match changed beyond what the answer said.
    expect(await own.isEcho({ kind: 'MATCH_CONFIRMED', matchId: 'm1' })).toBe(false);
    expect(await own.isEcho({ kind: 'MATCH_REPORTED', matchId: 'm2' })).toBe(false);
    expect(await own.isEcho({ kind: 'PAIRINGS_POSTED' })).toBe(false);

    const refused = Promise.reject(new Error('ROUND_CLOSED'));
    await own.track('m3', refused).catch(() => undefined);
    expect(await own.isEcho({ kind: 'MATCH_REPORTED', matchId: 'm3' })).toBe(false);

    let clock = 0;
    const later = createOwnChanges(1000, () => clock);
    await later.track('m1', answered('REPORTED'));
    clock = 1001;
    expect(await later.isEcho({ kind: 'MATCH_REPORTED', matchId: 'm1' })).toBe(false);
  });
});
