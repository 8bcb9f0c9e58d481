import { Component, type ReactNode } from "react";

interface ChunkBoundaryProps {
  /** What to show once the code below could not be loaded: something that works without it. */
  fallback: ReactNode;
  /** Told once the code below could not be loaded, for a fallback shown elsewhere. */
  onError?: () => void;
  children: ReactNode;
}

/**
 * Catches a lazily loaded part whose code could not be downloaded (offline, a deploy removed the chunk), so the
 * failure stays where it happened instead of reaching the route's error screen. A browser keeps a failed
 * module import failed for the page's life, so there is no retry of the chunk: the fallback must work alone.
 */
export class ChunkBoundary extends Component<ChunkBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onError?.();
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Starts downloading a lazy part ahead of use; a failure here is shown later, by the boundary, if it matters. */
export function preload(load: () => Promise<unknown>) {
  load().catch(() => {});
}
