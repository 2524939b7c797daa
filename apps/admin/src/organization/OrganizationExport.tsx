import Download from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { ExportOrganizationDocument } from '../generated/graphql';
import { useGraphQL } from '../shared/data/GraphQLProvider';
import { downloadFile } from '../shared/exports/csv';

/** The whole organization as one JSON download (its owners; audited): people and every event's export. */
export const OrganizationExport = ({ organizationId, slug }: { organizationId: string; slug: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const request = useGraphQL();
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      const { exportOrganization } = await request(ExportOrganizationDocument, { organizationId });
      downloadFile(`${slug}-${new Date().toISOString().slice(0, 10)}.json`, exportOrganization, 'application/json');
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button startIcon={<Download />} onClick={download} disabled={pending} data-testid="organization-export">
      {translate('taikai.organization.export')}
    </Button>
  );
};
