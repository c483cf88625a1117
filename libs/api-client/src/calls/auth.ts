import {
  type AuthUser,
  type LoginInput,
  type RegisterCheckInput,
  type RegisterInput,
  endpoints,
} from '@marketplace/contracts';
import { type RequestOptions, apiClient, apiUrl } from '../client';

/** Fails as `register` would (400, 409, 429) without creating anything: asked before the photo upload. */
export async function checkRegistration(input: RegisterCheckInput): Promise<void> {
  await apiClient.post(endpoints.registerCheck, input);
}

/** Creates the account and starts its session; the answer carries the display name and photo. */
export async function register(input: RegisterInput): Promise<AuthUser> {
  return (await apiClient.post<AuthUser>(endpoints.register, input)).data;
}

export async function login(input: LoginInput): Promise<AuthUser> {
  return (await apiClient.post<AuthUser>(endpoints.login, input)).data;
}

export async function logout(): Promise<void> {
  await apiClient.post(endpoints.logout);
}

/** The signed-in user, or null when the browser holds no session; fails with 401 when its session has ended. */
export async function getMe({ signal }: RequestOptions = {}): Promise<AuthUser | null> {
  const response = await apiClient.get<AuthUser>(endpoints.me, { signal });
  return response.status === 204 ? null : response.data;
}

/** Where the browser goes to sign in with Google; the API sends it back to `redirectPath` afterwards. */
export function googleSignInUrl(redirectPath: string): string {
  return apiUrl(endpoints.googleSignIn, { redirect: redirectPath });
}
