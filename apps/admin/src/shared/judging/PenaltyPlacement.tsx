import { Box, Checkbox, FormControlLabel, FormHelperText, MenuItem, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useGql } from '../data/GraphQLProvider';
import { type MatchState, PenaltiesDocument, type PenaltyTarget } from '../../generated/graphql';
import { asksMatchState, offersTarget, type Placement } from './penaltyPlacement';

const MATCH_STATES: MatchState[] = ['IN_GAME', 'BETWEEN_GAMES', 'MATCH_OVER'];
const TARGETS: PenaltyTarget[] = ['CURRENT', 'NEXT'];

/**
 * The infraction form's questions about where the penalty lands, in a block of their own: both
 * players (IPG 4.3 example A), where the match stood (IPG 1.1), this match or the next at the end of
 * a game or match (IPG 4.1, 4.2), and the earlier penalty for the same error (IPG 1).
 */
export const PenaltyPlacement = ({
  eventId,
  playerId,
  penalty,
  value,
  onChange,
}: {
  eventId: string;
  playerId: string | null;
  penalty: string;
  value: Placement;
  onChange: (next: Placement) => void;
}) => {
  const translate = useTranslate();
  const { data } = useGql(PenaltiesDocument, { eventId, playerId, statuses: ['APPLIED', 'PENDING_APPROVAL'] }, { enabled: !!playerId });
  const earlier = playerId ? (data?.penalties ?? []) : [];
  const set = (patch: Partial<Placement>) => onChange({ ...value, ...patch });
  if (!playerId) return null;
  return (
    <Box
      component="fieldset"
      sx={{ gridColumn: '1 / -1', border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, display: 'grid', gap: 2 }}
      data-testid="penalty-placement"
    >
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {translate('taikai.placement.title')}
      </Typography>
      <Box>
        <FormControlLabel
          label={translate('taikai.placement.both_players')}
          control={
            <Checkbox
              checked={value.bothPlayers}
              onChange={(e) => set({ bothPlayers: e.target.checked, ...(e.target.checked ? { appliesTo: '', relatedToId: '' } : {}) })}
              slotProps={{ input: { 'data-testid': 'placement-both' } as object }}
            />
          }
        />
        <FormHelperText>{translate('taikai.placement.both_players_help')}</FormHelperText>
      </Box>
      {asksMatchState(penalty) ? (
        <TextField
          select
          label={translate('taikai.placement.match_state')}
          value={value.matchState}
          onChange={(e) => set({ matchState: e.target.value as MatchState | '', appliesTo: '' })}
          helperText={translate('taikai.placement.match_state_help')}
          slotProps={{ htmlInput: { 'data-testid': 'placement-match-state' } }}
        >
          <MenuItem value="">{translate('taikai.placement.match_state_unanswered')}</MenuItem>
          {MATCH_STATES.map((state) => (
            <MenuItem key={state} value={state} data-testid={`match-state-${state}`}>
              {translate(`taikai.placement.${state}`)}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      {offersTarget(penalty, value) ? (
        <TextField
          select
          label={translate('taikai.placement.applies_to')}
          value={value.appliesTo}
          onChange={(e) => set({ appliesTo: e.target.value as PenaltyTarget | '' })}
          helperText={translate('taikai.placement.applies_to_help')}
          slotProps={{ htmlInput: { 'data-testid': 'placement-applies-to' } }}
        >
          {TARGETS.map((target) => (
            <MenuItem key={target} value={target} data-testid={`applies-to-${target}`}>
              {translate(`taikai.placement.${target}`)}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      {!value.bothPlayers && earlier.length ? (
        <TextField
          select
          label={translate('taikai.placement.related')}
          value={value.relatedToId}
          onChange={(e) => set({ relatedToId: e.target.value })}
          helperText={translate('taikai.placement.related_help')}
          slotProps={{ htmlInput: { 'data-testid': 'placement-related' } }}
        >
          <MenuItem value="">{translate('taikai.placement.related_none')}</MenuItem>
          {earlier.map((p) => (
            <MenuItem key={p.id} value={p.id} sx={{ whiteSpace: 'normal' }}>
              {p.roundNumber ? `${translate('taikai.rounds.round_n', { n: p.roundNumber })} · ` : ''}
              {p.infractionName} — {p.penaltyName}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
    </Box>
  );
};
