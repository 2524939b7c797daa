export { InstallationSettings } from './installation-settings';
export { SettingsModule } from './settings.module';
