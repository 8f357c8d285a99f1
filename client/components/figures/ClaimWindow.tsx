import { useRegistry } from '../../registry.ts';

/**
 * The firm's window as every page states it (issue 19; `claimWindowText()` in words): "from
 * 6 April 2007 and before 28 January 2021", after "made" or "taken out", each date in the
 * numeric font and free to wrap between them.
 */
export function ClaimWindow() {
  const { dates } = useRegistry();
  return (
    <>
      from <span className="num">{dates.claimWindowStart.display}</span> and before <span className="num">{dates.claimWindowEnd.display}</span>
    </>
  );
}
