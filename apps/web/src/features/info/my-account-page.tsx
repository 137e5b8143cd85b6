import { useDocumentTitle } from '../../lib/document-title';

export default function Page() {
  useDocumentTitle('my-account-page');
  return <div className="container py-4" />;
}
