import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import type { Plugin } from '@envelop/core';
import { GraphQLError } from 'graphql';
import type { GraphQLContext } from './context';
import { negotiateLanguage, translate } from '../i18n/messages';

// Set as every limit's message so a rejection is recognisable once it reaches codedErrors().
const TOO_COMPLEX = 'QUERY_TOO_COMPLEX';

/**
 * Limits that keep one request from costing the server more than any screen of ours needs:
 * the deepest operation the apps send is 6 levels, the largest a few hundred fields.
 */
export function queryLimitPlugins(): Plugin[] {
  return [
    maxTokensPlugin({ n: 3000, exposeLimits: false, errorMessage: TOO_COMPLEX }),
    maxDepthPlugin({ n: 10, ignoreIntrospection: true, flattenFragments: true, exposeLimits: false, errorMessage: TOO_COMPLEX }),
    maxAliasesPlugin({ n: 20, exposeLimits: false, errorMessage: TOO_COMPLEX }),
    costLimitPlugin({ maxCost: 20000, ignoreIntrospection: true, exposeLimits: false, errorMessage: TOO_COMPLEX }),
  ];
}

/**
 * Parse, validation and variable errors come from graphql-js in English and without a code; this
 * gives them one (INVALID_QUERY or QUERY_TOO_COMPLEX) and a message in the caller's language. The
 * original text stays in `extensions.detail` for developers.
 */
export function codedErrors(): Plugin<GraphQLContext> {
  const recode = (error: GraphQLError, context: GraphQLContext): GraphQLError => {
    if (error.extensions?.code) return error;
    const code = error.message.includes(TOO_COMPLEX) ? 'QUERY_TOO_COMPLEX' : 'INVALID_QUERY';
    const language = negotiateLanguage(context.req?.headers['accept-language']);
    return new GraphQLError(translate(language, code), {
      nodes: error.nodes,
      path: error.path,
      extensions: { code, ...(code === 'INVALID_QUERY' ? { detail: error.message } : {}) },
    });
  };
  return {
    onParse: ({ context }) => ({ result, replaceParseResult }) => {
      if (result instanceof GraphQLError) replaceParseResult(recode(result, context));
      else if (result instanceof Error) replaceParseResult(recode(new GraphQLError(result.message), context));
    },
    onValidate: ({ context, validateFn, setValidationFn }) => {
      // Some limit rules throw instead of reporting; a thrown GraphQLError is a validation result too.
      setValidationFn((...args) => {
        try {
          return validateFn(...args);
        } catch (error) {
          if (error instanceof GraphQLError) return [error];
          throw error;
        }
      });
      return ({ result, setResult }) => {
        if (result.length) setResult(result.map((error) => recode(error, context)));
      };
    },
    onExecute: ({ args }) => ({
      onExecuteDone: ({ result, setResult }) => {
        if ('errors' in result && result.errors?.length) {
          setResult({ ...result, errors: result.errors.map((error) => recode(error, args.contextValue as GraphQLContext)) });
        }
      },
    }),
  };
}
