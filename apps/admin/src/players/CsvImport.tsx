import UploadFile from '@mui/icons-material/UploadFile';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { type ChangeEvent, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useRun } from '../data/GraphQLProvider';
import { decodeCsvFile } from '../exports/csv';
import { ImportPlayersDocument, type ImportPlayersMutation } from '../generated/graphql';

const SAMPLE = 'name,externalId,email,byes\n佐藤 葵,1234567,,0\nAlex Smith,7654321,alex@example.com,1';

/** CSV import: all rows or none; refused rows are listed with their line numbers. */
export const CsvImport = ({ eventId }: { eventId: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { run, pending } = useRun();
  const [open, setOpen] = useState(false);
  const [csv, setCsv] = useState('');
  const [result, setResult] = useState<ImportPlayersMutation['importPlayers']>();

  const readFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    // Excel in Japan saves Shift-JIS, elsewhere UTF-8 (often with a BOM); the API wants plain text.
    const decoded = decodeCsvFile(new Uint8Array(await file.arrayBuffer()));
    if ('unsupported' in decoded) {
      notify('taikai.desk.import_encoding', { type: 'error', messageArgs: { encoding: decoded.unsupported } });
      return;
    }
    setCsv(decoded.text);
    setResult(undefined);
  };

  const submit = async () => {
    const data = await run(ImportPlayersDocument, { eventId, csv });
    if (!data) return;
    setResult(data.importPlayers);
    if (data.importPlayers.errors.length === 0) {
      notify('taikai.desk.imported', { type: 'success', messageArgs: { smart_count: data.importPlayers.created.length } });
      setOpen(false);
      setCsv('');
      setResult(undefined);
    }
  };

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
            minRows={8}
            maxRows={16}
            fullWidth
            label="CSV"
            placeholder={SAMPLE}
            value={csv}
            onChange={(e) => {
              setCsv(e.target.value);
              setResult(undefined);
            }}
            slotProps={{ htmlInput: { 'data-testid': 'csv-text', spellCheck: false, style: { fontFamily: 'ui-monospace, monospace' } } }}
          />
          {result && result.errors.length > 0 ? (
            <>
              <Alert severity="error" sx={{ mt: 2 }} data-testid="csv-errors">
                {translate('taikai.desk.import_errors', { smart_count: result.errors.length })}
              </Alert>
              <Table size="small" sx={{ mt: 1 }}>
                <TableHead>
                  <TableRow>
                    <TableCell sx={{ width: 80 }}>{translate('taikai.desk.line')}</TableCell>
                    <TableCell>{translate('taikai.desk.problem')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {result.errors.map((error) => (
                    <TableRow key={`${error.line}-${error.code}`} data-testid="csv-error-row">
                      <TableCell>{error.line}</TableCell>
                      <TableCell>{error.message}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={submit} disabled={pending || !csv.trim()} data-testid="csv-import-submit">
            {translate('taikai.desk.import_submit')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
