export type { JudgeCallsErrorCode } from './judge-calls.codes';
export { JudgeCallsModule } from './judge-calls.module';
