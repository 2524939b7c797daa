import { useCallback } from 'react';
import { useRun } from '../../shared/data/GraphQLProvider';
import { ImportEventDocument } from '../../generated/graphql';
import { gzipBase64 } from './compress';

/** Sends an export file compressed (large events fit the request limit); resolves to the event id, or undefined when refused. */
export function useImportEvent() {
  const { run, pending } = useRun();
  const importFile = useCallback(
    async (file: File, replace: boolean) => {
      const input = { data: await gzipBase64(await file.text()), compressed: true, replace };
      const done = await run(ImportEventDocument, { input }, { success: replace ? 'taikai.backups.restored' : 'taikai.backups.imported' });
      return done?.importEvent.eventId;
    },
    [run],
  );
  return { importFile, pending };
}
