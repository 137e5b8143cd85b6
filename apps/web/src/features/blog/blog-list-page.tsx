import { useDocumentTitle } from '../../lib/document-title';

export default function Page({ layout }: { layout: string }) {
  useDocumentTitle('blog-list-page');
  return <div className="container py-4" data-layout={layout} />;
}
