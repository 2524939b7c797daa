import { Module } from '@nestjs/common';
import { StandingsModule } from '../../core/standings';
import { LiveModule } from '../../platform/live';
import { ServerInfoModule } from '../server-info';
import { WebhookNetwork } from './webhook-network';
import { WebhookSender } from './webhook-sender';
import { WebhooksRepository } from './webhooks.repository';
import { WebhooksResolver } from './webhooks.resolver';
import { WebhooksService } from './webhooks.service';

/** An organization's webhooks: event news queued in the change that makes it, sent after its commit. */
@Module({
  imports: [LiveModule, ServerInfoModule, StandingsModule],
  providers: [WebhookNetwork, WebhooksRepository, WebhookSender, WebhooksService, WebhooksResolver],
  exports: [WebhooksService, WebhookSender, WebhookNetwork],
})
export class WebhooksModule {}
