export { PublicPagesModule } from './public-pages.module';
export { PublicPagesService } from './public-pages.service';
export type { PublicPart } from './public-pages.service';
