import { FileDown } from "lucide-react";
import { useEffect, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { type TechSheetInfo, techSheetInfo, techSheetUrl } from "../../detail/tech-sheet-url";

interface RootData {
  config?: { techSheetBaseUrl?: string };
}

/**
 * Product rules §7 availability check: HEAD on the PDF; the link appears only when the answer is OK with a PDF content
 * type. Products without a sheet have no PDF, so we do not ask at all (a 404 would be a console error).
 */
export function TechSheetLink({ ean, hasSheet }: { ean: string | null; hasSheet: boolean }) {
  const base = useRouteLoaderData<RootData>("root")?.config?.techSheetBaseUrl ?? "";
  const url = ean && hasSheet ? techSheetUrl(base, ean) : null;
  const [info, setInfo] = useState<TechSheetInfo | null>(null);

  useEffect(() => {
    setInfo(null);
    if (!url) return;
    const controller = new AbortController();
    fetch(url, { method: "HEAD", signal: controller.signal })
      .then((response) => setInfo(techSheetInfo(response.ok, response.headers)))
      .catch(() => setInfo(null)); // product rules §8: a failed check means "not available", silently.
    return () => controller.abort();
  }, [url]);

  if (!url || !info) return null;
  return (
    <a
      href={url}
      download
      type="application/pdf"
      className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-brand-700 px-5 font-semibold text-brand-800 hover:bg-brand-50"
    >
      <FileDown aria-hidden="true" className="size-5" />
      {info.label}
    </a>
  );
}
