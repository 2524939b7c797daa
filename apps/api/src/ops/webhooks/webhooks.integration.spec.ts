import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PrismaService } from '../../platform/database/prisma.service';
import { createEvent, createStaff, must, playerToken, registerPlayers, RegisteredPlayer } from '../../../testing/event-fixture';
import { PairNextRoundDocument, RecordResultDocument, StartTopCutDocument } from '../../../testing/generated/graphql';
import { startTestServer, TestServer } from '../../../testing/test-server';
import { isPublicAddress } from '../push';
import { WebhookNetwork } from './webhook-network';
import { WebhookSender } from './webhook-sender';

/** The receivers' name: webhook addresses are host names, and the server refuses IP addresses. */
const HOOKS_HOST = 'hooks.test';

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * Webhook receivers on 127.0.0.1, as Discord's would be: HTTPS on a host name, a certificate made
 * for this test and trusted only by this process. Each path answers `answers[path]` in turn (200
 * once they run out); `/hang` never answers.
 */
class LocalReceiver {
  readonly received: Received[] = [];
  readonly answers = new Map<string, number[]>();
  private server!: https.Server;
  private readonly hanging: (() => void)[] = [];
  origin = '';

  async start() {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taikai-hooks-'));
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'],
        ...['-subj', `/CN=${HOOKS_HOST}`, '-addext', `subjectAltName=DNS:${HOOKS_HOST}`],
        ...['-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')],
      ],
      { stdio: 'ignore' },
    );
    const cert = fs.readFileSync(path.join(dir, 'cert.pem'));
    // The server under test runs in this process and its sender copies the global agent's options: it trusts this certificate.
    https.globalAgent.options.ca = cert;
    this.server = https.createServer({ key: fs.readFileSync(path.join(dir, 'key.pem')), cert }, (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        if (req.url === '/hang') return this.hanging.push(() => res.destroy());
        this.received.push({ path: req.url!, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        res.statusCode = this.answers.get(req.url!)?.shift() ?? 200;
        res.end();
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.origin = `https://${HOOKS_HOST}:${(this.server.address() as AddressInfo).port}`;
  }

  /** What one path received since the last call. */
  take(at: string): Received[] {
    const taken = this.received.filter((request) => request.path === at);
    this.received.splice(0, this.received.length, ...this.received.filter((request) => request.path !== at));
    return taken;
  }

  close() {
    delete https.globalAgent.options.ca;
    this.hanging.forEach((end) => end());
    return new Promise((resolve) => this.server.close(resolve));
  }
}

async function until<T>(what: string, read: () => Promise<T | undefined> | T | undefined, timeoutMs = 10_000): Promise<T> {
  for (const deadline = Date.now() + timeoutMs; ; await new Promise((resolve) => setTimeout(resolve, 25))) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
  }
}

describe('webhooks: event news to Discord and JSON receivers (real server, real database, receivers on 127.0.0.1)', () => {
  let server: TestServer;
  let organizer: string;
  let eventId: string;
  let organizationId: string;
  let players: RegisteredPlayer[];
  const receiver = new LocalReceiver();
  /** Names this test maps to addresses (no DNS here); hooks.test is the receivers' 127.0.0.1, allowed for this test alone. */
  const mapped = new Map<string, string>();

  const addWebhook = (input: Record<string, unknown>, token = organizer, language: 'en' | 'ja' = 'en') =>
    server.gql<{ addWebhook: { secret: string; webhook: { id: string } } }>(
      'mutation($input: WebhookInput!) { addWebhook(input: $input) { secret webhook { id url format kinds } } }',
      { input: { organizationId, ...input } },
      { token, language },
    );
  const deliveries = async () =>
    (
      await must<{
        webhookDeliveries: {
          webhookId: string;
          kind: string;
          attempts: number;
          lastStatus: number | null;
          lastError: string | null;
          nextAttemptAt: string | null;
          deliveredAt: string | null;
        }[];
      }>(
        server,
        'query($o: ID!) { webhookDeliveries(organizationId: $o, limit: 100) { webhookId kind attempts lastStatus lastError nextAttemptAt deliveredAt } }',
        { o: organizationId },
        organizer,
      )
    ).webhookDeliveries;
  const publishRound = (roundId: string) =>
    must(server, 'mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: roundId }, organizer);
  const signed = (secret: string, request: Received) =>
    request.headers['x-taikai-signature'] ===
    `sha256=${createHmac('sha256', secret)
      .update(`${String(request.headers['x-taikai-timestamp'])}.${request.body}`)
      .digest('hex')}`;

  beforeAll(async () => {
    server = await startTestServer();
    organizer = await server.loginAsOrganizer();
    // Held in Japan: its Discord messages are in Japanese.
    eventId = await createEvent(server, organizer, { name: '店舗大会', locale: 'ja-JP', topCut: 2 });
    organizationId = (
      await must<{ event: { organizationId: string } }>(
        server,
        'query($e: ID!) { event(id: $e) { organizationId } }',
        { e: eventId },
        organizer,
      )
    ).event.organizationId;
    players = await registerPlayers(server, organizer, eventId, ['Ann', 'Bea', 'Cal', 'Dai']);
    await receiver.start();
    mapped.set(HOOKS_HOST, '127.0.0.1');
    Object.assign(server.get(WebhookNetwork), {
      resolve: async (hostname: string) => (mapped.has(hostname) ? [{ address: mapped.get(hostname)!, family: 4 }] : []),
      permits: (address: string) => address === '127.0.0.1' || isPublicAddress(address),
    });
    // Retries within the test's time, not 30 s apart.
    server.get(WebhookSender).retryDelayMs = () => 50;
  });
  afterAll(async () => {
    await server.close();
    await receiver.close();
  });

  it('refuses addresses that are not https on a public host name, and unknown kinds, with a translated message, storing nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ url: 'http://discord.com/api/webhooks/1/x' }, 'WEBHOOK_URL_REFUSED', 'https://'],
      [{ url: `https://127.0.0.1:${new URL(receiver.origin).port}/discord` }, 'WEBHOOK_URL_REFUSED', 'IPアドレス'],
      [{ url: 'https://[::1]/discord' }, 'WEBHOOK_URL_REFUSED', 'IPアドレス'],
      [{ url: 'https://10.0.0.7/discord' }, 'WEBHOOK_URL_REFUSED', 'IPアドレス'],
      [{ url: 'https://localhost/discord' }, 'WEBHOOK_URL_REFUSED', 'localhost'],
      [{ url: 'https://router.lan/discord' }, 'WEBHOOK_URL_REFUSED', 'https://'],
      [{ url: 'https://192-168-0-1.nip.io/discord' }, 'WEBHOOK_URL_REFUSED', 'https://'],
      [{ url: 'https://user:pw@discord.com/api/webhooks/1/x' }, 'WEBHOOK_URL_REFUSED', 'https://'],
      [{ kinds: ['PAIRINGS_POSTED', 'ROUND_ENDED'] }, 'INVALID_INPUT', '送信する内容'],
      [{ kinds: [] }, 'INVALID_INPUT', '送信する内容'],
      [{ format: 'SLACK' }, 'INVALID_INPUT', 'メッセージの形式'],
    ];
    for (const [input, code, words] of cases) {
      const result = await addWebhook(
        { url: `${receiver.origin}/discord`, format: 'DISCORD', kinds: ['PAIRINGS_POSTED'], ...input },
        organizer,
        'ja',
      );
      expect([input, result.errors?.[0].extensions?.code]).toEqual([input, code]);
      expect(result.errors?.[0].message).toContain(words);
    }
    expect(await server.get(PrismaService).webhook.count()).toBe(0);
  });

  it("refuses another organization's owner and players, who may not add, list or see deliveries", async () => {
    const other = await createStaff(server, organizer, 'other-owner@example.com');
    const created = await must<{ createOrganization: { id: string } }>(
      server,
      'mutation { createOrganization(input: { name: "Other store", slug: "other-store" }) { id } }',
      {},
      organizer,
    );
    await must(
      server,
      'mutation($o: ID!) { addOrganizationMember(organizationId: $o, email: "other-owner@example.com", role: OWNER) { id } }',
      { o: created.createOrganization.id },
      organizer,
    );
    const player = await playerToken(server, eventId, players[0].accessCode);
    for (const token of [other, player]) {
      const added = await addWebhook({ url: `${receiver.origin}/discord`, format: 'DISCORD', kinds: ['PAIRINGS_POSTED'] }, token);
      expect(added.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const listed = await server.gql('query($o: ID!) { webhooks(organizationId: $o) { id url } }', { o: organizationId }, { token });
      expect(listed.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    expect(await server.get(PrismaService).webhook.count()).toBe(0);
  });

  let discordSecret = '';
  let discordId = '';
  let flakySecret = '';

  it('posts one signed Discord message in Japanese when a round of a ja-JP event is published, none while it is a draft', async () => {
    const discord = await addWebhook({
      eventId,
      url: `${receiver.origin}/discord`,
      format: 'DISCORD',
      kinds: ['PAIRINGS_POSTED', 'TOP_CUT', 'CHAMPION'],
    });
    discordSecret = discord.data!.addWebhook.secret;
    discordId = discord.data!.addWebhook.webhook.id;
    expect(discordSecret).toMatch(/^whsec_[\w-]{43}$/);
    // The secret is shown once: the list has no field for it.
    const listed = await server.gql(
      'query($o: ID!) { webhooks(organizationId: $o) { secret } }',
      { o: organizationId },
      { token: organizer },
    );
    expect(listed.errors?.[0].extensions?.code).toBe('INVALID_QUERY');
    // A JSON receiver for the organization's standings, answering 500 first.
    receiver.answers.set('/flaky', [500]);
    flakySecret = (await addWebhook({ url: `${receiver.origin}/flaky`, format: 'JSON', kinds: ['STANDINGS_PUBLISHED'] })).data!.addWebhook
      .secret;

    const round = (await must(server, PairNextRoundDocument, { eventId }, organizer)).pairNextRound;
    await server.get(WebhookSender).idle();
    expect(receiver.take('/discord')).toEqual([]);
    await publishRound(round.id);
    const [message] = await until('the Discord message', () => nonEmpty(receiver.take('/discord')));
    expect(signed(discordSecret, message)).toBe(true);
    expect(message.headers['x-taikai-kind']).toBe('PAIRINGS_POSTED');
    expect(Math.abs(Number(message.headers['x-taikai-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
    expect(JSON.parse(message.body)).toEqual({
      content: '**店舗大会**：第1回戦の対戦表を発表しました（2卓）',
      allowed_mentions: { parse: [] },
    });
    for (const match of round.matches)
      await must(server, RecordResultDocument, { matchId: match.id, input: { player1Wins: 2, player2Wins: 0, draws: 0 } }, organizer);
  });

  it('retries a receiver that answered 500, with back-off, until it takes the message (JSON, signed)', async () => {
    await must(server, 'mutation($e: ID!) { publishStandings(eventId: $e, published: true) { id } }', { e: eventId }, organizer);
    const [first, second] = await until('two attempts', () => {
      const got = receiver.received.filter((request) => request.path === '/flaky');
      return got.length >= 2 ? receiver.take('/flaky') : undefined;
    });
    expect(second.body).toBe(first.body);
    expect(signed(flakySecret, second)).toBe(true);
    expect(signed(discordSecret, second)).toBe(false);
    expect(JSON.parse(second.body)).toEqual({
      version: 1,
      id: second.headers['x-taikai-delivery'],
      kind: 'STANDINGS_PUBLISHED',
      occurredAt: expect.any(String),
      event: { id: eventId, name: '店舗大会', shortCode: expect.any(String), url: null },
      afterRound: 1,
    });
    const delivery = await until('the delivery logged as delivered', async () =>
      (await deliveries()).find((row) => row.kind === 'STANDINGS_PUBLISHED' && row.deliveredAt),
    );
    expect(delivery).toMatchObject({ attempts: 2, lastStatus: 200, lastError: null, nextAttemptAt: null });
  });

  it('never holds up the event (a receiver hanging, another down), and posts the top cut, the decklists and the champion', async () => {
    mapped.set('down.test', '127.0.0.1');
    const closedPort = await freePort();
    const hanging = (await addWebhook({ eventId, url: `${receiver.origin}/hang`, format: 'JSON', kinds: ['TOP_CUT'] })).data!.addWebhook
      .webhook.id;
    await addWebhook({ eventId, url: `https://down.test:${closedPort}/gone`, format: 'DISCORD', kinds: ['TOP_CUT'] });
    const topCut = (await must(server, StartTopCutDocument, { eventId, size: 2 }, organizer)).startTopCut;
    const started = Date.now();
    await publishRound(topCut.id);
    expect(Date.now() - started).toBeLessThan(2000);
    await must(server, 'mutation($w: ID!) { removeWebhook(id: $w) }', { w: hanging }, organizer);
    // The top cut reaches Discord, in Japanese, with its pairings.
    const messages = await until('the top cut and its pairings', () => {
      const got = receiver.received.filter((request) => request.path === '/discord');
      return got.length >= 2 ? receiver.take('/discord') : undefined;
    });
    expect(messages.map((request) => JSON.parse(request.body).content).sort()).toEqual(
      [
        '**店舗大会**：決勝ラウンドの対戦表を発表しました（1卓）',
        expect.stringMatching(/^\*\*店舗大会\*\*：決勝ラウンド進出者（上位2名）：(Ann|Bea|Cal|Dai)、(Ann|Bea|Cal|Dai)$/),
      ].sort(),
    );
    // The receiver that is down is retried, then given up, logged with why.
    const down = await until('the delivery to the closed port given up', async () =>
      (await deliveries()).find(
        (row) =>
          row.kind === 'TOP_CUT' &&
          row.attempts === 6 &&
          row.nextAttemptAt === null &&
          !row.deliveredAt &&
          row.lastError?.includes('ECONNREFUSED'),
      ),
    );
    expect(down.lastStatus).toBeNull();

    // The top cut's lists, published.
    await addWebhook({ eventId, url: `${receiver.origin}/lists`, format: 'DISCORD', kinds: ['DECKLISTS_PUBLISHED'] });
    await must(
      server,
      'mutation($e: ID!) { setDecklistSettings(eventId: $e, input: { requirement: TOP_CUT }) { requirement } }',
      { e: eventId },
      organizer,
    );
    await must(server, 'mutation($e: ID!) { publishDecklists(eventId: $e, top: 2) { publishedTop } }', { e: eventId }, organizer);
    const [lists] = await until('the decklists message', () => nonEmpty(receiver.take('/lists')));
    expect(JSON.parse(lists.body).content).toBe('**店舗大会**：上位2名のデッキリストを公開しました');

    const final = topCut.matches[0];
    await must(server, RecordResultDocument, { matchId: final.id, input: { player1Wins: 0, player2Wins: 2, draws: 0 } }, organizer);
    await must(server, PairNextRoundDocument, { eventId }, organizer);
    const [champion] = await until('the champion', () => nonEmpty(receiver.take('/discord')));
    expect(JSON.parse(champion.body).content).toBe(`**店舗大会**：優勝は${final.player2!.name}さんです！`);
    // The final's pairings, named again by the change that ended the event, were queued once.
    const toDiscord = (await deliveries()).filter((row) => row.webhookId === discordId).map((row) => row.kind);
    expect(toDiscord.sort()).toEqual(['CHAMPION', 'PAIRINGS_POSTED', 'PAIRINGS_POSTED', 'TOP_CUT']);
    expect(receiver.take('/discord')).toEqual([]);
  });

  it('names the Swiss leader the champion when an event without a top cut finishes, in English', async () => {
    const swiss = (
      await must<{ createEvent: { id: string } }>(
        server,
        'mutation($o: ID) { createEvent(input: { name: "Friday Swiss" }, organizationId: $o) { id } }',
        { o: organizationId },
        organizer,
      )
    ).createEvent.id;
    await registerPlayers(server, organizer, swiss, ['Eve', 'Fay', 'Gus', 'Hal']);
    expect(
      (await addWebhook({ eventId: swiss, url: `${receiver.origin}/swiss`, format: 'DISCORD', kinds: ['CHAMPION'] })).errors,
    ).toBeUndefined();
    // Two rounds, the first-named player of each table winning: one player ends 2-0.
    const wins = new Map<string, number>();
    for (let round = 0; round < 2; round++) {
      const paired = (await must(server, PairNextRoundDocument, { eventId: swiss }, organizer)).pairNextRound;
      await publishRound(paired.id);
      for (const match of paired.matches.filter((m) => m.player2)) {
        await must(server, RecordResultDocument, { matchId: match.id, input: { player1Wins: 2, player2Wins: 0, draws: 0 } }, organizer);
        wins.set(match.player1.name, (wins.get(match.player1.name) ?? 0) + 1);
      }
    }
    const [leader] = [...wins].filter(([, won]) => won === 2).map(([name]) => name);
    await must(server, 'mutation($e: ID!) { finishEvent(eventId: $e) { status } }', { e: swiss }, organizer);
    const [champion] = await until('the champion', () => nonEmpty(receiver.take('/swiss')));
    expect(JSON.parse(champion.body).content).toBe(`**Friday Swiss**: ${leader} is the champion!`);
  });

  it('refuses at send time a name that resolves to a private address, and sends a test message on request', async () => {
    mapped.set('inside.example.com', '10.1.2.3');
    const inside = (await addWebhook({ url: 'https://inside.example.com/hook', format: 'JSON', kinds: ['CHAMPION'] })).data!.addWebhook
      .webhook.id;
    await must(server, 'mutation($w: ID!) { testWebhook(id: $w) }', { w: inside }, organizer);
    const refused = await until('the refused delivery', async () =>
      (await deliveries()).find((row) => row.webhookId === inside && row.attempts > 0),
    );
    expect(refused).toMatchObject({ kind: 'TEST', attempts: 1, nextAttemptAt: null, deliveredAt: null });
    expect(refused.lastError).toContain('10.1.2.3');

    const english = (await addWebhook({ url: `${receiver.origin}/english`, format: 'DISCORD', kinds: ['CHAMPION'] })).data!.addWebhook;
    // Paused, it is sent nothing: the test is given up as disabled.
    await must(server, 'mutation($w: ID!) { setWebhookEnabled(id: $w, enabled: false) { enabled } }', { w: english.webhook.id }, organizer);
    await must(server, 'mutation($w: ID!) { testWebhook(id: $w) }', { w: english.webhook.id }, organizer);
    const paused = await until('the paused delivery', async () =>
      (await deliveries()).find((row) => row.webhookId === english.webhook.id && row.attempts > 0),
    );
    expect(paused).toMatchObject({ lastError: 'disabled', nextAttemptAt: null, deliveredAt: null });
    expect(receiver.take('/english')).toEqual([]);
    await must(server, 'mutation($w: ID!) { setWebhookEnabled(id: $w, enabled: true) { enabled } }', { w: english.webhook.id }, organizer);
    await must(server, 'mutation($w: ID!) { testWebhook(id: $w) }', { w: english.webhook.id }, organizer);
    const [test] = await until('the test message', () => nonEmpty(receiver.take('/english')));
    expect(signed(english.secret, test)).toBe(true);
    expect(JSON.parse(test.body).content).toBe('A test message from Taikai: this webhook works.');
    expect(await must(server, 'mutation($w: ID!) { removeWebhook(id: $w) }', { w: english.webhook.id }, organizer)).toEqual({
      removeWebhook: true,
    });
    const audit = await server.get(PrismaService).auditEntry.findMany({
      where: { action: { startsWith: 'webhook.' } },
      select: { action: true, before: true, after: true },
    });
    expect(audit.map((entry) => entry.action)).toContain('webhook.remove');
    // The audit keeps the host, never the address's path (a Discord webhook's token).
    expect(JSON.stringify(audit)).not.toContain('/discord');
  });
});

const nonEmpty = <T>(list: T[]): T[] | undefined => (list.length ? list : undefined);

/** A port nothing listens on: taken, then closed. */
async function freePort(): Promise<number> {
  const probe = https.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
