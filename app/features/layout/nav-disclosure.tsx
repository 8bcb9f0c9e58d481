import * as Collapsible from "@radix-ui/react-collapsible";
import { DismissableLayer } from "@radix-ui/react-dismissable-layer";
import { ChevronDown } from "lucide-react";
import { type ReactNode, useRef } from "react";
import { Link } from "react-router";
import { useHydrated } from "~/utils/hydration/use-hydrated";

export interface NavDisclosureItem {
  href: string;
  label: string;
}

interface NavDisclosureProps {
  label: string;
  /** What the button shows, when it is shorter than `label`; it must keep `label` as its accessible name. */
  labelContent?: ReactNode;
  items: NavDisclosureItem[];
  /** Where the label leads before hydration and without JavaScript: the page that lists the same items. */
  fallbackHref: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  triggerClassName: string;
}

/**
 * The WAI-ARIA "disclosure navigation" pattern: a button (aria-expanded, aria-controls) that shows a list of
 * links. Radix Collapsible gives the button/region wiring; Radix DismissableLayer closes it on Esc, an outside
 * click or focus leaving, and we hand focus back to the button after Esc. See docs/decisions/004.
 */
export function NavDisclosure({
  label,
  labelContent = label,
  items,
  fallbackHref,
  open,
  onOpenChange,
  triggerClassName,
}: NavDisclosureProps) {
  const hydrated = useHydrated();
  const trigger = useRef<HTMLButtonElement>(null);
  // A tap before the app runs is held and replayed on the button (decision 134), not sent to fallbackHref.
  const earlyKey = `menu:${fallbackHref}`;
  if (!hydrated) {
    return (
      <a href={fallbackHref} data-early={earlyKey} className={triggerClassName}>
        {labelContent}
      </a>
    );
  }
  const isTrigger = (target: EventTarget | null) =>
    target instanceof Node && !!trigger.current?.contains(target);
  return (
    <Collapsible.Root open={open} onOpenChange={onOpenChange}>
      <Collapsible.Trigger ref={trigger} data-early={earlyKey} className={`group ${triggerClassName}`}>
        {labelContent}
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-data-[state=open]:rotate-180"
        />
      </Collapsible.Trigger>
      <Collapsible.Content className="absolute top-full left-0 z-[70] mt-2">
        <DismissableLayer
          onEscapeKeyDown={() => {
            onOpenChange(false);
            trigger.current?.focus();
          }}
          onPointerDownOutside={(event) => {
            // The button toggles by itself; closing here too would reopen it on the same click.
            if (!isTrigger(event.target)) onOpenChange(false);
          }}
          onFocusOutside={(event) => {
            if (!isTrigger(event.target)) onOpenChange(false);
          }}
        >
          <ul className="min-w-52 rounded-lg bg-white p-2 shadow-xl ring-1 ring-slate-900/10">
            {items.map((item) => (
              <li key={item.href}>
                <Link
                  to={item.href}
                  onClick={() => onOpenChange(false)}
                  className="flex min-h-11 items-center rounded-md px-3 text-slate-800 hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </DismissableLayer>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
