/**
 * "Você quis dizer …?" for a search that found nothing (search-index.ts).
 *
 * - `suggestCorrection(terms, vocabulary)`: the query terms with each unknown word (4+ letters, no digits)
 *   replaced by the closest vocabulary word — edit distance at most ⌈length/3⌉ and 3, ties to the word more
 *   products use — or null when nothing changes.
 */

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

export function suggestCorrection(
  terms: readonly string[],
  vocabulary: ReadonlyMap<string, number>,
): string | null {
  let changed = false;
  const corrected = terms.map((term) => {
    if (term.length < 4 || /\d/.test(term) || vocabulary.has(term)) return term;
    const max = Math.min(3, Math.ceil(term.length / 3));
    let best: { term: string; distance: number; uses: number } | null = null;
    for (const [word, uses] of vocabulary) {
      const distance = editDistance(term, word, best ? Math.min(max, best.distance) : max);
      if (distance > max) continue;
      if (!best || distance < best.distance || (distance === best.distance && uses > best.uses))
        best = { term: word, distance, uses };
    }
    if (!best) return term;
    changed = true;
    return best.term;
  });
  return changed ? corrected.join(" ") : null;
}
