/** fxa-common-password-list ships no types: its one function. */
declare module 'fxa-common-password-list' {
  /** True when `password` is on the list, exactly as written. */
  export function test(password: string): boolean;
}
