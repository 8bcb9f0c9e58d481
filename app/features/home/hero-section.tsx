import { ChevronDown, Pause, Play } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useRouteLoaderData } from "react-router";
import { heroTexts } from "~/content/home.texts";
import { useLocalHref, useTexts } from "~/i18n/texts";

interface RootData {
  config?: { heroVideoUrl?: string };
}

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * Plays the background video only from the client and only when motion is welcome: no autoplay attribute, so
 * neither the server HTML nor a reduced-motion visitor ever starts it, and preload="none" keeps its bytes off the
 * critical path (the poster is the largest paint). Out of view it rests: nobody sees it there, and decoding it
 * took CPU from the sections the visitor uses below (decision 157); `playing` keeps saying what they will see back
 * in view.
 */
function useBackgroundVideo() {
  const ref = useRef<HTMLVideoElement>(null);
  // The visitor's own choice from the button outranks the reduced-motion default.
  const choice = useRef<"play" | "pause" | null>(null);
  const inView = useRef(true);
  const [mounted, setMounted] = useState(false);
  const [playing, setPlaying] = useState(false);

  const sync = useCallback(() => {
    const video = ref.current;
    if (!video) return;
    const wanted = choice.current ? choice.current === "play" : !window.matchMedia(REDUCED_MOTION).matches;
    if (wanted && inView.current) video.play().catch(() => setPlaying(false));
    else video.pause();
    if (!inView.current) setPlaying(wanted);
  }, []);

  useEffect(() => {
    setMounted(true);
    const video = ref.current;
    if (!video) return;
    const media = window.matchMedia(REDUCED_MOTION);
    const onPlay = () => setPlaying(true);
    // A rest out of view is not the visitor's pause: the button keeps its word.
    const onPause = () => inView.current && setPlaying(false);
    const seen = new IntersectionObserver(([entry]) => {
      if (!entry || entry.isIntersecting === inView.current) return;
      inView.current = entry.isIntersecting;
      sync();
    });
    seen.observe(video);
    video.addEventListener("play", onPlay);
    video.addEventListener("pause", onPause);
    media.addEventListener("change", sync);
    sync();
    return () => {
      seen.disconnect();
      video.removeEventListener("play", onPlay);
      video.removeEventListener("pause", onPause);
      media.removeEventListener("change", sync);
    };
  }, [sync]);

  const toggle = () => {
    choice.current = playing ? "pause" : "play";
    sync();
  };
  return { ref, mounted, playing, toggle };
}

export function HeroSection() {
  const root = useRouteLoaderData("root") as RootData | undefined;
  const customVideo = root?.config?.heroVideoUrl;
  const video = useBackgroundVideo();
  const c = useTexts(heroTexts);
  const href = useLocalHref();

  return (
    <section id="start" className="relative isolate flex min-h-svh items-center overflow-hidden bg-brand-950">
      <img
        src={c.poster.src}
        srcSet={c.poster.srcSet}
        sizes="100vw"
        width={c.poster.width}
        height={c.poster.height}
        alt=""
        fetchPriority="high"
        decoding="async"
        className="absolute inset-0 -z-20 size-full object-cover"
      />
      {/* No poster: a video with no frame yet is transparent, so the <img> above shows through. A poster would
          fetch the 1280 px picture on every phone beside the 768 px one the srcset chose. */}
      <video
        ref={video.ref}
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
        className="absolute inset-0 -z-20 size-full object-cover"
      >
        {customVideo ? (
          <source src={customVideo} />
        ) : (
          <>
            <source src={c.video.webm} type="video/webm" />
            <source src={c.video.mp4} type="video/mp4" />
          </>
        )}
      </video>
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-950/95 via-brand-950/70 to-brand-950/25"
      />
      <div className="mx-auto w-full max-w-7xl px-6 pt-32 pb-36 sm:pt-40">
        <p className="text-sm font-semibold tracking-widest text-accent-400 uppercase">{c.eyebrow}</p>
        <h1 className="mt-4 max-w-3xl text-4xl font-bold tracking-tight text-balance text-white sm:text-6xl">
          {c.title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-brand-100 sm:text-xl">{c.intro}</p>
        <div className="mt-10 flex flex-wrap gap-4">
          <Link
            to={href(c.productsCta.href)}
            className="inline-flex min-h-12 items-center rounded-full bg-accent-400 px-7 font-semibold text-brand-950 transition-colors hover:bg-accent-500"
          >
            {c.productsCta.label}
          </Link>
          <Link
            to={href(c.unitsCta.href)}
            className="inline-flex min-h-12 items-center rounded-full border-2 border-white/80 px-7 font-semibold text-white transition-colors hover:bg-white hover:text-brand-950"
          >
            {c.unitsCta.label}
          </Link>
        </div>
      </div>
      <Link
        to={href("/#units")}
        aria-label={c.scrollLabel}
        className="absolute bottom-8 left-1/2 inline-flex size-12 -translate-x-1/2 items-center justify-center rounded-full border-2 border-white/70 text-white transition-colors hover:bg-white/10"
      >
        <ChevronDown aria-hidden="true" className="size-6 motion-safe:animate-bounce" />
      </Link>
      {video.mounted ? (
        <button
          type="button"
          onClick={video.toggle}
          aria-label={video.playing ? c.pauseLabel : c.playLabel}
          className="absolute right-4 bottom-8 inline-flex size-11 items-center justify-center rounded-full bg-brand-950/60 text-white hover:bg-brand-950/80 sm:right-8"
        >
          {video.playing ? (
            <Pause aria-hidden="true" className="size-5" />
          ) : (
            <Play aria-hidden="true" className="size-5" />
          )}
        </button>
      ) : null}
    </section>
  );
}
