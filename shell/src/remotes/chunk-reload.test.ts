import { forgetReload, isChunkLoadError, reloadOnce, type ReloadEnvironment } from './chunk-reload';

function chunkLoadError(): Error {
  const error = new Error('Loading chunk 464 failed.\n(missing: http://cdn.test/464.abc.js)');
  error.name = 'ChunkLoadError';
  return error;
}

function tab(): ReloadEnvironment & { reload: jest.Mock } {
  return { storage: window.sessionStorage, reload: jest.fn() };
}

beforeEach(() => window.sessionStorage.clear());

describe('isChunkLoadError', () => {
  it("recognises webpack's missing-chunk errors only", () => {
    expect(isChunkLoadError(chunkLoadError())).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 12 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('RUNTIME-008: remote entry failed'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed.')).toBe(false);
  });
});

describe('reloadOnce', () => {
  it('reloads once per remote, then lets the fallback show', () => {
    const env = tab();
    expect(reloadOnce('mf_content', env)).toBe(true);
    expect(reloadOnce('mf_content', env)).toBe(false);
    expect(reloadOnce('mf_content', env)).toBe(false);
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('keeps one marker per remote, so another remote loading fine cannot start a loop', () => {
    const env = tab();
    reloadOnce('mf_content', env);
    forgetReload('mf_catalogue', env);
    expect(reloadOnce('mf_content', env)).toBe(false);
    expect(reloadOnce('mf_catalogue', env)).toBe(true);
  });

  it('may reload again after the remote loaded successfully', () => {
    const env = tab();
    reloadOnce('mf_content', env);
    forgetReload('mf_content', env);
    expect(reloadOnce('mf_content', env)).toBe(true);
    expect(env.reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads when the marker cannot be kept', () => {
    const reload = jest.fn();
    expect(reloadOnce('mf_content', { storage: null, reload })).toBe(false);
    const throwing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(reloadOnce('mf_content', { storage: throwing, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
