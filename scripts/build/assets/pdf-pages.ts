/**
 * Page breaks of the technical sheet, decided before anything is drawn, from the blocks' heights alone (pure, so
 * it is unit tested without a PDF):
 * - a block is never split (a table row, a line of text, a heading);
 * - a block marked `keepWithNext` is never the last on its page (a heading, a table's column labels, a
 *   paragraph's first and next-to-last lines, so no line of a paragraph stands alone);
 * - a table row that opens a page is preceded by its table's column labels again (`repeatOnNewPage`);
 * - no page after the first holds fewer than `minWords` words: blocks are moved on from the page before it (a
 *   page holding only the footer, or one line of text under it, is what a buyer files as a blank).
 */
export interface Block {
  height: number;
  /** Space above the block, dropped when it opens a page. */
  gapBefore: number;
  words: number;
  keepWithNext: boolean;
  repeatOnNewPage?: Block;
  draw(y: number): void;
}

export interface Frame {
  /** Where blocks start on the first page and on the others, and where every page's blocks must end. */
  firstTop: number;
  top: number;
  bottom: number;
}

export interface Placed {
  block: Block;
  y: number;
}

interface Page {
  placed: Placed[];
  /** Index in `blocks` of the first block placed on the page (not counting a repeated header). */
  first: number;
}

function place(blocks: Block[], frame: Frame, breaks: Set<number>): Page[] {
  const pages: Page[] = [{ placed: [], first: 0 }];
  let y = frame.firstTop;
  blocks.forEach((block, i) => {
    let page = pages[pages.length - 1] as Page;
    const empty = page.placed.length === 0;
    // The height of the chain of blocks that must stay on one page with this one.
    let chain = block.height + (empty ? 0 : block.gapBefore);
    for (let j = i + 1; j < blocks.length && blocks[j - 1]?.keepWithNext; j++) {
      const next = blocks[j] as Block;
      chain += next.gapBefore + next.height;
    }
    if (!empty && (breaks.has(i) || y + chain > frame.bottom)) {
      page = { placed: [], first: i };
      pages.push(page);
      y = frame.top;
      if (block.repeatOnNewPage) {
        page.placed.push({ block: block.repeatOnNewPage, y });
        y += block.repeatOnNewPage.height;
      }
    }
    const gap = page.placed.length === 0 ? 0 : block.gapBefore;
    page.placed.push({ block, y: y + gap });
    y += gap + block.height;
  });
  return pages;
}

const wordsOn = (page: Page) => page.placed.reduce((sum, p) => sum + p.block.words, 0);

/** The blocks of each page with their tops; at most `maxMoves` breaks are moved earlier to fill a short page. */
export function paginate(blocks: Block[], frame: Frame, minWords: number, maxMoves = 8): Placed[][] {
  const breaks = new Set<number>();
  let pages = place(blocks, frame, breaks);
  for (let move = 0; move < maxMoves; move++) {
    const short = pages.findIndex((page, p) => p > 0 && wordsOn(page) < minWords);
    if (short < 0) break;
    const before = pages[short - 1] as Page;
    const page = pages[short] as Page;
    // Walk back from the end of the page before, taking blocks until the short page would hold enough words,
    // then on to the start of a keep-with-next chain.
    let words = wordsOn(page);
    let k = page.first;
    while (k > before.first && words < minWords) {
      k -= 1;
      words += blocks[k]?.words ?? 0;
    }
    while (k > before.first && blocks[k - 1]?.keepWithNext) k -= 1;
    if (k <= before.first) break;
    breaks.add(k);
    pages = place(blocks, frame, breaks);
  }
  return pages.map((page) => page.placed);
}
