/**
 * SVG paths of a sparkline in a width×height box: the line through the closes, and the area
 * under it down to the bottom edge. A flat series draws through the middle.
 */
export function sparkPaths(values: readonly number[], width: number, height: number): { line: string; area: string } {
  if (values.length < 2) return { line: '', area: '' };
  let min = Infinity;
  let max = -Infinity;
  for (const v of values) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const pad = height * 0.08;
  const span = max - min;
  const stepX = width / (values.length - 1);
  const y = (v: number) => (span === 0 ? height / 2 : pad + (1 - (v - min) / span) * (height - 2 * pad));
  const round = (n: number) => Math.round(n * 100) / 100;
  const points = values.map((v, i) => `${round(i * stepX)},${round(y(v))}`);
  const line = `M${points.join('L')}`;
  const area = `${line}L${round(width)},${height}L0,${height}Z`;
  return { line, area };
}
