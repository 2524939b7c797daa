import { Alert, Box, Card, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useGql } from '../shared/data/GraphQLProvider';
import { EventShell } from '../event/EventShell';
import { useEventContext } from '../event/useEvent';
import { DecklistSettingsDocument } from '../generated/graphql';
import { DeckChecks } from './DeckChecks';
import { DecklistDesk } from './DecklistDesk';
import { PublishDecklists } from './PublishDecklists';

type View = 'desk' | 'checks' | 'publish';

const DecklistsBody = () => {
  const translate = useTranslate();
  const { eventId } = useEventContext();
  const [view, setView] = useState<View>('desk');
  const { data } = useGql(DecklistSettingsDocument, { eventId });
  const settings = data?.decklistSettings;
  if (settings && settings.requirement === 'OFF') {
    return (
      <Alert severity="info" data-testid="decklists-off">
        {translate('taikai.decklists.off')}
      </Alert>
    );
  }
  return (
    <>
      {settings && settings.cardDatabaseSize === 0 ? (
        <Alert severity="info" data-testid="decklists-names-unchecked">
          {translate('taikai.decklists.names_unchecked')}
        </Alert>
      ) : null}
      {settings?.locked ? (
        <Alert severity="warning" data-testid="decklists-locked">
          {translate('taikai.decklists.locked')}
        </Alert>
      ) : null}
      <Card>
        <Tabs
          value={view}
          onChange={(_, v: View) => setView(v)}
          variant="scrollable"
          sx={{ px: 1 }}
          aria-label={translate('taikai.menu.decklists')}
        >
          <Tab value="desk" label={translate('taikai.decklists.tab_desk')} data-testid="tab-decklist-desk" />
          <Tab value="checks" label={translate('taikai.decklists.tab_checks')} data-testid="tab-deck-checks" />
          <Tab value="publish" label={translate('taikai.decklists.tab_publish')} data-testid="tab-publish-decklists" />
        </Tabs>
      </Card>
      {view === 'desk' ? (
        <Card>
          <Box sx={{ p: 2 }}>
            <DecklistDesk eventId={eventId} />
          </Box>
        </Card>
      ) : null}
      {view === 'checks' ? <DeckChecks /> : null}
      {view === 'publish' ? <PublishDecklists /> : null}
    </>
  );
};

/** Decklists: the desk (missing lists, rule problems, paper entry), deck checks, publishing after the cut. */
export const DecklistsPage = () => {
  const { eventId = '' } = useParams();
  const translate = useTranslate();
  return (
    <EventShell eventId={eventId} title={translate('taikai.menu.decklists')}>
      <DecklistsBody />
    </EventShell>
  );
};
