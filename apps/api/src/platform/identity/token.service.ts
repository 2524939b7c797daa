import { createSecretKey, KeyObject, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import type { AppConfig } from '../config';
import { APP_CONFIG } from '../config';
import { InstallationSettings } from '../settings';
import { Subject, TokenVersionsRepository } from './token-versions.repository';
import type { Viewer } from '../common';
import type { Db } from '../database';

const ISSUER = 'taikai';
// How long a process trusts a token version it has read: a revocation reaches every process within this.
const VERSION_CACHE_MS = 5000;
/** How many verified tokens a process remembers: every player of a 10,000-player event, and then some. */
const VERIFIED_TOKENS = 20_000;
/** A device's label is what its browser says it is (user agent), cut to this. */
const DEVICE_LABEL_LENGTH = 200;

/**
 * Signs and checks bearer tokens (HS256). The key comes from TAIKAI_TOKEN_SECRET, or is generated
 * once and kept in the database so tokens survive a restart without a secret in the repository.
 */
@Injectable()
export class TokenService {
  private key?: Promise<KeyObject>;
  private readonly staffVersions = new Map<string, { version: number | undefined; readAt: number }>();
  /**
   * Players' versions are read for a whole event at once: at a round end every player of the
   * event signs in within seconds, and one query for all of them replaces thousands.
   */
  private readonly eventVersions = new Map<string, { versions: Promise<Map<string, number>>; readAt: number }>();
  /**
   * The claims of tokens whose signature has been checked, least recently used first: a phone
   * sends its token with every request, and checking the signature again (jose, HS256) would give
   * the same claims. Expiry is checked on every use, and revocation after it as for any token.
   */
  private readonly verified = new Map<string, JWTPayload>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: InstallationSettings,
    private readonly tokenVersions: TokenVersionsRepository,
  ) {}

  /**
   * `version`: the subject's current token version; raising it later revokes this token. A person
   * token has none: revoking its device row (`PersonDevice.revokedAt`) revokes it.
   */
  async sign(viewer: Viewer, version: number): Promise<string> {
    const [claims, subject] =
      viewer.kind === 'staff'
        ? [{ kind: 'staff', org: viewer.organizer, ver: version }, viewer.userId]
        : viewer.kind === 'player'
          ? [{ kind: 'player', evt: viewer.eventId, ver: version }, viewer.playerId]
          : [{ kind: 'person', org: viewer.organizationId, dev: viewer.deviceId }, viewer.personId];
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(subject)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${this.config.TAIKAI_TOKEN_TTL_HOURS}h`)
      .sign(await this.signingKey());
  }

  /** The viewer an `Authorization: Bearer <token>` header names, if its token is valid. */
  viewerOf(authorization: string | undefined): Promise<Viewer | undefined> {
    const token = authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : undefined;
    return token ? this.verify(token) : Promise.resolve(undefined);
  }

  /** The viewer a valid token names; undefined for a forged, expired, revoked or malformed one. */
  async verify(token: string): Promise<Viewer | undefined> {
    try {
      const payload = await this.claimsOf(token);
      if (typeof payload.sub !== 'string') return undefined;
      if (payload.kind === 'person') return this.personOf(payload.sub, payload.dev);
      if (payload.kind !== 'staff' && payload.kind !== 'player') return undefined;
      if (payload.kind === 'staff') {
        if (payload.ver !== (await this.staffVersion(payload.sub))) return undefined;
        return { kind: 'staff', userId: payload.sub, organizer: payload.org === true };
      }
      if (typeof payload.evt !== 'string' || payload.ver !== (await this.playerVersion(payload.evt, payload.sub))) return undefined;
      return { kind: 'player', playerId: payload.sub, eventId: payload.evt };
    } catch (error) {
      if (error instanceof errors.JOSEError) return undefined;
      throw error;
    }
  }

  /** The token's claims once its signature, issuer and expiry are checked (jose's errors when not). */
  private async claimsOf(token: string): Promise<JWTPayload> {
    const known = this.verified.get(token);
    if (known) {
      this.verified.delete(token);
      // As jose decides it: expired from the second `exp` names.
      if (known.exp === undefined || known.exp > Math.floor(Date.now() / 1000)) {
        this.verified.set(token, known);
        return known;
      }
    }
    const { payload } = await jwtVerify(token, await this.signingKey(), { issuer: ISSUER, algorithms: ['HS256'] });
    this.verified.set(token, payload);
    if (this.verified.size > VERIFIED_TOKENS) this.verified.delete(this.verified.keys().next().value!);
    return payload;
  }

  /**
   * Step: a person token for a new device of the person (a phone that signed in with a code):
   * it reaches that person's own events at the organization until the device is revoked.
   */
  async issuePersonToken(db: Db, person: { personId: string; organizationId: string }, label: string | null): Promise<string> {
    const device = await this.tokenVersions.addDevice(db, person.personId, label?.slice(0, DEVICE_LABEL_LENGTH) ?? null);
    return this.sign({ kind: 'person', ...person, deviceId: device.id }, 0);
  }

  /** Step: revokes one device or every device of a person (staff, a forgotten person): their person tokens stop working at once. */
  async revokeDevices(db: Db, which: { deviceId: string } | { personId: string }): Promise<number> {
    return (await this.tokenVersions.revokeDevices(db, which)).count;
  }

  /**
   * A person token is checked against its device row on every request, not cached: person
   * tokens call a few operations (their events, pre-registering), and a revocation is then at once.
   */
  private async personOf(personId: string, deviceId: unknown): Promise<Viewer | undefined> {
    if (typeof deviceId !== 'string') return undefined;
    const device = await this.tokenVersions.device(deviceId);
    if (!device || device.personId !== personId) return undefined;
    return { kind: 'person', personId, organizationId: device.organizationId, deviceId };
  }

  /** Signs the subject out everywhere: their tokens so far stop working. */
  forget(kind: Subject, id: string): void {
    if (kind === 'staff') this.staffVersions.delete(id);
    // The event is not known here; an event's versions are rarely more than a few thousand.
    else
      for (const { versions } of this.eventVersions.values())
        void versions.then(
          (byPlayer) => byPlayer.delete(id),
          () => undefined,
        );
  }

  private async staffVersion(userId: string): Promise<number | undefined> {
    const cached = this.staffVersions.get(userId);
    if (cached && Date.now() - cached.readAt < VERSION_CACHE_MS) return cached.version;
    const version = await this.tokenVersions.current('staff', userId);
    this.staffVersions.set(userId, { version, readAt: Date.now() });
    return version;
  }

  private async playerVersion(eventId: string, playerId: string): Promise<number | undefined> {
    const now = Date.now();
    let cached = this.eventVersions.get(eventId);
    if (!cached || now - cached.readAt >= VERSION_CACHE_MS) {
      for (const [id, old] of this.eventVersions) if (now - old.readAt >= VERSION_CACHE_MS) this.eventVersions.delete(id);
      const versions = this.tokenVersions.ofEvent(eventId);
      cached = { versions, readAt: now };
      this.eventVersions.set(eventId, cached);
      versions.catch(() => this.eventVersions.get(eventId)?.versions === versions && this.eventVersions.delete(eventId));
    }
    const byPlayer = await cached.versions;
    const known = byPlayer.get(playerId);
    if (known !== undefined) return known;
    // Registered since the event's versions were read, or signed out here since: read alone.
    const version = await this.tokenVersions.current('player', playerId);
    if (version !== undefined) byPlayer.set(playerId, version);
    return version;
  }

  private signingKey(): Promise<KeyObject> {
    this.key ??= (async () => {
      const secret =
        this.config.TAIKAI_TOKEN_SECRET ?? (await this.settings.once('token_secret', () => randomBytes(48).toString('base64url')));
      return createSecretKey(Buffer.from(secret, 'utf8'));
    })();
    this.key.catch(() => (this.key = undefined));
    return this.key;
  }
}
