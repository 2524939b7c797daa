export type { DecklistsErrorCode } from './decklists.codes';
export { DecklistsModule } from './decklists.module';
export { DecklistsService } from './decklists.service';
