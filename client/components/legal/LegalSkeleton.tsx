/**
 * A legal document's placeholder while it loads (spec section 2: "A skeleton
 * shows while loading"): the document shows it for a pending navigation to a
 * legal page, whose loader fetches /content/*.md (spec section 7).
 */
export function LegalSkeleton() {
  return (
    <div className="container page legal">
      <div className="legal-skeleton" aria-busy="true">
        <p role="status" className="visually-hidden">
          Loading
        </p>
        <div aria-hidden="true">
          {SKELETON_LINES.map((kind, index) => (
            <span key={index} className={`legal-skeleton__line legal-skeleton__line--${kind}`} />
          ))}
        </div>
      </div>
    </div>
  );
}

const SKELETON_LINES = ['heading', 'full', 'full', 'short', 'gap', 'heading', 'full', 'full', 'full', 'short'] as const;
