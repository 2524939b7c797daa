import { createHmac } from 'node:crypto';
import { type Language, type WebhookNews, webhookText } from '../../platform/i18n';

/** DISCORD or JSON (the edge allows no other, input-bounds.ts). */
export type WebhookFormat = 'DISCORD' | 'JSON';

/** The event a message is about, as the message names it. */
export interface NewsEvent {
  id: string;
  name: string;
  shortCode: string;
  language: Language;
  /** Its public page, when it has one and the server knows its address. */
  url: string | null;
}

/** Discord refuses a `content` longer than this. */
const DISCORD_CONTENT_MAX = 2000;

/**
 * The request body of one delivery, made when it is queued (each retry sends the same bytes).
 * DISCORD: a Discord webhook body in the event's language, mentioning nobody whatever the names
 * hold. JSON: a stable payload for machines (`version` 1), in no language.
 */
export function messageBody(format: WebhookFormat, id: string, event: NewsEvent | null, news: WebhookNews, at: Date): string {
  if (format === 'DISCORD') {
    const content = webhookText(event?.language ?? 'en', event?.name ?? null, news, event?.url ?? null);
    return JSON.stringify({ content: content.slice(0, DISCORD_CONTENT_MAX), allowed_mentions: { parse: [] } });
  }
  const { kind, ...facts } = news;
  const about = event && { id: event.id, name: event.name, shortCode: event.shortCode, url: event.url };
  return JSON.stringify({ version: 1, id, kind, occurredAt: at.toISOString(), event: about, ...facts });
}

/** `X-Taikai-Signature`: HMAC-SHA256 with the webhook's secret of `<X-Taikai-Timestamp>.<body>`, hex. */
export function signature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}
