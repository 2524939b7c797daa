import AccountTree from '@mui/icons-material/AccountTree';
import Casino from '@mui/icons-material/Casino';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import Print from '@mui/icons-material/Print';
import Shuffle from '@mui/icons-material/Shuffle';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { winsNeeded } from '@taikai/engine';
import { Confirm, Link, useNotify, useTranslate } from 'react-admin';
import { GraphQLRequestError } from '@taikai/client';
import { useParams } from 'react-router-dom';
import { useGql, useRun } from '../shared/data/GraphQLProvider';
import { useOnChange } from '../shared/useOnChange';
import { EventShell } from '../event/EventShell';
import { type RoundRecord, splitRounds, useEventContext } from '../event/useEvent';
import {
  PairNextRoundDocument,
  type PlayoffDrawPolicy,
  RecordResultDocument,
  StartTopCutDocument,
  TopCutCandidatesDocument,
} from '../generated/graphql';
import { MatchStatusChip } from '../shared/chips/MatchStatusChip';
import { SeedLabel } from './SeedLabel';
import { teamWinnerOf, winnerOf } from '../shared/bracket/winner';
import { playoffRoundLabel } from '../shared/bracket/roundLabel';
import { shownPlayerName } from '../shared/forgottenName';
import { MatchDialog } from '../shared/results/MatchDialog';
import { SocialImages } from '../shared/socialImages/SocialImages';
import { teamPairings } from '../shared/teamPairings';
import { TeamPlayoffMatch } from './TeamPlayoffMatch';

type Match = RoundRecord['matches'][number];

/**
 * Playoff result: one click per common score. No draws (single elimination, MTR 2.5) unless the
 * game's rules let a game be drawn (FFTCG 3.3): then a drawn game is recorded too, and the
 * organizer's policy (`drawPolicy`) is shown: another game follows, or the better seed advances.
 */
const PlayoffMatch = ({ match, bestOf, drawPolicy }: { match: Match; bestOf: number; drawPolicy: PlayoffDrawPolicy | null }) => {
  const translate = useTranslate();
  const { run, pending } = useRun();
  const winner = winnerOf(match, drawPolicy);
  const need = winsNeeded(bestOf);
  const scores = Array.from({ length: need }, (_, losses) => [need, losses] as const);
  // One click chooses the result, a second records it, as the Swiss entry previews before recording.
  const [chosen, setChosen] = useState<{ who: 1 | 2; wins: number; losses: number } | null>(null);
  const resultLabel = (who: 1 | 2, w: number, l: number) =>
    translate('taikai.topcut.wins', { name: (who === 1 ? match.player1 : match.player2)?.name ?? '', score: `${w}-${l}` });
  const chosenLabel = chosen ? resultLabel(chosen.who, chosen.wins, chosen.losses) : '';
  const record = async () => {
    if (!chosen) return;
    const { who, wins, losses } = chosen;
    // Drawn games already recorded (the organizer's PLAY_ANOTHER_GAME) stay on the slip.
    const draws = drawPolicy ? match.draws : 0;
    const input = who === 1 ? { player1Wins: wins, player2Wins: losses, draws } : { player1Wins: losses, player2Wins: wins, draws };
    if (
      await run(
        RecordResultDocument,
        { matchId: match.id, input },
        { success: 'taikai.topcut.recorded', successArgs: { result: chosenLabel } },
      )
    )
      setChosen(null);
  };
  const side = (player: Match['player1'] | null | undefined, wins: number, index: 1 | 2) => (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', px: 1.5, py: 1, bgcolor: winner && player && winner === player.id ? 'rgba(45,58,140,0.08)' : undefined }}
    >
      <Typography sx={{ flex: 1, fontWeight: winner && player && winner === player.id ? 800 : 500 }} data-testid={`bracket-p${index}`}>
        {player?.seed ? <SeedLabel seed={player.seed} index={index} /> : null}
        {player?.draftSeat ? (
          <Typography
            component="span"
            variant="caption"
            color="secondary"
            sx={{ fontWeight: 700, mr: 1 }}
            data-testid={`bracket-seat${index}`}
          >
            {translate('taikai.topcut.seat_n', { n: player.draftSeat })}
          </Typography>
        ) : null}
        {player ? shownPlayerName(player, translate) : translate('taikai.rounds.bye')}
      </Typography>
      <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', minWidth: 20, textAlign: 'right' }}>
        {match.status === 'FINAL' && match.player2 ? wins : ''}
      </Typography>
    </Stack>
  );
  return (
    <Card data-testid="bracket-match" data-table={match.table} sx={{ minWidth: 240 }}>
      <Stack direction="row" sx={{ alignItems: 'center', px: 1.5, pt: 1 }}>
        <Typography variant="caption" color="text.secondary" sx={{ flex: 1 }}>
          {translate('taikai.rounds.table')} {match.table}
        </Typography>
        <MatchStatusChip status={match.status} bye={!match.player2} />
      </Stack>
      {side(match.player1, match.player1Wins, 1)}
      <Box sx={{ borderTop: 1, borderColor: 'divider' }} />
      {side(match.player2, match.player2Wins, 2)}
      {match.player2 && match.status !== 'FINAL' ? (
        // Player 1 is the better Swiss standing in every playoff match (MTR 2.2), draft seats or not.
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', px: 1.5, pb: 0.5 }} data-testid="chooses-play-draw">
          {translate('taikai.topcut.chooses_play_draw', { name: shownPlayerName(match.player1, translate) })}
        </Typography>
      ) : null}
      {match.player2 && match.status !== 'FINAL' && chosen ? (
        <Stack
          direction="row"
          sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, p: 1, borderTop: 1, borderColor: 'divider', bgcolor: 'action.hover' }}
          data-testid={`playoff-${match.table}-confirm-row`}
        >
          <Typography variant="body2" sx={{ flex: 1, fontWeight: 600 }}>
            {translate('taikai.topcut.confirm_result', { result: chosenLabel })}
          </Typography>
          <Button size="small" onClick={() => setChosen(null)} data-testid={`playoff-${match.table}-cancel`}>
            {translate('ra.action.cancel')}
          </Button>
          <Button size="small" variant="contained" disabled={pending} onClick={record} data-testid={`playoff-${match.table}-confirm`}>
            {translate('taikai.quick.record')}
          </Button>
        </Stack>
      ) : null}
      {match.player2 && match.status !== 'FINAL' && !chosen ? (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, p: 1, borderTop: 1, borderColor: 'divider' }}>
          {([1, 2] as const).flatMap((who) =>
            scores.map(([w, l]) => (
              <Button
                key={`${who}-${w}-${l}`}
                size="small"
                variant="outlined"
                disabled={pending}
                data-testid={`playoff-${match.table}-p${who}-${w}${l}`}
                onClick={() => setChosen({ who, wins: w, losses: l })}
              >
                {resultLabel(who, w, l)}
              </Button>
            )),
          )}
          {drawPolicy ? (
            <Button
              size="small"
              variant="outlined"
              color="inherit"
              disabled={pending}
              data-testid={`playoff-${match.table}-drawn-game`}
              onClick={() =>
                run(
                  RecordResultDocument,
                  { matchId: match.id, input: { player1Wins: match.player1Wins, player2Wins: match.player2Wins, draws: match.draws + 1 } },
                  { success: 'taikai.topcut.drawn_game_recorded' },
                )
              }
            >
              {translate('taikai.topcut.drawn_game')}
            </Button>
          ) : null}
        </Stack>
      ) : null}
      {match.player2 && drawPolicy && match.draws > 0 ? (
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', px: 1.5, pb: 1 }}
          data-testid={`playoff-${match.table}-draws`}
        >
          {translate('taikai.topcut.drawn_games', { smart_count: match.draws })} · {translate(`taikai.topcut.draw_policy_${drawPolicy}`)}
        </Typography>
      ) : null}
    </Card>
  );
};

type SeatDraw = NonNullable<RoundRecord['seatDraw']>;

/** A draft top 8's table (MTR 10.4): who sits where, how the seats were decided, each player's Swiss standing. */
const DraftSeats = ({ draw }: { draw: SeatDraw }) => {
  const translate = useTranslate();
  return (
    <Card data-testid="draft-seats">
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('taikai.topcut.seats_title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="draft-seats-method">
          {draw.method === 'RANDOM'
            ? translate('taikai.topcut.seats_drawn', { seed: draw.seed ?? '' })
            : translate('taikai.topcut.seats_entered')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('taikai.topcut.seats_hint')}
        </Typography>
        <Table size="small" sx={{ maxWidth: 560 }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 80 }}>{translate('taikai.topcut.seat')}</TableCell>
              <TableCell>{translate('taikai.rounds.name')}</TableCell>
              <TableCell sx={{ width: 120 }}>{translate('taikai.topcut.swiss_standing')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {draw.seats.map((seat) => (
              <TableRow key={seat.playerId} data-testid="draft-seat" data-seat={seat.seat}>
                <TableCell sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>{seat.seat}</TableCell>
                <TableCell>{seat.name}</TableCell>
                <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{seat.swissRank}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
};

/** Staff-entered seats: one player of the cut per seat, seat 1 first. */
const SeatEntry = ({
  eventId,
  size,
  seats,
  onChange,
}: {
  eventId: string;
  size: number;
  seats: string[];
  onChange: (seats: string[]) => void;
}) => {
  const translate = useTranslate();
  const { data } = useGql(TopCutCandidatesDocument, { eventId });
  const candidates = (data?.standings ?? []).filter((row) => !!row.player).slice(0, size);
  return (
    <Box
      sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}
    >
      {Array.from({ length: size }, (_, i) => (
        <TextField
          key={i}
          select
          size="small"
          label={translate('taikai.topcut.seat_n', { n: i + 1 })}
          value={seats[i] ?? ''}
          onChange={(e) => onChange(Array.from({ length: size }, (_, j) => (j === i ? e.target.value : (seats[j] ?? ''))))}
          slotProps={{ htmlInput: { 'data-testid': `seat-${i + 1}` } }}
        >
          {candidates.map((row) => (
            <MenuItem key={row.player!.id} value={row.player!.id} disabled={seats.includes(row.player!.id) && seats[i] !== row.player!.id}>
              {row.rank}. {shownPlayerName(row.player!, translate)}
            </MenuItem>
          ))}
        </TextField>
      ))}
    </Box>
  );
};

const TopCutBody = () => {
  const translate = useTranslate();
  const { eventId, event, rounds } = useEventContext();
  const notify = useNotify();
  const { run, pending } = useRun();
  const [size, setSize] = useState<number>(event?.topCut || 8);
  // TOP_CUT_TIE's message (who is tied across the cut line) until staff settle it or draw lots.
  const [tie, setTie] = useState<string | null>(null);
  // A seat match of a team playoff opened to enter its result.
  const [openMatch, setOpenMatch] = useState<string | null>(null);
  const [draft, setDraft] = useState(false);
  const [seating, setSeating] = useState<'RANDOM' | 'STAFF'>('RANDOM');
  const [seats, setSeats] = useState<string[]>([]);
  // Starting the cut and finishing the event cannot be taken back with a click: each asks first.
  const [confirming, setConfirming] = useState<'start' | 'lots' | 'finish' | null>(null);
  const { swiss, playoff } = splitRounds(rounds);
  // IPG 2, 3: Warnings count by day; a top cut is played the same day as the Swiss unless staff say otherwise.
  const swissDay = swiss.at(-1)?.day ?? 1;
  const [day, setDay] = useState<number>(swissDay);
  useOnChange([event?.topCut], () => {
    if (event?.topCut) setSize(event.topCut);
  });
  useOnChange([swissDay], () => setDay(swissDay));
  // Only where the game lets a game be drawn (FFTCG 3.3); Magic's playoffs never end in a draw.
  const drawPolicy = event?.playoffDrawsFollowPolicy ? event.playoffDrawPolicy : null;
  const seatDraw = playoff[0]?.seatDraw ?? null;
  // A team event's bracket is of teams (team matches over their seat matches); draft seats are for players only.
  const team = !!event?.teamFormat;
  const draftSeating = !team && draft && size === 8;
  const staffSeats = draftSeating && seating === 'STAFF';
  const seatsComplete = new Set(seats.filter(Boolean)).size === 8 && seats.length === 8;
  const last = playoff.at(-1);
  const lastMatches = (team ? last?.teamMatches.length : last?.matches.length) ?? 0;
  const lastDone =
    !!last && (team ? last.teamMatches.every((t) => t.status === 'FINAL') : last.matches.every((m) => m.status === 'FINAL' || !m.player2));
  const finalMatch = last && last.matches.length === 1 ? last.matches[0] : undefined;
  const finalTeamMatch = last && last.teamMatches.length === 1 ? last.teamMatches[0] : undefined;
  const champion = !lastDone
    ? undefined
    : team
      ? (finalTeamMatch && teamWinnerOf(finalTeamMatch)?.name) || undefined
      : finalMatch
        ? (winnerOf(finalMatch, drawPolicy) === finalMatch.player1.id ? finalMatch.player1 : finalMatch.player2)?.name
        : undefined;

  const startTopCut = async (drawLots: boolean) => {
    try {
      const started = await run(
        StartTopCutDocument,
        { eventId, size, draftSeating, seats: staffSeats ? seats : null, day, drawLots },
        { success: 'taikai.topcut.started', quiet: true },
      );
      if (started) setTie(null);
    } catch (error) {
      // A tie across the cut line: staff settle it first, or draw lots for the tied places (recorded).
      if (error instanceof GraphQLRequestError && error.code === 'TOP_CUT_TIE') setTie(error.message);
      else notify((error as Error).message, { type: 'error' });
    }
  };

  if (!event) return null;
  return (
    <>
      {playoff.length === 0 ? (
        <Card>
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
              <AccountTree color="primary" />
              <Typography variant="h6" component="h2">
                {translate('taikai.topcut.start_title')}
              </Typography>
            </Stack>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {translate(team ? 'taikai.topcut.start_intro_teams' : 'taikai.topcut.start_intro')}
            </Typography>
            {drawPolicy ? (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="draw-policy">
                {translate(`taikai.topcut.draw_policy_${drawPolicy}`)}
              </Typography>
            ) : null}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}>
              <TextField
                select
                size="small"
                label={translate('taikai.topcut.size')}
                value={size}
                onChange={(e) => {
                  setSize(Number(e.target.value));
                  setTie(null);
                }}
                sx={{ minWidth: 160 }}
              >
                {[2, 4, 8, 16].map((n) => (
                  <MenuItem key={n} value={n}>
                    {translate(`taikai.event.top_n_${n}`)}
                  </MenuItem>
                ))}
              </TextField>
              {team ? null : (
                <FormControlLabel
                  control={<Checkbox checked={draft} disabled={size !== 8} onChange={(_, v) => setDraft(v)} data-testid="draft-seating" />}
                  label={translate('taikai.topcut.draft_seating')}
                />
              )}
              <TextField
                size="small"
                type="number"
                label={translate('taikai.topcut.day')}
                helperText={translate('taikai.topcut.day_hint')}
                value={day}
                onChange={(e) => setDay(Math.max(swissDay, Math.floor(Number(e.target.value)) || swissDay))}
                slotProps={{ htmlInput: { min: swissDay, max: 30, 'data-testid': 'top-cut-day' } }}
                sx={{ width: 220, flexShrink: 0 }}
              />
              <Button
                variant="contained"
                size="large"
                disabled={pending || event.status !== 'RUNNING' || (staffSeats && !seatsComplete)}
                onClick={() => setConfirming('start')}
                data-testid="start-top-cut"
              >
                {translate('taikai.topcut.start', { n: size })}
              </Button>
            </Stack>
            {tie ? (
              <Alert
                severity="warning"
                sx={{ mt: 2, alignItems: 'center' }}
                data-testid="top-cut-tie"
                action={
                  <Button
                    color="inherit"
                    variant="outlined"
                    startIcon={<Casino />}
                    disabled={pending || event.status !== 'RUNNING'}
                    onClick={() => setConfirming('lots')}
                    data-testid="draw-lots"
                  >
                    {translate('taikai.topcut.draw_lots')}
                  </Button>
                }
              >
                {tie}
              </Alert>
            ) : null}
            {draftSeating ? (
              <Box sx={{ mt: 2 }}>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {translate('taikai.topcut.seats_hint')}
                </Typography>
                <RadioGroup row value={seating} onChange={(_, v) => setSeating(v as 'RANDOM' | 'STAFF')}>
                  <FormControlLabel
                    value="RANDOM"
                    control={<Radio />}
                    label={translate('taikai.topcut.seats_random')}
                    data-testid="seats-random"
                  />
                  <FormControlLabel
                    value="STAFF"
                    control={<Radio />}
                    label={translate('taikai.topcut.seats_staff')}
                    data-testid="seats-staff"
                  />
                </RadioGroup>
                {staffSeats ? <SeatEntry eventId={eventId} size={8} seats={seats} onChange={setSeats} /> : null}
                {staffSeats && !seatsComplete ? (
                  <Typography variant="caption" color="text.secondary">
                    {translate('taikai.topcut.seats_incomplete')}
                  </Typography>
                ) : null}
              </Box>
            ) : null}
          </CardContent>
        </Card>
      ) : null}

      {champion ? (
        <Alert
          icon={<EmojiEvents fontSize="large" />}
          severity="success"
          data-testid="champion"
          sx={{ fontSize: '1.15rem', alignItems: 'center' }}
        >
          {translate('taikai.topcut.champion', { name: champion })}
        </Alert>
      ) : null}

      {seatDraw ? <DraftSeats draw={seatDraw} /> : null}

      {playoff.length > 0 ? (
        <Card>
          <CardContent>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
              <Typography variant="h6" component="h2">
                {translate('taikai.topcut.bracket')}
              </Typography>
              <Box sx={{ flex: 1 }} />
              <Button
                component={Link}
                to={`/events/${eventId}/print/bracket`}
                target="_blank"
                variant="outlined"
                startIcon={<Print />}
                data-testid="print-bracket"
              >
                {translate('taikai.topcut.print_bracket')}
              </Button>
              {event.status !== 'FINISHED' && lastDone && lastMatches > 1 ? (
                <Button
                  variant="contained"
                  startIcon={<Shuffle />}
                  disabled={pending}
                  onClick={() => run(PairNextRoundDocument, { eventId }, { success: 'taikai.rounds.paired' })}
                  data-testid="advance-bracket"
                >
                  {translate('taikai.topcut.advance')}
                </Button>
              ) : null}
              {event.status !== 'FINISHED' && lastDone && lastMatches === 1 ? (
                <Button
                  variant="contained"
                  color="secondary"
                  disabled={pending}
                  onClick={() => setConfirming('finish')}
                  data-testid="finish-event"
                >
                  {translate('taikai.topcut.finish')}
                </Button>
              ) : null}
            </Stack>
            <Box sx={{ display: 'flex', gap: 3, overflowX: 'auto', pb: 1 }} data-testid="bracket">
              {playoff.map((round) => (
                <Box
                  key={round.id}
                  sx={{ display: 'flex', flexDirection: 'column', gap: 2, justifyContent: 'space-around', minWidth: team ? 290 : 250 }}
                >
                  <Typography variant="overline" color="text.secondary" sx={{ fontWeight: 700 }}>
                    {playoffRoundLabel(team ? round.teamMatches.length : round.matches.length, translate)} ·{' '}
                    {translate('taikai.rounds.round_n', { n: round.number })}
                  </Typography>
                  {team
                    ? teamPairings(round).map((p) => <TeamPlayoffMatch key={p.teamMatch.id} pairing={p} onOpenMatch={setOpenMatch} />)
                    : [...round.matches]
                        .sort((a, b) => a.table - b.table)
                        .map((m) => <PlayoffMatch key={m.id} match={m} bestOf={event.bestOf} drawPolicy={drawPolicy} />)}
                </Box>
              ))}
            </Box>
          </CardContent>
        </Card>
      ) : null}
      {playoff.length > 0 ? (
        <SocialImages
          eventId={eventId}
          eventName={event.name}
          locale={event.locale}
          kinds={champion || event.status === 'FINISHED' ? ['TOP_CUT', 'CHAMPION'] : ['TOP_CUT']}
          help="taikai.social_images.help_topcut"
        />
      ) : null}
      {team ? <MatchDialog eventId={eventId} matchId={openMatch} onClose={() => setOpenMatch(null)} /> : null}
      <Confirm
        isOpen={confirming !== null}
        title={
          confirming === 'finish'
            ? 'taikai.topcut.finish_title'
            : confirming === 'lots'
              ? 'taikai.topcut.draw_lots_title'
              : 'taikai.topcut.start_confirm_title'
        }
        content={
          confirming === 'finish'
            ? team
              ? 'taikai.topcut.finish_confirm_teams'
              : 'taikai.topcut.finish_confirm'
            : confirming === 'lots'
              ? 'taikai.topcut.draw_lots_confirm'
              : team
                ? 'taikai.topcut.start_confirm_teams'
                : 'taikai.topcut.start_confirm'
        }
        translateOptions={{ n: size, name: champion ?? '' }}
        confirm={
          confirming === 'finish'
            ? translate('taikai.topcut.finish')
            : confirming === 'lots'
              ? translate('taikai.topcut.draw_lots')
              : translate('taikai.topcut.start', { n: size })
        }
        onConfirm={async () => {
          const what = confirming;
          setConfirming(null);
          if (what === 'start' || what === 'lots') await startTopCut(what === 'lots');
          if (what === 'finish') await run(PairNextRoundDocument, { eventId }, { success: 'taikai.topcut.finished' });
        }}
        onClose={() => setConfirming(null)}
      />
    </>
  );
};

export const TopCutPage = () => {
  const { eventId = '' } = useParams();
  const translate = useTranslate();
  return (
    <EventShell eventId={eventId} title={translate('taikai.menu.topcut')}>
      <TopCutBody />
    </EventShell>
  );
};
