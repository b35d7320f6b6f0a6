import type { RemoteServiceModule } from '@shop/shared';
import { startAuthService } from '../auth/auth-service';

/** Started by the shell at boot, whichever page is shown. */
export const start: RemoteServiceModule['start'] = () => startAuthService();
