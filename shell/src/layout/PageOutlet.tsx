import { Outlet } from 'react-router-dom';
import { useHydrated } from '@shop/shared';
import { useServerRenderedPage } from '../hydration/server-rendered-page';

/**
 * The page region: rendered by the server (and hydrated) where it rendered the page, else left
 * to the browser, which fills it once the frame is hydrated.
 */
export function PageOutlet() {
  const hydrated = useHydrated();
  const serverRendered = useServerRenderedPage();
  return hydrated || serverRendered ? <Outlet /> : null;
}
