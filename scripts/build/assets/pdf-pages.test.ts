import { describe, expect, it } from "vitest";
import { type Block, paginate } from "./pdf-pages";

const frame = { firstTop: 0, top: 10, bottom: 100 };
const block = (name: string, height: number, options: Partial<Block> = {}): Block & { name: string } => ({
  name,
  height,
  gapBefore: 0,
  words: 10,
  keepWithNext: false,
  draw: () => {},
  ...options,
});
const names = (pages: ReturnType<typeof paginate>) =>
  pages.map((page) => page.map((p) => (p.block as Block & { name: string }).name));

describe("paginate", () => {
  it("starts a page when the next block does not fit, never splitting a block", () => {
    const pages = paginate([block("a", 40), block("b", 40), block("c", 40)], frame, 0);
    expect(names(pages)).toEqual([["a", "b"], ["c"]]);
    expect(pages[1]?.[0]?.y).toBe(frame.top);
  });

  it("drops the gap above a block that opens a page", () => {
    const pages = paginate([block("a", 60), block("b", 30, { gapBefore: 20 })], frame, 0);
    expect(pages.map((page) => page.map((p) => p.y))).toEqual([[0], [10]]);
  });

  it("never leaves a keep-with-next block last on its page", () => {
    const heading = block("heading", 10, { keepWithNext: true });
    const pages = paginate([block("a", 75), heading, block("line", 20)], frame, 0);
    expect(names(pages)).toEqual([["a"], ["heading", "line"]]);
  });

  it("repeats a table's column labels above rows that continue on a new page", () => {
    const header = block("header", 10, { keepWithNext: true });
    const rows = Array.from({ length: 6 }, (_, i) => block(`row${i}`, 20, { repeatOnNewPage: header }));
    const pages = paginate([header, ...rows], frame, 0);
    expect(names(pages)).toEqual([
      ["header", "row0", "row1", "row2", "row3"],
      ["header", "row4", "row5"],
    ]);
  });

  it("moves blocks on from the page before so that no later page holds fewer than the minimum words", () => {
    const blocks = [block("a", 30), block("b", 30), block("c", 30), block("tail", 20, { words: 3 })];
    expect(names(paginate(blocks, frame, 0))).toEqual([["a", "b", "c"], ["tail"]]);
    expect(names(paginate(blocks, frame, 12))).toEqual([
      ["a", "b"],
      ["c", "tail"],
    ]);
  });

  it("moves a whole keep-with-next chain, not its last block alone", () => {
    const blocks = [
      block("a", 30),
      block("heading", 10, { keepWithNext: true, words: 1 }),
      block("first", 20, { words: 10 }),
      block("b", 30, { words: 10 }),
      block("tail", 20, { words: 2 }),
    ];
    expect(names(paginate(blocks, frame, 0))).toEqual([["a", "heading", "first", "b"], ["tail"]]);
    expect(names(paginate(blocks, frame, 20))).toEqual([["a"], ["heading", "first", "b", "tail"]]);
  });
});
