import { Module } from '@nestjs/common';
import { AuthModule } from '../../platform/identity';
import { EventTeamsResolver, TeamRefMembersResolver, TeamsResolver } from './teams.resolver';
import { TeamsRepository } from './teams.repository';
import { TeamsService } from './teams.service';

@Module({
  imports: [AuthModule],
  providers: [TeamsRepository, TeamsService, TeamsResolver, EventTeamsResolver, TeamRefMembersResolver],
  exports: [TeamsService],
})
export class TeamsModule {}
