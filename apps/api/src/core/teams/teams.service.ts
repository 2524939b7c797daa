import { Injectable } from '@nestjs/common';
import { findTeamFormat, type TeamFormat } from '@taikai/engine';
import { EventAccessService } from '../../platform/access';
import { generateTeamCode, normalizeAccessCode } from '../../platform/common';
import type { PlayerViewer, Viewer } from '../../platform/common';
import type { Change, Db } from '../../platform/database';
import { UnitOfWork } from '../../platform/database';
import { AppError, invalidInput } from '../../platform/errors';
import { AttemptLimiter, AttemptLimiters } from '../../platform/identity';
import { TeamModel, TeamStatus } from './team.model';
import {
  assignSeats,
  cleanTeamName,
  type FileTeam,
  missingSeats,
  type RosterMember,
  type RosterPlayer,
  rosterProblem,
  teamNameKey,
} from './team-roster';
import { type TeamRow, TeamsRepository } from './teams.repository';

/** A team's roster as it is audited: the name, the code, the captain and who sits where. */
const snapshot = (team: TeamRow) => ({
  name: team.name,
  joinCode: team.joinCode,
  captainId: team.captainId,
  droppedAt: team.droppedAt,
  members: team.members.map((member) => ({ playerId: member.id, seat: member.teamSeat })),
});

/** The reason a teammate's drop records (MTR 8.2: one member's drop drops the whole team). */
export const TEAM_DROP_REASON = 'team dropped (MTR 8.2)';

/** What a change of a team knows of its event: its team format (refused without one) and whether round 1 is paired. */
interface TeamEvent {
  id: string;
  format: TeamFormat;
  paired: boolean;
}

@Injectable()
export class TeamsService {
  /** Wrong join codes per player: a code is 6 characters, so a phone guessing them waits. */
  private readonly joinAttempts: AttemptLimiter;

  constructor(
    private readonly teams: TeamsRepository,
    private readonly access: EventAccessService,
    private readonly uow: UnitOfWork,
    limiters: AttemptLimiters,
  ) {
    this.joinAttempts = limiters.create('team-join-player', {
      free: 10,
      windowSeconds: 10 * 60,
      firstWaitSeconds: 2,
      maxWaitSeconds: 10 * 60,
    });
  }

  /** The event's teams with their players and seats (staff of the event). */
  async list(viewer: Viewer, eventId: string): Promise<TeamModel[]> {
    await this.access.require(viewer, eventId, 'event.read');
    const [event, rows] = await Promise.all([this.teams.eventOf(eventId), this.teams.listByEvent(eventId)]);
    const format = event?.teamFormat ? (findTeamFormat(event.teamFormat) ?? null) : null;
    return rows.map((row) => toTeamModel(format, row));
  }

  /** The teams a viewer of the event sees: staff every team, a player of the event their own. */
  async visibleTo(viewer: Viewer, eventId: string): Promise<TeamModel[]> {
    if (viewer.kind !== 'player') return this.list(viewer, eventId);
    await this.access.requireReader(viewer, eventId);
    const mine = await this.mine(viewer);
    return mine ? [mine] : [];
  }

  /** The signed-in player's team, or null. */
  async mine(viewer: PlayerViewer): Promise<TeamModel | null> {
    const [event, row] = await Promise.all([this.teams.eventOf(viewer.eventId), this.teams.teamOfPlayer(viewer.playerId)]);
    if (!row) return null;
    return toTeamModel(event?.teamFormat ? (findTeamFormat(event.teamFormat) ?? null) : null, row);
  }

  /**
   * A team's players in their seats, for a team a read the caller was allowed already names (a team
   * match, a standings line): their names are on the public pairings too.
   */
  async membersOf(teamId: string): Promise<TeamModel['members']> {
    const row = await this.teams.findById(teamId);
    return row ? toTeamModel(null, row).members.sort((a, b) => a.seat.localeCompare(b.seat)) : [];
  }

  /** Staff register a team with its players in their seats (MTR 8.2: seats named at registration). */
  async create(viewer: Viewer, eventId: string, name: string, members: readonly RosterMember[]): Promise<TeamModel> {
    await this.access.require(viewer, eventId, 'players.manage');
    const clean = cleanTeamName(name);
    return this.uow.run(viewer, async (change) => {
      const event = await this.lockTeamEvent(change, eventId);
      refuseIfPaired(event);
      const seated = assignSeats(event.format, members);
      await this.refuseRoster(change, event, seated, null);
      const team = await this.add(change, event, clean, null, seated as { playerId: string; seat: string }[]);
      return toTeamModel(event.format, team);
    });
  }

  /**
   * Staff change a team's name and, before round 1, its players and seats (MTR 8.2: the seat order
   * is fixed for the whole event once it has started).
   */
  async update(
    viewer: Viewer,
    teamId: string,
    input: { name?: string | null; members?: readonly RosterMember[] | null },
  ): Promise<TeamModel> {
    const eventId = await this.eventOfTeam(teamId);
    await this.access.require(viewer, eventId, 'players.manage');
    const name = input.name != null ? cleanTeamName(input.name) : null;
    return this.uow.run(viewer, async (change) => {
      const event = await this.lockTeamEvent(change, eventId);
      const before = await this.lockedTeam(change, teamId);
      if (name !== null && name !== before.name) await this.refuseTakenName(change.tx, eventId, name, teamId);
      let captainId = before.captainId;
      if (input.members) {
        refuseIfPaired(event);
        if (before.droppedAt) throw new AppError('TEAM_DROPPED');
        const seated = assignSeats(event.format, input.members) as { playerId: string; seat: string }[];
        await this.refuseRoster(change, event, seated, teamId);
        await this.teams.setMembers(change.tx, teamId, seated);
        // A captain taken off the team hands the captaincy to the first seat, so a phone's team keeps one.
        if (captainId && !seated.some((member) => member.playerId === captainId)) captainId = firstSeat(seated);
      }
      await this.teams.update(change.tx, teamId, { ...(name !== null ? { name } : {}), captainId });
      return this.changed(change, event.format, before, 'team.update');
    });
  }

  /** Staff delete a team before round 1: its players stay registered, without a team. */
  async remove(viewer: Viewer, teamId: string): Promise<TeamModel> {
    const eventId = await this.eventOfTeam(teamId);
    await this.access.require(viewer, eventId, 'players.manage');
    return this.uow.run(viewer, async (change) => {
      const event = await this.lockTeamEvent(change, eventId);
      const before = await this.lockedTeam(change, teamId);
      refuseIfPaired(event);
      await this.teams.remove(change.tx, teamId);
      await change.audit({ eventId, action: 'team.delete', entityType: 'Team', entityId: teamId, before: snapshot(before) });
      change.publish({ eventId, kind: 'PLAYER_CHANGED', audience: before.members.map((member) => member.id) });
      return toTeamModel(event.format, before);
    });
  }

  /**
   * Staff refuse an offensive name (MTR 8.1: staff may refuse to register a team under such a
   * name): the team is renamed, to `newName` or else "Team <code>" until the players choose
   * another; the reason is audited with the old name.
   */
  async refuseName(viewer: Viewer, teamId: string, reason: string, newName: string | null): Promise<TeamModel> {
    const eventId = await this.eventOfTeam(teamId);
    await this.access.require(viewer, eventId, 'players.manage');
    const why = reason.trim();
    if (!why) throw invalidInput('reason', 'required');
    const cleanNew = newName?.trim() ? cleanTeamName(newName) : null;
    return this.uow.run(viewer, async (change) => {
      const event = await this.lockTeamEvent(change, eventId);
      const before = await this.lockedTeam(change, teamId);
      const name = cleanNew ?? `Team ${before.joinCode}`;
      await this.refuseTakenName(change.tx, eventId, name, teamId);
      await this.teams.update(change.tx, teamId, { name });
      const after = (await this.teams.findById(teamId, change.tx))!;
      await change.audit({
        eventId,
        action: 'team.nameRefused',
        entityType: 'Team',
        entityId: teamId,
        before: { name: before.name },
        after: { name, reason: why },
      });
      change.publish({ eventId, kind: 'PLAYER_CHANGED', audience: after.members.map((member) => member.id) });
      return toTeamModel(event.format, after);
    });
  }

  /** A player makes a team on their phone: they are its captain, in seat A, and get the code teammates join with. */
  async createMine(viewer: PlayerViewer, name: string): Promise<TeamModel> {
    await this.access.refuseIfPublishedCopy(viewer.eventId);
    const clean = cleanTeamName(name);
    return this.uow.run(viewer, async (change) => {
      const event = await this.lockTeamEvent(change, viewer.eventId);
      refuseIfPaired(event);
      const seated = assignSeats(event.format, [{ playerId: viewer.playerId }]) as { playerId: string; seat: string }[];
      await this.refuseRoster(change, event, seated, null);
      return toTeamModel(event.format, await this.add(change, event, clean, viewer.playerId, seated));
    });
  }

  /** A player joins a team with its code, in the first free seat (the captain may change seats before round 1). */
  async join(viewer: PlayerViewer, joinCode: string): Promise<TeamModel> {
    await this.access.refuseIfPublishedCopy(viewer.eventId);
    const key = `${viewer.eventId}|${viewer.playerId}`;
    if (await this.joinAttempts.waitMs([key])) throw new AppError('TOO_MANY_ATTEMPTS');
    const code = normalizeAccessCode(joinCode);
    const joined = await this.uow.run(viewer, async (change) => {
      const event = await this.lockTeamEvent(change, viewer.eventId);
      const before = code ? await this.teams.findByJoinCode(viewer.eventId, code, change.tx) : null;
      if (!before) return null;
      refuseIfPaired(event);
      if (before.droppedAt) throw new AppError('TEAM_DROPPED');
      const free = missingSeats(event.format, seatsOf(before));
      if (!free.length) throw new AppError('TEAM_FULL', { team: before.name });
      const seated = [...membersOf(before), { playerId: viewer.playerId, seat: free[0] }];
      await this.refuseRoster(change, event, seated, before.id);
      await this.teams.setMembers(change.tx, before.id, seated);
      return this.changed(change, event.format, before, 'team.join');
    });
    if (joined) return joined;
    await this.joinAttempts.recordFailure([key]);
    throw new AppError('TEAM_JOIN_CODE_UNKNOWN', { code: code || joinCode.trim() });
  }

  /** The captain sets who sits where, before round 1 (MTR 8.2: fixed for the event from then). */
  async setSeats(viewer: PlayerViewer, members: readonly RosterMember[]): Promise<TeamModel> {
    await this.access.refuseIfPublishedCopy(viewer.eventId);
    return this.uow.run(viewer, async (change) => {
      const event = await this.lockTeamEvent(change, viewer.eventId);
      const before = await this.teams.teamOfPlayer(viewer.playerId, change.tx);
      if (!before) throw new AppError('NOT_IN_A_TEAM');
      if (before.captainId !== viewer.playerId) throw new AppError('TEAM_CAPTAIN_ONLY');
      refuseIfPaired(event);
      if (before.droppedAt) throw new AppError('TEAM_DROPPED');
      // Seats only: the captain neither adds nor removes players.
      const ids = new Set(before.members.map((member) => member.id));
      if (members.length !== ids.size || members.some((member) => !ids.has(member.playerId))) throw invalidInput('members', 'notAllowed');
      const seated = assignSeats(event.format, members) as { playerId: string; seat: string }[];
      await this.refuseRoster(change, event, seated, before.id);
      await this.teams.setMembers(change.tx, before.id, seated);
      return this.changed(change, event.format, before, 'team.seats');
    });
  }

  /** A player leaves their team before round 1; a captain hands the captaincy to the first seat, and the last player out deletes it. */
  async leave(viewer: PlayerViewer): Promise<TeamModel> {
    await this.access.refuseIfPublishedCopy(viewer.eventId);
    return this.uow.run(viewer, async (change) => {
      const event = await this.lockTeamEvent(change, viewer.eventId);
      const before = await this.teams.teamOfPlayer(viewer.playerId, change.tx);
      if (!before) throw new AppError('NOT_IN_A_TEAM');
      refuseIfPaired(event);
      const rest = membersOf(before).filter((member) => member.playerId !== viewer.playerId);
      if (!rest.length) {
        await this.teams.remove(change.tx, before.id);
        await change.audit({ eventId: event.id, action: 'team.delete', entityType: 'Team', entityId: before.id, before: snapshot(before) });
        change.publish({ eventId: event.id, kind: 'PLAYER_CHANGED', audience: [viewer.playerId] });
        return toTeamModel(event.format, { ...before, members: [] });
      }
      await this.teams.setMembers(change.tx, before.id, rest);
      if (before.captainId === viewer.playerId) await this.teams.update(change.tx, before.id, { captainId: firstSeat(rest) });
      const after = await this.changed(change, event.format, before, 'team.leave');
      return after;
    });
  }

  /**
   * Step: a member of a team dropped (the caller's drop, under the event lock): the whole team
   * drops (MTR 8.2 「そのチーム全体がそのイベントから棄権する」), audited `team.drop`. Returns the
   * members who must drop with them (not dropped yet); none when the team had dropped already.
   */
  async dropTeamOf(change: Change, eventId: string, playerId: string): Promise<string[]> {
    const before = await this.teams.teamOfPlayer(playerId, change.tx);
    if (!before || before.droppedAt) return [];
    const droppedAt = new Date();
    await this.teams.update(change.tx, before.id, { droppedAt });
    await change.audit({
      eventId,
      action: 'team.drop',
      entityType: 'Team',
      entityId: before.id,
      before: snapshot(before),
      after: { ...snapshot(before), droppedAt, droppedWith: playerId },
    });
    return before.members.filter((member) => member.id !== playerId && !member.droppedAt).map((member) => member.id);
  }

  /**
   * The event's teams as team rounds and team standings use them, by name: on the caller's change
   * when there is one (pairing), else on its own. No access check: the caller checked.
   */
  async teamsOfEvent(eventId: string, change?: Change): Promise<{ id: string; name: string; droppedAt: Date | null }[]> {
    return (await this.teams.names(eventId, change?.tx)).map(({ id, name, droppedAt }) => ({ id, name, droppedAt }));
  }

  /** What a player file's teams are checked against: the event's team format and the names its teams have. */
  async importContext(eventId: string, db?: Db): Promise<{ format: TeamFormat | null; takenNames: Set<string> }> {
    const event = await this.teams.eventOf(eventId, db);
    const format = event?.teamFormat ? (findTeamFormat(event.teamFormat) ?? null) : null;
    return { format, takenNames: new Set((await this.teams.names(eventId, db)).map((team) => teamNameKey(team.name))) };
  }

  /** Step: the teams of an imported file, its players just registered (the import holds the event lock and checked the file). */
  async addImported(
    change: Change,
    eventId: string,
    teams: readonly (Omit<FileTeam, 'members'> & { members: { playerId: string; seat: string }[] })[],
  ) {
    if (!teams.length) return;
    const event = await this.lockTeamEvent(change, eventId);
    for (const team of teams) {
      await this.refuseRoster(change, event, team.members, null);
      await this.add(change, event, team.name, null, team.members, 'team.import');
    }
  }

  /** A new team with its members, audited (`team.create`, or `team.import`), its players told. */
  private async add(
    change: Change,
    event: TeamEvent,
    name: string,
    captainId: string | null,
    members: readonly { playerId: string; seat: string }[],
    action = 'team.create',
  ): Promise<TeamRow> {
    await this.refuseTakenName(change.tx, event.id, name, null);
    const codes = new Set((await this.teams.names(event.id, change.tx)).map((team) => team.joinCode));
    let joinCode = generateTeamCode();
    while (codes.has(joinCode)) joinCode = generateTeamCode();
    const created = await this.teams.create(change.tx, { eventId: event.id, name, joinCode, captainId });
    await this.teams.setMembers(change.tx, created.id, members);
    const team = (await this.teams.findById(created.id, change.tx))!;
    await change.audit({ eventId: event.id, action, entityType: 'Team', entityId: team.id, after: snapshot(team) });
    change.publish({ eventId: event.id, kind: 'PLAYER_CHANGED', audience: members.map((member) => member.playerId) });
    return team;
  }

  /** The team after a change, audited with its roster before and after; its players (before and after) told. */
  private async changed(change: Change, format: TeamFormat, before: TeamRow, action: string): Promise<TeamModel> {
    const after = (await this.teams.findById(before.id, change.tx))!;
    await change.audit({
      eventId: before.eventId,
      action,
      entityType: 'Team',
      entityId: before.id,
      before: snapshot(before),
      after: snapshot(after),
    });
    const audience = [...new Set([...before.members, ...after.members].map((member) => member.id))];
    change.publish({ eventId: before.eventId, kind: 'PLAYER_CHANGED', audience });
    return toTeamModel(format, after);
  }

  /** Refuses the roster's first problem (`rosterProblem`). */
  private async refuseRoster(
    change: Change,
    event: TeamEvent,
    members: readonly { playerId: string; seat: string | null }[],
    teamId: string | null,
  ) {
    const rows = await this.teams.playersOf(
      event.id,
      members.map((member) => member.playerId),
      change.tx,
    );
    const players = new Map<string, RosterPlayer>(
      rows.map((row) => [row.id, { id: row.id, name: row.name, dropped: row.droppedAt !== null, team: row.team }]),
    );
    const problem = rosterProblem(event.format, members, players, teamId);
    if (problem) throw problem;
  }

  private async refuseTakenName(db: Db, eventId: string, name: string, teamId: string | null) {
    const namesake = (await this.teams.names(eventId, db)).find(
      (team) => team.id !== teamId && teamNameKey(team.name) === teamNameKey(name),
    );
    if (namesake) throw new AppError('TEAM_NAME_TAKEN', { name: namesake.name });
  }

  /** Locks the event (every team change does, as drops and pairings do) and refuses an individual event. */
  private async lockTeamEvent(change: Change, eventId: string): Promise<TeamEvent> {
    if (!(await change.lockEvent(eventId))) throw new AppError('NOT_FOUND', { entity: 'event' });
    const event = (await this.teams.eventOf(eventId, change.tx))!;
    const format = event.teamFormat ? findTeamFormat(event.teamFormat) : undefined;
    if (!format) throw new AppError('TEAM_EVENT_ONLY');
    return { id: eventId, format, paired: event.paired };
  }

  private async lockedTeam(change: Change, teamId: string): Promise<TeamRow> {
    const team = await this.teams.findById(teamId, change.tx);
    if (!team) throw new AppError('NOT_FOUND', { entity: 'team' });
    return team;
  }

  private async eventOfTeam(teamId: string): Promise<string> {
    const team = await this.teams.findById(teamId);
    if (!team) throw new AppError('NOT_FOUND', { entity: 'team' });
    return team.eventId;
  }
}

/** MTR 8.2: the players and their seat order are fixed for the whole event once round 1 is paired. */
function refuseIfPaired(event: TeamEvent) {
  if (event.paired) throw new AppError('TEAM_ROSTER_FIXED');
}

const membersOf = (team: TeamRow) => team.members.map((member) => ({ playerId: member.id, seat: member.teamSeat! }));
const seatsOf = (team: TeamRow) => team.members.map((member) => member.teamSeat);
const firstSeat = (members: readonly { playerId: string; seat: string }[]) =>
  [...members].sort((a, b) => a.seat.localeCompare(b.seat))[0]?.playerId ?? null;

/** A team as the API shows it: members by seat, and whether every seat is filled (the event's format decides). */
export function toTeamModel(format: TeamFormat | null, team: TeamRow): TeamModel {
  const missing = format ? missingSeats(format, seatsOf(team)) : [];
  return {
    id: team.id,
    eventId: team.eventId,
    name: team.name,
    joinCode: team.joinCode,
    captainId: team.captainId,
    members: team.members.map((member) => ({
      playerId: member.id,
      name: member.name,
      nameReading: member.nameReading,
      seat: member.teamSeat ?? '',
      captain: member.id === team.captainId,
      dropped: member.droppedAt !== null,
    })),
    status: team.droppedAt ? TeamStatus.DROPPED : missing.length ? TeamStatus.MISSING_SEATS : TeamStatus.COMPLETE,
    missingSeats: missing,
    droppedAt: team.droppedAt,
    createdAt: team.createdAt,
  };
}
