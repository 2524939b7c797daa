export { ServerInfoModule } from './server-info.module';
