import type { Plugin } from '@envelop/core';
import { BREAK, DocumentNode, GraphQLError, visit } from 'graphql';
import type { Viewer } from '../common';
import { negotiateLanguage, translate } from '../i18n';
import type { GraphQLContext } from './context';

/** Whether an operation reads the schema (`__schema`, `__type`); `__typename` is not introspection. */
export function asksForSchema(document: DocumentNode): boolean {
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

/**
 * The schema is a map of every operation: only signed-in staff (the dashboard's developers, tools
 * they run) may read it, unless TAIKAI_INTROSPECTION=1 publishes it. Introspection runs no resolver,
 * so the AuthGuard never sees it: this checks the token itself.
 */
export function introspectionForStaff(
  tokens: { viewerOf(authorization: string | undefined): Promise<Viewer | undefined> },
  openToAll: boolean,
): Plugin<GraphQLContext> {
  return {
    onExecute: async ({ args, setResultAndStopExecution }) => {
      if (openToAll || !asksForSchema(args.document)) return;
      const { req } = args.contextValue as GraphQLContext;
      const viewer = req.viewer ?? (await tokens.viewerOf(req.headers.authorization));
      if (viewer?.kind === 'staff') return;
      const code = 'INTROSPECTION_FORBIDDEN';
      setResultAndStopExecution({
        errors: [new GraphQLError(translate(negotiateLanguage(req.headers['accept-language']), code), { extensions: { code } })],
      });
    },
  };
}
