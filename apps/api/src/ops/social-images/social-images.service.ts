import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EventAccessService } from '../../platform/access';
import type { Viewer } from '../../platform/common';
import { AppError } from '../../platform/errors';
import { type Language, socialImageWords } from '../../platform/i18n';
import { StandingsService } from '../../core/standings';
import { type EventState, TournamentState } from '../../core/tournament';
import { type MetagameModel, MetagameService } from '../../judging/metagame';
import { PublicPagesService } from '../public-pages';
import { renderSvg } from './image-renderer';
import {
  type BracketImage,
  type BracketMatch,
  type BracketSide,
  bracketSvg,
  championSvg,
  type ImageEvent,
  type ImageShape,
  imageLanguage,
  type MetagameImage,
  metagameSvg,
} from './social-image-svg';
import { SocialImageKind } from './social-image.model';
import { SocialImagesRepository } from './social-images.repository';

export interface DrawnImage {
  png: Buffer;
  width: number;
  height: number;
  language: Language;
}

/** Public images kept (a few events' brackets and metagames in two languages and shapes). */
const PUBLIC_KEPT = 64;

/** The metagame chart's archetypes drawn each as a bar; the rest share one (Other). */
export const CHART_ARCHETYPES = 8;

/**
 * The images for social posts: the top cut's bracket with its results, the champion with their
 * deck and the metagame's shares of the field, drawn as SVG and rasterised to PNG on the server
 * (`image-renderer.ts`), for the event's staff; the bracket and the metagame also at a public
 * address while the event's public page shows them.
 */
@Injectable()
export class SocialImagesService {
  /** Public images by event, kind, language and shape, with the version of what they show they were drawn at. */
  private readonly publicImages = new Map<string, { version: string; image: Promise<DrawnImage | null> }>();

  constructor(
    private readonly access: EventAccessService,
    private readonly tournament: TournamentState,
    private readonly standings: StandingsService,
    private readonly pages: PublicPagesService,
    private readonly metagame: MetagameService,
    private readonly repository: SocialImagesRepository,
  ) {}

  /**
   * An image for the event's staff (any role); SOCIAL_IMAGE_NOT_READY before the top cut starts or
   * the champion is decided, or, for the metagame, while no player has a deck name (or a list).
   */
  async image(viewer: Viewer, eventId: string, kind: SocialImageKind, language: Language | null, shape: ImageShape): Promise<DrawnImage> {
    await this.access.require(viewer, eventId, 'event.read');
    const image = await this.draw(eventId, kind, language, shape);
    if (!image) throw new AppError('SOCIAL_IMAGE_NOT_READY');
    return image;
  }

  /**
   * The bracket or metagame image of the event with this short code, while its public page shows
   * that part (null otherwise), with an ETag; drawn again only when what it shows changed: the
   * event's state, and for the metagame the public part's own version (decklists change it too).
   */
  async publicImage(
    shortCode: string,
    kind: SocialImageKind.TOP_CUT | SocialImageKind.METAGAME,
    language: Language | null,
    shape: ImageShape,
  ): Promise<{ image: DrawnImage; etag: string } | null> {
    const part = await this.pages.part(shortCode, kind === SocialImageKind.TOP_CUT ? 'bracket' : 'metagame');
    if (!part) return null;
    const event = await this.repository.eventIdByCode(shortCode);
    if (!event) return null;
    const eventVersion = (await this.tournament.eventVersions([event.id])).get(event.id) ?? '';
    const version = kind === SocialImageKind.METAGAME ? `${eventVersion}:${part.etag}` : eventVersion;
    const key = `${event.id}:${kind}:${language ?? 'event'}:${shape}`;
    let kept = this.publicImages.get(key);
    if (!kept || kept.version !== version) {
      // The metagame as the public part computed it: no second computation.
      const metagame = kind === SocialImageKind.METAGAME ? (JSON.parse(part.json.toString('utf8')) as MetagameModel) : undefined;
      kept = { version, image: this.draw(event.id, kind, language, shape, metagame) };
      this.publicImages.delete(key);
      this.publicImages.set(key, kept);
      if (this.publicImages.size > PUBLIC_KEPT) this.publicImages.delete(this.publicImages.keys().next().value!);
      kept.image.catch(() => this.publicImages.delete(key));
    }
    const image = await kept.image;
    if (!image) return null;
    return { image, etag: `"${createHash('sha256').update(`${key}:${version}`).digest('base64url').slice(0, 27)}"` };
  }

  /** `metagame`: the event's, when the caller has it already. */
  private async draw(
    eventId: string,
    kind: SocialImageKind,
    asked: Language | null,
    shape: ImageShape,
    metagame?: MetagameModel,
  ): Promise<DrawnImage | null> {
    const [state, store] = await Promise.all([this.tournament.eventState(eventId), this.repository.storeOf(eventId)]);
    if (!state) throw new AppError('NOT_FOUND', { entity: 'event' });
    const language = imageLanguage(asked, state.locale);
    const words = socialImageWords[language];
    const event: ImageEvent = { name: state.name, startsAt: state.startsAt, venue: state.venue, store: store?.organization.name ?? null };
    const bracket = bracketOf(state, event);
    let svg: string | null = null;
    if (kind === SocialImageKind.TOP_CUT) {
      svg = bracket && bracketSvg(bracket, words, shape);
    } else if (kind === SocialImageKind.METAGAME) {
      const chart = metagameChartOf(metagame ?? (await this.metagame.ofEvent(eventId)), event);
      svg = chart && metagameSvg(chart, words, shape);
    } else {
      const championId = await this.championOf(state, bracket);
      const champion = championId ? state.players.find((player) => player.id === championId) : undefined;
      svg = champion
        ? championSvg({ event, name: champion.name, deckName: champion.deckName, topCut: bracket?.size ?? 0 }, words, shape)
        : null;
    }
    if (!svg) return null;
    const { png, width, height } = await renderSvg(svg);
    return { png, width, height, language };
  }

  /** The top cut's winner, or the first of the final standings once the event is finished (an event without a top cut). */
  private async championOf(state: EventState, bracket: (BracketImage & { championId: string | null }) | null): Promise<string | null> {
    if (bracket?.championId) return bracket.championId;
    if (state.status !== 'FINISHED') return null;
    const lines = await this.standings.finalLinesOf(state.id);
    return [...lines].find(([, line]) => line.rank === 1)?.[0] ?? null;
  }
}

/**
 * The single-elimination phase's published rounds in bracket order: the first round by table, each
 * later match under the earlier match its players came from. Null without a top cut.
 */
function bracketOf(state: EventState, event: ImageEvent): (BracketImage & { championId: string | null }) | null {
  const playoff = state.phases.find((phase) => phase.kind === 'SINGLE_ELIMINATION');
  if (!playoff) return null;
  const names = new Map(state.players.map((player) => [player.id, player.name]));
  const seeds = new Map(playoff.entries.map((entry) => [entry.playerId, entry.seed]));
  const played = state.rounds.filter((round) => round.phaseId === playoff.id && round.publishedAt).sort((a, b) => a.number - b.number);
  const rounds: BracketMatch[][] = [];
  let previous: EventState['rounds'][number]['matches'] = [];
  let championId: string | null = null;
  const roundCount = Math.ceil(Math.log2(Math.max(2, playoff.entries.length)));
  for (const [index, round] of played.entries()) {
    const feeder = (playerId: string | null) => previous.findIndex((match) => match.player1Id === playerId || match.player2Id === playerId);
    const matches =
      index === 0
        ? [...round.matches].sort((a, b) => a.table - b.table)
        : [...round.matches].sort(
            (a, b) => Math.min(feeder(a.player1Id), feeder(a.player2Id)) - Math.min(feeder(b.player1Id), feeder(b.player2Id)),
          );
    rounds.push(
      matches.map((match) => {
        const decided = match.status === 'FINAL' && !match.doubleLoss && match.player1Wins !== match.player2Wins;
        const side = (playerId: string | null, wins: number, won: boolean): BracketSide | null =>
          playerId ? { name: names.get(playerId) ?? '', seed: seeds.get(playerId) ?? null, wins, won } : null;
        const winner = !match.player2Id
          ? match.player1Id
          : decided
            ? match.player1Wins > match.player2Wins
              ? match.player1Id
              : match.player2Id
            : null;
        if (index === roundCount - 1 && matches.length === 1) championId = winner;
        return {
          player1: side(match.player1Id, match.player1Wins, winner === match.player1Id && Boolean(match.player2Id)),
          player2: side(match.player2Id, match.player2Wins, winner === match.player2Id),
        };
      }),
    );
    previous = matches;
  }
  return { event, size: playoff.entries.length, rounds, champion: championId ? (names.get(championId) ?? null) : null, championId };
}

/**
 * The chart's bars: the `CHART_ARCHETYPES` archetypes with most players (the engine's order), the
 * other named ones together, then the players without a deck name or list. Null while no player
 * has one: a chart of Unknown alone says nothing.
 */
export function metagameChartOf(metagame: MetagameModel | null, event: ImageEvent): MetagameImage | null {
  const named = metagame?.archetypes.filter((line) => line.name !== null) ?? [];
  if (!metagame || named.length === 0) return null;
  const sum = (lines: typeof named) => ({
    players: lines.reduce((total, line) => total + line.players, 0),
    topCut: lines.reduce((total, line) => total + line.topCut, 0),
  });
  const rest = named.slice(CHART_ARCHETYPES);
  const unknown = metagame.archetypes.filter((line) => line.name === null);
  const bars: MetagameImage['bars'] = [
    ...named
      .slice(0, CHART_ARCHETYPES)
      .map((line) => ({ kind: 'ARCHETYPE' as const, name: line.name, players: line.players, topCut: line.topCut })),
    ...(rest.length ? [{ kind: 'OTHER' as const, name: null, ...sum(rest) }] : []),
    ...(unknown.length ? [{ kind: 'UNKNOWN' as const, name: null, ...sum(unknown) }] : []),
  ];
  return { event, players: metagame.players, topCutSize: metagame.topCutSize, bars };
}
