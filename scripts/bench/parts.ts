/**
 * The cost of each variant relative to the first, measured in alternation: many short rounds, each variant run in
 * turn within a round (in a rotating order), and the median of the per-round ratios. A busy moment of the machine
 * falls on every variant of the round alike, so the ratio holds where the absolute times do not. Times are this
 * process's CPU time, not the wall clock: while another process has the core, no time is counted. `settle` runs
 * after each variant, outside the timing.
 */
export function alternatingRatios(
  variants: readonly (() => void)[],
  { rounds = 400, settle = () => undefined }: { rounds?: number; settle?: () => void } = {},
): { medianMs: number[]; ratios: number[] } {
  for (const run of variants) for (let i = 0; i < 20; i += 1) run();
  const times = variants.map(() => [] as number[]);
  const ratios = variants.map(() => [] as number[]);
  for (let round = 0; round < rounds; round += 1) {
    const spent = variants.map(() => 0);
    for (let k = 0; k < variants.length; k += 1) {
      const v = (round + k) % variants.length;
      const start = process.cpuUsage();
      variants[v]!();
      const { user, system } = process.cpuUsage(start);
      spent[v] = (user + system) / 1000;
      // Work the variants leave for later (untimed), so it never falls inside the next variant's time.
      settle();
    }
    spent.forEach((ms, v) => {
      times[v]!.push(ms);
      ratios[v]!.push(ms / spent[0]!);
    });
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return { medianMs: times.map(median), ratios: ratios.map(median) };
}
