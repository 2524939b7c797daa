import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EventUpdateKind } from '../../platform/common';
import { LiveService } from '../../platform/live';
import { ConventionsService } from '../../core/conventions';
import { FeaturedMatchesService, gameScoreOf } from '../../core/featured-matches';
import { RoundsService } from '../../core/rounds';
import { StandingsService } from '../../core/standings';
import { profileOf, standingsOf, TournamentState } from '../../core/tournament';
import { AnnouncementsService } from '../../judging/announcements';
import { DecklistsService } from '../../judging/decklists';
import { MetagameService } from '../../judging/metagame';
import { PublicCache } from './public-cache';
import type { CachedBody } from './public-cache';
import { PublicPagesRepository } from './public-pages.repository';

/** The parts of an event's public page, each fetched and cached on its own. */
export type PublicPart = 'event' | 'pairings' | 'standings' | 'bracket' | 'decklists' | 'metagame' | 'feature';

/**
 * Which parts an update may change; a kind not listed changes them all. Swiss pairings carry no
 * results, so the reports of a round end leave the pairings (what the rush asks for) cached.
 */
const CHANGED_BY: Partial<Record<EventUpdateKind, readonly PublicPart[]>> = {
  MATCH_REPORTED: ['standings', 'bracket', 'metagame', 'feature'],
  MATCH_CONFIRMED: ['standings', 'bracket', 'metagame', 'feature'],
  MATCH_DISPUTED: ['standings', 'bracket', 'metagame', 'feature'],
  RESULT_RECORDED: ['standings', 'bracket', 'metagame', 'feature'],
  PENALTY_CHANGED: ['standings', 'bracket', 'metagame', 'feature'],
  CLOCK_CHANGED: ['event', 'feature'],
  FEATURE_CHANGED: ['feature'],
  ANNOUNCEMENT_PUBLISHED: ['event'],
  STANDINGS_PUBLISHED: ['event', 'standings'],
  PLAYER_CHANGED: ['pairings', 'standings', 'bracket', 'decklists', 'metagame', 'feature'],
  DECKLISTS_CHANGED: ['event', 'decklists', 'metagame'],
  JUDGE_CALLED: [],
};

/** The parts of an event's public page an update of the event may change. */
export function partsChangedBy(kind: EventUpdateKind): readonly PublicPart[] {
  return CHANGED_BY[kind] ?? ALL_PARTS;
}
const ALL_PARTS: readonly PublicPart[] = ['event', 'pairings', 'standings', 'bracket', 'decklists', 'metagame', 'feature'];

/** Event ids by short code: a code never changes its event, so each is looked up once. */
const CODES_KEPT = 10_000;

/**
 * An event's public page (no sign-in): its summary (what is public, the published rounds with
 * their clocks, the announcements), the pairings of a round, the standings, the top-cut bracket
 * and the decklists, as the organizer's settings allow. Computed by the services the player page
 * and the dashboard use, cached per part until a live update of the event (from any process)
 * says it changed. Null: no such event, the page is off, or that part is not public.
 */
@Injectable()
export class PublicPagesService implements OnModuleInit {
  private readonly cache = new PublicCache<PublicPart>();
  private readonly eventIds = new Map<string, string>();

  constructor(
    private readonly pages: PublicPagesRepository,
    private readonly live: LiveService,
    private readonly tournament: TournamentState,
    private readonly rounds: RoundsService,
    private readonly standings: StandingsService,
    private readonly announcements: AnnouncementsService,
    private readonly decklists: DecklistsService,
    private readonly conventions: ConventionsService,
    private readonly metagame: MetagameService,
    private readonly featuredMatches: FeaturedMatchesService,
  ) {}

  onModuleInit() {
    this.live.onEveryUpdate((update) => this.cache.drop(update.eventId, partsChangedBy(update.kind)));
  }

  /** `round`: the pairings' round (default: the latest published). */
  async part(shortCode: string, part: PublicPart, round?: number): Promise<CachedBody | null> {
    const eventId = await this.eventIdOf(shortCode);
    if (!eventId) return null;
    const key = part === 'pairings' ? `pairings:${round ?? 'latest'}` : part;
    return this.cache.get(eventId, part, key, () => this.compute(eventId, part, round));
  }

  /** The event of this short code when its public page is on (its public stream's check); null otherwise. */
  async publicEventId(shortCode: string): Promise<string | null> {
    const eventId = await this.eventIdOf(shortCode);
    return eventId && (await this.pages.settingsOf(eventId))?.publicPage ? eventId : null;
  }

  /** What a fresh computation gives, past the cache (tests compare the cached bytes with it). */
  async compute(eventId: string, part: PublicPart, round?: number): Promise<unknown> {
    const settings = await this.pages.settingsOf(eventId);
    if (!settings?.publicPage) return null;
    const shows = {
      pairings: settings.publicPairings,
      standings:
        settings.publicStandings === 'AFTER_EACH_ROUND' || (settings.publicStandings === 'WHEN_PUBLISHED' && settings.standingsPublished),
      bracket: settings.phases.length > 0,
      decklists:
        (settings.publicDecklists === 'TOP_CUT' && (settings.status === 'TOP_CUT' || settings.status === 'FINISHED')) ||
        (settings.publicDecklists === 'ALL_AFTER_EVENT' && settings.status === 'FINISHED'),
      metagame: settings.publicMetagame,
    };
    switch (part) {
      case 'event':
        return this.summary(eventId, shows);
      case 'pairings':
        return shows.pairings ? this.pairings(eventId, round) : null;
      case 'standings':
        return shows.standings ? this.standings.publicStandings(eventId) : null;
      case 'bracket':
        return shows.bracket ? this.bracket(eventId) : null;
      case 'decklists':
        return shows.decklists ? this.lists(eventId, settings.publicDecklists === 'ALL_AFTER_EVENT' ? 'ALL' : 'TOP_CUT') : null;
      case 'metagame':
        return shows.metagame ? this.metagame.ofEvent(eventId) : null;
      case 'feature':
        return this.feature(eventId, settings.publicMetagame);
    }
  }

  private async eventIdOf(shortCode: string): Promise<string | null> {
    const known = this.eventIds.get(shortCode);
    if (known) return known;
    const event = await this.pages.eventIdByCode(shortCode);
    if (!event) return null;
    if (this.eventIds.size >= CODES_KEPT) this.eventIds.delete(this.eventIds.keys().next().value!);
    this.eventIds.set(shortCode, event.id);
    return event.id;
  }

  private async summary(eventId: string, shows: Record<string, boolean>) {
    const [state, announcements] = await Promise.all([this.tournament.eventState(eventId), this.announcements.publishedOf(eventId)]);
    if (!state) return null;
    const kinds = new Map(state.phases.map((phase) => [phase.id, phase.kind]));
    return {
      event: {
        shortCode: state.shortCode,
        name: state.name,
        status: state.status,
        startsAt: state.startsAt,
        venue: state.venue,
        formatName: state.formatName,
        locale: state.locale,
        bestOf: state.bestOf,
        topCut: state.topCut,
        plannedRounds: state.plannedRounds,
        players: state.players.filter((player) => !player.droppedAt).length,
      },
      shows,
      rounds: state.rounds
        .filter((round) => round.publishedAt)
        .map((round) => ({
          number: round.number,
          phaseKind: kinds.get(round.phaseId),
          startedAt: round.startedAt,
          endsAt: round.endsAt,
          pausedAt: round.pausedAt,
          closedAt: round.closedAt,
        })),
      announcements: announcements.map(({ id, title, body, pinned, publishedAt, language }) => ({
        id,
        title,
        body,
        pinned,
        publishedAt,
        language,
      })),
    };
  }

  /**
   * A published round's tables: names, readings (the search matches them), match points before it,
   * seeds in a top cut, the hall's label in a convention.
   */
  private async pairings(eventId: string, number?: number) {
    const state = await this.tournament.eventState(eventId);
    const published = state?.rounds.filter((round) => round.publishedAt) ?? [];
    const round = number === undefined ? published.at(-1) : published.find((candidate) => candidate.number === number);
    if (!state || !round) return null;
    const [facts, halls] = await Promise.all([
      this.rounds.pairingFacts({}, round.id),
      this.conventions.hallTablesOf(round.matches.map((match) => match.id)),
    ]);
    const players = new Map(state.players.map((player) => [player.id, player]));
    const side = (playerId: string) => ({
      name: players.get(playerId)?.name ?? '',
      reading: players.get(playerId)?.nameReading ?? null,
      points: facts.points.get(playerId) ?? 0,
      seed: facts.seeds.get(playerId) ?? null,
    });
    // Two-Headed Giant (MTR 9.1): a team's two players share one game, stored under seat A; the
    // partners are named beside them, so seat B finds their table by their own name too.
    const partnerOf = (playerId: string) => {
      const teamId = players.get(playerId)?.teamId;
      const partner = teamId ? state.players.find((player) => player.teamId === teamId && player.id !== playerId) : undefined;
      return partner ? side(partner.id) : null;
    };
    const tables = round.matches.map((match) => ({
      table: match.table,
      ...(halls.has(match.id) ? { hall: halls.get(match.id) } : {}),
      player1: side(match.player1Id),
      player2: match.player2Id ? side(match.player2Id) : null,
      ...(match.teamSlot ? { teamSlot: match.teamSlot } : {}),
      ...(match.teamSlot === 'SHARED'
        ? { partner1: partnerOf(match.player1Id), partner2: match.player2Id ? partnerOf(match.player2Id) : null }
        : {}),
    }));
    const phaseKind = state.phases.find((phase) => phase.id === round.phaseId)?.kind;
    if (!state.teamFormat) return { round: round.number, phaseKind, tables };
    // A team event by team match (MTR 8.2): its teams and its seats' tables; no results, as for players.
    const teamMatches = (await this.tournament.teamMatchesOfRound(round.id)).map((teamMatch) => ({
      table: teamMatch.table,
      team1: teamMatch.team1.name,
      team2: teamMatch.team2?.name ?? null,
      seats: tables.filter((_, i) => round.matches[i].teamMatchId === teamMatch.id),
    }));
    return { round: round.number, phaseKind, tables, teamMatches };
  }

  /** The top cut's published rounds, with each match's seeds, games and status. */
  private async bracket(eventId: string) {
    const state = await this.tournament.eventState(eventId);
    const playoff = state?.phases.find((phase) => phase.kind === 'SINGLE_ELIMINATION');
    if (!state || !playoff) return null;
    const names = new Map(state.players.map((player) => [player.id, player.name]));
    const seeds = new Map(playoff.entries.map((entry) => [entry.playerId, entry.seed]));
    const side = (playerId: string) => ({ name: names.get(playerId) ?? '', seed: seeds.get(playerId) ?? null });
    return {
      size: playoff.entries.length,
      rounds: state.rounds
        .filter((round) => round.phaseId === playoff.id && round.publishedAt)
        .map((round) => ({
          number: round.number,
          matches: round.matches.map((match) => ({
            table: match.table,
            status: match.status,
            player1: side(match.player1Id),
            player2: match.player2Id ? side(match.player2Id) : null,
            player1Wins: match.player1Wins,
            player2Wins: match.player2Wins,
            draws: match.draws,
            doubleLoss: match.doubleLoss,
          })),
        })),
    };
  }

  /**
   * What the stream overlay shows (`apps/player/src/overlay`): the latest published round with its
   * clock, and its featured matches: both players' names, readings, records before the round
   * (match points, wins-losses-draws), seeds in a top cut, registered deck names once the organizer
   * made the field's decks public (the metagame published; the overlay shows them when asked), the
   * games staff recorded and the match's result once reported.
   */
  private async feature(eventId: string, decksPublic: boolean) {
    const state = await this.tournament.eventState(eventId);
    if (!state) return null;
    const round = state.rounds.filter((candidate) => candidate.publishedAt).at(-1);
    const featured = round ? await this.featuredMatches.publicOfRound(eventId, round.id) : [];
    const games = new Map(featured.map((row) => [row.matchId, row.games]));
    const records = new Map(round ? standingsOf(state, profileOf(state), round.number - 1).map((row) => [row.playerId, row]) : []);
    const players = new Map(state.players.map((player) => [player.id, player]));
    const phase = round && state.phases.find((candidate) => candidate.id === round.phaseId);
    const seeds = new Map(phase?.entries.map((entry) => [entry.playerId, entry.seed]) ?? []);
    const side = (playerId: string) => {
      const player = players.get(playerId);
      const record = records.get(playerId);
      return {
        name: player?.name ?? '',
        reading: player?.nameReading ?? null,
        deck: decksPublic ? (player?.deckName ?? null) : null,
        points: record?.matchPoints ?? 0,
        wins: record?.wins ?? 0,
        losses: record?.losses ?? 0,
        draws: record?.draws ?? 0,
        seed: seeds.get(playerId) ?? null,
      };
    };
    return {
      event: { name: state.name, shortCode: state.shortCode, bestOf: state.bestOf, status: state.status, locale: state.locale },
      round: round
        ? {
            number: round.number,
            phaseKind: phase?.kind,
            startedAt: round.startedAt,
            endsAt: round.endsAt,
            pausedAt: round.pausedAt,
            closedAt: round.closedAt,
          }
        : null,
      matches: (round?.matches ?? [])
        .filter((match) => games.has(match.id) && match.player2Id)
        .map((match) => ({
          table: match.table,
          status: match.status,
          player1: side(match.player1Id),
          player2: side(match.player2Id!),
          games: games.get(match.id)!,
          gameScore: gameScoreOf(games.get(match.id)!),
          result: match.status === 'FINAL' ? { player1Wins: match.player1Wins, player2Wins: match.player2Wins, draws: match.draws } : null,
        })),
    };
  }

  private async lists(eventId: string, which: 'TOP_CUT' | 'ALL') {
    return {
      decklists: (await this.decklists.publicLists(eventId, which)).map(
        ({ rank, playerName, mainCount, sideboardCount, main, sideboard }) => ({
          rank,
          name: playerName,
          mainCount,
          sideboardCount,
          main: main.map(({ count, name }) => ({ count, name })),
          sideboard: sideboard.map(({ count, name }) => ({ count, name })),
        }),
      ),
    };
  }
}
