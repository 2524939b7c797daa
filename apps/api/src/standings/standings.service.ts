import { Injectable } from '@nestjs/common';
import { rationals, StandingRow } from '@taikai/engine';
import { EventAccessService } from '../access/event-access.service';
import { AuditService } from '../audit/audit.service';
import type { Viewer } from '../auth/viewer';
import { UnitOfWork } from '../database/unit-of-work';
import { AppError } from '../errors/app-error';
import { EventsRepository } from '../events/events.repository';
import { LiveService } from '../live/live.service';
import { standingsOf } from '../rounds/engine-state';
import { RoundsRepository } from '../rounds/rounds.repository';
import { profileOf } from '../rounds/rounds.service';

@Injectable()
export class StandingsService {
  constructor(
    private readonly rounds: RoundsRepository,
    private readonly events: EventsRepository,
    private readonly access: EventAccessService,
    private readonly audit: AuditService,
    private readonly uow: UnitOfWork,
    private readonly live: LiveService,
  ) {}

  /** Live for staff; for players once staff publish them. `afterRound` gives that round's snapshot. */
  async standings(viewer: Viewer, eventId: string, afterRound?: number | null) {
    const state = await this.rounds.loadEventState(eventId);
    if (!state) throw new AppError('NOT_FOUND', { entity: 'event' });
    if (viewer.kind === 'player') {
      this.access.requirePlayerOf(viewer, eventId);
      if (!state.standingsPublished) throw new AppError('STANDINGS_NOT_PUBLISHED');
    } else await this.access.require(viewer, eventId, 'event.read');
    const names = new Map(state.players.map((player) => [player.id, player.name]));
    return standingsOf(state, profileOf(state), afterRound ?? Infinity).map((row) => toStandingModel(row, names));
  }

  async publish(viewer: Viewer, eventId: string, published: boolean) {
    await this.access.require(viewer, eventId, 'rounds.manage');
    const event = await this.uow.run(async (tx) => {
      await this.events.lock(tx, eventId);
      const before = await this.events.findById(eventId, tx);
      if (!before) throw new AppError('NOT_FOUND', { entity: 'event' });
      const after = await this.events.update(tx, eventId, { standingsPublished: published });
      await this.audit.record(tx, viewer, {
        eventId,
        action: published ? 'standings.publish' : 'standings.unpublish',
        entityType: 'Event',
        entityId: eventId,
        before: { standingsPublished: before.standingsPublished },
        after: { standingsPublished: published },
      });
      return { ...after, playerCount: before.playerCount };
    });
    await this.live.publish({ eventId, kind: 'STANDINGS_PUBLISHED' });
    return event;
  }
}

function toStandingModel(row: StandingRow & { eliminatedAfterPhase?: number | null }, names: Map<string, string>) {
  return {
    rank: row.rank,
    player: { id: row.playerId, name: names.get(row.playerId) ?? '' },
    matchPoints: row.matchPoints,
    wins: row.wins,
    losses: row.losses,
    draws: row.draws,
    byes: row.byes,
    matchesPlayed: row.matchesPlayed,
    dropped: row.dropped,
    omw: rationals.toNumber(row.omw),
    gw: rationals.toNumber(row.gwp),
    ogw: rationals.toNumber(row.ogw),
    omwExact: rationals.toString(row.omw),
    gwExact: rationals.toString(row.gwp),
    ogwExact: rationals.toString(row.ogw),
    eliminatedAfterPhase: row.eliminatedAfterPhase ?? null,
  };
}
