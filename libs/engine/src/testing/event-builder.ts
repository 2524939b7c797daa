import { MatchRecord, Participant, PlayerId } from '../model';

/** Builds events for tests: explicit matches, plus fresh filler opponents to complete a record. */
export class EventBuilder {
  readonly participants: Participant[] = [];
  readonly matches: MatchRecord[] = [];
  private fillers = 0;

  player(id: PlayerId, flags: Omit<Participant, 'id'> = {}): this {
    this.participants.push({ id, ...flags });
    return this;
  }

  players(...ids: PlayerId[]): this {
    for (const id of ids) this.player(id);
    return this;
  }

  match(round: number, player1: PlayerId, player2: PlayerId, player1Wins: number, player2Wins: number, draws = 0, phase?: number): this {
    this.matches.push({ round, player1, player2, player1Wins, player2Wins, draws, ...(phase === undefined ? {} : { phase }) });
    return this;
  }

  bye(round: number, player: PlayerId, phase?: number): this {
    this.matches.push({
      round,
      player1: player,
      player2: null,
      player1Wins: 2,
      player2Wins: 0,
      draws: 0,
      ...(phase === undefined ? {} : { phase }),
    });
    return this;
  }

  /**
   * Adds matches against new one-match filler players until `id` has the record
   * wins-losses-draws (counting matches already added), in rounds `id` has not played.
   * Fillers' games: a win is 2-0, a loss 0-2, a draw 1-1-1.
   */
  complete(id: PlayerId, wins: number, losses: number, draws: number, phase?: number): this {
    const own = this.matches.filter((m) => m.player1 === id || m.player2 === id);
    const usedRounds = new Set(own.map((m) => m.round));
    let [w, l, d] = [wins, losses, draws];
    for (const m of own) {
      const mine = m.player1 === id ? m.player1Wins : m.player2Wins;
      const theirs = m.player1 === id ? m.player2Wins : m.player1Wins;
      if (m.player2 === null || mine > theirs) w -= 1;
      else if (mine < theirs) l -= 1;
      else d -= 1;
    }
    if (w < 0 || l < 0 || d < 0) throw new Error(`${id} already has more than ${wins}-${losses}-${draws}`);
    const results = [...Array(w).fill([2, 0, 0]), ...Array(l).fill([0, 2, 0]), ...Array(d).fill([1, 1, 1])];
    let round = 1;
    for (const [mine, theirs, drawn] of results) {
      while (usedRounds.has(round)) round += 1;
      usedRounds.add(round);
      const filler = `filler${++this.fillers}`;
      this.player(filler);
      this.match(round, id, filler, mine, theirs, drawn, phase);
    }
    return this;
  }
}
