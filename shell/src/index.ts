// The frame's styles belong to the entry chunk, so the production build links them from
// index.html and they apply before the first render (a lazy part brings its own with its chunk).
import './shell.css';
import './country/country.css';

// The async boundary: shared singletons (React and friends) are negotiated with the remotes
// before any code that imports them runs.
import('./bootstrap');
