import { isContention } from './contention';
import { isDatabaseUnavailable } from './unavailable';

function pgError(message: string, code?: string): Error {
  return Object.assign(new Error(message), code ? { code } : {});
}

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    [
      'the embedded server restarting, its socket not there yet',
      Object.assign(pgError('connect ENOENT /var/lib/postgresql/taikai/clusters/x/.s.PGSQL.54321', 'ENOENT'), { syscall: 'connect' }),
    ],
    ['a server starting up', pgError('the database system is starting up', '57P03')],
    ['an administrator shutdown', pgError('terminating connection due to administrator command', '57P01')],
    ['a connection failure', pgError('connection failure', '08006')],
    ['a pool that cannot connect in time', pgError('timeout exceeded when trying to connect')],
    ['one wrapped by Prisma', Object.assign(new Error('DriverAdapterError'), { cause: pgError('Connection terminated unexpectedly') })],
    // Issue 25: the embedded PostgreSQL killed under load answered these as INTERNAL_ERROR.
    ['a query on a client whose connection broke', new Error('Client has encountered a connection error and is not queryable')],
    ['a query on a client the pool closed', new Error('Client was closed and is not queryable')],
    ['a reset socket', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET', syscall: 'read', errno: -104 })],
    ['a crash shutdown', pgError('terminating connection because of crash of another server process', '57P02')],
    ["Prisma's closed connection (P1017)", Object.assign(new Error('Server has closed the connection.'), { code: 'P1017' })],
    [
      "a raw query's P2010 keeping the adapter's payload",
      Object.assign(new Error('Raw query failed.'), {
        code: 'P2010',
        meta: { driverAdapterError: Object.assign(new Error('x'), { cause: { kind: 'postgres', originalCode: '57P01' } }) },
      }),
    ],
    [
      "the adapter's ConnectionClosed",
      Object.assign(new Error('ConnectionClosed'), { name: 'DriverAdapterError', cause: { kind: 'ConnectionClosed' } }),
    ],
  ])('recognises %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('duplicate key value violates unique constraint', '23505')],
    ['a serialization failure', pgError('could not serialize access', '40001')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a missing file that is not a database socket', pgError("ENOENT: no such file or directory, open '/tmp/backup.json'", 'ENOENT')],
    ['not an error', 'ECONNREFUSED'],
  ])('leaves out %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('isContention', () => {
  it.each([
    ['a deadlock (pg)', pgError('deadlock detected', '40P01')],
    ['a serialization failure (pg)', pgError('could not serialize access due to concurrent update', '40001')],
    [
      "Prisma's write conflict (P2034)",
      Object.assign(new Error('Transaction failed due to a write conflict or a deadlock'), { code: 'P2034' }),
    ],
    [
      "a raw query's deadlock (P2010)",
      Object.assign(new Error('Raw query failed. Code: `40P01`.'), {
        code: 'P2010',
        meta: {
          driverAdapterError: Object.assign(new Error('deadlock detected'), {
            cause: { kind: 'TransactionWriteConflict', originalCode: '40P01' },
          }),
        },
      }),
    ],
  ])('recognises %s', (_, error) => {
    expect(isContention(error)).toBe(true);
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it.each([
    ['a unique violation', pgError('duplicate key value violates unique constraint', '23505')],
    ['the database away', pgError('terminating connection due to administrator command', '57P01')],
    ['not an error', { code: '40P01' }],
  ])('leaves out %s', (_, error) => {
    expect(isContention(error)).toBe(false);
  });
});
