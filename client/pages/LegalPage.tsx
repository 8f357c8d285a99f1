import { legalPageByKey } from '../../shared/documents.ts';
export default function LegalPage({ pageKey }: { pageKey: string }) {
  const page = legalPageByKey(pageKey);
  return (
    <div className="container page">
      <h1>{page?.title ?? 'Page Not Found'}</h1>
      
    </div>
  );
}
