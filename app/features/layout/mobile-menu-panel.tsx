import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { RefObject } from "react";
import { B2bPortalLink } from "./b2b-portal-link";
import { HeaderSearchField, isExpandedCombobox } from "./header-search";
import { MobileNavLinks } from "./mobile-nav-links";
import { useLayoutTexts } from "./use-layout-texts";

interface MobileMenuPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the panel; focus goes back to it on close. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * Product rules §2: a full-screen slide-in panel. Radix Dialog traps focus, closes on Esc and makes the page behind inert;
 * a link click closes it too. Loaded only when a visitor first opens it (see mobile-menu.tsx).
 */
export default function MobileMenuPanel({ open, onOpenChange, returnFocusTo }: MobileMenuPanelProps) {
  const t = useLayoutTexts().menu;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] bg-brand-950/60" />
        <Dialog.Content
          aria-describedby={undefined}
          // Esc in the search field with its suggestions open closes the suggestions, not the whole menu.
          onEscapeKeyDown={(event) => {
            if (isExpandedCombobox(event.target)) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="mobile-panel fixed inset-0 z-[90] flex flex-col overflow-y-auto bg-brand-950 px-6 pt-5 pb-10 text-white"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">{t.title}</Dialog.Title>
            <Dialog.Close
              aria-label={t.close}
              className="inline-flex size-11 items-center justify-center rounded-md"
            >
              <X aria-hidden="true" className="size-7" />
            </Dialog.Close>
          </div>
          <div className="mt-6 text-slate-900">
            <HeaderSearchField id="busca-menu" onNavigate={() => onOpenChange(false)} />
          </div>
          <MobileNavLinks
            onNavigate={() => onOpenChange(false)}
            className="mt-8"
            linkClassName="text-2xl aria-[current=page]:text-accent-400"
          />
          <B2bPortalLink className="mt-10 inline-flex min-h-12 px-6" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
