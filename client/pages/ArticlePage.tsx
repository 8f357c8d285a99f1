import { ARTICLE_TITLE } from '../../shared/breadcrumbs.ts';
export default function ArticlePage() {
  return (
    <div className="container page">
      <h1>{ARTICLE_TITLE}</h1>
      
    </div>
  );
}
