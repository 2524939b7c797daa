import { Injectable } from '@nestjs/common';
import { planSchedule, recommendEventStructure } from '@taikai/engine';
import { calendarDescription, roundCalendarEntry } from '../../platform/i18n';
import { ServerInfoService } from '../server-info';
import { CalendarRepository } from './calendar.repository';
import { icalendar } from './ical';

/** The event's public page on the phone. */
export const eventPagePath = (shortCode: string) => `/play/e/${encodeURIComponent(shortCode)}`;

/**
 * Minutes planned between a round's time limit and the next round's start (results, standings,
 * pairings, seating): the calendar's assumption, re-planned from each round's real start.
 */
export const BREAK_MINUTES = 10;

/** The phone's page of an organization (its calendar and pre-registration), under the address phones use. */
export const organizationPagePath = (slug: string) => `/play/o/${encodeURIComponent(slug)}`;

@Injectable()
export class CalendarService {
  constructor(
    private readonly calendar: CalendarRepository,
    private readonly serverInfo: ServerInfoService,
  ) {}

  /**
   * The organization's iCal feed (public: a store links it from its site): its events on the
   * calendar that are not finished, each with format, entry fee, capacity and a link to the
   * phone's organization page. Null for an unknown organization.
   */
  async feed(slug: string, now = new Date()): Promise<string | null> {
    const organization = await this.calendar.organizationBySlug(slug);
    if (!organization) return null;
    const url = `${this.serverInfo.publicAddress().url}${organizationPagePath(organization.slug)}`;
    const events = await this.calendar.listedEvents(organization.id);
    return icalendar(
      organization.name,
      events.map((event) => ({
        uid: `${event.id}@taikai`,
        start: event.startsAt!,
        summary: event.name,
        location: event.venue,
        // Worded in the language of the place it is held (a Japanese store's calendar in Japanese).
        description: calendarDescription(event.locale?.startsWith('ja') ? 'ja' : 'en', { ...event, url }),
        url,
      })),
      now,
    );
  }

  /**
   * An event's own iCal feed (public while its public page is on): a VEVENT per round, Swiss then
   * top cut, a started round at its real start (the clock's, else its pairings' publication) and
   * the later ones planned from it (`planSchedule`). Null: no such event, no start time, page off.
   */
  async eventFeed(shortCode: string, now = new Date()): Promise<string | null> {
    const event = await this.calendar.eventByCode(shortCode);
    if (!event?.publicPage || !event.startsAt) return null;
    const url = `${this.serverInfo.publicAddress().url}${eventPagePath(event.shortCode)}`;
    const language = event.locale?.startsWith('ja') ? 'ja' : 'en';
    const swissPaired = event.rounds.filter((round) => round.phase.kind !== 'SINGLE_ELIMINATION').length;
    const recommended = recommendEventStructure(event._count.players);
    const planned = event.plannedRounds ?? (recommended.ok && recommended.value.kind === 'swiss' ? recommended.value.swissRounds : 0);
    const rounds = planSchedule({
      startsAt: event.startsAt,
      roundMinutes: event.roundMinutes,
      breakMinutes: BREAK_MINUTES,
      swissRounds: Math.max(planned, swissPaired),
      topCut: event.phases[0]?._count.entries ?? event.topCut,
      started: event.rounds.flatMap((round) => {
        const startedAt = round.startedAt ?? round.publishedAt;
        return startedAt ? [{ number: round.number, startedAt }] : [];
      }),
    });
    return icalendar(
      event.name,
      rounds.map((round) => {
        const words = roundCalendarEntry(language, {
          eventName: event.name,
          number: round.number,
          playersLeft: round.playersLeft,
          started: round.started,
          url,
        });
        return {
          uid: `${event.id}-round-${round.number}@taikai`,
          start: round.startsAt,
          end: round.endsAt,
          summary: words.summary,
          location: event.venue,
          description: words.description,
          url,
        };
      }),
      now,
    );
  }
}
