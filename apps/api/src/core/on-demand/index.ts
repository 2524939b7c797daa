export type { OnDemandErrorCode } from './on-demand.codes';
export { OnDemandModule } from './on-demand.module';
