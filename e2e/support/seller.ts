import {
  type APIRequestContext,
  type Page,
  type PlaywrightWorkerArgs,
  expect,
} from '@playwright/test';
import sharp from 'sharp';
import type { Account } from './accounts';

export interface PhotoFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * A listing photo drawn on the spot (a camera on a warm background), encoded as the JPEG a phone
 * would send, so no picture needs to live in the repository.
 */
export async function cameraPhoto(name = 'camera.jpg'): Promise<PhotoFile> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <defs>
      <linearGradient id="wall" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#fde68a"/><stop offset="1" stop-color="#f97316"/>
      </linearGradient>
    </defs>
    <rect width="1200" height="900" fill="url(#wall)"/>
    <rect x="420" y="240" width="170" height="80" rx="18" fill="#1f2937"/>
    <rect x="320" y="300" width="560" height="350" rx="44" fill="#1f2937"/>
    <circle cx="600" cy="475" r="135" fill="#374151" stroke="#e5e7eb" stroke-width="18"/>
    <circle cx="600" cy="475" r="72" fill="#0f172a"/>
    <circle cx="575" cy="450" r="18" fill="#94a3b8"/>
    <circle cx="810" cy="350" r="20" fill="#f87171"/>
  </svg>`;
  return {
    name,
    mimeType: 'image/jpeg',
    buffer: await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer(),
  };
}

/**
 * A session of `account` outside the browser, for what another person does in the meantime
 * (a buyer placing an order while the seller watches), through the same API the pages call.
 */
export async function apiSessionOf(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
  account: Pick<Account, 'email' | 'password'>,
): Promise<APIRequestContext> {
  const api = await playwright.request.newContext({ baseURL });
  const login = await api.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.ok(), `signing in ${account.email}: ${await login.text()}`).toBe(true);
  return api;
}

/** The row of the My product table that names `productName`. */
export const myProductRow = (page: Page, productName: string) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: productName, exact: true }) });
