/** Set by the PostgreSQL globalSetup: the admin URL of the cluster started for this run. */
export const POSTGRES_URL_ENV = 'SHOP_TEST_POSTGRES_URL';
