import { wishlistService } from '../wishlist/wishlist-service';

/** The wishlist's page-wide service (`RemoteServiceModule`), started by the shell. */
export const { start } = wishlistService;
