import { AppRoutes } from '../routing/AppRoutes';
import { DocumentHead } from '../seo/DocumentHead';
import '../shell.css';

export function App() {
  return (
    <>
      <DocumentHead />
      <AppRoutes />
    </>
  );
}
