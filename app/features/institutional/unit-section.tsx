import { Factory, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { type UnitSection as UnitSectionContent, unitStockImage } from "~/content/units";
import { useTexts } from "~/i18n/texts";
import { FallbackImage } from "./fallback-image";
import { institutionalTexts } from "./institutional.texts";

export function UnitSection({
  section,
  index,
  phone,
}: {
  section: UnitSectionContent;
  index: number;
  /** The unit's tel: link, when it is a plant with its own line. */
  phone?: ReactNode;
}) {
  const flipped = index % 2 === 1;
  const t = useTexts(institutionalTexts);
  return (
    <section
      id={section.id}
      aria-labelledby={`${section.id}-title`}
      className={`px-6 py-16 sm:py-20 ${flipped ? "bg-brand-50" : "bg-white"}`}
    >
      <div className="mx-auto grid max-w-7xl items-center gap-10 lg:grid-cols-2">
        <FallbackImage
          src={section.image.src}
          fallbackSrc={unitStockImage}
          alt={section.image.alt}
          width={section.image.width}
          height={section.image.height}
          srcSet={section.image.srcSet}
          sizes={section.image.sizes}
          loading={index === 0 ? "eager" : "lazy"}
          decoding="async"
          className={`h-auto w-full rounded-3xl shadow-lg ${flipped ? "lg:order-2" : ""}`}
        />
        <div>
          <h2 id={`${section.id}-title`} className="text-3xl font-bold text-brand-950 sm:text-4xl">
            {section.title}
          </h2>
          <p className="mt-4 text-lg text-slate-700">{section.text}</p>
          {section.capacity ? (
            <p className="mt-6 inline-flex items-center gap-3 rounded-full bg-brand-100 px-5 py-2 font-semibold text-brand-900">
              <Factory aria-hidden="true" className="size-5" />
              <span>
                <span className="sr-only">{t.capacity}</span>
                {section.capacity}
              </span>
            </p>
          ) : null}
          {phone ? (
            <p className="mt-6 flex items-center gap-2 text-slate-700">
              <Phone aria-hidden="true" className="size-5 text-brand-700" />
              {phone}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
