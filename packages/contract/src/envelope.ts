import { z } from 'zod';

/** Envelope code of a successful call. */
export const CODE_OK = 1;
/** Envelope code of a login-required call made without a valid session (missing, expired, revoked). */
export const CODE_SESSION_INVALID = 999;

/** Every answer of the HTTP API: `code` 1 is success, anything else a failure explained by `msg`. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}
