import { SetMetadata } from '@nestjs/common';

export const ACCESS_KEY = 'taikai:access';
export type Access = 'public' | 'staff' | 'player';

/** Open to anyone. Operations without an access decorator are refused. */
export const Public = () => SetMetadata(ACCESS_KEY, ['public'] satisfies Access[]);
/** Open to signed-in callers of these kinds; per-event roles are then checked by the service. */
export const SignedIn = (...kinds: Exclude<Access, 'public'>[]) => SetMetadata(ACCESS_KEY, kinds);
