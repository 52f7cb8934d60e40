import type { MessageKey } from '@leverline/contract';

/**
 * A failure the caller should be told about: the message key picks the envelope code and the
 * translated text; params fill its placeholders.
 */
export class AppError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
    /** HTTP status; business failures answer 200 with a failure code, as the documented client expects. */
    readonly status = 200,
  ) {
    super(key);
    this.name = 'AppError';
  }
}

export const fail = (key: MessageKey, params?: Record<string, string | number>) => new AppError(key, params);
