import { Route, Routes } from 'react-router-dom';
import { CanonicalPath } from './CanonicalPath';
import { LocaleRoutes } from './LocaleRoutes';

/** Italian lives at the root, English under /en. */
export function AppRoutes() {
  return (
    <CanonicalPath>
      <Routes>
        <Route path="/en/*" element={<LocaleRoutes locale="en" />} />
        <Route path="/*" element={<LocaleRoutes locale="it" />} />
      </Routes>
    </CanonicalPath>
  );
}
