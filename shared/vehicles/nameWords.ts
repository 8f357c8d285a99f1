/**
 * "a" or "an" before a name, by its sound (issue 19: "Financed a Audi"). The
 * first letter decides, except for the makes said letter by letter whose first
 * letter sounds like a vowel ("an MG", "an LDV"; shared/vehicles/vehicleMakes.ts).
 */
const SPELT_WITH_VOWEL_SOUND = /^(?:LDV|LEVC|MAN|MG|MV|XPENG)\b/;

export function withArticle(word: string): string {
  return `${/^[aeiou]/i.test(word) || SPELT_WITH_VOWEL_SOUND.test(word) ? 'an' : 'a'} ${word}`;
}

/** A name's possessive: "Barclays' page", not "Barclays's" (issue 19, item 15). */
export function possessive(name: string): string {
  return name.endsWith('s') ? `${name}’` : `${name}’s`;
}
