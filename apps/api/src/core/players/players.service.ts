import { generateAccessCode, isUuid, normalizeAccessCode, perRequest } from '../../platform/common';
import { Injectable } from '@nestjs/common';
import { EventAccessService } from '../../platform/access';
import type { PlayerViewer, Viewer } from '../../platform/common';
import { AttemptLimiter, AttemptLimiters, guessingAddress, TokenService } from '../../platform/identity';
import type { Change, Db } from '../../platform/database';
import { UnitOfWork } from '../../platform/database';
import { AppError } from '../../platform/errors';
import { LiveService } from '../../platform/live';
import { EventsService } from '../events';
import { type DirectoryMatch, identifierKindOf, NO_SHOW_DROP_REASON, PeopleService, suspendedError } from '../people';
import type { Player, Prisma } from '../../generated/prisma/client';
import type { Language } from '../../platform/i18n';
import type { NameReadingProposal, PlayerImportPreview, PlayerImportResult, PlayerInput } from './player.model';
import { FilePlayer, LineProblem, PREVIEW_ROWS, readPlayerFile, translateProblems } from './player-csv';
import { cleanPlayerInput, distinguishingIdOf, distinguishingIds, sameNameKey } from './player-rules';
import { HAS_KANJI, NameReadings } from './name-readings';
import { PlayersRepository } from './players.repository';
import { PlaceFreedHooks, TournamentState } from '../tournament';
import { TEAM_DROP_REASON, TeamsService, teamsOfFile } from '../teams';

/** A registration to enter: its fields, and its person when the caller linked one. */
type PlayerEntry = PlayerInput & { personId?: string | null; preregisteredAt?: Date };

/** What a change of one player sets, from the player as it is (null: nothing to change). */
type Compute = (before: Player, change: Change) => Promise<Prisma.PlayerUncheckedUpdateInput | null>;

export const toPlayerModel = (player: Player) => ({ ...player, dropped: player.droppedAt !== null });

// Codes sharing their first characters share a guessing count per address: 31² prefixes.
const ACCESS_CODE_PREFIX = 2;
/** Wrong codes at one event from every address, per 10 minutes, past which the event goes into slow mode. */
const EVENT_CEILING = 1000;
/** In slow mode, how long an address waits after each of its wrong codes. */
const SLOW_MODE_WAIT_SECONDS = 30;

/** A file of a whole event's players (thousands of rows, each linked to the directory) gets the time an event's import gets. */
const FILE_IMPORT = { timeoutMs: 180_000 };

@Injectable()
export class PlayersService {
  // Every refusal is of an address for its own failures: an address that has not failed is never
  // refused, so a guesser cannot lock other players out (issue 25). Per event and address: a
  // venue's players may share one, so it is generous, and each player's first sign-in gives a
  // failure back (signing in again with one's own code refills nothing). Per event, code prefix
  // and address: one address hammering one code. Per event, from every address: past the ceiling
  // the event is under a distributed guess, and each wrong code makes its address wait (slow
  // mode), which slows the guessers but refuses no address that has not failed.
  private readonly byAddress: AttemptLimiter;
  private readonly byCodePrefix: AttemptLimiter;
  private readonly byEvent: AttemptLimiter;
  private readonly distinguishingIdsOfRequest = perRequest<Map<string, string>>();

  constructor(
    private readonly players: PlayersRepository,
    private readonly events: EventsService,
    private readonly tokens: TokenService,
    private readonly access: EventAccessService,
    private readonly uow: UnitOfWork,
    private readonly tournament: TournamentState,
    private readonly live: LiveService,
    private readonly nameReadings: NameReadings,
    private readonly people: PeopleService,
    private readonly placeFreed: PlaceFreedHooks,
    private readonly teams: TeamsService,
    limiters: AttemptLimiters,
  ) {
    const backOff = { windowSeconds: 10 * 60, firstWaitSeconds: 2, maxWaitSeconds: 10 * 60 };
    this.byAddress = limiters.create('player-login-address', { free: 50, ...backOff });
    this.byCodePrefix = limiters.create('player-login-code-address', { free: 10, ...backOff });
    this.byEvent = limiters.create('player-login-event', { free: EVENT_CEILING, ...backOff });
  }

  /**
   * A registration linked to a person also gets a person token for this phone (a new device of the
   * person, named by `deviceLabel`): the next event at the same organization is then one tap.
   */
  async playerLogin(
    event: { eventId?: string | null; eventCode?: string | null },
    accessCode: string,
    clientAddress: string,
    deviceLabel: string | null = null,
  ) {
    if (!event.eventId && !event.eventCode?.trim()) throw new AppError('EVENT_CODE_REQUIRED');
    const eventId = event.eventId ?? (await this.events.idOfCode(event.eventCode!));
    const code = normalizeAccessCode(accessCode);
    const from = guessingAddress(clientAddress);
    // Unknown event codes count against the address too, like wrong access codes.
    const address = `${eventId ?? 'unknown-event-code'}|${from}`;
    const prefix = `${eventId}|${code.slice(0, ACCESS_CODE_PREFIX)}|${from}`;
    const waits = await Promise.all([this.byAddress.waitMs([address]), this.byCodePrefix.waitMs([prefix])]);
    if (waits.some(Boolean)) throw new AppError('TOO_MANY_ATTEMPTS');
    if (!eventId) {
      await this.byAddress.recordFailure([address]);
      throw new AppError('EVENT_CODE_UNKNOWN');
    }
    const player = isUuid(eventId) ? await this.players.findByAccessCode(eventId, code) : null;
    if (!player) {
      const [, , slowMode] = await Promise.all([
        this.byAddress.recordFailure([address]),
        this.byCodePrefix.recordFailure([prefix]),
        this.byEvent.recordFailure([eventId]),
      ]);
      if (slowMode) await this.byAddress.waitAtLeast(address, SLOW_MODE_WAIT_SECONDS);
      throw new AppError('INVALID_ACCESS_CODE');
    }
    await this.byAddress.reward(address, player.id);
    // A venue's published copy takes no player: their phone signs in at the venue.
    await this.access.refuseIfPublishedCopy(player.eventId);
    const [token, registration, personToken] = await Promise.all([
      this.tokens.sign({ kind: 'player', playerId: player.id, eventId: player.eventId }, player.tokenVersion),
      this.players.findWithEvent(player.id),
      this.personTokenOf(player, deviceLabel),
    ]);
    return { token, registration: registration!, personToken };
  }

  /** Signs in a person's phone to an event they are registered in (the person token's one tap): the player token, no access code. */
  async signInAs(player: Player) {
    await this.access.refuseIfPublishedCopy(player.eventId);
    const [token, registration] = await Promise.all([
      this.tokens.sign({ kind: 'player', playerId: player.id, eventId: player.eventId }, player.tokenVersion),
      this.players.findWithEvent(player.id),
    ]);
    return { token, registration: registration!, personToken: null };
  }

  private async personTokenOf(player: Player, deviceLabel: string | null): Promise<string | null> {
    if (!player.personId) return null;
    const context = (await this.players.registrationContext(player.eventId))!;
    const personId = player.personId;
    const viewer: Viewer = { kind: 'player', playerId: player.id, eventId: player.eventId };
    return this.uow.run(viewer, (change) =>
      this.tokens.issuePersonToken(change.tx, { personId, organizationId: context.organizationId }, deviceLabel),
    );
  }

  async registrationOf(viewer: Extract<Viewer, { kind: 'player' }>) {
    const player = await this.players.findWithEvent(viewer.playerId);
    if (!player) throw new AppError('NOT_FOUND', { entity: 'player' });
    return player;
  }

  async list(viewer: Viewer, eventId: string) {
    await this.access.require(viewer, eventId, 'event.read');
    return (await this.players.listByEvent(eventId)).map(toPlayerModel);
  }

  /** Who waits for a place in the event, in order (staff of the event). */
  async waitlist(viewer: Viewer, eventId: string) {
    await this.access.require(viewer, eventId, 'event.read');
    return (await this.players.waitlist(eventId)).map((entry, i) => ({
      id: entry.id,
      personId: entry.personId,
      name: entry.person.name,
      nameReading: entry.person.nameReading,
      position: i + 1,
      joinedAt: entry.createdAt,
    }));
  }

  /** Staff take someone off the waitlist (they called to say they will not come), audited; returns the waitlist after. */
  async removeFromWaitlist(viewer: Viewer, eventId: string, personId: string) {
    await this.access.require(viewer, eventId, 'players.manage');
    await this.uow.run(viewer, async (change) => {
      // Under the event lock, like the promotion that takes people off the list when a place frees.
      await this.lockEvent(change, eventId);
      const before = await this.players.findWaitlistEntry(eventId, personId, change.tx);
      if (!before) throw new AppError('NOT_FOUND', { entity: 'waitlistEntry' });
      await this.players.removeWaitlistEntry(change.tx, before.id);
      await change.audit({ eventId, action: 'waitlist.remove', entityType: 'WaitlistEntry', entityId: before.id, before });
      change.publish({ eventId, kind: 'PLAYER_CHANGED', audience: [] });
    });
    return this.waitlist(viewer, eventId);
  }

  /** Readings for the players whose names hold kanji and who have none: the desk confirms each before it is saved. */
  async proposeReadings(viewer: Viewer, eventId: string): Promise<NameReadingProposal[]> {
    await this.access.require(viewer, eventId, 'players.manage');
    const unread = (await this.players.listByEvent(eventId)).filter((player) => !player.nameReading?.trim() && HAS_KANJI.test(player.name));
    const readings = await this.nameReadings.read(unread.map((player) => player.name));
    return unread.flatMap((player, i) => (readings[i] ? [{ playerId: player.id, name: player.name, reading: readings[i] }] : []));
  }

  /**
   * The ID shown beside the player's name when another player of the event shares it (null: the name
   * alone tells them apart). Loaded once per event and request: a list of 500 players or penalties
   * costs one query, not 500.
   */
  async distinguishingIdIn(request: object, eventId: string, playerId: string): Promise<string | null> {
    const ids = await this.distinguishingIdsOfRequest(request, eventId, async () =>
      distinguishingIds(await this.players.listByEvent(eventId)),
    );
    return ids.get(playerId) ?? null;
  }

  /**
   * A second player with a registered name is refused (SAME_NAME_REGISTERED) unless the desk confirmed it.
   * The registration is of a person of the event's organization: the one named (`personId`, whose
   * name, reading, player ID and e-mail it copies), else the one with its player ID or e-mail, else a
   * new one. A person is registered once per event; a suspended person, or one more than the
   * event's capacity, only with an organizer's override (audited).
   */
  async register(
    viewer: Viewer,
    eventId: string,
    input: PlayerInput,
    options: { allowSameName?: boolean; personId?: string | null; overrideSuspension?: boolean; overrideCapacity?: boolean } = {},
  ) {
    await this.access.require(viewer, eventId, 'players.manage');
    if (options.overrideSuspension && !(await this.access.can(viewer, eventId, 'event.manage'))) {
      throw new AppError('SUSPENSION_OVERRIDE_ORGANIZERS_ONLY');
    }
    if (options.overrideCapacity && !(await this.access.can(viewer, eventId, 'event.manage'))) {
      throw new AppError('CAPACITY_OVERRIDE_ORGANIZERS_ONLY');
    }
    const clean = cleanPlayerInput(input, !options.personId);
    return this.uow.run(viewer, async (change) => {
      await this.lockEvent(change, eventId);
      // An ID typed at the desk that another registration holds says who holds it, before the
      // directory would match it to that person (and call them registered already).
      if (clean.externalId) await this.refuseTakenPlayerId(change, eventId, clean.externalId);
      const context = (await this.players.registrationContext(eventId, change.tx))!;
      const linked = await this.people.link(change, context, clean, {
        personId: options.personId ?? undefined,
        overrideSuspension: options.overrideSuspension,
      });
      const entry = { ...clean, ...linked.fields, personId: linked.personId };
      const [registered] = await this.players.registrationsOf(eventId, [linked.personId], change.tx);
      if (registered) throw new AppError('PERSON_ALREADY_REGISTERED', { name: registered.name });
      if (entry.externalId && entry.externalId !== clean.externalId) await this.refuseTakenPlayerId(change, eventId, entry.externalId);
      if (!options.allowSameName) {
        const namesake = (await this.players.listByEvent(eventId, change.tx)).find(
          (player) => sameNameKey(player.name) === sameNameKey(entry.name!),
        );
        if (namesake) throw new AppError('SAME_NAME_REGISTERED', { name: namesake.name, playerId: distinguishingIdOf(namesake) });
      }
      const [created] = await this.enter(change, eventId, [entry], 'player.register', { overrideCapacity: options.overrideCapacity });
      if (linked.overridden) {
        await change.audit({
          eventId,
          action: 'player.suspensionOverride',
          entityType: 'Player',
          entityId: created.id,
          after: { personId: linked.personId, suspension: linked.overridden },
        });
      }
      return toPlayerModel(created);
    });
  }

  /**
   * A member card scanned at the desk: its person is registered (as `registerPlayer(personId)`
   * would: suspension and capacity refuse it) and checked in, in one change; already registered,
   * only checked in. An unknown code is MEMBER_CODE_UNKNOWN.
   */
  async checkInMember(viewer: Viewer, eventId: string, memberCode: string) {
    await this.access.require(viewer, eventId, 'players.manage');
    return this.uow.run(viewer, async (change) => {
      await this.lockEvent(change, eventId);
      const context = (await this.players.registrationContext(eventId, change.tx))!;
      const personId = await this.people.byMemberCode(change, context.organizationId, memberCode);
      if (!personId) throw new AppError('MEMBER_CODE_UNKNOWN', { code: memberCode.trim() });
      let [registration] = await this.players.registrationsOf(eventId, [personId], change.tx);
      let registered = false;
      if (!registration) {
        const linked = await this.people.link(change, context, {}, { personId });
        if (linked.fields.externalId) await this.refuseTakenPlayerId(change, eventId, linked.fields.externalId);
        [registration] = await this.enter(change, eventId, [{ ...linked.fields, personId }], 'player.register');
        registered = true;
      }
      const checkedIn = await this.changeLocked(change, eventId, registration.id, 'player.checkIn', async (before) =>
        before.checkedIn ? null : { checkedIn: true },
      );
      if (checkedIn) change.publish({ eventId, kind: 'PLAYER_CHANGED', audience: [registration.id] });
      const player = checkedIn ?? toPlayerModel((await this.players.findById(registration.id, change.tx))!);
      return { player, registered };
    });
  }

  /** How importCsv would read the file: the columns it uses and ignores, who is new to the directory, every problem. Changes nothing. */
  async previewImport(viewer: Viewer, eventId: string, csv: string, language: Language): Promise<PlayerImportPreview> {
    await this.access.require(viewer, eventId, 'players.manage');
    const file = readPlayerFile(csv);
    const taken = await this.takenIdProblems(eventId, file.lines);
    const directory = await this.directoryOf(eventId, file.players);
    const fileTeams = await this.teamsOf(eventId, file.lines);
    const seatOfLine = new Map(fileTeams.teams.flatMap((team) => team.members.map((member) => [member.line, member.seat])));
    return {
      columns: file.columns.filter((column) => column.field),
      ignoredColumns: file.columns.filter((column) => !column.field),
      rows: file.lines.length,
      sample: file.players.slice(0, PREVIEW_ROWS).map(({ line, input }, i) => ({
        line,
        name: input.name ?? '',
        nameReading: input.nameReading ?? null,
        deckName: input.deckName ?? null,
        externalId: input.externalId ?? null,
        email: input.email ?? null,
        awardedByes: Number.isInteger(input.awardedByes) ? input.awardedByes! : 0,
        pod: input.pod ?? null,
        team: file.players[i].team,
        seat: seatOfLine.get(line) ?? file.players[i].seat,
        person: directory.matches[i],
      })),
      newPeople: directory.matches.filter((match) => !match).length,
      problems: translateProblems([...file.problems, ...taken, ...directory.problems, ...fileTeams.problems], language),
    };
  }

  /**
   * All rows or none: a file with any problem imports nothing and lists every problem at once.
   * Each row is registered as the directory's person with its player ID, else its e-mail, else a new person.
   */
  async importCsv(viewer: Viewer, eventId: string, csv: string, language: Language): Promise<PlayerImportResult> {
    await this.access.require(viewer, eventId, 'players.manage');
    const file = readPlayerFile(csv);
    return this.uow.run(
      viewer,
      async (change) => {
        await this.lockEvent(change, eventId);
        const directory = await this.directoryOf(eventId, file.players, change.tx);
        const fileTeams = await this.teamsOf(eventId, file.lines, change.tx);
        const problems = [
          ...file.problems,
          ...(await this.takenIdProblems(eventId, file.lines, change.tx)),
          ...directory.problems,
          ...fileTeams.problems,
        ];
        if (problems.length) return { created: [], errors: translateProblems(problems, language) };
        const entries: (PlayerEntry & { personId: string })[] = [];
        for (const [i, { input }] of file.players.entries()) {
          const linked = await this.people.link(change, directory.context, input, { personId: directory.matches[i]?.id ?? null });
          entries.push({ ...input, ...linked.fields, personId: linked.personId });
        }
        const created = await this.enter(change, eventId, entries, 'player.import');
        // Each line's registration, through its person (one registration per person and event).
        const idOfPerson = new Map(created.map((player) => [player.personId, player.id]));
        const idOfLine = new Map(file.players.map(({ line }, i) => [line, idOfPerson.get(entries[i].personId)!]));
        await this.teams.addImported(
          change,
          eventId,
          fileTeams.teams.map((team) => ({
            name: team.name,
            members: team.members.map((member) => ({ playerId: idOfLine.get(member.line)!, seat: member.seat })),
          })),
        );
        return { created: created.map(toPlayerModel), errors: [] };
      },
      FILE_IMPORT,
    );
  }

  /** The teams a file's lines form (team events), and the lines they refuse (teams' rules, by line). */
  private async teamsOf(eventId: string, lines: readonly FilePlayer[], db?: Db) {
    const { format, takenNames } = await this.teams.importContext(eventId, db);
    return teamsOfFile(format, lines, takenNames);
  }

  /**
   * The directory's person of each player of a file (null: new), and the lines it refuses: a
   * person suspended now, or registered in the event already (or twice in the file).
   */
  private async directoryOf(eventId: string, players: readonly FilePlayer[], db?: Db) {
    const context = await this.players.registrationContext(eventId, db);
    if (!context) throw new AppError('NOT_FOUND', { entity: 'event' });
    const matches: (DirectoryMatch | null)[] = await this.people.matches(
      db,
      context.organizationId,
      identifierKindOf(context.ruleProfile),
      players.map(({ input }) => input),
    );
    const personIds = matches.flatMap((match) => (match ? [match.id] : []));
    const registered = new Set((await this.players.registrationsOf(eventId, personIds, db)).map((player) => player.personId));
    const seen = new Set<string>();
    const problems: LineProblem[] = players.flatMap(({ line }, i) => {
      const match = matches[i];
      if (!match) return [];
      if (match.suspension) return [{ line, error: suspendedError(match.name, match.suspension) }];
      const repeated = registered.has(match.id) || seen.has(match.id);
      seen.add(match.id);
      return repeated ? [{ line, error: new AppError('PERSON_ALREADY_REGISTERED', { name: match.name }) }] : [];
    });
    return { context, matches, problems };
  }

  /** "Player ID 1000002 is already used by 佐藤 葵.", on every line of the file that has it (whatever else it has wrong). */
  private async takenIdProblems(eventId: string, lines: readonly FilePlayer[], db?: Db): Promise<LineProblem[]> {
    const ids = [...new Set(lines.flatMap(({ input }) => input.externalId ?? []))];
    if (!ids.length) return [];
    const holders = new Map((await this.players.existingExternalIds(eventId, ids, db)).map((holder) => [holder.externalId!, holder.name]));
    return lines.flatMap(({ line, input }) =>
      input.externalId && holders.has(input.externalId)
        ? [{ line, error: new AppError('PLAYER_ID_TAKEN', { playerId: input.externalId, name: holders.get(input.externalId)! }) }]
        : [],
    );
  }

  async update(viewer: Viewer, playerId: string, input: PlayerInput) {
    return this.change(viewer, playerId, 'player.update', async (before, change) => {
      const clean = cleanPlayerInput(input, false);
      if (clean.externalId && clean.externalId !== before.externalId)
        await this.refuseTakenPlayerId(change, before.eventId, clean.externalId);
      return clean;
    });
  }

  /** "Player ID 1000002 is already used by 佐藤 葵.": who has it, in the desk's words. */
  private async refuseTakenPlayerId(change: Change, eventId: string, externalId: string) {
    const [holder] = await this.players.existingExternalIds(eventId, [externalId], change.tx);
    if (holder) throw new AppError('PLAYER_ID_TAKEN', { playerId: externalId, name: holder.name });
  }

  setCheckedIn(viewer: Viewer, playerId: string, checkedIn: boolean) {
    return this.change(viewer, playerId, checkedIn ? 'player.checkIn' : 'player.checkOut', async () => ({ checkedIn }));
  }

  /** Takes effect from the next pairing; rounds already played still count. */
  drop(viewer: Viewer, playerId: string, reason: string | null) {
    return this.change(viewer, playerId, 'player.drop', async (before) => {
      if (before.droppedAt) throw new AppError('PLAYER_ALREADY_DROPPED');
      return { droppedAt: new Date(), dropReason: reason?.trim() || null };
    });
  }

  /**
   * Deletes a mistaken registration, audited with what it held; only while the player is in no
   * match (else drop them: the rounds they played must keep counting).
   */
  async remove(viewer: Viewer, playerId: string) {
    const player = await this.players.findById(playerId);
    if (!player) throw new AppError('NOT_FOUND', { entity: 'player' });
    await this.access.require(viewer, player.eventId, 'players.manage');
    const removed = await this.uow.run(viewer, async (change) => {
      await this.lockEvent(change, player.eventId);
      const before = await this.players.findById(playerId, change.tx);
      if (!before) throw new AppError('NOT_FOUND', { entity: 'player' });
      const round = await this.tournament.firstRoundOf(playerId, change);
      if (round !== null) throw new AppError('PLAYER_ALREADY_PAIRED', { name: before.name, round });
      await this.players.remove(change.tx, playerId);
      await change.audit({ eventId: before.eventId, action: 'player.delete', entityType: 'Player', entityId: playerId, before });
      change.publish({ eventId: before.eventId, kind: 'PLAYER_CHANGED', audience: [playerId] });
      await this.placeFreed.placeFreed(change, before.eventId);
      return before;
    });
    this.tokens.forget('player', playerId);
    await this.live.endStreams(`player:${playerId}`);
    return toPlayerModel(removed);
  }

  /** Signs the player out everywhere; with a new access code, the old code stops working too. */
  async revokeAccess(viewer: Viewer, playerId: string, newAccessCode: boolean) {
    const changed = await this.change(viewer, playerId, 'player.revokeAccess', async () => ({
      tokenVersion: { increment: 1 },
      ...(newAccessCode ? { accessCode: generateAccessCode() } : {}),
    }));
    this.tokens.forget('player', playerId);
    // Their open pages stop hearing the event: reconnecting with a revoked token is refused.
    await this.live.endStreams(`player:${playerId}`);
    return changed;
  }

  /** At the head judge's discretion, never after the cut (MTR 2.10, judge-handbook-ja.txt:15749 「ヘッドジャッジの判断によって」). */
  reenter(viewer: Viewer, playerId: string) {
    return this.change(viewer, playerId, 'player.reenter', async (before, change) => {
      if (!before.droppedAt || before.disqualified) throw new AppError('PLAYER_NOT_DROPPED');
      if (await this.players.leftBehindByCut(before.id, before.eventId, change.tx)) throw new AppError('PLAYER_CUT');
      return { droppedAt: null, dropReason: null };
    });
  }

  /** A player drops themselves from their Now tab (a step of its own, not part of a report). */
  async dropMyself(viewer: PlayerViewer) {
    await this.applyChange(viewer, viewer.eventId, viewer.playerId, 'player.drop', async (before) => {
      if (before.droppedAt) throw new AppError('PLAYER_ALREADY_DROPPED');
      return { droppedAt: new Date(), dropReason: 'dropped on the player page' };
    });
  }

  /** A change by staff allowed to manage the event's players. */
  private async change(
    viewer: Viewer,
    playerId: string,
    action: string,
    compute: (before: Player, change: Change) => Promise<Prisma.PlayerUncheckedUpdateInput>,
  ) {
    const player = await this.players.findById(playerId);
    if (!player) throw new AppError('NOT_FOUND', { entity: 'player' });
    await this.access.require(viewer, player.eventId, 'players.manage');
    return (await this.applyChange(viewer, player.eventId, playerId, action, compute))!;
  }

  /**
   * Step: drops players who did not check in, as no-shows, in the pairing of round 1 (which holds
   * the event lock); they are told once it has committed.
   */
  async dropNoShows(change: Change, eventId: string, playerIds: readonly string[]) {
    await this.lockEvent(change, eventId);
    for (const playerId of playerIds) {
      await this.changeLocked(change, eventId, playerId, 'player.drop', async (before) =>
        before.droppedAt ? null : { droppedAt: new Date(), dropReason: NO_SHOW_DROP_REASON },
      );
    }
    change.publish({ eventId, kind: 'PLAYER_CHANGED', audience: playerIds });
  }

  /**
   * Step: a disqualification (a penalty's effect): the player is disqualified and dropped, unless
   * already dropped, on the same audited path as every drop, under the event lock.
   */
  async disqualify(change: Change, eventId: string, playerId: string): Promise<{ wasDropped: boolean }> {
    let wasDropped = false;
    await this.applyLocked(change, eventId, playerId, 'player.disqualify', async (before) => {
      wasDropped = before.droppedAt !== null;
      return { disqualified: true, droppedAt: before.droppedAt ?? new Date(), dropReason: before.dropReason ?? 'disqualified' };
    });
    return { wasDropped };
  }

  /** Step: a drop a penalty brings with it (IPG 3.1: not seated 10 minutes into the round), on the audited drop path. */
  async dropByPenalty(change: Change, eventId: string, playerId: string): Promise<{ wasDropped: boolean }> {
    let wasDropped = false;
    await this.applyLocked(change, eventId, playerId, 'player.drop', async (before) => {
      wasDropped = before.droppedAt !== null;
      return wasDropped ? null : { droppedAt: new Date(), dropReason: 'penalty' };
    });
    return { wasDropped };
  }

  /** Step: a revoked disqualification: back in, and back in the event if the disqualification dropped them. */
  async reinstate(change: Change, eventId: string, playerId: string, undrop: boolean) {
    await this.applyLocked(change, eventId, playerId, 'player.reinstate', async () => ({
      disqualified: false,
      ...(undrop ? { droppedAt: null, dropReason: null } : {}),
    }));
  }

  /**
   * Step: a player's drop sent with their result report, in the report's change. Idempotent, so a
   * retried report completes a drop that failed; under the event lock, like every drop, so it
   * never lands in the middle of a pairing.
   */
  async dropWithReport(change: Change, player: PlayerViewer) {
    await this.applyLocked(change, player.eventId, player.playerId, 'player.drop', async (before) =>
      before.droppedAt ? null : { droppedAt: new Date(), dropReason: 'reported with result' },
    );
  }

  /** A change of one player in a change of its own (see `applyLocked`). */
  private applyChange(actor: Viewer, eventId: string, playerId: string, action: string, compute: Compute) {
    return this.uow.run(actor, (change) => this.applyLocked(change, eventId, playerId, action, compute));
  }

  /**
   * Under the event lock: reads the player, applies what `compute` returns (nothing when it
   * returns null), audits it and tells the player and staff. Returns the player after, or null.
   */
  private async applyLocked(change: Change, eventId: string, playerId: string, action: string, compute: Compute) {
    await this.lockEvent(change, eventId);
    const changed = await this.changeLocked(change, eventId, playerId, action, compute);
    if (changed) change.publish({ eventId, kind: 'PLAYER_CHANGED', audience: [playerId] });
    // A drop before the event starts frees a place: the waitlist's first takes it.
    if (changed && action === 'player.drop') await this.placeFreed.placeFreed(change, eventId);
    return changed;
  }

  /** `applyLocked` once the change holds the event lock, telling nobody yet. */
  private async changeLocked(change: Change, eventId: string, playerId: string, action: string, compute: Compute) {
    const before = (await this.players.findById(playerId, change.tx))!;
    const data = await compute(before, change);
    if (!data) return null;
    const after = await this.players.update(change.tx, playerId, data);
    await change.audit({ eventId, action, entityType: 'Player', entityId: playerId, before, after });
    if (!before.droppedAt && after.droppedAt && after.teamId) await this.dropTeamWith(change, eventId, playerId);
    return toPlayerModel(after);
  }

  /**
   * MTR 8.2 「そのチーム全体がそのイベントから棄権する」: a team member's drop (or disqualification)
   * drops the whole team, each teammate on the same audited path as every drop, in the same change.
   */
  private async dropTeamWith(change: Change, eventId: string, playerId: string) {
    const teammates = await this.teams.dropTeamOf(change, eventId, playerId);
    for (const teammateId of teammates) {
      await this.changeLocked(change, eventId, teammateId, 'player.drop', async (before) =>
        before.droppedAt ? null : { droppedAt: new Date(), dropReason: TEAM_DROP_REASON },
      );
    }
    if (teammates.length) change.publish({ eventId, kind: 'PLAYER_CHANGED', audience: teammates });
  }

  private async lockEvent(change: Change, eventId: string) {
    if (!(await change.lockEvent(eventId))) throw new AppError('NOT_FOUND', { entity: 'event' });
  }

  /**
   * Step: new players, each with an access code, audited as `action`. They join from the next
   * round to be paired. After round 1 that is a late entry, which the event's late-entry policy
   * decides (the organizer's policy, not an MTR rule): refused when CLOSED or after
   * `lateEntryLastRound`; otherwise the rounds missed count as match losses without games
   * (MTR appendix C: unplayed games earn nothing). A finished event takes nobody. The caller
   * checked their input. An entry without a person is linked to one (`PeopleService.link`).
   * Beyond the event's capacity it is refused (EVENT_FULL) unless the caller let an organizer
   * override it (audited `player.capacityOverride`, with the places as they were).
   */
  async enter(
    change: Change,
    eventId: string,
    entries: PlayerEntry[],
    action: 'player.register' | 'player.import' | 'player.preregister',
    options: { overrideCapacity?: boolean } = {},
  ) {
    const places = await this.players.places(eventId, change.tx);
    const overCapacity = places.capacity !== null && places.taken + entries.length > places.capacity;
    if (overCapacity && !options.overrideCapacity) {
      throw new AppError('EVENT_FULL', { capacity: places.capacity!, count: places.taken });
    }
    const inputs = await this.linked(change, eventId, entries);
    const joinedAtRound = (await this.players.lastRoundNumber(eventId, change.tx)) + 1;
    if (joinedAtRound > 1 && inputs.length > 0) {
      const policy = await this.players.lateEntryPolicy(eventId, change.tx);
      if (policy?.status === 'FINISHED') throw new AppError('EVENT_FINISHED');
      if (policy?.lateEntryPolicy === 'CLOSED') throw new AppError('LATE_ENTRY_CLOSED', { round: joinedAtRound - 1 });
      if (policy?.lateEntryLastRound != null && joinedAtRound > policy.lateEntryLastRound) {
        throw new AppError('LATE_ENTRY_TOO_LATE', { last: policy.lateEntryLastRound, round: joinedAtRound });
      }
    }
    const created = await this.players.createMany(
      change.tx,
      eventId,
      inputs.map((input) => ({
        personId: input.personId,
        name: input.name!,
        nameReading: input.nameReading ?? null,
        deckName: input.deckName ?? null,
        externalId: input.externalId ?? null,
        email: input.email ?? null,
        awardedByes: input.awardedByes ?? 0,
        pod: input.pod ?? null,
        fixedTable: input.fixedTable ?? null,
        accessCode: generateAccessCode(),
        joinedAtRound,
        preregisteredAt: input.preregisteredAt ?? null,
      })),
    );
    await change.audit(...created.map((player) => ({ eventId, action, entityType: 'Player', entityId: player.id, after: player })));
    if (overCapacity) {
      await change.audit(
        ...created.map((player) => ({
          eventId,
          action: 'player.capacityOverride',
          entityType: 'Player',
          entityId: player.id,
          before: { capacity: places.capacity, taken: places.taken },
        })),
      );
    }
    // The other desks' lists and counts show them; no phone has anything to refresh yet.
    if (created.length > 0) change.publish({ eventId, kind: 'PLAYER_CHANGED', audience: [] });
    return created;
  }

  /**
   * Step: a pre-registration the person cancels before the event (the caller locked the event and
   * checked it has not started): the row goes, freeing its place, audited; the desks refresh.
   */
  async withdraw(change: Change, player: Player) {
    await this.players.remove(change.tx, player.id);
    await change.audit({ eventId: player.eventId, action: 'player.withdraw', entityType: 'Player', entityId: player.id, before: player });
    change.publish({ eventId: player.eventId, kind: 'PLAYER_CHANGED', audience: [] });
  }

  /** Entries with their person: those without one are linked by player ID or e-mail, else to a new person. */
  private async linked(change: Change, eventId: string, entries: PlayerEntry[]) {
    if (entries.every((entry) => entry.personId)) return entries as (PlayerEntry & { personId: string })[];
    const context = (await this.players.registrationContext(eventId, change.tx))!;
    const linked = [];
    for (const entry of entries) {
      if (entry.personId) linked.push({ ...entry, personId: entry.personId });
      else {
        const { personId, fields } = await this.people.link(change, context, entry);
        linked.push({ ...entry, ...fields, personId });
      }
    }
    return linked;
  }
}
