import { Link } from 'react-router';
import { useId } from 'react';
import { OPTIONS_ANCHOR } from '../../../shared/pre-check/preCheckUrl.ts';
import type { OptionsTableData } from '../../../shared/pre-check/options.ts';

/**
 * "Your options side by side" (issue 15): the three free routes, ours and
 * court in one real table, every cell from shared/pre-check/options.ts (`optionsTable()`). Five columns of
 * sentences cannot fit a phone: there each option's row stacks, every value under
 * its column's heading (issue 20); on a tablet the table scrolls sideways inside
 * a focusable, labelled region (WCAG 2.1.1) with the row headers kept in view.
 */
export function OptionsTable({ table }: { table: OptionsTableData }) {
  const { columns: optionColumns, rows: optionRows } = table;
  const id = useId();
  const headingId = `${id}-heading`;
  const captionId = `${id}-caption`;
  const freeRoutes = optionRows.filter((row) => row.free).length;
  return (
    <section className="section options" id={OPTIONS_ANCHOR} aria-labelledby={headingId}>
      <div className="container">
        <div className="section__header">
          <h2 id={headingId}>Your options side by side</h2>
          <p className="lead">
            <span className="num">{freeRoutes}</span> of these <span className="num">{optionRows.length}</span> routes are free. Compare them with ours before
            you decide whether paying anyone is worth it to you.
          </p>
          {/* The caption names the table for assistive technology; its date is said here, where a phone shows it whole. */}
          <p className="options__checked">Facts checked {table.checked}.</p>
        </div>
        <div className="options__wrap" role="region" tabIndex={0} aria-labelledby={captionId}>
          <table className="options__table stacks">
            <caption id={captionId} className="visually-hidden">
              {table.caption}
            </caption>
            <thead>
              <tr>
                <th scope="col">Option</th>
                {optionColumns.map((column) => (
                  <th key={column.key} scope="col">
                    {column.heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {optionRows.map((row) => (
                <tr key={row.id} className={row.free ? 'options__row options__row--free' : 'options__row'}>
                  <th scope="row">
                    {row.name}
                    {row.free && <span className="options__free">Free</span>}
                    {row.link && (
                      <span className="options__link">
                        <Link to={row.link.to}>{row.link.text}</Link>
                      </span>
                    )}
                  </th>
                  {optionColumns.map((column) => (
                    <td key={column.key} data-label={column.heading}>
                      {row.cells[column.key].map((passage) => (
                        <p key={passage.text}>{passage.text}</p>
                      ))}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
