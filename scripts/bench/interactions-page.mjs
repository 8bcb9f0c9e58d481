// What runs inside the measured page for scripts/bench/interactions.mjs. `watch` is handed to Playwright's
// addInitScript, so it is serialised: it must use nothing from this module. It runs at the start of every document
// of the run, the one the tap is made on and any document a tap loads instead (a link followed before the app runs),
// and keeps its findings in sessionStorage so that they survive such a load. Every time is epoch milliseconds
// (performance.timeOrigin + a page time), so that times from two documents and from Node can be compared.
//
// Per action (`action`, one of the ids in interactions-actions.mjs) it knows three things, checked once per frame
// from the moment Node arms it until Node stops it:
// - done(): the visible, intended outcome is on screen;
// - wrong(): what went another way (the page scrolled away from the control, another document was loaded);
// - the text typed, for the typing actions (done = the field holds every character).

export function watch({ action, words }) {
  const store = sessionStorage;
  const epoch = (t) => performance.timeOrigin + t;
  const read = () => JSON.parse(store.getItem("ix") ?? "null");
  const write = (state) => store.setItem("ix", JSON.stringify(state));
  const first = (key, value) => {
    const state = read();
    if (!state || state[key] !== undefined) return;
    state[key] = value;
    write(state);
  };

  // Event Timing: every event of 16 ms or more (the smallest threshold the API takes), from the start of the document.
  const events = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        events.push({
          name: e.name,
          // Non-zero on the events of a tap or a key, the ones INP counts; 0 on hover and the like.
          interactionId: e.interactionId ?? 0,
          start: epoch(e.startTime),
          duration: e.duration,
          inputDelay: e.processingStart - e.startTime,
          processing: e.processingEnd - e.processingStart,
        });
      const state = read();
      if (state) {
        state.events = [...(state.events ?? []), ...events.splice(0)];
        write(state);
      }
    }).observe({ type: "event", durationThreshold: 16, buffered: true });
  } catch {}

  // The tap and the keys as the browser stamped them (event.timeStamp is when the input happened, not when the
  // busy main thread got to it).
  const onInput = (e) => {
    const state = read();
    if (!state?.armed) return;
    if (e.type === "keydown") {
      state.lastKey = epoch(e.timeStamp);
      state.keys = (state.keys ?? 0) + 1;
      write(state);
    } else if (state.tap === undefined) {
      state.tap = epoch(e.timeStamp);
      state.hydratedAtTap = document.documentElement.hasAttribute("data-hydrated");
      write(state);
    }
  };
  for (const type of ["touchstart", "pointerdown", "keydown"])
    addEventListener(type, onInput, { capture: true, passive: true });

  const visible = (el) => {
    if (!el?.checkVisibility?.({ opacityProperty: true, visibilityProperty: true })) return false;
    const r = el.getBoundingClientRect();
    return (
      r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth
    );
  };
  // Words arrive as strings (the arguments are serialised): `match` says how the control's text must meet them.
  const byText = (root, selector, word, match = "is") =>
    [...(root?.querySelectorAll(selector) ?? [])].find((el) => {
      const text = el.textContent.trim();
      if (match === "starts") return text.startsWith(word);
      if (match === "ends") return text.endsWith(word);
      if (match === "has") return text.includes(word);
      return text === word;
    });
  const dialogs = () => [
    ...document.querySelectorAll(
      '[role="dialog"], [role="alertdialog"], dialog[open], [popover]:popover-open',
    ),
  ];
  const field = { search: "#busca-produtos", contact: "#contato-nomeCompleto" };

  const checks = {
    menu: {
      control: () => document.querySelector('header a[aria-label*="enu"], header button[aria-label*="enu"]'),
      done: () => dialogs().some((d) => visible(d) && /menu/i.test(d.textContent.slice(0, 300))),
      scrollIsWrong: true,
    },
    card: {
      control: () => null,
      done: (s) => dialogs().some((d) => visible(d) && d.textContent.includes(s.productName)),
      // The dialog with its tabs (the first outcome can be the card's sheet, decision 143): printed beside it.
      complete: (s) =>
        dialogs().some(
          (d) =>
            visible(d) &&
            d.textContent.includes(s.productName) &&
            [...d.querySelectorAll('[role="tab"]')].some(visible),
        ),
      // The dialog is the outcome; the product page, reached by a link or a form, is another path.
      wrongPath: (s) => location.pathname !== s.path,
    },
    filter: {
      control: () => byText(document.getElementById("produtos"), "a, button, label", words.filter),
      done: () => {
        const section = document.getElementById("produtos");
        if (!visible(section)) return false;
        // The cards shown: every type's grid is in the page, the others hidden (decision 149).
        const badges = [...section.querySelectorAll("article")]
          .filter((a) => a.checkVisibility())
          .map((a) => a.querySelector("p span")?.textContent.trim() ?? "");
        return badges.length > 0 && badges.every((b) => b.startsWith(words.badge));
      },
      // A link that reloads the page on the filtered grid, in view, is the same outcome by another road.
      reloadIsFine: true,
    },
    search: { control: () => document.querySelector(field.search), typing: field.search },
    contact: { control: () => document.querySelector(field.contact), typing: field.contact },
    devTab: {
      control: () =>
        byText(document.getElementById("desenvolvimento"), '[role="tab"], a, button', words.devTab, "ends"),
      // The step's heading is in its panel (not rendered, or hidden, until the tab is chosen); the panel, not the
      // heading, must be on screen: the heading can sit below the fold under the step's picture.
      done: () => {
        const heading = byText(document.getElementById("desenvolvimento"), "h3", words.devHeading, "starts");
        const panel = heading?.closest('[role="tabpanel"]') ?? heading?.parentElement?.parentElement;
        return Boolean(heading?.checkVisibility({ visibilityProperty: true }) && visible(panel));
      },
    },
    productTab: {
      control: () => byText(document.querySelector("main"), '[role="tab"], a, button', words.productTab),
      // The panel in view with the table shown in it: on English pages a note and the English summary come first,
      // and can put the table itself below the fold of a 915 px screen.
      done: () => {
        const table = byText(document, "table", "INFORMAÇÃO NUTRICIONAL", "has");
        // Before hydration the panel is a plain block marked data-early-panel (early-taps.ts), not yet a tabpanel.
        const panel = table?.closest('[role="tabpanel"], [data-early-panel]') ?? table;
        return Boolean(table?.checkVisibility({ visibilityProperty: true }) && visible(panel));
      },
    },
  };
  const check = checks[action];
  const done = (s) => (check.typing ? document.querySelector(check.typing)?.value === s.text : check.done(s));

  const wrong = (s, replaced) => {
    if (replaced && !check.reloadIsFine)
      return `recarregou ${location.pathname}${location.search}${location.hash}`;
    if (check.wrongPath?.(s)) return `navegou para ${location.pathname}${location.search}`;
    if (location.hash && location.hash !== s.hash && action !== "filter") return `foi para ${location.hash}`;
    if (replaced) return undefined;
    // The menu button stays on screen in the sticky header, so only the scroll tells the footer jump. Elsewhere the
    // scroll position is no clue: ending the deferred layout (app/utils/hydration/deferred-layout.ts) moves it by
    // thousands of pixels while scroll anchoring keeps the same content on screen.
    if (check.scrollIsWrong && Math.abs(scrollY - s.scrollY) > innerHeight / 2)
      return `rolou ${Math.round(scrollY - s.scrollY)} px`;
    const control = check.control();
    if (control && !check.typing && !visible(control) && !dialogs().some(visible))
      return "o controle saiu da tela";
    return undefined;
  };

  const loop = (replaced) => {
    // performance.now(), not the frame's timestamp: that is the frame's start, which can precede the input the
    // frame answers.
    const tick = () => {
      const s = read();
      if (!s?.armed || s.stopped) return;
      const now = epoch(performance.now());
      // Nothing counts before the tap: the page may still settle from the scroll that brought the control in view.
      if (s.tap === undefined) return requestAnimationFrame(tick);
      if (replaced) first("replaced", { at: now, url: location.pathname + location.search + location.hash });
      // A typed text is done only once the last key has been seen.
      const keysIn = !check.typing || (s.keys ?? 0) >= s.text.length;
      if (s.outcome === undefined && keysIn && done(s)) first("outcome", now);
      if (s.complete === undefined && check.complete?.(s)) first("complete", now);
      if (s.wrong === undefined) {
        const reason = wrong(s, replaced);
        if (reason) first("wrong", { at: now, reason });
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  };

  // Node calls this right before the tap; a document loaded after it finds the run armed and says it replaced one.
  window.__ixArm = (extra) => {
    write({
      armed: true,
      path: location.pathname,
      hash: location.hash,
      scrollY,
      events: [],
      ...extra,
    });
    loop(false);
  };
  window.__ixRead = () => ({
    ...read(),
    done: read() ? done(read()) : false,
    hydrated: document.documentElement.hasAttribute("data-hydrated"),
  });
  window.__ixStop = () => {
    const s = read();
    if (s) write({ ...s, stopped: true });
  };
  if (read()?.armed && !read()?.stopped) loop(true);
}
