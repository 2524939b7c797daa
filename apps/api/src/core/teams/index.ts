export type { TeamsErrorCode } from './teams.codes';
export { TeamsModule } from './teams.module';
export { TEAM_DROP_REASON, TeamsService, toTeamModel } from './teams.service';
export { TeamMemberInput, TeamModel, TeamStatus } from './team.model';
export { teamsOfFile, type FileTeam, type FileTeamLine } from './team-roster';
