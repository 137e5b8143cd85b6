import { $ as queryOrder, Ct as string, Dt as _gte, G as baseQuery, J as queryBool, Ot as _lte, Q as queryIntRequired, U as MAX_INT, X as queryIdFilter, Z as queryInt, _t as object, ct as array, dt as extend, et as queryText, ft as int, gt as number, lt as boolean, mt as nullable, nt as statusWith, ot as _enum, q as queryAmount, rt as wireAnswer, tt as envelope, vt as optional, yt as pick } from "./api-B4Np9Lgr.js";
var priceLevel = _enum([
	"Precio1",
	"Precio2",
	"Precio3",
	"Precio4",
	"Precio5"
]);
object({
	Desde: int(),
	Hasta: int(),
	PrecioNivel: int().check(_gte(1), _lte(5))
});
var variationSize = object({
	name: string(),
	stock: int()
});
var variation = object({
	color: string(),
	image: string(),
	size: array(variationSize)
});
/**
* A product as `GetProductos_V2` and `GetProductoDataTercero_v2` give it (the ERP's names, typos included).
* Amounts are decimal numbers in the currency's major unit (convert with `toMinor` at the seam).
*/
var product = object({
	Productoid: int(),
	Producto_cod: string(),
	Referencia: string(),
	/** The product's name. */
	Producto: string(),
	Categoriaid: int(),
	Grupoid: int(),
	Subgrupoid: int(),
	/** The price at the asking customer's level (guests: the configured guest level). */
	Precio: number(),
	Precio1: nullable(number()),
	Precio2: nullable(number()),
	Precio3: nullable(number()),
	Precio4: nullable(number()),
	Precio5: nullable(number()),
	Escala_aplica: boolean(),
	/** JSON text: `[{Desde, Hasta, PrecioNivel}]` (parse with `tiers`), or null. */
	Escala: nullable(string()),
	/** Stock available. */
	Disponible: number(),
	/**
	* Picture file names, bare as the ERP gives them (`p95-1.svg`), served at `/Files/Images/<name>`
	* (`picturePath`); a placeholder name when the product has none.
	*/
	Imagenes: array(string()),
	/** HTML (sanitised by the server). */
	texto_adicional: nullable(string()),
	Dimesiones: nullable(string()),
	/**
	* The product's tax rate in percent (its own, else the shop's default). The shop's server sends it; a
	* client of a server that does not must assume the shop's default rate.
	*/
	Impuesto_porcentaje: optional(number().check(_gte(0), _lte(100))),
	discount: optional(number()),
	offerEnd: optional(string()),
	new: optional(boolean()),
	rating: optional(number()),
	saleCount: optional(int()),
	tag: optional(array(string())),
	category: optional(array(string())),
	variation: optional(array(variation)),
	shortDescription: optional(string()),
	fullDescription: optional(string()),
	affiliateLink: optional(string())
});
/**
* A subset of `product` (the storefront keeps one for a cart line, the wishlist and the compare list), parsed
* like the product and dropping the other fields; the browser takes it from here, not from zod.
*/
function pickProduct(mask) {
	return pick(product, mask);
}
var productList = array(product);
/** `orden` of GetProductos_V2: 0 by code, 1 by price descending, 2 by price ascending. */
var productOrder = {
	code: 0,
	priceDesc: 1,
	priceAsc: 2
};
extend(baseQuery, {
	codigo: queryText(60),
	descripcion: queryText(100),
	/** Category, group and subgroup filters: 0 or anything not a number (`null`, `:categoriaid`) means all. */
	categoriaid: queryIdFilter(),
	grupoid: queryIdFilter(),
	subgrupoid: queryIdFilter(),
	precio_min: queryAmount(),
	precio_max: queryAmount(),
	/** The offset of the page (0 = first product). */
	length: queryInt({
		min: 0,
		max: MAX_INT
	}),
	/** Not an ERP parameter: the page size, 1..100 (default: the server's PAGE_SIZE). */
	pagesize: queryInt({
		min: 1,
		max: 100
	}),
	bodegaid: queryInt({ min: 0 }),
	/** 0 by code, 1 by price descending, 2 by price ascending; any other value means 0. */
	orden: queryOrder(),
	webpedidoid: queryInt({ min: 0 }),
	api: queryBool(),
	api2: queryBool(),
	terceroid: queryInt({ min: 0 }),
	/**
	* Text search over code, reference and name; ignores case and accents ("cafe" finds "Café"); `%` matches
	* any text (`%arroz%`, as the ERP's clients send it).
	*/
	nombreFull: queryText(100)
});
var getProductosResponse = envelope(productList);
var getProductosAnswer = wireAnswer(getProductosResponse, (a) => a.Datos);
extend(baseQuery, {
	productoid: queryIntRequired({ min: 1 }),
	bodegaid: queryInt({ min: 0 }),
	terceroid: queryInt({ min: 0 })
});
/** `Producto` and `Html` at the top level of the answer, beside `Status`. */
var productoData = {
	Producto: product,
	/** The product's description as sanitised HTML, safe to render. */
	Html: string()
};
var getProductoDataResponse = statusWith(productoData);
var getProductoDataAnswer = wireAnswer(getProductoDataResponse, ({ Producto, Html }) => ({
	Producto,
	Html
}));
export { priceLevel as a, pickProduct as i, getProductosAnswer as n, productOrder as o, getProductosResponse as r, getProductoDataAnswer as t };
