import { Injectable } from '@nestjs/common';
import { TokenService } from '../auth/token.service';
import type { Viewer } from '../auth/viewer';
import { AppError } from '../errors/app-error';
import { normalizeAccessCode } from './access-code';
import { AttemptLimiter } from './attempt-limiter';
import { PlayersRepository } from './players.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class PlayersService {
  // Keyed by event and address: a venue's players share one address, so the limit is generous.
  private readonly attempts = new AttemptLimiter(20, 10 * 60 * 1000);

  constructor(
    private readonly players: PlayersRepository,
    private readonly tokens: TokenService,
  ) {}

  async playerLogin(eventId: string, accessCode: string, clientAddress: string): Promise<string> {
    const key = `${eventId}|${clientAddress}`;
    if (this.attempts.isBlocked(key)) throw new AppError('TOO_MANY_ATTEMPTS');
    const player = UUID.test(eventId) ? await this.players.findByAccessCode(eventId, normalizeAccessCode(accessCode)) : null;
    if (!player) {
      this.attempts.recordFailure(key);
      throw new AppError('INVALID_ACCESS_CODE');
    }
    this.attempts.reset(key);
    return this.tokens.sign({ kind: 'player', playerId: player.id, eventId: player.eventId });
  }

  async registrationOf(viewer: Extract<Viewer, { kind: 'player' }>) {
    const player = await this.players.findWithEvent(viewer.playerId);
    if (!player) throw new AppError('NOT_FOUND', { entity: 'player' });
    return player;
  }
}
