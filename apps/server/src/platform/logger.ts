/**
 * The server's log. pino writes one JSON object a line, which is what a collector reading a
 * pipe, a file or a container's output wants; a person running `npm start` in a terminal gets
 * pino-pretty's readable lines instead. LOG_FORMAT chooses; unset, whether standard output is a
 * terminal does. Secrets are redacted by pino before either format is written; requests are
 * written as their id, method, path and client address, and errors from the database without the
 * data they quote (a failed query's parameters: an IBAN, a payee, an address, an e-mail).
 */
import { pino, type DestinationStream } from 'pino';
import pinoPretty from 'pino-pretty';

export type LogFormat = 'json' | 'pretty';

/** LOG_FORMAT when it is set; otherwise readable lines at a terminal and JSON anywhere else. */
export function chooseLogFormat(setting: LogFormat | undefined, stdoutIsTerminal: boolean): LogFormat {
  return setting ?? (stdoutIsTerminal ? 'pretty' : 'json');
}

/** Fields of a database error that name what failed without quoting data. */
const DATABASE_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'routine', 'query'] as const;

type ErrorLike = Error & Record<string, unknown>;

/** drizzle's DrizzleQueryError: "Failed query: <sql>\nparams: <values>", with the driver's error as its cause. */
const isFailedQuery = (e: ErrorLike) => typeof e.query === 'string' && 'params' in e;
/** PostgreSQL's (pg or PGlite) error: a SQLSTATE code and a severity. */
const isDatabaseError = (e: ErrorLike) => typeof e.code === 'string' && typeof e.severity === 'string';

function quotesData(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const e = error as ErrorLike;
  return isFailedQuery(e) || isDatabaseError(e) || quotesData(e.cause, depth + 1);
}

/** The message without values: no "params:" part, and the database's quoted values masked. */
function cleanMessage(e: ErrorLike): string {
  let message = isFailedQuery(e) ? e.message.replace(/\nparams:[\s\S]*$/, '') : e.message;
  // PostgreSQL quotes the offending value ('invalid input syntax for type integer: "…"').
  if (isDatabaseError(e)) message = message.replace(/"[^"]*"/g, '"…"');
  return message;
}

function cleanError(e: ErrorLike, depth: number): Record<string, unknown> {
  const message = cleanMessage(e);
  const frames = typeof e.stack === 'string' ? e.stack.slice(Math.max(0, e.stack.indexOf('\n    at '))) : '';
  const out: Record<string, unknown> = { type: e.name, message, stack: `${e.name}: ${message}${frames}` };
  // `detail` ("Key (email)=(…) already exists") and `where` quote rows: left out.
  for (const key of DATABASE_FIELDS) if (typeof e[key] === 'string') out[key] = e[key];
  if (e.cause instanceof Error && depth < 5) out.cause = cleanError(e.cause as ErrorLike, depth + 1);
  return out;
}

/** pino's error serializer, except for errors from the database, written without their data. */
export function serializeError(error: unknown): unknown {
  if (quotesData(error)) return cleanError(error as ErrorLike, 0);
  return pino.stdSerializers.err(error as Error);
}

const options = (level: pino.LevelWithSilent): pino.LoggerOptions => ({
  level,
  // Tokens, cookies and passwords never reach the log, whatever logs them.
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      '*.password',
      '*.token',
      '*.code',
      '*.new_password',
    ],
    censor: '[hidden]',
  },
  serializers: {
    // Fastify's request: the client address as Fastify reads it (through a trusted proxy).
    req: (req: { method: string; url: string; id: string; ip?: string }) => ({
      id: req.id,
      method: req.method,
      path: req.url.split('?')[0],
      ip: req.ip,
    }),
    err: serializeError,
    error: serializeError,
  },
});

/**
 * The logger, writing `format` to standard output, or to `destination` (tests). The readable
 * lines are made on the server's thread as each is written, so none is lost when the process
 * exits right after it; they are for a person watching, not for a busy production node.
 */
export function createLogger(
  level: pino.LevelWithSilent,
  format: LogFormat,
  destination?: { write(text: string): unknown },
): pino.Logger {
  if (format === 'json') return destination ? pino(options(level), destination) : pino(options(level));
  const prettify = pinoPretty.prettyFactory({
    // Colours only on a terminal that shows them (pino-pretty reads NO_COLOR and FORCE_COLOR too).
    colorize: destination ? false : pinoPretty.isColorSupported,
    translateTime: 'SYS:HH:MM:ss.l',
    // One line an event: a request's method, path and status beside its message, the other
    // fields (its id, the response time) as JSON after them; an error's stack below its line.
    messageFormat:
      '{msg}{if req.method} {req.method} {req.path}{end}{if res.statusCode} {res.statusCode}{end}',
    ignore: 'pid,hostname,req,res',
    singleLine: true,
  });
  const out = destination ?? process.stdout;
  const readable: DestinationStream = { write: (line: string) => void out.write(prettify(line)) };
  return pino(options(level), readable);
}
