import { Injectable, OnModuleInit } from '@nestjs/common';
import { LiveService } from '../../platform/live';
import { PublicCache } from './public-cache';
import type { CachedBody } from './public-cache';
import { PublicPagesRepository } from './public-pages.repository';
import { partsChangedBy, PublicPagesService } from './public-pages.service';

/** The parts of a convention's public page: its summary, and the tables of its running rounds (the name search's). */
export type ConventionPart = 'convention' | 'tables';

/** Conventions' events remembered for dropping their pages (an event is in one convention at most). */
const EVENTS_KEPT = 10_000;

type Page = NonNullable<Awaited<ReturnType<PublicPagesRepository['conventionPage']>>>;
type PageEvent = Page['events'][number]['event'];

/** A pairings part of an event's public page, as `PublicPagesService` serves it. */
interface EventPairings {
  round: number;
  tables: { table: number; hall?: string; player1: Side; player2: Side | null; partner1?: Side | null; partner2?: Side | null }[];
}
interface Side {
  name: string;
  reading: string | null;
}

/**
 * A convention's public page (no sign-in), when its organizers made it public: its name, venue and
 * dates, those of its events whose own public page is on (each with its status and its latest
 * posted round's clock, linked to its own page), and its open on-demand queues (how many wait, no
 * names). `tables`: the running rounds' tables with their hall labels, of the events whose
 * pairings are public, for "find my table": taken from the events' own cached pairings.
 *
 * Cached per part as events' pages are (`PublicCache`), dropped by an update of one of its events
 * (the parts that update changes, `partsChangedBy`) or of the convention itself (its group's
 * updates: settings, hall, events joining or leaving, queues), from any process.
 */
@Injectable()
export class PublicConventionsService implements OnModuleInit {
  private readonly cache = new PublicCache<ConventionPart>();
  /** Each event's convention, learned when the convention's page is computed (every event of it, public or not). */
  private readonly conventionOfEvent = new Map<string, string>();

  constructor(
    private readonly pages: PublicPagesRepository,
    private readonly events: PublicPagesService,
    private readonly live: LiveService,
  ) {}

  onModuleInit() {
    this.live.onEveryUpdate((update) => {
      const conventionId = this.conventionOfEvent.get(update.eventId);
      if (!conventionId) return;
      const parts = partsChangedBy(update.kind);
      this.cache.drop(conventionId, [
        ...(parts.includes('event') ? (['convention'] as const) : []),
        ...(parts.includes('pairings') ? (['tables'] as const) : []),
      ]);
    });
    this.live.onEveryGroupUpdate((groupId) => this.cache.drop(groupId));
  }

  /** Null: no such convention, or its page is off. */
  part(conventionId: string, part: ConventionPart): Promise<CachedBody | null> {
    return this.cache.get(conventionId, part, part, () => this.compute(conventionId, part));
  }

  /** What a fresh computation gives, past the cache. */
  async compute(conventionId: string, part: ConventionPart): Promise<unknown> {
    const page = await this.pages.conventionPage(conventionId);
    if (!page?.publicPage) return null;
    for (const { event } of page.events) {
      this.conventionOfEvent.delete(event.id);
      if (this.conventionOfEvent.size >= EVENTS_KEPT) this.conventionOfEvent.delete(this.conventionOfEvent.keys().next().value!);
      this.conventionOfEvent.set(event.id, conventionId);
    }
    const shown = page.events.filter(({ event }) => event.publicPage);
    return part === 'convention' ? summary(page, shown) : { events: await this.tables(shown.map(({ event }) => event)) };
  }

  /** The events' running rounds' tables: the latest posted round, while open, of a public pairing. */
  private async tables(events: PageEvent[]) {
    const running = events.filter((event) => event.publicPairings && event.status !== 'FINISHED' && event.rounds[0]?.closedAt === null);
    const pairings = await Promise.all(
      running.map(async (event) => {
        const body = await this.events.part(event.shortCode, 'pairings');
        return body ? (JSON.parse(body.json.toString()) as EventPairings) : null;
      }),
    );
    return running.flatMap((event, i) => {
      const round = pairings[i];
      if (!round || round.round !== event.rounds[0].number) return [];
      return [
        {
          shortCode: event.shortCode,
          name: event.name,
          round: round.round,
          tables: round.tables.map((table) => ({
            table: table.table,
            hall: table.hall ?? null,
            player1: side(table.player1),
            player2: table.player2 && side(table.player2),
            ...(table.partner1 || table.partner2
              ? { partner1: table.partner1 && side(table.partner1), partner2: table.partner2 && side(table.partner2) }
              : {}),
          })),
        },
      ];
    });
  }
}

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);
const side = ({ name, reading }: Side): Side => ({ name, reading });

function summary(page: Page, shown: Page['events']) {
  return {
    convention: { name: page.name, venue: page.venue, startsOn: day(page.startsOn), endsOn: day(page.endsOn) },
    events: shown.map(({ main, event }) => ({
      shortCode: event.shortCode,
      name: event.name,
      status: event.status,
      formatName: event.formatName,
      main,
      round: event.rounds[0] ?? null,
    })),
    queues: page.onDemandQueues.map((queue) => ({
      name: queue.name,
      formatName: queue.formatName,
      podSize: queue.podSize,
      waiting: queue._count.entries,
    })),
  };
}
