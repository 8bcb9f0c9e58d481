/**
 * "Você quis dizer …?" for a search that found nothing (search-index.ts).
 *
 * - `suggestCorrection(terms, vocabulary)`: the query terms with each unknown word (4+ letters, no digits)
 *   replaced by the closest vocabulary word — edit distance at most ⌈length/3⌉ and 3, ties to the word more
 *   products use — or null when nothing changes. `buildSuggester(vocabulary)` prepares it once for many queries.
 * - `editDistance(a, b, max)`: the bounded edit distance, for tests and callers comparing two words.
 */
import { buildVocabulary } from "./search-vocabulary";

/** Edit distance, giving up (returning max + 1) once it exceeds max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/**
 * The suggester for one catalogue's vocabulary (word → how many products use it). The words are sorted once so
 * each unknown word is a trie-like walk over the words of nearby lengths (search-vocabulary.ts) instead of an edit distance to
 * every word: at 10,000 products the scan cost more than the search it follows.
 */
export function buildSuggester(vocabulary: ReadonlyMap<string, number>) {
  const words = buildVocabulary(vocabulary.keys());
  const order = new Map([...vocabulary.keys()].map((word, i) => [word, i]));
  return (terms: readonly string[]): string | null => {
    let changed = false;
    const corrected = terms.map((term) => {
      if (term.length < 4 || /\d/.test(term) || vocabulary.has(term)) return term;
      const max = Math.min(3, Math.ceil(term.length / 3));
      let best: { term: string; distance: number; uses: number; order: number } | null = null;
      for (const { at, distance } of words.closeWords(term, max)) {
        const word = words.words[at] as string;
        const candidate = {
          term: word,
          distance,
          uses: vocabulary.get(word) ?? 0,
          order: order.get(word) ?? 0,
        };
        // Fewest edits, then the most used word, then the first in the vocabulary's own order.
        if (
          !best ||
          candidate.distance < best.distance ||
          (candidate.distance === best.distance &&
            (candidate.uses > best.uses || (candidate.uses === best.uses && candidate.order < best.order)))
        )
          best = candidate;
      }
      if (!best) return term;
      changed = true;
      return best.term;
    });
    return changed ? corrected.join(" ") : null;
  };
}

export function suggestCorrection(
  terms: readonly string[],
  vocabulary: ReadonlyMap<string, number>,
): string | null {
  return buildSuggester(vocabulary)(terms);
}
