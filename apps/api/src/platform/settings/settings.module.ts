import { Module } from '@nestjs/common';
import { InstallationSettings } from './installation-settings';
import { SettingsRepository } from './settings.repository';

@Module({ providers: [SettingsRepository, InstallationSettings], exports: [InstallationSettings] })
export class SettingsModule {}
