/**
 * iCalendar (RFC 5545) text: content lines end in CRLF and are folded at 75 octets (3.1), TEXT
 * values escape backslash, semicolon, comma and line breaks (3.3.11), times are UTC (3.3.5, form 2).
 */

export interface CalendarEntry {
  uid: string;
  start: Date;
  /** When it is planned to end (DTEND); without it, an entry is a moment. */
  end?: Date;
  summary: string;
  location: string | null;
  description: string;
  url: string;
}

const LINE_OCTETS = 75;

/** A TEXT value, escaped. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** 2026-12-05T09:00:00Z as 20261205T090000Z. */
export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** One content line, folded so no line holds more than 75 octets, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    // A continuation line starts with one space, which counts against its 75.
    if (octets + size > LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n');
}

/** A VCALENDAR of the entries, named `name`, every line ending in CRLF. */
export function icalendar(name: string, entries: readonly CalendarEntry[], now: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Taikai//Store calendar//EN',
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${escapeText(name)}`,
    ...entries.flatMap((entry) => [
      'BEGIN:VEVENT',
      `UID:${entry.uid}`,
      `DTSTAMP:${utcStamp(now)}`,
      `DTSTART:${utcStamp(entry.start)}`,
      ...(entry.end ? [`DTEND:${utcStamp(entry.end)}`] : []),
      `SUMMARY:${escapeText(entry.summary)}`,
      ...(entry.location ? [`LOCATION:${escapeText(entry.location)}`] : []),
      `DESCRIPTION:${escapeText(entry.description)}`,
      `URL:${entry.url}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
