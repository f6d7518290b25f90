/**
 * What a log may say about an error. Database errors carry the failing row (`detail`), the query
 * with its parameters (PGlite: `query`, `params`) and context (`where`, `internalQuery`), so only
 * names and codes are copied; a value quoted in the message (`…: "DE89…"`) is cut off too.
 */
export interface LoggedError {
  type: string;
  message: string;
  code?: string;
  /** PostgreSQL's names for where it failed: never values. */
  table?: string;
  column?: string;
  constraint?: string;
  routine?: string;
  stack?: string;
}

const NAMES = ['table', 'column', 'constraint', 'routine'] as const;

/** "invalid input syntax for type uuid: "Erika"" → "invalid input syntax for type uuid: [entfernt]". */
export const withoutQuotedValues = (message: string) => message.replace(/:\s*["'][\s\S]*$/, ': [entfernt]');

export function logSafeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error === null || typeof error !== 'object' ? error : { type: 'Object' };
  const source = error as Error & Record<string, unknown>;
  const message = withoutQuotedValues(error.message);
  const logged: LoggedError = { type: error.constructor?.name ?? error.name, message };
  if (typeof source.code === 'string' || typeof source.code === 'number') logged.code = String(source.code);
  for (const name of NAMES) if (typeof source[name] === 'string') logged[name] = source[name];
  // The stack's first lines repeat the message; only the frames follow.
  const frames = error.stack?.indexOf('\n    at ') ?? -1;
  if (error.stack) logged.stack = `${logged.type}: ${message}${frames >= 0 ? error.stack.slice(frames) : ''}`;
  return logged;
}
