import { startTestApp, TestApp } from '../../../testing/test-app';
import { EventsService } from '../../core/events';
import { PlayersService } from '../../core/players';
import { TeamsService } from '../../core/teams';
import { BackupsService } from './backups.service';

// Service tier: a team event's export holds its format, teams, seats and captains, and a restore brings them back.
describe('team events in exports and restores (services, real database)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('restores teams with their players, seats, captain and drop as exported', async () => {
    const event = await app.get(EventsService).create(app.organizer, { name: 'Trios Open', teamFormat: 'magic-trios' });
    const players = app.get(PlayersService);
    const teams = app.get(TeamsService);
    const ids: string[] = [];
    for (const name of ['Cap', 'Mate', 'Desk', 'Gone']) ids.push((await players.register(app.organizer, event.id, { name })).id);
    const phoneTeam = await teams.createMine(app.player(ids[0], event.id), 'Phone');
    await teams.join(app.player(ids[1], event.id), phoneTeam.joinCode);
    await teams.create(app.organizer, event.id, 'Desk', [{ playerId: ids[2] }, { playerId: ids[3], seat: 'C' }]);
    await players.drop(app.organizer, ids[3], null);
    const before = await teams.list(app.organizer, event.id);

    const backups = app.get(BackupsService);
    const exported = await backups.exportEvent(app.organizer, event.id);
    expect(JSON.parse(exported).event.teamFormat).toBe('magic-trios');
    // Changed after the export: the restore undoes it.
    await teams.leave(app.player(ids[1], event.id));
    await backups.importEvent(app.organizer, exported, { compressed: false, replace: true });

    expect(await teams.list(app.organizer, event.id)).toEqual(before);
    expect(before.map((team) => [team.name, team.status, team.captainId])).toEqual([
      ['Desk', 'DROPPED', null],
      ['Phone', 'MISSING_SEATS', ids[0]],
    ]);
  });
});
