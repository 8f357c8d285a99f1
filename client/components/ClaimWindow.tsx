import { dates } from '../../shared/figures.ts';

/** "April 2007 to 28 January 2021", each date in the numeric font and free to wrap between them. */
export function ClaimWindow() {
  return (
    <>
      <span className="num">{dates.claimWindowStart.display}</span> to <span className="num">{dates.claimWindowEnd.display}</span>
    </>
  );
}
