import type { Repeater } from '@graphql-yoga/subscription';
import { EventUpdateKind, EventUpdateModel } from './event-update.model';

/** An update as it travels, in one process or through Redis: JSON, the time as an ISO string. */
export interface WireUpdate {
  eventId: string;
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
export class LiveStream implements AsyncIterableIterator<EventUpdateModel> {
  /** Each source's next result, tagged with its source; one pull per source at a time. */
  private readonly pending: Promise<{ result: IteratorResult<WireUpdate | null>; source: number }>[];
  private ended = false;

  constructor(
    private readonly sources: Repeater<WireUpdate | null>[],
    private readonly onEnd: (stream: LiveStream) => void,
  ) {
    this.pending = sources.map((_, source) => this.pull(source));
  }

  async next(): Promise<IteratorResult<EventUpdateModel, undefined>> {
    for (;;) {
      if (this.ended) return { done: true, value: undefined };
      const { result, source } = await Promise.race(this.pending);
      if (result.done) return this.return();
      this.pending[source] = this.pull(source);
      const update = toModel(result.value);
      if (update) return { done: false, value: update };
    }
  }

  async return(): Promise<IteratorResult<EventUpdateModel, undefined>> {
    await Promise.all(this.sources.map((source) => source.return()));
    return this.end();
  }

  async throw(error?: unknown): Promise<IteratorResult<EventUpdateModel, undefined>> {
    await this.return();
    throw error;
  }

  [Symbol.asyncIterator]() {
    return this;
  }

  private pull(source: number) {
    return this.sources[source].next().then((result) => ({ result, source }));
  }

  private end(): IteratorResult<EventUpdateModel, undefined> {
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
