import { Injectable } from '@nestjs/common';
import { SettingsRepository } from './settings.repository';

/**
 * Values made once per installation and kept in the database (the token secret, the Web Push key
 * pair), so every process and every restart uses the same ones without a secret in the repository.
 */
@Injectable()
export class InstallationSettings {
  constructor(private readonly repository: SettingsRepository) {}

  /** The value kept under `key`; the first caller's `make()` is stored, and every later caller gets that one. */
  async once(key: string, make: () => string): Promise<string> {
    return this.repository.getOrCreate(key, make());
  }
}
