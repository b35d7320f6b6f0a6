import type { RemoteFragments } from '@shop/shared';
import { registerCheckoutTexts } from '../i18n';
import { MiniCart } from '../mini-cart/MiniCart';

registerCheckoutTexts();

export type MiniCartFragmentProps = RemoteFragments['mf_checkout']['./mini-cart'];

/** The `./mini-cart` fragment: the cart the shell shows in its right-hand sidebar. */
export default function MiniCartFragment(props: MiniCartFragmentProps) {
  return <MiniCart {...props} />;
}
