import { X } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef } from "react";

interface PlainDialogProps {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
}

/**
 * A modal dialog with no code of its own to download: the browser's <dialog> (showModal gives the focus trap,
 * Esc and the inert page; focus returns to the opener on close). The fallback when a richer dialog's chunk
 * could not be loaded.
 */
export function PlainDialog({ title, closeLabel, onClose, children, className = "" }: PlainDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[min(36rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl bg-white p-6 text-slate-900 backdrop:bg-brand-950/60 ${className}`}
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id={titleId} className="text-xl font-bold">
          {title}
        </h2>
        <button
          type="button"
          aria-label={closeLabel}
          onClick={() => dialog.current?.close()}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-md"
        >
          <X aria-hidden="true" className="size-6" />
        </button>
      </div>
      {children}
    </dialog>
  );
}
