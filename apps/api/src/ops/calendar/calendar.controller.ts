import { Controller, Get, Header, NotFoundException, Param } from '@nestjs/common';
import { Public } from '../../platform/common';
import { CalendarService } from './calendar.service';

@Controller('calendar')
export class CalendarController {
  constructor(private readonly calendar: CalendarService) {}

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
