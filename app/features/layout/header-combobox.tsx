import { useCombobox } from "downshift";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { ProductSummary } from "~/features/catalog/model/summary";
import { summaryName } from "~/features/catalog/model/summary-name";
import { apiUrl } from "~/i18n/api-locale";
import { fill } from "~/i18n/fill";
import { formatNumber } from "~/i18n/number-format";
import { useLocale, useLocalHref } from "~/i18n/texts";
import { SearchGlyph } from "~/ui/search-glyph";
import { headerSearchFieldClass } from "./header-search";
import { useLayoutTexts } from "./use-layout-texts";

export interface HeaderComboboxProps {
  id: string;
  initialValue: string;
  /** The plain field it replaces had the focus when its code came: the focus and caret move over. */
  focused: boolean;
  onNavigate?: () => void;
}

type Option = { kind: "product"; product: ProductSummary } | { kind: "all" };

/** Up to 6 suggestions. */
const SUGGESTIONS = 6;
const SUGGEST_DEBOUNCE_MS = 150;

const normalize = (value: string) => value.replace(/\s+/g, " ").trim();
const productsHref = (q: string) => (q ? `/produtos?q=${encodeURIComponent(q)}` : "/produtos");

interface Suggestions {
  q: string;
  items: ProductSummary[];
  total: number;
}

/**
 * The WAI-ARIA combobox with a listbox popup, wired by downshift's useCombobox (roles, aria-activedescendant,
 * arrows, Enter, Esc): up to 6 products with thumbnail, name and type, then "Ver todos os resultados". Enter
 * without a highlighted option submits the form to /produtos?q=. Loaded on the search field's first focus.
 */
export default function HeaderCombobox({ id, initialValue, focused, onNavigate }: HeaderComboboxProps) {
  const navigate = useNavigate();
  const t = useLayoutTexts().search;
  const href = useLocalHref();
  const locale = useLocale();
  const [inputValue, setInputValue] = useState(initialValue);
  const [suggestions, setSuggestions] = useState<Suggestions | null>(null);
  const input = useRef<HTMLInputElement>(null);

  // Focus and caret move over from the plain field this replaced, unless the visitor had moved on (a Tab or a tap
  // elsewhere while the code downloaded).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as it replaces the plain field
  useEffect(() => {
    const field = input.current;
    if (!field || !focused) return;
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
  }, []);

  useEffect(() => {
    const q = normalize(inputValue);
    if (!q) {
      setSuggestions(null);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      fetch(apiUrl(`/api/produtos?q=${encodeURIComponent(q)}&limit=${SUGGESTIONS}`, locale), {
        signal: controller.signal,
      })
        .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`${response.status}`))))
        .then((page: { items: ProductSummary[]; total: number }) =>
          setSuggestions({ q, items: page.items.slice(0, SUGGESTIONS), total: page.total }),
        )
        // Offline or failed: no suggestions; the form still submits to /produtos.
        .catch(() => {});
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [inputValue, locale]);

  const options: Option[] = suggestions
    ? [...suggestions.items.map((product) => ({ kind: "product" as const, product })), { kind: "all" }]
    : [];

  const go = (to: string) => {
    onNavigate?.();
    void navigate(to);
  };

  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps, closeMenu } =
    useCombobox<Option>({
      items: options,
      inputId: id,
      // Uncontrolled: downshift reports changes after its own update, so a controlled value would drop keys.
      initialInputValue: initialValue,
      // Text typed in the plain field before this loaded (before hydration, or while the chunk came) gets its
      // suggestions as soon as they arrive, as if typed here.
      initialIsOpen: normalize(initialValue) !== "",
      selectedItem: null,
      itemToString: (option) => (option?.kind === "product" ? summaryName(option.product) : ""),
      onInputValueChange: ({ inputValue: next, type }) => {
        if (type === useCombobox.stateChangeTypes.InputChange) setInputValue(next ?? "");
      },
      onSelectedItemChange: ({ selectedItem }) => {
        if (!selectedItem) return;
        if (selectedItem.kind === "product" && selectedItem.product.ean)
          go(href(`/produto?ean=${selectedItem.product.ean}`));
        else go(href(productsHref(normalize(inputValue))));
      },
    });

  const open = isOpen && options.length > 0;
  const status = suggestions
    ? suggestions.total === 0
      ? fill(t.none, { q: suggestions.q })
      : fill(t.found, {
          total: formatNumber(suggestions.total, locale),
          shown: suggestions.items.length,
        })
    : "";

  return (
    <search aria-label={t.label}>
      <form
        method="get"
        action={href("/produtos")}
        className="relative flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          closeMenu();
          go(href(productsHref(normalize(inputValue))));
        }}
      >
        <label htmlFor={id} className="sr-only">
          {t.label}
        </label>
        <input
          {...getInputProps({
            ref: input,
            onKeyDown: (event) => {
              // Enter with no option chosen submits the form (downshift would swallow it while the list is open).
              if (event.key === "Enter" && highlightedIndex < 0)
                (
                  event.nativeEvent as KeyboardEvent & { preventDownshiftDefault?: boolean }
                ).preventDownshiftDefault = true;
            },
          })}
          type="search"
          name="q"
          placeholder={t.label}
          autoComplete="off"
          className={headerSearchFieldClass}
        />
        <SearchSubmit />
        <p role="status" className="sr-only">
          {status}
        </p>
        <ul
          {...getMenuProps({ "aria-label": t.suggestions })}
          hidden={!open}
          className="absolute top-full right-0 left-0 z-[75] mt-2 max-h-[70vh] overflow-y-auto rounded-xl bg-white p-2 text-slate-800 shadow-xl ring-1 ring-slate-900/10"
        >
          {open
            ? options.map((option, index) => (
                <li
                  key={option.kind === "product" ? option.product.code : "todos"}
                  {...getItemProps({ item: option, index })}
                  className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 ${
                    highlightedIndex === index ? "bg-brand-50 text-brand-900" : ""
                  }`}
                >
                  {option.kind === "product" ? (
                    <>
                      <img
                        src={option.product.image}
                        alt=""
                        width={40}
                        height={40}
                        loading="lazy"
                        className="size-10 shrink-0 object-contain"
                      />
                      <span className="min-w-0">
                        <span className="block truncate font-semibold">{summaryName(option.product)}</span>
                        <span className="block text-sm text-slate-600">{option.product.typeLabel}</span>
                      </span>
                    </>
                  ) : (
                    <span className="font-semibold text-brand-800">{t.seeAll}</span>
                  )}
                </li>
              ))
            : null}
        </ul>
      </form>
    </search>
  );
}

function SearchSubmit() {
  const t = useLayoutTexts().search;
  return (
    <button
      type="submit"
      aria-label={t.submit}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800"
    >
      <SearchGlyph />
    </button>
  );
}
