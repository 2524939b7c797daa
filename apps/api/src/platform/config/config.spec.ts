import path from 'node:path';
import { generateVAPIDKeys } from 'web-push';
import { ConfigError, loadConfig } from './config';

// Two key pairs as `npx web-push generate-vapid-keys` prints them (made for this test only).
const VAPID = generateVAPIDKeys();
const OTHER_VAPID = generateVAPIDKeys();

describe('loadConfig', () => {
  it('accepts a VAPID key pair that belongs together, and a contact', () => {
    const config = loadConfig({
      TAIKAI_VAPID_PUBLIC_KEY: VAPID.publicKey,
      TAIKAI_VAPID_PRIVATE_KEY: VAPID.privateKey,
      TAIKAI_VAPID_SUBJECT: 'mailto:td@example.org',
    });
    expect(config.TAIKAI_VAPID_PUBLIC_KEY).toBe(VAPID.publicKey);
  });

  it('applies defaults when nothing is set', () => {
    const config = loadConfig({}, '/srv/taikai');
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('/srv/taikai', '.data'));
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ PORT: '70000' }, 'PORT'],
    [{ TAIKAI_ADMIN_EMAIL: 'nobody' }, 'TAIKAI_ADMIN_EMAIL'],
    [{ TAIKAI_ADMIN_PASSWORD: 'short' }, 'TAIKAI_ADMIN_PASSWORD'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
    [{ TAIKAI_INTROSPECTION: 'yes' }, 'TAIKAI_INTROSPECTION'],
    [{ TAIKAI_PUBLIC_URL: '192.168.1.20:3000' }, 'TAIKAI_PUBLIC_URL'],
    [{ TAIKAI_PUBLIC_URL: 'ftp://192.168.1.20' }, 'TAIKAI_PUBLIC_URL'],
    [{ TAIKAI_PUBLIC_URL: 'http://192.168.1.20:3000/play' }, 'TAIKAI_PUBLIC_URL'],
    [{ TAIKAI_PUBLIC_URL: 'http://192.168.1.20:3000/?event=1' }, 'TAIKAI_PUBLIC_URL'],
    [{ TAIKAI_BACKUP_INTERVAL_SECONDS: '0' }, 'TAIKAI_BACKUP_INTERVAL_SECONDS'],
    [{ TAIKAI_VAPID_PUBLIC_KEY: 'not-a-key', TAIKAI_VAPID_PRIVATE_KEY: VAPID.privateKey }, 'TAIKAI_VAPID_PUBLIC_KEY'],
    [{ TAIKAI_VAPID_PUBLIC_KEY: VAPID.publicKey }, 'TAIKAI_VAPID_PUBLIC_KEY'],
    [{ TAIKAI_VAPID_PUBLIC_KEY: OTHER_VAPID.publicKey, TAIKAI_VAPID_PRIVATE_KEY: VAPID.privateKey }, 'TAIKAI_VAPID_PUBLIC_KEY'],
    [{ TAIKAI_VAPID_SUBJECT: 'http://taikai.example.org' }, 'TAIKAI_VAPID_SUBJECT'],
    [{ TAIKAI_TRUST_PROXY: 'true' }, 'TAIKAI_TRUST_PROXY'],
    [{ TAIKAI_TRUST_PROXY: '10.0.0.0/33' }, 'TAIKAI_TRUST_PROXY'],
    [{ TAIKAI_TRUST_PROXY: 'loopback, proxy.example.org' }, 'TAIKAI_TRUST_PROXY'],
    [{ TAIKAI_LEASE_CHECK_SECONDS: '0' }, 'TAIKAI_LEASE_CHECK_SECONDS'],
  ])('rejects %j with a one-line message naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain(name);
      expect(message).not.toContain('\n');
    }
  });

  it('accepts a reverse proxy as a hop count, names, addresses and subnets', () => {
    expect(loadConfig({}).TAIKAI_TRUST_PROXY).toBeUndefined();
    for (const value of ['1', 'loopback', 'uniquelocal, 203.0.113.7', '10.0.0.0/8,fd00::/8', '::1'])
      expect(loadConfig({ TAIKAI_TRUST_PROXY: value }).TAIKAI_TRUST_PROXY).toBe(value);
  });

  it('accepts a PostgreSQL URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgresql://taikai@db:5432/taikai' }).DATABASE_URL).toBe('postgresql://taikai@db:5432/taikai');
  });

  it('accepts a public URL and keeps its origin', () => {
    expect(loadConfig({}).TAIKAI_PUBLIC_URL).toBeUndefined();
    expect(loadConfig({ TAIKAI_PUBLIC_URL: 'http://192.168.1.20:3000/' }).TAIKAI_PUBLIC_URL).toBe('http://192.168.1.20:3000');
    expect(loadConfig({ TAIKAI_PUBLIC_URL: 'HTTPS://Taikai.Example.org:443' }).TAIKAI_PUBLIC_URL).toBe('https://taikai.example.org');
    expect(loadConfig({ TAIKAI_PUBLIC_URL: 'http://[fd00::20]:3000' }).TAIKAI_PUBLIC_URL).toBe('http://[fd00::20]:3000');
  });
});
