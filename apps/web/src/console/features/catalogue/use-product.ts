import {
  type ProductDetail,
  type ProductEditBody,
  productDetailResponse,
  staffApiPath,
} from '@mostrador/contract/console';
import { useCallback, useEffect, useState } from 'react';
import { ConsoleApiError, callApi } from '../../lib/api';

/** Integer minor units as the form shows them ("1234.50"); '' for none. */
export function majorText(minor: number | null | undefined): string {
  if (minor === null || minor === undefined) return '';
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

/** "12-47:3|48-99999:5" as tiers; undefined when it is not written so. */
export function tiersOf(text: string): ProductEditBody['tiers'] {
  if (text.trim() === '') return [];
  const tiers = text.split('|').map((part) => {
    const m = /^\s*(\d+)\s*-\s*(\d+)\s*:\s*([1-5])\s*$/.exec(part);
    return m ? { from: Number(m[1]), to: Number(m[2]), level: Number(m[3]) } : undefined;
  });
  return tiers.every((t) => t !== undefined) ? tiers : undefined;
}

export const tiersText = (product: ProductDetail) =>
  product.tiers.map((t) => `${t.from}-${t.to}:${t.level}`).join('|');

/** A product of the console: read, edited, its stock set, a picture uploaded (its bytes in base64). */
export function useProduct(id: number) {
  const [product, setProduct] = useState<ProductDetail | null>(null);
  const [error, setError] = useState('');
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    callApi(staffApiPath('product', id), productDetailResponse)
      .then((a) => setProduct(a.product))
      .catch((e) => setError(e instanceof Error ? e.message : String(e)));
  }, [id]);
  const run = useCallback(async (url: string, body: unknown) => {
    setError('');
    setSaved(false);
    try {
      const answer = await callApi(url, productDetailResponse, { method: 'POST', body });
      setProduct(answer.product);
      setSaved(true);
    } catch (e) {
      setError(e instanceof ConsoleApiError ? e.message : String(e));
    }
  }, []);
  return {
    product,
    error,
    saved,
    setError,
    save: (body: ProductEditBody) => run(staffApiPath('product', id), body),
    saveStock: (stock: number) => run(staffApiPath('productStock', id), { stock }),
    upload: async (file: File) => {
      const bytes = new Uint8Array(await file.arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      await run(staffApiPath('productPictures', id), { name: file.name, data: btoa(binary) });
    },
  };
}
