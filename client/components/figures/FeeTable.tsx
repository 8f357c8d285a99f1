import { useId } from 'react';
import { feeBands, feePercent, formatPounds, redressRangeLabel } from '../../../shared/fees/fees.ts';

/** The fee table of spec section 9, rendered from `feeBands`. */
export function FeeTable({ activeBand }: { activeBand: number | undefined }) {
  const captionId = `${useId()}-caption`;
  // Fits a 320 px screen; on a narrower one it scrolls, in a region a keyboard can reach (WCAG 2.1.1).
  return (
    <div className="fee-table__wrap" role="region" tabIndex={0} aria-labelledby={captionId}>
      <table className="fee-table">
        <caption id={captionId}>Fees by amount recovered, including VAT</caption>
        <thead>
          <tr>
            <th scope="col">Band</th>
            <th scope="col">Redress</th>
            <th scope="col">Fee</th>
            <th scope="col">Maximum fee</th>
          </tr>
        </thead>
        <tbody>
          {feeBands.map((band) => (
            <tr key={band.band} className={band.band === activeBand ? 'fee-table__row--active' : undefined}>
              <th scope="row" className="num">
                {band.band}
                {band.band === activeBand && <span className="visually-hidden"> (your band)</span>}
              </th>
              <td className="num">{band.maxRedress === null ? `${redressRangeLabel(band)}, no upper limit` : redressRangeLabel(band)}</td>
              <td className="num">{feePercent(band)}%</td>
              <td className="num">{formatPounds(band.maxFee)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
