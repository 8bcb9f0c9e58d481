import { CapacitySection } from "./capacity-section";
import { DevelopmentSection } from "./development-section";
import { NumbersSection } from "./numbers-section";
import { ScienceSection } from "./science-section";

/**
 * The home sections after the catalogue, in the order of product rules §2. The home route loads this module lazily: the server
 * still renders it into the HTML, and the browser fetches its code (with Radix Tabs) while the top of the page
 * hydrates, so the first screen's JavaScript stays within budget. See docs/decisions/007.
 */
export default function HomeBelowTheFold() {
  return (
    <>
      <ScienceSection />
      <NumbersSection />
      <CapacitySection />
      <DevelopmentSection />
    </>
  );
}
