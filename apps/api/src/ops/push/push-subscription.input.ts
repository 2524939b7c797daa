import { Field, InputType } from '@nestjs/graphql';

@InputType('PushSubscriptionInput', {
  description: "A phone's Web Push subscription, as the browser's PushSubscription.toJSON() gives it.",
})
export class PushSubscriptionInput {
  @Field({ description: "The browser's push service address for this phone (https)." })
  endpoint!: string;

  @Field({ description: 'keys.p256dh: the P-256 public key notifications are encrypted for (base64url).' })
  p256dh!: string;

  @Field({ description: 'keys.auth: the authentication secret (base64url, 16 bytes).' })
  auth!: string;

  @Field({ description: 'Language of the notifications: en or ja (the page’s).' })
  language!: string;
}
