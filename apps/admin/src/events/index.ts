import EmojiEvents from '@mui/icons-material/EmojiEvents';
import { EventList } from './EventList';

export default {
  list: EventList,
  icon: EmojiEvents,
  recordRepresentation: 'name',
};
