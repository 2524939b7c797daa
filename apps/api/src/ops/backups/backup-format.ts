import { z } from 'zod';

/** What a Taikai event export says it is; a file naming another format or version is refused. */
export const BACKUP_FORMAT = 'taikai-event-export';
export const BACKUP_VERSION = 1;

const id = z.guid();
const time = z.iso.datetime();
const optionalTime = time.nullable();
// PostgreSQL's integer.
const count = z.number().int().min(0).max(2_147_483_647);
const text = z.string().max(100_000);
const json = z.json();

const user = z.object({ id, email: z.string().max(500), name: text });

const event = z
  .object({
    id,
    name: text,
    /** Absent in files exported before events had short codes. */
    shortCode: z.string().max(10).optional(),
    ruleProfile: text,
    formatType: z.enum(['CONSTRUCTED', 'LIMITED', 'DRAFT', 'SEALED']),
    enforcementLevel: z.enum(['REGULAR', 'COMPETITIVE', 'PROFESSIONAL']),
    bestOf: count,
    roundMinutes: count,
    plannedRounds: count.nullable(),
    topCut: count,
    startsAt: optionalTime,
    venue: text.nullable(),
    // Absent from files written before events had a locale, prizes or venue notes.
    locale: text.nullable().default(null),
    // Added with issue 26: one text per language. Older files have one text for both (below).
    prizesEn: text.nullable().default(null),
    prizesJa: text.nullable().default(null),
    venueNotesEn: text.nullable().default(null),
    venueNotesJa: text.nullable().default(null),
    /** Files written before issue 26: one text, read as in the event's language (both when unknown). */
    prizes: text.nullable().optional(),
    venueNotes: text.nullable().optional(),
    // The organizer's policy for a drawn playoff game (FFTCG 3.3); absent from older files.
    playoffDrawPolicy: z.enum(['PLAY_ANOTHER_GAME', 'HIGHER_SEED_ADVANCES']).default('PLAY_ANOTHER_GAME'),
    // The organizer's late-entry policy; absent from files written before it was a setting.
    lateEntryPolicy: z.enum(['LOSSES_FOR_MISSED_ROUNDS', 'CLOSED']).default('LOSSES_FOR_MISSED_ROUNDS'),
    lateEntryLastRound: count.nullable().default(null),
    // Rules the organizer overrode (MTR appendix B…); absent from files written before they were recorded.
    warnings: z
      .array(
        z.object({
          code: text,
          detail: z.object({ minutes: count, minimum: count }).optional(),
          acceptedBy: text.nullable(),
          acceptedAt: text,
        }),
      )
      .max(100)
      .default([]),
    status: z.enum(['REGISTRATION', 'RUNNING', 'TOP_CUT', 'FINISHED']),
    // Added with issue 29: a team event's format; absent from older files (individual events).
    teamFormat: z.string().max(50).nullable().default(null),
    standingsPublished: z.boolean(),
    createdAt: time,
    updatedAt: time,
  })
  .transform(({ prizes, venueNotes, ...event }) => {
    // An older file's one text goes to the event's language, or to both when that is unknown, as the
    // migration event_texts_in_two_languages moved the stored ones.
    const language = event.locale?.slice(0, 2).toLowerCase();
    const en = language !== 'ja';
    const ja = language !== 'en';
    return {
      ...event,
      prizesEn: event.prizesEn ?? (en ? (prizes ?? null) : null),
      prizesJa: event.prizesJa ?? (ja ? (prizes ?? null) : null),
      venueNotesEn: event.venueNotesEn ?? (en ? (venueNotes ?? null) : null),
      venueNotesJa: event.venueNotesJa ?? (ja ? (venueNotes ?? null) : null),
    };
  });

const staff = z.object({ userId: id, role: z.enum(['ORGANIZER', 'HEAD_JUDGE', 'JUDGE', 'SCOREKEEPER']) });

const player = z.object({
  id,
  name: text,
  // Absent from files written before registrations had a reading.
  nameReading: text.nullable().default(null),
  // Added with issue 26 (EventLink's Deck column); files written before it have none.
  deckName: text.nullable().default(null),
  // Added with issue 27: the organization's person; a restore keeps it only where that person is held.
  personId: id.nullable().default(null),
  externalId: text.nullable(),
  email: text.nullable(),
  accessCode: z.string().min(1).max(100),
  checkedIn: z.boolean(),
  awardedByes: count,
  pod: text.nullable(),
  fixedTable: count.nullable(),
  joinedAtRound: count,
  droppedAt: optionalTime,
  dropReason: text.nullable(),
  disqualified: z.boolean(),
  tokenVersion: count,
  // Added with issue 29: the player's team and seat; absent from older files (no teams).
  teamId: id.nullable().default(null),
  teamSeat: z.enum(['A', 'B', 'C']).nullable().default(null),
  createdAt: time,
});

/** A team of a team event (issue 29); its members are the players naming it. */
const team = z.object({
  id,
  name: text,
  joinCode: z.string().min(1).max(20),
  captainId: id.nullable(),
  droppedAt: optionalTime,
  createdAt: time,
});

const phase = z.object({
  id,
  number: count,
  name: text,
  kind: z.enum(['SWISS', 'SINGLE_ELIMINATION']),
  plannedRounds: count.nullable(),
  bracketKind: text.nullable(),
  /** A draft top 8's seat draw (MTR 10.4); absent in files from before draws were kept. */
  seats: json.nullable().optional(),
  // The day of the event it is played on (IPG 2, 3: Warnings count by day); absent from older files: day 1.
  day: count.default(1),
  createdAt: time,
  entries: z.array(z.object({ playerId: id, seed: count.nullable() })),
});

const round = z.object({
  id,
  phaseId: id,
  number: count,
  seed: text,
  status: z.enum(['PAIRED', 'PUBLISHED', 'CLOSED']),
  startedAt: optionalTime,
  pausedAt: optionalTime,
  endsAt: optionalTime,
  publishedAt: optionalTime,
  closedAt: optionalTime,
  explanations: json,
  warnings: json,
  createdAt: time,
});

/** A team event's match between two teams (issue 29); its seat matches name it. Absent from older files. */
const teamMatch = z.object({
  id,
  roundId: id,
  table: count,
  team1Id: id,
  team2Id: id.nullable(),
  status: z.enum(['PENDING', 'DECIDED', 'FINAL']),
  outcome: z.enum(['TEAM1', 'TEAM2', 'DRAW']).nullable(),
  updatedAt: time,
});

const match = z.object({
  id,
  roundId: id,
  table: count,
  player1Id: id,
  player2Id: id.nullable(),
  player1Wins: count,
  player2Wins: count,
  draws: count,
  status: z.enum(['PENDING', 'REPORTED', 'DISPUTED', 'FINAL']),
  overrideReason: text.nullable(),
  extensionMinutes: count,
  // Added with issue 24 (IPG 4.3 example A); files written before it have none.
  doubleLoss: z.boolean().default(false),
  // Added with issue 29: a seat match's team match and slot; absent from older files (no teams).
  teamMatchId: id.nullable().default(null),
  teamSlot: z.enum(['A', 'B', 'C', 'SHARED']).nullable().default(null),
  updatedAt: time,
});

const resultReport = z.object({
  id,
  matchId: id,
  playerId: id,
  player1Wins: count,
  player2Wins: count,
  draws: count,
  drop: z.boolean(),
  requestKey: text,
  createdAt: time,
});

const penalty = z.object({
  id,
  playerId: id,
  matchId: id.nullable(),
  roundNumber: count.nullable(),
  gameNumber: count.nullable(),
  infraction: text,
  penalty: text,
  suggestedPenalty: text,
  // Added with issue 18; exports written before it have neither.
  variant: text.nullable().default(null),
  remedies: z.array(text).default([]),
  deviationReason: text.nullable(),
  description: text,
  privateNote: text.nullable(),
  status: z.enum(['PENDING_APPROVAL', 'APPLIED', 'REVOKED']),
  catalog: text,
  effect: json.nullable(),
  judgeId: id,
  approvedById: id.nullable(),
  revokeReason: text.nullable(),
  extensionMinutes: count,
  // Absent from files written before investigations.
  withoutProof: z.boolean().default(false),
  // Added with issue 24: one ruling for both players, linked penalties, where the match stood, IPG 3.1 arrival.
  ruling: id.nullable().default(null),
  relatedToId: id.nullable().default(null),
  matchState: text.nullable().default(null),
  appliesTo: text.nullable().default(null),
  arrivedAt: optionalTime,
  createdAt: time,
  revokedAt: optionalTime,
});

const statement = z.object({
  id,
  penaltyId: id,
  role: z.enum(['PLAYER', 'OPPONENT', 'WITNESS', 'JUDGE', 'HEAD_JUDGE']),
  speaker: text,
  text,
  recordedById: id,
  createdAt: time,
});

const appeal = z.object({
  id,
  penaltyId: id,
  statement: text,
  recordedById: id,
  status: z.enum(['PENDING', 'UPHELD', 'CHANGED', 'REVOKED']),
  appealedPenalty: text,
  replacementPenaltyId: id.nullable(),
  decisionReason: text.nullable(),
  decidedById: id.nullable(),
  createdAt: time,
  decidedAt: optionalTime,
});

const announcement = z.object({
  id,
  title: text,
  body: text,
  language: text,
  pinned: z.boolean(),
  history: json,
  authorId: id,
  publishedAt: optionalTime,
  createdAt: time,
  updatedAt: time,
});

const judgeCall = z.object({
  id,
  playerId: id,
  matchId: id.nullable(),
  table: count.nullable(),
  status: z.enum(['OPEN', 'TAKEN', 'CLOSED']),
  takenById: id.nullable(),
  penaltyId: id.nullable(),
  createdAt: time,
  takenAt: optionalTime,
  closedAt: optionalTime,
});

const decklistSettings = z.object({
  requirement: z.enum(['OFF', 'SWISS', 'TOP_CUT']),
  deadline: optionalTime,
  submitter: z.enum(['PLAYER', 'STAFF']),
  legalityFormat: text.nullable(),
  publishedTop: count.nullable(),
  publishedAt: optionalTime,
  updatedAt: time,
});

const decklist = z.object({
  id,
  playerId: id,
  text,
  main: json,
  sideboard: json,
  mainCount: count,
  sideboardCount: count,
  submittedAt: time,
  updatedAt: time,
  updatedByKind: z.enum(['player', 'staff']),
  changedAfterDeadlineAt: optionalTime,
  staffReason: text.nullable(),
});

const deckCheck = z.object({
  id,
  matchId: id,
  playerId: id,
  minutes: count,
  outcome: z.enum(['OK', 'DECK_PROBLEM', 'DECKLIST_PROBLEM']),
  note: text.nullable(),
  checkedAt: time,
});

const auditEntry = z.object({
  actorId: text.nullable(),
  actorKind: text,
  action: text,
  entityType: text,
  entityId: text,
  before: json.nullable(),
  after: json.nullable(),
  createdAt: time,
});

/**
 * The whole file: one event and everything that hangs off it, ids included. Players' push
 * subscriptions are left out on purpose: they are bound to a phone and its browser (push/).
 */
export const backupFileSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  exportedAt: time,
  /** The staff accounts the event's rows name (roles, judges, authors), to map them on import. */
  users: z.array(user),
  event,
  staff: z.array(staff),
  players: z.array(player),
  /** Absent from files written before team events: none. */
  teams: z.array(team).default([]),
  phases: z.array(phase),
  rounds: z.array(round),
  /** Absent from files written before team rounds: none. */
  teamMatches: z.array(teamMatch).default([]),
  matches: z.array(match),
  resultReports: z.array(resultReport),
  penalties: z.array(penalty),
  announcements: z.array(announcement),
  judgeCalls: z.array(judgeCall),
  /** Absent from files written before decklists: none collected. */
  decklistSettings: decklistSettings.nullable().default(null),
  decklists: z.array(decklist).default([]),
  /** Absent from files written before investigations and appeals: none. */
  statements: z.array(statement).default([]),
  appeals: z.array(appeal).default([]),
  /** Absent from files written before deck checks: none recorded. */
  deckChecks: z.array(deckCheck).default([]),
  /** Oldest first. */
  auditLog: z.array(auditEntry),
});

export type BackupFile = z.infer<typeof backupFileSchema>;
export type BackupUser = z.infer<typeof user>;
