import { Copy } from "lucide-react";
import { useTexts } from "~/i18n/texts";
import { useHydrated } from "~/utils/hydration/use-hydrated";
import { productDetailTexts } from "./product-detail.texts";

/**
 * A code a buyer copies into an ERP. Without JavaScript (and before hydration) it is plain selectable text;
 * once hydrated a button copies it through navigator.clipboard; the list's one live region confirms.
 */
export function CopyCode({
  label,
  code,
  onCopied,
}: {
  label: string;
  code: string;
  onCopied: (message: string) => void;
}) {
  const hydrated = useHydrated();
  const t = useTexts(productDetailTexts);
  const copyable = /^[\d.]+$/.test(code);
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className="select-all font-mono break-all">{code}</span>
      {hydrated && copyable ? (
        <button
          type="button"
          className="inline-flex min-h-6 min-w-6 items-center gap-1 rounded border border-slate-300 px-2 py-0.5 text-xs font-semibold text-brand-800 hover:bg-brand-50 print:hidden"
          onClick={() => {
            navigator.clipboard.writeText(code).then(
              () => onCopied(t.copied(label, code)),
              () => onCopied(t.copyFailed(label)),
            );
          }}
        >
          <Copy aria-hidden="true" className="size-3.5" />
          {t.copy(label)}
        </button>
      ) : null}
    </span>
  );
}
