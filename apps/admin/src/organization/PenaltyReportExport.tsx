import Download from '@mui/icons-material/Download';
import { Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { OrganizationPenaltyReportDocument } from '../generated/graphql';
import { useGraphQL } from '../shared/data/GraphQLProvider';
import { downloadFile } from '../shared/exports/csv';
import { forExcel } from '../shared/exports/penalties';

/** The store's penalties of a season (first to last day, both included) as CSV, as the publisher asks for them. */
export const PenaltyReportExport = ({ organizationId }: { organizationId: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const request = useGraphQL();
  const year = new Date().getFullYear();
  const [from, setFrom] = useState(`${year}-01-01`);
  const [to, setTo] = useState(`${year}-12-31`);

  const download = async () => {
    // Whole local days: from the first day's midnight up to the midnight after the last.
    const start = new Date(`${from}T00:00`);
    const end = new Date(`${to}T00:00`);
    end.setDate(end.getDate() + 1);
    try {
      const { organizationPenaltyReport } = await request(OrganizationPenaltyReportDocument, {
        organizationId,
        from: start.toISOString(),
        to: end.toISOString(),
      });
      downloadFile(`penalties-${from}-${to}.csv`, forExcel(organizationPenaltyReport));
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }} data-testid="season-penalty-report">
      {(
        [
          ['from', from, setFrom],
          ['to', to, setTo],
        ] as const
      ).map(([field, value, set]) => (
        <TextField
          key={field}
          size="small"
          type="date"
          label={translate(`taikai.person_records.${field}`)}
          value={value}
          onChange={(e) => set(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ))}
      <Button startIcon={<Download />} onClick={download} disabled={!from || !to}>
        {translate('taikai.person_records.season_report')}
      </Button>
    </Stack>
  );
};
