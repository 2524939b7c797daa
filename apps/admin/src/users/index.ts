import { UserCreate, UserList } from './UserList';

export default {
  list: UserList,
  create: UserCreate,
  recordRepresentation: 'name',
};
