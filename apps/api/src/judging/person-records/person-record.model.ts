import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { FormatType, PenaltyStatus } from '../../generated/prisma/enums';
import { DateTimeScalar } from '../../platform/graphql';

@ObjectType('PersonRegistration', { description: "One of a person's registrations: the event and how they finished it." })
export class PersonRegistrationModel {
  @Field(() => ID)
  playerId!: string;

  @Field(() => ID)
  eventId!: string;

  @Field()
  eventName!: string;

  @Field(() => DateTimeScalar, { description: 'When the event starts (when it was made, if no start was set).' })
  eventDate!: Date;

  @Field(() => FormatType)
  formatType!: FormatType;

  @Field({ description: 'The game (rule profile), e.g. magic.' })
  ruleProfile!: string;

  @Field(() => Int, { nullable: true, description: 'Place in the final standings (the top cut first); null before the first round.' })
  place!: number | null;

  @Field(() => Int)
  wins!: number;

  @Field(() => Int)
  losses!: number;

  @Field(() => Int)
  draws!: number;

  @Field(() => Int, { description: 'Match points.' })
  points!: number;

  @Field()
  dropped!: boolean;

  @Field({ description: 'Dropped at round 1 for not checking in: registered (or pre-registered) and never came.' })
  noShow!: boolean;

  @Field()
  disqualified!: boolean;

  @Field(() => String, { nullable: true })
  deckName!: string | null;

  @Field({ description: 'Whether a decklist was registered.' })
  hasDecklist!: boolean;
}

@ObjectType('PersonPenalty', { description: 'A penalty a person received at one of the organization’s events.' })
export class PersonPenaltyModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  eventId!: string;

  @Field()
  eventName!: string;

  @Field(() => Int, { nullable: true })
  roundNumber!: number | null;

  @Field(() => DateTimeScalar, { description: 'When it was logged.' })
  date!: Date;

  @Field({ description: 'The infraction code, e.g. GPE-HCE.' })
  infraction!: string;

  @Field({ description: "The infraction's name in the caller's language." })
  infractionName!: string;

  @Field({ description: 'The penalty code, e.g. WARNING.' })
  penalty!: string;

  @Field({ description: "The penalty's name in the caller's language." })
  penaltyName!: string;

  @Field(() => PenaltyStatus)
  status!: PenaltyStatus;
}

@ObjectType('PersonHistory', { description: "A person's events, results and penalties across their organization." })
export class PersonHistoryModel {
  @Field(() => ID)
  personId!: string;

  @Field()
  name!: string;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the person was forgotten (their name is then anonymous).' })
  forgottenAt!: Date | null;

  @Field(() => [PersonRegistrationModel], { description: 'Newest event first.' })
  registrations!: PersonRegistrationModel[];

  @Field(() => Int, { description: 'Registrations that were no-shows (noShow).' })
  noShowCount!: number;

  @Field(() => [PersonPenaltyModel], {
    nullable: true,
    description: "Newest first; null unless the caller may read the person's penalty history (people.penaltyHistory).",
  })
  penalties!: PersonPenaltyModel[] | null;
}

@ObjectType('ForgottenPerson', { description: 'A person whose personal data was removed; results kept under an anonymous name.' })
export class ForgottenPersonModel {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'The anonymous name ("Forgotten player 7F3A"), one form in every language; apps translate it.' })
  name!: string;

  @Field(() => DateTimeScalar)
  forgottenAt!: Date;

  @Field(() => Int, { description: 'Registrations that now carry the anonymous name.' })
  registrations!: number;
}
