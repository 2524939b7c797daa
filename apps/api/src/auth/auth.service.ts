import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { AppError } from '../errors/app-error';
import { UsersRepository } from '../users/users.repository';
import { TokenService } from './token.service';
import type { Viewer } from './viewer';

// Verified against when the email is unknown, so both failures take the same time.
const UNKNOWN_USER_HASH = hash(randomBytes(16).toString('hex'));

@Injectable()
export class AuthService {
  private readonly logger = new Logger('Auth');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersRepository,
    private readonly tokens: TokenService,
  ) {}

  async login(email: string, password: string): Promise<string> {
    const user = await this.users.findByEmail(email.trim());
    const valid = await verify(user?.passwordHash ?? (await UNKNOWN_USER_HASH), password);
    if (!user || !valid) throw new AppError('INVALID_CREDENTIALS');
    return this.tokens.sign({ kind: 'staff', userId: user.id, organizer: user.role === 'ORGANIZER' });
  }

  async viewerProfile(viewer: Viewer) {
    if (viewer.kind !== 'staff') return null;
    return this.users.findById(viewer.userId);
  }

  /** An empty database gets its first organizer, so someone can sign in. */
  async ensureFirstOrganizer(): Promise<void> {
    const email = this.config.TAIKAI_ADMIN_EMAIL ?? 'admin@taikai.local';
    const generated = this.config.TAIKAI_ADMIN_PASSWORD === undefined;
    const password = this.config.TAIKAI_ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
    const created = await this.users.createFirstUser({
      email,
      name: 'Organizer',
      passwordHash: await hash(password),
      role: 'ORGANIZER',
    });
    if (!created) return;
    this.logger.log(`Created the first organizer: ${email}`);
    // Printed once, on purpose: it is the only way in on a fresh install without configuration.
    if (generated) this.logger.warn(`Generated password for ${email}: ${password}  (shown only this once)`);
  }
}
