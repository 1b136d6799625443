import { describe, expect, it } from 'vitest';
import { describeDbFailure, isDbUnavailable } from './failures';

const pgError = (code: string, message = 'from the server') =>
  Object.assign(new Error(message), { code });

describe('isDbUnavailable', () => {
  it.each([
    ['a restart', pgError('57P01', 'terminating connection due to administrator command')],
    ['a crash of another backend', pgError('57P02')],
    ['a server still starting', pgError('57P03', 'the database system is starting up')],
    ['no connection left', pgError('53300', 'sorry, too many clients already')],
    ['the statement timeout', pgError('57014', 'canceling statement due to statement timeout')],
    ['a lost connection', pgError('08006')],
    ['a refused socket', pgError('ECONNREFUSED')],
    ['a deadlock', pgError('40P01')],
    ['a locked SQLite file', pgError('SQLITE_BUSY', 'database is locked')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a server that never answers', new Error('Query read timeout')],
    ['a pool with no connection in time', new Error('timeout exceeded when trying to connect')],
  ])('counts %s as the database being unavailable', (_, err) => {
    expect(isDbUnavailable(err)).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('23505')],
    ['a bug in a query', pgError('42703', 'column "nope" does not exist')],
    ['a plain error', new Error('Cannot read properties of undefined')],
    ['a thrown string', 'boom'],
    ['nothing', undefined],
  ])('does not count %s', (_, err) => {
    expect(isDbUnavailable(err)).toBe(false);
  });
});

describe('describeDbFailure', () => {
  it('says what to change when PostgreSQL has no connection left', () => {
    const text = describeDbFailure(pgError('53300', 'sorry, too many clients already'));
    expect(text).toContain('no connection left');
    expect(text).toContain('sorry, too many clients already');
    expect(text).toContain('processes x DB_POOL_SIZE');
    expect(text).toContain('max_connections');
  });

  it('names the cause of a refused start in plain words', () => {
    expect(describeDbFailure(pgError('28P01'))).toContain('user or password in DATABASE_URL');
    expect(describeDbFailure(pgError('3D000'))).toContain('does not exist');
    expect(describeDbFailure(pgError('ECONNREFUSED'))).toContain('is PostgreSQL running?');
    expect(describeDbFailure(new Error('Query read timeout'))).toContain('did not answer');
    expect(describeDbFailure(new Error('syntax error'))).toBe('syntax error');
  });
});
