import { Injectable } from '@nestjs/common';
import { calendarDescription } from '../../platform/i18n';
import { ServerInfoService } from '../server-info';
import { CalendarRepository } from './calendar.repository';
import { icalendar } from './ical';

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
}
