// @ts-check
/** Turns a stylesheet import into an empty module: the server bundle renders HTML, never styles. */
module.exports = function emptyModuleLoader() {
  return '';
};
