import { gzipSync } from 'node:zlib';
import { AppError } from '../../platform/errors/app-error';
import type { BackupFile } from './backup-format';
import { decodeBackup, MAX_BACKUP_BYTES, parseBackup, readBackup, referenceProblem } from './backup-parser';

const ids = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const at = '2026-11-23T09:00:00.000Z';
const player = (n: number, accessCode: string) => ({
  id: ids(n),
  name: `選手 ${n}`,
  nameReading: `せんしゅ ${n}` as string | null,
  deckName: null as string | null,
  personId: null as string | null,
  externalId: null,
  email: null,
  accessCode,
  checkedIn: true,
  awardedByes: 0,
  pod: null,
  fixedTable: null,
  joinedAtRound: 1,
  droppedAt: null,
  dropReason: null,
  disqualified: false,
  tokenVersion: 0,
  teamId: null as string | null,
  teamSeat: null as 'A' | 'B' | 'C' | null,
  createdAt: at,
});

const decklist = (playerId: string) => ({
  id: ids(60),
  playerId,
  text: '60 Island',
  main: [{ count: 60, name: 'Island' }],
  sideboard: [],
  mainCount: 60,
  sideboardCount: 0,
  submittedAt: at,
  updatedAt: at,
  updatedByKind: 'player' as const,
  changedAfterDeadlineAt: null,
  staffReason: null,
});

/** A one-round, two-player event: the smallest file with every kind of reference. */
function file(): BackupFile {
  return {
    format: 'taikai-event-export',
    version: 1,
    exportedAt: at,
    users: [],
    event: {
      id: ids(1),
      name: '大会',
      ruleProfile: 'magic',
      formatType: 'CONSTRUCTED',
      enforcementLevel: 'REGULAR',
      bestOf: 3,
      roundMinutes: 50,
      plannedRounds: null,
      topCut: 0,
      startsAt: null,
      venue: null,
      locale: 'ja-JP',
      prizesEn: 'A booster box for the winner',
      prizesJa: '優勝者にブースター1箱',
      venueNotesEn: null,
      venueNotesJa: null,
      playoffDrawPolicy: 'HIGHER_SEED_ADVANCES',
      lateEntryPolicy: 'LOSSES_FOR_MISSED_ROUNDS',
      lateEntryLastRound: null,
      warnings: [],
      status: 'RUNNING',
      teamFormat: null,
      standingsPublished: false,
      createdAt: at,
      updatedAt: at,
    },
    staff: [],
    players: [player(10, 'AAAA2222'), player(11, 'BBBB3333')],
    teams: [],
    phases: [
      { id: ids(20), number: 1, name: 'Swiss', kind: 'SWISS', plannedRounds: null, bracketKind: null, day: 1, createdAt: at, entries: [] },
    ],
    rounds: [
      {
        id: ids(30),
        phaseId: ids(20),
        number: 1,
        seed: 's',
        status: 'PAIRED',
        startedAt: null,
        pausedAt: null,
        endsAt: null,
        publishedAt: null,
        closedAt: null,
        explanations: [],
        warnings: [],
        createdAt: at,
      },
    ],
    teamMatches: [],
    matches: [
      {
        id: ids(40),
        roundId: ids(30),
        table: 1,
        player1Id: ids(10),
        player2Id: ids(11),
        player1Wins: 0,
        player2Wins: 0,
        draws: 0,
        status: 'PENDING',
        overrideReason: null,
        extensionMinutes: 0,
        doubleLoss: false,
        teamMatchId: null,
        teamSlot: null,
        updatedAt: at,
      },
    ],
    resultReports: [
      {
        id: ids(50),
        matchId: ids(40),
        playerId: ids(10),
        player1Wins: 2,
        player2Wins: 0,
        draws: 0,
        drop: false,
        requestKey: 'k',
        createdAt: at,
      },
    ],
    penalties: [],
    announcements: [],
    judgeCalls: [],
    decklistSettings: null,
    decklists: [],
    statements: [],
    appeals: [],
    deckChecks: [],
    auditLog: [],
  };
}

const codeOf = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return error instanceof AppError ? [error.code, error.params] : error;
  }
  return 'accepted';
};

describe('parseBackup', () => {
  it('reads a file written before events had a locale as an event without one', () => {
    const { locale, ...older } = file().event;
    expect(locale).toBe('ja-JP');
    expect(parseBackup(JSON.stringify({ ...file(), event: older })).event.locale).toBeNull();
    expect(parseBackup(JSON.stringify(file())).event.locale).toBe('ja-JP');
  });

  it('keeps the organizer’s playoff-draw policy (FFTCG 3.3); a file written before it reads as the default', () => {
    const { playoffDrawPolicy: _, ...older } = file().event;
    expect(parseBackup(JSON.stringify({ ...file(), event: older })).event.playoffDrawPolicy).toBe('PLAY_ANOTHER_GAME');
    expect(parseBackup(JSON.stringify(file())).event.playoffDrawPolicy).toBe('HIGHER_SEED_ADVANCES');
  });

  it('issue 26: keeps prizes and venue notes in both languages; an older file’s one text goes to the event’s language, or to both when unknown', () => {
    const { prizesEn: _en, prizesJa: _ja, venueNotesEn: _notesEn, venueNotesJa: _notesJa, ...current } = file().event;
    const older = { ...current, prizes: '賞品', venueNotes: null };
    const texts = (event: object) => {
      const read = parseBackup(JSON.stringify({ ...file(), event })).event;
      return [read.prizesEn, read.prizesJa, read.venueNotesEn, read.venueNotesJa];
    };
    expect(texts(file().event)).toEqual(['A booster box for the winner', '優勝者にブースター1箱', null, null]);
    expect(texts(older)).toEqual([null, '賞品', null, null]);
    expect(texts({ ...older, locale: 'en-US', prizes: 'Prizes', venueNotes: 'Notes' })).toEqual(['Prizes', null, 'Notes', null]);
    expect(texts({ ...older, locale: null, venueNotes: 'メモ' })).toEqual(['賞品', '賞品', 'メモ', 'メモ']);
    expect(parseBackup(JSON.stringify({ ...file(), event: older })).event).not.toHaveProperty('prizes');
  });

  it('reads a file written before decklists as an event that collects none', () => {
    const { decklistSettings: _settings, decklists: _lists, ...older } = file();
    expect(parseBackup(JSON.stringify(older))).toMatchObject({ decklistSettings: null, decklists: [] });
  });

  it('reads a file written before registrations had a reading as players without one', () => {
    const older = file();
    older.players = older.players.map(({ nameReading: _reading, ...rest }) => rest as never);
    expect(parseBackup(JSON.stringify(older)).players.map((p) => p.nameReading)).toEqual([null, null]);
    expect(parseBackup(JSON.stringify(file())).players.map((p) => p.nameReading)).toEqual(['せんしゅ 10', 'せんしゅ 11']);
  });

  it('reads a file written before registrations had a deck name as players without one', () => {
    const older = file();
    older.players = older.players.map(({ deckName: _deck, ...rest }) => rest as never);
    expect(parseBackup(JSON.stringify(older)).players.map((p) => p.deckName)).toEqual([null, null]);
  });

  it('reads a file written before team events as an individual event without teams', () => {
    const { teams: _teams, event, players, ...rest } = file();
    const { teamFormat: _format, ...olderEvent } = event;
    const olderPlayers = players.map(({ teamId: _team, teamSeat: _seat, ...player }) => player);
    const parsed = parseBackup(JSON.stringify({ ...rest, event: olderEvent, players: olderPlayers }));
    expect([parsed.event.teamFormat, parsed.teams, parsed.players.map((p) => p.teamId)]).toEqual([null, [], [null, null]]);
  });

  it('accepts a well-formed file and returns it as it was', () => {
    expect(parseBackup(JSON.stringify(file()))).toEqual(file());
  });

  it.each([
    ['another format', { ...file(), format: 'other' }, { format: 'other', version: '1' }],
    ['a newer version', { ...file(), version: 2 }, { format: 'taikai-event-export', version: '2' }],
    ['no header at all', [1, 2], { format: '-', version: '-' }],
  ])('refuses %s as BACKUP_UNSUPPORTED', (_name, content, params) => {
    expect(codeOf(() => parseBackup(JSON.stringify(content)))).toEqual(['BACKUP_UNSUPPORTED', params]);
  });

  it('refuses what PostgreSQL cannot store: a NUL character, a number beyond its integers', () => {
    expect(codeOf(() => parseBackup(JSON.stringify({ ...file(), event: { ...file().event, venue: 'a\u0000b' } })))).toEqual([
      'BACKUP_MALFORMED',
      { detail: 'NUL character' },
    ]);
    const huge = { ...file(), event: { ...file().event, bestOf: 2 ** 31 } };
    expect(codeOf(() => parseBackup(JSON.stringify(huge)))).toEqual([
      'BACKUP_MALFORMED',
      { detail: expect.stringMatching(/^event\.bestOf: /) },
    ]);
  });

  it('issue 25: refuses half of a UTF-16 pair written as an escape (PostgreSQL cannot store it), naming where', () => {
    const text = JSON.stringify(file()).replace('選手 10', 'Broken \\ud800');
    expect(codeOf(() => parseBackup(text))).toEqual(['BACKUP_MALFORMED', { detail: 'players[0].name: half of a UTF-16 pair' }]);
    // A whole pair (an emoji) is text.
    expect(codeOf(() => parseBackup(JSON.stringify(file()).replace('選手 10', 'Smile \\ud83d\\ude00')))).toBe('accepted');
  });

  it('refuses text that is not JSON, and a field of the wrong type, naming it', () => {
    expect(codeOf(() => parseBackup('{'))).toEqual(['BACKUP_MALFORMED', { detail: 'not JSON' }]);
    const wrong = { ...file(), matches: [{ ...file().matches[0], table: 'one' }] };
    expect(codeOf(() => parseBackup(JSON.stringify(wrong)))).toEqual([
      'BACKUP_MALFORMED',
      { detail: expect.stringMatching(/^matches\.0\.table: /) },
    ]);
  });
});

describe('referenceProblem', () => {
  it('finds nothing wrong with a consistent file', () => {
    expect(referenceProblem(file())).toBeNull();
  });

  it.each<[string, (f: BackupFile) => void]>([
    ['duplicate player', (f) => (f.players[1].accessCode = f.players[0].accessCode)],
    [
      'duplicate team',
      (f) => {
        f.teams.push({ id: ids(70), name: 'Trio', joinCode: 'ABC234', captainId: null, droppedAt: null, createdAt: at });
        f.players[0] = { ...f.players[0], teamId: ids(70), teamSeat: 'A' };
        f.players[1] = { ...f.players[1], teamId: ids(70), teamSeat: 'A' };
      },
    ],
    ['unknown team or captain', (f) => (f.players[0] = { ...f.players[0], teamId: ids(99), teamSeat: 'A' })],
    ['duplicate match', (f) => f.matches.push({ ...f.matches[0], id: ids(41) })],
    ['unknown phase in a round', (f) => (f.rounds[0].phaseId = ids(99))],
    ['unknown round or player in a match', (f) => (f.matches[0].player2Id = ids(99))],
    ['unknown match or player in a report', (f) => (f.resultReports[0].matchId = ids(99))],
    ['unknown player in a phase', (f) => f.phases[0].entries.push({ playerId: ids(99), seed: 1 })],
    ['duplicate report', (f) => f.resultReports.push({ ...f.resultReports[0], id: ids(51) })],
    [
      'unknown match, player or penalty in a judge call',
      (f) =>
        f.judgeCalls.push({
          id: ids(81),
          playerId: ids(10),
          matchId: null,
          table: null,
          status: 'CLOSED',
          takenById: null,
          penaltyId: ids(99),
          createdAt: at,
          takenAt: null,
          closedAt: at,
        }),
    ],
    ['unknown player in a decklist', (f) => f.decklists.push(decklist(ids(99)))],
    ['duplicate decklist', (f) => f.decklists.push(decklist(ids(10)), { ...decklist(ids(10)), id: ids(61) })],
    [
      'unknown player or match in a deck check',
      (f) =>
        f.deckChecks.push({
          id: ids(71),
          matchId: ids(99),
          playerId: ids(10),
          minutes: 3,
          outcome: 'OK',
          note: null,
          checkedAt: '2026-01-01T00:00:00.000Z',
        }),
    ],
  ])('names the problem: %s', (problem, spoil) => {
    const spoilt = file();
    spoil(spoilt);
    expect(referenceProblem(spoilt)).toBe(problem);
  });
});

describe('decodeBackup', () => {
  it('passes JSON through and unpacks gzip + base64', async () => {
    expect(await decodeBackup('{"a":1}', false)).toBe('{"a":1}');
    expect(await decodeBackup(gzipSync('{"名前":"佐藤"}').toString('base64'), true)).toBe('{"名前":"佐藤"}');
  });

  it('refuses what is not gzip', async () => {
    await expect(decodeBackup('plain text', true)).rejects.toMatchObject({ code: 'BACKUP_MALFORMED', params: { detail: 'not gzip' } });
  });

  it('issue 25: stops a zip bomb as soon as it passes the limit (IMPORT_FILE_TOO_LARGE)', async () => {
    // 80 MB of zeros compresses to about 80 KB; only a little past 64 MB is ever unpacked.
    const bomb = gzipSync(Buffer.alloc(80 * 1024 * 1024), { level: 9 }).toString('base64');
    await expect(decodeBackup(bomb, true)).rejects.toMatchObject({ code: 'IMPORT_FILE_TOO_LARGE', params: { megabytes: 64 } });
    expect(MAX_BACKUP_BYTES).toBe(64 * 1024 * 1024);
  });
});

describe('readBackup', () => {
  it('issue 25: a file nested 10,000 deep is IMPORT_FILE_TOO_DEEP, not a stack overflow', async () => {
    const deep = JSON.stringify({ ...file(), rounds: [] }).replace('"rounds":[]', `"rounds":[${'['.repeat(10_000)}${']'.repeat(10_000)}]`);
    await expect(readBackup(deep, false)).rejects.toMatchObject({ code: 'IMPORT_FILE_TOO_DEEP' });
    await expect(readBackup(gzipSync(deep).toString('base64'), true)).rejects.toMatchObject({ code: 'IMPORT_FILE_TOO_DEEP' });
  });

  it('issue 25: millions of {} are IMPORT_FILE_TOO_DEEP before JSON.parse builds them', async () => {
    const flat = `{"format":"taikai-event-export","version":1,"x":[${'{},'.repeat(1_000_001)}{}]}`;
    await expect(readBackup(gzipSync(flat).toString('base64'), true)).rejects.toMatchObject({ code: 'IMPORT_FILE_TOO_DEEP' });
  });

  it('reads a good file', async () => {
    expect(await readBackup(gzipSync(JSON.stringify(file())).toString('base64'), true)).toEqual(file());
  });
});
