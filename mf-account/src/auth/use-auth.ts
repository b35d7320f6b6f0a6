// eslint-disable-next-line no-restricted-imports -- the one place the raw hooks are typed
import { useDispatch, useSelector } from 'react-redux';
import type { AuthDispatch, AuthRootState } from './auth-store';

export const useAuthDispatch = useDispatch.withTypes<AuthDispatch>();
export const useAuthSelector = useSelector.withTypes<AuthRootState>();
