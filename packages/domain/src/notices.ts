/**
 * The spec's notice texts (§8). The UI uses each text as its i18n key, so the texts are the contract:
 * change one only together with every locale catalogue.
 * `outOfStock` and `stockLimit` are ours (the spec has no stock notices: their English is English); see
 * docs/decisions/0013-tier-rule-fallbacks.md.
 */
export const NOTICES = {
  added: 'Agregado al carrito',
  modified: 'Item modificado en el carrito',
  removed: 'Item eliminado',
  removedAll: 'Items eliminados',
  wishlistAdded: 'Added To Wishlist',
  wishlistRemoved: 'Removed From Wishlist',
  wishlistRemovedAll: 'Removed All From Wishlist',
  compareAdded: 'Added To Compare',
  compareRemoved: 'Removed From Compare',
  commentSaved: 'Comentario guardado exitosamente',
  sessionExpired: 'Su sesion ha expirado',
  networkPost: 'Por favor verifique la red',
  getFailed: 'Algo salio mal, por favor verifica o contacta a tu administrador',
  outOfStock: 'Producto sin existencias',
  stockLimit: 'Cantidad limitada a la existencia disponible',
} as const;

export type NoticeKey = keyof typeof NOTICES;
export type NoticeTone = 'success' | 'warning' | 'error';

/** `message` is one of NOTICES' texts (typed `string` so a UI can carry its own notices too). */
export interface Notice {
  tone: NoticeTone;
  message: string;
}

export function notice(tone: NoticeTone, key: NoticeKey): Notice {
  return { tone, message: NOTICES[key] };
}
