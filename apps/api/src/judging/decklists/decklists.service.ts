import { Injectable } from '@nestjs/common';
import {
  checkDecklist,
  checkUnifiedConstruction,
  DeckFormat,
  Decklist,
  DecklistEntry,
  deckCounts,
  DeckProblem,
  DecklistParseProblem,
  findTeamFormat,
  parseDecklist,
  TeamSeat,
} from '@taikai/engine';
import { deckProblemText } from '@taikai/words';
import { EventAccessService } from '../../platform/access';
import { AuditService } from '../../platform/audit';
import type { PlayerViewer, Viewer } from '../../platform/common';
import { UnitOfWork } from '../../platform/database';
import { AppError, invalidInput } from '../../platform/errors';
import type { Decklist as DecklistRow, DecklistSettings } from '../../generated/prisma/client';
import type { Language } from '../../platform/i18n';
import { profileOf, standingsOf, TournamentState } from '../../core/tournament';
import { CardDatabase } from './card-database';
import type {
  DecklistCheckModel,
  DecklistModel,
  DecklistSettingsInput,
  DecklistSettingsModel,
  DecklistStatusModel,
  DeckProblemModel,
  OpponentDecklistModel,
  PublishedDecklistModel,
} from './decklist.model';
import { DecklistState } from './decklist.model';
import { DecklistsRepository } from './decklists.repository';

type EventFacts = NonNullable<Awaited<ReturnType<DecklistsRepository['eventFacts']>>>;
type Settings = Pick<DecklistSettings, 'requirement' | 'deadline' | 'submitter' | 'legalityFormat' | 'publishedTop' | 'publishedAt'>;

const NOT_COLLECTED: Settings = {
  requirement: 'OFF',
  deadline: null,
  submitter: 'PLAYER',
  legalityFormat: null,
  publishedTop: null,
  publishedAt: null,
};
const LEGALITY_FORMAT = /^[a-z0-9]{1,30}$/;

const formatOf = (event: { formatType: string }): DeckFormat => (event.formatType === 'CONSTRUCTED' ? 'constructed' : 'limited');

/**
 * When the lists lock: the deadline staff set, else when the first round the lists are for starts
 * (its clock, or the publication of its pairings). Null while that round has not started.
 */
export function locksAt(event: EventFacts): Date | null {
  const settings = event.decklistSettings;
  if (settings?.deadline) return settings.deadline;
  const phase = settings?.requirement === 'TOP_CUT' ? event.phases.find((p) => p.kind === 'SINGLE_ELIMINATION') : event.phases[0];
  const first = phase?.rounds[0];
  return first?.startedAt ?? first?.publishedAt ?? null;
}

const isLocked = (event: EventFacts, now = new Date()) => {
  const at = locksAt(event);
  return at !== null && at <= now;
};

@Injectable()
export class DecklistsService {
  constructor(
    private readonly decklists: DecklistsRepository,
    private readonly tournament: TournamentState,
    private readonly cards: CardDatabase,
    private readonly access: EventAccessService,
    private readonly audit: AuditService,
    private readonly uow: UnitOfWork,
  ) {}

  /** Staff of the event, and its players (who need the deadline and the rules). */
  async settings(viewer: Viewer, eventId: string): Promise<DecklistSettingsModel> {
    await this.access.requireReader(viewer, eventId);
    return this.settingsModel(await this.facts(eventId));
  }

  async updateSettings(viewer: Viewer, eventId: string, input: DecklistSettingsInput): Promise<DecklistSettingsModel> {
    await this.access.require(viewer, eventId, 'decklists.manage');
    const legalityFormat = input.legalityFormat?.trim().toLowerCase() || null;
    if (legalityFormat && !LEGALITY_FORMAT.test(legalityFormat)) throw invalidInput('legalityFormat', 'malformed');
    await this.uow.run(viewer, async (change) => {
      const event = await this.facts(eventId, change.tx);
      const before = event.decklistSettings ?? NOT_COLLECTED;
      const changes = {
        requirement: input.requirement ?? before.requirement,
        submitter: input.submitter ?? before.submitter,
        deadline: input.deadline === undefined ? before.deadline : input.deadline,
        legalityFormat: input.legalityFormat === undefined ? before.legalityFormat : legalityFormat,
      };
      await this.decklists.upsertSettings(change.tx, eventId, changes);
      await change.audit({
        eventId,
        action: 'decklist.settings',
        entityType: 'event',
        entityId: eventId,
        before: settingsAudit(before),
        after: settingsAudit(changes),
      });
      change.publish({ eventId, kind: 'DECKLISTS_CHANGED' });
    });
    return this.settingsModel(await this.facts(eventId));
  }

  /** How a text reads and what it breaks, for the phone and the desk as they type. Stores nothing. */
  async check(viewer: Viewer, eventId: string, text: string, language: Language): Promise<DecklistCheckModel> {
    await this.access.requireReader(viewer, eventId);
    const event = await this.facts(eventId);
    const parsed = parseDecklist(text);
    const own = viewer.kind === 'player' ? viewer.playerId : undefined;
    return this.checked(event, parsed, language, parsed.problems, own);
  }

  /** A player's own list, before the lists lock and where players enter their own. */
  async submit(viewer: PlayerViewer, text: string, language: Language): Promise<DecklistModel> {
    const list = readable(text);
    const saved = await this.uow.run(viewer, async (change) => {
      // Shared with other submissions; a pairing or a clock start in progress is waited for.
      await this.decklists.shareEvent(change.tx, viewer.eventId);
      const event = await this.facts(viewer.eventId, change.tx);
      const settings = event.decklistSettings;
      if (!settings || settings.requirement === 'OFF') throw new AppError('DECKLISTS_NOT_COLLECTED');
      if (settings.submitter === 'STAFF') throw new AppError('DECKLISTS_STAFF_ONLY');
      if (isLocked(event)) throw new AppError('DECKLISTS_LOCKED');
      const player = await this.decklists.lockPlayer(change.tx, viewer.playerId);
      if (!player) throw new AppError('NOT_FOUND', { entity: 'player' });
      const saved = await this.decklists.upsertDecklist(change.tx, player.id, event.id, {
        ...stored(text, list),
        updatedByKind: 'player',
        staffReason: null,
        changedAfterDeadlineAt: null,
      });
      await change.audit(listAudit(event.id, player.decklist, saved));
      change.publish({ eventId: event.id, kind: 'DECKLISTS_CHANGED', audience: [player.id] });
      return { saved, name: player.name };
    });
    return this.model(saved.saved, saved.name, await this.facts(viewer.eventId), language);
  }

  /**
   * Staff enter a list from a paper sheet or correct one, always with the reason. After the lists
   * lock the change is marked as made after the deadline: the evidence of a Decklist Problem.
   */
  async enter(viewer: Viewer, playerId: string, text: string, reason: string, language: Language): Promise<DecklistModel> {
    const registration = await this.decklists.playerWithList(playerId);
    if (!registration) throw new AppError('NOT_FOUND', { entity: 'player' });
    await this.access.require(viewer, registration.eventId, 'decklists.enter');
    const cleanReason = reason.trim();
    if (!cleanReason) throw invalidInput('reason', 'required');
    const list = readable(text);
    const { saved, eventId, name } = await this.uow.run(viewer, async (change) => {
      const player = await this.decklists.lockPlayer(change.tx, playerId);
      if (!player) throw new AppError('NOT_FOUND', { entity: 'player' });
      const event = await this.facts(player.eventId, change.tx);
      if ((event.decklistSettings?.requirement ?? 'OFF') === 'OFF') throw new AppError('DECKLISTS_NOT_COLLECTED');
      const changedAfterDeadlineAt = isLocked(event) ? new Date() : (player.decklist?.changedAfterDeadlineAt ?? null);
      const saved = await this.decklists.upsertDecklist(change.tx, player.id, event.id, {
        ...stored(text, list),
        updatedByKind: 'staff',
        staffReason: cleanReason,
        changedAfterDeadlineAt,
      });
      await change.audit(listAudit(event.id, player.decklist, saved, cleanReason));
      change.publish({ eventId: event.id, kind: 'DECKLISTS_CHANGED', audience: [player.id] });
      return { saved, eventId: event.id, name: player.name };
    });
    return this.model(saved, name, await this.facts(eventId), language);
  }

  async mine(viewer: PlayerViewer, language: Language): Promise<DecklistModel | null> {
    const player = await this.decklists.playerWithList(viewer.playerId);
    return player?.decklist ? this.model(player.decklist, player.name, await this.facts(viewer.eventId), language) : null;
  }

  /**
   * At Professional REL a player sees their current opponent's list (MTR 2.7,
   * judge-handbook-ja.txt:15710 「ルール適用度がプロのイベント」…15712 「その対戦相手に提示される」); elsewhere
   * lists stay private. Only the opponent of the player's match in the round now open (published,
   * not closed): anyone else is refused. Null when the opponent has no list.
   */
  async opponentOf(viewer: PlayerViewer, playerId: string): Promise<OpponentDecklistModel | null> {
    await this.access.requireReader(viewer, viewer.eventId);
    const opponent = await this.decklists.playerWithList(playerId);
    if (!opponent || opponent.eventId !== viewer.eventId) throw new AppError('FORBIDDEN');
    const event = await this.facts(viewer.eventId);
    if (event.enforcementLevel !== 'PROFESSIONAL') throw new AppError('DECKLIST_NOT_PUBLIC');
    const [current] = await this.tournament.matchesOfPlayer(viewer.playerId);
    const opponentId = current && (current.player1Id === viewer.playerId ? current.player2Id : current.player1Id);
    if (!current || current.round.closedAt !== null || opponentId !== playerId) throw new AppError('DECKLIST_NOT_OPPONENT');
    if (!opponent.decklist) return null;
    const list = opponent.decklist;
    return {
      eventId: opponent.eventId,
      playerId,
      playerName: opponent.name,
      mainCount: list.mainCount,
      sideboardCount: list.sideboardCount,
      ...cardsOf(list),
    };
  }

  /** A player's list for staff: the deck check, the desk. */
  async ofPlayer(viewer: Viewer, playerId: string, language: Language): Promise<DecklistModel | null> {
    const player = await this.decklists.playerWithList(playerId);
    if (!player) throw new AppError('NOT_FOUND', { entity: 'player' });
    await this.access.require(viewer, player.eventId, 'decklists.read');
    return player.decklist ? this.model(player.decklist, player.name, await this.facts(player.eventId), language) : null;
  }

  /**
   * Every player still in the event (or, for top-cut lists once the cut is made, those in it) with
   * the state of their list: missing, breaking a rule, or fine.
   */
  async overview(viewer: Viewer, eventId: string, language: Language): Promise<DecklistStatusModel[]> {
    await this.access.require(viewer, eventId, 'decklists.read');
    const event = await this.facts(eventId);
    const index = await this.cards.index();
    const cut = event.decklistSettings?.requirement === 'TOP_CUT' ? event.phases.find((p) => p.kind === 'SINGLE_ELIMINATION') : undefined;
    const inCut = cut && new Set(cut.entries.map((entry) => entry.playerId));
    const players = await this.decklists.playersWithLists(eventId);
    const shared = unifiedConstruction(event) ? sharedCardsByTeam(players, language, index) : new Map<string, DeckProblemModel[]>();
    return players
      .filter((player) => !inCut || inCut.has(player.id))
      .map((player) => {
        const problems = player.decklist
          ? [...this.problems(event, listOf(player.decklist), language, index), ...(shared.get(player.id) ?? [])]
          : [];
        return {
          eventId,
          playerId: player.id,
          playerName: player.name,
          externalId: player.externalId,
          state: !player.decklist ? DecklistState.MISSING : problems.length ? DecklistState.PROBLEMS : DecklistState.OK,
          mainCount: player.decklist?.mainCount ?? null,
          sideboardCount: player.decklist?.sideboardCount ?? null,
          changedAfterDeadlineAt: player.decklist?.changedAfterDeadlineAt ?? null,
          problems,
        };
      });
  }

  /** After the cut: the lists of the top N of the Swiss standings become visible to every player. */
  async publish(viewer: Viewer, eventId: string, top: number): Promise<DecklistSettingsModel> {
    await this.access.require(viewer, eventId, 'decklists.manage');
    await this.uow.run(viewer, async (change) => {
      const event = await this.facts(eventId, change.tx);
      if ((event.decklistSettings?.requirement ?? 'OFF') === 'OFF') throw new AppError('DECKLISTS_NOT_COLLECTED');
      if (event.status !== 'TOP_CUT' && event.status !== 'FINISHED') throw new AppError('DECKLISTS_BEFORE_CUT');
      const before = event.decklistSettings!;
      await this.decklists.upsertSettings(change.tx, eventId, { publishedTop: top, publishedAt: new Date() });
      await change.audit({
        eventId,
        action: 'decklist.publish',
        entityType: 'event',
        entityId: eventId,
        before: { publishedTop: before.publishedTop },
        after: { publishedTop: top },
      });
      change.publish({ eventId, kind: 'DECKLISTS_CHANGED' });
    });
    return this.settingsModel(await this.facts(eventId));
  }

  /** The published lists, by Swiss rank; empty until published. Staff and the event's players. */
  async published(viewer: Viewer, eventId: string): Promise<PublishedDecklistModel[]> {
    await this.access.requireReader(viewer, eventId);
    const top = (await this.facts(eventId)).decklistSettings?.publishedTop;
    return top ? this.listsByRank(eventId, top) : [];
  }

  /**
   * What the event's public page shows: the published top N's lists (`TOP_CUT`, empty until
   * published) or every list (`ALL`), by Swiss rank. No access check: the page decided they are public.
   */
  async publicLists(eventId: string, which: 'TOP_CUT' | 'ALL'): Promise<PublishedDecklistModel[]> {
    const top = which === 'ALL' ? Infinity : (await this.facts(eventId)).decklistSettings?.publishedTop;
    return top ? this.listsByRank(eventId, top) : [];
  }

  /** Each list's main deck by player (the metagame's grouping by cards). No access check: the caller checked the event. */
  async mainsOf(eventId: string): Promise<Map<string, DecklistEntry[]>> {
    return new Map((await this.decklists.mainsOf(eventId)).map((row) => [row.playerId, row.main as unknown as DecklistEntry[]]));
  }

  private async listsByRank(eventId: string, top: number): Promise<PublishedDecklistModel[]> {
    const state = await this.tournament.eventState(eventId);
    if (!state) throw new AppError('NOT_FOUND', { entity: 'event' });
    const ranked = standingsOf(state, profileOf(state)).slice(0, top);
    const lists = new Map((await this.decklists.listsOf(ranked.map((row) => row.playerId))).map((list) => [list.playerId, list]));
    return ranked.flatMap((row) => {
      const list = lists.get(row.playerId);
      return list
        ? [
            {
              rank: row.rank,
              eventId,
              playerId: row.playerId,
              playerName: list.player.name,
              mainCount: list.mainCount,
              sideboardCount: list.sideboardCount,
              ...cardsOf(list),
            },
          ]
        : [];
    });
  }

  /** Replaces the server's card database (MTGJSON AtomicCards format); site organizers only. */
  async replaceCardDatabase(viewer: Viewer, text: string): Promise<number> {
    if (viewer.kind !== 'staff' || !viewer.organizer) throw new AppError('FORBIDDEN');
    const index = await this.cards.replace(text);
    await this.audit.recordAlone(viewer, {
      eventId: null,
      action: 'cards.replace',
      entityType: 'cardDatabase',
      entityId: 'AtomicCards.json',
      after: { names: index.size },
    });
    return index.size;
  }

  private async facts(eventId: string, tx?: Parameters<DecklistsRepository['eventFacts']>[1]) {
    const event = await this.decklists.eventFacts(eventId, tx);
    if (!event) throw new AppError('NOT_FOUND', { entity: 'event' });
    return event;
  }

  private async settingsModel(event: EventFacts): Promise<DecklistSettingsModel> {
    const settings = event.decklistSettings ?? NOT_COLLECTED;
    const format = formatOf(event);
    const rules = profileOf(event).deck[format];
    const at = locksAt(event);
    return {
      eventId: event.id,
      requirement: settings.requirement,
      deadline: settings.deadline,
      locksAt: at,
      locked: at !== null && at <= new Date(),
      submitter: settings.submitter,
      legalityFormat: settings.legalityFormat,
      publishedTop: settings.publishedTop,
      publishedAt: settings.publishedAt,
      rules: {
        format,
        mainMin: rules.mainMin,
        mainMax: rules.mainMax,
        sideboardMax: rules.sideboardMax,
        maxCopies: rules.maxCopies,
        rule: rules.rule,
      },
      cardDatabaseSize: (await this.cards.index())?.size ?? 0,
    };
  }

  /** `playerId`: whose list it is, so that a team event's list is also checked against the teammates' (MTR 8.4). */
  private async checked(
    event: EventFacts,
    list: Decklist,
    language: Language,
    parseProblems: readonly DecklistParseProblem[] = [],
    playerId?: string,
  ): Promise<DecklistCheckModel> {
    const counts = deckCounts(list);
    const cards = await this.cards.index();
    const problems = [
      ...parseProblems.map((problem) => parseProblemModel(problem, language)),
      ...this.problems(event, list, language, cards),
      ...(playerId && unifiedConstruction(event) ? await this.teamProblemsOf(event, playerId, list, language, cards) : []),
    ];
    return { mainCount: counts.main, sideboardCount: counts.sideboard, main: [...list.main], sideboard: [...list.sideboard], problems };
  }

  /** The cards `list` (the player's, as stored or being typed) shares with their teammates' stored lists. */
  private async teamProblemsOf(
    event: EventFacts,
    playerId: string,
    list: Decklist,
    language: Language,
    cards: Awaited<ReturnType<CardDatabase['index']>>,
  ): Promise<DeckProblemModel[]> {
    const members = await this.decklists.teamListsOf(playerId);
    const own = members.find((member) => member.id === playerId);
    if (!own?.teamSeat) return [];
    const teammates = members.filter((member) => member.id !== playerId && member.teamSeat && member.decklist);
    const decks = [
      { id: playerId, seat: own.teamSeat, list },
      ...teammates.map((m) => ({ id: m.id, seat: m.teamSeat!, list: listOf(m.decklist!) })),
    ];
    return sharedCards(decks, language, cards).get(playerId) ?? [];
  }

  private problems(
    event: EventFacts,
    list: Decklist,
    language: Language,
    cards: Awaited<ReturnType<CardDatabase['index']>>,
  ): DeckProblemModel[] {
    const legalityFormat = event.decklistSettings?.legalityFormat ?? undefined;
    return checkDecklist(profileOf(event).deck, formatOf(event), list, { cards, legalityFormat }).map((problem) =>
      deckProblemModel(problem, language),
    );
  }

  private async model(row: DecklistRow, playerName: string, event: EventFacts, language: Language): Promise<DecklistModel> {
    return { ...row, playerName, ...(await this.checked(event, listOf(row), language, [], row.playerId)) };
  }
}

/** The text as a list, refused with every unreadable line named when it is not one. */
function readable(text: string): Decklist {
  const parsed = parseDecklist(text);
  if (parsed.problems.length) {
    const [first] = parsed.problems;
    throw new AppError('DECKLIST_UNREADABLE', {
      line: first.params.line,
      text: first.params.text,
      lines: parsed.problems.map((p) => p.params.line).join(', '),
    });
  }
  if (parsed.main.length === 0) throw new AppError('DECKLIST_EMPTY');
  return parsed;
}

const withoutLine = ({ line: _line, ...card }: DecklistEntry) => card;

function stored(text: string, list: Decklist) {
  const counts = deckCounts(list);
  return {
    text,
    main: list.main.map(withoutLine),
    sideboard: list.sideboard.map(withoutLine),
    mainCount: counts.main,
    sideboardCount: counts.sideboard,
  };
}

function cardsOf(row: Pick<DecklistRow, 'main' | 'sideboard'>) {
  return { main: row.main as unknown as DecklistEntry[], sideboard: row.sideboard as unknown as DecklistEntry[] };
}

const listOf = (row: Pick<DecklistRow, 'main' | 'sideboard'>): Decklist => cardsOf(row);

function listAudit(eventId: string, before: DecklistRow | null, after: DecklistRow, reason?: string) {
  const summary = (row: DecklistRow) => ({
    text: row.text,
    mainCount: row.mainCount,
    sideboardCount: row.sideboardCount,
    changedAfterDeadline: row.changedAfterDeadlineAt !== null,
  });
  return {
    eventId,
    action: before ? 'decklist.update' : 'decklist.submit',
    entityType: 'decklist',
    entityId: after.id,
    before: before ? summary(before) : null,
    after: { ...summary(after), playerId: after.playerId, ...(reason ? { reason } : {}) },
  };
}

const settingsAudit = (settings: Partial<Settings>) => ({
  requirement: settings.requirement,
  submitter: settings.submitter,
  deadline: settings.deadline?.toISOString() ?? null,
  legalityFormat: settings.legalityFormat ?? null,
});

// The message speaks of a player's list, as staff read it; the phone words the same codes as the player's own.
function deckProblemModel(problem: DeckProblem, language: Language): DeckProblemModel {
  const { rule, card, count, min, max, line } = problem.params;
  const message = deckProblemText(language, 'theirs', problem.code, problem.params);
  return {
    code: problem.code,
    message,
    rule,
    card: card ?? null,
    count: count ?? null,
    min: min ?? null,
    max: max ?? null,
    line: line ?? null,
  };
}

function parseProblemModel(problem: DecklistParseProblem, language: Language): DeckProblemModel {
  const message = deckProblemText(language, 'theirs', problem.code, problem.params);
  return { code: problem.code, message, rule: null, card: null, count: null, min: null, max: null, line: problem.params.line };
}

/** MTR 8.4 (unified deck construction) applies to a team format that has it, in constructed. */
function unifiedConstruction(event: EventFacts): boolean {
  return formatOf(event) === 'constructed' && (event.teamFormat ? findTeamFormat(event.teamFormat)?.unifiedConstruction === true : false);
}

type CardIndex = Awaited<ReturnType<CardDatabase['index']>>;

/** Per player, the cards their deck shares with a teammate's (MTR 8.4), worded for staff. */
function sharedCards(
  decks: { id: string; seat: string; list: Decklist }[],
  language: Language,
  cards: CardIndex,
): Map<string, DeckProblemModel[]> {
  const bySeat = new Map(decks.map((deck) => [deck.seat, deck.id]));
  const found = new Map<string, DeckProblemModel[]>();
  const problems = checkUnifiedConstruction(
    decks.map((deck) => ({ seat: deck.seat as TeamSeat, list: deck.list })),
    cards ? { cards } : {},
  );
  for (const problem of problems) {
    const facts = { rule: problem.params.rule, card: problem.params.card, seats: problem.params.seats.join(', ') };
    const model: DeckProblemModel = {
      code: problem.code,
      message: deckProblemText(language, 'theirs', problem.code, facts),
      rule: facts.rule,
      card: facts.card,
      count: null,
      min: null,
      max: null,
      line: null,
    };
    for (const seat of problem.params.seats) {
      const id = bySeat.get(seat);
      if (id) found.set(id, [...(found.get(id) ?? []), model]);
    }
  }
  return found;
}

function sharedCardsByTeam(
  players: { id: string; teamId: string | null; teamSeat: string | null; decklist: DecklistRow | null }[],
  language: Language,
  cards: CardIndex,
): Map<string, DeckProblemModel[]> {
  const teams = new Map<string, { id: string; seat: string; list: Decklist }[]>();
  for (const player of players) {
    if (!player.teamId || !player.teamSeat || !player.decklist) continue;
    teams.set(player.teamId, [
      ...(teams.get(player.teamId) ?? []),
      { id: player.id, seat: player.teamSeat, list: listOf(player.decklist) },
    ]);
  }
  return new Map([...teams.values()].flatMap((decks) => [...sharedCards(decks, language, cards)]));
}
