import Gavel from '@mui/icons-material/Gavel';
import TrendingUp from '@mui/icons-material/TrendingUp';
import { Alert, Autocomplete, Box, Button, Card, CardContent, Chip, ListSubheader, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useGql, useRun } from '../data/GraphQLProvider';
import { InfractionsDocument, LogInfractionDocument, PlayersDocument, SuggestPenaltyDocument } from '../generated/graphql';
import { sortByName } from '../players/nameOrder';

const LADDER = ['CAUTION', 'WARNING', 'GAME_LOSS', 'MATCH_LOSS', 'DISQUALIFICATION'];

/** Log an infraction: the suggested penalty (with the upgrade reason) comes from the rules. */
export const InfractionForm = ({
  eventId,
  playerId: initialPlayerId,
  infraction: initialInfraction,
  description: initialDescription,
  onLogged,
}: {
  eventId: string;
  playerId?: string;
  /** Pre-filled by what opened the form (a deck check's finding). */
  infraction?: string;
  description?: string;
  onLogged?: (penaltyId: string) => void;
}) => {
  const translate = useTranslate();
  const { run, pending } = useRun();
  const { data: catalog } = useGql(InfractionsDocument, { eventId });
  const { data: playersData } = useGql(PlayersDocument, { eventId });
  const players = useMemo(() => sortByName(playersData?.players ?? []), [playersData]);
  const [playerId, setPlayerId] = useState<string | null>(initialPlayerId ?? null);
  const [infraction, setInfraction] = useState(initialInfraction ?? '');
  const [penalty, setPenalty] = useState('');
  const [deviationReason, setDeviationReason] = useState('');
  const [description, setDescription] = useState(initialDescription ?? '');
  const [privateNote, setPrivateNote] = useState('');
  const [gameNumber, setGameNumber] = useState('');
  const [extensionMinutes, setExtensionMinutes] = useState('');
  const [logged, setLogged] = useState<string>();

  const { data: suggestion } = useGql(SuggestPenaltyDocument, { eventId, infraction, playerId: playerId ?? '' }, { enabled: !!playerId && !!infraction });
  const suggested = suggestion?.suggestPenalty;
  const chosen = penalty || suggested?.penalty || '';
  const deviates = !!suggested && chosen !== suggested.penalty;

  const infractions = catalog?.infractions ?? [];
  const categories = useMemo(() => [...new Set(infractions.map((i) => i.category))], [infractions]);
  const penaltyChoices = useMemo(() => {
    const names = new Map<string, string>();
    for (const i of infractions) names.set(i.defaultPenalty, i.defaultPenaltyName);
    if (suggested) names.set(suggested.penalty, suggested.penaltyName);
    for (const code of LADDER) if (!names.has(code)) names.set(code, translate(`taikai.penalties.${code}`, { _: code }));
    return [...names.entries()].filter(([code]) => code !== 'NONE' || names.get(code));
  }, [infractions, suggested, translate]);

  const reset = () => {
    setInfraction('');
    setPenalty('');
    setDeviationReason('');
    setDescription('');
    setPrivateNote('');
    setGameNumber('');
    setExtensionMinutes('');
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!playerId || !infraction) return;
    const data = await run(LogInfractionDocument, {
      eventId,
      input: {
        playerId,
        infraction,
        penalty: penalty || null,
        deviationReason: deviates ? deviationReason.trim() || null : null,
        description: description.trim(),
        privateNote: privateNote.trim() || null,
        gameNumber: gameNumber ? Number(gameNumber) : null,
        extensionMinutes: extensionMinutes ? Number(extensionMinutes) : null,
      },
    });
    if (data) {
      const p = data.logInfraction;
      setLogged(translate(p.status === 'PENDING_APPROVAL' ? 'taikai.judges.logged_pending' : 'taikai.judges.logged', { name: p.playerName, penalty: p.penaltyName }));
      reset();
      onLogged?.(p.id);
    }
  };

  return (
    <Card>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
          <Gavel color="primary" />
          <Typography variant="h6" component="h2">
            {translate('taikai.judges.log_title')}
          </Typography>
        </Stack>
        <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }} data-testid="infraction-form">
          <Autocomplete
            options={players}
            getOptionLabel={(p) => p.name}
            value={players.find((p) => p.id === playerId) ?? null}
            onChange={(_, p) => setPlayerId(p?.id ?? null)}
            renderInput={(params) => <TextField {...params} label={translate('taikai.judges.player')} required slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'infraction-player' } }} />}
          />
          <TextField
            select
            required
            label={translate('taikai.judges.infraction')}
            value={infraction}
            onChange={(e) => {
              setInfraction(e.target.value);
              setPenalty('');
            }}
            slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 420 } } } } }, htmlInput: { 'data-testid': 'infraction-select' } }}
          >
            {categories.flatMap((category) => [
              <ListSubheader key={`h-${category}`}>{infractions.find((i) => i.category === category)?.categoryName}</ListSubheader>,
              ...infractions
                .filter((i) => i.category === category)
                .map((i) => (
                  <MenuItem key={i.code} value={i.code} data-testid={`infraction-${i.code}`}>
                    {i.name}
                    <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                      {i.defaultPenaltyName}
                    </Typography>
                  </MenuItem>
                )),
            ])}
          </TextField>
          {suggested ? (
            <Alert severity={suggested.upgraded ? 'warning' : 'info'} icon={suggested.upgraded ? <TrendingUp /> : undefined} sx={{ gridColumn: '1 / -1' }} data-testid="suggested-penalty">
              <strong>{translate('taikai.judges.suggested', { penalty: suggested.penaltyName })}</strong> — {suggested.reasonText}
              {suggested.requiresApproval ? <Chip size="small" sx={{ ml: 1 }} label={translate('taikai.judges.needs_approval')} /> : null}
            </Alert>
          ) : null}
          <TextField select label={translate('taikai.judges.penalty')} value={chosen} onChange={(e) => setPenalty(e.target.value)} disabled={!suggested}>
            {penaltyChoices.map(([code, name]) => (
              <MenuItem key={code} value={code}>
                {name}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction="row" spacing={2}>
            <TextField label={translate('taikai.judges.game_number')} type="number" value={gameNumber} onChange={(e) => setGameNumber(e.target.value)} slotProps={{ htmlInput: { min: 1, max: 5 } }} sx={{ flex: 1 }} />
            <TextField
              label={translate('taikai.judges.extension')}
              type="number"
              value={extensionMinutes}
              onChange={(e) => setExtensionMinutes(e.target.value)}
              slotProps={{ htmlInput: { min: 0, max: 30 } }}
              sx={{ flex: 1 }}
            />
          </Stack>
          {deviates ? (
            <TextField
              required
              label={translate('taikai.judges.deviation_reason')}
              value={deviationReason}
              onChange={(e) => setDeviationReason(e.target.value)}
              helperText={translate('taikai.judges.deviation_help')}
              sx={{ gridColumn: '1 / -1' }}
            />
          ) : null}
          <TextField
            required
            multiline
            minRows={2}
            label={translate('taikai.judges.description')}
            helperText={translate('taikai.judges.description_help')}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            sx={{ gridColumn: '1 / -1' }}
            slotProps={{ htmlInput: { 'data-testid': 'infraction-description' } }}
          />
          <TextField
            multiline
            label={translate('taikai.judges.private_note')}
            helperText={translate('taikai.judges.private_note_help')}
            value={privateNote}
            onChange={(e) => setPrivateNote(e.target.value)}
            sx={{ gridColumn: '1 / -1' }}
          />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Button type="submit" variant="contained" size="large" disabled={pending || !playerId || !infraction || !description.trim() || (deviates && !deviationReason.trim())} data-testid="log-infraction">
              {translate('taikai.judges.log')}
            </Button>
          </Box>
        </Box>
        {logged ? (
          <Alert severity="success" sx={{ mt: 2 }} data-testid="infraction-logged">
            {logged}
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
};
