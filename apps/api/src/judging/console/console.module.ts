import { Module } from '@nestjs/common';
import { ConventionsModule } from '../../core/conventions';
import { ConsoleRepository } from './console.repository';
import { ConsoleResolver } from './console.resolver';
import { ConsoleService } from './console.service';

@Module({
  imports: [ConventionsModule],
  providers: [ConsoleRepository, ConsoleService, ConsoleResolver],
})
export class ConsoleModule {}
