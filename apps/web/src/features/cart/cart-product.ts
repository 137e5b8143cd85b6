import { type Product, product } from '@mostrador/contract';

/**
 * What a cart line keeps of a product: enough to price it with the tier rule, show it and send it.
 * (The description HTML and the demo texts stay out of local storage.)
 */
export const cartProduct = product.pick({
  Productoid: true,
  Producto_cod: true,
  Producto: true,
  Precio: true,
  Precio1: true,
  Precio2: true,
  Precio3: true,
  Precio4: true,
  Precio5: true,
  Escala_aplica: true,
  Escala: true,
  Disponible: true,
  Imagenes: true,
});
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
  };
}
