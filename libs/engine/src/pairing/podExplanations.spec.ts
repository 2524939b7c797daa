import type { Candidate } from './candidate';
import { explainBye, explainPairDowns, explainPodPairing } from './podExplanations';

const c = (id: string, points: number, rank: number, byes = 0): Candidate => ({ id, points, rank, byes });

describe('explainBye', () => {
  const a = c('a', 3, 0);
  const b = c('b', 0, 1);
  const z = c('z', 0, 2, 1);
  it('names the lowest-ranked player without a bye', () => {
    expect(explainBye(b, [a, b, z])).toEqual({ code: 'BYE', player: 'b', points: 0, reason: 'LOWEST_WITHOUT_BYE' });
  });
  it('says when a higher player took it to avoid a rematch', () => {
    expect(explainBye(a, [a, b, z])).toMatchObject({ code: 'BYE', reason: 'AVOIDS_REMATCH' });
  });
  it('reports a repeated bye', () => {
    expect(explainBye(z, [a, b, z])).toMatchObject({ code: 'REPEATED_BYE', previousByes: 1, reason: 'AVOIDS_REMATCH' });
    expect(explainBye(z, [z])).toMatchObject({ code: 'REPEATED_BYE', reason: 'EVERY_PLAYER_HAD_ONE' });
  });
});

describe('explainPairDowns', () => {
  it('blames an odd group for the first pair-down', () => {
    const [a, b, d] = [c('a', 6, 0), c('b', 6, 1), c('d', 6, 2)];
    const e = c('e', 3, 3);
    expect(
      explainPairDowns([
        [a, b],
        [d, e],
      ]),
    ).toEqual([
      { code: 'PAIRED_DOWN', player: 'd', opponent: 'e', fromPoints: 6, toPoints: 3, reason: 'ODD_GROUP', joined: 0, passedOver: [] },
    ]);
  });

  it('attributes pair-downs from an even group to rematch avoidance', () => {
    const [a, b] = [c('a', 6, 0), c('b', 6, 1)];
    const [d, e] = [c('d', 3, 2), c('e', 3, 3)];
    expect(
      explainPairDowns([
        [a, d],
        [b, e],
      ]).map((x) => x.code === 'PAIRED_DOWN' && x.reason),
    ).toEqual(['AVOIDS_REMATCH', 'AVOIDS_REMATCH']);
  });

  it('counts players paired down into a group before judging its parity', () => {
    // 9: a. 6: b, d, e. a meets b; d and e pair; nobody needs to go further down.
    const pairs = [
      [c('a', 9, 0), c('b', 6, 1)],
      [c('d', 6, 2), c('e', 6, 3)],
    ] as const;
    expect(explainPairDowns(pairs)).toHaveLength(1);
    expect(explainPairDowns(pairs)[0]).toMatchObject({ player: 'a', reason: 'ODD_GROUP' });
  });

  it('counts those paired down into a group and names the groups passed over', () => {
    // 6: a. 4: b (has the bye). 3: d, e. 1: f. a went past the 4-point group to meet d; e meets f.
    const [a, b, d, e, f] = [c('a', 6, 0), c('b', 4, 1), c('d', 3, 2), c('e', 3, 3), c('f', 1, 4)];
    expect(
      explainPairDowns([
        [a, d],
        [b, null],
        [e, f],
      ]),
    ).toEqual([
      { code: 'PAIRED_DOWN', player: 'a', opponent: 'd', fromPoints: 6, toPoints: 3, reason: 'ODD_GROUP', joined: 0, passedOver: [4] },
      { code: 'PAIRED_DOWN', player: 'e', opponent: 'f', fromPoints: 3, toPoints: 1, reason: 'ODD_GROUP', joined: 1, passedOver: [] },
    ]);
  });
});

describe('explainPodPairing', () => {
  it('flags rematches with whether they are proven unavoidable', () => {
    const [a, b] = [c('a', 3, 0), c('b', 3, 1)];
    expect(explainPodPairing([[a, b]], [a, b], () => true, true, false)).toEqual([
      { code: 'REMATCH_UNAVOIDABLE', player1: 'a', player2: 'b', proven: true },
    ]);
  });

  it('calls a bye in a random round a random draw', () => {
    const a = c('a', 0, 0);
    expect(explainPodPairing([[a, null]], [a], () => false, true, true)).toEqual([
      { code: 'BYE', player: 'a', points: 0, reason: 'DRAWN_AT_RANDOM' },
    ]);
  });
});
