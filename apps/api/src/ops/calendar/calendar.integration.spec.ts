import { PrismaService } from '../../platform/database';
import { createEvent, must, registerPlayers } from '../../../testing/event-fixture';
import { utcStamp } from './ical';
import { startTestServer, TestServer } from '../../../testing/test-server';

/** Content lines of an iCalendar text, unfolded (RFC 5545 3.1), with the checks of its lines' form. */
function parse(text: string) {
  expect(text.endsWith('\r\n')).toBe(true);
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  }
  const lines = physical.reduce<string[]>((all, line) => {
    if (line.startsWith(' ')) all[all.length - 1] += line.slice(1);
    else all.push(line);
    return all;
  }, []);
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      events.push(current!);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return { lines, events };
}
const unescape = (value: string) => value.replace(/\\n/g, '\n').replace(/\\([,;\\])/g, '$1');

describe("an organization's iCal feed at /calendar/<slug>.ics (real server, real database)", () => {
  let server: TestServer;
  let organizer: string;

  beforeAll(async () => {
    server = await startTestServer({ TAIKAI_PUBLIC_URL: 'http://store.example:3000' });
    organizer = await server.loginAsOrganizer();
  });
  afterAll(() => server.close());

  it('lists the events on the calendar that are not finished, RFC 5545 lines, escaped and folded; unknown slug 404', async () => {
    const listed = await createEvent(server, organizer, {
      name: 'Modern Weekly; the big one, with a very long name that must fold across lines 日本語のイベント名',
      startsAt: '2026-12-05T09:00:00.000Z',
      venue: 'Store A, 2F',
      formatName: 'Modern',
      entryFee: '¥1,000',
      capacity: 16,
    });
    const japanese = await createEvent(server, organizer, {
      name: 'スタンダード大会',
      startsAt: '2026-12-12T04:00:00.000Z',
      locale: 'ja-JP',
      formatName: 'スタンダード',
    });
    await createEvent(server, organizer, { name: 'Private league', startsAt: '2026-12-06T09:00:00.000Z', onCalendar: false });
    await createEvent(server, organizer, { name: 'No date yet' });
    const finished = await createEvent(server, organizer, { name: 'Last week', startsAt: '2026-11-20T09:00:00.000Z' });
    await server.get(PrismaService).event.update({ where: { id: finished }, data: { status: 'FINISHED' } });

    const response = await fetch(`${server.url}/calendar/default.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
    const { lines, events } = parse(await response.text());
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(events.map((event) => event.UID)).toEqual([`${listed}@taikai`, `${japanese}@taikai`]);

    const [modern, standard] = events;
    expect(modern.DTSTART).toBe('20261205T090000Z');
    expect(modern.DTSTAMP).toMatch(/^\d{8}T\d{6}Z$/);
    expect(modern.SUMMARY).toBe('Modern Weekly\\; the big one\\, with a very long name that must fold across lines 日本語のイベント名');
    expect(modern.LOCATION).toBe('Store A\\, 2F');
    expect(unescape(modern.DESCRIPTION)).toBe(
      'Format: Modern\nEntry fee: ¥1,000\nCapacity: 16 players\nDetails and pre-registration: http://store.example:3000/play/o/default',
    );
    expect(modern.URL).toBe('http://store.example:3000/play/o/default');
    expect(unescape(standard.DESCRIPTION)).toBe('フォーマット：スタンダード\n詳細・事前登録：http://store.example:3000/play/o/default');

    expect((await fetch(`${server.url}/calendar/no-such-store.ics`)).status).toBe(404);
    expect((await fetch(`${server.url}/calendar/default.json`)).status).toBe(404);
  });

  it("an event's rounds at /calendar/events/<code>.ics: planned from its start, a started round at its real start and the later ones after it", async () => {
    const eventId = await createEvent(server, organizer, {
      name: 'Winter Open; Modern, Top 8',
      startsAt: '2026-12-05T01:00:00.000Z',
      venue: 'Hall B, 3F',
      roundMinutes: 50,
      plannedRounds: 3,
      topCut: 8,
    });
    const prisma = server.get(PrismaService);
    const { shortCode } = await prisma.event.findUniqueOrThrow({ where: { id: eventId } });
    const feedOf = async () => {
      const response = await fetch(`${server.url}/calendar/events/${shortCode}.ics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
      return parse(await response.text());
    };

    const planned = await feedOf();
    expect(planned.lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(planned.events.map((event) => event.UID)).toEqual([1, 2, 3, 4, 5, 6].map((round) => `${eventId}-round-${round}@taikai`));
    // A round of 50 minutes and a break of 10: an hour apart, the top 8's three rounds after the Swiss.
    expect(planned.events.map((event) => event.DTSTART)).toEqual([
      '20261205T010000Z',
      '20261205T020000Z',
      '20261205T030000Z',
      '20261205T040000Z',
      '20261205T050000Z',
      '20261205T060000Z',
    ]);
    expect(planned.events[0].DTEND).toBe('20261205T015000Z');
    expect(planned.events.map((event) => unescape(event.SUMMARY).split(':')[0])).toEqual([
      'Round 1',
      'Round 2',
      'Round 3',
      'Quarterfinals',
      'Semifinals',
      'Final',
    ]);
    expect(planned.events[0].SUMMARY).toBe('Round 1: Winter Open\\; Modern\\, Top 8');
    expect(planned.events[0].LOCATION).toBe('Hall B\\, 3F');
    expect(unescape(planned.events[0].DESCRIPTION)).toBe(
      `Planned start: it moves when rounds run late.\nPairings and results: http://store.example:3000/play/e/${shortCode}`,
    );

    // Round 1 starts (its pairings published): it is at its real start, and the rounds after it move.
    await registerPlayers(server, organizer, eventId, ['Aoi', 'Ben', 'Chika', 'Dan']);
    const round = (await must<any>(server, 'mutation($e: ID!) { pairNextRound(eventId: $e) { id } }', { e: eventId }, organizer))
      .pairNextRound;
    await must(server, 'mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id }, organizer);
    const { publishedAt } = await prisma.round.findUniqueOrThrow({ where: { id: round.id } });
    const started = await feedOf();
    expect(started.events[0].DTSTART).toBe(utcStamp(publishedAt!));
    expect(started.events[1].DTSTART).toBe(utcStamp(new Date(publishedAt!.getTime() + 60 * 60_000)));
    expect(unescape(started.events[0].DESCRIPTION)).toMatch(/^Started at this time\./);

    // Japanese where the event is held in Japan; no feed while the public page is off.
    await prisma.event.update({ where: { id: eventId }, data: { locale: 'ja-JP' } });
    expect((await feedOf()).events[3].SUMMARY).toBe('準々決勝：Winter Open\\; Modern\\, Top 8');
    await prisma.event.update({ where: { id: eventId }, data: { publicPage: false } });
    expect((await fetch(`${server.url}/calendar/events/${shortCode}.ics`)).status).toBe(404);
    expect((await fetch(`${server.url}/calendar/events/NOSUCH.ics`)).status).toBe(404);
  });
});
