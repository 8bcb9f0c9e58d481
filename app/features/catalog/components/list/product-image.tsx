import { useLayoutEffect, useRef, useState } from "react";

type ImageState = "static" | "loading" | "loaded" | "failed";

interface ProductImageProps {
  src: string;
  fallback: string;
  alt: string;
  width: number;
  height: number;
  /** Above-the-fold images load eagerly; the rest wait until they are near the viewport. */
  eager?: boolean;
  /** The page's largest image on first paint: fetched at high priority (decision 153). */
  priority?: boolean;
  className?: string;
}

/**
 * Product rules §4: half opacity while loading, full once loaded, the placeholder on error.
 * The server renders the "static" state (full opacity) so a visitor without JavaScript never sees a faded image.
 * On hydration the element may already have loaded or failed (the events fired before React listened), so the
 * layout effect reads `complete`/`naturalWidth` instead of trusting the events alone.
 */
export function ProductImage({
  src,
  fallback,
  alt,
  width,
  height,
  eager,
  priority,
  className = "",
}: ProductImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [current, setCurrent] = useState(src);
  const [state, setState] = useState<ImageState>("static");

  // A new product in the same slot starts over.
  const [prevSrc, setPrevSrc] = useState(src);
  if (prevSrc !== src) {
    setPrevSrc(src);
    setCurrent(src);
    setState("loading");
  }

  const fail = () => {
    // Swap to the placeholder once; if the placeholder fails too, stop rather than loop.
    if (current !== fallback) {
      setCurrent(fallback);
      setState("loading");
    } else setState("failed");
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: reads the element once per source it shows
  useLayoutEffect(() => {
    const img = ref.current;
    if (!img) return;
    if (!img.complete) setState("loading");
    else if (img.naturalWidth > 0) setState("loaded");
    else fail();
  }, [current]);

  return (
    <img
      ref={ref}
      src={current}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      data-state={state}
      onLoad={() => setState("loaded")}
      onError={fail}
      className={`product-image ${className}`}
    />
  );
}
