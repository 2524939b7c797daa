// Runs tournament-organizer's own Swiss pairing (Tournament.nextRound) on a history
// produced by the Taikai benchmark. Kept in a worker so a slow run can be stopped.
import { parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import Manager from 'tournament-organizer';

const { playerIds, droppedIds, matches, roundsPlayed } = workerData;
const dropped = new Set(droppedIds);

const toMatches = matches.map((m, i) => ({
  id: `m${i}`,
  round: m.round,
  match: i + 1,
  active: false,
  bye: m.player2 === null,
  loss: false,
  player1: { id: m.player1, win: m.player1Wins, loss: m.player2Wins, draw: m.draws },
  player2: { id: m.player2, win: m.player2Wins, loss: m.player1Wins, draw: m.draws },
  path: { win: null, loss: null },
  meta: {},
}));
const playerMatches = new Map(playerIds.map((id) => [id, []]));
toMatches.forEach((m) => {
  const bye = m.bye;
  playerMatches.get(m.player1.id).push({
    id: m.id,
    opponent: m.player2.id,
    pairUpDown: false,
    seating: null,
    bye,
    win: m.player1.win,
    loss: m.player1.loss,
    draw: m.player1.draw,
  });
  if (!bye) {
    playerMatches.get(m.player2.id).push({
      id: m.id,
      opponent: m.player1.id,
      pairUpDown: false,
      seating: null,
      bye: false,
      win: m.player2.win,
      loss: m.player2.loss,
      draw: m.player2.draw,
    });
  }
});

const tournament = new Manager().loadTournament({
  id: 'bench',
  name: 'bench',
  status: 'stage-one',
  round: roundsPlayed,
  seating: false,
  sorting: 'none',
  scoring: { bestOf: 3, win: 3, draw: 1, loss: 0, bye: 3, tiebreaks: [] },
  stageOne: { format: 'swiss', consolation: false, rounds: roundsPlayed + 10, initialRound: 1, maxPlayers: 0 },
  stageTwo: { format: null, consolation: false, advance: { value: 0, method: 'all' } },
  meta: {},
  players: playerIds.map((id) => ({
    id,
    name: id,
    active: !dropped.has(id),
    value: 0,
    matches: playerMatches.get(id),
    meta: {},
  })),
  matches: toMatches,
});

const start = performance.now();
tournament.nextRound();
const ms = performance.now() - start;
const pairings = tournament.getMatchesByRound(roundsPlayed + 1).map((m) => ({
  player1: m.getPlayer1().id,
  player2: m.getPlayer2().id,
}));
parentPort.postMessage({ ms, pairings });
