import Casino from '@mui/icons-material/Casino';
import Gavel from '@mui/icons-material/Gavel';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useGql } from '../shared/data/GraphQLProvider';
import { useEventContext } from '../event/useEvent';
import { DeckChecksDocument, InfractionsDocument } from '../generated/graphql';
import { InfractionForm } from '../shared/judging/InfractionForm';
import { formattingLocale } from '../app/i18n/locale';
import { DeckCheckView } from './DeckCheckView';
import { deckCheckInfraction, pickTables } from '../shared/deckLogic';
import { shownPlayerName, shownRowPlayerName } from '../shared/forgottenName';

type Checking = { matchId: string; playerId: string; table: number; roundNumber: number };

/** Deck checks for a round: tables picked at random or by choice, then a player's deck counted against the list. */
export const DeckChecks = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { eventId, rounds, latest } = useEventContext();
  const [roundNumber, setRoundNumber] = useState<number | null>(null);
  const round = rounds.find((r) => r.number === (roundNumber ?? latest?.number));
  const matches = useMemo(() => [...(round?.matches ?? [])].filter((m) => m.player2).sort((a, b) => a.table - b.table), [round]);
  const [howMany, setHowMany] = useState(2);
  const [picked, setPicked] = useState<number[]>([]);
  const [checking, setChecking] = useState<Checking | null>(null);
  const { data: checks } = useGql(DeckChecksDocument, { eventId });
  const { data: catalog } = useGql(InfractionsDocument, { eventId });
  // A check with a finding reopens its infraction form, pre-filled as when it was recorded.
  const [logging, setLogging] = useState<string | null>(null);
  const loggingCheck = checks?.deckChecks.find(
    (check): check is typeof check & { outcome: 'DECK_PROBLEM' | 'DECKLIST_PROBLEM' } => check.id === logging && check.outcome !== 'OK',
  );
  const time = new Intl.DateTimeFormat(formattingLocale(locale), { timeStyle: 'short' });

  if (checking) return <DeckCheckView eventId={eventId} {...checking} onDone={() => setChecking(null)} />;
  const shown = picked.length ? matches.filter((m) => picked.includes(m.table)) : matches;
  return (
    <Stack spacing={2}>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {translate('taikai.deckcheck.pick_title')}
          </Typography>
          {!round ? <Typography color="text.secondary">{translate('taikai.rounds.none')}</Typography> : null}
          {round ? (
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              useFlexGap
              sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap', mb: 2 }}
            >
              <TextField
                select
                size="small"
                label={translate('taikai.rounds.round')}
                value={round.number}
                onChange={(e) => setRoundNumber(Number(e.target.value))}
                sx={{ minWidth: 140 }}
              >
                {rounds.map((r) => (
                  <MenuItem key={r.id} value={r.number}>
                    {translate('taikai.rounds.round_n', { n: r.number })}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                type="number"
                size="small"
                label={translate('taikai.deckcheck.how_many')}
                value={howMany}
                onChange={(e) => setHowMany(Number(e.target.value))}
                slotProps={{ htmlInput: { min: 1, max: 20 } }}
                sx={{ width: 140, flexShrink: 0 }}
              />
              <Button
                variant="contained"
                startIcon={<Casino />}
                onClick={() =>
                  setPicked(
                    pickTables(
                      matches.map((m) => m.table),
                      howMany,
                    ),
                  )
                }
                data-testid="pick-tables"
              >
                {translate('taikai.deckcheck.pick')}
              </Button>
              {picked.length ? (
                <Button onClick={() => setPicked([])} data-testid="show-all-tables">
                  {translate('taikai.deckcheck.all_tables')}
                </Button>
              ) : null}
            </Stack>
          ) : null}
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {shown.map((m) => (
              <Stack
                key={m.id}
                direction="row"
                spacing={1}
                sx={{
                  alignItems: 'center',
                  p: 1,
                  border: 1,
                  borderColor: picked.includes(m.table) ? 'primary.main' : 'divider',
                  borderRadius: 1,
                }}
                data-testid="deckcheck-table"
                data-table={m.table}
              >
                <Typography sx={{ fontWeight: 800, minWidth: 56 }}>
                  {translate('taikai.rounds.table')} {m.table}
                </Typography>
                {[m.player1, m.player2!].map((player) => (
                  <Button
                    key={player.id}
                    variant="outlined"
                    sx={{ flex: 1, minHeight: 48 }}
                    onClick={() => setChecking({ matchId: m.id, playerId: player.id, table: m.table, roundNumber: round!.number })}
                    data-testid={`check-${player.name}`}
                  >
                    {shownPlayerName(player, translate)}
                  </Button>
                ))}
              </Stack>
            ))}
          </Box>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {translate('taikai.deckcheck.history')}
          </Typography>
          <Table size="small" aria-label={translate('taikai.deckcheck.history')} data-testid="deckcheck-history">
            <TableHead>
              <TableRow>
                <TableCell>{translate('taikai.rounds.round')}</TableCell>
                <TableCell>{translate('taikai.rounds.table')}</TableCell>
                <TableCell>{translate('taikai.judges.player')}</TableCell>
                <TableCell>{translate('taikai.deckcheck.outcome')}</TableCell>
                <TableCell align="right">{translate('taikai.deckcheck.minutes')}</TableCell>
                <TableCell align="right">{translate('taikai.deckcheck.given_back')}</TableCell>
                <TableCell>{translate('taikai.deckcheck.when')}</TableCell>
                <TableCell align="right">
                  <span className="visually-hidden">{translate('taikai.desk.actions')}</span>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(checks?.deckChecks ?? []).map((check) => (
                <TableRow key={check.id} data-testid="deckcheck-row">
                  <TableCell>{check.roundNumber}</TableCell>
                  <TableCell>{check.table}</TableCell>
                  <TableCell sx={{ fontWeight: 600 }}>{shownRowPlayerName(check, translate)}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={check.outcome === 'OK' ? 'success' : 'error'}
                      label={translate(`taikai.deckcheck.outcomes.${check.outcome}`)}
                    />
                    {check.note ? (
                      <Typography variant="caption" sx={{ ml: 1 }}>
                        {check.note}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell align="right">{check.minutes}</TableCell>
                  <TableCell align="right">{check.extensionMinutes}</TableCell>
                  <TableCell>{time.format(new Date(check.checkedAt))}</TableCell>
                  <TableCell align="right">
                    {check.outcome !== 'OK' ? (
                      <Button
                        size="small"
                        startIcon={<Gavel />}
                        onClick={() => setLogging(check.id)}
                        sx={{ whiteSpace: 'nowrap' }}
                        data-testid="deckcheck-log-infraction"
                      >
                        {translate('taikai.deckcheck.log_infraction')}
                      </Button>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
              {checks?.deckChecks.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={8}>{translate('taikai.deckcheck.none')}</TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      {loggingCheck ? (
        <InfractionForm
          key={loggingCheck.id}
          eventId={eventId}
          playerId={loggingCheck.playerId}
          infraction={deckCheckInfraction(
            loggingCheck.outcome,
            (catalog?.infractions ?? []).map((i) => i.code),
          )}
          description={loggingCheck.note?.trim() || translate(`taikai.deckcheck.outcomes.${loggingCheck.outcome}`)}
          onLogged={() => setLogging(null)}
        />
      ) : null}
    </Stack>
  );
};
