import type { RulesOfflineCopyQuery } from '../../generated/graphql';

/** One document kept on the device: the document as the Rules page lists it, and its parsed text as JSON. */
export type StoredRulesDocument = RulesOfflineCopyQuery['rulesOfflineCopy'][number];

/** An organization's current rules texts (each kind's newest version) as this device keeps them. */
export interface StoredRulesCopy {
  organizationId: string;
  storedAt: number;
  documents: StoredRulesDocument[];
}

const DATABASE = 'taikai-rules';
const COPIES = 'copies';

/**
 * IndexedDB, not localStorage: a full Japanese Comprehensive Rules parsed is 1.5 MB of JSON (the
 * whole of localStorage is 5 MB in most browsers, and it is read in one piece at every start).
 */
function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(COPIES, { keyPath: 'organizationId' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return open().then(
    (database) =>
      new Promise<T>((resolve, reject) => {
        const transaction = database.transaction(COPIES, mode);
        const request = work(transaction.objectStore(COPIES));
        transaction.oncomplete = () => {
          database.close();
          resolve(request.result);
        };
        transaction.onerror = () => {
          database.close();
          reject(transaction.error);
        };
      }),
  );
}

/** The organization's copy; without one named (offline, the organizations unknown), the one stored last. */
export async function readRulesCopy(organizationId?: string): Promise<StoredRulesCopy | undefined> {
  if (organizationId) return run('readonly', (store) => store.get(organizationId) as IDBRequest<StoredRulesCopy | undefined>);
  const copies = await run('readonly', (store) => store.getAll() as IDBRequest<StoredRulesCopy[]>);
  return copies.sort((a, b) => b.storedAt - a.storedAt)[0];
}

/** A kept document by its id, in whichever organization's copy holds it (a judge may belong to several). */
export async function findStoredDocument(documentId: string): Promise<StoredRulesDocument | undefined> {
  const copies = await run('readonly', (store) => store.getAll() as IDBRequest<StoredRulesCopy[]>);
  return copies.flatMap((copy) => copy.documents).find((kept) => kept.document.id === documentId);
}

/** Replaces the organization's copy (a newer version loaded on the server replaces the old one whole). */
export async function writeRulesCopy(copy: StoredRulesCopy): Promise<void> {
  await run('readwrite', (store) => store.put(copy));
}
