export type { DeckChecksErrorCode } from './deck-checks.codes';
export { DeckChecksModule } from './deck-checks.module';
