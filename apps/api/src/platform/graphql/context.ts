import type { Request, Response } from 'express';
import type { Viewer } from '../common';
import { type Language, negotiateLanguage } from '../i18n';

export interface GraphQLContext {
  req: Request & { viewer?: Viewer };
  res: Response;
}

/** The language the caller reads (its Accept-Language), for answers worded on the server. */
export const languageOf = (context: GraphQLContext): Language => negotiateLanguage(context.req?.headers['accept-language']);
