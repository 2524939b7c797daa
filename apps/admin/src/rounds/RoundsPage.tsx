import Edit from '@mui/icons-material/Edit';
import Flag from '@mui/icons-material/Flag';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import PostAdd from '@mui/icons-material/PostAdd';
import Publish from '@mui/icons-material/Publish';
import Shuffle from '@mui/icons-material/Shuffle';
import Timer from '@mui/icons-material/Timer';
import {
  Alert,
  Box,
  Button,
  ButtonGroup,
  Card,
  CardContent,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Divider,
  FormControlLabel,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useRun } from '../shared/data/GraphQLProvider';
import { useOnChange } from '../shared/useOnChange';
import { ROUND_MINIMUM_CODE, roundMinimumProblem } from '../shared/roundMinimum';
import { GraphQLRequestError } from '@taikai/client';
import { EventShell } from '../event/EventShell';
import { EventFinishedNotice } from '../event/EventFinishedNotice';
import { type RoundRecord, useEventContext } from '../event/useEvent';
import {
  FinishEventDocument,
  type NotCheckedIn,
  PairNextRoundDocument,
  PauseRoundClockDocument,
  PublishRoundDocument,
  RepairRoundDocument,
  ResumeRoundClockDocument,
  StartRoundClockDocument,
  AdjustRoundClockDocument,
} from '../generated/graphql';
import { PairingsEditor } from './PairingsEditor';
import { RoundClock } from '../shared/RoundClock';
import { DecklistCount, DecklistProblemsAtLock } from '../shared/judging/DecklistsAtRound';
import { FeaturedMatchesPanel, FeatureToggle, useFeaturedMatches } from './FeaturedMatches';
import { FeatureTableMenu, useFeatureTables } from './FeatureTableMenu';
import { PairingTables, RoundNotes } from './RoundView';
import { SeatingConflicts } from '../shared/SeatingConflicts';
import { TeamPairingTables } from './TeamRoundView';

const statusColors: Record<string, 'default' | 'primary' | 'success'> = { PAIRED: 'default', PUBLISHED: 'primary', CLOSED: 'success' };

const ClockControls = ({ round }: { round: RoundRecord }) => {
  const translate = useTranslate();
  const { event } = useEventContext();
  const { run, pending } = useRun();
  const [minutes, setMinutes] = useState<number>(event?.roundMinutes ?? 50);
  useOnChange([event?.roundMinutes], () => setMinutes(event?.roundMinutes ?? 50));
  // MTR appendix B: a clock under the rules' minimum starts only once staff accept it (recorded on the event).
  const short = event ? roundMinimumProblem({ ruleProfile: event.ruleProfile, roundMinutes: minutes }, event) : null;
  const [acceptShort, setAcceptShort] = useState(false);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <RoundClock round={round} />
      <Box sx={{ flex: 1 }} />
      {!round.startedAt ? (
        <>
          {event ? <DecklistCount eventId={event.id} topCutStarted={event.status === 'TOP_CUT'} /> : null}
          <TextField
            size="small"
            type="number"
            label={translate('taikai.clock.minutes')}
            value={minutes}
            onChange={(e) => setMinutes(Number(e.target.value))}
            sx={{ width: 120, flexShrink: 0 }}
            slotProps={{ htmlInput: { min: 1, max: 240 } }}
          />
          {short ? (
            <FormControlLabel
              sx={{ m: 0 }}
              control={<Checkbox size="small" checked={acceptShort} onChange={(_, on) => setAcceptShort(on)} />}
              label={
                <Typography variant="body2" color="warning.main" data-testid="clock-round-minimum">
                  {translate('taikai.clock.accept_short', { minutes: short.minutes, minimum: short.minimum })}
                </Typography>
              }
            />
          ) : null}
          <Button
            variant="contained"
            startIcon={<Timer />}
            disabled={pending || (!!short && !acceptShort)}
            onClick={() =>
              run(StartRoundClockDocument, {
                roundId: round.id,
                minutes,
                acceptWarnings: short && acceptShort ? [ROUND_MINIMUM_CODE] : null,
              })
            }
            data-testid="clock-start"
          >
            {translate('taikai.clock.start')}
          </Button>
        </>
      ) : round.pausedAt ? (
        <Button
          variant="contained"
          startIcon={<PlayArrow />}
          disabled={pending}
          onClick={() => run(ResumeRoundClockDocument, { roundId: round.id })}
          data-testid="clock-resume"
        >
          {translate('taikai.clock.resume')}
        </Button>
      ) : round.endsAt ? (
        <Button
          variant="outlined"
          startIcon={<Pause />}
          disabled={pending}
          onClick={() => run(PauseRoundClockDocument, { roundId: round.id })}
          data-testid="clock-pause"
        >
          {translate('taikai.clock.pause')}
        </Button>
      ) : null}
      {round.endsAt ? (
        <ButtonGroup size="small" variant="outlined" aria-label={translate('taikai.clock.adjust')}>
          {[-5, -1, 1, 5].map((delta) => (
            <Button
              key={delta}
              disabled={pending}
              onClick={() =>
                run(
                  AdjustRoundClockDocument,
                  { roundId: round.id, minutes: delta },
                  {
                    success: 'taikai.clock.adjusted',
                    successArgs: { delta: translate(delta > 0 ? 'taikai.clock.plus' : 'taikai.clock.minus', { n: Math.abs(delta) }) },
                  },
                )
              }
              data-testid={`clock-adjust-${delta}`}
            >
              {translate(delta > 0 ? 'taikai.clock.plus' : 'taikai.clock.minus', { n: Math.abs(delta) })}
            </Button>
          ))}
        </ButtonGroup>
      ) : null}
    </Stack>
  );
};

const RoundsBody = () => {
  const translate = useTranslate();
  const { eventId, event, rounds, latest } = useEventContext();
  const { run, pending } = useRun();
  const [selected, setSelected] = useState<number>();
  const [editing, setEditing] = useState<'edit' | 'create' | null>(null);
  const [confirmRepair, setConfirmRepair] = useState(false);
  const [confirmFinish, setConfirmFinish] = useState(false);
  const [checkInQuestion, setCheckInQuestion] = useState<string | null>(null);
  const notify = useNotify();

  // Follow the newest round as it is paired.
  useOnChange([latest?.number], () => {
    if (latest) setSelected(latest.number);
  });

  const round = rounds.find((r) => r.number === selected) ?? latest;
  const isLatest = !!round && round.id === latest?.id;
  const noResults = !!round && round.matches.every((m) => !m.player2 || m.status === 'PENDING');
  // A team round's pairings cannot be edited by hand (TEAM_ROUND_NOT_EDITABLE); it can be paired again.
  const teamRound = !!round && round.teamMatches.length > 0;
  const finished = event?.status === 'FINISHED';
  const outstanding = latest ? latest.matches.filter((m) => m.player2 && m.status !== 'FINAL').length : 0;
  const hall = useFeatureTables(eventId, !!round && round.status !== 'CLOSED' && !finished);
  const featured = useFeaturedMatches(eventId, round);
  // Featuring (coverage) is for a published round's matches; a convention's feature table beside it.
  const covered = !!round && round.status !== 'PAIRED';

  /** Round 1 with players not checked in is refused until staff choose: the server says how many. */
  const pairNext = async (notCheckedIn?: NotCheckedIn) => {
    setCheckInQuestion(null);
    try {
      const data = await run(PairNextRoundDocument, { eventId, notCheckedIn }, { success: 'taikai.rounds.paired', quiet: true });
      if (data) setSelected(data.pairNextRound.number);
    } catch (error) {
      if (error instanceof GraphQLRequestError && error.code === 'PLAYERS_NOT_CHECKED_IN') setCheckInQuestion(error.message);
      else notify((error as Error).message, { type: 'error' });
    }
  };

  return (
    <>
      {finished ? (
        <EventFinishedNotice />
      ) : (
        <Card>
          <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
            <Button
              variant="contained"
              size="large"
              startIcon={<Shuffle />}
              onClick={() => pairNext()}
              disabled={pending}
              data-testid="pair-next"
            >
              {translate(event?.status === 'TOP_CUT' ? 'taikai.rounds.pair_next_playoff' : 'taikai.rounds.pair_next', {
                n: (latest?.number ?? 0) + 1,
              })}
            </Button>
            <Button variant="outlined" startIcon={<PostAdd />} onClick={() => setEditing('create')} disabled={pending}>
              {translate('taikai.rounds.create_by_hand')}
            </Button>
            {/* A Swiss-only event ends here once its last round is played (a top cut ends with its final). */}
            {event?.status === 'RUNNING' && event.topCut === 0 && latest && outstanding === 0 ? (
              <Button
                variant="outlined"
                startIcon={<Flag />}
                onClick={() => setConfirmFinish(true)}
                disabled={pending}
                data-testid="finish-event"
              >
                {translate('taikai.rounds.finish')}
              </Button>
            ) : null}
            <DecklistCount eventId={eventId} topCutStarted={event?.status === 'TOP_CUT'} />
            <Box sx={{ flex: 1 }} />
            {latest && outstanding > 0 ? (
              <Typography variant="body2" color="text.secondary">
                {translate('taikai.rounds.outstanding', { smart_count: outstanding, n: latest.number })}
              </Typography>
            ) : null}
          </CardContent>
        </Card>
      )}

      {finished ? null : <DecklistProblemsAtLock eventId={eventId} topCutStarted={event?.status === 'TOP_CUT'} />}

      {rounds.length === 0 ? (
        <Alert severity="info" data-testid="no-rounds">
          {translate('taikai.rounds.none')}
        </Alert>
      ) : null}

      {round ? (
        <>
          <Card>
            <Tabs
              value={round.number}
              onChange={(_, n: number) => setSelected(n)}
              variant="scrollable"
              scrollButtons="auto"
              aria-label={translate('taikai.rounds.rounds')}
              sx={{ px: 1, borderBottom: 1, borderColor: 'divider' }}
            >
              {rounds.map((r) => (
                <Tab
                  key={r.id}
                  value={r.number}
                  label={translate('taikai.rounds.round_n', { n: r.number })}
                  data-testid={`round-tab-${r.number}`}
                />
              ))}
            </Tabs>
            <CardContent sx={{ display: 'grid', gap: 2 }}>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                <Typography variant="h5" component="h2" data-testid="round-title">
                  {translate('taikai.rounds.round_n', { n: round.number })}
                </Typography>
                <Chip
                  size="small"
                  color={statusColors[round.status]}
                  data-testid="round-status"
                  label={translate(`taikai.round_status.${round.status}`)}
                />
                <Box sx={{ flex: 1 }} />
                {isLatest && round.status === 'PAIRED' ? (
                  <Button
                    variant="contained"
                    color="secondary"
                    startIcon={<Publish />}
                    disabled={pending}
                    onClick={() => run(PublishRoundDocument, { roundId: round.id }, { success: 'taikai.rounds.published' })}
                    data-testid="publish-round"
                  >
                    {translate('taikai.rounds.publish')}
                  </Button>
                ) : null}
                {isLatest && noResults && round.status !== 'CLOSED' ? (
                  <>
                    {teamRound ? null : (
                      <Button
                        variant="outlined"
                        startIcon={<Edit />}
                        disabled={pending}
                        onClick={() => setEditing('edit')}
                        data-testid="edit-pairings"
                      >
                        {translate('taikai.rounds.edit')}
                      </Button>
                    )}
                    <Button
                      variant="outlined"
                      startIcon={<Shuffle />}
                      disabled={pending}
                      onClick={() => setConfirmRepair(true)}
                      data-testid="repair-round"
                    >
                      {translate('taikai.rounds.repair')}
                    </Button>
                  </>
                ) : null}
              </Stack>
              {round.status === 'PAIRED' ? <Alert severity="warning">{translate('taikai.rounds.not_published_hint')}</Alert> : null}
              <Divider />
              <ClockControls round={round} />
            </CardContent>
          </Card>
          <SeatingConflicts conflicts={round.seatingConflicts} />
          <RoundNotes round={round} />
          {teamRound ? (
            <TeamPairingTables round={round} eventId={eventId} />
          ) : (
            <PairingTables
              round={round}
              action={
                hall || covered
                  ? (m) =>
                      m.player2 ? (
                        <Stack direction="row">
                          {covered ? <FeatureToggle match={m} featured={featured.has(m.id)} /> : null}
                          {hall && m.hallTable ? (
                            <FeatureTableMenu conventionId={hall.conventionId} match={m} tables={hall.tables} />
                          ) : null}
                        </Stack>
                      ) : null
                  : undefined
              }
            />
          )}
          {covered && !teamRound ? <FeaturedMatchesPanel round={round} featured={featured} /> : null}
        </>
      ) : null}

      <Dialog
        open={checkInQuestion !== null}
        onClose={() => setCheckInQuestion(null)}
        aria-labelledby="check-in-title"
        data-testid="check-in-prompt"
      >
        <DialogTitle id="check-in-title">{translate('taikai.rounds.check_in_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText data-testid="check-in-message">{checkInQuestion}</DialogContentText>
          <DialogContentText sx={{ mt: 1 }}>{translate('taikai.rounds.check_in_drop_hint')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setCheckInQuestion(null)}>{translate('ra.action.cancel')}</Button>
          <Button variant="outlined" disabled={pending} onClick={() => pairNext('PAIR')} data-testid="check-in-pair-all">
            {translate('taikai.rounds.check_in_pair_all')}
          </Button>
          <Button variant="contained" disabled={pending} onClick={() => pairNext('DROP')} data-testid="check-in-drop">
            {translate('taikai.rounds.check_in_drop')}
          </Button>
        </DialogActions>
      </Dialog>
      <PairingsEditor
        eventId={eventId}
        round={editing === 'edit' ? (latest ?? null) : null}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
      <Confirm
        isOpen={confirmRepair}
        title="taikai.rounds.repair_title"
        content="taikai.rounds.repair_confirm"
        onConfirm={async () => {
          setConfirmRepair(false);
          if (latest) await run(RepairRoundDocument, { roundId: latest.id }, { success: 'taikai.rounds.repaired' });
        }}
        onClose={() => setConfirmRepair(false)}
      />
      <Confirm
        isOpen={confirmFinish}
        title="taikai.rounds.finish_title"
        content="taikai.rounds.finish_confirm"
        translateOptions={{ n: latest?.number ?? 0 }}
        onConfirm={async () => {
          setConfirmFinish(false);
          await run(FinishEventDocument, { eventId }, { success: 'taikai.rounds.finished' });
        }}
        onClose={() => setConfirmFinish(false)}
      />
    </>
  );
};

export const RoundsPage = () => {
  const { eventId = '' } = useParams();
  const translate = useTranslate();
  return (
    <EventShell eventId={eventId} title={translate('taikai.menu.rounds')}>
      <RoundsBody />
    </EventShell>
  );
};
