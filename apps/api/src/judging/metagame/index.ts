export { MetagameModule } from './metagame.module';
export { MetagameService } from './metagame.service';
export { MetagameModel } from './metagame.model';
