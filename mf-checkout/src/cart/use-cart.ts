// eslint-disable-next-line no-restricted-imports -- the one place the raw hooks are typed
import { useDispatch, useSelector } from 'react-redux';
import type { CartDispatch, CartRootState } from './cart-store';

export const useCartDispatch = useDispatch.withTypes<CartDispatch>();
export const useCartSelector = useSelector.withTypes<CartRootState>();
