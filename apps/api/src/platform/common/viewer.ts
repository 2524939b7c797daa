import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';

/**
 * Who is calling, and how an operation says who may call it. A leaf: every feature folder
 * (auth, access, users, graphql…) imports it, and it imports none of them.
 */

/**
 * A staff account, a player signed in to one event with an access code, or a person's phone (the
 * person token: one organization's person on one device, for their own events and pre-registrations).
 */
export type Viewer =
  | { kind: 'staff'; userId: string; organizer: boolean }
  | { kind: 'player'; playerId: string; eventId: string }
  | { kind: 'person'; personId: string; organizationId: string; deviceId: string };

export type StaffViewer = Extract<Viewer, { kind: 'staff' }>;
export type PlayerViewer = Extract<Viewer, { kind: 'player' }>;
export type PersonViewer = Extract<Viewer, { kind: 'person' }>;

export const ACCESS_KEY = 'taikai:access';
export type Access = 'public' | 'staff' | 'player' | 'person';

/** Open to anyone. Operations without an access decorator are refused. */
export const Public = () => SetMetadata(ACCESS_KEY, ['public'] satisfies Access[]);
/** Open to signed-in callers of these kinds; per-event roles are then checked by the service. */
export const SignedIn = (...kinds: Exclude<Access, 'public'>[]) => SetMetadata(ACCESS_KEY, kinds);

/** The caller the global AuthGuard identified (it sets `req.viewer`). */
export const CurrentViewer = createParamDecorator(
  (_: unknown, context: ExecutionContext) => GqlExecutionContext.create(context).getContext<{ req: { viewer?: Viewer } }>().req.viewer,
);
