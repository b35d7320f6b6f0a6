import { AppRoutes } from '../routing/AppRoutes';
import '../shell.css';

export function App() {
  return <AppRoutes />;
}
