import { Field, Int, ObjectType, registerEnumType } from '@nestjs/graphql';

export enum PlayerStateKind {
  /** No round posted yet. */
  NOT_STARTED = 'NOT_STARTED',
  PLAYING = 'PLAYING',
  BYE = 'BYE',
  /** A round is posted without this player (a late entry, say). */
  NOT_PAIRED = 'NOT_PAIRED',
  DROPPED = 'DROPPED',
  DISQUALIFIED = 'DISQUALIFIED',
  /** The top cut started without this player. */
  NOT_IN_CUT = 'NOT_IN_CUT',
  /** Lost a top cut match: `place` and `roundsBeforeFinal` say where. */
  ELIMINATED = 'ELIMINATED',
  CHAMPION = 'CHAMPION',
  /** The event ended without a top cut: `rank` is the final one. */
  FINISHED = 'FINISHED',
}
registerEnumType(PlayerStateKind, { name: 'PlayerStateKind' });

@ObjectType('PlayerState', { description: 'Where the signed-in player stands in their event, from the standings and the bracket.' })
export class PlayerStateModel {
  @Field(() => PlayerStateKind)
  kind!: PlayerStateKind;

  @Field(() => Int, { nullable: true, description: 'The latest posted round.' })
  roundNumber!: number | null;

  @Field(() => Int, { nullable: true, description: 'PLAYING: the table.' })
  table!: number | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'Place in the standings (the final standings once the Swiss rounds are over: after a top cut, its players by bracket place), when standings are published or the Swiss rounds are over.',
  })
  rank!: number | null;

  @Field(() => Int, {
    nullable: true,
    description: '`rank` so far: the round the standings are after, while Swiss rounds remain; null once the rank is final.',
  })
  rankAfterRound!: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Top cut: final place (losers of a round share its places by seed, once every match of that round is final).',
  })
  place!: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'ELIMINATED: rounds between the lost one and the final (0 final, 1 semi-finals, 2 quarter-finals).',
  })
  roundsBeforeFinal!: number | null;

  @Field(() => Date, { nullable: true })
  droppedAt!: Date | null;

  @Field(() => Int, { nullable: true, description: 'DROPPED: the last round posted before the drop.' })
  droppedAfterRound!: number | null;

  @Field({ description: 'DROPPED: the head judge may still let the player back in (never after a cut).' })
  reentryPossible!: boolean;
}
