import { PrismaService } from '../../platform/database';
import { createEvent } from '../../../testing/event-fixture';
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
});
