import { Injectable } from '@nestjs/common';
import { PushNetwork } from '../push';

/**
 * How the server finds a webhook's addresses: push's rules (public addresses only, checked when
 * connecting), as an instance of its own, so a test that lets webhooks reach 127.0.0.1 leaves
 * push as it is (and the other way round).
 */
@Injectable()
export class WebhookNetwork extends PushNetwork {}
