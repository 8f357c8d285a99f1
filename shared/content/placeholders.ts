/**
 * `{{name}}` substitution for the documents in content/ (its own module, so
 * the FAQ accordion can fill its answers without the document-only values:
 * fee tables, storage keys).
 */
const PLACEHOLDER = /\{\{\s*([A-Za-z0-9]+)\s*\}\}/g;

/** Substitutes every `{{name}}`; an unknown name is an error, so a typo fails the build. */
export function fillPlaceholders(markdown: string, values: Readonly<Record<string, string>>): string {
  const unknown = new Set<string>();
  const filled = markdown.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) unknown.add(name);
    return value ?? whole;
  });
  if (unknown.size) throw new Error(`Unknown document placeholder(s): ${[...unknown].map((name) => `{{${name}}}`).join(', ')}`);
  return filled;
}
