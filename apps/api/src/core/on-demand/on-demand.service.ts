import { Injectable } from '@nestjs/common';
import { findProfile, MAGIC } from '@taikai/engine';
import { EventAccessService } from '../../platform/access';
import type { PersonViewer, Viewer } from '../../platform/common';
import type { Change } from '../../platform/database';
import { UnitOfWork } from '../../platform/database';
import { AppError, invalidInput } from '../../platform/errors';
import { ConventionsService } from '../conventions';
import { EventsService } from '../events';
import { PeopleService } from '../people';
import { PlayersService } from '../players';
import { RoundsService } from '../rounds';
import type { MyOnDemandQueueModel, OnDemandQueueInput, OnDemandQueueModel } from './on-demand.model';
import { OnDemandQueueFields, OnDemandQueueRow, OnDemandQueueWithPods, OnDemandRepository } from './on-demand.repository';

const DEFAULT_POD_SIZE = 8;

/**
 * A convention's on-demand queues: players sign up from their phones (their person token), and
 * the sign-up that fills a pod fires it in the same change: a new event in the convention with
 * those players, round 1 paired (Swiss, seeded) at free tables of the hall, published. The queue's
 * lock makes concurrent sign-ups for the last place take turns: one event, nobody lost.
 */
@Injectable()
export class OnDemandService {
  constructor(
    private readonly queues: OnDemandRepository,
    private readonly conventions: ConventionsService,
    private readonly events: EventsService,
    private readonly players: PlayersService,
    private readonly people: PeopleService,
    private readonly rounds: RoundsService,
    private readonly access: EventAccessService,
    private readonly uow: UnitOfWork,
  ) {}

  async ofConvention(viewer: Viewer, conventionId: string): Promise<OnDemandQueueModel[]> {
    await this.conventions.get(viewer, conventionId);
    return (await this.queues.ofConvention(conventionId)).map(toModel);
  }

  /** Opens a queue: the pods' entry settings from the template event (else the game's defaults), the input's over them. */
  async open(viewer: Viewer, conventionId: string, input: OnDemandQueueInput): Promise<OnDemandQueueModel> {
    const convention = await this.conventions.get(viewer, conventionId);
    await this.access.requireInOrganization(viewer, convention.organizationId, 'convention.manage');
    const name = input.name.trim();
    if (!name) throw invalidInput('name', 'required');
    const podSize = input.podSize ?? DEFAULT_POD_SIZE;
    // Pods of players who all play every round: an even number, a bye for nobody.
    if (podSize % 2 !== 0) throw invalidInput('podSize', 'outOfRange');
    const area = input.area?.trim() || null;
    if (area && !(await this.conventions.areasOf(conventionId)).includes(area)) throw invalidInput('area', 'notFound');
    const template = input.templateEventId ? await this.templateOf(viewer, input.templateEventId, convention.organizationId) : null;
    const profile = findProfile(input.ruleProfile ?? template?.ruleProfile ?? MAGIC.id);
    if (!profile) throw invalidInput('ruleProfile', 'notAllowed');
    // The template's match and round lengths only for the template's own game.
    const sameGame = template?.ruleProfile === profile.id ? template : null;
    const fields: OnDemandQueueFields = {
      conventionId,
      name,
      ruleProfile: profile.id,
      formatType: input.formatType ?? template?.formatType ?? 'DRAFT',
      enforcementLevel: template?.enforcementLevel ?? 'REGULAR',
      bestOf: sameGame?.bestOf ?? profile.bestOf,
      roundMinutes: sameGame?.roundMinutes ?? profile.timeLimits.roundMinutes,
      formatName: input.formatName?.trim() || template?.formatName || null,
      entryFee: template?.entryFee ?? null,
      locale: template?.locale ?? null,
      podSize,
      area,
    };
    const opened = await this.uow.run(viewer, async (change) => {
      const after = await this.queues.create(change.tx, fields);
      await change.audit({ eventId: null, action: 'onDemand.open', entityType: 'OnDemandQueue', entityId: after.id, after: fields });
      return toModel(after);
    });
    await this.conventions.changed(conventionId);
    return opened;
  }

  /** Closes a queue: nobody signs up any more, and the people waiting leave it (audited with who they were). */
  async close(viewer: Viewer, id: string): Promise<OnDemandQueueModel> {
    const queue = await this.requireQueue(viewer, id, 'convention.manage');
    const closed = await this.uow.run(viewer, async (change) => {
      await this.queues.lock(change.tx, id);
      const waiting = await this.queues.entries(change.tx, id);
      await this.queues.removeEntries(
        change.tx,
        waiting.map((entry) => entry.id),
      );
      await this.queues.close(change.tx, id);
      await change.audit({
        eventId: null,
        action: 'onDemand.close',
        entityType: 'OnDemandQueue',
        entityId: id,
        before: { waiting: waiting.map((entry) => entry.personId) },
        after: { closed: true },
      });
      return toModel((await this.queues.findWithPods(id, change.tx))!);
    });
    await this.conventions.changed(queue.conventionId);
    return closed;
  }

  /** The organization's queues as the person's phone sees them: open ones, and the pods they play in. */
  async mine(viewer: PersonViewer): Promise<MyOnDemandQueueModel[]> {
    return this.asSeenBy(viewer, await this.queues.forPerson(viewer.organizationId, viewer.personId));
  }

  /**
   * The person signs up (again: nothing changes). The sign-up that fills the pod fires it in this
   * change; the person then waits no more and finds their seat in `myOnDemandQueues`.
   */
  async join(viewer: PersonViewer, id: string): Promise<MyOnDemandQueueModel> {
    const { conventionId, joined } = await this.uow.run(viewer, async (change) => {
      const queue = await this.lockedOfPerson(change, viewer, id);
      if (queue.closedAt) throw new AppError('ON_DEMAND_QUEUE_CLOSED');
      const waiting = await this.queues.entries(change.tx, id);
      const seen = async () => ({ conventionId: queue.conventionId, joined: (await this.asSeenBy(viewer, [queue], change))[0] });
      if (waiting.some((entry) => entry.personId === viewer.personId)) return seen();
      // A suspended person is refused here, as at the desk (PERSON_SUSPENDED).
      await this.people.link(
        change,
        { organizationId: viewer.organizationId, ruleProfile: queue.ruleProfile },
        {},
        { personId: viewer.personId },
      );
      const entry = await this.queues.addEntry(change.tx, id, viewer.personId);
      await change.audit({ eventId: null, action: 'onDemand.join', entityType: 'OnDemandQueue', entityId: id, after: entry });
      if (waiting.length + 1 >= queue.podSize) await this.fire(change, queue, [...waiting, entry]);
      return seen();
    });
    // The public page counts who waits (and lists a pod just fired).
    await this.conventions.changed(conventionId);
    return joined;
  }

  /** The person leaves the queue before their pod fires. */
  async leave(viewer: PersonViewer, id: string): Promise<MyOnDemandQueueModel> {
    const { conventionId, left } = await this.uow.run(viewer, async (change) => {
      const queue = await this.lockedOfPerson(change, viewer, id);
      const entry = (await this.queues.entries(change.tx, id)).find((e) => e.personId === viewer.personId);
      if (!entry) throw new AppError('ON_DEMAND_NOT_QUEUED');
      await this.queues.removeEntries(change.tx, [entry.id]);
      await change.audit({ eventId: null, action: 'onDemand.leave', entityType: 'OnDemandQueue', entityId: id, before: entry });
      return { conventionId: queue.conventionId, left: (await this.asSeenBy(viewer, [queue], change))[0] };
    });
    await this.conventions.changed(conventionId);
    return left;
  }

  /**
   * Step: the first `podSize` people waiting fire a pod: a new event in the convention (in the
   * queue's area while it has room), its players registered, round 1 paired at free hall tables and
   * published. Someone suspended since they signed up leaves the queue instead, and the pod waits
   * for another.
   */
  private async fire(change: Change, queue: OnDemandQueueRow, waiting: { id: string; personId: string }[]): Promise<void> {
    const game = { organizationId: queue.convention.organizationId, ruleProfile: queue.ruleProfile };
    const pod: { entryId: string; personId: string; fields: Awaited<ReturnType<PeopleService['link']>>['fields'] }[] = [];
    for (const entry of waiting) {
      if (pod.length === queue.podSize) break;
      const linked = await this.people.link(change, game, {}, { personId: entry.personId }).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'PERSON_SUSPENDED') return null;
        throw error;
      });
      if (linked) pod.push({ entryId: entry.id, personId: entry.personId, fields: linked.fields });
      else {
        await this.queues.removeEntries(change.tx, [entry.id]);
        await change.audit({
          eventId: null,
          action: 'onDemand.skipSuspended',
          entityType: 'OnDemandQueue',
          entityId: queue.id,
          before: entry,
        });
      }
    }
    if (pod.length < queue.podSize) return;
    const number = (await this.queues.podCount(change.tx, queue.id)) + 1;
    const event = await this.events.add(change, {
      organizationId: game.organizationId,
      name: `${queue.name} #${number}`,
      ruleProfile: queue.ruleProfile,
      formatType: queue.formatType,
      enforcementLevel: queue.enforcementLevel,
      bestOf: queue.bestOf,
      roundMinutes: queue.roundMinutes,
      formatName: queue.formatName,
      entryFee: queue.entryFee,
      locale: queue.locale,
      capacity: queue.podSize,
      startsAt: new Date(),
      onCalendar: false,
    });
    await this.conventions.addPodEvent(change, queue.conventionId, event.id, queue.area);
    await this.players.enter(
      change,
      event.id,
      pod.map(({ personId, fields }) => ({ ...fields, personId })),
      'player.register',
    );
    await this.queues.removeEntries(
      change.tx,
      pod.map((place) => place.entryId),
    );
    await this.queues.createPod(change.tx, queue.id, event.id, number);
    const round = await this.rounds.pairFirstRound(change, event.id);
    await change.audit({
      eventId: event.id,
      action: 'onDemand.fire',
      entityType: 'OnDemandQueue',
      entityId: queue.id,
      after: { number, eventId: event.id, roundId: round.id, personIds: pod.map((place) => place.personId) },
    });
  }

  /** The queues with the person's place in each and the running pod they play in (on the change's transaction inside one). */
  private async asSeenBy(viewer: PersonViewer, queues: OnDemandQueueRow[], change?: Change): Promise<MyOnDemandQueueModel[]> {
    const ids = queues.map((queue) => queue.id);
    const { waiting, positions } = await this.queues.placesOf(ids, viewer.personId, change?.tx);
    const seats = await this.queues.seatsOf(ids, viewer.personId, change?.tx);
    return queues.map((queue) => {
      const seat = seats.get(queue.id);
      return {
        id: queue.id,
        conventionName: queue.convention.name,
        name: queue.name,
        formatName: queue.formatName,
        podSize: queue.podSize,
        open: queue.closedAt === null,
        waiting: waiting.get(queue.id) ?? 0,
        position: positions.get(queue.id) ?? null,
        seat: seat ? { eventId: seat.eventId, eventName: seat.eventName, roundNumber: seat.roundNumber, hallTable: seat.hallTable } : null,
      };
    });
  }

  private async lockedOfPerson(change: Change, viewer: PersonViewer, id: string): Promise<OnDemandQueueRow> {
    const queue = (await this.queues.lock(change.tx, id)) ? await this.queues.find(id, change.tx) : null;
    if (!queue || queue.convention.organizationId !== viewer.organizationId) throw new AppError('NOT_FOUND', { entity: 'onDemandQueue' });
    return queue;
  }

  private async templateOf(viewer: Viewer, eventId: string, organizationId: string) {
    const event = await this.events.get(viewer, eventId).catch(() => null);
    if (!event || event.organizationId !== organizationId) throw invalidInput('templateEventId', 'notFound');
    return event;
  }

  private async requireQueue(viewer: Viewer, id: string, permission: 'convention.manage'): Promise<OnDemandQueueRow> {
    const queue = await this.queues.find(id).catch(() => null);
    if (!queue) throw new AppError('NOT_FOUND', { entity: 'onDemandQueue' });
    await this.access.requireInOrganization(viewer, queue.convention.organizationId, permission);
    return queue;
  }
}

function toModel(queue: OnDemandQueueWithPods): OnDemandQueueModel {
  return {
    id: queue.id,
    conventionId: queue.conventionId,
    name: queue.name,
    ruleProfile: queue.ruleProfile,
    formatType: queue.formatType,
    formatName: queue.formatName,
    podSize: queue.podSize,
    area: queue.area,
    open: queue.closedAt === null,
    waiting: queue._count.entries,
    pods: queue.pods.map((pod) => ({
      number: pod.number,
      eventId: pod.eventId,
      eventName: pod.event.name,
      status: pod.event.status,
      firedAt: pod.firedAt,
    })),
  };
}
