// src/locales/de/notices.json
var notices_default = {
	"Agregado al carrito": "Zum Warenkorb hinzugefügt",
	"Item modificado en el carrito": "Artikel im Warenkorb geändert",
	"Item eliminado": "Artikel entfernt",
	"Items eliminados": "Artikel entfernt",
	"Added To Wishlist": "Zur Wunschliste hinzugefügt",
	"Removed From Wishlist": "Von der Wunschliste entfernt",
	"Removed All From Wishlist": "Wunschliste geleert",
	"Added To Compare": "Zum Vergleich hinzugefügt",
	"Removed From Compare": "Aus dem Vergleich entfernt",
	"Comentario guardado exitosamente": "Kommentar gespeichert",
	"Su sesion ha expirado": "Ihre Sitzung ist abgelaufen",
	"Por favor verifique la red": "Bitte überprüfen Sie die Netzwerkverbindung",
	"Algo salio mal, por favor verifica o contacta a tu administrador": "Etwas ist schiefgelaufen, bitte prüfen Sie dies oder wenden Sie sich an Ihren Administrator",
	"Producto sin existencias": "Artikel nicht auf Lager",
	"Cantidad limitada a la existencia disponible": "Menge auf den verfügbaren Bestand begrenzt"
};
export { notices_default as default };
