import type { Repeater } from '@graphql-yoga/subscription';
import { EventUpdateKind, EventUpdateModel } from './event-update.model';

/** An update as it travels, in one process or through Redis: JSON, the time as an ISO string. */
export interface WireUpdate {
  /** Null for an update of a group of events itself (a convention's hall). */
  eventId: string | null;
  kind: EventUpdateKind;
  roundNumber: number | null;
  matchId: string | null;
  at: string;
}

/**
 * One subscriber's updates, from one or more topics, as the GraphQL subscription hands them to Yoga.
 *
 * - Listening starts at once, on every topic: a Repeater runs its setup only on the first pull,
 *   which Yoga makes after the response has started, so an update published right after the
 *   client sees the stream open would be lost.
 * - A plain iterator, not an async generator: `return()` must end a pending `next()` at once
 *   (client gone, server shutting down), which a generator suspended in `await` cannot.
 * - Topics are merged as their updates arrive; updates are hints to refetch, so the order between
 *   two topics does not matter, only that none is lost.
 */
export class LiveStream<T = EventUpdateModel> implements AsyncIterableIterator<T> {
  /** Each source's next result, tagged with its source; one pull per source at a time. */
  private readonly pending: Promise<{ result: IteratorResult<WireUpdate | null>; source: number }>[];
  private ended = false;

  constructor(
    private readonly sources: Repeater<WireUpdate | null>[],
    private readonly onEnd: (stream: LiveStream<T>) => void,
    private readonly toUpdate: (wire: WireUpdate | null) => T | undefined = toModel as (wire: WireUpdate | null) => T | undefined,
  ) {
    this.pending = sources.map((_, source) => this.pull(source));
  }

  async next(): Promise<IteratorResult<T, undefined>> {
    for (;;) {
      if (this.ended) return { done: true, value: undefined };
      const { result, source } = await Promise.race(this.pending);
      if (result.done) return this.return();
      this.pending[source] = this.pull(source);
      const update = this.toUpdate(result.value);
      if (update) return { done: false, value: update };
    }
  }

  async return(): Promise<IteratorResult<T, undefined>> {
    await Promise.all(this.sources.map((source) => source.return()));
    return this.end();
  }

  async throw(error?: unknown): Promise<IteratorResult<T, undefined>> {
    await this.return();
    throw error;
  }

  [Symbol.asyncIterator]() {
    return this;
  }

  private pull(source: number) {
    return this.sources[source].next().then((result) => ({ result, source }));
  }

  private end(): IteratorResult<T, undefined> {
    if (!this.ended) {
      this.ended = true;
      this.onEnd(this);
    }
    return { done: true, value: undefined };
  }
}

/** Anything that is not a well-formed update (an empty or foreign Redis message) is skipped. */
export function toModel(wire: WireUpdate | null): EventUpdateModel | undefined {
  if (!wire || typeof wire.eventId !== 'string' || !(wire.kind in EventUpdateKind)) return undefined;
  const at = new Date(wire.at);
  if (Number.isNaN(at.getTime())) return undefined;
  return { eventId: wire.eventId, kind: wire.kind, roundNumber: wire.roundNumber ?? null, matchId: wire.matchId ?? null, at };
}

/** An update on a group's stream (a convention's): an event's, or (`eventId` null) the group's own. */
export type GroupUpdate = Omit<EventUpdateModel, 'eventId'> & { eventId: string | null };

export function toGroupModel(wire: WireUpdate | null): GroupUpdate | undefined {
  const update = toModel(wire?.eventId === null ? { ...wire, eventId: '' } : wire);
  return update && { ...update, eventId: update.eventId || null };
}
