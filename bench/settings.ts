// The benches' knobs: environment variables (BENCH_*, DURABILITY_KILLS; their tables are in bench/README.md).

/** The variable as a number; `fallback` when it is unset or empty. */
export function envNumber(name: string, fallback: number): number;
export function envNumber(name: string): number | undefined;
export function envNumber(name: string, fallback?: number): number | undefined {
  const value = process.env[name];
  return value ? Number(value) : fallback;
}
