export { AttemptLimiter, AttemptLimiters } from './attempt-limiter';
export { AuthModule } from './auth.module';
export { AuthPayload } from './auth.resolver';
export { AuthService } from './auth.service';
export { TokenService } from './token.service';
export { guessingAddress } from './client-address';
