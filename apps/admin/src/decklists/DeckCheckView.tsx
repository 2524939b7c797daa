import CheckCircle from '@mui/icons-material/CheckCircle';
import Print from '@mui/icons-material/Print';
import { Alert, Box, Button, Card, CardContent, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { deckCheckExtension, findProfile, MAGIC } from '@taikai/engine';
import { Link, useTranslate } from 'react-admin';
import { useGql, useRun } from '../shared/data/GraphQLProvider';
import { type DeckCheckOutcome, InfractionsDocument, PlayerDecklistDocument, RecordDeckCheckDocument } from '../generated/graphql';
import { InfractionForm } from '../shared/judging/InfractionForm';
import { useEventContext } from '../event/useEvent';
import { countedTotals, deckCheckInfraction, type ListCard, type Ticks, tickKey } from '../shared/deckLogic';
import { shownRowPlayerName } from '../shared/forgottenName';
import { type CardErratum, ErratumMarker, useCardErrata } from '../shared/rules/CardErrata';

const OUTCOMES: DeckCheckOutcome[] = ['OK', 'DECK_PROBLEM', 'DECKLIST_PROBLEM'];

/** One line of the registered list: tap to count a copy; a full line is ticked off. */
const CountLine = ({
  card,
  counted,
  onCount,
  testId,
  erratum,
}: {
  card: ListCard;
  erratum: CardErratum | undefined;
  counted: number;
  onCount: (n: number) => void;
  testId: string;
}) => {
  const translate = useTranslate();
  const done = counted >= card.count;
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', py: 0.5, borderBottom: 1, borderColor: 'divider' }}
      data-testid={testId}
      data-done={done}
    >
      <Typography sx={{ minWidth: 28, textAlign: 'right', fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}>{card.count}</Typography>
      <Typography
        sx={{ flex: 1, fontWeight: 600, textDecoration: done ? 'line-through' : undefined, color: done ? 'text.secondary' : undefined }}
      >
        {card.name}
        <ErratumMarker erratum={erratum} />
      </Typography>
      <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', minWidth: 44, textAlign: 'right' }} aria-live="polite">
        {counted}/{card.count}
      </Typography>
      <Button
        size="large"
        variant="outlined"
        sx={{ minWidth: 48 }}
        onClick={() => onCount(Math.max(0, counted - 1))}
        disabled={counted === 0}
        aria-label={translate('taikai.deckcheck.uncount', { card: card.name })}
      >
        −
      </Button>
      <Button
        size="large"
        variant={done ? 'contained' : 'outlined'}
        color={done ? 'success' : 'primary'}
        sx={{ minWidth: 48 }}
        onClick={() => onCount(done ? 0 : card.count)}
        aria-label={translate(done ? 'taikai.deckcheck.untick' : 'taikai.deckcheck.tick', { card: card.name })}
      >
        <CheckCircle fontSize="small" />
      </Button>
      <Button
        size="large"
        variant="outlined"
        sx={{ minWidth: 48 }}
        onClick={() => onCount(Math.min(card.count, counted + 1))}
        disabled={done}
        aria-label={translate('taikai.deckcheck.count', { card: card.name })}
      >
        +
      </Button>
    </Stack>
  );
};

/**
 * A deck check at the table (tablet): the registered list beside a counting aid, the time it took,
 * the finding; a Deck or Decklist Problem opens the infraction form pre-filled.
 */
export const DeckCheckView = ({
  eventId,
  matchId,
  playerId,
  table,
  roundNumber,
  onDone,
}: {
  eventId: string;
  matchId: string;
  playerId: string;
  table: number;
  roundNumber: number;
  onDone: () => void;
}) => {
  const translate = useTranslate();
  const { run, pending } = useRun();
  const { data } = useGql(PlayerDecklistDocument, { playerId });
  const { data: catalog } = useGql(InfractionsDocument, { eventId });
  const [ticks, setTicks] = useState<Ticks>({});
  const [startedAt] = useState(() => Date.now());
  const [minutes, setMinutes] = useState('');
  const [outcome, setOutcome] = useState<DeckCheckOutcome>('OK');
  const [note, setNote] = useState('');
  const [recorded, setRecorded] = useState<DeckCheckOutcome | null>(null);
  // The time taken so far is offered until the judge types another.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15000);
    return () => clearInterval(timer);
  }, []);
  const minutesShown = minutes === '' ? String(elapsed(startedAt, now)) : minutes;
  // MTR 2.6: the match gets the time the check took plus the profile's extra minutes (3 for Magic).
  const profile = findProfile(useEventContext().event?.ruleProfile ?? MAGIC.id) ?? MAGIC;
  const givenBack = deckCheckExtension(profile, Math.max(0, Math.floor(Number(minutesShown) || 0)));

  const list = data?.decklist;
  const cardNames = useMemo(() => (list ? [...list.main, ...list.sideboard].map((card) => card.name) : []), [list]);
  const errata = useCardErrata(cardNames);
  const totals = list ? countedTotals(list, ticks) : null;
  const record = async () => {
    const done = await run(
      RecordDeckCheckDocument,
      { input: { matchId, playerId, minutes: Number(minutesShown), outcome, note: note.trim() || null } },
      { success: 'taikai.deckcheck.recorded' },
    );
    if (done) setRecorded(outcome);
  };
  const infraction =
    recorded && recorded !== 'OK'
      ? deckCheckInfraction(
          recorded,
          (catalog?.infractions ?? []).map((i) => i.code),
        )
      : undefined;

  if (data && !list) {
    return (
      <Alert severity="warning" data-testid="deckcheck-no-list">
        {translate('taikai.deckcheck.no_list')}
      </Alert>
    );
  }
  if (!list || !totals) return null;
  const section = (cards: readonly ListCard[], key: 'main' | 'side') =>
    cards.map((card, index) => (
      <CountLine
        key={`${key}-${index}`}
        card={card}
        counted={ticks[tickKey(key, index)] ?? 0}
        onCount={(n) => setTicks({ ...ticks, [tickKey(key, index)]: n })}
        testId={`count-${key}-${index}`}
        erratum={errata.get(card.name.trim())}
      />
    ));
  return (
    <Stack spacing={2} data-testid="deck-check-view">
      <Card>
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
            <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
              {translate('taikai.deckcheck.title', { name: shownRowPlayerName(list, translate), table, n: roundNumber })}
            </Typography>
            {list.changedAfterDeadlineAt ? <Chip color="warning" label={translate('taikai.decklists.changed_after_deadline')} /> : null}
            <Button
              component={Link}
              to={`/events/${eventId}/print/decklist-player?player=${playerId}`}
              target="_blank"
              startIcon={<Print />}
              size="small"
            >
              {translate('taikai.deckcheck.print_list')}
            </Button>
          </Stack>
          <Stack
            direction="row"
            spacing={2}
            sx={{ position: 'sticky', top: 0, zIndex: 1, bgcolor: 'background.paper', py: 1 }}
            aria-live="polite"
            data-testid="count-totals"
          >
            <Chip
              color={totals.main.counted === totals.main.registered ? 'success' : 'default'}
              label={translate('taikai.deckcheck.main_total', { counted: totals.main.counted, registered: totals.main.registered })}
              data-testid="count-main"
            />
            <Chip
              color={totals.side.counted === totals.side.registered ? 'success' : 'default'}
              label={translate('taikai.deckcheck.side_total', { counted: totals.side.counted, registered: totals.side.registered })}
              data-testid="count-side"
            />
          </Stack>
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
            <Box>
              <Typography variant="overline">{translate('taikai.decklists.main')}</Typography>
              {section(list.main, 'main')}
            </Box>
            <Box>
              <Typography variant="overline">{translate('taikai.decklists.side')}</Typography>
              {section(list.sideboard, 'side')}
            </Box>
          </Box>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h3" sx={{ mb: 2 }}>
            {translate('taikai.deckcheck.record_title')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' } }}>
            <TextField
              type="number"
              label={translate('taikai.deckcheck.minutes')}
              helperText={
                givenBack > 0
                  ? translate('taikai.deckcheck.minutes_help', { n: givenBack, extra: profile.deckCheckExtraMinutes })
                  : translate('taikai.deckcheck.minutes_help_none')
              }
              slotProps={{
                htmlInput: { min: 0, max: 60, 'data-testid': 'deckcheck-minutes' },
                formHelperText: { 'data-testid': 'deckcheck-given-back' } as never,
              }}
              value={minutesShown}
              onChange={(e) => setMinutes(e.target.value)}
            />
            <TextField
              select
              label={translate('taikai.deckcheck.outcome')}
              value={outcome}
              onChange={(e) => setOutcome(e.target.value as DeckCheckOutcome)}
              slotProps={{ htmlInput: { 'data-testid': 'deckcheck-outcome' } }}
            >
              {OUTCOMES.map((value) => (
                <MenuItem key={value} value={value} data-testid={`deckcheck-outcome-${value}`}>
                  {translate(`taikai.deckcheck.outcomes.${value}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              multiline
              label={translate('taikai.deckcheck.note')}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              sx={{ gridColumn: '1 / -1' }}
              slotProps={{ htmlInput: { 'data-testid': 'deckcheck-note' } }}
            />
          </Box>
          <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
            <Button
              variant="contained"
              size="large"
              onClick={record}
              disabled={pending || recorded !== null}
              data-testid="deckcheck-record"
            >
              {translate('taikai.deckcheck.record')}
            </Button>
            <Button onClick={onDone}>{translate('taikai.deckcheck.close')}</Button>
          </Stack>
        </CardContent>
      </Card>
      {recorded && recorded !== 'OK' ? (
        <InfractionForm
          eventId={eventId}
          playerId={playerId}
          infraction={infraction}
          description={note.trim() || translate(`taikai.deckcheck.outcomes.${recorded}`)}
        />
      ) : null}
    </Stack>
  );
};

/** Whole minutes from `since` to `now`, at least one: a check takes time. */
function elapsed(since: number, now: number): number {
  return Math.max(1, Math.round((now - since) / 60000));
}
