/**
 * Whether a click on a link, or a GET form's submission, would leave the current page for another page of this
 * site (the cases the offline guard holds back), and where to. Plain functions over the DOM so they are tested.
 */

interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/** The in-site address a link click would open in this tab, or null (new tab, download, other site, same page). */
export function linkDestination(
  anchor: HTMLAnchorElement,
  event: ClickLike,
  current: Location,
): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if (anchor.hasAttribute("download")) return null;
  const target = anchor.getAttribute("target");
  if (target && target !== "_self") return null;
  const href = anchor.getAttribute("href");
  if (href === null) return null;
  return sameSiteOtherPage(new URL(anchor.href, current.href), current);
}

/** The in-site address a GET form would open, or null. */
export function formDestination(form: HTMLFormElement, current: Location): string | null {
  if (form.method.toLowerCase() !== "get") return null;
  if (form.target && form.target !== "_self") return null;
  const url = new URL(form.action, current.href);
  url.search = new URLSearchParams(
    [...new FormData(form).entries()].map(([key, value]) => [key, String(value)] as [string, string]),
  ).toString();
  return sameSiteOtherPage(url, current);
}

function sameSiteOtherPage(url: URL, current: Location): string | null {
  if (url.origin !== current.origin) return null;
  // A jump within the page needs no network.
  if (url.pathname === current.pathname && url.search === current.search && url.hash !== "") return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
