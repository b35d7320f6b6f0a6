import sharedPackage from '@shop/shared/package.json';
import { CONTRACT_VERSION_KEY } from './contract-check-plugin';
import { isContractCompatible, SHELL_CONTRACT_VERSION } from './contract-version';

describe('isContractCompatible', () => {
  it.each([
    ['1.2.0', '1.2.0'],
    ['1.2.0', '1.3.0'],
    ['1.2.3', '1.2.5'],
    ['1.0.0', '1.9.9'],
    ['0.1.0', '0.1.0'],
    ['0.1.0', '0.1.4'],
  ])('runs a remote built against %s on a shell with %s', (remote, shell) => {
    expect(isContractCompatible(remote, shell)).toBe(true);
  });

  it.each<[unknown, string, string]>([
    ['1.3.0', '1.2.0', 'a newer minor: it may use what the shell lacks'],
    ['1.2.5', '1.2.3', 'a newer patch'],
    ['2.0.0', '1.9.0', 'a newer major'],
    ['1.0.0', '2.0.0', 'an older major'],
    ['0.2.0', '0.1.0', 'a newer 0.x minor'],
    ['0.1.0', '0.2.0', 'an older 0.x minor, which 0.x treats as breaking'],
    ['0.1.1', '0.1.0', 'a newer 0.x patch'],
    ['0.1.0-beta.1', '0.1.0', 'a pre-release'],
    ['v0.1.0', '0.1.0', 'a malformed version'],
    [undefined, '0.1.0', 'no declared version (built before versioning)'],
    [1, '0.1.0', 'a number'],
  ])('refuses %s on a shell with %s: %s', (remote, shell) => {
    expect(isContractCompatible(remote, shell)).toBe(false);
  });

  it("is the shared package's version, under the key the build writes", () => {
    expect(SHELL_CONTRACT_VERSION).toBe(sharedPackage.version);
    const build = jest.requireActual<{ CONTRACT_VERSION_KEY: string }>(
      '@shop/shared/build/contract-version.cjs',
    );
    expect(build.CONTRACT_VERSION_KEY).toBe(CONTRACT_VERSION_KEY);
  });
});
