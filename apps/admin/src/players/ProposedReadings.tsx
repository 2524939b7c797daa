import Translate from '@mui/icons-material/Translate';
import {
  Alert,
  Button,
  CircularProgress,
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
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useGql, useRun } from '../shared/data/GraphQLProvider';
import { PlayersDocument, ProposedNameReadingsDocument, UpdatePlayerDocument } from '../generated/graphql';

/** A name the lists by name cannot place among kana without a reading: it holds a kanji. */
const HAS_KANJI = /[\u3400-\u9FFF\uF900-\uFAFF]/;

/**
 * Kanji names without a reading sort after everyone: the server proposes readings (a Japanese
 * morphological analyser), and the desk saves them, all or row by row, as it would edit a player.
 * Nothing is saved without that confirmation.
 */
export const ProposedReadings = ({ eventId }: { eventId: string }) => {
  const translate = useTranslate();
  const { run, pending } = useRun();
  const [open, setOpen] = useState(false);
  const { data: roster } = useGql(PlayersDocument, { eventId });
  const unread = (roster?.players ?? []).filter((player) => !player.nameReading && HAS_KANJI.test(player.name)).length;
  // Asked only when the dialog opens: the first answer waits for the analyser's dictionary.
  const { data, isFetching } = useGql(ProposedNameReadingsDocument, { eventId }, { enabled: open });
  const proposals = data?.proposedNameReadings ?? [];

  const save = async (chosen: typeof proposals) => {
    for (const { playerId, reading } of chosen) {
      if (!(await run(UpdatePlayerDocument, { playerId, input: { nameReading: reading } }))) return;
    }
    if (chosen.length === proposals.length) setOpen(false);
  };

  if (unread === 0 && !open) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<Translate />} onClick={() => setOpen(true)} data-testid="readings-open">
        {translate('taikai.desk.readings_open', { smart_count: unread })}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="sm" fullWidth aria-labelledby="readings-title">
        <DialogTitle id="readings-title">{translate('taikai.desk.readings_title')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {translate('taikai.desk.readings_intro')}
          </Typography>
          {isFetching && !data ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
              <CircularProgress size={20} />
              <span>{translate('taikai.desk.readings_loading')}</span>
            </Stack>
          ) : proposals.length === 0 ? (
            <Alert severity="info" data-testid="readings-none">
              {translate('taikai.desk.readings_none')}
            </Alert>
          ) : (
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('taikai.desk.name')}</TableCell>
                  <TableCell>{translate('taikai.desk.reading')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {proposals.map((proposal) => (
                  <TableRow key={proposal.playerId} data-testid="reading-row">
                    <TableCell>{proposal.name}</TableCell>
                    <TableCell lang="ja" data-testid="reading-proposed">
                      {proposal.reading}
                    </TableCell>
                    <TableCell align="right">
                      <Button size="small" onClick={() => save([proposal])} disabled={pending} data-testid="reading-use">
                        {translate('taikai.desk.readings_use_one')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.close')}</Button>
          <Button
            variant="contained"
            onClick={() => save(proposals)}
            disabled={pending || proposals.length === 0}
            data-testid="readings-use-all"
          >
            {translate('taikai.desk.readings_use_all', { smart_count: proposals.length })}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
