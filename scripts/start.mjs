// `npm start`: install, build what changed, then serve the store (the API seeds its database on first run).
import path from 'node:path';
import { buildAll } from './build.mjs';
import { createStore } from './storeProcesses.cjs';
import { root } from './workspace.cjs';

const port = Number(process.env.PORT ?? 3000);

try {
  buildAll();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// The try-it-out run keeps mail in the development outbox (this machine only), unless an SMTP server is given.
const devOutbox = !process.env.SMTP_URL?.trim();
const store = createStore({
  port,
  dataDir: process.env.DATA_DIR ?? path.join(root, '.data', 'db'),
  env: devOutbox ? { DEV_OUTBOX: '1' } : {},
});
let stopping = false;
async function shutDown() {
  if (stopping) return;
  stopping = true;
  await store.stop();
  process.exit(0);
}
process.on('SIGINT', shutDown);
process.on('SIGTERM', shutDown);

try {
  await store.start();
  console.log(`\nThe store is ready: ${store.url}`);
  for (const [app, remote] of Object.entries(store.remoteUrls)) console.log(`  ${app}: ${remote.origin}`);
  if (devOutbox) console.log(`  mail: ${store.url}/api/dev/outbox?to=ADDRESS (on this machine only)`);
  console.log('Press Ctrl+C to stop.\n');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await store.stop();
  process.exit(1);
}
