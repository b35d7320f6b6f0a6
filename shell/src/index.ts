// The async boundary: shared singletons (React and friends) are negotiated with the remotes
// before any code that imports them runs.
import('./bootstrap');
