import { Module } from '@nestjs/common';
import { RulesReferenceRepository } from './rules-reference.repository';
import { RulesReferenceResolver } from './rules-reference.resolver';
import { RulesReferenceService } from './rules-reference.service';

@Module({ providers: [RulesReferenceRepository, RulesReferenceService, RulesReferenceResolver], exports: [RulesReferenceService] })
export class RulesReferenceModule {}
