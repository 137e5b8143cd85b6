// src/locales/es/notices.json
var notices_default = {
	"Agregado al carrito": "Agregado al carrito",
	"Item modificado en el carrito": "Item modificado en el carrito",
	"Item eliminado": "Item eliminado",
	"Items eliminados": "Items eliminados",
	"Added To Wishlist": "Agregado a la lista de deseos",
	"Removed From Wishlist": "Eliminado de la lista de deseos",
	"Removed All From Wishlist": "Lista de deseos vaciada",
	"Added To Compare": "Agregado a comparar",
	"Removed From Compare": "Eliminado de comparar",
	"Comentario guardado exitosamente": "Comentario guardado exitosamente",
	"Su sesion ha expirado": "Su sesion ha expirado",
	"Por favor verifique la red": "Por favor verifique la red",
	"Algo salio mal, por favor verifica o contacta a tu administrador": "Algo salio mal, por favor verifica o contacta a tu administrador",
	"Producto sin existencias": "Producto sin existencias",
	"Cantidad limitada a la existencia disponible": "Cantidad limitada a la existencia disponible"
};
export { notices_default as default };
