/**
 * A Brazilian number as a caller abroad dials it (issue 36: phone formats follow en-US on English pages, and from
 * the United States a Brazilian number is dialled with its country code): "+551239084500" → "+55 12 3908-4500".
 * A number of another shape is returned as it is.
 */
export function internationalBrazilianPhone(e164: string): string {
  const match = /^\+55(\d{2})(\d{4,5})(\d{4})$/.exec(e164);
  return match ? `+55 ${match[1]} ${match[2]}-${match[3]}` : e164;
}
