/**
 * The first search rule (a substring of Nome, Referencia or PrincipioAtivo) as the search engine's floor
 * (decision 065): every document whose folded "nome␁referencia␁principio ativo" text (text.ts
 * `buildSearchText`) contains the folded query.
 *
 * - `buildSubstringFloor(texts)` → `{ matches(needle, skip?) }`: ids of the texts containing needle, ascending;
 *   ids with skip[id] = 1 (already found by the ranked search) are left out without being checked.
 *
 * Scanning all texts costs 0.1–0.4 ms at 10,000 products, on every query. So each three-letter sequence
 * (trigram) lists the texts it occurs in; a needle of three letters or more only checks the texts of its
 * rarest trigram, and `includes` confirms each. Shorter needles (rare in a search box) scan all texts joined
 * by newlines with one native `indexOf` walk (a folded needle never holds a newline).
 */
export function buildSubstringFloor(texts: readonly string[]) {
  // Trigram → ids of the texts holding it (ascending), in one Int32Array; lists[key] = [start, end).
  const counts = new Map<string, number>();
  const perText = texts.map((text) => {
    const grams = new Set<string>();
    for (let i = 0; i + 3 <= text.length; i++) grams.add(text.slice(i, i + 3));
    for (const gram of grams) counts.set(gram, (counts.get(gram) ?? 0) + 1);
    return grams;
  });
  const lists = new Map<string, [number, number]>();
  let total = 0;
  for (const [gram, count] of counts) {
    lists.set(gram, [total, total]);
    total += count;
  }
  const postings = new Int32Array(total);
  perText.forEach((grams, id) => {
    for (const gram of grams) {
      const range = lists.get(gram) as [number, number];
      postings[range[1]++] = id;
    }
  });

  // For needles under three letters: all texts joined; starts[id] is where text id begins.
  const starts = new Int32Array(texts.length + 1);
  let length = 0;
  texts.forEach((text, id) => {
    starts[id] = length;
    length += text.length + 1;
  });
  starts[texts.length] = length;
  const all = texts.join("\n");
  const textAt = (offset: number): number => {
    let lo = 0;
    let hi = texts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] as number) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };

  function scan(needle: string, skip: Uint8Array | undefined, ids: number[]) {
    let at = all.indexOf(needle);
    while (at !== -1) {
      const id = textAt(at);
      if (skip?.[id] !== 1) ids.push(id);
      at = all.indexOf(needle, starts[id + 1] as number);
    }
  }

  return {
    matches(needle: string, skip?: Uint8Array): number[] {
      const ids: number[] = [];
      if (needle === "" || needle.includes("\n")) return ids;
      if (needle.length < 3) {
        scan(needle, skip, ids);
        return ids;
      }
      let rarest: [number, number] | undefined;
      for (let i = 0; i + 3 <= needle.length; i++) {
        const range = lists.get(needle.slice(i, i + 3));
        if (range === undefined) return ids; // a trigram no text has: no text has the needle
        if (rarest === undefined || range[1] - range[0] < rarest[1] - rarest[0]) rarest = range;
      }
      const [start, end] = rarest as [number, number];
      for (let p = start; p < end; p++) {
        const id = postings[p] as number;
        if (skip?.[id] !== 1 && (texts[id] as string).includes(needle)) ids.push(id);
      }
      return ids;
    },
  };
}
