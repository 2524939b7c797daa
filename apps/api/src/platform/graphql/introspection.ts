import type { Plugin } from '@envelop/core';
import { BREAK, DocumentNode, GraphQLError, visit } from 'graphql';
import type { Viewer } from '../common';
import { negotiateLanguage, translate } from '../i18n';
import type { GraphQLContext } from './context';

/** Yoga hands the same parsed document for the same query text (its parse cache): visited once. */
const askedForSchema = new WeakMap<DocumentNode, boolean>();

/** Whether an operation reads the schema (`__schema`, `__type`); `__typename` is not introspection. */
export function asksForSchema(document: DocumentNode): boolean {
  let asks = askedForSchema.get(document);
  if (asks === undefined) askedForSchema.set(document, (asks = visitsSchema(document)));
  return asks;
}

function visitsSchema(document: DocumentNode): boolean {
  let asks = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        asks = true;
        return BREAK;
      }
      return undefined;
    },
  });
  return asks;
}

type Tokens = { viewerOf(authorization: string | undefined): Promise<Viewer | undefined> };

/** Who may read the schema (introspection, "Did you mean" hints): signed-in staff, or all with TAIKAI_INTROSPECTION=1. */
export function schemaReaders(tokens: Tokens, openToAll: boolean): (authorization: string | undefined) => Promise<boolean> {
  return async (authorization) => openToAll || (await tokens.viewerOf(authorization))?.kind === 'staff';
}

/**
 * The schema is a map of every operation: only signed-in staff (the dashboard's developers, tools
 * they run) may read it, unless TAIKAI_INTROSPECTION=1 publishes it. Introspection runs no resolver,
 * so the AuthGuard never sees it: this checks the token itself.
 */
export function introspectionForStaff(tokens: Tokens, openToAll: boolean): Plugin<GraphQLContext> {
  const mayRead = schemaReaders(tokens, openToAll);
  return {
    onExecute: async ({ args, setResultAndStopExecution }) => {
      if (!asksForSchema(args.document)) return;
      const { req } = args.contextValue as GraphQLContext;
      if (req.viewer?.kind === 'staff' || (await mayRead(req.headers.authorization))) return;
      const code = 'INTROSPECTION_FORBIDDEN';
      setResultAndStopExecution({
        errors: [new GraphQLError(translate(negotiateLanguage(req.headers['accept-language']), code), { extensions: { code } })],
      });
    },
  };
}
