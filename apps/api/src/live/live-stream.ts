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
 * One subscriber's updates, as the GraphQL subscription hands them to Yoga.
 *
 * - Listening starts at once: a Repeater runs its setup only on the first pull, which Yoga makes
 *   after the response has started, so an update published right after the client sees the
 *   stream open would be lost.
 * - A plain iterator, not an async generator: `return()` must end a pending `next()` at once
 *   (client gone, server shutting down), which a generator suspended in `await` cannot.
 */
export class LiveStream implements AsyncIterableIterator<EventUpdateModel> {
  private first?: Promise<IteratorResult<WireUpdate | null>>;
  private ended = false;

  constructor(
    private readonly source: Repeater<WireUpdate | null>,
    private readonly onEnd: (stream: LiveStream) => void,
  ) {
    this.first = source.next();
  }

  async next(): Promise<IteratorResult<EventUpdateModel, undefined>> {
    for (;;) {
      const pending = this.first ?? this.source.next();
      this.first = undefined;
      const result = await pending;
      if (result.done) return this.end();
      const update = toModel(result.value);
      if (update) return { done: false, value: update };
    }
  }

  async return(): Promise<IteratorResult<EventUpdateModel, undefined>> {
    await this.source.return();
    return this.end();
  }

  async throw(error?: unknown): Promise<IteratorResult<EventUpdateModel, undefined>> {
    await this.return();
    throw error;
  }

  [Symbol.asyncIterator]() {
    return this;
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
