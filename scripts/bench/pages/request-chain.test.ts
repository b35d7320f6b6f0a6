import { criticalChainDepth, type ChainRequest } from './request-chain';

const request = (id: string, type: string, sentAt: number, finishedAt?: number): ChainRequest => ({
  id,
  type,
  sentAt,
  finishedAt,
});

describe('criticalChainDepth', () => {
  it('scores a page whose files are all announced in its HTML, with data inline, as 1', () => {
    const requests = [
      request('doc', 'Document', 0, 0.1),
      request('main', 'Script', 0.05, 0.3),
      request('remote', 'Script', 0.06, 0.32),
      request('css', 'Stylesheet', 0.07, 0.2),
    ];
    expect(criticalChainDepth(requests, 0.5)).toBe(1);
  });

  it('adds one for each file discovered only after another one arrives', () => {
    const requests = [
      request('doc', 'Document', 0, 0.1),
      request('main', 'Script', 0.11, 0.2),
      request('manifest', 'Fetch', 0.21, 0.3),
      request('entry', 'Script', 0.31, 0.4),
      request('module', 'Script', 0.41, 0.5),
      request('data', 'Fetch', 0.51, 0.6),
    ];
    expect(criticalChainDepth(requests, 0.65)).toBe(5);
  });

  it('ignores requests sent after the content showed, images, and requests that never finished', () => {
    const requests = [
      request('doc', 'Document', 0, 0.1),
      request('main', 'Script', 0.11, 0.2),
      request('image', 'Image', 0.21, 0.3),
      request('after-image', 'Fetch', 0.31),
      request('late', 'Script', 0.9, 1),
      request('later', 'Script', 1.1, 1.2),
    ];
    expect(criticalChainDepth(requests, 0.5)).toBe(2);
  });
});
