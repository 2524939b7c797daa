export { PushModule } from './push.module';
export { isPublicAddress, PushNetwork, pushServiceHost } from './push-network';
