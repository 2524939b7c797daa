export { DeckChecksModule } from './deck-checks.module';
