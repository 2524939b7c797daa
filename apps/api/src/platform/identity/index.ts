export { AttemptLimiter, AttemptLimiters } from './attempt-limiter';
export { AuthModule } from './auth.module';
export { AuthPayload } from './auth.resolver';
export { AuthService } from './auth.service';
// eslint-disable-next-line taikai/api-zones -- still called from other features; #23 moves these calls to steps and services
export { SettingsRepository } from './settings.repository';
export { TokenService } from './token.service';
