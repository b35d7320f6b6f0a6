/**
 * `npm run check:contracts [-- --shell <manifest> --remote <name>=<manifest> …]`: refuses (exit 1)
 * when a remote was built against a contract version the live shell does not provide. By default
 * the live shell is shell/dist and the remotes are the four remotes' dist folders; a manifest may
 * be a file or a URL (a deployed build).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  declaredContractVersion,
  judgeRemote,
  readManifest,
  type ContractVerdict,
} from './contract-check';

const REPO_ROOT = path.resolve(__dirname, '../..');
const REMOTES = ['mf-catalogue', 'mf-checkout', 'mf-account', 'mf-content'];

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      shell: { type: 'string', default: path.join(REPO_ROOT, 'shell/dist/mf-manifest.json') },
      remote: { type: 'string', multiple: true, default: [] },
    },
  });
  const sources = new Map(
    REMOTES.map((remote) => [remote, path.join(REPO_ROOT, remote, 'dist/mf-manifest.json')]),
  );
  for (const entry of values.remote) {
    const [name, source] = entry.split('=');
    const remote = name?.startsWith('mf-') ? name : `mf-${name}`;
    if (!source || !sources.has(remote))
      throw new Error(`--remote ${entry}: expected <remote>=<manifest>`);
    sources.set(remote, source);
  }

  const shellVersion = declaredContractVersion(await readManifest(values.shell));
  if (!shellVersion) {
    console.error(`The live shell's manifest (${values.shell}) names no contract version.`);
    return 1;
  }
  console.log(`Live shell provides contract ${shellVersion}`);
  const verdicts: ContractVerdict[] = [];
  for (const [remote, source] of sources) {
    verdicts.push(judgeRemote(remote, source, await readManifest(source), shellVersion));
  }
  for (const verdict of verdicts) {
    console.log(
      `${verdict.compatible ? 'ok     ' : 'REFUSED'} ${verdict.remote.padEnd(13)} built against ${verdict.builtAgainst ?? '(none)'}`,
    );
  }
  const refused = verdicts.filter((verdict) => !verdict.compatible);
  for (const verdict of refused) console.error(verdict.problem);
  return refused.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
