// `npm run remotes`: which build of each remote is live, read from the running shop.
import type { OperatorRemoteStatus, OperatorRemotesResponse } from '@shop/shared/contracts';
import { runCommand } from '../cli/run-command';
import { loadConfig } from '../config';
import { getFromOperatorApi } from '../cli/operator-client';

export async function main(): Promise<number> {
  const answer = await getFromOperatorApi<OperatorRemotesResponse>(
    loadConfig(),
    '/api/operator/remotes',
  );
  if ('problem' in answer) {
    console.error(answer.problem);
    return 1;
  }
  const { shellContractVersion, remotes } = answer.body;
  console.log(`Shell provides contract ${shellContractVersion ?? '(unknown)'}`);
  console.log(remotes.map(describeRemote).join('\n'));
  return 0;
}

/** One remote on one line: live build, contract, health, and the rollback target. */
export function describeRemote(status: OperatorRemoteStatus): string {
  const live = status.liveRelease ? `release ${status.liveRelease}` : 'build folder';
  const health = status.manifestAnswers ? 'answers' : 'MANIFEST DOES NOT ANSWER';
  const contract = `contract ${status.contractVersion ?? '?'}${status.compatibleWithShell ? '' : ' (INCOMPATIBLE)'}`;
  const rollback = status.previousRelease ? `rollback → ${status.previousRelease}` : 'no rollback';
  return [
    status.remote.padEnd(13),
    live,
    `built ${status.builtAt ?? '?'}`,
    contract,
    health,
    rollback,
  ].join(' · ');
}

runCommand(module, main);
