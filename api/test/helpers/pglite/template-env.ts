/** The file holding a migrated and seeded PGlite data folder (`dumpDataDir`) for the run. */
export const PGLITE_TEMPLATE_ENV = 'SHOP_TEST_PGLITE_TEMPLATE';
