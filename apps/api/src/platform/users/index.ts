export { UserModel } from './user.model';
export { UsersModule } from './users.module';
// eslint-disable-next-line taikai/api-zones -- still called from other features; #23 moves these calls to steps and services
export { UsersRepository } from './users.repository';
