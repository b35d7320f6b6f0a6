import { queryOptions } from '@tanstack/react-query';
import {
  apiClient,
  profileQueryKey,
  type EmailChangeConfirmRequest,
  type EmailChangeRequest,
  type NewsletterPreferenceRequest,
  type PasswordChangeRequest,
  type ProfileChangeResponse,
  type ProfileNameRequest,
  type ProfileResponse,
} from '@shop/shared';

/**
 * The customer's profile (`GET /api/account/profile`). Personal data: read afresh each time the
 * page opens and dropped from the cache as soon as it closes.
 */
export const profileQuery = () =>
  queryOptions({
    queryKey: profileQueryKey(),
    queryFn: ({ signal }) => apiClient.get<ProfileResponse>('/account/profile', { signal }),
    staleTime: 0,
    gcTime: 0,
  });

export const saveName = (body: ProfileNameRequest) =>
  apiClient.patch<ProfileChangeResponse>('/account/profile', body);

export const changePassword = (body: PasswordChangeRequest) =>
  apiClient.post<ProfileChangeResponse>('/account/password', body);

export const setNewsletter = (body: NewsletterPreferenceRequest) =>
  apiClient.post<ProfileChangeResponse>('/account/newsletter', body);

export const changeEmail = (body: EmailChangeRequest) =>
  apiClient.post<ProfileChangeResponse>('/account/email', body);

export const confirmEmailChange = (body: EmailChangeConfirmRequest) =>
  apiClient.post<{ message: string }>('/account/email/confirm', body);
