import { sparkPaths } from './sparkPath';

const WIDTH = 72;
const HEIGHT = 28;

interface SparklineProps {
  values: readonly number[] | null;
  tone: 'up' | 'down' | 'flat' | 'closed';
}

/** A small area chart of recent closes, drawn as inline SVG (no chart library on home). */
export function Sparkline({ values, tone }: SparklineProps) {
  const { line, area } = values ? sparkPaths(values, WIDTH, HEIGHT) : { line: '', area: '' };
  return (
    <svg
      className={`sparkline is-${tone}`}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      preserveAspectRatio="none"
      aria-hidden="true"
    >
      {line && (
        <>
          <path className="sparkline-area" d={area} />
          <path className="sparkline-line" d={line} />
        </>
      )}
    </svg>
  );
}
