import { Badge, Box, Card, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import { useGql } from '../shared/data/GraphQLProvider';
import { EventShell } from '../event/EventShell';
import { useEventContext } from '../event/useEvent';
import { JudgeCallsDocument, PenaltiesDocument } from '../generated/graphql';
import { AnnouncementComposer, AnnouncementList } from './Announcements';
import { InfractionForm } from '../shared/judging/InfractionForm';
import { JudgeCallQueue } from './JudgeCallQueue';
import { PenaltyList } from './PenaltyList';

const VIEWS = ['calls', 'log', 'approvals', 'penalties', 'announcements'] as const;
type View = (typeof VIEWS)[number];

const JudgesBody = () => {
  const translate = useTranslate();
  const { eventId } = useEventContext();
  // The tab is in the address (`?view=log`): it survives the body mounting again while the event
  // loads (a tab chosen meanwhile was lost), and a judge can link to or go back to it.
  const [search, setSearch] = useSearchParams();
  const view: View = VIEWS.find((v) => v === search.get('view')) ?? 'calls';
  const setView = (next: View) => setSearch({ view: next }, { replace: true });
  const { data: calls } = useGql(JudgeCallsDocument, { eventId, statuses: ['OPEN'] });
  const { data: pendingPenalties } = useGql(PenaltiesDocument, { eventId, playerId: null, statuses: ['PENDING_APPROVAL'] });
  const badge = (label: string, count: number | undefined) => (
    <Badge color="secondary" badgeContent={count ?? 0} sx={{ pr: count ? 1.5 : 0 }}>
      {label}
    </Badge>
  );
  return (
    <>
      <Card>
        <Tabs
          value={view}
          onChange={(_, v: View) => setView(v)}
          variant="scrollable"
          sx={{ px: 1 }}
          aria-label={translate('taikai.menu.judges')}
        >
          <Tab value="calls" label={badge(translate('taikai.judges.tab_calls'), calls?.judgeCalls.length)} data-testid="tab-calls" />
          <Tab value="log" label={translate('taikai.judges.tab_log')} data-testid="tab-log" />
          <Tab
            value="approvals"
            label={badge(translate('taikai.judges.tab_approvals'), pendingPenalties?.penalties.length)}
            data-testid="tab-approvals"
          />
          <Tab value="penalties" label={translate('taikai.judges.tab_penalties')} data-testid="tab-penalties" />
          <Tab value="announcements" label={translate('taikai.judges.tab_announcements')} data-testid="tab-announcements" />
        </Tabs>
      </Card>
      {view === 'calls' ? (
        <Card>
          <Box sx={{ p: 2 }}>
            <JudgeCallQueue eventId={eventId} />
          </Box>
        </Card>
      ) : null}
      {view === 'log' ? <InfractionForm eventId={eventId} /> : null}
      {view === 'approvals' ? (
        <Card>
          <Box sx={{ p: 2 }}>
            <PenaltyList eventId={eventId} approvals />
          </Box>
        </Card>
      ) : null}
      {view === 'penalties' ? (
        <Card>
          <Box sx={{ p: 2 }}>
            <PenaltyList eventId={eventId} />
          </Box>
        </Card>
      ) : null}
      {view === 'announcements' ? (
        <>
          <AnnouncementComposer eventId={eventId} />
          <AnnouncementList eventId={eventId} />
        </>
      ) : null}
    </>
  );
};

/** The judges' desk: calls from the tables, infractions with the suggested penalty, approvals, announcements. */
export const JudgesPage = () => {
  const { eventId = '' } = useParams();
  const translate = useTranslate();
  return (
    <EventShell eventId={eventId} title={translate('taikai.menu.judges')}>
      <JudgesBody />
    </EventShell>
  );
};
