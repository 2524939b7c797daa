export type { RulesReferenceErrorCode } from './rules-reference.codes';
export { RulesReferenceModule } from './rules-reference.module';
export { RulesReferenceService } from './rules-reference.service';
