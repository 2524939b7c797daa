import { generateEventCode } from '../../platform/common';
import type { Db } from '../../platform/database';

/** A short code no event has yet (the unique index refuses a concurrent twin). */
export async function unusedEventCode(db: Db): Promise<string> {
  for (;;) {
    const code = generateEventCode();
    if (!(await db.event.findUnique({ where: { shortCode: code }, select: { id: true } }))) return code;
  }
}
