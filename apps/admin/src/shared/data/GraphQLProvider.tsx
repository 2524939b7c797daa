import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { type UseQueryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, createContext, useCallback, useContext, useState } from 'react';
import { useLocaleState, useNotify } from 'react-admin';
import type { GraphQLRequest } from '@taikai/client';
import { TAIKAI_QUERY } from './queryKeys';

const GraphQLContext = createContext<GraphQLRequest | null>(null);

export const GraphQLProvider = ({ request, children }: { request: GraphQLRequest; children: ReactNode }) => (
  <GraphQLContext.Provider value={request}>{children}</GraphQLContext.Provider>
);

export function useGraphQL(): GraphQLRequest {
  const request = useContext(GraphQLContext);
  if (!request) throw new Error('useGraphQL needs <GraphQLProvider>');
  return request;
}

/** A typed query for custom pages (react-query, shared cache with react-admin). */
export function useGql<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  options: Omit<UseQueryOptions<TData>, 'queryKey' | 'queryFn'> = {},
) {
  const request = useGraphQL();
  // The API words some data in the staff's language (pairing notes, infraction names): another language, another answer.
  const [locale] = useLocaleState();
  const name = (document.definitions[0] as { name?: { value: string } }).name?.value ?? 'query';
  return useQuery<TData>({
    queryKey: [TAIKAI_QUERY, name, variables, locale],
    queryFn: () => request(document, variables),
    ...options,
  });
}

export interface RunOptions {
  /** Translation key (or text) shown when it worked. */
  success?: string;
  successArgs?: Record<string, unknown>;
  /** Do not show the error as a notification (the caller shows it). */
  quiet?: boolean;
}

/**
 * Runs a mutation: shows the server's (already translated) message when refused, refreshes
 * every list and page query when it worked. Resolves to the data, or undefined when refused.
 */
export function useRun() {
  const request = useGraphQL();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(0);
  const run = useCallback(
    async <TData, TVariables>(
      document: TypedDocumentNode<TData, TVariables>,
      variables: TVariables,
      options: RunOptions = {},
    ): Promise<TData | undefined> => {
      setPending((n) => n + 1);
      try {
        const data = await request(document, variables);
        if (options.success) notify(options.success, { type: 'success', messageArgs: options.successArgs });
        await queryClient.invalidateQueries();
        return data;
      } catch (error) {
        if (!options.quiet) notify((error as Error).message, { type: 'error' });
        else throw error;
        return undefined;
      } finally {
        setPending((n) => n - 1);
      }
    },
    [request, notify, queryClient],
  );
  return { run, pending: pending > 0 };
}
