import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { TeamMatchOutcome, TeamMatchStatus } from '../../generated/prisma/enums';
import { MatchModel } from './match.model';
import type { TeamMatchRow } from './team-matches.repository';

registerEnumType(TeamMatchStatus, {
  name: 'TeamMatchStatus',
  description: 'Where a team match stands (MTR 8.2, 9.1).',
  valuesMap: {
    PENDING: { description: 'The result still depends on seats being played.' },
    DECIDED: { description: 'Known although a seat is still playing (two seat wins of three).' },
    FINAL: { description: 'Every seat is reported (a bye: at once).' },
  },
});
registerEnumType(TeamMatchOutcome, { name: 'TeamMatchOutcome', description: 'Who won a team match; null while PENDING.' });

@ObjectType('TeamRef', { description: 'A team as a team match or a standings line names it.' })
export class TeamRefModel {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;
}

@ObjectType('TeamMatch', {
  description:
    'A match between two teams (MTR 8.2: player A plays player A …; Two-Headed Giant, MTR 9.1: one shared game), decided by its seat matches.',
})
export class TeamMatchModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  roundId!: string;

  @Field(() => Int, { description: 'The team match’s own number; its seat matches have their tables.' })
  table!: number;

  @Field(() => TeamMatchStatus)
  status!: TeamMatchStatus;

  @Field(() => TeamMatchOutcome, { nullable: true })
  outcome!: TeamMatchOutcome | null;

  @Field(() => TeamRefModel, { description: 'Its players are player 1 of each seat match.' })
  team1!: TeamRefModel;

  @Field(() => TeamRefModel, { nullable: true, description: 'null: a bye.' })
  team2!: TeamRefModel | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Top cut: team 1’s seed (1 = best team standing), who chooses play or draw (MTR 2.2); null in Swiss rounds.',
  })
  team1Seed!: number | null;

  @Field(() => Int, { nullable: true, description: 'Top cut: team 2’s seed; null in Swiss rounds and for a bye.' })
  team2Seed!: number | null;

  @Field(() => [MatchModel], { description: 'By seat (A, B, C) or the one SHARED game; a bye: each member’s bye.' })
  seatMatches!: MatchModel[];
}

/**
 * The team match as the API shows it, with its seat matches (the round's matches naming it).
 * `seeds`: a top cut's seeds by player (each member carries the team's), none in Swiss rounds.
 */
export function toTeamMatchModel(
  row: TeamMatchRow,
  roundMatches: readonly MatchModel[],
  seeds: ReadonlyMap<string, number> = new Map(),
): TeamMatchModel {
  const seatMatches = roundMatches.filter((match) => match.teamMatchId === row.id);
  const first = seatMatches[0];
  return {
    id: row.id,
    roundId: row.roundId,
    table: row.table,
    status: row.status,
    outcome: row.outcome,
    team1: row.team1,
    team2: row.team2,
    team1Seed: (first && seeds.get(first.player1Id)) ?? null,
    team2Seed: (first?.player2Id ? seeds.get(first.player2Id) : undefined) ?? null,
    seatMatches,
  };
}
