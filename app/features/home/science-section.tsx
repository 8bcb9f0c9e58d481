import { scienceWord } from "~/content/home";

/** Product rules §2: the science band is one decorative word, so assistive technology skips it entirely. */
export function ScienceSection() {
  return (
    <section
      id="ciencia"
      aria-hidden="true"
      className="render-near-viewport overflow-hidden bg-white py-10 sm:py-16"
    >
      <p className="science-word text-center text-[24vw] leading-none font-black tracking-tighter select-none lg:text-[16rem]">
        {scienceWord}
      </p>
    </section>
  );
}
