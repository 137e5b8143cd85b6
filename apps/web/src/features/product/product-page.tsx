import { useParams } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title';
import type { ProductLayoutId } from './product-layouts';

export default function ProductPage({ layout }: { layout: ProductLayoutId }) {
  const { id } = useParams();
  useDocumentTitle(`#${id ?? ''}`);
  return (
    <div className="container py-4" data-layout={layout}>
      <h1>#{id}</h1>
    </div>
  );
}
