import { Module } from '@nestjs/common';
import { ServerInfoModule } from '../server-info';
import { CalendarController } from './calendar.controller';
import { CalendarRepository } from './calendar.repository';
import { CalendarService } from './calendar.service';

@Module({ imports: [ServerInfoModule], controllers: [CalendarController], providers: [CalendarRepository, CalendarService] })
export class CalendarModule {}
