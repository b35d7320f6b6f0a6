// The page's react-i18next, shared under the name "react-i18next". The package's main entry also
// carries server-side helpers, HOCs and the icu/html parsing of <Trans> children; this entry names
// what the shop uses, and webpack keeps only that. `react-i18next/package` is the package's own
// ES module file (an alias in create-webpack-config.cjs), so this entry does not import itself.
//
// A package that needs another export adds it here; the shell provides the page's copy, so deploy
// the shell before a remote that relies on a new name. scripts/test/shared-entries.test.ts fails
// when the sources import a name this file does not export.
export { I18nextProvider, Trans, initReactI18next, useTranslation } from 'react-i18next/package';
