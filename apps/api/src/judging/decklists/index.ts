export { DecklistsModule } from './decklists.module';
