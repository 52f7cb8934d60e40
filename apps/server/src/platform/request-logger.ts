/**
 * Fastify gives every request its own child logger, bound to the request's id. pino's child()
 * serialises the bindings and sets up redaction each time (about a microsecond and 3 KB of garbage
 * a request), while most requests log nothing at the configured level. This logger makes the child
 * on the first line actually written, with the same bindings, so what reaches the log is the same.
 * Bindings learnt later (the client's address, the user) join every line written after them.
 */
import type { FastifyBaseLogger } from 'fastify';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];
type Args = Parameters<FastifyBaseLogger['info']>;

class RequestLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private bindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  private get real(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  /** Whether the parent writes `level` (pino's isLevelEnabled; a logger without it writes all). */
  private writes(level: Level): boolean {
    const parent = this.parent as FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };
    return this.made !== undefined || parent.isLevelEnabled?.(level) !== false;
  }

  /** Adds bindings to every later line: kept until the child is made, set on it after. */
  bind(extra: Bindings): void {
    if (this.made) (this.made as FastifyBaseLogger & { setBindings(b: Bindings): void }).setBindings(extra);
    else this.bindings = { ...this.bindings, ...extra };
  }

  get level(): string {
    return this.made?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real.level = level;
  }

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }

  fatal(...args: Args): void {
    if (this.writes('fatal')) this.real.fatal(...args);
  }

  error(...args: Args): void {
    if (this.writes('error')) this.real.error(...args);
  }

  warn(...args: Args): void {
    if (this.writes('warn')) this.real.warn(...args);
  }

  info(...args: Args): void {
    if (this.writes('info')) this.real.info(...args);
  }

  debug(...args: Args): void {
    if (this.writes('debug')) this.real.debug(...args);
  }

  trace(...args: Args): void {
    if (this.writes('trace')) this.real.trace(...args);
  }

  silent(): void {}
}

/** Fastify's `childLoggerFactory`: a request logger made only when it writes (RequestLogger). */
export function lazyRequestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildOptions,
): FastifyBaseLogger {
  // A route with its own log level decides what its lines are written at: made at once.
  if (options?.level !== undefined) return logger.child(bindings, options);
  return new RequestLogger(logger, bindings, options);
}

/**
 * Adds `bindings` to the lines a request's logger writes from now on (the client address, the
 * user or staff member once the session is known), whatever kind of logger the request has.
 */
export function bindRequestLog(log: FastifyBaseLogger, bindings: Bindings): void {
  if (log instanceof RequestLogger) log.bind(bindings);
  else (log as FastifyBaseLogger & { setBindings?: (b: Bindings) => void }).setBindings?.(bindings);
}
