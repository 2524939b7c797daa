import { startTestApp, TestApp } from '../../../testing/test-app';
import { EventsService } from '../events/events.service';
import { PlayersService } from '../players/players.service';
import { RoundsService } from '../rounds/rounds.service';
import { ResultsService } from './results.service';

// Service tier (testing/test-app.ts): the services themselves on the real database, no HTTP.
describe('players report their own results (services, real database)', () => {
  let app: TestApp;
  let results: ResultsService;

  beforeAll(async () => {
    app = await startTestApp();
    results = app.get(ResultsService);
  });
  afterAll(() => app.close());

  /** Four players paired by hand, 1v2 and 3v4, so who reports which match is known; round published. */
  async function publishedRound() {
    const event = await app.get(EventsService).create(app.organizer, { name: 'Service Open' });
    const players = [];
    for (const name of ['Aoi', 'Ben', 'Chika', 'Dan'])
      players.push(await app.get(PlayersService).register(app.organizer, event.id, { name }));
    const [a, b, c, d] = players.map((player) => player.id);
    const rounds = app.get(RoundsService);
    const round = await rounds.createRound(app.organizer, event.id, [
      { player1Id: a, player2Id: b },
      { player1Id: c, player2Id: d },
    ]);
    await rounds.publish(app.organizer, round.id);
    const matches = await rounds.matchesOf(app.organizer, round);
    const matchOf = (playerId: string) => matches.find((match) => match.player1Id === playerId)!;
    return { eventId: event.id, a, b, c, d, first: matchOf(a), second: matchOf(c) };
  }

  it('makes a match final when both players report the same score, and disputed when they differ', async () => {
    const { eventId, a, b, c, d, first, second } = await publishedRound();
    const score = { player1Wins: 2, player2Wins: 1, draws: 0, drop: false };

    expect((await results.report(app.player(a, eventId), first.id, score)).status).toBe('REPORTED');
    expect(await results.report(app.player(b, eventId), first.id, score)).toMatchObject({
      status: 'FINAL',
      player1Wins: 2,
      player2Wins: 1,
    });

    await results.report(app.player(c, eventId), second.id, score);
    expect((await results.report(app.player(d, eventId), second.id, { ...score, player1Wins: 0, player2Wins: 2 })).status).toBe('DISPUTED');
  });

  it("refuses a report on someone else's match, and a report once staff made the match final, with coded errors", async () => {
    const { eventId, a, c, first } = await publishedRound();
    const score = { player1Wins: 2, player2Wins: 0, draws: 0, drop: false };

    await expect(results.report(app.player(c, eventId), first.id, score)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await results.record(app.organizer, first.id, { player1Wins: 0, player2Wins: 2, draws: 0 });
    await expect(results.report(app.player(a, eventId), first.id, score)).rejects.toMatchObject({ code: 'MATCH_ALREADY_FINAL' });
  });
});
