import { useDocumentTitle } from '../../lib/document-title';

export default function Page() {
  useDocumentTitle('blog-details-page');
  return <div className="container py-4" />;
}
