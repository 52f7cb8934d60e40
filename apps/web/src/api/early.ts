/**
 * Answers index.html asked for before the app's code arrived: on home and trade it requests the
 * instrument list at once (vite.config.ts, preloadFirstScreen), so the first render already has
 * prices instead of waiting for the code to ask. Each answer is used once; one that failed or was
 * refused is asked for again the usual way.
 */
type EarlyAnswers = Record<string, Promise<unknown> | undefined>;

declare global {
  interface Window {
    __leverlineEarly?: EarlyAnswers;
  }
}

/** A successful answer ({ code: 1, data }). No imports here: index.html's outline filler uses it too. */
export const isSuccess = (answer: unknown): answer is { code: 1; data: unknown } =>
  typeof answer === 'object' && answer !== null && (answer as { code?: unknown }).code === 1;

/** The early answer for `path` when there is a good one, otherwise `ask()`. */
export function earlyOr<T>(path: string, ask: () => Promise<T>): Promise<T> {
  const answers = typeof window === 'undefined' ? undefined : window.__leverlineEarly;
  const early = answers?.[path];
  if (!early) return ask();
  delete answers[path];
  return early.then((answer) => (isSuccess(answer) ? (answer.data as T) : ask()), ask);
}
