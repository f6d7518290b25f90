import os from 'node:os';
import path from 'node:path';

/** Where global setup leaves the server's address for the test files. */
export const E2E_STATE_FILE = path.join(os.tmpdir(), `shop-e2e-${process.ppid}-${process.env.USER ?? 'user'}.json`);
