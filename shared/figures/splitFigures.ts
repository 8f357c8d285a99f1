/** Cuts running copy into words and figures (its own module: pages with figures in copy need only this). */
const MONTH = '(?:January|February|March|April|May|June|July|August|September|October|November|December)';

/**
 * Figures inside running copy (`£700`, `44%`, `£8.2bn`, `9:00`), and dates
 * whole (`28 January 2021`, `April 2007`) so they never break across lines.
 * Not preceded by a letter, so model names such as A3 or Q5 stay words.
 */
const FIGURE = new RegExp(`(?<![\\p{L}\\d/])((?:\\d{1,2} )?${MONTH} \\d{4}|£?\\d+(?:,\\d{3})*(?:\\.\\d+)?(?::\\d{2})?(?:%|bn\\b|M\\b)?)`, 'gu');

export interface TextPart {
  readonly text: string;
  readonly figure: boolean;
}

/** Copy cut into words and figures, so a page can set figures in the numeric font. */
export function splitFigures(text: string): TextPart[] {
  // split with one capture group: odd indexes are the figures
  return text
    .split(FIGURE)
    .map((part, index) => ({ text: part, figure: index % 2 === 1 }))
    .filter((part) => part.text !== '');
}
