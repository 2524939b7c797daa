import { Injectable } from '@nestjs/common';
import { computeMetagame, rationals, type Rational } from '@taikai/engine';
import { EventAccessService } from '../../platform/access';
import type { Viewer } from '../../platform/common';
import { AppError } from '../../platform/errors';
import { TournamentState } from '../../core/tournament';
import { DecklistsService } from '../decklists';
import { ArchetypeSource, MetagameModel } from './metagame.model';

/**
 * An event's metagame (the engine's `computeMetagame`): the players' deck names (registration,
 * the CSV import's `Deck` column) and, for players without one, their decklists' main decks;
 * final matches of every phase; the top cut's entries.
 */
@Injectable()
export class MetagameService {
  constructor(
    private readonly tournament: TournamentState,
    private readonly decklists: DecklistsService,
    private readonly access: EventAccessService,
  ) {}

  /** Staff who may read the event (as the standings). */
  async metagame(viewer: Viewer, eventId: string): Promise<MetagameModel> {
    await this.access.requireReader(viewer, eventId);
    const metagame = await this.ofEvent(eventId);
    if (!metagame) throw new AppError('NOT_FOUND', { entity: 'event' });
    return metagame;
  }

  /** The public page's (no access check: the page decided it is public); null for no such event. */
  async ofEvent(eventId: string): Promise<MetagameModel | null> {
    const [state, mains] = await Promise.all([this.tournament.eventState(eventId), this.decklists.mainsOf(eventId)]);
    if (!state) return null;
    const matches = state.rounds.flatMap((round) => round.matches.filter((match) => match.status === 'FINAL'));
    const played = new Set(matches.flatMap((match) => [match.player1Id, match.player2Id]));
    // A no-show dropped before any match played nothing: not part of the field.
    const players = state.players.filter((player) => !player.droppedAt || played.has(player.id));
    const playoff = state.phases.find((phase) => phase.kind === 'SINGLE_ELIMINATION');
    const metagame = computeMetagame({
      players: players.map((player) => ({ id: player.id, deckName: player.deckName, main: mains.get(player.id) ?? null })),
      matches: matches.map((match) => ({
        player1: match.player1Id,
        player2: match.player2Id,
        player1Wins: match.player1Wins,
        player2Wins: match.player2Wins,
        draws: match.draws,
        doubleLoss: match.doubleLoss,
      })),
      topCut: playoff?.entries.map((entry) => entry.playerId) ?? [],
    });
    return {
      players: metagame.players,
      topCutSize: metagame.topCutSize,
      mirrorMatches: metagame.mirrorMatches,
      archetypes: metagame.archetypes.map((line) => ({
        key: line.key,
        name: line.name,
        source: ArchetypeSource[line.source],
        players: line.players,
        share: rationals.toNumber(line.share),
        shareExact: rationals.toString(line.share),
        topCut: line.topCut,
        topCutShare: number(line.topCutShare),
        conversion: number(line.conversion),
        wins: line.wins,
        losses: line.losses,
        draws: line.draws,
        winRate: number(line.winRate),
        winRateExact: line.winRate ? rationals.toString(line.winRate) : null,
        signature: [...line.signature],
      })),
      matchups: metagame.matchups.map((cell) => ({
        archetype: cell.archetype,
        opponent: cell.opponent,
        wins: cell.wins,
        losses: cell.losses,
        draws: cell.draws,
        winRate: number(cell.winRate),
        winRateExact: cell.winRate ? rationals.toString(cell.winRate) : null,
      })),
    };
  }
}

const number = (value: Rational | null) => (value ? rationals.toNumber(value) : null);
