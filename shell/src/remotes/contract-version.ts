import sharedPackage from '@shop/shared/package.json';

/**
 * The `@shop/shared` contract this shell was built with. `@shop/shared` is a singleton, so this
 * copy is the one every remote runs; `package.json` is bundled, not shared, so it is the shell's.
 */
export const SHELL_CONTRACT_VERSION: string = sharedPackage.version;

export { isContractCompatible } from '@shop/shared';
