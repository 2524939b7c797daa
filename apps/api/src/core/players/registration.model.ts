import { Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType()
export class RegistrationEvent {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field({ description: "The slug of the event's organization: its page on the phone is /play/o/<slug>." })
  organizationSlug!: string;
}

@ObjectType('Registration', { description: "A player's own registration, as the player page sees it." })
export class RegistrationModel {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field(() => RegistrationEvent)
  event!: RegistrationEvent;
}

@ObjectType('PlayerAuthPayload', { description: "A player's sign-in: the token, and whom it signs in (the page needs no second request)." })
export class PlayerAuthPayload {
  @Field({ description: 'Send as `Authorization: Bearer <token>`.' })
  token!: string;

  @Field(() => RegistrationModel)
  registration!: RegistrationModel;

  @Field(() => String, {
    nullable: true,
    description:
      "The person token for this phone (the registration's person at the event's organization): their events there, pre-registering, and signing in to an event they are registered in without a code. Null when the registration has no person.",
  })
  personToken!: string | null;
}
