import type { Request, Response } from 'express';
import type { Viewer } from '../common';

export interface GraphQLContext {
  req: Request & { viewer?: Viewer };
  res: Response;
}
