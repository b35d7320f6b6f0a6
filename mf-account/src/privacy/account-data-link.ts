import { ACCOUNT_DATA_PATH, apiClient } from '@shop/shared';

/** Where the browser downloads the customer's data: a plain link, sent with the session cookie. */
export const accountDataHref = `${apiClient.baseUrl.replace(/\/+$/, '')}${ACCOUNT_DATA_PATH}`;
