import { Injectable } from '@nestjs/common';
import { deckCheckExtension } from '@taikai/engine';
import { EventAccessService } from '../../platform/access';
import type { Viewer } from '../../platform/common';
import { UnitOfWork } from '../../platform/database';
import { AppError, invalidInput } from '../../platform/errors';
import { MatchExtensions, profileOf, TournamentState } from '../../core/tournament';
import type { DeckCheckInput, DeckCheckModel } from './deck-check.model';
import { DeckChecksRepository } from './deck-checks.repository';

type Row = Awaited<ReturnType<DeckChecksRepository['create']>>;

/**
 * IPG 3.4/3.5 and MTR 2.8 (deck checks): what a check found; MTR 2.6 (time extensions): the time it
 * took plus 3 minutes given back to the match.
 */
@Injectable()
export class DeckChecksService {
  constructor(
    private readonly deckChecks: DeckChecksRepository,
    private readonly tournament: TournamentState,
    private readonly extensions: MatchExtensions,
    private readonly access: EventAccessService,
    private readonly uow: UnitOfWork,
  ) {}

  async record(viewer: Viewer, input: DeckCheckInput): Promise<DeckCheckModel> {
    const match = await this.tournament.existingMatch(input.matchId);
    const eventId = match.round.eventId;
    await this.access.require(viewer, eventId, 'penalties.log');
    if (input.playerId !== match.player1Id && input.playerId !== match.player2Id) throw new AppError('DECK_CHECK_PLAYER_NOT_IN_MATCH');
    if (!Number.isInteger(input.minutes) || input.minutes < 0 || input.minutes > 60) throw invalidInput('minutes', 'outOfRange');
    // MTR 2.6 (judge-handbook-ja.txt:15684 「…に加えて3分の延長」): the match gets back the time the check took
    // plus the profile's extra minutes, through the usual (audited) extension, in the same change.
    const extension = deckCheckExtension(profileOf(match.round.event), input.minutes);
    if (extension > 0) await this.access.require(viewer, eventId, 'matches.extend');
    const note = input.note?.trim() || null;
    const saved = await this.uow.run(viewer, async (change) => {
      // The match first: the check's row names it (a key-share lock on the match row), and a
      // simultaneous change holding that too would deadlock with this one's extension asking for it.
      await change.lockMatch(match.id);
      const row = await this.deckChecks.create(change.tx, {
        eventId,
        matchId: match.id,
        playerId: input.playerId,
        minutes: input.minutes,
        outcome: input.outcome,
        note,
      });
      await change.audit({
        eventId,
        action: 'deckCheck.record',
        entityType: 'DeckCheck',
        entityId: row.id,
        before: null,
        after: {
          matchId: match.id,
          playerId: input.playerId,
          minutes: row.minutes,
          extensionMinutes: extension,
          outcome: row.outcome,
          note,
        },
      });
      if (extension > 0) await this.extensions.extend(change, match.id, extension);
      return row;
    });
    return toModel(saved, extension);
  }

  async ofEvent(viewer: Viewer, eventId: string): Promise<DeckCheckModel[]> {
    await this.access.require(viewer, eventId, 'decklists.read');
    return (await this.deckChecks.ofEvent(eventId)).map((row) => toModel(row, deckCheckExtension(profileOf(row.event), row.minutes)));
  }
}

function toModel(row: Row, extensionMinutes: number): DeckCheckModel {
  return {
    id: row.id,
    eventId: row.eventId,
    matchId: row.matchId,
    roundNumber: row.match.round.number,
    table: row.match.table,
    playerId: row.playerId,
    playerName: row.player.name,
    minutes: row.minutes,
    extensionMinutes,
    outcome: row.outcome,
    note: row.note,
    checkedAt: row.checkedAt,
  };
}
