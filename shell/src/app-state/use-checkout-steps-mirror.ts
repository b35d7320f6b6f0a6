import { isCheckoutStepsState, useBusListener } from '@shop/shared';
import { useAppDispatch } from '../app/hooks';
import { stepChanged } from './appSlice';

/**
 * Keeps the app state's checkout steps in step with `checkout:steps`, which `mf-checkout` owns: the
 * shell never reads the checkout's own store. A payload without the topic's shape is ignored.
 */
export function useCheckoutStepsMirror(): void {
  const dispatch = useAppDispatch();
  useBusListener('checkout:steps', (state) => {
    if (isCheckoutStepsState(state)) dispatch(stepChanged(state));
  });
}
