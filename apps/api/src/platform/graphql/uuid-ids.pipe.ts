import { isUuid } from '../common';
import { ArgumentMetadata, Injectable, PipeTransform } from '@nestjs/common';
import { AppError } from '../errors';

// Named like ids but not ours: a publisher's player number, and the audit log's numeric cursor.
const NOT_UUIDS = new Set(['externalId', 'beforeId']);

const isIdName = (name: string) => !NOT_UUIDS.has(name) && (name === 'id' || /Ids?$/.test(name));

/**
 * Every id Taikai hands out is a UUID, so an argument or input field named like an id that is not
 * one is refused here with INVALID_ID, before any query runs (Postgres would reject it anyway,
 * with an error that is not the caller's to read).
 */
@Injectable()
export class UuidIdsPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'custom') return value;
    check(metadata.data ?? '', value);
    return value;
  }
}

function check(name: string, value: unknown): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    value.forEach((item) => check(name, item));
    return;
  }
  if (typeof value === 'object') {
    for (const [key, field] of Object.entries(value)) check(key, field);
    return;
  }
  if (typeof value === 'string' && isIdName(name) && !isUuid(value)) throw new AppError('INVALID_ID');
}
