import { AppError } from '../errors';
import { translate } from '../i18n';
import { codeOf } from './error-filter';

const pgError = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

describe('codeOf: what a caller is told (issue 25: never INTERNAL_ERROR for contention or a lost database)', () => {
  it.each([
    [
      'a broken client (the embedded PostgreSQL killed)',
      new Error('Client has encountered a connection error and is not queryable'),
      'DATABASE_UNAVAILABLE',
    ],
    ['ECONNRESET', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }), 'DATABASE_UNAVAILABLE'],
    ['57P01 admin shutdown', pgError('terminating connection due to administrator command', '57P01'), 'DATABASE_UNAVAILABLE'],
    ['a deadlock', pgError('deadlock detected', '40P01'), 'BUSY_TRY_AGAIN'],
    ['a serialization failure', pgError('could not serialize access', '40001'), 'BUSY_TRY_AGAIN'],
    ['an AppError', new AppError('NOT_FOUND', { entity: 'match' }), 'NOT_FOUND'],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')"), 'INTERNAL_ERROR'],
  ])('%s', (_, error, code) => {
    expect(codeOf(error).code).toBe(code);
  });

  it('words both in English and Japanese', () => {
    for (const code of ['DATABASE_UNAVAILABLE', 'BUSY_TRY_AGAIN'] as const) {
      expect(translate('en', code)).toMatch(/Nothing was changed/);
      expect(translate('ja', code)).toMatch(/変更は行われていません/);
    }
  });
});
