export { UserModel } from './user.model';
export { UsersModule } from './users.module';
export { UsersService } from './users.service';
