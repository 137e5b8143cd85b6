import { useDocumentTitle } from '../../lib/document-title';

export default function Page() {
  useDocumentTitle('contact-page');
  return <div className="container py-4" />;
}
