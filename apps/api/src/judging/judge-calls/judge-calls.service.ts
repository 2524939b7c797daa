import { Injectable, OnModuleInit } from '@nestjs/common';
import { EventAccessService } from '../../platform/access';
import type { Viewer } from '../../platform/common';
import type { Change } from '../../platform/database';
import { UnitOfWork } from '../../platform/database';
import { AppError, invalidInput } from '../../platform/errors';
import type { JudgeCall, JudgeCallStatus } from '../../generated/prisma/client';
import { JudgeCallHooks, MatchExtensions, TournamentState } from '../../core/tournament';
import type { OpenCallsScope } from '../../core/tournament';
import { PenaltiesService } from '../penalties';
import { JudgeCallsRepository } from './judge-calls.repository';

@Injectable()
export class JudgeCallsService implements OnModuleInit {
  constructor(
    private readonly calls: JudgeCallsRepository,
    private readonly access: EventAccessService,
    private readonly tournament: TournamentState,
    private readonly extensions: MatchExtensions,
    private readonly uow: UnitOfWork,
    private readonly penalties: PenaltiesService,
    private readonly hooks: JudgeCallHooks,
  ) {}

  onModuleInit() {
    this.hooks.register((change, scope) => this.closeOpen(change, scope));
  }

  /**
   * Step: closes the open calls in `scope` (a settled dispute's match, a finished event), each
   * audited `judgeCall.close` and told to the phones that show it, so none waits for a judge forever.
   */
  async closeOpen(change: Change, scope: OpenCallsScope): Promise<void> {
    const staff = change.viewer !== 'system' && change.viewer.kind === 'staff' ? change.viewer.userId : null;
    for (const before of await this.calls.lockOpen(change.tx, scope)) {
      const after = await this.calls.update(change.tx, before.id, {
        status: 'CLOSED',
        closedAt: new Date(),
        takenById: before.takenById ?? staff,
      });
      await change.audit({
        eventId: before.eventId,
        action: 'judgeCall.close',
        entityType: 'JudgeCall',
        entityId: before.id,
        before,
        after,
      });
      await this.publishChanged(change, after);
    }
  }

  /** A player calls a judge to their table; a second call while one is open returns that one. */
  async call(viewer: Viewer, eventId: string, matchId?: string | null) {
    const player = this.access.requirePlayerOf(viewer, eventId);
    const match = matchId ? await this.tournament.match(matchId) : null;
    if (matchId && (!match || match.round.eventId !== eventId)) throw new AppError('NOT_FOUND', { entity: 'match' });
    if (match && match.player1Id !== player.playerId && match.player2Id !== player.playerId) throw new AppError('FORBIDDEN');
    const call = await this.uow.run(viewer, async (change) => {
      await this.calls.lockCaller(change.tx, player.playerId);
      const open = await this.calls.findOpenOf(change.tx, player.playerId);
      if (open) return open;
      const created = await this.calls.create(change.tx, {
        eventId,
        playerId: player.playerId,
        matchId: match?.id ?? null,
        table: match?.table ?? null,
      });
      await change.audit({ eventId, action: 'judgeCall.open', entityType: 'JudgeCall', entityId: created.id, after: created });
      // For the judges and the caller: players are not told about each other's calls.
      change.publish({ eventId, kind: 'JUDGE_CALLED', matchId: created.matchId ?? undefined, audience: [created.playerId] });
      return created;
    });
    return this.withNames([call]).then(([named]) => named);
  }

  async list(viewer: Viewer, eventId: string, statuses: JudgeCallStatus[]) {
    await this.access.require(viewer, eventId, 'judgeCalls.handle');
    return this.withNames(await this.calls.list(eventId, statuses));
  }

  take(viewer: Viewer, id: string) {
    return this.change(
      viewer,
      id,
      'judgeCall.take',
      (call) => this.staffId(viewer, call),
      (call, staff) => {
        if (call.status === 'CLOSED') throw new AppError('JUDGE_CALL_CLOSED');
        if (call.status === 'TAKEN') throw new AppError('JUDGE_CALL_TAKEN');
        return { status: 'TAKEN', takenById: staff, takenAt: new Date() };
      },
    );
  }

  /**
   * Closes the call. `extensionMinutes` gives the time the judge took back to the call's match in
   * the same change (MTR 2.6: a judge who stops a match for more than a minute adds that time),
   * through the match extension path: audited as `match.extend`, shown on the phones and slips.
   * `penaltyId` must name a penalty of the call's own event (another event's is NOT_FOUND, nothing changed).
   */
  close(viewer: Viewer, id: string, penaltyId?: string | null, extensionMinutes?: number | null) {
    const authorise = async (call: JudgeCall) => {
      const staff = await this.staffId(viewer, call);
      if (extensionMinutes) await this.access.require(viewer, call.eventId, 'matches.extend');
      if (!penaltyId) return staff;
      const penalty = await this.penalties.find(penaltyId);
      if (penalty.eventId !== call.eventId) throw new AppError('NOT_FOUND', { entity: 'penalty' });
      return staff;
    };
    return this.change(viewer, id, 'judgeCall.close', authorise, async (call, staff, change) => {
      if (call.status === 'CLOSED') throw new AppError('JUDGE_CALL_CLOSED');
      if (extensionMinutes) {
        if (!call.matchId) throw invalidInput('extensionMinutes', 'notAllowed');
        await this.extensions.extend(change, call.matchId, extensionMinutes);
      }
      return { status: 'CLOSED', closedAt: new Date(), penaltyId: penaltyId ?? null, takenById: call.takenById ?? staff };
    });
  }

  /**
   * The caller takes back their own call, waiting or taken (a judge on the way sees it leave the
   * queue). Only the player who called may: not the opponent, who sees it too.
   */
  cancel(viewer: Viewer, id: string) {
    const authorise = async (call: JudgeCall) => {
      if (this.access.requirePlayerOf(viewer, call.eventId).playerId !== call.playerId) throw new AppError('FORBIDDEN');
    };
    return this.change(viewer, id, 'judgeCall.cancel', authorise, (call) => {
      if (call.status === 'CLOSED') throw new AppError('JUDGE_CALL_CLOSED');
      return { status: 'CLOSED', closedAt: new Date() };
    });
  }

  private async staffId(viewer: Viewer, call: JudgeCall) {
    return (await this.access.require(viewer, call.eventId, 'judgeCalls.handle')).userId;
  }

  private async change<Actor>(
    viewer: Viewer,
    id: string,
    action: string,
    /** Who may, and checks made before the change opens (they may read through the pool): what `compute` is given. */
    authorise: (call: JudgeCall) => Promise<Actor>,
    compute: (call: JudgeCall, actor: Actor, change: Change) => Partial<JudgeCall> | Promise<Partial<JudgeCall>>,
  ) {
    const existing = await this.calls.findById(id);
    if (!existing) throw new AppError('NOT_FOUND', { entity: 'judge call' });
    const actor = await authorise(existing);
    const after = await this.uow.run(viewer, async (change) => {
      const before = (await this.calls.lock(change.tx, id))!;
      const updated = await this.calls.update(change.tx, id, await compute(before, actor, change));
      await change.audit({ eventId: before.eventId, action, entityType: 'JudgeCall', entityId: id, before, after: updated });
      await this.publishChanged(change, updated);
      return updated;
    });
    return (await this.withNames([after]))[0];
  }

  /** A changed call, for the judges and the players of its match (or its caller). */
  private async publishChanged(change: Change, call: JudgeCall) {
    const match = call.matchId ? await this.tournament.match(call.matchId, change) : null;
    const audience = match ? [match.player1Id, ...(match.player2Id ? [match.player2Id] : [])] : [call.playerId];
    change.publish({ eventId: call.eventId, kind: 'JUDGE_CALLED', matchId: call.matchId ?? undefined, audience });
  }

  /** The signed-in player's calls, and those on their matches, newest first: what the page shows after a reload. */
  async mine(viewer: Viewer) {
    if (viewer.kind !== 'player') throw new AppError('FORBIDDEN');
    return this.withNames(await this.calls.callsOfPlayer(viewer.playerId, await this.tournament.matchIdsOfPlayer(viewer.playerId)));
  }

  private async withNames(calls: JudgeCall[]) {
    const takers = [...new Set(calls.map((c) => c.takenById).filter((id): id is string => id !== null))];
    const [players, staff] = await Promise.all([
      this.calls.playerNames([...new Set(calls.map((c) => c.playerId))]),
      takers.length ? this.calls.staffNames(takers) : [],
    ]);
    const names = new Map(players.map((p) => [p.id, p.name]));
    const staffNames = new Map(staff.map((user) => [user.id, user.name]));
    return calls.map((call) => ({
      ...call,
      playerName: names.get(call.playerId) ?? '',
      takenByName: call.takenById ? (staffNames.get(call.takenById) ?? null) : null,
    }));
  }
}
