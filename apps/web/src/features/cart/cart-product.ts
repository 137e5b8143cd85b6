import type { Product } from '@mostrador/contract';
import { savedProduct } from '../../lib/saved-product';

/** What a cart line keeps of a product (see `savedProduct`). */
export const cartProduct = savedProduct;
export type CartProduct = ReturnType<typeof cartProduct.parse>;

export function toCartProduct(p: Product | CartProduct): CartProduct {
  return {
    Productoid: p.Productoid,
    Producto_cod: p.Producto_cod,
    Producto: p.Producto,
    Precio: p.Precio,
    Precio1: p.Precio1,
    Precio2: p.Precio2,
    Precio3: p.Precio3,
    Precio4: p.Precio4,
    Precio5: p.Precio5,
    Escala_aplica: p.Escala_aplica,
    Escala: p.Escala,
    Disponible: p.Disponible,
    Imagenes: p.Imagenes.slice(0, 1),
    Impuesto_porcentaje: p.Impuesto_porcentaje,
    // Each size's own stock limits its line.
    ...(p.variation ? { variation: p.variation } : {}),
  };
}
