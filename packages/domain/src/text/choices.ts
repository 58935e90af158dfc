/**
 * A closed set of values, each with the words that show it, written once as a label map in the
 * order the pages list them: `values` (for z.enum and lists), `labels` and the guard `is`. Keys keep
 * the order written as long as none looks like a number.
 */
export function choices<const T extends string>(labels: Record<T, string>) {
  const values = Object.keys(labels) as [T, ...T[]];
  const is = (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);
  return { values: values as readonly [T, ...T[]], labels: labels as Readonly<Record<T, string>>, is };
}
