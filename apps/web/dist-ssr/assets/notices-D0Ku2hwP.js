// src/locales/fn/notices.json
var notices_default = {
	"Agregado al carrito": "Ajouté au panier",
	"Item modificado en el carrito": "Article modifié dans le panier",
	"Item eliminado": "Article supprimé",
	"Items eliminados": "Articles supprimés",
	"Added To Wishlist": "Ajouté à la liste de souhaits",
	"Removed From Wishlist": "Retiré de la liste de souhaits",
	"Removed All From Wishlist": "Liste de souhaits vidée",
	"Added To Compare": "Ajouté à la comparaison",
	"Removed From Compare": "Retiré de la comparaison",
	"Comentario guardado exitosamente": "Commentaire enregistré",
	"Su sesion ha expirado": "Votre session a expiré",
	"Por favor verifique la red": "Veuillez vérifier le réseau",
	"Algo salio mal, por favor verifica o contacta a tu administrador": "Une erreur est survenue, veuillez vérifier ou contacter votre administrateur",
	"Producto sin existencias": "Produit en rupture de stock",
	"Cantidad limitada a la existencia disponible": "Quantité limitée au stock disponible"
};
export { notices_default as default };
