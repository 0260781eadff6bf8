import { statSync } from 'node:fs';

/**
 * When this API was built or deployed: the modification time of the script Node runs, `api/dist/server.mjs`,
 * which `npm run build` writes (and the start scripts rebuild only when the sources changed) and a deployment
 * copies. It is the last change of the content pages whose text ships in the code. Only when that file cannot be
 * read (no script: a REPL) is it the process's start.
 */
export function apiBuildTime(entryScript: string | undefined = process.argv[1]): Date {
  if (entryScript !== undefined) {
    try {
      return statSync(entryScript).mtime;
    } catch {
      // Unreadable: fall through to the start of the process.
    }
  }
  return new Date(Date.now() - process.uptime() * 1000);
}
