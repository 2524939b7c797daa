import { playerName } from '@taikai/client';
import Gavel from '@mui/icons-material/Gavel';
import TrendingUp from '@mui/icons-material/TrendingUp';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Chip,
  FormControlLabel,
  FormGroup,
  FormLabel,
  ListSubheader,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useGql, useRun } from '../data/GraphQLProvider';
import { InfractionsDocument, LogInfractionDocument, PlayersDocument, SuggestPenaltyDocument } from '../../generated/graphql';
import { sortByName } from '../nameOrder';
import { approvalNote, toggleRemedy } from './approvalNote';
import { CatalogNotice } from './CatalogNotice';
import { EarlierPenalties } from './EarlierPenalties';
import { GameLossNotice } from './GameLossNotice';
import { HiddenCardTriage } from './HiddenCardTriage';
import { formFill } from './judgingGuides';
import { MissedTriggerGuide } from './MissedTriggerGuide';
import { PenaltyPlacement } from './PenaltyPlacement';
import { emptyPlacement, type Placement, placementInput } from './penaltyPlacement';
import { shownRowPlayerName } from '../forgottenName';
import { IpgSection } from '../rules/IpgSection';

/** The infractions the hidden-card triage chooses between (IPG 2.2-2.5). */
const HIDDEN_CARD_INFRACTIONS = ['GPE-LEC', 'GPE-HCE', 'GPE-MPE', 'GPE-GRV'];

/**
 * Log an infraction: the suggested penalty (with the upgrade reason) comes from the rules, a
 * circumstance the rules name (IPG 2.1, 3.1, 3.4) is chosen with its condition in view, and the
 * fixes applied are recorded as the catalog names them. Who approves follows IPG 1.2, said up front.
 */
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
  const [variant, setVariant] = useState('');
  const [remedies, setRemedies] = useState<string[]>([]);
  const [penalty, setPenalty] = useState('');
  const [deviationReason, setDeviationReason] = useState('');
  const [description, setDescription] = useState(initialDescription ?? '');
  const [privateNote, setPrivateNote] = useState('');
  const [gameNumber, setGameNumber] = useState('');
  const [extensionMinutes, setExtensionMinutes] = useState('');
  const [logged, setLogged] = useState<string>();
  const [loggedGameLoss, setLoggedGameLoss] = useState<{ penalty: string; infraction: string; carriedFromRound: number | null }>();
  const [placement, setPlacement] = useState<Placement>(emptyPlacement);

  const { data: suggestion } = useGql(
    SuggestPenaltyDocument,
    { eventId, infraction, playerId: playerId ?? '', variant: variant || null },
    { enabled: !!playerId && !!infraction },
  );
  const suggested = suggestion?.suggestPenalty;
  const chosen = penalty || suggested?.penalty || '';
  const deviates = !!suggested && chosen !== suggested.penalty;

  const infractions = useMemo(() => catalog?.infractions ?? [], [catalog]);
  const selected = infractions.find((i) => i.code === infraction);
  const categories = useMemo(() => [...new Set(infractions.map((i) => i.category))], [infractions]);
  const chosenVariant = selected?.variants.find((v) => v.id === variant);
  const note = suggested ? approvalNote(suggested, selected) : null;

  const reset = () => {
    setInfraction('');
    setVariant('');
    setRemedies([]);
    setPenalty('');
    setDeviationReason('');
    setDescription('');
    setPrivateNote('');
    setGameNumber('');
    setExtensionMinutes('');
    setPlacement(emptyPlacement);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!playerId || !infraction) return;
    const data = await run(LogInfractionDocument, {
      eventId,
      input: {
        playerId,
        infraction,
        variant: variant || null,
        remedies,
        penalty: penalty || null,
        deviationReason: deviates ? deviationReason.trim() || null : null,
        description: description.trim(),
        privateNote: privateNote.trim() || null,
        gameNumber: gameNumber ? Number(gameNumber) : null,
        extensionMinutes: extensionMinutes ? Number(extensionMinutes) : null,
        ...placementInput(chosen, placement),
      },
    });
    if (data) {
      const p = data.logInfraction;
      setLogged(
        translate(p.status === 'PENDING_APPROVAL' ? 'taikai.judges.logged_pending' : 'taikai.judges.logged', {
          name: shownRowPlayerName(p, translate),
          penalty: p.penaltyName,
        }),
      );
      setLoggedGameLoss({ penalty: p.penalty, infraction: p.infraction, carriedFromRound: p.carriedFromRound ?? null });
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
        <CatalogNotice eventId={eventId} />
        <Box
          component="form"
          onSubmit={submit}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
          data-testid="infraction-form"
        >
          <Autocomplete
            options={players}
            getOptionLabel={playerName}
            value={players.find((p) => p.id === playerId) ?? null}
            onChange={(_, p) => {
              setPlayerId(p?.id ?? null);
              setPlacement(emptyPlacement);
            }}
            renderInput={(params) => (
              <TextField
                {...params}
                label={translate('taikai.judges.player')}
                required
                slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'infraction-player' } }}
              />
            )}
          />
          <TextField
            select
            required
            label={translate('taikai.judges.infraction')}
            value={infraction}
            onChange={(e) => {
              setInfraction(e.target.value);
              setVariant('');
              setRemedies([]);
              setPenalty('');
            }}
            slotProps={{
              select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 420 } } } } },
              htmlInput: { 'data-testid': 'infraction-select' },
            }}
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
          {/* Below the infraction, not above: it arrives after the player is chosen and must not move the field being clicked. */}
          <EarlierPenalties playerId={playerId} />
          {selected?.variants.length ? (
            <TextField
              select
              label={translate('taikai.judges.variant')}
              value={variant}
              onChange={(e) => {
                setVariant(e.target.value);
                setPenalty('');
              }}
              helperText={chosenVariant?.condition ?? translate('taikai.judges.variant_help')}
              sx={{ gridColumn: '1 / -1' }}
              slotProps={{ htmlInput: { 'data-testid': 'infraction-variant' } }}
            >
              <MenuItem value="">{translate('taikai.judges.variant_default')}</MenuItem>
              {selected.variants.map((v) => (
                <MenuItem key={v.id} value={v.id} data-testid={`variant-${v.id}`} sx={{ whiteSpace: 'normal' }}>
                  <span>
                    {v.condition}
                    <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                      {v.penaltyName}
                    </Typography>
                  </span>
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          {infraction === 'GPE-MT' ? (
            <MissedTriggerGuide
              onOutcome={(outcome) => {
                const fill = formFill(outcome, selected);
                if (!fill) return;
                setVariant(fill.variant);
                setRemedies(fill.remedies);
                setPenalty('');
              }}
              onCheating={
                infractions.some((i) => i.code === 'USC-CHEAT')
                  ? () => {
                      setInfraction('USC-CHEAT');
                      setVariant('');
                      setRemedies([]);
                      setPenalty('');
                    }
                  : undefined
              }
            />
          ) : null}
          {HIDDEN_CARD_INFRACTIONS.includes(infraction) &&
          HIDDEN_CARD_INFRACTIONS.every((code) => infractions.some((i) => i.code === code)) ? (
            <HiddenCardTriage
              infractionName={(code) => infractions.find((i) => i.code === code)?.name ?? code}
              onUse={(suggestion) => {
                const entry = infractions.find((i) => i.code === suggestion.infraction);
                setInfraction(suggestion.infraction);
                setVariant(suggestion.variant && entry?.variants.some((v) => v.id === suggestion.variant) ? suggestion.variant : '');
                setRemedies(suggestion.remedies.filter((code) => entry?.remedies.some((r) => r.code === code)));
                setPenalty('');
              }}
            />
          ) : null}
          {/* Catalogs name a section only when it is the IPG's (catalogs.ts). After the guides: it arrives late and
              must not move their answers. */}
          {selected?.section ? <IpgSection section={selected.section} /> : null}
          {suggested ? (
            <Alert
              severity={suggested.upgraded ? 'warning' : 'info'}
              icon={suggested.upgraded ? <TrendingUp /> : undefined}
              sx={{ gridColumn: '1 / -1' }}
              data-testid="suggested-penalty"
            >
              <strong>{translate('taikai.judges.suggested', { penalty: suggested.penaltyName })}</strong> — {suggested.reasonText}
              {note === 'needs_approval' ? <Chip size="small" sx={{ ml: 1 }} label={translate('taikai.judges.needs_approval')} /> : null}
              {note === 'approval_exempt' ? (
                <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="approval-exempt">
                  {translate('taikai.judges.approval_exempt')}
                </Typography>
              ) : null}
              {suggested.fixAndEducate ? (
                <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="fix-and-educate">
                  {translate('taikai.judges.fix_and_educate')}
                </Typography>
              ) : null}
            </Alert>
          ) : null}
          <GameLossNotice
            penalty={chosen}
            infraction={infraction}
            atNextMatch={chosenVariant?.atNextMatch}
            matchState={placement.matchState || null}
          />
          <TextField
            select
            label={translate('taikai.judges.penalty')}
            value={chosen}
            onChange={(e) => setPenalty(e.target.value)}
            disabled={!suggested}
          >
            {(suggested?.choices ?? []).map((choice) => (
              <MenuItem key={choice.penalty} value={choice.penalty}>
                {choice.name}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction="row" spacing={2}>
            <TextField
              label={translate('taikai.judges.game_number')}
              type="number"
              value={gameNumber}
              onChange={(e) => setGameNumber(e.target.value)}
              slotProps={{ htmlInput: { min: 1, max: 5 } }}
              sx={{ flex: 1 }}
            />
            <TextField
              label={translate('taikai.judges.extension')}
              type="number"
              value={extensionMinutes}
              onChange={(e) => setExtensionMinutes(e.target.value)}
              slotProps={{ htmlInput: { min: 0, max: 30 } }}
              sx={{ flex: 1 }}
            />
          </Stack>
          {selected?.remedies.length ? (
            <Box component="fieldset" sx={{ gridColumn: '1 / -1', border: 0, p: 0, m: 0 }} data-testid="infraction-remedies">
              <FormLabel component="legend">{translate('taikai.judges.remedies')}</FormLabel>
              <FormGroup row>
                {selected.remedies.map((remedy) => (
                  <FormControlLabel
                    key={remedy.code}
                    label={remedy.name}
                    data-testid={`remedy-${remedy.code}`}
                    control={
                      <Checkbox
                        checked={remedies.includes(remedy.code)}
                        onChange={(e) => setRemedies((now) => toggleRemedy(now, remedy.code, e.target.checked))}
                      />
                    }
                  />
                ))}
              </FormGroup>
            </Box>
          ) : null}
          <PenaltyPlacement eventId={eventId} playerId={playerId} penalty={chosen} value={placement} onChange={setPlacement} />
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
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={pending || !playerId || !infraction || !description.trim() || (deviates && !deviationReason.trim())}
              data-testid="log-infraction"
            >
              {translate('taikai.judges.log')}
            </Button>
          </Box>
        </Box>
        {logged ? (
          <Alert severity="success" sx={{ mt: 2 }} data-testid="infraction-logged">
            {logged}
          </Alert>
        ) : null}
        {logged && loggedGameLoss ? (
          <Box sx={{ mt: 1 }}>
            <GameLossNotice {...loggedGameLoss} />
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
};
