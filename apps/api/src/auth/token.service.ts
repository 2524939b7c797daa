import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { SettingsRepository } from './settings.repository';
import type { Viewer } from './viewer';

const ISSUER = 'taikai';

/**
 * Signs and checks bearer tokens (HS256). The key comes from TAIKAI_TOKEN_SECRET, or is generated
 * once and kept in the database so tokens survive a restart without a secret in the repository.
 */
@Injectable()
export class TokenService {
  private key?: Promise<Uint8Array>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: SettingsRepository,
  ) {}

  async sign(viewer: Viewer): Promise<string> {
    const claims =
      viewer.kind === 'staff' ? { kind: 'staff', org: viewer.organizer } : { kind: 'player', evt: viewer.eventId };
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(viewer.kind === 'staff' ? viewer.userId : viewer.playerId)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${this.config.TAIKAI_TOKEN_TTL_HOURS}h`)
      .sign(await this.signingKey());
  }

  /** The viewer a valid token names; undefined for a forged, expired or malformed one. */
  async verify(token: string): Promise<Viewer | undefined> {
    try {
      const { payload } = await jwtVerify(token, await this.signingKey(), { issuer: ISSUER, algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string') return undefined;
      if (payload.kind === 'staff') return { kind: 'staff', userId: payload.sub, organizer: payload.org === true };
      if (payload.kind === 'player' && typeof payload.evt === 'string') {
        return { kind: 'player', playerId: payload.sub, eventId: payload.evt };
      }
      return undefined;
    } catch (error) {
      if (error instanceof errors.JOSEError) return undefined;
      throw error;
    }
  }

  private signingKey(): Promise<Uint8Array> {
    this.key ??= (async () => {
      const secret =
        this.config.TAIKAI_TOKEN_SECRET ??
        (await this.settings.getOrCreate('token_secret', randomBytes(48).toString('base64url')));
      return new TextEncoder().encode(secret);
    })();
    this.key.catch(() => (this.key = undefined));
    return this.key;
  }
}
