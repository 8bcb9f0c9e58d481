/**
 * The search index's words, for the three lookups a query needs (decision 065):
 *
 * - `vocabulary.indexOf(word)`: the word's position (its id in search-scorer.ts), or -1.
 * - `vocabulary.prefixRange(prefix)`: the [start, end) positions of the words that start with prefix (the word
 *   still being typed: "vitam" → vitamina, vitaminas). Sorted order puts them side by side: two binary searches.
 * - `vocabulary.closeWords(term, maxDistance)`: the words within maxDistance edits (Levenshtein: insert,
 *   delete, replace) of term, with their distance, for the typo pass ("vitamna" → vitamina at 1).
 *
 * `buildVocabulary(words)` sorts and deduplicates; positions refer to `vocabulary.words`.
 */

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** First position in sorted words whose word is ≥ key. */
export function lowerBound(words: readonly string[], key: string, from = 0): number {
  let lo = from;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((words[mid] as string) < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

// Greater than any word that starts with a given prefix (index words are folded [a-z0-9]).
const AFTER = "\uffff";

export interface CloseWord {
  /** Position in the vocabulary. */
  at: number;
  distance: number;
}

/**
 * Edit distance from term to every word of one length (`words`, sorted), walking them like a trie: a word shares
 * its first letters with the one before, so those rows of the distance table are kept; and when no cell of a
 * row can still end within maxDistance (its value plus the difference of the letters left on either side), every
 * word with that beginning is skipped at once. At 10,000 products (9,000 of the 10,000 words are synthetic
 * four-letter codes) this computes a small part of the table instead of every word's.
 */
function closeOfLength(words: readonly string[], length: number, term: string, maxDistance: number) {
  const found: { index: number; distance: number }[] = [];
  const n = term.length;
  const width = n + 1;
  // rows[i * width + j]: distance between the current word's first i letters and term's first j letters.
  const rows = new Int32Array((length + 1) * width);
  for (let j = 0; j <= n; j++) rows[j] = j;
  let previous = "";
  let valid = 0; // rows 0..valid hold the first `valid` letters of `previous`
  let index = 0;
  while (index < words.length) {
    const word = words[index] as string;
    let i = 0;
    while (i < valid && word.charCodeAt(i) === previous.charCodeAt(i)) i++;
    let pruned = -1;
    for (let r = i + 1; r <= length; r++) {
      const c = word.charCodeAt(r - 1);
      const base = r * width;
      const above = base - width;
      rows[base] = r;
      let bound = r + Math.abs(length - r - n);
      for (let j = 1; j <= n; j++) {
        const replace = (rows[above + j - 1] as number) + (term.charCodeAt(j - 1) === c ? 0 : 1);
        const value = Math.min(replace, (rows[above + j] as number) + 1, (rows[base + j - 1] as number) + 1);
        rows[base + j] = value;
        const least = value + Math.abs(length - r - (n - j));
        if (least < bound) bound = least;
      }
      if (bound > maxDistance) {
        pruned = r;
        break;
      }
    }
    previous = word;
    if (pruned !== -1) {
      // No word starting with these `pruned` letters can end within maxDistance: skip them all.
      valid = pruned - 1;
      index = lowerBound(words, word.slice(0, pruned) + AFTER, index + 1);
      continue;
    }
    valid = length;
    const distance = rows[length * width + n] as number;
    if (distance <= maxDistance) found.push({ index, distance });
    index++;
  }
  return found;
}

export function buildVocabulary(list: Iterable<string>) {
  const words = [...new Set(list)].sort(compare);
  // Per word length, its words (sorted) and their positions in `words`: a typo search only looks at lengths
  // within maxDistance of the term's.
  const byLength: { words: string[]; at: number[] }[] = [];
  words.forEach((word, at) => {
    byLength[word.length] ??= { words: [], at: [] };
    byLength[word.length]?.words.push(word);
    byLength[word.length]?.at.push(at);
  });

  return {
    words: words as readonly string[],
    indexOf(word: string): number {
      const at = lowerBound(words, word);
      return words[at] === word ? at : -1;
    },
    prefixRange(prefix: string): [number, number] {
      const start = lowerBound(words, prefix);
      return [start, lowerBound(words, prefix + AFTER, start)];
    },
    closeWords(term: string, maxDistance: number): CloseWord[] {
      const found: CloseWord[] = [];
      if (maxDistance < 1) return found;
      const shortest = Math.max(1, term.length - maxDistance);
      for (let length = shortest; length <= term.length + maxDistance; length++) {
        const bucket = byLength[length];
        if (bucket)
          for (const { index, distance } of closeOfLength(bucket.words, length, term, maxDistance))
            found.push({ at: bucket.at[index] as number, distance });
      }
      return found;
    },
  };
}

export type Vocabulary = ReturnType<typeof buildVocabulary>;
