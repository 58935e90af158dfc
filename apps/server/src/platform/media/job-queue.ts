/** Runs jobs at most `concurrency` at a time; at most `maxWaiting` wait for a turn, more are 'busy'. */
export function createJobQueue(concurrency: number, maxWaiting: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(job: () => Promise<T>): Promise<T | 'busy'> => {
    if (active < concurrency) active += 1;
    else if (waiting.length >= maxWaiting) return 'busy';
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await job();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}
