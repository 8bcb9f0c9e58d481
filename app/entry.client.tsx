import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { hydrateHeldTapFirst } from "~/utils/hydration/early-taps";

// React Router's own entry, plus one line: a tap held before the app ran has its slice hydrated first (decision 148).
startTransition(() => {
  const root = hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
  // unstable_scheduleHydration is on React DOM 19's root; @types/react-dom does not declare it.
  hydrateHeldTapFirst(root as unknown as Parameters<typeof hydrateHeldTapFirst>[0]);
});
