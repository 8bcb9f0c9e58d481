// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadAfterTyping, TYPING_PAUSE_MS } from "./load-after-typing";

/** The page is idle at once: the idle turn is the next timer. */
const idleNow = (task: () => void) => {
  const id = setTimeout(task, 0);
  return () => clearTimeout(id);
};

function contactForm() {
  document.body.innerHTML = `
    <form>
      <input name="nome" type="text" />
      <select name="assunto"><option>a</option></select>
      <textarea name="mensagem"></textarea>
      <div id="widget"><span>Verificação anti-robô…</span></div>
      <button type="submit">Enviar</button>
    </form>`;
  const form = document.querySelector("form") as HTMLFormElement;
  const field = (selector: string) => form.querySelector(selector) as HTMLElement;
  return { form, field, widget: field("#widget") };
}

const key = (target: HTMLElement, name = "a") => {
  target.dispatchEvent(new KeyboardEvent("keydown", { key: name, bubbles: true }));
  target.dispatchEvent(new Event("input", { bubbles: true }));
};
const focus = (target: HTMLElement) => target.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));

describe("loadAfterTyping (decisions 150, 158)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("never loads while a visitor types a key every 100 ms, and loads once at the first pause", () => {
    const { form, field, widget } = contactForm();
    const load = vi.fn();
    loadAfterTyping(form, widget, load, idleNow);
    focus(field("[name=nome]"));
    for (let i = 0; i < 60; i++) {
      key(field("[name=nome]"));
      vi.advanceTimersByTime(100);
    }
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(TYPING_PAUSE_MS);
    expect(load).toHaveBeenCalledTimes(1);
    key(field("[name=mensagem]"));
    vi.advanceTimersByTime(5 * TYPING_PAUSE_MS);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("loads nothing for a visitor who only reads the page, however long it stays open", () => {
    const { form, widget } = contactForm();
    const load = vi.fn();
    loadAfterTyping(form, widget, load, idleNow);
    vi.advanceTimersByTime(60 * TYPING_PAUSE_MS);
    expect(load).not.toHaveBeenCalled();
  });

  it("loads once a focused text field has had no key for the pause", () => {
    const { form, field, widget } = contactForm();
    const load = vi.fn();
    loadAfterTyping(form, widget, load, idleNow);
    focus(field("[name=mensagem]"));
    vi.advanceTimersByTime(TYPING_PAUSE_MS - 1);
    expect(load).not.toHaveBeenCalled();
    // The pause ends, then the page's idle turn (the next timer here).
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledWith("pause");
  });

  it("counts a field focused before it starts watching (a tap before hydration) as the visitor's turn to the form", () => {
    const { form, field, widget } = contactForm();
    const message = field("[name=mensagem]") as HTMLTextAreaElement;
    message.focus();
    const load = vi.fn();
    loadAfterTyping(form, widget, load, idleNow);
    vi.advanceTimersByTime(TYPING_PAUSE_MS + 2);
    expect(load).toHaveBeenCalledExactlyOnceWith("pause");
  });

  it("loads at once on a focus that is not typing: the select, the widget's place, the button; not a text field", () => {
    for (const [selector, loads] of [
      ["[name=nome]", false],
      ["[name=mensagem]", false],
      ["[name=assunto]", true],
      ["#widget span", true],
      ["button", true],
    ] as const) {
      const { form, field, widget } = contactForm();
      const load = vi.fn();
      const stop = loadAfterTyping(form, widget, load, idleNow);
      focus(field(selector));
      expect(load.mock.calls.length, selector).toBe(loads ? 1 : 0);
      stop();
    }
  });

  it("loads at once on Tab out of a field and on a press on the widget's place", () => {
    const tab = contactForm();
    const onTab = vi.fn();
    loadAfterTyping(tab.form, tab.widget, onTab, idleNow);
    key(tab.field("[name=nome]"), "Tab");
    expect(onTab).toHaveBeenCalledTimes(1);

    const press = contactForm();
    const onPress = vi.fn();
    loadAfterTyping(press.form, press.widget, onPress, idleNow);
    press.widget.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    // A press on the widget's place asks for the check: the widget starts it once drawn.
    expect(onPress).toHaveBeenCalledExactlyOnceWith("press");
    expect(onTab).toHaveBeenCalledWith("move");
  });

  it("stops watching when asked: nothing loads after", () => {
    const { form, field, widget } = contactForm();
    const load = vi.fn();
    const stop = loadAfterTyping(form, widget, load, idleNow);
    stop();
    focus(field("button"));
    vi.advanceTimersByTime(5 * TYPING_PAUSE_MS);
    expect(load).not.toHaveBeenCalled();
  });
});
