import {
  advance,
  Bracket,
  BracketKind,
  bracketPlaces,
  createBracket,
  drawDraftSeats,
  finalStandings,
  matchesAwaitingResults,
  PlayoffResult,
} from './topcut';

const seeds = (n: number) => Array.from({ length: n }, (_, i) => `s${i + 1}`);

function bracketOf(n: number, kind: BracketKind = 'standard'): Bracket {
  const created = createBracket(seeds(n), kind);
  if (!created.ok) throw new Error(created.error.code);
  return created.value;
}

const pairs = (bracket: Bracket, round = bracket.rounds.length - 1) =>
  bracket.rounds[round].map((m) => `${m.player1 ?? '-'}v${m.player2 ?? '-'}`);

/** A 2-0 (or 2-1) win for `winner` against `loser`, written from either side. */
const win = (winner: string, loser: string, swapped = false): PlayoffResult =>
  swapped
    ? { player1: loser, player2: winner, player1Wins: 1, player2Wins: 2, draws: 0 }
    : { player1: winner, player2: loser, player1Wins: 2, player2Wins: 0, draws: 0 };

function advanced(bracket: Bracket, results: PlayoffResult[], withdrawn: string[] = []): Bracket {
  const next = advance(bracket, results, { bestOf: 3, withdrawn });
  if (!next.ok) throw new Error(next.error.code);
  return next.value;
}

describe('createBracket', () => {
  it.each<[number, BracketKind, string[]]>([
    [2, 'standard', ['s1vs2']],
    [4, 'standard', ['s1vs4', 's2vs3']],
    [8, 'standard', ['s1vs8', 's4vs5', 's2vs7', 's3vs6']],
    [16, 'standard', ['s1vs16', 's8vs9', 's4vs13', 's5vs12', 's2vs15', 's7vs10', 's3vs14', 's6vs11']],
    [8, 'draft', ['s1vs5', 's3vs7', 's2vs6', 's4vs8']],
  ])('top %i (%s) pairs %o', (n, kind, expected) => {
    expect(pairs(bracketOf(n, kind))).toEqual(expected);
  });

  it.each<[number, BracketKind]>([
    [0, 'standard'],
    [1, 'standard'],
    [6, 'standard'],
    [12, 'standard'],
    [4, 'draft'],
    [16, 'draft'],
  ])('rejects %i players for a %s bracket', (n, kind) => {
    const created = createBracket(seeds(n), kind);
    expect(!created.ok && created.error.code).toBe('BRACKET_INVALID_SIZE');
  });

  it('rejects a player seeded twice', () => {
    const created = createBracket(['a', 'b', 'c', 'a']);
    expect(!created.ok && created.error).toMatchObject({ code: 'BRACKET_DUPLICATE_PLAYER', players: ['a'] });
  });
});

// MTR 10.4 (judge-handbook-ja.txt:17454 「無作為の方法でプレイヤーをドラフト・テーブルに座らせ」, 17457 「1番席に座った
// プレイヤーが5番席」): a draft top 8 sits at random and plays by seat; play/draw still goes to the better
// Swiss standing (MTR 2.2, line 15606 「スイス・ラウンド終了時点での順位の高い方」).
describe('draft top 8 by seat (MTR 10.4)', () => {
  // Seats drawn so that seat order is not standing order: seat 1 holds s6, seat 5 holds s2, …
  const seats = ['s6', 's3', 's8', 's1', 's2', 's7', 's4', 's5'];

  it('pairs seat 1 v 5, 3 v 7, 2 v 6, 4 v 8, whatever the standings (line 17457)', () => {
    const created = createBracket(seeds(8), 'draft', { seats });
    if (!created.ok) throw new Error(created.error.code);
    // Seat pairs (1,5)=(s6,s2), (3,7)=(s8,s4), (2,6)=(s3,s7), (4,8)=(s1,s5): the better seed listed first.
    expect(pairs(created.value)).toEqual(['s2vs6', 's4vs8', 's3vs7', 's1vs5']);
    expect(created.value.seats).toEqual(seats);
  });

  it('lets the better Swiss standing choose play/draw in every match, the final included (MTR 2.2, line 15606)', () => {
    const created = createBracket(seeds(8), 'draft', { seats });
    if (!created.ok) throw new Error(created.error.code);
    for (const match of created.value.rounds[0]) {
      expect(seeds(8).indexOf(match.player1!)).toBeLessThan(seeds(8).indexOf(match.player2!));
    }
    // Semi-finals: winner(seat 1/5) v winner(seat 3/7), winner(seat 2/6) v winner(seat 4/8).
    let bracket = advanced(created.value, [win('s6', 's2', true), win('s8', 's4', true), win('s3', 's7'), win('s5', 's1', true)]);
    expect(pairs(bracket)).toEqual(['s6vs8', 's3vs5']);
    bracket = advanced(bracket, [win('s8', 's6', true), win('s5', 's3', true)]);
    expect(pairs(bracket)).toEqual(['s5vs8']);
  });

  it('refuses seats that are not exactly the eight seeded players', () => {
    const wrong = createBracket(seeds(8), 'draft', { seats: ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 'x'] });
    expect(!wrong.ok && wrong.error).toMatchObject({ code: 'BRACKET_SEATS_MISMATCH', players: ['s8', 'x'] });
    const twice = createBracket(seeds(8), 'draft', { seats: ['s1', 's1', 's3', 's4', 's5', 's6', 's7', 's8'] });
    expect(!twice.ok && twice.error.code).toBe('BRACKET_SEATS_MISMATCH');
  });

  it('draws the seats reproducibly from the seed, every player once (line 17454)', () => {
    const drawn = drawDraftSeats(seeds(8), 'seed-a');
    expect(drawn).toEqual(drawDraftSeats(seeds(8), 'seed-a'));
    expect([...drawn].sort()).toEqual(seeds(8));
    // Another seed, another table (not standings order for these seeds).
    expect(drawn).not.toEqual(seeds(8));
    expect(drawDraftSeats(seeds(8), 'seed-b')).not.toEqual(drawn);
  });
});

describe('advance', () => {
  it('plays a top 8 through: winner(1v8) meets winner(4v5), winner(2v7) meets winner(3v6)', () => {
    let bracket = bracketOf(8);
    bracket = advanced(bracket, [win('s1', 's8'), win('s5', 's4', true), win('s7', 's2'), win('s3', 's6')]);
    // The better remaining seed is listed first (chooses play or draw).
    expect(pairs(bracket)).toEqual(['s1vs5', 's3vs7']);
    bracket = advanced(bracket, [win('s5', 's1'), win('s7', 's3', true)]);
    expect(pairs(bracket)).toEqual(['s5vs7']);
    expect(bracket.champion).toBeUndefined();
    bracket = advanced(bracket, [win('s7', 's5')]);
    expect(bracket.champion).toBe('s7');
    expect(bracket.rounds.map((round) => round.map((m) => m.winner))).toEqual([['s1', 's5', 's7', 's3'], ['s5', 's7'], ['s7']]);
  });

  it('pairs a draft top 8 semi-final as (1/5) v (3/7) and (2/6) v (4/8)', () => {
    const bracket = advanced(bracketOf(8, 'draft'), [win('s5', 's1'), win('s3', 's7'), win('s2', 's6'), win('s8', 's4')]);
    expect(pairs(bracket)).toEqual(['s3vs5', 's2vs8']);
  });

  it('plays a top 4: winner(1v4) meets winner(2v3)', () => {
    const bracket = advanced(bracketOf(4), [win('s4', 's1'), win('s2', 's3')]);
    expect(pairs(bracket)).toEqual(['s2vs4']);
  });

  it('gives a player whose opponent dropped after the cut a bye, and nobody replaces them', () => {
    const bracket = bracketOf(8);
    expect(matchesAwaitingResults(bracket, ['s8']).map((m) => m.player1)).toEqual(['s4', 's2', 's3']);
    const next = advanced(bracket, [win('s4', 's5'), win('s2', 's7'), win('s3', 's6')], ['s8']);
    expect(next.rounds[0][0].winner).toBe('s1');
    expect(pairs(next)).toEqual(['s1vs4', 's2vs3']);
  });

  it('makes a disqualified player forfeit later rounds too', () => {
    let bracket = advanced(bracketOf(4), [win('s1', 's4'), win('s2', 's3')]);
    bracket = advanced(bracket, [], ['s2']);
    expect(bracket.champion).toBe('s1');
  });

  it('advances nobody from a match both players left; the next opponent has a bye', () => {
    let bracket = advanced(bracketOf(8), [win('s1', 's8'), win('s2', 's7'), win('s3', 's6')], ['s4', 's5']);
    expect(pairs(bracket)).toEqual(['s1v-', 's2vs3']);
    expect(matchesAwaitingResults(bracket).map((m) => m.player1)).toEqual(['s2']);
    bracket = advanced(bracket, [win('s3', 's2')]);
    expect(pairs(bracket)).toEqual(['s1vs3']);
  });

  it('IPG 4.3 example A (judge-handbook-ja.txt:18935): a double loss by penalty advances nobody; the next opponent has a bye', () => {
    const doubleLoss: PlayoffResult = { player1: 's4', player2: 's5', player1Wins: 1, player2Wins: 0, draws: 0, doubleLoss: true };
    const bracket = advanced(bracketOf(8), [win('s1', 's8'), doubleLoss, win('s2', 's7'), win('s3', 's6')]);
    expect(pairs(bracket)).toEqual(['s1v-', 's2vs3']);
  });

  it('uses a result over a withdrawal when the match was played', () => {
    const bracket = advanced(bracketOf(2), [win('s2', 's1')], ['s2']);
    expect(bracket.champion).toBe('s2');
  });

  it('names no champion when both finalists left', () => {
    const bracket = advanced(bracketOf(2), [], ['s1', 's2']);
    expect(bracket.champion).toBeNull();
  });

  it.each<[string, PlayoffResult[], string[], string]>([
    ['a draw', [{ player1: 's1', player2: 's4', player1Wins: 1, player2Wins: 1, draws: 1 }, win('s2', 's3')], [], 'RESULT_PLAYOFF_DRAW'],
    [
      'an illegal score',
      [{ player1: 's1', player2: 's4', player1Wins: 3, player2Wins: 0, draws: 0 }, win('s2', 's3')],
      [],
      'RESULT_TOO_MANY_WINS',
    ],
    ['a missing result', [win('s1', 's4')], [], 'BRACKET_MISSING_RESULT'],
    ['players not paired together', [win('s1', 's3'), win('s2', 's4')], [], 'BRACKET_UNKNOWN_MATCH'],
    ['two results for a match', [win('s1', 's4'), win('s4', 's1'), win('s2', 's3')], [], 'BRACKET_DUPLICATE_RESULT'],
  ])('rejects %s and changes nothing', (_, results, withdrawn, code) => {
    const bracket = bracketOf(4);
    const next = advance(bracket, results, { bestOf: 3, withdrawn });
    expect(!next.ok && next.error.code).toBe(code);
    expect(bracket.rounds).toHaveLength(1);
    expect(bracket.rounds[0][0].winner).toBeUndefined();
  });

  it('rejects advancing a finished bracket', () => {
    const done = advanced(bracketOf(2), [win('s1', 's2')]);
    const again = advance(done, [], { bestOf: 3 });
    expect(!again.ok && again.error.code).toBe('BRACKET_COMPLETE');
    expect(matchesAwaitingResults(done)).toEqual([]);
  });

  // FFTCG 3.3 (fftcg-rules-ja.txt:64): a drawn game; the organizer's policy decides, not FFTCG.
  it('FFTCG 3.3: a drawn best-of-one under HIGHER_SEED_ADVANCES sends the better seed through, written from either side', () => {
    const drawn = (player1: string, player2: string): PlayoffResult => ({ player1, player2, player1Wins: 0, player2Wins: 0, draws: 1 });
    const next = advance(bracketOf(4), [drawn('s4', 's1'), drawn('s2', 's3')], { bestOf: 1, draws: 'HIGHER_SEED_ADVANCES' });
    expect(next.ok && pairs(next.value)).toEqual(['s1vs2']);
    // Under PLAY_ANOTHER_GAME the match is not over, and Magic's default refuses the draw.
    const open = advance(bracketOf(2), [drawn('s1', 's2')], { bestOf: 1, draws: 'PLAY_ANOTHER_GAME' });
    expect(!open.ok && open.error.code).toBe('RESULT_PLAYOFF_PLAY_ANOTHER_GAME');
    const magic = advance(bracketOf(2), [drawn('s1', 's2')], { bestOf: 1 });
    expect(!magic.ok && magic.error.code).toBe('RESULT_PLAYOFF_DRAW');
  });

  it('checks scores against the playoff best-of', () => {
    const bracket = bracketOf(2);
    const result = { player1: 's1', player2: 's2', player1Wins: 3, player2Wins: 1, draws: 0 };
    expect(advance(bracket, [result], { bestOf: 3 }).ok).toBe(false);
    expect(advance(bracket, [result], { bestOf: 5 })).toMatchObject({ ok: true, value: { champion: 's1' } });
  });
});

describe('bracketPlaces', () => {
  const placesOf = (bracket: Bracket) =>
    Object.fromEntries([...bracketPlaces(bracket)].map(([id, p]) => [id, [p.place, p.roundsBeforeFinal]]));

  it('knows nobody before a round is decided', () => {
    expect(bracketPlaces(bracketOf(8)).size).toBe(0);
  });

  it('gives quarter-final losers 5th–8th by seed, semi-final losers 3rd–4th, the finalist 2nd and the champion 1st', () => {
    let bracket = advanced(bracketOf(8), [win('s1', 's8'), win('s5', 's4', true), win('s7', 's2'), win('s3', 's6')]);
    expect(placesOf(bracket)).toEqual({ s2: [5, 2], s4: [6, 2], s6: [7, 2], s8: [8, 2] });
    bracket = advanced(bracket, [win('s5', 's1'), win('s7', 's3', true)]);
    bracket = advanced(bracket, [win('s7', 's5')]);
    expect(placesOf(bracket)).toMatchObject({ s1: [3, 1], s3: [4, 1], s5: [2, 0], s7: [1, null] });
  });
});

describe('finalStandings', () => {
  // 10 players in Swiss order; s9 and s10 tie on rank 9; the top 8 are s1–s8.
  const swiss = [...seeds(8).map((id, i) => ({ playerId: id, rank: i + 1 })), { playerId: 's9', rank: 9 }, { playerId: 's10', rank: 9 }];
  const view = (bracket: Bracket, rows = swiss) =>
    finalStandings(rows, bracket).map((r) => `${r.rank}:${r.row.playerId}:${r.playoff ?? '-'}${r.roundsBeforeFinal ?? ''}`);
  const quarters = [win('s1', 's8'), win('s5', 's4', true), win('s7', 's2'), win('s3', 's6')];

  it('places the champion 1st, the finalist 2nd, semi-final losers 3–4 and quarter-final losers 5–8 by Swiss order, then the rest', () => {
    let bracket = advanced(bracketOf(8), quarters);
    bracket = advanced(bracket, [win('s5', 's1'), win('s7', 's3', true)]);
    bracket = advanced(bracket, [win('s7', 's5')]);
    expect(view(bracket)).toEqual([
      '1:s7:CHAMPION',
      '2:s5:ELIMINATED0',
      '3:s1:ELIMINATED1',
      '4:s3:ELIMINATED1',
      '5:s2:ELIMINATED2',
      '6:s4:ELIMINATED2',
      '7:s6:ELIMINATED2',
      '8:s8:ELIMINATED2',
      '9:s9:-',
      '9:s10:-',
    ]);
  });

  it('mid-playoff puts the players still in the bracket above those knocked out', () => {
    const bracket = advanced(bracketOf(8), quarters);
    expect(view(bracket).slice(0, 8)).toEqual([
      '1:s1:IN_PLAYOFF',
      '2:s3:IN_PLAYOFF',
      '3:s5:IN_PLAYOFF',
      '4:s7:IN_PLAYOFF',
      '5:s2:ELIMINATED2',
      '6:s4:ELIMINATED2',
      '7:s6:ELIMINATED2',
      '8:s8:ELIMINATED2',
    ]);
  });

  it('before any playoff round is decided keeps the Swiss order, all eight in the playoff', () => {
    expect(view(bracketOf(8)).slice(0, 3)).toEqual(['1:s1:IN_PLAYOFF', '2:s2:IN_PLAYOFF', '3:s3:IN_PLAYOFF']);
  });

  it('a double loss by penalty knocks both players out in that round (IPG 4.3)', () => {
    let bracket = advanced(bracketOf(8), [win('s1', 's8'), { ...win('s4', 's5'), doubleLoss: true }, win('s2', 's7'), win('s3', 's6')]);
    expect(view(bracket).slice(0, 8)).toEqual([
      '1:s1:IN_PLAYOFF',
      '2:s2:IN_PLAYOFF',
      '3:s3:IN_PLAYOFF',
      '4:s4:ELIMINATED2',
      '5:s5:ELIMINATED2',
      '6:s6:ELIMINATED2',
      '7:s7:ELIMINATED2',
      '8:s8:ELIMINATED2',
    ]);
    bracket = advanced(bracket, [win('s3', 's2')]); // s1 has no opponent and advances
    bracket = advanced(bracket, [win('s3', 's1', true)]);
    expect(view(bracket).slice(0, 3)).toEqual(['1:s3:CHAMPION', '2:s1:ELIMINATED0', '3:s2:ELIMINATED1']);
  });

  it('leaves out players missing from the Swiss standings (disqualified)', () => {
    const bracket = advanced(bracketOf(8), quarters);
    const rows = swiss.filter((row) => row.playerId !== 's3');
    expect(view(bracket, rows).slice(0, 4)).toEqual(['1:s1:IN_PLAYOFF', '2:s5:IN_PLAYOFF', '3:s7:IN_PLAYOFF', '4:s2:ELIMINATED2']);
    expect(view(bracket, rows)).toHaveLength(9);
  });
});
