import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ChevronDown } from "lucide-react";
import { Link } from "react-router";

export interface NavDropdownItem {
  href: string;
  label: string;
}

/**
 * A desktop navigation dropdown. Radix gives it the menu roles, roving focus, Esc and focus return. The menu is
 * not portalled, so it stays inside the navigation landmark.
 */
export function NavDropdown({
  label,
  items,
  solid,
}: {
  label: string;
  items: NavDropdownItem[];
  solid: boolean;
}) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={`group inline-flex min-h-11 items-center gap-1 rounded-md px-3 font-medium transition-colors ${
          solid ? "text-slate-800 hover:text-brand-700" : "text-white hover:text-accent-400"
        }`}
      >
        {label}
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-data-[state=open]:rotate-180"
        />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="start"
        sideOffset={8}
        className="z-[70] min-w-52 rounded-lg bg-white p-2 shadow-xl ring-1 ring-slate-900/10"
      >
        {items.map((item) => (
          <DropdownMenu.Item key={item.href} asChild>
            <Link
              to={item.href}
              className="flex min-h-11 items-center rounded-md px-3 text-slate-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800"
            >
              {item.label}
            </Link>
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
