import { ArgumentsHost, Catch, HttpException, Logger } from '@nestjs/common';
import { BaseExceptionFilter } from '@nestjs/core';
import { GqlArgumentsHost, GqlExceptionFilter } from '@nestjs/graphql';
import { GraphQLError } from 'graphql';
import { isContention, isDatabaseUnavailable } from '../database';
import { AppError } from '../errors';
import { ErrorCode, ErrorParams, negotiateLanguage, translate } from '../i18n';
import type { GraphQLContext } from './context';

/**
 * The one place where errors become GraphQL errors: a code, a translated message, no internals.
 * Plain HTTP routes keep Nest's default handling.
 */
@Catch()
export class GraphQLErrorFilter extends BaseExceptionFilter implements GqlExceptionFilter {
  private readonly logger = new Logger('GraphQL');

  override catch(exception: unknown, host: ArgumentsHost) {
    if (host.getType<string>() !== 'graphql') return super.catch(exception, host);
    const context = GqlArgumentsHost.create(host).getContext<GraphQLContext>();
    const language = negotiateLanguage(context.req?.headers['accept-language']);
    const { code, params } = this.classify(exception);
    return new GraphQLError(translate(language, code, params), { extensions: { code, ...(Object.keys(params).length ? { params } : {}) } });
  }

  private classify(exception: unknown): { code: ErrorCode; params: ErrorParams } {
    const coded = codeOf(exception);
    const message = exception instanceof Error ? exception.message.trim().split('\n').at(-1) : String(exception);
    if (coded.code === 'DATABASE_UNAVAILABLE' && !(exception instanceof AppError)) this.logger.warn(`database unavailable: ${message}`);
    else if (coded.code === 'BUSY_TRY_AGAIN' && !(exception instanceof AppError)) this.logger.warn(`contention: ${message}`);
    else if (coded.code === 'INTERNAL_ERROR')
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    return coded;
  }
}

/**
 * The code a caller gets for an error: an AppError's own; refusals of Nest's guards; the database
 * away (restarting, killed: DATABASE_UNAVAILABLE) or a change that lost a race with others
 * (BUSY_TRY_AGAIN), both "nothing was changed, try again"; anything else is a bug (INTERNAL_ERROR).
 */
export function codeOf(exception: unknown): { code: ErrorCode; params: ErrorParams } {
  if (exception instanceof AppError) return { code: exception.code, params: exception.params };
  if (exception instanceof HttpException && exception.getStatus() === 403) return { code: 'FORBIDDEN', params: {} };
  if (exception instanceof HttpException && exception.getStatus() === 401) return { code: 'UNAUTHENTICATED', params: {} };
  if (isDatabaseUnavailable(exception)) return { code: 'DATABASE_UNAVAILABLE', params: {} };
  if (isContention(exception)) return { code: 'BUSY_TRY_AGAIN', params: {} };
  return { code: 'INTERNAL_ERROR', params: {} };
}
