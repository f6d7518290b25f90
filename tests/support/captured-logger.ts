import { Writable } from 'node:stream';
import { createLogger } from '../../server/logging';

/** The server's own logger at its most talkative level, writing into memory; text() is everything logged so far. */
export function capturedLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger('trace', stream), text: () => lines.join('') };
}
