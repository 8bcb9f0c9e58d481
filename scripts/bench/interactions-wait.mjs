// Waiting helpers of scripts/bench/interactions.mjs.

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Until the page's main thread has run a 50 ms timer on time (within 50 ms) for a whole second, at most 15 s. */
export const mainThreadIdle = (page) =>
  page.evaluate(async () => {
    const start = performance.now();
    let calmSince = start;
    while (performance.now() - calmSince < 1000 && performance.now() - start < 15_000) {
      const before = performance.now();
      await new Promise((r) => setTimeout(r, 50));
      if (performance.now() - before > 100) calmSince = performance.now();
    }
  });

/** Whether the server answers /healthz again within a minute. */
export async function serverBack(origin) {
  for (let i = 0; i < 60; i++) {
    const up = await fetch(`${origin}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (up) return true;
    await sleep(1000);
  }
  return false;
}
