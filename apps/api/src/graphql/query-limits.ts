import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import type { Plugin } from '@envelop/core';
import { ArgumentNode, ASTNode, BREAK, DocumentNode, GraphQLError, Kind, ObjectFieldNode, visit } from 'graphql';
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
 * gives them one and a message in the caller's language: a value a scalar cannot parse (a variable,
 * or a literal in the query) is INVALID_INPUT naming the field, a limit QUERY_TOO_COMPLEX, the rest
 * INVALID_QUERY. The original text stays in `extensions.detail` for developers.
 */
export function codedErrors(): Plugin<GraphQLContext> {
  const recode = (error: GraphQLError, context: GraphQLContext, document?: DocumentNode): GraphQLError => {
    if (error.extensions?.code) return error;
    const language = negotiateLanguage(context.req?.headers['accept-language']);
    const field = invalidValueField(error, document);
    const [code, params] = field
      ? (['INVALID_INPUT', { field, reason: 'malformed' }] as const)
      : ([error.message.includes(TOO_COMPLEX) ? 'QUERY_TOO_COMPLEX' : 'INVALID_QUERY', {}] as const);
    return new GraphQLError(translate(language, code, params), {
      nodes: error.nodes,
      path: error.path,
      extensions: { code, ...(code === 'QUERY_TOO_COMPLEX' ? {} : { detail: error.message }) },
    });
  };
  return {
    onParse: ({ context }) => ({ result, replaceParseResult }) => {
      if (result instanceof GraphQLError) replaceParseResult(recode(result, context));
      else if (result instanceof Error) replaceParseResult(recode(new GraphQLError(result.message), context));
    },
    onValidate: ({ context, params, validateFn, setValidationFn }) => {
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
        if (result.length) setResult(result.map((error) => recode(error, context, params.documentAST)));
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

// graphql-js 16's wording for a variable its type cannot parse.
const INVALID_VARIABLE = /^Variable "\$(\w+)" got invalid value .*?(?: at "([^"]+)")?;/s;
const LEAF_VALUES = new Set<string>([Kind.INT, Kind.FLOAT, Kind.STRING, Kind.BOOLEAN, Kind.ENUM, Kind.NULL]);

/**
 * The argument or input field whose value could not be parsed: a variable, or a literal that
 * validation refused (the error's node is then the value). Undefined for other errors.
 */
function invalidValueField(error: GraphQLError, document: DocumentNode | undefined): string | undefined {
  const variable = INVALID_VARIABLE.exec(error.message);
  if (variable) return (variable[2] ?? variable[1]).replace(/\[\d+\]/g, '').split('.').pop();
  const valueNode = error.nodes?.[0];
  if (!document || !valueNode || !LEAF_VALUES.has(valueNode.kind)) return undefined;
  let name: string | undefined;
  visit(document, {
    enter(node, _key, parent, _path, ancestors) {
      if (node !== valueNode) return undefined;
      const owner = [...ancestors, parent].reverse().find((ancestor) => ancestor && !Array.isArray(ancestor) && ((ancestor as ASTNode).kind === Kind.ARGUMENT || (ancestor as ASTNode).kind === Kind.OBJECT_FIELD));
      name = (owner as ArgumentNode | ObjectFieldNode | undefined)?.name.value;
      return BREAK;
    },
  });
  return name;
}
