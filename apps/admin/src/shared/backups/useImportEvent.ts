import { useCallback } from 'react';
import { useRun } from '../data/GraphQLProvider';
import { ImportEventDocument } from '../../generated/graphql';
import { gzipBase64 } from './compress';

/**
 * Sends an export file compressed (large events fit the request limit); resolves to the event id and
 * the file's staff roles not brought over (to re-add), or undefined when refused.
 */
export function useImportEvent() {
  const { run, pending } = useRun();
  const importFile = useCallback(
    async (file: File, replace: boolean) => {
      const input = { data: await gzipBase64(await file.text()), compressed: true, replace };
      const done = await run(ImportEventDocument, { input }, { success: replace ? 'taikai.backups.restored' : 'taikai.backups.imported' });
      return done?.importEvent;
    },
    [run],
  );
  return { importFile, pending };
}
