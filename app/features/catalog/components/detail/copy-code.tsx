import { Copy } from "lucide-react";
import { useState } from "react";
import { useHydrated } from "~/utils/use-hydrated";

/**
 * A code a buyer copies into an ERP. Without JavaScript (and before hydration) it is plain selectable text;
 * once hydrated a button copies it through navigator.clipboard and a polite live region confirms.
 */
export function CopyCode({ label, code }: { label: string; code: string }) {
  const hydrated = useHydrated();
  const [message, setMessage] = useState("");
  const copyable = /^[\d.]+$/.test(code);
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className="select-all font-mono">{code}</span>
      {hydrated && copyable ? (
        <>
          <button
            type="button"
            className="inline-flex min-h-6 min-w-6 items-center gap-1 rounded border border-slate-300 px-2 py-0.5 text-xs font-semibold text-brand-800 hover:bg-brand-50 print:hidden"
            onClick={() => {
              navigator.clipboard.writeText(code).then(
                () => setMessage(`${label} ${code} copiado.`),
                () => setMessage(`Não foi possível copiar; selecione o ${label} e copie.`),
              );
            }}
          >
            <Copy aria-hidden="true" className="size-3.5" />
            Copiar {label}
          </button>
          <span aria-live="polite" className="text-xs text-slate-600 print:hidden">
            {message}
          </span>
        </>
      ) : null}
    </span>
  );
}
