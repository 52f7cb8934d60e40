/** Envelope codes that mean a step-up token is missing or no longer good: ask for a new one. */
export const STEP_UP_REFUSALS: readonly number[] = [1082, 1083];
