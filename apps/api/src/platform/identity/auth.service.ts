import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AppConfig } from '../config';
import { APP_CONFIG } from '../config';
import { AppError } from '../errors';
import { UnitOfWork } from '../database';
import { LiveService } from '../live';
import { AttemptLimiter, AttemptLimiters } from './attempt-limiter';
import { UsersService } from '../users';
import { TokenVersionsRepository } from './token-versions.repository';
import { TokenService } from './token.service';
import type { Viewer } from '../common';

@Injectable()
export class AuthService {
  private readonly logger = new Logger('Auth');
  // Per account and address: slows password guessing without letting anyone lock an organizer out.
  private readonly attempts: AttemptLimiter;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly tokens: TokenService,
    private readonly tokenVersions: TokenVersionsRepository,
    private readonly uow: UnitOfWork,
    private readonly live: LiveService,
    limiters: AttemptLimiters,
  ) {
    this.attempts = limiters.create('login', { free: 10, windowSeconds: 10 * 60, firstWaitSeconds: 5, maxWaitSeconds: 10 * 60 });
  }

  async login(email: string, password: string, clientAddress: string): Promise<string> {
    const key = `${email.trim().toLowerCase()}|${clientAddress}`;
    if (await this.attempts.waitMs([key])) throw new AppError('TOO_MANY_ATTEMPTS');
    const user = await this.users.withPassword(email, password);
    if (!user) {
      await this.attempts.recordFailure([key]);
      throw new AppError('INVALID_CREDENTIALS');
    }
    await this.attempts.reward(key);
    return this.tokens.sign({ kind: 'staff', userId: user.id, organizer: user.role === 'ORGANIZER' }, user.tokenVersion);
  }

  /**
   * Signs the caller out on every device: all their tokens so far stop working. A person token
   * signs out its own phone only ("Forget this phone"): its device row is revoked.
   */
  async logout(viewer: Viewer): Promise<boolean> {
    if (viewer.kind === 'person') {
      await this.uow.run(viewer, async (change) => {
        await this.tokens.revokeDevices(change.tx, { deviceId: viewer.deviceId });
        await change.audit({ eventId: null, action: 'person.deviceRevoke', entityType: 'PersonDevice', entityId: viewer.deviceId });
      });
      return true;
    }
    const [kind, id] = viewer.kind === 'staff' ? (['staff', viewer.userId] as const) : (['player', viewer.playerId] as const);
    await this.uow.run(viewer, (change) => this.tokenVersions.bump(change.tx, kind, id));
    this.tokens.forget(kind, id);
    await this.live.endStreams(`${kind}:${id}`);
    return true;
  }

  async viewerProfile(viewer: Viewer) {
    if (viewer.kind !== 'staff') return null;
    return this.users.byId(viewer.userId);
  }

  /** An empty database gets its first organizer, so someone can sign in. */
  async ensureFirstOrganizer(): Promise<void> {
    const email = this.config.TAIKAI_ADMIN_EMAIL ?? 'admin@taikai.local';
    const generated = this.config.TAIKAI_ADMIN_PASSWORD === undefined;
    const password = this.config.TAIKAI_ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
    const created = await this.users.createFirstOrganizer(email, password);
    if (!created) return;
    this.logger.log(`Created the first organizer: ${email}`);
    // Printed once, on purpose: it is the only way in on a fresh install without configuration.
    if (generated) this.logger.warn(`Generated password for ${email}: ${password}  (shown only this once)`);
  }
}
