export { DemoSeedService } from './demo-seed.service';
export { DemoModule } from './demo.module';
