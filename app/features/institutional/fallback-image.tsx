import { type ImgHTMLAttributes, useEffect, useRef, useState } from "react";

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "onError"> & {
  src: string;
  fallbackSrc: string;
  width: number;
  height: number;
};

/**
 * An image that swaps to a stock picture we ship when its own file fails. The error may fire before React has
 * hydrated and attached onError (the server HTML starts loading at once), so on mount we also ask the element
 * whether it already finished without pixels. The fallback is used once: a broken fallback does not loop. The
 * fallback is one file, so the image's srcset and sizes go with the image that failed.
 */
export function FallbackImage({ src, fallbackSrc, alt = "", srcSet, sizes, ...rest }: Props) {
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);

  return (
    <img
      ref={ref}
      {...rest}
      alt={alt}
      src={failed ? fallbackSrc : src}
      srcSet={failed ? undefined : srcSet}
      sizes={failed ? undefined : sizes}
      data-fallback={failed ? "true" : undefined}
      onError={() => setFailed(true)}
    />
  );
}
