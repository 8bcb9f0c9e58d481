/**
 * A build written as a generator that yields between its steps, run two ways (decision 159): at once on the server
 * (`runSteps`), or in the browser one step per task (`runStepsYielding`), so building the catalogue's search engine
 * after the page has loaded never holds a tap for its whole length.
 */
export type BuildSteps<T> = Generator<void, T, void>;

/** Runs every step now and returns what the build returns. */
export function runSteps<T>(steps: BuildSteps<T>): T {
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}

/** A new task: input and rendering waiting in the browser go first. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Runs the steps with `pause` between them (a new task by default). */
export async function runStepsYielding<T>(
  steps: BuildSteps<T>,
  pause: () => Promise<void> = nextTask,
): Promise<T> {
  let step = steps.next();
  while (!step.done) {
    await pause();
    step = steps.next();
  }
  return step.value;
}
