import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import type { Plugin } from '@envelop/core';
import type { Plugin as YogaPlugin } from 'graphql-yoga';
import {
  ArgumentNode,
  ASTNode,
  BREAK,
  DocumentNode,
  GraphQLError,
  GraphQLObjectType,
  GraphQLSchema,
  Kind,
  ObjectFieldNode,
  visit,
} from 'graphql';
import { type GraphQLContext, languageOf } from './context';
import { codeOf } from './error-filter';
import { ErrorCode, Language, messages, negotiateLanguage, translate } from '../i18n';

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
 * Parse, validation and variable errors come from graphql-js in English and without a code, and
 * Yoga's refusals of a request (no query, variables that are not an object) with its own; this gives
 * them one of ours and a message in the caller's language: a value its scalar cannot parse (a
 * variable, or a literal in the query) is INVALID_INPUT naming the field, a field only the staff's
 * view of a type has FORBIDDEN, a limit QUERY_TOO_COMPLEX, the rest INVALID_QUERY. The original
 * text stays in `extensions.detail` for developers; its "Did you mean …?" hints name parts of the
 * schema, so only callers who may read the schema (`mayReadSchema`, as introspection) get them.
 */
export function codedErrors(
  mayReadSchema: (authorization: string | undefined) => Promise<boolean> = async () => false,
): YogaPlugin<GraphQLContext> {
  return {
    onParse:
      ({ context }) =>
      ({ result, replaceParseResult }) => {
        if (result instanceof GraphQLError) replaceParseResult(recode(result, languageOf(context)));
        else if (result instanceof Error) replaceParseResult(recode(new GraphQLError(result.message), languageOf(context)));
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
        if (result.length) setResult(result.map((error) => recode(error, languageOf(context), params)));
      };
    },
    onExecute: ({ args }) => ({
      onExecuteDone: ({ result, setResult }) => {
        if ('errors' in result && result.errors?.length) {
          setResult({ ...result, errors: result.errors.map((error) => recode(error, languageOf(args.contextValue as GraphQLContext))) });
        }
      },
    }),
    // Yoga's refusals of the request itself never reach the hooks above.
    onResultProcess: async ({ request, result, setResult }) => {
      if (Array.isArray(result) || !('errors' in result) || !result.errors?.length) return;
      const language = negotiateLanguage(request.headers.get('accept-language') ?? undefined);
      let errors = result.errors.map((error) => recode(error as GraphQLError, language));
      if (errors.some(hasSuggestion) && !(await mayReadSchema(request.headers.get('authorization') ?? undefined))) {
        errors = errors.map(withoutSuggestion);
      }
      setResult({ ...result, errors });
    },
  };
}

function recode(error: GraphQLError, language: Language, validated?: { schema: GraphQLSchema; documentAST: DocumentNode }): GraphQLError {
  if ((error.extensions?.code as string) in messages.en) return error;
  // Thrown where Nest's filter does not see it: the database away, or a change that lost a race.
  const retryable = error.originalError ? codeOf(error.originalError).code : undefined;
  if (retryable === 'DATABASE_UNAVAILABLE' || retryable === 'BUSY_TRY_AGAIN')
    return new GraphQLError(translate(language, retryable), { nodes: error.nodes, path: error.path, extensions: { code: retryable } });
  const field = invalidValueField(error, validated?.documentAST);
  const [code, params]: [ErrorCode, Record<string, string>] = field
    ? ['INVALID_INPUT', { field, reason: 'malformed' }]
    : validated && isStaffOnlyField(error, validated.schema)
      ? ['FORBIDDEN', {}]
      : [error.message.includes(TOO_COMPLEX) ? 'QUERY_TOO_COMPLEX' : 'INVALID_QUERY', {}];
  return new GraphQLError(translate(language, code, params), {
    nodes: error.nodes,
    path: error.path,
    // Yoga's `http` extension keeps the response's status (400 for a malformed request).
    extensions: {
      code,
      ...(code === 'QUERY_TOO_COMPLEX' ? {} : { detail: error.message }),
      ...(error.extensions?.http ? { http: error.extensions.http } : {}),
    },
  });
}

// graphql-js 16 ends a message with hints at names it knows ("Did you mean "name"?", "Did you mean the enum value …?").
const SUGGESTION = / ?Did you mean [^]*$/;
const hasSuggestion = (error: GraphQLError) => SUGGESTION.test(String(error.extensions?.detail ?? '')) || SUGGESTION.test(error.message);

function withoutSuggestion(error: GraphQLError): GraphQLError {
  if (!hasSuggestion(error)) return error;
  const detail = error.extensions?.detail;
  return new GraphQLError(error.message.replace(SUGGESTION, ''), {
    nodes: error.nodes,
    path: error.path,
    extensions: { ...error.extensions, ...(typeof detail === 'string' ? { detail: detail.replace(SUGGESTION, '') } : {}) },
  });
}

// The player page's types are views of staff types: a field only the staff type has is staff data,
// and so is a fragment on the staff type spread into its view (`myRegistration { ... on Player { email } }`).
const STAFF_TYPE_OF_VIEW: Record<string, string> = {
  Registration: 'Player',
  RegistrationEvent: 'Event',
  PlayerState: 'Player',
  OpponentDecklist: 'Decklist',
};
const UNKNOWN_FIELD = /^Cannot query field "(\w+)" on type "(\w+)"/;
const STAFF_FRAGMENT = /^Fragment (?:"\w+" )?cannot be spread here as objects of type "(\w+)" can never be of type "(\w+)"/;

function isStaffOnlyField(error: GraphQLError, schema: GraphQLSchema): boolean {
  const fragment = STAFF_FRAGMENT.exec(error.message);
  if (fragment) return STAFF_TYPE_OF_VIEW[fragment[1]] === fragment[2];
  const unknown = UNKNOWN_FIELD.exec(error.message);
  const staffType = unknown && STAFF_TYPE_OF_VIEW[unknown[2]] ? schema.getType(STAFF_TYPE_OF_VIEW[unknown[2]]) : undefined;
  return staffType instanceof GraphQLObjectType && unknown![1] in staffType.getFields();
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
  if (variable)
    return (variable[2] ?? variable[1])
      .replace(/\[\d+\]/g, '')
      .split('.')
      .pop();
  const valueNode = error.nodes?.[0];
  if (!document || !valueNode || !LEAF_VALUES.has(valueNode.kind)) return undefined;
  let name: string | undefined;
  visit(document, {
    enter(node, _key, parent, _path, ancestors) {
      if (node !== valueNode) return undefined;
      const owner = [...ancestors, parent]
        .reverse()
        .find(
          (ancestor) =>
            ancestor &&
            !Array.isArray(ancestor) &&
            ((ancestor as ASTNode).kind === Kind.ARGUMENT || (ancestor as ASTNode).kind === Kind.OBJECT_FIELD),
        );
      name = (owner as ArgumentNode | ObjectFieldNode | undefined)?.name.value;
      return BREAK;
    },
  });
  return name;
}
