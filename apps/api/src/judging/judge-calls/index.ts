export { JudgeCallsModule } from './judge-calls.module';
