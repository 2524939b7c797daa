import { Module } from '@nestjs/common';
import { PeopleRepository } from './people.repository';
import { PeopleResolver } from './people.resolver';
import { PeopleService } from './people.service';

@Module({
  providers: [PeopleRepository, PeopleService, PeopleResolver],
  exports: [PeopleService],
})
export class PeopleModule {}
