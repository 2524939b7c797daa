import { Injectable } from '@nestjs/common';
import { extraTurnsAtTime } from '@taikai/engine';
import { profileOf } from '../../core/tournament';
import { batchedPerRequest } from '../../platform/common';
import { PenaltiesRepository } from './penalties.repository';

/** IPG 3.3: the infraction whose penalty adds extra turns at time. */
const SLOW_PLAY = 'TE-SP';
const MINUTE = 60_000;

/**
 * The extra turns a match plays at time (MTR 2.5, 2.6; IPG 3.3): the profile's, plus its Slow Play
 * turns for each applied Slow Play penalty logged in the match, to either player, before the match's
 * time ran out (the round's end plus the match's extension). The rule is the engine's
 * (`extraTurnsAtTime`); this reads its inputs, for every match a request shows in one query.
 */
@Injectable()
export class ExtraTurnsService {
  private readonly ofRequest = batchedPerRequest(async (matchIds: string[]) => {
    const rows = await this.penalties.clocksOf(matchIds, SLOW_PLAY);
    return new Map(
      rows.map((row) => {
        const { endsAt, pausedAt, event } = row.round;
        const clock = {
          timeRunsOutAt: endsAt ? endsAt.getTime() + row.extensionMinutes * MINUTE : null,
          pausedAt: pausedAt?.getTime() ?? null,
        };
        const turns = extraTurnsAtTime(
          profileOf(event),
          clock,
          row.penalties.map((penalty) => penalty.createdAt.getTime()),
        );
        return [row.id, turns] as const;
      }),
    );
  });

  constructor(private readonly penalties: PenaltiesRepository) {}

  /** null when the event's profile plays no extra turns at time. */
  async of(request: object, matchId: string): Promise<number | null> {
    return (await this.ofRequest(request, matchId)) ?? null;
  }
}
