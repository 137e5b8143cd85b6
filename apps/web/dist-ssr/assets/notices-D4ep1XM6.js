// src/locales/en/notices.json
var notices_default = {
	"Agregado al carrito": "Agregado al carrito",
	"Item modificado en el carrito": "Item modificado en el carrito",
	"Item eliminado": "Item eliminado",
	"Items eliminados": "Items eliminados",
	"Added To Wishlist": "Added To Wishlist",
	"Removed From Wishlist": "Removed From Wishlist",
	"Removed All From Wishlist": "Removed All From Wishlist",
	"Added To Compare": "Added To Compare",
	"Removed From Compare": "Removed From Compare",
	"Comentario guardado exitosamente": "Comentario guardado exitosamente",
	"Su sesion ha expirado": "Su sesion ha expirado",
	"Por favor verifique la red": "Por favor verifique la red",
	"Algo salio mal, por favor verifica o contacta a tu administrador": "Algo salio mal, por favor verifica o contacta a tu administrador",
	"Producto sin existencias": "Producto sin existencias",
	"Cantidad limitada a la existencia disponible": "Cantidad limitada a la existencia disponible"
};
export { notices_default as default };
