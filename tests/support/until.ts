/** Resolves once `condition` holds, checking after each turn of the event loop; fails after `limitMs`. */
export async function until(condition: () => boolean, limitMs = 10_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setImmediate(resolve));
  }
}
