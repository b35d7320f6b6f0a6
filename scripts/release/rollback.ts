/** `npm run rollback -- <remote>`: makes the release before the live one live again. */
import { rollBack } from '@shop/api/releases';
import { remoteFromArguments } from './remote-argument';

try {
  const { packageName, remoteDir } = remoteFromArguments('rollback');
  const pointer = rollBack(remoteDir);
  console.log(`${packageName} is back on ${pointer.live} (kept: ${pointer.versions.join(', ')})`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
