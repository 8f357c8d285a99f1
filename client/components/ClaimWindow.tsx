import { dates } from '../../shared/figures.ts';

/**
 * "April 2007 and 28 January 2021", after "between" (issue 14: never "between … to"),
 * each date in the numeric font and free to wrap between them.
 */
export function ClaimWindow() {
  return (
    <>
      <span className="num">{dates.claimWindowStart.display}</span> and <span className="num">{dates.claimWindowEnd.display}</span>
    </>
  );
}
