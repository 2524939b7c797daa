import { ArgumentsHost, Catch, HttpException, Logger } from '@nestjs/common';
import { BaseExceptionFilter } from '@nestjs/core';
import { GqlArgumentsHost, GqlExceptionFilter } from '@nestjs/graphql';
import { GraphQLError } from 'graphql';
import { isDatabaseUnavailable } from '../database';
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
    if (exception instanceof AppError) return { code: exception.code, params: exception.params };
    if (exception instanceof HttpException && exception.getStatus() === 403) return { code: 'FORBIDDEN', params: {} };
    if (exception instanceof HttpException && exception.getStatus() === 401) return { code: 'UNAUTHENTICATED', params: {} };
    if (isDatabaseUnavailable(exception)) {
      this.logger.warn(`database unavailable: ${(exception as Error).message.trim().split('\n').at(-1)}`);
      return { code: 'DATABASE_UNAVAILABLE', params: {} };
    }
    this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    return { code: 'INTERNAL_ERROR', params: {} };
  }
}
