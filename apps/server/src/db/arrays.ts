/**
 * Array parameters for statements that take many rows at once as one array a column (`unnest`),
 * so that their text is the same whatever the number of rows and is prepared once (db/reuse.ts).
 */

/**
 * A PostgreSQL array literal, e.g. `{1,2.5,NULL}`: numbers, decimal numerals and booleans as they
 * are, texts (`quoted`) in double quotes with quotes and backslashes escaped. What pg's driver would
 * make of the array, without its checks of every element for dates, buffers and nested arrays (a
 * batch statement has 23 arrays).
 */
function arrayLiteral(
  values: readonly (number | string | boolean | null | undefined)[],
  quoted: boolean,
): string {
  let text = '{';
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (i > 0) text += ',';
    if (v === null || v === undefined) text += 'NULL';
    else text += quoted ? `"${String(v).replace(/[\\"]/g, '\\$&')}"` : String(v);
  }
  return `${text}}`;
}

/** An array literal of numbers, decimal numerals, booleans or nulls (arrayLiteral). */
export function plainArray(values: readonly (number | string | boolean | null | undefined)[]): string {
  return arrayLiteral(values, false);
}

/** An array literal of texts or nulls, each text quoted (arrayLiteral). */
export function textArray(values: readonly (string | null | undefined)[]): string {
  return arrayLiteral(values, true);
}
