import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';

/**
 * Who is calling, and how an operation says who may call it. A leaf: every feature folder
 * (auth, access, users, graphql…) imports it, and it imports none of them.
 */

/** A staff account, or a player signed in to one event with an access code. */
export type Viewer = { kind: 'staff'; userId: string; organizer: boolean } | { kind: 'player'; playerId: string; eventId: string };

export type StaffViewer = Extract<Viewer, { kind: 'staff' }>;
export type PlayerViewer = Extract<Viewer, { kind: 'player' }>;

export const ACCESS_KEY = 'taikai:access';
export type Access = 'public' | 'staff' | 'player';

/** Open to anyone. Operations without an access decorator are refused. */
export const Public = () => SetMetadata(ACCESS_KEY, ['public'] satisfies Access[]);
/** Open to signed-in callers of these kinds; per-event roles are then checked by the service. */
export const SignedIn = (...kinds: Exclude<Access, 'public'>[]) => SetMetadata(ACCESS_KEY, kinds);

/** The caller the global AuthGuard identified (it sets `req.viewer`). */
export const CurrentViewer = createParamDecorator(
  (_: unknown, context: ExecutionContext) => GqlExecutionContext.create(context).getContext<{ req: { viewer?: Viewer } }>().req.viewer,
);
