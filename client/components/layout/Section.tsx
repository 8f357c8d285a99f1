import type { ReactNode } from 'react';

/**
 * A page section: full-width band, container, and an optional header
 * (h2 + lead) that labels the section for assistive technology.
 */
export function Section({
  id,
  heading,
  lead,
  tone,
  className,
  children,
}: {
  /** Id of the h2; the section is labelled by it. */
  id: string;
  heading: ReactNode;
  lead?: ReactNode;
  tone?: 'tint' | 'brand';
  className?: string;
  children?: ReactNode;
}) {
  const classes = ['section', tone && `section--${tone}`, className].filter(Boolean).join(' ');
  return (
    <section className={classes} aria-labelledby={id}>
      <div className="container">
        <div className="section__header">
          <h2 id={id}>{heading}</h2>
          {lead !== undefined && <p className="lead">{lead}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
