import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseHandle } from '../db/openDatabase';
import { openMigratedDatabase, TEST_DATABASES } from '../testing/testDatabases';
import { databaseFileStore, diskFileStore, type FileStore } from './fileStore';

const PHOTO = { bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]), contentType: 'image/png' };
const typeOfName = (name: string) => (name.endsWith('.png') ? 'image/png' : null);

/** Every implementation must keep the same promises: the profile photo routes count on them alike. */
function behavesAsAFileStore(open: () => FileStore) {
  it('keeps a file and gives back the same bytes and type', async () => {
    const store = open();
    await store.put('a.png', PHOTO);
    expect(await store.get('a.png')).toEqual(PHOTO);
  });

  it('answers null for a name it does not hold', async () => {
    expect(await open().get('missing.png')).toBeNull();
  });

  it('refuses to put a file under a name already taken, keeping the first', async () => {
    const store = open();
    await store.put('once.png', PHOTO);
    await expect(store.put('once.png', { bytes: Buffer.from('other'), contentType: 'image/png' })).rejects.toThrow();
    expect(await store.get('once.png')).toEqual(PHOTO);
  });

  it('forgets a removed file, and removing one it does not hold is no error', async () => {
    const store = open();
    await store.put('gone.png', PHOTO);
    await store.remove('gone.png');
    expect(await store.get('gone.png')).toBeNull();
    await store.remove('never.png');
  });
}

describe('files on disk', () => {
  let dir = '';
  beforeAll(() => {
    dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'file-store-')), 'not-yet-made');
  });
  afterAll(() => rmSync(path.dirname(dir), { recursive: true, force: true }));

  behavesAsAFileStore(() => diskFileStore(dir, typeOfName));

  it('keep each file under its own name in the directory, made when missing', () => {
    expect(readdirSync(dir)).toContain('a.png');
  });

  it('never reach out of their directory', async () => {
    const store = diskFileStore(dir, typeOfName);
    await expect(store.put('../escape.png', PHOTO)).rejects.toThrow('not a file name');
    await expect(store.get('../../etc/passwd.png')).rejects.toThrow('not a file name');
  });
});

describe.each(TEST_DATABASES)('files in the database on %s', (_name, database) => {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await openMigratedDatabase(database);
  });
  afterAll(async () => {
    await handle?.close();
  });
  const db = () => {
    if (!handle) throw new Error('the database is not open');
    return handle.db;
  };

  behavesAsAFileStore(() => databaseFileStore(db(), 'photos'));

  it('keep folders apart: the same name in two folders is two files', async () => {
    const photos = databaseFileStore(db(), 'photos-a');
    const others = databaseFileStore(db(), 'photos-b');
    await photos.put('same.png', PHOTO);
    expect(await others.get('same.png')).toBeNull();
    await others.put('same.png', { bytes: Buffer.from('b'), contentType: 'image/png' });
    expect(await photos.get('same.png')).toEqual(PHOTO);
  });

  it('keep a file of 2 MB whole', async () => {
    const big = { bytes: Buffer.alloc(2 * 1024 * 1024, 7), contentType: 'image/png' };
    const store = databaseFileStore(db(), 'big');
    await store.put('big.png', big);
    expect((await store.get('big.png'))?.bytes.equals(big.bytes)).toBe(true);
  });
});
