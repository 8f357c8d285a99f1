import type { ReactNode } from 'react';

/** The plain heading band that opens About Us and Contact: the page's one h1, its lead, and what follows them. */
export function PageHero({ title, lead, children }: { title: string; lead: ReactNode; children?: ReactNode }) {
  return (
    <section className="page-hero">
      <div className="container page-hero__inner">
        <h1>{title}</h1>
        <p className="lead">{lead}</p>
        {children}
      </div>
    </section>
  );
}
