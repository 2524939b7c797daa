export { CalendarModule } from './calendar.module';
