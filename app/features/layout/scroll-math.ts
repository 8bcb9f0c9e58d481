/** Product rules §9: progress = scrollY / (document height − viewport height) × 100, clamped to 0..100. */
export function scrollProgressPercent(
  scrollY: number,
  documentHeight: number,
  viewportHeight: number,
): number {
  const scrollable = documentHeight - viewportHeight;
  if (scrollable <= 0) return 0;
  return Math.min(100, Math.max(0, (scrollY / scrollable) * 100));
}

/** Product rules §4: the header is transparent at 20 px or less, solid above. */
export const HEADER_SOLID_AFTER_PX = 20;
export const ANCHOR_OFFSET_PX = 80;
export const HASH_SCROLL_DELAY_MS = 100;

export function isHeaderSolid(scrollY: number): boolean {
  return scrollY > HEADER_SOLID_AFTER_PX;
}

/** Document-relative top to scroll to so the element's top sits ANCHOR_OFFSET_PX below the viewport top. */
export function anchorScrollTop(elementTopInViewport: number, scrollY: number): number {
  return Math.max(0, elementTopInViewport + scrollY - ANCHOR_OFFSET_PX);
}
