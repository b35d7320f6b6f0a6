import type { FragmentSlotProps, RemoteFragments } from '@shop/shared';
import { RemoteBoundary } from './RemoteBoundary';

type FragmentRemote = keyof RemoteFragments;

/**
 * A fragment another team exposes for the shell to place (e.g. the newsletter block). A fragment
 * that fails leaves no trace: the page around it is complete without it.
 */
export function RemoteFragment<
  R extends FragmentRemote,
  M extends keyof RemoteFragments[R] & string,
>({ remote, module, props }: { remote: R; module: M; props: RemoteFragments[R][M] & object }) {
  return (
    <div className="remote-fragment" data-boundary={remote}>
      <RemoteBoundary
        remote={remote}
        exposed={module}
        props={props}
        loading={null}
        fallback={() => null}
      />
    </div>
  );
}

/**
 * The shell's answer to a remote's `RemoteFragmentSlot` (given to pages through
 * `RemoteFragmentProvider`): the fragment loads through the same boundary, and the page's
 * placeholder stands in while it loads and if it fails.
 */
export function FragmentSlot({ remote, module, props, fallback }: FragmentSlotProps) {
  return (
    <div className="remote-fragment" data-boundary={remote}>
      <RemoteBoundary
        remote={remote}
        exposed={module}
        props={props}
        loading={fallback}
        fallback={() => fallback}
      />
    </div>
  );
}
