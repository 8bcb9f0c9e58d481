import { Link } from "react-router";
import { site } from "~/content/site";
import { AboutSection } from "~/features/home/about-section";
import { CapacitySection } from "~/features/home/capacity-section";
import { DevelopmentSection } from "~/features/home/development-section";
import { HeroSection } from "~/features/home/hero-section";
import { NumbersSection } from "~/features/home/numbers-section";
import { ScienceSection } from "~/features/home/science-section";
import { UnitsSection } from "~/features/home/units-section";
import { routeMeta } from "~/utils/route-meta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, { title: site.name, description: site.description, path: "/" });

/** SPEC §2: hero, units, about, catalogue, science, numbers, capacity, development, in this order. */
export default function Home() {
  return (
    <>
      <HeroSection />
      <UnitsSection />
      <AboutSection />
      {/* Catalogue section: built by the catalogue issue (#4). */}
      <section id="produtos" className="px-6 py-20">
        <h2 className="mx-auto max-w-7xl text-3xl font-bold text-brand-900">Nossos produtos</h2>
        <p className="mx-auto mt-4 max-w-7xl">
          <Link to="/produtos" className="font-semibold text-brand-700 underline">
            Ver todos os produtos
          </Link>
        </p>
      </section>
      <ScienceSection />
      <NumbersSection />
      <CapacitySection />
      <DevelopmentSection />
    </>
  );
}
