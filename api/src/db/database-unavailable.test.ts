import { isDatabaseUnavailable } from './database-unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

test.each([
  withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
  withCode('read ECONNRESET', 'ECONNRESET'),
  withCode('terminating connection due to administrator command', '57P01'),
  withCode('the database system is starting up', '57P03'),
  withCode('sorry, too many clients already', '53300'),
  withCode('connection failure', '08006'),
  new Error('Connection terminated unexpectedly'),
  new Error('timeout exceeded when trying to connect'),
  new Error('Query read timeout'),
  new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''),
  { code: 'ECONNREFUSED', message: 'from another realm' },
])('the database is away: %s', (error) => {
  expect(isDatabaseUnavailable(error)).toBe(true);
});

test.each([
  withCode('syntax error at or near "selct"', '42601'),
  withCode('duplicate key value violates unique constraint', '23505'),
  new Error('Cannot read properties of undefined'),
  'ECONNREFUSED',
  null,
])('a fault of the request or the code, not an outage: %s', (error) => {
  expect(isDatabaseUnavailable(error)).toBe(false);
});
