import { isDatabaseUnavailable } from './unavailable';

function pgError(message: string, code?: string): Error {
  return Object.assign(new Error(message), code ? { code } : {});
}

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a server starting up', pgError('the database system is starting up', '57P03')],
    ['an administrator shutdown', pgError('terminating connection due to administrator command', '57P01')],
    ['a connection failure', pgError('connection failure', '08006')],
    ['a pool that cannot connect in time', pgError('timeout exceeded when trying to connect')],
    ['one wrapped by Prisma', Object.assign(new Error('DriverAdapterError'), { cause: pgError('Connection terminated unexpectedly') })],
  ])('recognises %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('duplicate key value violates unique constraint', '23505')],
    ['a serialization failure', pgError('could not serialize access', '40001')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'ECONNREFUSED'],
  ])('leaves out %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
