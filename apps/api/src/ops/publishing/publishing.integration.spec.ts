import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { createEvent, must, registerPlayers, ROUND_FIELDS } from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';
import { MAX_PUSH_BYTES } from './publishing.controller';
import { PUSH_CONTENT_TYPE } from './publisher';

const EXPORT = 'query($e: ID!) { exportEvent(eventId: $e) }';
const STANDINGS = 'query($e: ID!) { standings(eventId: $e) { rank matchPoints gwExact omwExact player { id name } } }';
const RECORD = 'mutation($m: ID!, $i: ResultInput!) { recordResult(matchId: $m, input: $i) { id } }';

interface PushAnswer {
  status: number;
  body: { appliedSeq?: string; applied?: boolean; error?: string };
}

/**
 * A push with node's client, so a test can send the headers and hold the body back: the answer
 * to a bad token or a too-large length arrives while the body is still unsent (`body: 'never'`).
 */
function push(url: string, eventId: string, headers: Record<string, string>, body: Buffer | 'never'): Promise<PushAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${url}/publish/events/${eventId}`, {
      method: 'PUT',
      headers: { 'content-type': PUSH_CONTENT_TYPE, ...headers },
    });
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode!, body: JSON.parse(text || '{}') });
        request.destroy();
      });
    });
    request.on('error', reject);
    if (body === 'never')
      request.write('{"format":"taikai-event-export",'); // …and nothing more
    else request.end(body);
  });
}

describe('publishing a venue to a hosted Taikai (two real servers, two databases)', () => {
  let venue: TestServer;
  let hosted: TestServer;
  let venueToken: string;
  let hostedToken: string;
  let organizationId: string;

  beforeAll(async () => {
    [venue, hosted] = await Promise.all([startTestServer({ TAIKAI_PUBLISH_POLL_SECONDS: '1' }), startTestServer()]);
    [venueToken, hostedToken] = await Promise.all([venue.loginAsOrganizer(), hosted.loginAsOrganizer()]);
    organizationId = (await must<any>(hosted, '{ organizations { id } }', {}, hostedToken)).organizations[0].id;
  });
  afterAll(async () => {
    await venue?.close();
    await hosted?.close();
  });

  async function newToken(name = 'Venue laptop'): Promise<{ token: string; id: string }> {
    const made = await must<any>(
      hosted,
      'mutation($o: ID!, $n: String!) { createPublishToken(organizationId: $o, name: $n) { token publishToken { id } } }',
      { o: organizationId, n: name },
      hostedToken,
    );
    return { token: made.createPublishToken.token, id: made.createPublishToken.publishToken.id };
  }

  async function pairedEvent(players = 8) {
    const eventId = await createEvent(venue, venueToken, { name: 'Venue Open' });
    await registerPlayers(
      venue,
      venueToken,
      eventId,
      Array.from({ length: players }, (_, i) => `Player ${i + 1}`),
    );
    const round = (
      await must<any>(venue, `mutation($e: ID!) { pairNextRound(eventId: $e) { ${ROUND_FIELDS} } }`, { e: eventId }, venueToken)
    ).pairNextRound;
    return { eventId, round };
  }

  const exported = async (eventId: string) => Buffer.from((await must<any>(venue, EXPORT, { e: eventId }, venueToken)).exportEvent);
  /** The hosted copy's applied pushes, oldest first. */
  const applies = async (eventId: string) =>
    (
      await must<any>(hosted, 'query($e: ID!) { auditLog(eventId: $e, limit: 1000) { id action after } }', { e: eventId }, hostedToken)
    ).auditLog
      .filter((entry: any) => entry.action === 'event.publish.apply')
      .sort((a: any, b: any) => Number(a.id) - Number(b.id));

  it('refuses a token for an organization that does not exist with NOT_FOUND, not a server error', async () => {
    const made = await hosted.gql(
      'mutation($o: ID!, $n: String!) { createPublishToken(organizationId: $o, name: $n) { token } }',
      { o: '00000000-0000-4000-8000-000000000000', n: 'Venue laptop' },
      { token: hostedToken, language: 'ja' },
    );
    expect(made.errors?.[0]).toMatchObject({ message: '該当する組織が見つかりません。', extensions: { code: 'NOT_FOUND' } });
  });

  it('applies a push once: the same number again and an older one are acknowledged and change nothing', async () => {
    const { token } = await newToken();
    const { eventId, round } = await pairedEvent();
    const auth = { authorization: `Bearer ${token}` };
    const first = await exported(eventId);
    expect(await push(hosted.url, eventId, { ...auth, 'x-taikai-publish-seq': '1', 'content-encoding': 'gzip' }, gzipSync(first))).toEqual({
      status: 200,
      body: { appliedSeq: '1', applied: true },
    });
    const [match] = round.matches;
    await must(venue, RECORD, { m: match.id, i: { player1Wins: 2, player2Wins: 0, draws: 0 } }, venueToken);
    const second = await exported(eventId);
    expect((await push(hosted.url, eventId, { ...auth, 'x-taikai-publish-seq': '3' }, second)).body).toEqual({
      appliedSeq: '3',
      applied: true,
    });
    // Repeated, and older (with the newer export: it must not be applied either).
    expect((await push(hosted.url, eventId, { ...auth, 'x-taikai-publish-seq': '3' }, second)).body).toEqual({
      appliedSeq: '3',
      applied: false,
    });
    expect((await push(hosted.url, eventId, { ...auth, 'x-taikai-publish-seq': '2' }, first)).body).toEqual({
      appliedSeq: '3',
      applied: false,
    });

    expect((await applies(eventId)).map((entry: any) => entry.after.seq).sort()).toEqual([1, 3]);
    const venueStandings = await must<any>(venue, STANDINGS, { e: eventId }, venueToken);
    expect(await must<any>(hosted, STANDINGS, { e: eventId }, hostedToken)).toEqual(venueStandings);
  });

  it('the copy is read-only: staff changes and player sign-ins are refused, in English and Japanese; reads work', async () => {
    const { token } = await newToken();
    const { eventId, round } = await pairedEvent(4);
    await push(hosted.url, eventId, { authorization: `Bearer ${token}`, 'x-taikai-publish-seq': '1' }, await exported(eventId));
    const [match] = round.matches;
    const recorded = await hosted.gql(RECORD, { m: match.id, i: { player1Wins: 2, player2Wins: 0, draws: 0 } }, { token: hostedToken });
    expect(recorded.errors?.[0]?.extensions?.code).toBe('EVENT_IS_PUBLISHED_COPY');
    expect(recorded.errors?.[0]?.message).toMatch(/read-only here/);
    const paired = await hosted.gql(
      'mutation($e: ID!) { pairNextRound(eventId: $e) { id } }',
      { e: eventId },
      { token: hostedToken, language: 'ja' },
    );
    expect(paired.errors?.[0]?.extensions?.code).toBe('EVENT_IS_PUBLISHED_COPY');
    expect(paired.errors?.[0]?.message).toMatch(/会場のサーバー/);
    const code = (await must<any>(hosted, 'query($e: ID!) { players(eventId: $e) { accessCode } }', { e: eventId }, hostedToken)).players[0]
      .accessCode;
    const login = await hosted.gql('mutation($e: ID!, $c: String!) { playerLogin(eventId: $e, accessCode: $c) { token } }', {
      e: eventId,
      c: code,
    });
    expect(login.errors?.[0]?.extensions?.code).toBe('EVENT_IS_PUBLISHED_COPY');
    expect((await must<any>(hosted, STANDINGS, { e: eventId }, hostedToken)).standings).toHaveLength(4);
  });

  it('refuses a bad or revoked token before reading the body, and a body over the limit', async () => {
    const eventId = '00000000-0000-4000-8000-000000000001';
    expect(await push(hosted.url, eventId, { authorization: 'Bearer taikai_pub_wrong', 'x-taikai-publish-seq': '1' }, 'never')).toEqual({
      status: 401,
      body: { error: 'UNAUTHENTICATED' },
    });
    const revoked = await newToken('Old laptop');
    await must(hosted, 'mutation($t: ID!) { revokePublishToken(id: $t) { id } }', { t: revoked.id }, hostedToken);
    expect(
      (await push(hosted.url, eventId, { authorization: `Bearer ${revoked.token}`, 'x-taikai-publish-seq': '1' }, 'never')).status,
    ).toBe(401);

    const { token } = await newToken();
    const auth = { authorization: `Bearer ${token}`, 'x-taikai-publish-seq': '1' };
    expect(await push(hosted.url, eventId, { ...auth, 'content-length': String(MAX_PUSH_BYTES + 1) }, 'never')).toEqual({
      status: 413,
      body: { error: 'PAYLOAD_TOO_LARGE' },
    });
    // No length announced (chunked): refused once it passes the limit.
    expect((await push(hosted.url, eventId, auth, Buffer.alloc(MAX_PUSH_BYTES + 1, 32))).status).toBe(413);
    // An event of the hosted server's own is not a venue's copy: refused, unchanged.
    const own = await createEvent(hosted, hostedToken, { name: 'Hosted own' });
    const file = JSON.parse((await must<any>(hosted, EXPORT, { e: own }, hostedToken)).exportEvent);
    expect(await push(hosted.url, own, auth, Buffer.from(JSON.stringify({ ...file, event: { ...file.event, name: 'Taken' } })))).toEqual({
      status: 409,
      body: { error: 'PUBLISH_EVENT_TAKEN' },
    });
    expect((await must<any>(hosted, 'query($e: ID!) { event(id: $e) { name } }', { e: own }, hostedToken)).event.name).toBe('Hosted own');
  });

  it('the venue publishes every change of its linked organization on its own, and shows it up to date', async () => {
    const { token } = await newToken();
    const venueOrganization = (await must<any>(venue, '{ organizations { id } }', {}, venueToken)).organizations[0].id;
    const { eventId, round } = await pairedEvent(8);
    const linked = await venue.gql(
      'mutation($o: ID!, $u: String!, $t: String!) { setPublishLink(organizationId: $o, url: $u, token: $t) { url } }',
      { o: venueOrganization, u: hosted.url, t: token },
      { token: venueToken },
    );
    expect(linked).toEqual({ data: { setPublishLink: { url: hosted.url } } });
    for (const match of round.matches)
      await must(venue, RECORD, { m: match.id, i: { player1Wins: 2, player2Wins: 1, draws: 0 } }, venueToken);
    const venueStandings = await must<any>(venue, STANDINGS, { e: eventId }, venueToken);
    await waitFor(
      async () =>
        JSON.stringify(await hosted.gql(STANDINGS, { e: eventId }, { token: hostedToken })) === JSON.stringify({ data: venueStandings }),
    );
    const STATUS =
      'query($o: ID!) { publishStatus(organizationId: $o) { link { url } events { eventId seq ackedSeq upToDate lagSeconds lastError } } }';
    await waitFor(
      async () =>
        (await must<any>(venue, STATUS, { o: venueOrganization }, venueToken)).publishStatus.events.find((e: any) => e.eventId === eventId)
          .upToDate,
    );
    const status = (await must<any>(venue, STATUS, { o: venueOrganization }, venueToken)).publishStatus;
    expect(JSON.stringify(status)).not.toContain(token);
    const event = status.events.find((e: any) => e.eventId === eventId);
    expect(event).toMatchObject({ upToDate: true, lagSeconds: 0, lastError: null });
    expect(event.ackedSeq).toBe(event.seq);
    const seqs = (await applies(eventId)).map((entry: any) => entry.after.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(new Set(seqs).size).toBe(seqs.length);
    expect(
      await venue.gql('mutation($o: ID!) { clearPublishLink(organizationId: $o) }', { o: venueOrganization }, { token: venueToken }),
    ).toEqual({
      data: { clearPublishLink: true },
    });
  });
});

/** Polls a condition (no fixed sleeps: it returns as soon as the condition holds). */
async function waitFor(condition: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
