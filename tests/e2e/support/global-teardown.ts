import fs from 'node:fs';
import { E2E_STATE_FILE } from './state-file';

export default async function globalTeardown() {
  await globalThis.__E2E_SERVER__?.stop();
  fs.rmSync(E2E_STATE_FILE, { force: true });
}
