import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ApiEnvelope, ApiErrorBody } from 'contracts/src/api/envelope';
import type { SignInAnswer } from 'contracts/src/account/authApi';
import type { PhotoUploadAnswer, UserProfile } from 'contracts/src/account/profile';
import type { UserSettings } from 'contracts/src/account/userSettings';
import { appSuite } from '../testing/appSuite';
import { buildTestApp } from '../testing/testApp';
import { TEST_DATABASES } from '../testing/testDatabases';
import { accountTestClient } from './testing/accountTestClient';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(64, 3)]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

function multipart(file: Buffer, filename: string, contentType: string, field = 'file') {
  const boundary = '----accounts-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(TEST_DATABASES)('profile, photo and settings on %s', (_name, database) => {
  let uploadDir: string;
  let token: string;
  const suite = appSuite(database, {
    prepare: async () => {
      uploadDir = mkdtempSync(path.join(os.tmpdir(), 'profile-photos-'));
    },
    buildApp: (db) => buildTestApp(db, { accounts: { uploadDir } }),
  });

  beforeAll(async () => {
    const client = accountTestClient(suite.app);
    await client.post('signup', { email: 'taken@houseplans.example', password: 'password one' });
    const signup = await client.post('signup', { email: 'ann@houseplans.example', password: 'password one' });
    token = signup.json<ApiEnvelope<SignInAnswer>>().data.token;
  });

  afterAll(() => {
    rmSync(uploadDir, { recursive: true, force: true });
  });

  const upload = (file: Buffer, filename: string, contentType: string, field?: string) =>
    suite.app.inject({ method: 'POST', url: '/api/user/profile/photo', ...withToken(multipart(file, filename, contentType, field)) });
  function withToken<T extends { headers: Record<string, string> }>(request: T): T {
    return { ...request, headers: { ...request.headers, token } };
  }

  it('refuses every profile and settings call without a valid token', async () => {
    for (const [method, url] of [
      ['GET', '/api/user/profile'],
      ['PUT', '/api/user/profile'],
      ['POST', '/api/user/profile/photo'],
      ['GET', '/api/user/user-settings'],
      ['PUT', '/api/user/user-settings'],
    ] as const) {
      const response = await suite.app.inject({ method, url, headers: { token: 'not-a-real-token-at-all-000000' } });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 401 });
    }
  });

  it('reads and updates the profile', async () => {
    const before = await suite.app.inject({ method: 'GET', url: '/api/user/profile', headers: { token } });
    expect(before.json<ApiEnvelope<UserProfile>>().data).toEqual({
      name: '',
      email: 'ann@houseplans.example',
      phone: '',
      country_code: '',
      profile_pic: null,
    });
    const update = { name: 'Ann Builder', email: 'Ann.B@houseplans.example', phone: '555 0100', country_code: '+1' };
    const put = await suite.app.inject({ method: 'PUT', url: '/api/user/profile', headers: { token }, payload: update });
    expect(put.statusCode).toBe(200);
    expect(put.json<ApiEnvelope<UserProfile>>().message).toBe('Profile updated successfully!');
    const after = await suite.app.inject({ method: 'GET', url: '/api/user/profile', headers: { token } });
    expect(after.json<ApiEnvelope<UserProfile>>().data).toEqual({ ...update, profile_pic: null });
  });

  it("refuses another shopper's address", async () => {
    const put = await suite.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: { token },
      payload: { name: 'Ann', email: 'TAKEN@houseplans.example', phone: '', country_code: '' },
    });
    expect(put.statusCode).toBe(409);
  });

  it.each([
    ['PNG', PNG, 'image/png'],
    ['JPEG', JPEG, 'image/jpeg'],
    ['WebP', WEBP, 'image/webp'],
  ])('stores a %s photo under a server-made name and serves it with nosniff', async (_kind, bytes, type) => {
    const response = await upload(bytes, '../../evil name.png', 'application/octet-stream');
    expect(response.statusCode).toBe(200);
    const { file_url: url } = response.json<ApiEnvelope<PhotoUploadAnswer>>().data;
    expect(url).toMatch(/^\/api\/user\/images\/profile\/[0-9a-f]{32}\.(jpg|png|webp)$/);
    const served = await suite.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(type);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(bytes)).toBe(true);
    const profile = await suite.app.inject({ method: 'GET', url: '/api/user/profile', headers: { token } });
    expect(profile.json<ApiEnvelope<UserProfile>>().data.profile_pic).toBe(url);
  });

  it.each([
    ['SVG', SVG, 'photo.svg', 'image/svg+xml'],
    ['HTML', HTML, 'photo.png', 'image/png'],
  ])('refuses an %s file whatever it is called', async (_kind, bytes, name, type) => {
    const response = await upload(bytes, name, type);
    expect(response.statusCode).toBe(415);
    expect(response.json<ApiErrorBody>().message).toBe('The photo must be a JPEG, PNG or WebP image.');
  });

  it('refuses a photo over 2 MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024, 7)]);
    const response = await upload(big, 'big.png', 'image/png');
    expect(response.statusCode).toBe(413);
    expect(response.json<ApiErrorBody>().message).toBe('The photo is larger than 2 MB. Please choose a smaller one.');
  });

  it('asks for a file when none is sent', async () => {
    const response = await upload(PNG, 'photo.png', 'image/png', 'other');
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().message).toBe('No file selected. Please try again.');
  });

  it('does not serve names it did not make', async () => {
    expect((await suite.app.inject({ method: 'GET', url: '/api/user/images/profile/..%2F..%2Fpackage.json' })).statusCode).toBe(400);
    expect((await suite.app.inject({ method: 'GET', url: `/api/user/images/profile/${'a'.repeat(32)}.png` })).statusCode).toBe(404);
  });

  it('saves the user settings and reads them back', async () => {
    const first = await suite.app.inject({ method: 'GET', url: '/api/user/user-settings', headers: { token } });
    expect(first.json<ApiEnvelope<UserSettings>>().data).toEqual({
      first_name: 'Ann',
      email: 'Ann.B@houseplans.example',
      subscriptions: [],
      reward_programme: 'neither',
      affiliate_publisher_id: '',
    });
    const settings: UserSettings = {
      first_name: 'Annie',
      email: 'news@houseplans.example',
      subscriptions: ['new_plans', 'sales'],
      reward_programme: 'professional_builder',
      affiliate_publisher_id: 'PUB-123',
    };
    const put = await suite.app.inject({ method: 'PUT', url: '/api/user/user-settings', headers: { token }, payload: settings });
    expect(put.statusCode).toBe(200);
    const again = await suite.app.inject({ method: 'GET', url: '/api/user/user-settings', headers: { token } });
    expect(again.json<ApiEnvelope<UserSettings>>().data).toEqual(settings);
    const invalid = await suite.app.inject({
      method: 'PUT',
      url: '/api/user/user-settings',
      headers: { token },
      payload: { ...settings, reward_programme: 'astronaut' },
    });
    expect(invalid.statusCode).toBe(400);
  });
});
