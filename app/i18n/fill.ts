/**
 * A text with named blanks ("{name}, página inicial") filled in. For texts that travel as loader data, which
 * carries no functions (app/features/layout/use-layout-texts.ts).
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (blank, key: string) =>
    key in values ? String(values[key]) : blank,
  );
}
