/** Sends the browser to another site (kept apart so tests can watch it). */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
