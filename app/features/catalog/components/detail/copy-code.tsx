import { Copy } from "lucide-react";
import { useHydrated } from "~/utils/hydration/use-hydrated";

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
              () => onCopied(`${label} ${code} copiado.`),
              () => onCopied(`Não foi possível copiar; selecione o ${label} e copie.`),
            );
          }}
        >
          <Copy aria-hidden="true" className="size-3.5" />
          Copiar {label}
        </button>
      ) : null}
    </span>
  );
}
