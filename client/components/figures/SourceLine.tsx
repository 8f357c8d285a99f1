import type { FactSource } from '../../../shared/figures/factTypes.ts';
import { formatIsoDate } from '../../../shared/dates/dates.ts';

/** A source as a link (where it has an address) with its publisher: "Financial Conduct Authority: PS25/18 …". */
export function SourceLink({ source }: { source: Pick<FactSource, 'title' | 'url'> & { publisher?: string } }) {
  const label = source.publisher && !source.title.includes(source.publisher) ? `${source.publisher}: ${source.title}` : source.title;
  return source.url ? <a href={source.url}>{label}</a> : <>{label}</>;
}

/**
 * The small "Source: …, checked …" line under a fact (issue 15: every route
 * and figure dated and sourced, so a visitor can check it and see its age).
 */
export function SourceLine({
  sources,
  checked,
}: {
  sources: readonly (Pick<FactSource, 'title' | 'url'> & { publisher?: string })[];
  /** ISO date the detail was last checked against its source. */
  checked: string;
}) {
  return (
    <small className="source-line">
      {sources.length > 1 ? 'Sources: ' : 'Source: '}
      {sources.map((source, index) => (
        <span key={source.title}>
          {index > 0 && '; '}
          <SourceLink source={source} />
        </span>
      ))}
      , checked <time dateTime={checked}>{formatIsoDate(checked)}</time>.
    </small>
  );
}
