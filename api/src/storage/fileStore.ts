import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/databaseSchema';

/** A kept file: its bytes and what they are. */
export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

/**
 * One folder of files the store keeps (profile photos), each under a server-made name and never changed under it.
 * On the embedded store's own disk, or in the database so that every API instance serves the same files.
 */
export interface FileStore {
  /** Keeps a new file; refuses a name already taken. */
  put(name: string, file: StoredFile): Promise<void>;
  /** The file, or null when there is none of that name. */
  get(name: string): Promise<StoredFile | null>;
  /** Forgets the file; nothing happens when there is none. */
  remove(name: string): Promise<void>;
}

// Not `instanceof Error`: Node's own errors come from another realm under Jest's module sandbox.
const isMissing = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';

/**
 * Files in a directory of this machine (created when missing): the embedded default, one process on one disk.
 * The disk keeps bytes only; `contentTypeOf` says what a name holds (the store's names end in their type).
 */
export function diskFileStore(dir: string, contentTypeOf: (name: string) => string | null): FileStore {
  // A name is one path segment: never a way out of the directory, whatever a caller passes.
  const pathOf = (name: string) => {
    if (name !== path.basename(name) || name === '.' || name === '..') throw new Error(`not a file name: ${name}`);
    return path.join(dir, name);
  };
  return {
    async put(name, file) {
      await mkdir(dir, { recursive: true });
      await writeFile(pathOf(name), file.bytes, { flag: 'wx' });
    },
    async get(name) {
      const contentType = contentTypeOf(name);
      if (contentType === null) return null;
      try {
        return { bytes: await readFile(pathOf(name)), contentType };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(name) {
      await unlink(pathOf(name)).catch((error: unknown) => {
        if (!isMissing(error)) throw error;
      });
    },
  };
}

/** Files in the database's `stored_files` table (migration 0015), under `folder`: shared by every API instance. */
export function databaseFileStore(db: Kysely<Database>, folder: string): FileStore {
  return {
    async put(name, file) {
      await db
        .insertInto('stored_files')
        .values({ folder, name, content_type: file.contentType, bytes: file.bytes })
        .execute();
    },
    async get(name) {
      const row = await db
        .selectFrom('stored_files')
        .select(['bytes', 'content_type'])
        .where('folder', '=', folder)
        .where('name', '=', name)
        .executeTakeFirst();
      return row ? { bytes: Buffer.from(row.bytes), contentType: row.content_type } : null;
    },
    async remove(name) {
      await db.deleteFrom('stored_files').where('folder', '=', folder).where('name', '=', name).execute();
    },
  };
}
