import { playerName } from '@taikai/client';
import Check from '@mui/icons-material/Check';
import Description from '@mui/icons-material/Description';
import HowToReg from '@mui/icons-material/HowToReg';
import Undo from '@mui/icons-material/Undo';
import {
  Autocomplete,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
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
import { useLocaleState, useTranslate } from 'react-admin';
import { useGql, useRun } from '../shared/data/GraphQLProvider';
import { formattingLocale } from '../app/i18n/locale';
import { PenaltyProcedures } from './PenaltyProcedures';
import { GameLossNotice } from '../shared/judging/GameLossNotice';
import { EarlierPenalties } from '../shared/judging/EarlierPenalties';
import {
  ApprovePenaltyDocument,
  PenaltiesDocument,
  type PenaltyFieldsFragment,
  type PenaltyStatus,
  PlayersDocument,
  RecordArrivalDocument,
  RevokePenaltyDocument,
} from '../generated/graphql';
import { shownRowPlayerName } from '../shared/forgottenName';
import { IpgSectionLink } from '../shared/rules/IpgSectionLink';

const statusColors: Record<PenaltyStatus, { bg: string; fg: string }> = {
  APPLIED: { bg: '#E1F4E8', fg: '#16562F' },
  PENDING_APPROVAL: { bg: '#FFF1D6', fg: '#6B4A00' },
  REVOKED: { bg: '#ECEDF2', fg: '#3C4055' },
};

export const PenaltyStatusChip = ({ status }: { status: PenaltyStatus }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      label={translate(`taikai.penalty_status.${status}`)}
      sx={{ bgcolor: statusColors[status].bg, color: statusColors[status].fg }}
    />
  );
};

/**
 * Penalties: the head judge's approval queue (statuses: PENDING_APPROVAL), or every penalty,
 * optionally one player's history.
 */
export const PenaltyList = ({ eventId, approvals = false }: { eventId: string; approvals?: boolean }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { run, pending } = useRun();
  const [playerId, setPlayerId] = useState<string | null>(null);
  const { data: playersData } = useGql(PlayersDocument, { eventId }, { enabled: !approvals });
  const { data } = useGql(PenaltiesDocument, {
    eventId,
    playerId: approvals ? null : playerId,
    statuses: approvals ? ['PENDING_APPROVAL'] : null,
  });
  const [revoking, setRevoking] = useState<PenaltyFieldsFragment | null>(null);
  const [reporting, setReporting] = useState<PenaltyFieldsFragment | null>(null);
  const [reason, setReason] = useState('');
  const rows = data?.penalties ?? [];
  const time = new Intl.DateTimeFormat(formattingLocale(locale), { timeStyle: 'short' });
  const players = playersData?.players ?? [];

  return (
    <>
      {!approvals ? (
        <Autocomplete
          sx={{ maxWidth: 360, mb: 2 }}
          options={players}
          getOptionLabel={playerName}
          value={players.find((p) => p.id === playerId) ?? null}
          onChange={(_, p) => setPlayerId(p?.id ?? null)}
          renderInput={(params) => <TextField {...params} size="small" label={translate('taikai.judges.history_of')} />}
        />
      ) : null}
      <Table size="small" data-testid={approvals ? 'approval-queue' : 'penalty-list'}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('taikai.judges.player')}</TableCell>
            <TableCell>{translate('taikai.judges.infraction_and_penalty')}</TableCell>
            <TableCell>{translate('taikai.judges.description')}</TableCell>
            <TableCell>{translate('taikai.desk.status')}</TableCell>
            <TableCell align="right">
              <span className="visually-hidden">{translate('taikai.desk.actions')}</span>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((p) => (
            <TableRow key={p.id} data-testid="penalty-row">
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {shownRowPlayerName(p, translate)}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                  {p.roundNumber ? `${translate('taikai.rounds.round_n', { n: p.roundNumber })} · ` : ''}
                  {time.format(new Date(p.createdAt))}
                </Typography>
              </TableCell>
              <TableCell>
                <Typography variant="body2">
                  {p.infractionName} <IpgSectionLink section={p.section} />
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  {p.penaltyName}
                </Typography>
                {p.variantCondition ? (
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }} data-testid="penalty-variant">
                    {p.variantCondition}
                  </Typography>
                ) : null}
                {/* Why it waits: what made the rules suggest it, who logged it, at which table. */}
                {approvals ? (
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }} data-testid="penalty-why-pending">
                    {[
                      p.suggestedBecause,
                      p.loggedByName ? translate('taikai.judges.logged_by', { name: p.loggedByName }) : null,
                      p.table ? translate('taikai.judges.at_table', { n: p.table }) : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                ) : null}
                {/* IPG 1.1: what the players are told, before the head judge confirms a Game Loss. */}
                {approvals ? (
                  <GameLossNotice compact penalty={p.penalty} infraction={p.infraction} carriedFromRound={p.carriedFromRound} />
                ) : null}
                {approvals ? <EarlierPenalties playerId={p.playerId} /> : null}
                {p.deviationReason ? (
                  <Typography variant="caption" color="text.secondary">
                    {translate('taikai.judges.deviated', { reason: p.deviationReason })}
                  </Typography>
                ) : null}
                {p.carriedFromRound ? (
                  <Chip
                    size="small"
                    variant="outlined"
                    sx={{ display: 'flex', mt: 0.5, width: 'fit-content' }}
                    label={translate('taikai.judges.carried_from', { n: p.carriedFromRound })}
                    data-testid="penalty-carried"
                  />
                ) : null}
                <PlacementNotes penalty={p} />
              </TableCell>
              <TableCell sx={{ minWidth: 160, overflowWrap: 'anywhere' }}>
                {p.description}
                {p.remedies.length ? (
                  <Typography variant="caption" sx={{ display: 'block' }} data-testid="penalty-remedies">
                    {translate('taikai.judges.remedies')}: {p.remedies.map((remedy) => remedy.name).join(', ')}
                  </Typography>
                ) : null}
                {p.privateNote ? (
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    🔒 {p.privateNote}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell>
                <PenaltyStatusChip status={p.status} />
                {p.appealPending ? (
                  <Chip
                    size="small"
                    // Waiting for the head judge, as a pending approval is (MUI's warning orange is too pale for its text).
                    sx={{
                      display: 'flex',
                      mt: 0.5,
                      width: 'fit-content',
                      bgcolor: statusColors.PENDING_APPROVAL.bg,
                      color: statusColors.PENDING_APPROVAL.fg,
                    }}
                    label={translate('taikai.judges.appeal_pending')}
                    data-testid="penalty-appeal-pending"
                  />
                ) : null}
                {p.outcome !== 'NOT_APPLIED' ? (
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }} data-testid="penalty-outcome">
                    {translate(`taikai.penalty_outcome.${p.outcome}`)}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell align="right">
                {/* One button under the other: side by side they squeezed the other columns to a character wide on a 1024 px laptop. */}
                <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
                  {p.status === 'PENDING_APPROVAL' ? (
                    <Button
                      size="small"
                      variant="contained"
                      startIcon={<Check />}
                      disabled={pending}
                      onClick={() => run(ApprovePenaltyDocument, { id: p.id }, { success: 'taikai.judges.approved' })}
                      data-testid="approve-penalty"
                    >
                      {translate('taikai.judges.approve')}
                    </Button>
                  ) : null}
                  <Button
                    size="small"
                    startIcon={<Description />}
                    onClick={() => setReporting(p)}
                    data-testid="penalty-procedures"
                    sx={{ whiteSpace: 'nowrap' }}
                  >
                    {translate(p.penalty === 'DISQUALIFICATION' ? 'taikai.procedures.open_dq' : 'taikai.procedures.open')}
                  </Button>
                  {p.dropPending ? (
                    <Button
                      size="small"
                      variant="outlined"
                      startIcon={<HowToReg />}
                      disabled={pending}
                      onClick={() => run(RecordArrivalDocument, { penaltyId: p.id }, { success: 'taikai.placement.arrival_recorded' })}
                      data-testid="record-arrival"
                      sx={{ whiteSpace: 'nowrap' }}
                    >
                      {translate('taikai.placement.record_arrival')}
                    </Button>
                  ) : null}
                  {p.status !== 'REVOKED' ? (
                    <Button
                      size="small"
                      startIcon={<Undo />}
                      disabled={pending}
                      onClick={() => setRevoking(p)}
                      sx={{ whiteSpace: 'nowrap' }}
                    >
                      {translate('taikai.judges.revoke')}
                    </Button>
                  ) : null}
                </Stack>
              </TableCell>
            </TableRow>
          ))}
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={5} sx={{ color: 'text.secondary', py: 3 }}>
                {translate(approvals ? 'taikai.judges.no_approvals' : 'taikai.judges.no_penalties')}
              </TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
      {reporting ? <PenaltyProcedures penalty={reporting} onClose={() => setReporting(null)} /> : null}
      <Dialog open={!!revoking} onClose={() => setRevoking(null)} fullWidth maxWidth="xs" aria-labelledby="revoke-title">
        <DialogTitle id="revoke-title">
          {translate('taikai.judges.revoke_title', {
            name: revoking ? shownRowPlayerName(revoking, translate) : '',
          })}
        </DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            required
            label={translate('taikai.judges.revoke_reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRevoking(null)}>{translate('ra.action.cancel')}</Button>
          <Button
            variant="contained"
            disabled={!reason.trim() || pending}
            onClick={async () => {
              if (
                revoking &&
                (await run(RevokePenaltyDocument, { id: revoking.id, reason: reason.trim() }, { success: 'taikai.judges.revoked' }))
              ) {
                setRevoking(null);
                setReason('');
              }
            }}
          >
            {translate('taikai.judges.revoke')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};

/** Where the penalty landed: one ruling for both players, linked to an earlier one, a drop waiting for the round's end (IPG 3.1). */
const PlacementNotes = ({ penalty }: { penalty: PenaltyFieldsFragment }) => {
  const translate = useTranslate();
  const notes = [
    penalty.ruling ? translate('taikai.placement.both_ruling') : null,
    penalty.relatedToId ? translate('taikai.placement.linked_to') : null,
    penalty.arrivedAt ? translate('taikai.placement.arrived') : null,
  ].filter((note): note is string => note !== null);
  return (
    <>
      {notes.map((note) => (
        <Chip key={note} size="small" variant="outlined" sx={{ display: 'flex', mt: 0.5, width: 'fit-content' }} label={note} />
      ))}
      {penalty.dropPending ? (
        <Typography variant="caption" color="warning.main" sx={{ display: 'block', mt: 0.5 }} data-testid="penalty-drop-pending">
          {translate('taikai.placement.drop_pending')}
        </Typography>
      ) : null}
    </>
  );
};
