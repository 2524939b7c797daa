import Download from '@mui/icons-material/Download';
import Restore from '@mui/icons-material/Restore';
import {
  Alert,
  AlertTitle,
  Button,
  Card,
  CardContent,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { type ChangeEvent, useRef, useState } from 'react';
import { Confirm, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useEventContext } from '../../event/useEvent';
import { downloadFile, fileSlug } from '../../shared/exports/csv';
import { useGql, useGraphQL } from '../../shared/data/GraphQLProvider';
import { EventBackupFileDocument, EventBackupsDocument, ExportEventDocument } from '../../generated/graphql';
import { backupFileName } from '../../shared/backups/compress';
import { useImportEvent } from '../../shared/backups/useImportEvent';

const JSON_TYPE = 'application/json;charset=utf-8';

/**
 * Organizers only (the server refuses the list to others, and the panel then stays hidden):
 * download the event as one file now, the automatic backups, and restore the event from a file.
 */
export const BackupPanel = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [locale] = useLocaleState();
  const request = useGraphQL();
  const { eventId, event } = useEventContext();
  const { data, isError } = useGql(EventBackupsDocument, { eventId }, { retry: false, refetchInterval: 60_000 });
  const { importFile, pending } = useImportEvent();
  const [downloading, setDownloading] = useState(false);
  const [restoring, setRestoring] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  // Shown once the event is known too: its files are named after it.
  if (isError || !data || !event) return null;

  /** A backup downloaded now is named by now; an automatic one by when it was written and what it follows. */
  const download = async (load: () => Promise<string>, at = new Date(), follows?: string) => {
    setDownloading(true);
    try {
      downloadFile(backupFileName(fileSlug(event.name), at, follows && fileSlug(follows)), await load(), JSON_TYPE);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setDownloading(false);
    }
  };

  const restore = async (file: File) => {
    setRestoring(null);
    const restored = await importFile(file, true);
    // A file of another event is imported beside this one: open it. Staff not brought over are listed (StaffToReAddDialog).
    if (restored && (restored.eventId !== eventId || restored.staffToReAdd.length > 0))
      navigate(`/events/${restored.eventId}/setup`, { state: { staffToReAdd: restored.staffToReAdd } });
  };

  const chosen = (e: ChangeEvent<HTMLInputElement>) => {
    setRestoring(e.target.files?.[0] ?? null);
    e.target.value = '';
  };

  return (
    <Card data-testid="backup-panel">
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('taikai.backups.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('taikai.backups.intro')}
        </Typography>
        {data.eventBackupStatus.failing ? (
          <Alert severity="error" sx={{ mb: 2, overflowWrap: 'anywhere' }} data-testid="backups-failing" role="alert">
            <AlertTitle>{translate('taikai.backups.failing_title')}</AlertTitle>
            {translate('taikai.backups.failing', {
              at: data.eventBackupStatus.lastFailureAt ? new Date(data.eventBackupStatus.lastFailureAt).toLocaleString(locale) : '',
              reason: translate(`taikai.backups.failure_reasons.${data.eventBackupStatus.lastFailureReason ?? 'OTHER'}`),
              directory: data.eventBackupStatus.directory,
            })}
          </Alert>
        ) : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
          <Button
            variant="contained"
            startIcon={<Download />}
            disabled={downloading}
            data-testid="download-backup"
            onClick={() => download(async () => (await request(ExportEventDocument, { eventId })).exportEvent)}
          >
            {translate('taikai.backups.download_now')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<Restore />}
            disabled={pending}
            data-testid="restore-backup"
            onClick={() => fileInput.current?.click()}
          >
            {translate('taikai.backups.restore')}
          </Button>
          <input ref={fileInput} type="file" accept=".json,application/json" hidden data-testid="restore-file" onChange={chosen} />
        </Stack>
        <Typography variant="subtitle2" component="h3">
          {translate('taikai.backups.automatic')}
        </Typography>
        <Table size="small" aria-label={translate('taikai.backups.automatic')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('taikai.backups.follows')}</TableCell>
              <TableCell>{translate('taikai.backups.written_at')}</TableCell>
              <TableCell align="right">{translate('taikai.backups.size')}</TableCell>
              <TableCell align="right">
                <span className="visually-hidden">{translate('taikai.backups.download')}</span>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.eventBackups.map((backup) => {
              const follows = backup.follows
                ? translate(`taikai.backups.follows_${backup.follows.step}`, { n: backup.follows.round })
                : undefined;
              return (
                <TableRow key={backup.fileName} data-testid="automatic-backup">
                  <TableCell data-testid="backup-follows">{follows ?? '—'}</TableCell>
                  <TableCell>{new Date(backup.createdAt).toLocaleString(locale)}</TableCell>
                  <TableCell align="right">{translate('taikai.backups.kilobytes', { n: Math.ceil(backup.size / 1024) })}</TableCell>
                  <TableCell align="right">
                    <Tooltip title={translate('taikai.backups.download')}>
                      <IconButton
                        aria-label={`${translate('taikai.backups.download')} ${follows ?? ''} ${new Date(backup.createdAt).toLocaleString(locale)}`}
                        disabled={downloading}
                        onClick={() =>
                          download(
                            async () => (await request(EventBackupFileDocument, { eventId, fileName: backup.fileName })).eventBackup,
                            new Date(backup.createdAt),
                            follows,
                          )
                        }
                      >
                        <Download fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              );
            })}
            {data.eventBackups.length === 0 ? (
              <TableRow>
                <TableCell colSpan={4} sx={{ color: 'text.secondary' }}>
                  {translate('taikai.backups.none')}
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </CardContent>
      <Confirm
        isOpen={restoring !== null}
        title="taikai.backups.restore_title"
        content="taikai.backups.restore_confirm"
        translateOptions={{ file: restoring?.name ?? '' }}
        onConfirm={() => restoring && restore(restoring)}
        onClose={() => setRestoring(null)}
      />
    </Card>
  );
};
