import { useEffect, useState } from "react";

/**
 * A value derived from the window's scroll position, recomputed at most once per frame. Starts from the value
 * for scrollY 0, which is what the server renders.
 */
export function useScrollDerived<T>(compute: () => T, initial: T): T {
  const [value, setValue] = useState<T>(initial);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setValue(compute());
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [compute]);
  return value;
}
