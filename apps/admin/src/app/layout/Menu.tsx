import Assignment from '@mui/icons-material/Assignment';
import Storefront from '@mui/icons-material/Storefront';
import Gavel from '@mui/icons-material/Gavel';
import Groups from '@mui/icons-material/Groups';
import HowToReg from '@mui/icons-material/HowToReg';
import Leaderboard from '@mui/icons-material/Leaderboard';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import AccountTree from '@mui/icons-material/AccountTree';
import Contacts from '@mui/icons-material/Contacts';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import MapIcon from '@mui/icons-material/Map';
import MenuBook from '@mui/icons-material/MenuBook';
import PieChart from '@mui/icons-material/PieChart';
import Print from '@mui/icons-material/Print';
import Scoreboard from '@mui/icons-material/Scoreboard';
import Settings from '@mui/icons-material/Settings';
import Style from '@mui/icons-material/Style';
import ViewList from '@mui/icons-material/ViewList';
import { Divider, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Menu as RaMenu, usePermissions, useSidebarState, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { EventDetailQuery } from '../../generated/graphql';

/** The event sections, in the order an event day runs through them. */
export const EVENT_SECTIONS = [
  { path: 'setup', key: 'setup', icon: Settings },
  { path: 'desk', key: 'desk', icon: HowToReg },
  { path: 'teams', key: 'teams', icon: Groups },
  { path: 'rounds', key: 'rounds', icon: ViewList },
  { path: 'results', key: 'results', icon: Scoreboard },
  { path: 'standings', key: 'standings', icon: Leaderboard },
  { path: 'topcut', key: 'topcut', icon: AccountTree },
  { path: 'judges', key: 'judges', icon: Gavel },
  { path: 'decklists', key: 'decklists', icon: Style },
  { path: 'metagame', key: 'metagame', icon: PieChart },
  { path: 'print', key: 'print', icon: Print },
] as const;

export function eventSectionPath(eventId: string, path: string): string {
  return `/events/${eventId}/${path}`;
}

/** The event the current page belongs to: /events/:id or /events/:id/section. */
export function eventIdFromPath(pathname: string): string | undefined {
  const match = /^\/events\/([^/]+)/.exec(pathname);
  return match && match[1] !== 'create' ? decodeURIComponent(match[1]) : undefined;
}

export const Menu = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { permissions } = usePermissions();
  const [open] = useSidebarState();
  const eventId = eventIdFromPath(pathname);
  const queryClient = useQueryClient();
  const cached = eventId ? queryClient.getQueryData<EventDetailQuery>(['taikai', 'EventDetail', { id: eventId }]) : undefined;

  return (
    <RaMenu>
      <RaMenu.DashboardItem />
      <RaMenu.ResourceItem name="events" />
      {eventId ? (
        <>
          <Divider sx={{ my: 1 }} />
          {open ? (
            <Typography
              variant="overline"
              component="div"
              role="presentation"
              color="text.secondary"
              sx={{ px: 2, lineHeight: 1.5, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            >
              {cached?.event.name ?? translate('taikai.menu.this_event')}
            </Typography>
          ) : null}
          {/* Teams only in a team event (Event.teamFormat). */}
          {EVENT_SECTIONS.filter(({ key }) => key !== 'teams' || cached?.event.teamFormat).map(({ path, key, icon: Icon }) => (
            <RaMenu.Item
              key={key}
              to={eventSectionPath(eventId, path)}
              primaryText={translate(`taikai.menu.${key}`)}
              leftIcon={<Icon />}
              data-testid={`menu-${key}`}
            />
          ))}
          <Divider sx={{ my: 1 }} />
        </>
      ) : null}
      <RaMenu.Item
        to="/organization"
        primaryText={translate('taikai.menu.organization')}
        leftIcon={<Storefront />}
        data-testid="menu-organization"
      />
      <RaMenu.Item to="/people" primaryText={translate('taikai.menu.people')} leftIcon={<Contacts />} data-testid="menu-people" />
      <RaMenu.Item to="/series" primaryText={translate('taikai.menu.series')} leftIcon={<EmojiEvents />} data-testid="menu-series" />
      <RaMenu.Item
        to="/conventions"
        primaryText={translate('taikai.menu.conventions')}
        leftIcon={<MapIcon />}
        data-testid="menu-conventions"
      />
      <RaMenu.Item to="/rules" primaryText={translate('taikai.menu.rules')} leftIcon={<MenuBook />} data-testid="menu-rules" />
      {permissions === 'ORGANIZER' ? (
        <RaMenu.Item to="/users" primaryText={translate('taikai.menu.users')} leftIcon={<ManageAccounts />} />
      ) : null}
      {eventId ? null : <RaMenu.Item to="/events/create" primaryText={translate('taikai.menu.new_event')} leftIcon={<Assignment />} />}
    </RaMenu>
  );
};
