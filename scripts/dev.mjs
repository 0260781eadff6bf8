// `npm run dev`: the API on port 3100 (built once), and webpack dev servers with live reload for the shell (3000,
// proxying /api and /runtime-config.json to the API) and every remote on its own port.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { packageManager, pnpm } from './pnpm.cjs';
import { ensureInstalled, remotes, root } from './workspace.cjs';

const DEV_API_PORT = '3100';

ensureInstalled();
if (pnpm(['--filter', 'api', 'run', 'build']) !== 0) process.exit(1);

const children = [
  spawn(process.execPath, [path.join(root, 'api/dist/server.mjs')], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: DEV_API_PORT,
      DATA_DIR: process.env.DATA_DIR ?? path.join(root, '.data', 'db'),
      // Mail in the development outbox (this machine only), unless an SMTP server is given.
      ...(process.env.SMTP_URL?.trim() ? {} : { DEV_OUTBOX: '1' }),
    },
  }),
  ...['shell', ...remotes.map((app) => app.name)].map((app) =>
    spawn('npx', ['-y', packageManager, '--filter', app, 'run', 'dev'], { cwd: root, stdio: 'inherit' }),
  ),
];

function stopAll() {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
