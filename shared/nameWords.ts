/**
 * "a" or "an" before a name, by its sound (issue 19: "Financed a Audi"). The
 * English exceptions to the first-letter rule (a "Uni…", an "hour") do not
 * occur among the lenders and makes, so the first letter decides.
 */
export function withArticle(word: string): string {
  return `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;
}

/** A name's possessive: "Barclays' page", not "Barclays's" (issue 19, item 15). */
export function possessive(name: string): string {
  return name.endsWith('s') ? `${name}’` : `${name}’s`;
}
