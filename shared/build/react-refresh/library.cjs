// @ts-check
/**
 * The `library` every build gives the React Refresh plugin: the plugin marks the page's runtime as
 * injected under this name, so that the shell and a remote inject the one runtime once.
 */
const REFRESH_LIBRARY = 'shop';

module.exports = { REFRESH_LIBRARY };
