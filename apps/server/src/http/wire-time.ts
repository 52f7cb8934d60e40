/**
 * Times as the family's clients print them: "YYYY-MM-DD HH:mm:ss" in the server's time zone (the
 * process's, set with TZ; UTC in the Docker image), shown verbatim by their screens. Fields that a
 * client computes with travel as Unix seconds or milliseconds beside these.
 */
const two = (n: number) => (n < 10 ? `0${n}` : String(n));

export function handlerTime(at: Date): string {
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())} ${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}`;
}

/** Unix seconds of a time (0 for none). */
export function unixSeconds(at: Date | null): number {
  return at ? Math.floor(at.getTime() / 1000) : 0;
}
