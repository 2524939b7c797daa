export { APP_CONFIG, ConfigModule } from './config.module';
export { ConfigError, loadConfig } from './config';
export type { AppConfig } from './config';
