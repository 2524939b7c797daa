import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { DateTimeScalar } from '../../platform/graphql';

@ObjectType('Webhook', { description: "Where an organization's event news is posted: a Discord channel's webhook, or a JSON endpoint." })
export class WebhookModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID, { nullable: true, description: "One event's news only; null: every event of the organization." })
  eventId!: string | null;

  @Field({ description: 'The https address it posts to.' })
  url!: string;

  @Field({ description: "DISCORD (a Discord webhook's body, in the event's language) or JSON (a machine payload)." })
  format!: string;

  @Field(() => [String], { description: 'What it is sent: PAIRINGS_POSTED, STANDINGS_PUBLISHED, TOP_CUT, CHAMPION, DECKLISTS_PUBLISHED.' })
  kinds!: string[];

  @Field({ description: 'False while paused: nothing is queued for it, and what was queued is given up.' })
  enabled!: boolean;

  @Field(() => DateTimeScalar)
  createdAt!: Date;
}

@ObjectType('NewWebhook')
export class NewWebhookModel {
  @Field({
    description:
      'Signs every request (X-Taikai-Signature: sha256=HMAC-SHA256 of "<X-Taikai-Timestamp>.<body>"): shown this once, keep it where the receiver checks it.',
  })
  secret!: string;

  @Field(() => WebhookModel)
  webhook!: WebhookModel;
}

@ObjectType('WebhookDelivery', { description: 'One message to a webhook and how its sending went.' })
export class WebhookDeliveryModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  webhookId!: string;

  @Field({ description: 'What it tells: a webhook kind, or TEST.' })
  kind!: string;

  @Field(() => ID, { nullable: true })
  eventId!: string | null;

  @Field(() => Int, { description: 'Attempts made so far (at most 6).' })
  attempts!: number;

  @Field(() => Int, { nullable: true, description: "The receiver's HTTP status at the last attempt." })
  lastStatus!: number | null;

  @Field(() => String, { nullable: true, description: 'Why the last attempt failed.' })
  lastError!: string | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When it is tried again; null once delivered or given up.' })
  nextAttemptAt!: Date | null;

  @Field(() => DateTimeScalar, { nullable: true })
  deliveredAt!: Date | null;

  @Field(() => DateTimeScalar)
  createdAt!: Date;
}

@InputType('WebhookInput', { description: 'A webhook to add.' })
export class WebhookInputModel {
  @Field(() => ID)
  organizationId!: string;

  @Field(() => ID, { nullable: true, description: "One event of the organization's; omitted: all its events." })
  eventId?: string | null;

  @Field({ description: 'https on a public host name, e.g. a Discord channel\'s "Copy Webhook URL".' })
  url!: string;

  @Field({ description: 'DISCORD or JSON.' })
  format!: string;

  @Field(() => [String], { description: 'PAIRINGS_POSTED, STANDINGS_PUBLISHED, TOP_CUT, CHAMPION, DECKLISTS_PUBLISHED.' })
  kinds!: string[];
}
