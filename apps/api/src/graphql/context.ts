import type { Request, Response } from 'express';
import type { Viewer } from '../auth/viewer';

export interface GraphQLContext {
  req: Request & { viewer?: Viewer };
  res: Response;
}
