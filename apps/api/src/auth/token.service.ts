import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { SettingsRepository } from './settings.repository';
import { Subject, TokenVersionsRepository } from './token-versions.repository';
import type { Viewer } from './viewer';

const ISSUER = 'taikai';
// How long a process trusts a token version it has read: a revocation reaches every process within this.
const VERSION_CACHE_MS = 5000;

/**
 * Signs and checks bearer tokens (HS256). The key comes from TAIKAI_TOKEN_SECRET, or is generated
 * once and kept in the database so tokens survive a restart without a secret in the repository.
 */
@Injectable()
export class TokenService {
  private key?: Promise<Uint8Array>;
  private readonly versions = new Map<string, { version: number | undefined; readAt: number }>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: SettingsRepository,
    private readonly tokenVersions: TokenVersionsRepository,
  ) {}

  /** `version`: the subject's current token version; raising it later revokes this token. */
  async sign(viewer: Viewer, version: number): Promise<string> {
    const claims =
      viewer.kind === 'staff' ? { kind: 'staff', org: viewer.organizer, ver: version } : { kind: 'player', evt: viewer.eventId, ver: version };
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(viewer.kind === 'staff' ? viewer.userId : viewer.playerId)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${this.config.TAIKAI_TOKEN_TTL_HOURS}h`)
      .sign(await this.signingKey());
  }

  /** The viewer a valid token names; undefined for a forged, expired, revoked or malformed one. */
  async verify(token: string): Promise<Viewer | undefined> {
    try {
      const { payload } = await jwtVerify(token, await this.signingKey(), { issuer: ISSUER, algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || (payload.kind !== 'staff' && payload.kind !== 'player')) return undefined;
      if (payload.ver !== (await this.currentVersion(payload.kind, payload.sub))) return undefined;
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

  /** Signs the subject out everywhere: their tokens so far stop working. */
  forget(kind: Subject, id: string): void {
    this.versions.delete(`${kind}:${id}`);
  }

  private async currentVersion(kind: Subject, id: string): Promise<number | undefined> {
    const key = `${kind}:${id}`;
    const cached = this.versions.get(key);
    if (cached && Date.now() - cached.readAt < VERSION_CACHE_MS) return cached.version;
    const version = await this.tokenVersions.current(kind, id);
    this.versions.set(key, { version, readAt: Date.now() });
    return version;
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
