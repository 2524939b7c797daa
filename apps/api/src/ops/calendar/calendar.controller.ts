import { Controller, Get, Header, NotFoundException, Param } from '@nestjs/common';
import { Public } from '../../platform/common';
import { CalendarService } from './calendar.service';

@Controller('calendar')
export class CalendarController {
  constructor(private readonly calendar: CalendarService) {}

  /**
   * `GET /calendar/events/<shortCode>.ics`: an event's rounds, planned and started (while its public
   * page is on; 404 otherwise). Kept 5 minutes, as a round's start moves the ones after it.
   */
  @Public()
  @Get('events/:file')
  @Header('Content-Type', 'text/calendar; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=300')
  async eventFeed(@Param('file') file: string) {
    const code = /^([A-Za-z0-9]{1,12})\.ics$/.exec(file)?.[1];
    const feed = code ? await this.calendar.eventFeed(code.toUpperCase()) : null;
    if (feed === null) throw new NotFoundException();
    return feed;
  }

  /** `GET /calendar/<organization-slug>.ics`: the organization's public iCal feed; 404 for an unknown slug. */
  @Public()
  @Get(':file')
  @Header('Content-Type', 'text/calendar; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=300')
  async feed(@Param('file') file: string) {
    const slug = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : null;
    const feed = slug ? await this.calendar.feed(slug) : null;
    if (feed === null) throw new NotFoundException();
    return feed;
  }
}
