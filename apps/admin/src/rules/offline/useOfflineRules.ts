import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { isGraphQLRequestError } from '@taikai/client';
import { keepLoadedAssets } from '../../app/serviceWorker';
import { useGraphQL } from '../../shared/data/GraphQLProvider';
import { TAIKAI_QUERY } from '../../shared/data/queryKeys';
import {
  RuleDocument,
  type RuleQuery,
  RulesDocumentsDocument,
  type RulesDocumentsQuery,
  RulesOfflineCopyDocument,
  SearchRulesDocument,
  type SearchRulesQuery,
} from '../../generated/graphql';
import { findStoredDocument, readRulesCopy, type StoredRulesCopy, writeRulesCopy } from './rulesStore';

/**
 * The Rules page's data, from the server when it answers and from the copy kept on the device
 * when it does not (no network): the document list, search and a rule read alike either way
 * (the engine's search and reading, `localRules.ts`, loaded only here). Each query runs with no
 * network too (`networkMode: 'always'`: react-query would otherwise hold it until a signal).
 */

/** The copy the page shows and whether it answers for the server now. */
export interface OfflineRulesState {
  /** The documents kept on the device (each kind's newest version), once stored or read. */
  copy?: StoredRulesCopy;
  /** True when the page reads the copy because the server cannot be reached. */
  offline: boolean;
}

const loadLocalRules = () => import('./localRules');

function isNetworkError(error: unknown): boolean {
  return isGraphQLRequestError(error) && error.code === 'NETWORK_ERROR';
}

/** The server's answer, or undefined when there is no network (then the caller reads the copy). */
async function fromServer<T>(ask: () => Promise<T>): Promise<T | undefined> {
  if (!navigator.onLine) return undefined;
  try {
    return await ask();
  } catch (error) {
    if (isNetworkError(error)) return undefined;
    throw error;
  }
}

/** Each kind's newest version: the list is newest first within each kind. */
function currentSet(documents: RulesDocumentsQuery['rulesDocuments']): string[] {
  const newest = new Map<string, string>();
  for (const document of documents) if (!newest.has(document.kind)) newest.set(document.kind, document.id);
  return [...newest.values()].sort();
}

const storedIds = (copy: StoredRulesCopy | undefined) => (copy?.documents.map((kept) => kept.document.id) ?? []).sort();

type ListAnswer = RulesDocumentsQuery & { copy?: StoredRulesCopy; offline: boolean };

/**
 * The organization's documents (`RulesDocuments`), and the copy on the device: after the server's
 * list, the copy is replaced when it is not the list's current set (a newer version was loaded),
 * then the page's assets are kept by the service worker. With no network (`organizationId` may
 * be unknown then: the organizations query waits for a signal), the copy's documents.
 */
export function useRulesDocuments(organizationId: string | undefined): { data?: RulesDocumentsQuery } & OfflineRulesState {
  const request = useGraphQL();
  const [locale] = useLocaleState();
  const [stored, setStored] = useState<StoredRulesCopy>();
  const { data } = useQuery<ListAnswer>({
    queryKey: [TAIKAI_QUERY, 'RulesDocuments', { organizationId }, locale, 'offline copy'],
    queryFn: async () => {
      const listed = organizationId ? await fromServer(() => request(RulesDocumentsDocument, { organizationId })) : undefined;
      if (listed) return { ...listed, offline: false };
      const copy = await readRulesCopy(organizationId);
      if (!copy) throw new Error('taikai.errors.network');
      return { rulesDocuments: copy.documents.map((kept) => kept.document), copy, offline: true };
    },
    enabled: !!organizationId || !navigator.onLine,
    networkMode: 'always',
    retry: false,
  });
  const listed = data && !data.offline ? data.rulesDocuments : undefined;
  useEffect(() => {
    if (!listed || !organizationId) return;
    let cancelled = false;
    void (async () => {
      const wanted = currentSet(listed);
      let copy = await readRulesCopy(organizationId).catch(() => undefined);
      if (wanted.join() !== storedIds(copy).join()) {
        const { rulesOfflineCopy } = await request(RulesOfflineCopyDocument, { organizationId });
        copy = { organizationId, storedAt: Date.now(), documents: rulesOfflineCopy };
        await writeRulesCopy(copy);
      }
      // The reading code's chunk is loaded now, with a signal, so the worker keeps it with the rest.
      await loadLocalRules();
      await keepLoadedAssets();
      if (!cancelled) setStored(copy);
    })().catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [listed, organizationId, request]);
  return { data, copy: data?.offline ? data.copy : stored, offline: data?.offline ?? false };
}

/** `searchRules`, from the copy when the server cannot be reached. */
export function useSearchRules(documentId: string, query: string) {
  const request = useGraphQL();
  const [locale] = useLocaleState();
  return useQuery<SearchRulesQuery>({
    queryKey: [TAIKAI_QUERY, 'SearchRules', { documentId, query }, locale, 'offline copy'],
    queryFn: async () => {
      const answer = await fromServer(() => request(SearchRulesDocument, { documentId, query }));
      if (answer) return answer;
      const [stored, local] = await Promise.all([findStoredDocument(documentId), loadLocalRules()]);
      if (!stored) throw new Error('taikai.errors.network');
      return local.searchStoredRules(stored, query);
    },
    enabled: query.length > 0,
    networkMode: 'always',
    retry: false,
  });
}

/** `rule`, from the copy when the server cannot be reached. */
export function useRule(documentId: string, number: string) {
  const request = useGraphQL();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return useQuery<RuleQuery>({
    queryKey: [TAIKAI_QUERY, 'Rule', { documentId, number }, locale, 'offline copy'],
    queryFn: async () => {
      const answer = await fromServer(() => request(RuleDocument, { documentId, number }));
      if (answer) return answer;
      const [stored, local] = await Promise.all([findStoredDocument(documentId), loadLocalRules()]);
      if (!stored) throw new Error(translate('taikai.errors.network'));
      const rule = local.readStoredRule(stored, number);
      if (!rule) throw new Error(translate('taikai.rules.not_in_copy', { number, version: stored.document.version }));
      return rule;
    },
    networkMode: 'always',
    retry: false,
  });
}
