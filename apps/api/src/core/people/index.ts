export type { PeopleErrorCode } from './people.codes';
export { PeopleModule } from './people.module';
export { PeopleService, suspendedError } from './people.service';
export type { DirectoryMatch, LinkedRegistrant, Registrant } from './people.service';
export { PersonMatch } from './person.model';
export { identifierKindOf } from './person-search';
export { NO_SHOW_DROP_REASON } from './person-rules';
