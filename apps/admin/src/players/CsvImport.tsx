import UploadFile from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { type ChangeEvent, useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useRun } from '../shared/data/GraphQLProvider';
import { decodeCsvFile } from '../shared/exports/csv';
import {
  type ImportPlayersMutation,
  ImportPlayersDocument,
  PreviewPlayerImportDocument,
  type PreviewPlayerImportQuery,
} from '../generated/graphql';

const SAMPLE = 'name,externalId,email,byes\n佐藤 葵,1234567,,0\nAlex Smith,7654321,alex@example.com,1';

type Preview = PreviewPlayerImportQuery['previewPlayerImport'];
type Problem = ImportPlayersMutation['importPlayers']['errors'][number];

const ProblemTable = ({ problems, summary }: { problems: readonly Problem[]; summary: string }) => {
  const translate = useTranslate();
  return (
    <>
      <Alert severity="error" sx={{ mt: 2 }} data-testid="csv-errors">
        {summary}
      </Alert>
      <Table size="small" sx={{ mt: 1 }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 80 }}>{translate('taikai.desk.line')}</TableCell>
            <TableCell>{translate('taikai.desk.problem')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {problems.map((problem, i) => (
            <TableRow key={i} data-testid="csv-error-row">
              <TableCell>{problem.line}</TableCell>
              <TableCell>{problem.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
};

/** How the file will be read: which column fills what, which are ignored, the first players. */
const PreviewPanel = ({ preview }: { preview: Preview }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const columnName = (column: { position: number; title: string }) =>
    column.title || translate('taikai.desk.import_untitled', { n: column.position });
  // A team event's file: each row's team and seat (given, or assigned in row order).
  const hasTeams = preview.columns.some((column) => column.field === 'TEAM');
  return (
    <Box data-testid="csv-preview" sx={{ mt: 2, display: 'grid', gap: 1.5 }}>
      <Typography variant="subtitle2" component="p" data-testid="csv-rows">
        {translate('taikai.desk.import_rows', { smart_count: preview.rows })}
      </Typography>
      <Typography variant="body2" component="p" data-testid="csv-new-people">
        {translate('taikai.desk.import_new_people', { smart_count: preview.newPeople })}
      </Typography>
      {preview.ignoredColumns.length > 0 ? (
        <Alert severity="warning" data-testid="csv-ignored">
          {translate('taikai.desk.import_ignored', {
            smart_count: preview.ignoredColumns.length,
            columns: new Intl.ListFormat(locale).format(preview.ignoredColumns.map(columnName)),
          })}
        </Alert>
      ) : (
        <Alert severity="success">{translate('taikai.desk.import_no_ignored')}</Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 5fr)' }, alignItems: 'start' }}>
        <Table size="small" aria-label={translate('taikai.desk.import_columns')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('taikai.desk.import_column')}</TableCell>
              <TableCell>{translate('taikai.desk.import_field')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {preview.columns.map((column) => (
              <TableRow key={column.position} data-testid="csv-column-row">
                <TableCell>{columnName(column)}</TableCell>
                <TableCell>{column.field ? translate(`taikai.desk.import_fields.${column.field}`) : null}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Table size="small" aria-label={translate('taikai.desk.import_sample')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('taikai.desk.line')}</TableCell>
              <TableCell>{translate('taikai.desk.name')}</TableCell>
              <TableCell>{translate('taikai.desk.reading')}</TableCell>
              <TableCell>{translate('taikai.desk.external_id')}</TableCell>
              <TableCell>{translate('taikai.desk.edit_email')}</TableCell>
              {hasTeams ? <TableCell>{translate('taikai.desk.import_fields.TEAM')}</TableCell> : null}
              <TableCell>{translate('taikai.desk.import_person')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {preview.sample.map((row) => (
              <TableRow key={row.line} data-testid="csv-sample-row">
                <TableCell>{row.line}</TableCell>
                <TableCell>{row.name}</TableCell>
                <TableCell>{row.nameReading ?? '—'}</TableCell>
                <TableCell>{row.externalId ?? '—'}</TableCell>
                <TableCell>{row.email ?? '—'}</TableCell>
                {hasTeams ? (
                  <TableCell data-testid="csv-sample-team">{row.team ? `${row.team} (${row.seat ?? '—'})` : '—'}</TableCell>
                ) : null}
                <TableCell data-testid="csv-sample-person">
                  {row.person
                    ? translate(`taikai.desk.import_matched_${row.person.matchedBy}`, { name: row.person.name })
                    : translate('taikai.desk.import_new_person')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
};

/**
 * CSV import in two steps: the desk first sees how the file will be read (columns used and
 * ignored, the first players, every problem), then confirms. All rows or none.
 */
export const CsvImport = ({ eventId }: { eventId: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { run, pending } = useRun();
  const [open, setOpen] = useState(false);
  const [csv, setCsv] = useState('');
  // Both belong to the text they were made from: any edit clears them.
  const [preview, setPreview] = useState<Preview>();
  const [refused, setRefused] = useState<readonly Problem[]>([]);

  const changeText = (text: string) => {
    setCsv(text);
    setPreview(undefined);
    setRefused([]);
  };

  const readFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    // Excel in Japan saves Shift-JIS, elsewhere UTF-8 (often with a BOM); the API wants plain text.
    const decoded = decodeCsvFile(new Uint8Array(await file.arrayBuffer()));
    if ('unsupported' in decoded) {
      notify('taikai.desk.import_encoding', { type: 'error', messageArgs: { encoding: decoded.unsupported } });
      return;
    }
    changeText(decoded.text);
  };

  const check = async () => {
    const data = await run(PreviewPlayerImportDocument, { eventId, csv });
    if (data) setPreview(data.previewPlayerImport);
  };

  const confirm = async () => {
    const data = await run(ImportPlayersDocument, { eventId, csv });
    if (!data) return;
    if (data.importPlayers.errors.length) {
      // Someone registered one of these IDs meanwhile: the same list, from the import itself.
      setRefused(data.importPlayers.errors);
      return;
    }
    notify('taikai.desk.imported', { type: 'success', messageArgs: { smart_count: data.importPlayers.created.length } });
    setOpen(false);
    changeText('');
  };

  const canImport = preview !== undefined && preview.problems.length === 0 && refused.length === 0 && preview.rows > 0;
  return (
    <>
      <Button variant="outlined" startIcon={<UploadFile />} onClick={() => setOpen(true)} data-testid="csv-import-open">
        {translate('taikai.desk.import')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="md" fullWidth aria-labelledby="csv-import-title">
        <DialogTitle id="csv-import-title">{translate('taikai.desk.import_title')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {translate('taikai.desk.import_intro')}
          </Typography>
          <Button component="label" variant="text" size="small" sx={{ mb: 1 }}>
            {translate('taikai.desk.choose_file')}
            <input hidden type="file" accept=".csv,text/csv" onChange={readFile} />
          </Button>
          <TextField
            multiline
            minRows={preview ? 3 : 8}
            maxRows={16}
            fullWidth
            label="CSV"
            placeholder={SAMPLE}
            value={csv}
            onChange={(e) => changeText(e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'csv-text', spellCheck: false, style: { fontFamily: 'ui-monospace, monospace' } } }}
          />
          {preview && preview.columns.length + preview.ignoredColumns.length > 0 ? <PreviewPanel preview={preview} /> : null}
          {preview && preview.problems.length > 0 ? (
            <ProblemTable
              problems={preview.problems}
              summary={translate('taikai.desk.import_problems', { smart_count: preview.problems.length })}
            />
          ) : null}
          {refused.length > 0 ? (
            <ProblemTable problems={refused} summary={translate('taikai.desk.import_errors', { smart_count: refused.length })} />
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          {canImport ? (
            <Button variant="contained" onClick={confirm} disabled={pending} data-testid="csv-import-confirm">
              {translate('taikai.desk.import_confirm', { smart_count: preview.rows })}
            </Button>
          ) : (
            <Button
              variant="contained"
              onClick={check}
              disabled={pending || !csv.trim() || preview !== undefined}
              data-testid="csv-import-submit"
            >
              {translate('taikai.desk.import_check')}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
};
