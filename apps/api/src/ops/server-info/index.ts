export { ServerInfoModule } from './server-info.module';
export { ServerInfoService } from './server-info.service';
