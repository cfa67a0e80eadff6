import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';

/* The settings of docs/scaling.md: a read replica, a pooler, named statements, job time limits. */

const base = { NODE_ENV: 'test' } as const;

describe('database settings', () => {
  it('reads the replica, the direct address, named statements and the allowed lag', () => {
    const config = loadConfig({
      ...base,
      DATABASE_URL: 'postgres://app@pgbouncer:6432/ventura',
      DATABASE_READ_URL: 'postgres://app@standby:5432/ventura',
      DATABASE_DIRECT_URL: 'postgres://app@pgbouncer:6432/ventura_session',
      DATABASE_PREPARED_STATEMENTS: 'false',
      REPLICA_MAX_LAG_SECONDS: '2.5',
      JOB_EXPIRE_SECONDS: '60',
    });
    expect(config.database).toEqual({
      readUrl: 'postgres://app@standby:5432/ventura',
      directUrl: 'postgres://app@pgbouncer:6432/ventura_session',
      preparedStatements: false,
      replicaMaxLagSeconds: 2.5,
    });
    expect(config.jobExpireSeconds).toBe(60);
  });

  it('keeps named statements, a 5 s lag and 5 min job limits unless told', () => {
    const config = loadConfig({ ...base, DATABASE_URL: 'postgres://app@db:5432/ventura' });
    expect(config.database).toEqual({
      readUrl: undefined,
      directUrl: undefined,
      preparedStatements: true,
      replicaMaxLagSeconds: 5,
    });
    expect(config.jobExpireSeconds).toBe(300);
  });

  it('refuses a replica or a direct address without DATABASE_URL, and says why', () => {
    expect(() => loadConfig({ ...base, DATABASE_READ_URL: 'postgres://app@standby:5432/ventura' })).toThrow(
      'DATABASE_READ_URL: set with DATABASE_URL only',
    );
    expect(() => loadConfig({ ...base, DATABASE_DIRECT_URL: 'mysql://nope' })).toThrow(
      'DATABASE_DIRECT_URL must start with postgres:// or postgresql://',
    );
    expect(() =>
      loadConfig({ ...base, DATABASE_URL: 'postgres://db/v', REPLICA_MAX_LAG_SECONDS: '0', JOB_EXPIRE_SECONDS: '1' }),
    ).toThrow(/REPLICA_MAX_LAG_SECONDS[\s\S]*JOB_EXPIRE_SECONDS|JOB_EXPIRE_SECONDS[\s\S]*REPLICA_MAX_LAG_SECONDS/);
  });
});
