import { judgeRemote } from './contract-check';

const manifest = (version?: string) => ({
  metaData: version === undefined ? {} : { shopContractVersion: version },
});

describe('judgeRemote', () => {
  it('lets a remote built against the live contract go live', () => {
    expect(judgeRemote('mf-catalogue', 'a.json', manifest('0.1.0'), '0.1.0')).toMatchObject({
      compatible: true,
      builtAgainst: '0.1.0',
      problem: null,
    });
  });

  it('refuses a remote built against a newer contract, naming both versions', () => {
    const verdict = judgeRemote('mf-catalogue', 'a.json', manifest('0.2.0'), '0.1.0');

    expect(verdict.compatible).toBe(false);
    expect(verdict.problem).toContain('0.2.0');
    expect(verdict.problem).toContain('0.1.0');
  });

  it('refuses a manifest that names no contract version', () => {
    const verdict = judgeRemote('mf-content', 'b.json', manifest(), '0.1.0');

    expect(verdict.compatible).toBe(false);
    expect(verdict.problem).toContain('names no contract version');
  });
});
