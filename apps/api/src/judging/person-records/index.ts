export { PersonRecordsModule } from './person-records.module';
export { anonymousNameOf, PersonRecordsService } from './person-records.service';
