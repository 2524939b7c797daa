import { Badge, Box, Button, Card, Tab, Table, TableBody, TableCell, TableHead, TableRow, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useGql } from '../shared/data/GraphQLProvider';
import { EventShell } from '../event/EventShell';
import { EventFinishedNotice } from '../event/EventFinishedNotice';
import { useEventContext } from '../event/useEvent';
import { MatchesDocument, type MatchFieldsFragment } from '../generated/graphql';
import { MatchStatusChip } from '../shared/chips/MatchStatusChip';
import { ConflictQueue } from './ConflictQueue';
import { MatchDialog } from '../shared/results/MatchDialog';
import { QuickEntry } from './QuickEntry';
import { formatScore } from '../shared/formats/score';
import { shownPlayerName } from '../shared/forgottenName';

type View = 'outstanding' | 'conflicts' | 'round';

const MatchTable = ({ matches, onOpen, empty }: { matches: MatchFieldsFragment[]; onOpen: (id: string) => void; empty: string }) => {
  const translate = useTranslate();
  const sorted = [...matches].sort((a, b) => a.roundNumber - b.roundNumber || a.table - b.table);
  return (
    <Table size="small" data-testid="match-table">
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: 72 }}>{translate('taikai.rounds.round')}</TableCell>
          <TableCell sx={{ width: 72 }}>{translate('taikai.rounds.table')}</TableCell>
          <TableCell>{translate('taikai.rounds.player1')}</TableCell>
          <TableCell>{translate('taikai.rounds.player2')}</TableCell>
          <TableCell>{translate('taikai.rounds.result')}</TableCell>
          <TableCell align="right">
            <span className="visually-hidden">{translate('taikai.desk.actions')}</span>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {sorted.map((m) => (
          <TableRow key={m.id} hover data-testid="match-row" data-table={m.table}>
            <TableCell>{m.roundNumber}</TableCell>
            <TableCell sx={{ fontWeight: 700 }}>{m.table}</TableCell>
            <TableCell>{shownPlayerName(m.player1, translate)}</TableCell>
            <TableCell>{m.player2 ? shownPlayerName(m.player2, translate) : translate('taikai.rounds.bye')}</TableCell>
            <TableCell>
              <MatchStatusChip status={m.status} bye={!m.player2} />{' '}
              <Typography component="span" variant="body2" sx={{ fontWeight: 600, ml: 1, fontVariantNumeric: 'tabular-nums' }}>
                {m.status === 'PENDING' || !m.player2 ? '' : formatScore(m)}
              </Typography>
              {m.overrideReason ? (
                <Typography component="span" variant="caption" color="secondary" sx={{ ml: 1 }}>
                  {translate('taikai.results.irregular_short')}
                </Typography>
              ) : null}
            </TableCell>
            <TableCell align="right">
              {m.player2 ? (
                <Button size="small" onClick={() => onOpen(m.id)} data-testid={`open-match-${m.table}`}>
                  {translate('taikai.results.open')}
                </Button>
              ) : null}
            </TableCell>
          </TableRow>
        ))}
        {sorted.length === 0 ? (
          <TableRow>
            <TableCell colSpan={6} sx={{ color: 'text.secondary', py: 3 }}>
              {empty}
            </TableCell>
          </TableRow>
        ) : null}
      </TableBody>
    </Table>
  );
};

const ResultsBody = () => {
  const translate = useTranslate();
  const { eventId, event, latest } = useEventContext();
  const [view, setView] = useState<View>('outstanding');
  const [open, setOpen] = useState<string | null>(null);
  const outstanding = useGql(MatchesDocument, { eventId, statuses: ['PENDING', 'REPORTED'] });
  const disputed = useGql(MatchesDocument, { eventId, statuses: ['DISPUTED'] });
  const conflicts = disputed.data?.matches ?? [];
  const pending = (outstanding.data?.matches ?? []).filter((m) => m.player2);

  return (
    <>
      {event?.status === 'FINISHED' ? <EventFinishedNotice /> : <QuickEntry round={latest} />}
      <Card>
        <Tabs
          value={view}
          onChange={(_, v: View) => setView(v)}
          sx={{ px: 1, borderBottom: 1, borderColor: 'divider' }}
          aria-label={translate('taikai.results.views')}
        >
          <Tab value="outstanding" label={`${translate('taikai.results.outstanding')} (${pending.length})`} data-testid="tab-outstanding" />
          <Tab
            value="conflicts"
            data-testid="tab-conflicts"
            label={
              <Badge color="secondary" badgeContent={conflicts.length} sx={{ pr: conflicts.length ? 1.5 : 0 }}>
                {translate('taikai.results.conflicts')}
              </Badge>
            }
          />
          <Tab
            value="round"
            label={latest ? translate('taikai.results.all_in_round', { n: latest.number }) : translate('taikai.results.all')}
            data-testid="tab-round"
          />
        </Tabs>
        <Box sx={{ p: 2 }}>
          {view === 'outstanding' ? (
            <MatchTable
              matches={pending}
              onOpen={setOpen}
              empty={
                conflicts.length
                  ? translate('taikai.results.none_outstanding_disputed', { smart_count: conflicts.length })
                  : translate('taikai.results.none_outstanding')
              }
            />
          ) : null}
          {view === 'conflicts' ? <ConflictQueue matches={conflicts} onOpen={setOpen} /> : null}
          {view === 'round' ? (
            <MatchTable matches={latest?.matches ?? []} onOpen={setOpen} empty={translate('taikai.rounds.none')} />
          ) : null}
        </Box>
      </Card>
      <MatchDialog eventId={eventId} matchId={open} onClose={() => setOpen(null)} />
    </>
  );
};

export const ResultsPage = () => {
  const { eventId = '' } = useParams();
  const translate = useTranslate();
  return (
    <EventShell eventId={eventId} title={translate('taikai.menu.results')}>
      <ResultsBody />
    </EventShell>
  );
};
