/**
 * Waits until the condition holds, looking again every few milliseconds (never a fixed sleep: a busy machine only
 * makes it wait longer), or fails naming what it waited for.
 */
export async function until(
  condition: () => boolean | Promise<boolean>,
  what = 'the condition',
  timeoutMs = 20_000,
  everyMs = 5,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
