import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { SettingsModule } from '../settings';
import { UsersModule } from '../users';
import { AttemptLimiters } from './attempt-limiter';
import { AuthGuard } from './auth.guard';
import { AuthResolver } from './auth.resolver';
import { AuthService } from './auth.service';
import { TokenVersionsRepository } from './token-versions.repository';
import { TokenService } from './token.service';

@Module({
  imports: [SettingsModule, UsersModule],
  providers: [
    AttemptLimiters,
    AuthService,
    AuthResolver,
    TokenService,
    TokenVersionsRepository,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [TokenService, AuthService, AttemptLimiters],
})
export class AuthModule {}
