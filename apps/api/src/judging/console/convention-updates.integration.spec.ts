import { createEvent, createStaff, must, playerToken, registerPlayers, ROUND_FIELDS } from '../../../testing/event-fixture';
import { subscribeOverSse, type SseSubscription } from '../../../testing/live/sse-client';
import { startTestServer, TestServer } from '../../../testing/test-server';
import { LiveService } from '../../platform/live';

const UPDATES = 'subscription($c: ID!) { conventionUpdates(conventionId: $c) { eventId kind roundNumber matchId at } }';
const PAIR = `mutation($e: ID!) { pairNextRound(eventId: $e) { ${ROUND_FIELDS} } }`;
const REPORT =
  'mutation($m: ID!, $a: Int!, $b: Int!) { reportResult(matchId: $m, input: { player1Wins: $a, player2Wins: $b }) { status } }';
const ADD_EVENT = 'mutation($c: ID!, $e: ID!) { addConventionEvent(conventionId: $c, eventId: $e) { id } }';
const HALL = ['area,row,table,capacity,label', ...Array.from({ length: 12 }, (_, i) => `A,1,${i + 1},2,A-${i + 1}`)].join('\n');
const SCREENS = 20;

type Update = { eventId: string | null; kind: string; roundNumber: number | null; matchId: string | null };

describe("a convention's live stream: every event's updates to every staff screen (real server, real database)", () => {
  let server: TestServer;
  let organizer: string;
  let organizationId: string;
  let conventionId: string;
  const open: SseSubscription[] = [];

  async function subscribe(token: string, language?: string) {
    const subscription = await subscribeOverSse(server.url, UPDATES, { c: conventionId }, { token, language });
    open.push(subscription);
    return subscription;
  }
  /** The next update this screen receives that `wanted` accepts (a round's other updates may come first). */
  async function nextWhere(subscription: SseSubscription, wanted: (update: Update) => boolean): Promise<Update> {
    for (;;) {
      const result = await subscription.nextResult<{ conventionUpdates: Update }>();
      expect(result.errors).toBeUndefined();
      if (wanted(result.data!.conventionUpdates)) return result.data!.conventionUpdates;
    }
  }
  /** An event of the convention with round 1 paired and published; its players' tokens by id. */
  async function running(name: string) {
    const eventId = await createEvent(server, organizer, { name });
    const players = await registerPlayers(
      server,
      organizer,
      eventId,
      [1, 2, 3, 4].map((n) => `${name} ${n}`),
    );
    await must(server, ADD_EVENT, { c: conventionId, e: eventId }, organizer);
    const round = (await must<any>(server, PAIR, { e: eventId }, organizer)).pairNextRound;
    await must(server, 'mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id }, organizer);
    const match = round.matches.find((m: any) => m.player2);
    const reporter = await playerToken(server, eventId, players.find((p) => p.id === match.player1.id)!.accessCode);
    return { eventId, match, reporter };
  }
  async function waitFor(condition: () => boolean) {
    for (let tries = 0; !condition(); tries++) {
      if (tries > 200) throw new Error('condition not met');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  beforeAll(async () => {
    server = await startTestServer();
    organizer = await server.loginAsOrganizer();
    organizationId = (await must<any>(server, '{ organizations { id } }', {}, organizer)).organizations[0].id;
    conventionId = (
      await must<any>(
        server,
        'mutation($o: ID!) { createConvention(organizationId: $o, input: { name: "Live weekend" }) { id } }',
        { o: organizationId },
        organizer,
      )
    ).createConvention.id;
    await must(
      server,
      'mutation($c: ID!, $csv: String!) { importHallMap(conventionId: $c, csv: $csv) { label } }',
      { c: conventionId, csv: HALL },
      organizer,
    );
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((subscription) => subscription.close()));
    await waitFor(() => server.get(LiveService).openStreams === 0);
  });
  afterAll(() => server?.close());

  it(`reaches ${SCREENS} staff screens with a report made in either of its two events, and follows an event that joins`, async () => {
    const main = await running('Main');
    const side = await running('Side');
    const screens: SseSubscription[] = [];
    for (let i = 0; i < SCREENS; i++) {
      const email = `screen-${i}@example.com`;
      const token = await createStaff(server, organizer, email);
      await must(
        server,
        'mutation($o: ID!, $m: String!) { addOrganizationMember(organizationId: $o, email: $m, role: JUDGE) { id } }',
        { o: organizationId, m: email },
        organizer,
      );
      screens.push(await subscribe(token));
    }
    await waitFor(() => server.get(LiveService).openStreams === SCREENS);

    for (const event of [main, side]) {
      await must(server, REPORT, { m: event.match.id, a: 2, b: 1 }, event.reporter);
      const received = await Promise.all(screens.map((screen) => nextWhere(screen, (update) => update.eventId === event.eventId)));
      expect(received).toEqual(
        Array.from({ length: SCREENS }, () => ({
          eventId: event.eventId,
          kind: 'MATCH_REPORTED',
          roundNumber: 1,
          matchId: event.match.id,
          at: expect.any(String),
        })),
      );
    }

    // An event joining: the hall's update comes once the stream follows it, then its updates do.
    const [screen] = screens;
    const later = await createEvent(server, organizer, { name: 'Later' });
    await must(server, ADD_EVENT, { c: conventionId, e: later }, organizer);
    expect(await nextWhere(screen, (update) => update.eventId === null)).toMatchObject({ kind: 'HALL_CHANGED' });
    await server.get(LiveService).publish({ eventId: later, kind: 'EVENT_CHANGED' });
    expect(await nextWhere(screen, () => true)).toMatchObject({ eventId: later, kind: 'EVENT_CHANGED' });

    // Leaving: its updates stop (published in one process, in order: the next one heard is the main event's).
    await must(
      server,
      'mutation($c: ID!, $e: ID!) { removeConventionEvent(conventionId: $c, eventId: $e) { id } }',
      { c: conventionId, e: later },
      organizer,
    );
    expect(await nextWhere(screen, (update) => update.eventId === null)).toMatchObject({ kind: 'HALL_CHANGED' });
    await server.get(LiveService).publish({ eventId: later, kind: 'EVENT_CHANGED' });
    await server.get(LiveService).publish({ eventId: main.eventId, kind: 'EVENT_CHANGED' });
    expect(await nextWhere(screen, () => true)).toMatchObject({ eventId: main.eventId, kind: 'EVENT_CHANGED' });

    // A table out of use, with a match at it: the match moves (an update of its event), then the hall's.
    const hall = (
      await must<any>(server, 'query($c: ID!) { conventionHall(conventionId: $c) { label matchId } }', { c: conventionId }, organizer)
    ).conventionHall as { label: string; matchId: string | null }[];
    const seated = hall.find((table) => table.matchId === side.match.id)!;
    await must(
      server,
      'mutation($c: ID!, $l: String!) { setHallTableInUse(conventionId: $c, label: $l, inUse: false) { label } }',
      { c: conventionId, l: seated.label },
      organizer,
    );
    expect(await nextWhere(screen, () => true)).toMatchObject({ eventId: side.eventId, kind: 'MATCH_MOVED', matchId: side.match.id });
    expect(await nextWhere(screen, () => true)).toMatchObject({ eventId: null, kind: 'HALL_CHANGED' });
  });

  it("refuses a player of its event and another organization's staff, in en and ja", async () => {
    // Last: a new organization of the organizer's would take the events created after it.
    const { reporter: player } = await running('Refused');
    const email = 'other-owner@example.com';
    const otherOwner = await createStaff(server, organizer, email);
    const other = await must<any>(
      server,
      'mutation { createOrganization(input: { name: "Other store", slug: "other-store" }) { id } }',
      {},
      organizer,
    );
    await must(
      server,
      'mutation($o: ID!, $m: String!) { addOrganizationMember(organizationId: $o, email: $m, role: OWNER) { id } }',
      { o: other.createOrganization.id, m: email },
      organizer,
    );
    for (const [language, message] of [
      ['en', 'You are not allowed to do this.'],
      ['ja', 'この操作を行う権限がありません。'],
    ])
      for (const token of [player, otherOwner]) {
        const subscription = await subscribe(token, language);
        const result = await subscription.nextResult();
        expect(result.data ?? null).toBeNull();
        expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'FORBIDDEN' } });
        expect(await subscription.next()).toEqual({ event: 'complete', data: '' });
      }
  });
});
