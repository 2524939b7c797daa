import { effectivePlayerCount, EventStructure, recommendEventStructure } from './recommendations';

const swiss = (swissRounds: number, topCut: 4 | 8): EventStructure => ({ kind: 'swiss', swissRounds, topCut });
const singleElimination = (rounds: number): EventStructure => ({ kind: 'singleElimination', rounds });

describe('recommendEventStructure (MTR appendix E)', () => {
  it.each<[number, EventStructure]>([
    [5, singleElimination(3)],
    [8, singleElimination(3)],
    [9, swiss(5, 4)],
    [16, swiss(5, 4)],
    [17, swiss(5, 8)],
    [32, swiss(5, 8)],
    [33, swiss(6, 8)],
    [64, swiss(6, 8)],
    [65, swiss(7, 8)],
    [128, swiss(7, 8)],
    [129, swiss(8, 8)],
    [226, swiss(8, 8)],
    [227, swiss(9, 8)],
    [409, swiss(9, 8)],
    [410, swiss(10, 8)],
    [5000, swiss(10, 8)],
  ])('%i players: %o', (players, structure) => {
    expect(recommendEventStructure(players)).toEqual({ ok: true, value: structure });
  });

  it.each([
    [9, swiss(4, 8)],
    [16, swiss(4, 8)],
    [17, swiss(5, 8)],
    [8, singleElimination(3)],
  ])('limited with a top-8 draft, %i players: %o', (players, structure) => {
    expect(recommendEventStructure(players, { limitedTopDraft: true })).toEqual({ ok: true, value: structure });
  });

  it('runs 4 teams as two single-elimination rounds', () => {
    expect(recommendEventStructure(4, { team: true })).toEqual({ ok: true, value: singleElimination(2) });
    expect(recommendEventStructure(6, { team: true })).toEqual({ ok: true, value: singleElimination(3) });
  });

  it.each([
    [4, {}, 5],
    [0, {}, 5],
    [3, { team: true }, 4],
  ])('%i below the table fails with TOO_FEW_PLAYERS', (players, options, minimum) => {
    const result = recommendEventStructure(players, options);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ code: 'TOO_FEW_PLAYERS', minimum });
  });
});

describe('effectivePlayerCount', () => {
  it.each([
    [[0], 1],
    [[1], 2],
    [[2], 4],
    [[3], 8],
    [[0, 0, 1, 3], 1 + 1 + 2 + 8],
  ])('byes %o count as %i players', (byes, count) => {
    expect(effectivePlayerCount(byes.map((awardedByes, i) => ({ id: `p${i}`, awardedByes })))).toBe(count);
  });

  it('moves an event to a bigger row of the table', () => {
    // 30 players, two of them with 3 byes: 28 + 16 = 44 → 6 rounds instead of 5.
    const participants = Array.from({ length: 30 }, (_, i) => ({ id: `p${i}`, awardedByes: i < 2 ? 3 : undefined }));
    expect(recommendEventStructure(effectivePlayerCount(participants))).toEqual({ ok: true, value: swiss(6, 8) });
  });
});
