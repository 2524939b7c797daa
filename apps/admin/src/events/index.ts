import EmojiEvents from '@mui/icons-material/EmojiEvents';
import { EventCreate } from './EventCreate';
import { EventEdit } from './EventEdit';
import { EventList } from './EventList';

export default {
  list: EventList,
  create: EventCreate,
  edit: EventEdit,
  icon: EmojiEvents,
  recordRepresentation: 'name',
};
