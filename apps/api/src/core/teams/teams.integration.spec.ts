import { AuditService } from '../../platform/audit';
import { startTestApp, TestApp } from '../../../testing/test-app';
import { EventsService } from '../events/events.service';
import { PlayersService } from '../players/players.service';
import { RoundsService } from '../rounds/rounds.service';
import { TeamsService } from './teams.service';

// Service tier (testing/test-app.ts): team registration on the real database (MTR 8.1, 8.2).
describe('teams: desk, CSV and phone registration, seats, drops (services, real database)', () => {
  let app: TestApp;
  let teams: TeamsService;
  let players: PlayersService;

  beforeAll(async () => {
    app = await startTestApp();
    teams = app.get(TeamsService);
    players = app.get(PlayersService);
  });
  afterAll(() => app.close());

  /** A team event (Magic trios unless told) with these players registered at the desk. */
  async function teamEvent(names: string[], teamFormat: string | null = 'magic-trios') {
    const event = await app.get(EventsService).create(app.organizer, { name: 'Team Open', teamFormat });
    const ids: string[] = [];
    for (const name of names) ids.push((await players.register(app.organizer, event.id, { name })).id);
    return { eventId: event.id, ids };
  }

  const auditOf = (eventId: string, action: string) => app.get(AuditService).list({ eventId, action, limit: 50 });

  it('registers a team at the desk: given seats kept, the others filled in order, audited with its roster', async () => {
    const { eventId, ids } = await teamEvent(['Aoi', 'Ben', 'Chika']);
    const [a, b, c] = ids;
    const team = await teams.create(app.organizer, eventId, ' Kyoto Trio ', [{ playerId: a, seat: 'B' }, { playerId: b }, { playerId: c }]);
    expect(team).toMatchObject({ name: 'Kyoto Trio', status: 'COMPLETE', missingSeats: [], captainId: null });
    expect(team.members.map((member) => [member.name, member.seat])).toEqual([
      ['Ben', 'A'],
      ['Aoi', 'B'],
      ['Chika', 'C'],
    ]);
    expect(team.joinCode).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
    const [entry] = await auditOf(eventId, 'team.create');
    expect(entry).toMatchObject({ actorKind: 'staff', entityId: team.id, after: { name: 'Kyoto Trio', members: expect.any(Array) } });
    expect(await teams.list(app.organizer, eventId)).toEqual([team]);
  });

  it('refuses a player in a second team, a fourth member, a seat the format lacks, a namesake team, and an individual event', async () => {
    const { eventId, ids } = await teamEvent(['A1', 'A2', 'A3', 'A4', 'B1']);
    const [a1, a2, a3, a4, b1] = ids;
    await teams.create(app.organizer, eventId, 'Alpha', [{ playerId: a1 }]);
    await expect(teams.create(app.organizer, eventId, 'Beta', [{ playerId: b1 }, { playerId: a1 }])).rejects.toMatchObject({
      code: 'PLAYER_IN_OTHER_TEAM',
      params: { name: 'A1', team: 'Alpha' },
    });
    const four = [a1, a2, a3, a4].map((playerId) => ({ playerId }));
    await expect(teams.create(app.organizer, eventId, 'Gamma', four)).rejects.toMatchObject({
      code: 'TEAM_TOO_LARGE',
      params: { size: 3 },
    });
    const twoHeaded = await teamEvent(['H1', 'H2'], 'magic-two-headed-giant');
    await expect(
      teams.create(app.organizer, twoHeaded.eventId, 'Giants', [{ playerId: twoHeaded.ids[0], seat: 'C' }]),
    ).rejects.toMatchObject({
      code: 'TEAM_SEAT_INVALID',
    });
    await expect(teams.create(app.organizer, eventId, ' ALPHA ', [{ playerId: b1 }])).rejects.toMatchObject({ code: 'TEAM_NAME_TAKEN' });
    const individual = await teamEvent(['Solo'], null);
    await expect(teams.create(app.organizer, individual.eventId, 'Solo', [])).rejects.toMatchObject({ code: 'TEAM_EVENT_ONLY' });
    // Nothing of the refused teams was kept.
    expect((await teams.list(app.organizer, eventId)).map((team) => [team.name, team.members.length])).toEqual([['Alpha', 1]]);
  });

  it('imports a CSV with team and seat columns: same team name, one team; seats given or in row order', async () => {
    const { eventId } = await teamEvent([]);
    const csv = ['氏名,チーム,席', '佐藤 葵,京都,C', '鈴木 蓮,京都,', '高橋 陽,京都,', 'Dan,Osaka,', 'Eve,osaka ,'].join('\n');
    const result = await players.importCsv(app.organizer, eventId, csv, 'ja');
    expect(result.errors).toEqual([]);
    const imported = await teams.list(app.organizer, eventId);
    expect(imported.map((team) => [team.name, team.status, team.members.map((member) => `${member.seat}:${member.name}`)])).toEqual([
      ['Osaka', 'MISSING_SEATS', ['A:Dan', 'B:Eve']],
      ['京都', 'COMPLETE', ['A:鈴木 蓮', 'B:高橋 陽', 'C:佐藤 葵']],
    ]);
    expect(await auditOf(eventId, 'team.import')).toHaveLength(2);
  });

  it('refuses a CSV whose teams break the rules, line by line, and imports nothing', async () => {
    const { eventId, ids } = await teamEvent(['Taken']);
    await teams.create(app.organizer, eventId, 'Existing', [{ playerId: ids[0] }]);
    const csv = ['Name,Team,Seat', 'P1,Big,', 'P2,Big,', 'P3,Big,', 'P4,Big,', 'P5,Pair,D', 'P6,Existing,', 'P7,,A'].join('\n');
    const result = await players.importCsv(app.organizer, eventId, csv, 'en');
    expect(result.created).toEqual([]);
    expect(result.errors.map((error) => [error.line, error.code])).toEqual([
      [5, 'TEAM_TOO_LARGE'],
      [6, 'TEAM_SEAT_INVALID'],
      [7, 'TEAM_NAME_TAKEN'],
      [8, 'CSV_SEAT_WITHOUT_TEAM'],
    ]);
    expect(result.errors[0].message).toMatch(/at most 3 players/);
    expect((await players.list(app.organizer, eventId)).map((player) => player.name)).toEqual(['Taken']);
    const individual = await teamEvent([], null);
    const refused = await players.importCsv(app.organizer, individual.eventId, 'Name,Team\nSolo,Trio', 'ja');
    expect(refused.errors).toEqual([{ line: 2, code: 'TEAM_EVENT_ONLY', message: expect.stringMatching(/チーム戦ではありません/) }]);
  });

  it('lets a captain make a team on the phone, teammates join with its code, and the captain set the seats', async () => {
    const { eventId, ids } = await teamEvent(['Cap', 'Mate', 'Third', 'Late']);
    const [cap, mate, third, late] = ids.map((id) => app.player(id, eventId));
    const created = await teams.createMine(cap, 'Phone Trio');
    expect(created).toMatchObject({ captainId: cap.playerId, status: 'MISSING_SEATS', missingSeats: ['B', 'C'] });
    expect(created.members).toEqual([expect.objectContaining({ playerId: cap.playerId, seat: 'A', captain: true })]);

    const code = created.joinCode.toLowerCase();
    expect((await teams.join(mate, ` ${code} `)).members.map((member) => member.seat)).toEqual(['A', 'B']);
    await expect(teams.join(late, 'ZZZZZZ')).rejects.toMatchObject({ code: 'TEAM_JOIN_CODE_UNKNOWN' });
    await expect(teams.join(mate, created.joinCode)).rejects.toMatchObject({ code: 'TEAM_MEMBER_REPEATED' });
    await expect(teams.createMine(mate, 'Second Team')).rejects.toMatchObject({ code: 'PLAYER_IN_OTHER_TEAM' });
    await teams.join(third, created.joinCode);
    await expect(teams.join(late, created.joinCode)).rejects.toMatchObject({ code: 'TEAM_FULL' });

    await expect(teams.setSeats(mate, [])).rejects.toMatchObject({ code: 'TEAM_CAPTAIN_ONLY' });
    const seated = await teams.setSeats(cap, [
      { playerId: cap.playerId, seat: 'C' },
      { playerId: mate.playerId, seat: 'A' },
      { playerId: third.playerId, seat: 'B' },
    ]);
    expect(seated.members.map((member) => [member.name, member.seat])).toEqual([
      ['Mate', 'A'],
      ['Third', 'B'],
      ['Cap', 'C'],
    ]);
    expect(await teams.mine(third)).toEqual(seated);
    expect(await teams.visibleTo(third, eventId)).toEqual([seated]);
    expect(await teams.visibleTo(app.player(late.playerId, eventId), eventId)).toEqual([]);
    const [seatsEntry] = await auditOf(eventId, 'team.seats');
    expect(seatsEntry).toMatchObject({ actorKind: 'player', actorId: cap.playerId });
    expect((seatsEntry.before as { members: { seat: string }[] }).members.map((member) => member.seat)).toEqual(['A', 'B', 'C']);

    // The captain leaves: the first seat becomes captain; the last one out deletes the team.
    const afterLeave = await teams.leave(cap);
    expect(afterLeave.captainId).toBe(mate.playerId);
    await teams.leave(third);
    await teams.leave(mate);
    expect(await teams.list(app.organizer, eventId)).toEqual([]);
    expect(await auditOf(eventId, 'team.delete')).toHaveLength(1);
  });

  it('fixes rosters and seats once round 1 is paired (MTR 8.2), and the team format with them', async () => {
    // Team pairing is not built yet: round 1 is paired as individuals in the team event.
    const { eventId, ids } = await teamEvent(['R1', 'R2', 'R3', 'R4']);
    const [r1, r2, r3, r4] = ids;
    const team = await teams.create(app.organizer, eventId, 'Fixed', [{ playerId: r1 }, { playerId: r2 }]);
    await app.get(RoundsService).createRound(app.organizer, eventId, [
      { player1Id: r1, player2Id: r3 },
      { player1Id: r2, player2Id: r4 },
    ]);
    const swapped = [
      { playerId: r1, seat: 'B' },
      { playerId: r2, seat: 'A' },
    ];
    await expect(teams.update(app.organizer, team.id, { members: swapped })).rejects.toMatchObject({ code: 'TEAM_ROSTER_FIXED' });
    await expect(teams.join(app.player(r3, eventId), team.joinCode)).rejects.toMatchObject({ code: 'TEAM_ROSTER_FIXED' });
    await expect(teams.leave(app.player(r1, eventId))).rejects.toMatchObject({ code: 'TEAM_ROSTER_FIXED' });
    await expect(teams.remove(app.organizer, team.id)).rejects.toMatchObject({ code: 'TEAM_ROSTER_FIXED' });
    await expect(app.get(EventsService).update(app.organizer, eventId, { teamFormat: 'team-3on3' })).rejects.toMatchObject({
      code: 'TEAM_FORMAT_FIXED',
    });
    // A name is still the staff's to refuse (MTR 8.1), audited with the reason.
    const renamed = await teams.refuseName(app.organizer, team.id, 'offensive', null);
    expect(renamed.name).toBe(`Team ${team.joinCode}`);
    expect((await auditOf(eventId, 'team.nameRefused'))[0]).toMatchObject({
      before: { name: 'Fixed' },
      after: { name: renamed.name, reason: 'offensive' },
    });
  });

  it('refuses a team format the registered teams do not fit, before round 1', async () => {
    const { eventId, ids } = await teamEvent(['T1', 'T2', 'T3']);
    await teams.create(
      app.organizer,
      eventId,
      'Three',
      ids.map((playerId) => ({ playerId })),
    );
    const events = app.get(EventsService);
    await expect(events.update(app.organizer, eventId, { teamFormat: 'magic-two-headed-giant' })).rejects.toMatchObject({
      code: 'TEAM_FORMAT_TEAMS_DO_NOT_FIT',
    });
    await expect(events.update(app.organizer, eventId, { teamFormat: null })).rejects.toMatchObject({
      code: 'TEAM_FORMAT_TEAMS_DO_NOT_FIT',
    });
    expect((await events.update(app.organizer, eventId, { teamFormat: 'team-3on3' })).teamFormat).toBe('team-3on3');
  });

  it('drops the whole team when one member drops (MTR 8.2), each teammate audited in the same change', async () => {
    const { eventId, ids } = await teamEvent(['D1', 'D2', 'D3', 'Other']);
    const [d1, d2, d3, other] = ids;
    const team = await teams.create(app.organizer, eventId, 'Droppers', [{ playerId: d1 }, { playerId: d2 }, { playerId: d3 }]);
    await teams.create(app.organizer, eventId, 'Stayers', [{ playerId: other }]);
    await players.dropMyself(app.player(d2, eventId));

    const roster = await players.list(app.organizer, eventId);
    const dropped = Object.fromEntries(roster.map((player) => [player.name, [player.dropped, player.dropReason]]));
    expect(dropped).toEqual({
      D1: [true, 'team dropped (MTR 8.2)'],
      D2: [true, 'dropped on the player page'],
      D3: [true, 'team dropped (MTR 8.2)'],
      Other: [false, null],
    });
    const after = await teams.list(app.organizer, eventId);
    expect(after.find((t) => t.id === team.id)).toMatchObject({ status: 'DROPPED', droppedAt: expect.any(Date) });
    expect(after.find((t) => t.name === 'Stayers')?.status).toBe('MISSING_SEATS');
    const drops = await auditOf(eventId, 'player.drop');
    expect(drops.map((entry) => entry.entityId).sort()).toEqual([d1, d2, d3].sort());
    expect(await auditOf(eventId, 'team.drop')).toEqual([
      expect.objectContaining({ entityId: team.id, after: expect.objectContaining({ droppedWith: d2 }) }),
    ]);
    // A staff drop of a member of a dropped team is refused as any second drop.
    await expect(players.drop(app.organizer, d1, null)).rejects.toMatchObject({ code: 'PLAYER_ALREADY_DROPPED' });
    await expect(teams.update(app.organizer, team.id, { members: [{ playerId: d1 }] })).rejects.toMatchObject({ code: 'TEAM_DROPPED' });
  });
});
