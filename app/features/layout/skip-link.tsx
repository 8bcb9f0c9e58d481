import { useLayoutTexts } from "./use-layout-texts";

export function SkipLink() {
  const t = useLayoutTexts();
  return (
    <a
      href="#conteudo"
      className="sr-only z-[100] rounded bg-white px-4 py-3 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t.skipLink}
    </a>
  );
}
