import { storeForHost } from '../../src/http/store';

const local = { it: 'http://it.localhost:8080', intl: 'http://intl.localhost:8080' };

test.each([
  ['intl.localhost:8080', local, 'intl'],
  ['INTL.localhost:8080', local, 'intl'],
  ['intl.localhost:9999', local, 'intl'],
  ['it.localhost:8080', local, 'it'],
  ['localhost:8080', local, 'it'],
  ['127.0.0.1:8080', local, 'it'],
  ['', local, 'it'],
  ['127.0.0.1:4001', { it: 'http://127.0.0.1:4000', intl: 'http://127.0.0.1:4001' }, 'intl'],
  ['127.0.0.1:4000', { it: 'http://127.0.0.1:4000', intl: 'http://127.0.0.1:4001' }, 'it'],
])('host %p with stores %j → %p', (host, origins, expected) => {
  expect(storeForHost(host, origins)).toBe(expected);
});
