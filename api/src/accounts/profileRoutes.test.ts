import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ApiEnvelope, ApiErrorBody } from 'contracts/src/api/envelope';
import type { SignInAnswer } from 'contracts/src/account/authApi';
import { PROFILE_MESSAGES, type PhotoUploadAnswer, type UserProfile } from 'contracts/src/account/profile';
import type { UserSettings } from 'contracts/src/account/userSettings';
import { PROFILE_PHOTO_MAX_BYTES } from 'contracts/src/account/profile';
import { MALFORMED_MULTIPART, PNG_BYTES, photoUpload } from '../security/testing/oddInput';
import { appSuite } from '../testing/appSuite';
import { newShopper } from '../testing/checkoutFixture';
import { buildTestApp } from '../testing/testApp';
import { TEST_DATABASES } from '../testing/testDatabases';
import { accountTestClient, expectNoCode } from './testing/accountTestClient';

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
    suite.app.inject({
      method: 'POST',
      url: '/api/user/profile/photo',
      ...withToken(multipart(file, filename, contentType, field)),
    });
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

  it('reads and updates the profile; a new address waits for the code sent to it', async () => {
    const before = await suite.app.inject({ method: 'GET', url: '/api/user/profile', headers: { token } });
    expect(before.json<ApiEnvelope<UserProfile>>().data).toEqual({
      name: '',
      email: 'ann@houseplans.example',
      phone: '',
      country_code: '',
      profile_pic: null,
      email_confirmed: false,
      role: 'shopper',
    });
    const update = { name: 'Ann Builder', email: 'Ann.B@houseplans.example', phone: '555 0100', country_code: '+1' };
    const put = await suite.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: { token },
      payload: update,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json<ApiEnvelope<UserProfile>>().message).toBe(
      PROFILE_MESSAGES.addressChangeStarted('Ann.B@houseplans.example'),
    );
    const kept = {
      ...update,
      email: 'ann@houseplans.example',
      profile_pic: null,
      email_confirmed: false,
      role: 'shopper',
    };
    expect(put.json<ApiEnvelope<UserProfile>>().data).toEqual(kept);
    const after = await suite.app.inject({ method: 'GET', url: '/api/user/profile', headers: { token } });
    expect(after.json<ApiEnvelope<UserProfile>>().data).toEqual(kept);

    const client = accountTestClient(suite.app);
    expect((await client.latestMail('Ann.B@houseplans.example'))?.subject).toBe(
      'Your code to move your House Plans account to this address',
    );
    const code = await client.codeFromMail('Ann.B@houseplans.example');
    const confirm = (otp: string) =>
      suite.app.inject({
        method: 'PUT',
        url: '/api/user/profile/email',
        headers: { token },
        payload: { email: 'Ann.B@houseplans.example', otp },
      });
    expect((await confirm(code === '000000' ? '111111' : '000000')).statusCode).toBe(400);
    const confirmed = await confirm(code);
    expect(confirmed.statusCode).toBe(200);
    expectNoCode(confirmed, code);
    expect(confirmed.json<ApiEnvelope<UserProfile>>().data).toEqual({
      ...kept,
      email: 'Ann.B@houseplans.example',
      email_confirmed: true,
    });
    expect((await client.latestMail('ann@houseplans.example'))?.text).toContain('is now Ann.B@houseplans.example');
    // Used up: a second go changes nothing.
    expect((await confirm(code)).statusCode).toBe(400);
  });

  it("answers a move to another shopper's address exactly like a free one, telling only the address's owner, by mail", async () => {
    const client = accountTestClient(suite.app);
    const before = await client.mailCount('taken@houseplans.example');
    const change = (email: string) =>
      suite.app.inject({
        method: 'PUT',
        url: '/api/user/profile',
        headers: { token },
        payload: { name: 'Ann', email, phone: '', country_code: '' },
      });
    const taken = await change('TAKEN@houseplans.example');
    const free = await change('free@houseplans.example');
    expect(taken.statusCode).toBe(200);
    expect(free.statusCode).toBe(200);
    const shape = (response: typeof taken) => ({ ...response.json<ApiEnvelope<UserProfile>>(), message: undefined });
    expect(shape(taken)).toEqual(shape(free));
    expect(await client.mailCount('taken@houseplans.example')).toBe(before + 1);
    expect((await client.latestMail('taken@houseplans.example'))?.subject).toBe(
      'This address already has a House Plans account',
    );
    expect((await client.latestMail('taken@houseplans.example'))?.text).not.toMatch(/\b\d{6}\b/);
    const profile = await suite.app.inject({ method: 'GET', url: '/api/user/profile', headers: { token } });
    expect(profile.json<ApiEnvelope<UserProfile>>().data.email).toBe('Ann.B@houseplans.example');
  });

  it("refuses another shopper's code for a new address", async () => {
    const client = accountTestClient(suite.app);
    const bob = (await client.post('signup', { email: 'bob@houseplans.example', password: 'password one' })).json<
      ApiEnvelope<SignInAnswer>
    >().data.token;
    await suite.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: { token: bob },
      payload: { name: 'Bob', email: 'bob.new@houseplans.example', phone: '', country_code: '' },
    });
    const code = await client.codeFromMail('bob.new@houseplans.example');
    const stolen = await suite.app.inject({
      method: 'PUT',
      url: '/api/user/profile/email',
      headers: { token },
      payload: { email: 'bob.new@houseplans.example', otp: code },
    });
    expect(stolen.statusCode).toBe(400);
    // Nor does a code for a new address sign anyone in on the /verifyOtp route.
    expect((await client.post('reset-otp-verify', { email: 'bob.new@houseplans.example', otp: code })).statusCode).toBe(
      400,
    );
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
    expect(
      (await suite.app.inject({ method: 'GET', url: '/api/user/images/profile/..%2F..%2Fpackage.json' })).statusCode,
    ).toBe(400);
    expect(
      (await suite.app.inject({ method: 'GET', url: `/api/user/images/profile/${'a'.repeat(32)}.png` })).statusCode,
    ).toBe(404);
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
    const put = await suite.app.inject({
      method: 'PUT',
      url: '/api/user/user-settings',
      headers: { token },
      payload: settings,
    });
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

describe.each(TEST_DATABASES)('profile photo uploads at the size limit and broken ones on %s', (_name, database) => {
  let uploadDir = '';
  const suite = appSuite(database, {
    prepare: async () => {
      uploadDir = mkdtempSync(path.join(os.tmpdir(), 'profile-photo-limits-'));
    },
    buildApp: (db) => buildTestApp(db, { accounts: { uploadDir } }),
  });
  let shopper = { userId: 0, token: '' };
  let clients = 0;

  beforeAll(async () => {
    shopper = await newShopper(suite.db);
  });

  afterAll(() => {
    rmSync(uploadDir, { recursive: true, force: true });
  });

  /** A PNG of exactly `size` bytes. */
  const pngOf = (size: number) => Buffer.concat([PNG_BYTES, Buffer.alloc(size - PNG_BYTES.length, 9)]);
  // Each upload from a client address of its own: the upload allowance (10 a minute) is tested elsewhere.
  const send = (body: { payload: Buffer | string; headers: Record<string, string> }) => {
    clients += 1;
    return suite.app.inject({
      method: 'POST',
      url: '/api/user/profile/photo',
      remoteAddress: `10.7.0.${clients}`,
      payload: body.payload,
      headers: { ...body.headers, token: shopper.token },
    });
  };
  const storedPhoto = async () =>
    (
      await suite.db
        .selectFrom('users')
        .select('profile_photo')
        .where('id', '=', shopper.userId)
        .executeTakeFirstOrThrow()
    ).profile_photo;

  it('accepts a photo of exactly 2 MB and serves it whole', async () => {
    const photo = pngOf(PROFILE_PHOTO_MAX_BYTES);
    const response = await send(photoUpload(photo));
    expect(response.statusCode).toBe(200);
    const served = await suite.app.inject({
      method: 'GET',
      url: response.json<ApiEnvelope<PhotoUploadAnswer>>().data.file_url,
    });
    expect(served.rawPayload.equals(photo)).toBe(true);
    expect(readdirSync(uploadDir)).toEqual([await storedPhoto()]);
  });

  it('refuses a photo one byte over 2 MB with 413, keeps nothing of it and leaves the photo as it was', async () => {
    const before = await storedPhoto();
    expect(before).not.toBeNull();
    const response = await send(photoUpload(pngOf(PROFILE_PHOTO_MAX_BYTES + 1)));
    expect(response.statusCode).toBe(413);
    expect(response.json<ApiErrorBody>()).toEqual({
      status: 413,
      message: 'The photo is larger than 2 MB. Please choose a smaller one.',
    });
    expect(await storedPhoto()).toBe(before);
    expect(readdirSync(uploadDir)).toEqual([before]);
  });

  const NO_FILE = 'No file selected. Please try again.';
  const UNREADABLE = "The upload could not be read. Please send one photo in the form field 'file'.";
  const expectedRefusal: Record<string, string> = { 'an empty body': NO_FILE, 'only the closing boundary': NO_FILE };

  it.each(MALFORMED_MULTIPART)('refuses multipart with %s with 400 and stores nothing', async (kind, body) => {
    const before = await storedPhoto();
    const response = await send(body);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>()).toEqual({ status: 400, message: expectedRefusal[kind] ?? UNREADABLE });
    expect(await storedPhoto()).toBe(before);
    expect(readdirSync(uploadDir)).toEqual([before]);
  });

  it('asks for a file when the body is not multipart at all', async () => {
    const response = await send({
      payload: JSON.stringify({ file: PNG_BYTES.toString('base64') }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>()).toEqual({ status: 400, message: NO_FILE });
  });
});

// Kept on the embedded store's disk, or in the database (DATABASE_URL, many instances): answered alike.
const PHOTO_PLACES = TEST_DATABASES.flatMap(([name, database]) => [
  [name, 'on disk', database, false] as const,
  [name, 'in the database', database, true] as const,
]);

describe.each(PHOTO_PLACES)('profile photos in caches on %s, kept %s', (_name, _place, database, inDatabase) => {
  let uploadDir = '';
  const suite = appSuite(database, {
    prepare: async () => {
      uploadDir = mkdtempSync(path.join(os.tmpdir(), 'profile-photo-cache-'));
    },
    buildApp: (db) => buildTestApp(db, { accounts: { uploadDir, photosInDatabase: inDatabase } }),
  });

  afterAll(() => {
    rmSync(uploadDir, { recursive: true, force: true });
  });

  async function uploadAs(token: string, bytes: Buffer): Promise<string> {
    const body = photoUpload(bytes);
    const response = await suite.app.inject({
      method: 'POST',
      url: '/api/user/profile/photo',
      payload: body.payload,
      headers: { ...body.headers, token },
    });
    expect(response.statusCode).toBe(200);
    return response.json<ApiEnvelope<PhotoUploadAnswer>>().data.file_url;
  }

  it('are kept by the browser only and asked again each time, never stored by a shared cache', async () => {
    const { token } = await newShopper(suite.db);
    const url = await uploadAs(token, PNG);
    const served = await suite.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('private, no-cache');
    expect(served.headers.etag).toMatch(/^"[0-9a-f]{32}\.png"$/);
  });

  it('answer a browser that has the photo with 304 and no bytes', async () => {
    const { token } = await newShopper(suite.db);
    const url = await uploadAs(token, PNG);
    const { etag } = (await suite.app.inject({ method: 'GET', url })).headers;
    const again = await suite.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['cache-control']).toBe('private, no-cache');
    const other = await suite.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"another.png"' } });
    expect(other.statusCode).toBe(200);
  });

  it('stop answering for a replaced photo, even to a browser that still has it', async () => {
    const { token } = await newShopper(suite.db);
    const oldUrl = await uploadAs(token, PNG);
    const { etag } = (await suite.app.inject({ method: 'GET', url: oldUrl })).headers;
    const newUrl = await uploadAs(token, JPEG);
    expect(newUrl).not.toBe(oldUrl);
    const old = await suite.app.inject({ method: 'GET', url: oldUrl, headers: { 'if-none-match': String(etag) } });
    expect(old.statusCode).toBe(404);
    expect(old.json<ApiErrorBody>()).toEqual({ status: 404, message: 'No such photo.' });
  });

  it(`keep the photos ${inDatabase ? 'in the database, nothing on disk' : 'on disk, nothing in the database'}`, async () => {
    const { token } = await newShopper(suite.db);
    const name = (await uploadAs(token, WEBP)).split('/').pop();
    const rows = await suite.db.selectFrom('stored_files').select(['folder', 'name', 'content_type']).execute();
    const files = readdirSync(uploadDir);
    if (inDatabase) {
      expect(rows).toContainEqual({ folder: 'profile-photos', name, content_type: 'image/webp' });
      expect(files).toEqual([]);
    } else {
      expect(rows).toEqual([]);
      expect(files).toContain(name);
    }
  });
});
