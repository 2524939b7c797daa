import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { UsersModule } from '../users';
import { AttemptLimiters } from './attempt-limiter';
import { AuthGuard } from './auth.guard';
import { AuthResolver } from './auth.resolver';
import { AuthService } from './auth.service';
import { SettingsRepository } from './settings.repository';
import { TokenVersionsRepository } from './token-versions.repository';
import { TokenService } from './token.service';

@Module({
  imports: [UsersModule],
  providers: [AttemptLimiters, AuthService, AuthResolver, TokenService, TokenVersionsRepository, SettingsRepository, { provide: APP_GUARD, useClass: AuthGuard }],
  exports: [TokenService, AuthService, AttemptLimiters, SettingsRepository],
})
export class AuthModule {}
