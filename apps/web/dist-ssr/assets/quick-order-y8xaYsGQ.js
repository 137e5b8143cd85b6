import { At as _minLength, Ct as string, G as baseQuery, Tt as union, _t as object, ct as array, dt as extend, et as queryText, ft as int, gt as number, kt as _maxLength, mt as nullable, ot as _enum, rt as wireAnswer, st as _null, tt as envelope } from "./api-B4Np9Lgr.js";
import { i as pickProduct } from "./product-hd_4I6OM.js";
// ../../packages/contract/src/quick-order.ts
/**
* The shop's quick order (not an ERP endpoint): a customer (or a guest, at the guest level) types or pastes
* rows of product code and quantity; the server checks them all in one request and prices each row at the
* caller's level for that row's quantity (the tier rule). Answers use the `{Status, Msj, Datos}` envelope.
*/
var quickOrderPaths = {
	validate: "PedidoRapidoApi/Validar",
	suggest: "PedidoRapidoApi/Sugerencias"
};
var quickOrderLimits = {
	/** Rows one validation request may carry. */
	maxRows: 1e3,
	/** Characters of a code or a quantity cell. */
	maxCell: 60,
	/** Suggestions of the type-ahead. */
	suggestions: 8
};
/** A row as typed or pasted: the quantity is the cell's text (or a number); the server says what is wrong. */
var quickOrderRowInput = object({
	Codigo: string({ error: "Codigo debe ser texto" }).check(_maxLength(quickOrderLimits.maxCell, { error: `Codigo admite como máximo ${quickOrderLimits.maxCell} caracteres` })),
	Cantidad: union([
		number({ error: "Cantidad debe ser un número o un texto" }),
		string().check(_maxLength(quickOrderLimits.maxCell, { error: `Cantidad admite como máximo ${quickOrderLimits.maxCell} caracteres` })),
		_null()
	])
});
object({ Filas: array(quickOrderRowInput).check(_minLength(1, { error: "Filas debe tener al menos una fila" }), _maxLength(quickOrderLimits.maxRows, { error: `Filas admite como máximo ${quickOrderLimits.maxRows} filas por solicitud` })) });
var quickOrderProblem = _enum([
	"codigo_desconocido",
	"cantidad_invalida",
	"sin_existencias",
	"sin_precio",
	"sin_codigo"
]);
/** What the cart keeps of a product: enough to price it with the tier rule and show it. */
var quickOrderProduct = pickProduct({
	Productoid: true,
	Producto_cod: true,
	Referencia: true,
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
	Impuesto_porcentaje: true
});
/** One checked row, in the order sent (`Fila` is its 1-based position). */
var quickOrderRow = object({
	Fila: int(),
	Codigo: string(),
	/** The quantity read, or null when it is not a whole number above 0. */
	Cantidad: nullable(int()),
	/** The product found (also when another problem stops the row), or null. */
	Producto: nullable(quickOrderProduct),
	/** Unit price at the caller's level for this quantity (the tier rule), major units; null with no product. */
	Precio: nullable(number()),
	/** Precio × Cantidad, or null. */
	Subtotal: nullable(number()),
	/** Stock now, or null with no product. */
	Disponible: nullable(int()),
	/** Null when the row can go to the cart. */
	Problema: nullable(quickOrderProblem),
	/** The problem in words (Spanish), or null. */
	Detalle: nullable(string())
});
var quickOrderResult = object({
	Filas: array(quickOrderRow),
	/** Rows without a problem. */
	Validas: int(),
	/** Rows with a problem. */
	ConProblema: int(),
	/** Sum of the valid rows' Subtotal (major units). */
	Total: number()
});
var quickOrderResponse = envelope(quickOrderResult);
var quickOrderAnswer = wireAnswer(quickOrderResponse, (a) => a.Datos);
extend(baseQuery, { texto: queryText(60) });
var quickOrderSuggestion = object({
	Productoid: int(),
	Producto_cod: string(),
	Referencia: string(),
	Producto: string(),
	Disponible: number()
});
var quickOrderSuggestResponse = envelope(array(quickOrderSuggestion));
var quickOrderSuggestAnswer = wireAnswer(quickOrderSuggestResponse, (a) => a.Datos);
export { quickOrderSuggestAnswer as i, quickOrderPaths as n, quickOrderProduct as r, quickOrderAnswer as t };
