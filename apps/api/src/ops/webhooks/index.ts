export { WebhooksModule } from './webhooks.module';
export { WebhookNetwork } from './webhook-network';
export { WebhookSender } from './webhook-sender';
export { WebhooksService } from './webhooks.service';
