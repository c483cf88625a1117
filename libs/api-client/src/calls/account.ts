import {
  type AccountProfile,
  type AccountProfileInput,
  type EmailPreferences,
  type EmailVerificationConfirm,
  type PasswordChangeInput,
  type PasswordResetConfirm,
  type UpdateResult,
  endpoints,
} from '@marketplace/contracts';
import { type RequestOptions, apiClient } from '../client';

/** Asks for a reset link; the answer is the same whether or not an account has this email. */
export async function requestPasswordReset(email: string): Promise<{ message: string }> {
  return (await apiClient.post<{ message: string }>(endpoints.passwordReset, { email })).data;
}

/** Sets a new password with the emailed token; every session of the account ends. */
export async function confirmPasswordReset(input: PasswordResetConfirm): Promise<UpdateResult> {
  return (await apiClient.post<UpdateResult>(endpoints.passwordResetConfirm, input)).data;
}

/** Proves the account's email with the token of the emailed link. */
export async function confirmEmailVerification(
  input: EmailVerificationConfirm,
): Promise<UpdateResult> {
  return (await apiClient.post<UpdateResult>(endpoints.emailVerificationConfirm, input)).data;
}

/** Emails the signed-in account a new verification link (409 once proven, 429 past the limit). */
export async function resendEmailVerification(): Promise<{ message: string }> {
  return (await apiClient.post<{ message: string }>(endpoints.emailVerificationResend)).data;
}

export async function getAccountProfile({ signal }: RequestOptions = {}): Promise<AccountProfile> {
  return (await apiClient.get<AccountProfile>(endpoints.accountProfile, { signal })).data;
}

export async function updateAccountProfile(input: AccountProfileInput): Promise<UpdateResult> {
  return (await apiClient.patch<UpdateResult>(endpoints.accountProfile, input)).data;
}

/** Needs the current password; every other session of the account ends, this one stays. */
export async function changePassword(input: PasswordChangeInput): Promise<UpdateResult> {
  return (await apiClient.post<UpdateResult>(endpoints.accountPassword, input)).data;
}

/** "Start selling": the buyer's own account becomes an unverified seller, for good. */
export async function startSelling(): Promise<UpdateResult> {
  return (await apiClient.put<UpdateResult>(endpoints.accountRole, { role: 'seller' })).data;
}

export async function getEmailPreferences({
  signal,
}: RequestOptions = {}): Promise<EmailPreferences> {
  return (await apiClient.get<EmailPreferences>(endpoints.accountNotifications, { signal })).data;
}

export async function setEmailPreferences(preferences: EmailPreferences): Promise<UpdateResult> {
  return (await apiClient.put<UpdateResult>(endpoints.accountNotifications, preferences)).data;
}
