import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { Request } from 'express';
import { AppError } from '../errors';
import { checkOperationArguments } from '../graphql';
import { ACCESS_KEY, type Access, type Viewer } from '../common';
import { TokenService } from './token.service';

/**
 * Global guard: deny by default; an operation opens itself with @Public() or @SignedIn(...). An
 * operation let in has its arguments checked against their bounds (`graphql/input-bounds.ts`).
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const access = this.reflector.getAllAndOverride<Access[] | undefined>(ACCESS_KEY, [context.getHandler(), context.getClass()]);
    if (access?.includes('public')) {
      checkOperationArguments(context);
      return true;
    }
    const req: Request & { viewer?: Viewer } =
      context.getType<string>() === 'graphql' ? GqlExecutionContext.create(context).getContext().req : context.switchToHttp().getRequest();
    const viewer = req.viewer ?? (await this.tokens.viewerOf(req.headers.authorization));
    if (!viewer) throw new AppError('UNAUTHENTICATED');
    req.viewer = viewer;
    if (!access || !access.includes(viewer.kind)) throw new AppError('FORBIDDEN');
    checkOperationArguments(context);
    return true;
  }
}
