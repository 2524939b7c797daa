import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import type { NoteParams } from '../../platform/i18n';

/** How pairings are explained and given: the engine's notes on a round, and staff's own pairings. */

export enum PairDownReason {
  ODD_GROUP = 'ODD_GROUP',
  AVOIDS_REMATCH = 'AVOIDS_REMATCH',
}
registerEnumType(PairDownReason, { name: 'PairDownReason' });

@ObjectType()
export class PairingNote {
  @Field({ description: "The engine's code, e.g. PAIRED_DOWN, BYE, REMATCH." })
  code!: string;

  /** The engine's parameters, players by name (`message` words them in the reader's language). */
  params?: NoteParams;

  /** The English sentence rounds paired before notes kept their parameters were stored with. */
  message?: string;

  @Field(() => [ID])
  playerIds!: string[];

  @Field(() => Int, { nullable: true, description: "PAIRED_DOWN: the player's point group." })
  fromPoints?: number;

  @Field(() => Int, { nullable: true, description: "PAIRED_DOWN: the opponent's point group." })
  toPoints?: number;

  @Field(() => PairDownReason, { nullable: true, description: 'PAIRED_DOWN: why the player left their group.' })
  reason?: PairDownReason;

  @Field(() => [Int], {
    nullable: true,
    description: 'PAIRED_DOWN: groups in between, none of which could take the player without a rematch or a worse bye.',
  })
  passedOver?: number[];
}

@InputType()
export class PairingInput {
  @Field(() => ID)
  player1Id!: string;

  @Field(() => ID, { nullable: true, description: 'null: a bye.' })
  player2Id?: string | null;

  @Field(() => Int, { nullable: true, description: 'Unset: numbered in the order given.' })
  table?: number | null;
}
