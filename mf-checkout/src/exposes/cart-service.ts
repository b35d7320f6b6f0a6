import type { RemoteServiceModule } from '@shop/shared';
import { startCartService } from '../cart/cart-service';

/** Started by the shell at boot, whichever page is shown: the header's cart badge needs it. */
export const start: RemoteServiceModule['start'] = () => startCartService();
