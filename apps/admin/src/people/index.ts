import { PeopleList } from './PeopleList';
import { PersonCreate, PersonEdit } from './PersonEdit';

/** The organization's directory of people (「プレイヤー名簿」). */
export default {
  list: PeopleList,
  edit: PersonEdit,
  create: PersonCreate,
  recordRepresentation: 'name',
};
