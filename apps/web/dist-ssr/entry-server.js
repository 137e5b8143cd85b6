import { $t as percentOf, A as persisted, At as _minLength, B as createSlice, C as isLanguage, Ct as string, D as readCookie, E as LANGUAGE_COOKIE, Et as unknown, F as hostUrl, Ft as Provider, G as baseQuery, Gt as notice, H as paths, Ht as stockOf, I as pictureUrl, It as useDispatch, Jt as asMinor, K as bodyInt, Kt as CURRENCIES, L as baseApi, Lt as useSelector, M as resetState, N as writePersisted, Nt as _regex, O as writePreferenceCookie, P as apiConfig, Pt as _trim, Q as queryIntRequired, Qt as multiplyMinor, R as configureStore, Rt as useStore, S as i18nReady, St as refine, T as CURRENCY_COOKIE, Tt as union, V as combineReducers, Vt as priceForQuantity, W as NO_CONTROL_CHARACTERS, Wt as NOTICES, Xt as formatMoney, Y as queryDate, Yt as convertMinor, Z as queryInt, Zt as isCurrencyCode, _ as LANGUAGES, _t as object, b as htmlLang, bt as pipe, c as getSessionToken, ct as array, d as setRequestTransportProvider, dt as extend, en as sumMinor, et as queryText, f as setSessionToken, ft as int, g as toastsWanted, gt as number, h as onToastsWanted, ht as nullish, i as getJson, j as readPersisted, jt as _nonnegative, k as isRecord$1, kt as _maxLength, l as onSessionChange, lt as boolean, m as notify, mt as nullable, n as toProduct, nn as toMinor, nt as statusWith, o as postJson, ot as _enum, p as loadToasts, pt as literal, qt as addMinor, r as apiRequest, rt as wireAnswer, s as getSessionTerceroid, tt as envelope, u as onUnauthorized, v as NAMESPACES, vt as optional, w as localeOf, wt as transform, x as i18n, xt as record, y as changeLanguage, z as createAction } from "./assets/api-B4Np9Lgr.js";
import { C as k$1, E as x$1, S as init_preact, T as r, _ as j$1, b as $$1, c as k$2, d as A$2, f as F$1, h as d$1, l as ln, m as b$1, n as M$1, o as fn, p as T$1, r as Z$1, s as init_compat, t as A$1, u as sn, v as w$1, w as n, x as U$1 } from "./assets/compat-BYQ-5DoL.js";
import { n as useTranslation, r as I18nContext, t as a$1 } from "./assets/jsx-runtime-Cr6Gy-VZ.js";
import { a as priceLevel, i as pickProduct, r as getProductosResponse, t as getProductoDataAnswer } from "./assets/product-hd_4I6OM.js";
import { t as emailAddress } from "./assets/email-3db4oK3Q.js";
// ../../packages/domain/src/account.ts
var AGING_BUCKETS = [
	"d0_30",
	"d31_60",
	"d61_90",
	"d90plus"
];
/**
* Credit left: the limit minus what is owed; negative when the customer is over the limit; null when the
* customer has no limit (unlimited credit).
*/
function availableCredit(limit, owed) {
	return limit === null ? null : asMinor(limit - owed);
}
/** What the checkout warns about (or blocks, for a customer whose data says so) before an order. */
function creditCheck(standing, orderTotal) {
	const available = availableCredit(standing.limit, standing.owed);
	const excess = available === null ? 0 : asMinor(Math.max(0, orderTotal - available));
	return {
		overLimit: excess > 0,
		hasOverdue: standing.overdueCount > 0,
		excess
	};
}
// ../../packages/domain/src/cart.ts
/**
* The product as a line of this colour and size sees it: its Disponible is the size's own stock when that
* is lower (a size with 2 in stock takes at most 2, whatever the product's total).
*/
function variantProduct(product, color, size) {
	const chosen = product.variation?.find((v) => v.color === color)?.size.find((s) => s.name === size);
	if (!chosen) return product;
	const total = stockOf(product);
	const own = Math.max(0, Math.floor(chosen.stock));
	return {
		...product,
		Disponible: total === null ? own : Math.min(total, own)
	};
}
var lineVariant = (line) => ({
	color: line.selectedProductColor,
	size: line.selectedProductSize
});
function sameLine(line, productId, v) {
	return line.product.Productoid === productId && line.selectedProductColor === (v.color ?? null) && line.selectedProductSize === (v.size ?? null);
}
/** Clamps a wanted quantity into [1, stock]; `capped` when stock lowered it. Stock 0 -> quantity 0. */
function clampToStock(product, wanted, v = {}) {
	const atLeastOne = Number.isFinite(wanted) ? Math.max(1, Math.floor(wanted)) : 1;
	const stock = stockOf(variantProduct(product, v.color, v.size));
	if (stock === null || atLeastOne <= stock) return {
		quantity: atLeastOne,
		capped: false
	};
	return {
		quantity: stock,
		capped: true
	};
}
function withQuantity(line, product, quantity) {
	return {
		...line,
		product,
		quantity,
		priceF: priceForQuantity(product, quantity)
	};
}
/** A caller-made id that is already taken gets a suffix, so cartItemId stays unique. */
function uniqueId(lines, id) {
	const taken = new Set(lines.map((l) => l.cartItemId));
	let candidate = id;
	for (let n = 2; taken.has(candidate); n++) candidate = `${id}-${n}`;
	return candidate;
}
function newLine(lines, a, quantity, comment = "") {
	return {
		product: a.product,
		quantity,
		cartItemId: uniqueId(lines, a.cartItemId),
		priceF: priceForQuantity(a.product, quantity),
		selectedProductColor: a.color ?? null,
		selectedProductSize: a.size ?? null,
		itemObservacion: comment,
		comment
	};
}
var OUT_OF_STOCK = notice("error", "outOfStock");
/** Puts `quantity` (already clamped) into the product+variant line, creating it when absent. */
function upsert(lines, a, quantity) {
	const index = lines.findIndex((l) => sameLine(l, a.product.Productoid, a));
	const existing = lines[index];
	if (!existing) return [...lines, newLine(lines, a, quantity)];
	return lines.map((l, i) => i === index ? withQuantity(existing, a.product, quantity) : l);
}
/**
* add (+1, or a new line) and addQuantity (sets the typed quantity). Setting the quantity of a line
* already in the cart is a change, not an addition: it earns 'Item modificado en el carrito'.
*/
function addTo(lines, a, wanted, sets = false) {
	const existing = lines.find((l) => sameLine(l, a.product.Productoid, a));
	const current = existing?.quantity ?? 0;
	const { quantity, capped } = clampToStock(a.product, wanted(current), a);
	if (quantity < 1) return {
		lines: [...lines],
		notice: OUT_OF_STOCK,
		capped: true
	};
	const next = upsert(lines, a, quantity);
	const plain = sets && existing ? notice("warning", "modified") : notice("success", "added");
	return {
		lines: next,
		notice: capped ? notice("warning", "stockLimit") : plain,
		capped
	};
}
function decrease(lines, cartItemId) {
	const line = lines.find((l) => l.cartItemId === cartItemId);
	if (!line) return {
		lines: [...lines],
		notice: null,
		capped: false
	};
	if (line.quantity <= 1) return {
		lines: lines.filter((l) => l !== line),
		notice: notice("error", "removed"),
		capped: false
	};
	const { quantity, capped } = clampToStock(line.product, line.quantity - 1, lineVariant(line));
	if (quantity < 1) return {
		lines: lines.filter((l) => l !== line),
		notice: notice("error", "removed"),
		capped: true
	};
	return {
		lines: lines.map((l) => l === line ? withQuantity(line, line.product, quantity) : l),
		notice: notice("warning", "modified"),
		capped
	};
}
function remove(lines, productId) {
	const next = lines.filter((l) => l.product.Productoid !== productId);
	return {
		lines: next,
		notice: next.length !== lines.length ? notice("error", "removed") : null,
		capped: false
	};
}
function comment(lines, a) {
	const existing = lines.find((l) => sameLine(l, a.product.Productoid, a));
	const saved = notice("success", "commentSaved");
	if (existing) return {
		lines: lines.map((l) => l === existing ? {
			...l,
			comment: a.comment,
			itemObservacion: a.comment
		} : l),
		notice: saved,
		capped: false
	};
	if (clampToStock(a.product, 1).quantity < 1) return {
		lines: [...lines],
		notice: OUT_OF_STOCK,
		capped: true
	};
	return {
		lines: [...lines, newLine(lines, a, 1, a.comment)],
		notice: saved,
		capped: false
	};
}
/**
* Re-prices lines against a fresh catalogue: each line takes its product's new record, is clamped to the new
* stock (a product now at Disponible 0 leaves the cart) and gets priceF again. Lines whose product is not
* in `products` stay as they are. Notice 'Item modificado en el carrito' only when a quantity changed.
*/
function refresh(lines, products) {
	const byId = new Map(products.map((p) => [p.Productoid, p]));
	let capped = false;
	const next = [];
	for (const line of lines) {
		const product = byId.get(line.product.Productoid);
		if (!product) {
			next.push(line);
			continue;
		}
		const clamped = clampToStock(product, line.quantity, lineVariant(line));
		capped ||= clamped.quantity !== line.quantity;
		if (clamped.quantity >= 1) next.push(withQuantity(line, product, clamped.quantity));
	}
	return {
		lines: next,
		notice: capped ? notice("warning", "modified") : null,
		capped
	};
}
/**
* The cart's transitions (spec §4). Every line it returns has 1 <= quantity <= Disponible (when known) and
* priceF = priceForQuantity(product, quantity). A transition that changes nothing earns no notice.
*/
function cartReducer(lines, action) {
	switch (action.type) {
		case "add": return addTo(lines, action, (current) => current + 1);
		case "addQuantity": return addTo(lines, action, () => action.quantity, true);
		case "decrease": return decrease(lines, action.cartItemId);
		case "delete": return remove(lines, action.productId);
		case "deleteAll": return {
			lines: [],
			notice: lines.length > 0 ? notice("error", "removedAll") : null,
			capped: false
		};
		case "comment": return comment(lines, action);
		case "refreshProducts": return refresh(lines, action.products);
	}
}
/** Totals use the tier price: subtotal = Σ priceF × quantity. */
function cartTotals(lines) {
	return {
		subtotal: sumMinor(lines.map((l) => multiplyMinor(l.priceF, l.quantity))),
		units: lines.reduce((n, l) => n + l.quantity, 0),
		lines: lines.length
	};
}
// ../../packages/domain/src/wishlist.ts
/** Appends when the id is absent. A duplicate add returns the list unchanged and notice null. */
function addIfAbsent(items, item, added) {
	if (items.some((i) => i.id === item.id)) return {
		items: [...items],
		notice: null
	};
	return {
		items: [...items, item],
		notice: added
	};
}
/** Removes the id; notice null when it was not there. */
function deleteById(items, id, removed) {
	const next = items.filter((i) => i.id !== id);
	return {
		items: next,
		notice: next.length === items.length ? null : removed
	};
}
/** Spec §4 wishlist. A transition that changes nothing (duplicate add, unknown id, empty list) earns no notice. */
function wishlistReducer(items, action) {
	switch (action.type) {
		case "add": return addIfAbsent(items, action.item, notice("success", "wishlistAdded"));
		case "delete": return deleteById(items, action.id, notice("error", "wishlistRemoved"));
		case "deleteAll": return {
			items: [],
			notice: items.length > 0 ? notice("error", "wishlistRemovedAll") : null
		};
	}
}
// ../../packages/domain/src/compare.ts
/** Spec §4 compare: add if absent, delete by id. A duplicate add or an unknown id earns no notice. */
function compareReducer(items, action) {
	switch (action.type) {
		case "add": return addIfAbsent(items, action.item, notice("success", "compareAdded"));
		case "delete": return deleteById(items, action.id, notice("error", "compareRemoved"));
	}
}
// ../../packages/domain/src/currency.ts
var DEFAULT_CURRENCY = Object.freeze({
	currencySymbol: "$",
	currencyName: "USD",
	currencyRate: 1
});
/**
* The state for a chosen currency and its rate (spec §4). USD is the base, so its rate is always 1.
* An unknown code or a rate that is not a finite number above 0 keeps `fallback` (by default USD at 1):
* prices then stay correct in the old currency instead of showing a new symbol on unconverted amounts.
*/
function chooseCurrency(code, rate, fallback = DEFAULT_CURRENCY) {
	if (!isCurrencyCode(code)) return fallback;
	if (code === "USD") return DEFAULT_CURRENCY;
	if (!Number.isFinite(rate) || rate <= 0) return fallback;
	return {
		currencySymbol: CURRENCIES[code].symbol,
		currencyName: code,
		currencyRate: rate
	};
}
var ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;
/** Epoch ms from a number or ISO text; anything else (other date text, NaN, a Date, ...) -> null. */
function epochMs(loginAt) {
	if (typeof loginAt === "number") return Number.isFinite(loginAt) ? loginAt : null;
	if (typeof loginAt !== "string" || !ISO_DATE.test(loginAt.trim())) return null;
	const ms = Date.parse(loginAt.trim());
	return Number.isFinite(ms) ? ms : null;
}
/**
* Valid only when a customer record (a non-null object) exists and 0 <= now - loginAt < one day.
* A login in the future counts as malformed (invalid), as does an invalid `now`.
*/
function isSessionValid(session, now) {
	if (!session || typeof session.customer !== "object" || session.customer === null) return false;
	const login = epochMs(session.loginAt);
	const elapsed = now.getTime() - (login ?? NaN);
	return elapsed >= 0 && elapsed < 864e5;
}
// ../../packages/domain/src/tax.ts
/**
* The totals of an order: each line's tax is its subtotal's percentage rounded to the minor unit, and the
* order's tax is the sum of the lines' (so lines at different rates add up exactly). The server's order and
* the cart's preview both use this one rule, so the cart shows the total the order will have.
*/
function taxedTotals(lines) {
	const subtotal = sumMinor(lines.map((l) => l.subtotal));
	const tax = sumMinor(lines.map((l) => percentOf(l.subtotal, l.taxPercent)));
	return {
		subtotal,
		tax,
		total: addMinor(subtotal, tax)
	};
}
// ../../node_modules/preact-render-to-string/dist/index.mjs
init_preact();
var o = "__s";
var i = "__c";
var a = "__k";
var u = "__d";
var c = "__s";
var f = /[\s\n\\/='"\0<>]/;
var s = /^(xlink|xmlns|xml)([A-Z])/;
var l = /^(?:accessK|auto[A-Z]|cell|ch|col|cont|cross|dateT|encT|form[A-Z]|frame|hrefL|inputM|maxL|minL|noV|playsI|popoverT|readO|rowS|src[A-Z]|tabI|useM|item[A-Z])/;
var p = /^ac|^ali|arabic|basel|cap|clipPath$|clipRule$|color|dominant|enable|fill|flood|font|glyph[^R]|horiz|image|letter|lighting|marker[^WUH]|overline|panose|pointe|paint|rendering|shape|stop|strikethrough|stroke|text[^L]|transform|underline|unicode|units|^v[^i]|^w|^xH/;
var h = /* @__PURE__ */ new Set(["draggable", "spellcheck"]);
function d(e) {
	void 0 !== e.__g ? e.__g |= 8 : e[u] = !0;
}
function v(e) {
	void 0 !== e.__g ? e.__g &= -9 : e[u] = !1;
}
function m(e) {
	return void 0 !== e.__g ? !!(8 & e.__g) : !0 === e[u];
}
var y = /["&<]/;
function _(e) {
	if (0 === e.length || !1 === y.test(e)) return e;
	for (var t = 0, n = 0, r = "", o = ""; n < e.length; n++) {
		switch (e.charCodeAt(n)) {
			case 34:
				o = "&quot;";
				break;
			case 38:
				o = "&amp;";
				break;
			case 60:
				o = "&lt;";
				break;
			default: continue;
		}
		n !== t && (r += e.slice(t, n)), r += o, t = n + 1;
	}
	return n !== t && (r += e.slice(t, n)), r;
}
var g = {};
var k = /* @__PURE__ */ new Set([
	"animation-iteration-count",
	"border-image-outset",
	"border-image-slice",
	"border-image-width",
	"box-flex",
	"box-flex-group",
	"box-ordinal-group",
	"column-count",
	"fill-opacity",
	"flex",
	"flex-grow",
	"flex-negative",
	"flex-order",
	"flex-positive",
	"flex-shrink",
	"flood-opacity",
	"font-weight",
	"grid-column",
	"grid-row",
	"line-clamp",
	"line-height",
	"opacity",
	"order",
	"orphans",
	"stop-opacity",
	"stroke-dasharray",
	"stroke-dashoffset",
	"stroke-miterlimit",
	"stroke-opacity",
	"stroke-width",
	"tab-size",
	"widows",
	"z-index",
	"zoom"
]);
var b = /[A-Z]/g;
function x(e) {
	var t = "";
	for (var n in e) {
		var r = e[n];
		if (null != r && "" !== r) {
			var o = "-" == n[0] ? n : g[n] || (g[n] = n.replace(b, "-$&").toLowerCase()), i = ";";
			"number" != typeof r || o.startsWith("--") || k.has(o) || (i = "px;"), t = t + o + ":" + r + i;
		}
	}
	return t || void 0;
}
function w() {
	this.__d = !0;
}
function H(e, t) {
	return {
		__v: e,
		context: t,
		props: e.props,
		setState: w,
		forceUpdate: w,
		__d: !0,
		__h: new Array(0)
	};
}
function C(e, t, n) {
	if (!e.s) {
		if (n instanceof D) {
			if (!n.s) return void (n.o = C.bind(null, e, t));
			1 & t && (t = n.s), n = n.v;
		}
		if (n && n.then) return void n.then(C.bind(null, e, t), C.bind(null, e, 2));
		e.s = t, e.v = n;
		const r = e.o;
		r && r(e);
	}
}
var D = /*#__PURE__*/ function() {
	function e() {}
	return e.prototype.then = function(t, n) {
		var r = new e(), o = this.s;
		if (o) {
			var i = 1 & o ? t : n;
			if (i) {
				try {
					C(r, 1, i(this.v));
				} catch (e) {
					C(r, 2, e);
				}
				return r;
			}
			return this;
		}
		return this.o = function(e) {
			try {
				var o = e.v;
				1 & e.s ? C(r, 1, t ? t(o) : o) : n ? C(r, 1, n(o)) : C(r, 2, o);
			} catch (e) {
				C(r, 2, e);
			}
		}, r;
	}, e;
}();
function A(e) {
	return e instanceof D && 1 & e.s;
}
function S(e, t, n) {
	for (var r;;) {
		var o = e();
		if (A(o) && (o = o.v), !o) return i;
		if (o.then) {
			r = 0;
			break;
		}
		var i = n();
		if (i && i.then) {
			if (!A(i)) {
				r = 1;
				break;
			}
			i = i.s;
		}
		if (t) {
			var a = t();
			if (a && a.then && !A(a)) {
				r = 2;
				break;
			}
		}
	}
	var u = new D(), c = C.bind(null, u, 2);
	return (0 === r ? o.then(s) : 1 === r ? i.then(f) : a.then(l)).then(void 0, c), u;
	function f(r) {
		i = r;
		do {
			if (t && (a = t()) && a.then && !A(a)) return void a.then(l).then(void 0, c);
			if (!(o = e()) || A(o) && !o.v) return void C(u, 1, i);
			if (o.then) return void o.then(s).then(void 0, c);
			A(i = n()) && (i = i.v);
		} while (!i || !i.then);
		i.then(f).then(void 0, c);
	}
	function s(e) {
		e ? (i = n()) && i.then ? i.then(f).then(void 0, c) : f(i) : C(u, 1, i);
	}
	function l() {
		(o = e()) ? o.then ? o.then(s).then(void 0, c) : s(o) : C(u, 1, i);
	}
}
function E(e, t) {
	try {
		var n = e();
	} catch (e) {
		return t(!0, e);
	}
	return n && n.then ? n.then(t.bind(null, !1), t.bind(null, !0)) : t(!1, n);
}
var L = function(n, r) {
	try {
		var o = W();
		return Promise.resolve(E(function() {
			return Promise.resolve(B(function() {
				var i, u = k$1($$1, null);
				return u[a] = [n], o.rootHook && o.rootHook(n, ((i = {})[a] = u, i.nodeType = 1, i)), q(n, r || T, !1, void 0, u, !0, void 0, o);
			})).then(function(e) {
				var t, n = function() {
					if (P(e)) {
						var n = function() {
							var e = o.join(U);
							return t = 1, e;
						}, r = 0, o = e, i = S(function() {
							return !!o.some(function(e) {
								return e && "function" == typeof e.then;
							}) && r++ < 25;
						}, void 0, function() {
							return Promise.resolve(Promise.all(o)).then(function(e) {
								o = e.flat();
							});
						});
						return i && i.then ? i.then(n) : n();
					}
				}();
				return n && n.then ? n.then(function(n) {
					return t ? n : e;
				}) : t ? n : e;
			});
		}, function(e, t) {
			if (o.commitHook && B(function() {
				return o.commitHook(n, j);
			}), j.length = 0, e) throw t;
			return t;
		}));
	} catch (e) {
		return Promise.reject(e);
	}
};
var T = {};
var j = [];
var P = Array.isArray;
var $ = Object.assign;
var U = "";
var Z = "<!--$s-->";
var F = "<!--/$s-->";
function M(e) {
	return "string" == typeof e ? Z + e + F : P(e) ? (e.unshift(Z), e.push(F), e) : e && "function" == typeof e.then ? e.then(M) : Z + e + F;
}
function W() {
	return {
		beforeDiff: n.__b,
		afterDiff: n.diffed,
		renderHook: n.__r,
		unmountHook: n.unmount,
		rootHook: n.__,
		commitHook: n.__c,
		catchError: n.__e,
		errorBoundaries: n.errorBoundaries
	};
}
function B(e) {
	var t = n[o];
	n[o] = !0;
	try {
		return e();
	} finally {
		n[o] = t;
	}
}
function z(n, r, o) {
	var i = W();
	try {
		var u = B(function() {
			var u, c = k$1($$1, null);
			return c[a] = [n], i.rootHook && i.rootHook(n, ((u = {})[a] = c, u.nodeType = 1, u)), q(n, r || T, !1, void 0, c, !1, o, i);
		});
		return P(u) ? u.join(U) : u;
	} catch (e) {
		if (e.then) throw new Error("Use \"renderToStringAsync\" for suspenseful rendering.");
		throw e;
	} finally {
		i.commitHook && B(function() {
			return i.commitHook(n, j);
		}), j.length = 0;
	}
}
function N(e, t, n) {
	var r, o = e.type, a = !0;
	return e[i] ? (a = !1, (r = e[i]).state = r[c]) : r = new o(e.props, t), e[i] = r, r.__v = e, r.props = e.props, r.context = t, d(r), r.state ?? (r.state = T), r[c] ?? (r[c] = r.state), o.getDerivedStateFromProps ? r.state = $({}, r.state, o.getDerivedStateFromProps(r.props, r.state)) : a && r.componentWillMount ? (r.componentWillMount(), r.state = r[c] !== r.state ? r[c] : r.state) : !a && r.componentWillUpdate && r.componentWillUpdate(), n.renderHook && n.renderHook(e), r.render(r.props, r.state, t);
}
function q(e, n, o, u, y, g, k, b) {
	if (null == e || !0 === e || !1 === e || e === U) return U;
	var w = typeof e;
	if ("object" != w) return "function" == w ? U : "string" == w ? _(e) : e + U;
	if (P(e)) {
		var C, D = U;
		y[a] = e;
		for (var A = e.length, S = 0; S < A; S++) {
			var E = e[S];
			if (null != E && "boolean" != typeof E) {
				var L, j = q(E, n, o, u, y, g, k, b);
				"string" == typeof j ? D += j : (C || (C = new Array(A)), D && C.push(D), D = U, P(j) ? (L = C).push.apply(L, j) : C.push(j));
			}
		}
		return C ? (D && C.push(D), C) : D;
	}
	if (!r(e)) return U;
	e.__ = y, b.beforeDiff && b.beforeDiff(e);
	var Z = e.type, F = e.props;
	if ("function" == typeof Z) {
		var W, z, O, R = n;
		if (Z === $$1) {
			if ("tpl" in F) {
				for (var K, G = U, J = 0; J < F.tpl.length; J++) if (G += F.tpl[J], F.exprs && J < F.exprs.length) {
					var Q = F.exprs[J];
					if (null == Q) continue;
					if ("object" == typeof Q && (r(Q) || P(Q))) {
						var X, Y = q(Q, n, o, u, e, g, k, b);
						"string" == typeof Y ? G += Y : (K || (K = []), G && K.push(G), G = U, P(Y) ? (X = K).push.apply(X, Y) : K.push(Y));
					} else G += Q;
				}
				return K ? (G && K.push(G), K) : G;
			}
			if ("UNSTABLE_comment" in F) return "<!--" + _(F.UNSTABLE_comment) + "-->";
			z = F.children;
		} else {
			if (null != (W = Z.contextType)) {
				var ee = n[W.__c];
				R = ee ? ee.props.value : W.__;
			}
			var te = Z.prototype && "function" == typeof Z.prototype.render;
			if (te) z = N(e, R, b), O = e[i];
			else {
				e[i] = O = H(e, R);
				for (var ne = 0; m(O) && ne++ < 25;) {
					v(O), b.renderHook && b.renderHook(e);
					try {
						z = Z.call(O, F, R);
					} catch (t) {
						throw g && t && "function" == typeof t.then && (e._suspended = !0), t;
					}
				}
				d(O);
			}
			if (null != O.getChildContext && (n = $({}, n, O.getChildContext())), te && b.errorBoundaries && (Z.getDerivedStateFromError || O.componentDidCatch)) {
				z = null != z && z.type === $$1 && null == z.key && null == z.props.tpl ? z.props.children : z;
				try {
					return q(z, n, o, u, e, g, !1, b);
				} catch (r) {
					return Z.getDerivedStateFromError && (O[c] = Z.getDerivedStateFromError(r)), O.componentDidCatch && O.componentDidCatch(r, T), m(O) ? (z = N(e, n, b), null != (O = e[i]).getChildContext && (n = $({}, n, O.getChildContext())), q(z = null != z && z.type === $$1 && null == z.key && null == z.props.tpl ? z.props.children : z, n, o, u, e, g, k, b)) : U;
				} finally {
					b.afterDiff && b.afterDiff(e), b.unmountHook && b.unmountHook(e);
				}
			}
		}
		z = null != z && z.type === $$1 && null == z.key && null == z.props.tpl ? z.props.children : z;
		try {
			var re = q(z, n, o, u, e, g, k, b);
			return b.afterDiff && b.afterDiff(e), b.unmountHook && b.unmountHook(e), e._suspended ? M(re) : re;
		} catch (t) {
			if (!g && k && k.onError) {
				var oe = function t(r) {
					return k.onError(r, e, function(e, r) {
						try {
							return B(function() {
								return q(e, n, o, u, r, g, k, b);
							});
						} catch (e) {
							return t(e);
						}
					});
				}(t);
				return void 0 !== oe ? oe : (b.catchError && b.catchError(t, e), U);
			}
			if (!g) throw t;
			if (!t || "function" != typeof t.then) throw t;
			return t.then(function t() {
				try {
					var r = B(function() {
						return q(z, n, o, u, e, g, k, b);
					});
					return e._suspended ? M(r) : r;
				} catch (e) {
					if (!e || "function" != typeof e.then) throw e;
					return e.then(t);
				}
			});
		}
	}
	var ie, ae = "<" + Z, ue = U;
	for (var ce in F) {
		var fe = F[ce];
		if ("function" != typeof (fe = V(fe) ? fe.value : fe) || "class" === ce || "className" === ce) {
			switch (ce) {
				case "children":
					ie = fe;
					continue;
				case "key":
				case "ref":
				case "__self":
				case "__source": continue;
				case "htmlFor":
					if ("for" in F) continue;
					ce = "for";
					break;
				case "className":
					if ("class" in F) continue;
					ce = "class";
					break;
				case "defaultChecked":
					ce = "checked";
					break;
				case "defaultSelected":
					ce = "selected";
					break;
				case "defaultValue":
				case "value":
					switch (ce = "value", Z) {
						case "textarea":
							ie = fe;
							continue;
						case "select":
							u = fe;
							continue;
						case "option": u != fe || "selected" in F || (ae += " selected");
					}
					break;
				case "dangerouslySetInnerHTML":
					ue = fe && fe.__html;
					continue;
				case "style":
					"object" == typeof fe && (fe = x(fe));
					break;
				case "acceptCharset":
					ce = "accept-charset";
					break;
				case "httpEquiv":
					ce = "http-equiv";
					break;
				default:
					if (f.test(ce)) continue;
					s.test(ce) ? ce = ce.replace(s, "$1:$2").toLowerCase() : "-" !== ce[4] && !h.has(ce) || null == fe ? o ? p.test(ce) && (ce = "panose1" === ce ? "panose-1" : ce.replace(/([A-Z])/g, "-$1").toLowerCase()) : l.test(ce) && (ce = ce.toLowerCase()) : fe += U;
			}
			null != fe && !1 !== fe && (ae = !0 === fe || fe === U ? ae + " " + ce : ae + " " + ce + "=\"" + _(fe + U) + "\"");
		}
	}
	if (f.test(Z)) throw new Error(Z + " is not a valid HTML tag name in " + ae + ">");
	if (ue || ("string" == typeof ie ? ue = _(ie) : null != ie && !1 !== ie && !0 !== ie && (ue = q(ie, n, "svg" === Z || "foreignObject" !== Z && o, u, e, g, k, b))), b.afterDiff && b.afterDiff(e), b.unmountHook && b.unmountHook(e), !ue && I.has(Z)) return ae + "/>";
	var se = "</" + Z + ">", le = ae + ">";
	return P(ue) ? [le].concat(ue, [se]) : "string" != typeof ue ? [
		le,
		ue,
		se
	] : le + ue + se;
}
var I = /* @__PURE__ */ new Set([
	"area",
	"base",
	"br",
	"col",
	"command",
	"embed",
	"hr",
	"img",
	"input",
	"keygen",
	"link",
	"meta",
	"param",
	"source",
	"track",
	"wbr"
]);
function V(e) {
	return null !== e && "object" == typeof e && "function" == typeof e.peek && "value" in e;
}
// ../../node_modules/react-router/dist/development/chunk-6KYCQHYJ.mjs
init_compat();
/**
* react-router v7.18.5
*
* Copyright (c) Remix Software Inc.
*
* This source code is licensed under the MIT license found in the
* LICENSE.md file in the root directory of this source tree.
*
* @license MIT
*/
var ABSOLUTE_URL_REGEX = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;
var PROTOCOL_RELATIVE_URL_REGEX = /^[\\/]{2}/;
function normalizeProtocolRelativeUrl(url, protocol) {
	return protocol + url.replace(/\\/g, "/");
}
function invariant(value, message) {
	if (value === false || value === null || typeof value === "undefined") throw new Error(message);
}
function warning(cond, message) {
	if (!cond) {
		if (typeof console !== "undefined") console.warn(message);
		try {
			throw new Error(message);
		} catch (e) {}
	}
}
function createPath({ pathname = "/", search = "", hash = "" }) {
	if (search && search !== "?") pathname += search.charAt(0) === "?" ? search : "?" + search;
	if (hash && hash !== "#") pathname += hash.charAt(0) === "#" ? hash : "#" + hash;
	return pathname;
}
function parsePath(path) {
	let parsedPath = {};
	if (path) {
		let hashIndex = path.indexOf("#");
		if (hashIndex >= 0) {
			parsedPath.hash = path.substring(hashIndex);
			path = path.substring(0, hashIndex);
		}
		let searchIndex = path.indexOf("?");
		if (searchIndex >= 0) {
			parsedPath.search = path.substring(searchIndex);
			path = path.substring(0, searchIndex);
		}
		if (path) parsedPath.pathname = path;
	}
	return parsedPath;
}
function matchRoutes(routes, locationArg, basename = "/") {
	return matchRoutesImpl(routes, locationArg, basename, false);
}
function matchRoutesImpl(routes, locationArg, basename, allowPartial, precomputedBranches) {
	let pathname = stripBasename((typeof locationArg === "string" ? parsePath(locationArg) : locationArg).pathname || "/", basename);
	if (pathname == null) return null;
	let branches = precomputedBranches ?? flattenAndRankRoutes(routes);
	let matches = null;
	let decoded = decodePath(pathname);
	for (let i = 0; matches == null && i < branches.length; ++i) matches = matchRouteBranch(branches[i], decoded, allowPartial);
	return matches;
}
function convertRouteMatchToUiMatch(match, loaderData) {
	let { route, pathname, params } = match;
	return {
		id: route.id,
		pathname,
		params,
		data: loaderData[route.id],
		loaderData: loaderData[route.id],
		handle: route.handle
	};
}
function flattenAndRankRoutes(routes) {
	let branches = flattenRoutes(routes);
	rankRouteBranches(branches);
	return branches;
}
function flattenRoutes(routes, branches = [], parentsMeta = [], parentPath = "", _hasParentOptionalSegments = false) {
	let flattenRoute = (route, index, hasParentOptionalSegments = _hasParentOptionalSegments, relativePath) => {
		let meta = {
			relativePath: relativePath === void 0 ? route.path || "" : relativePath,
			caseSensitive: route.caseSensitive === true,
			childrenIndex: index,
			route
		};
		if (meta.relativePath.startsWith("/")) {
			if (!meta.relativePath.startsWith(parentPath) && hasParentOptionalSegments) return;
			invariant(meta.relativePath.startsWith(parentPath), `Absolute route path "${meta.relativePath}" nested under path "${parentPath}" is not valid. An absolute child route path must start with the combined path of all its parent routes.`);
			meta.relativePath = meta.relativePath.slice(parentPath.length);
		}
		let path = joinPaths([parentPath, meta.relativePath]);
		let routesMeta = parentsMeta.concat(meta);
		if (route.children && route.children.length > 0) {
			invariant(route.index !== true, `Index routes must not have child routes. Please remove all child routes from route path "${path}".`);
			flattenRoutes(route.children, branches, routesMeta, path, hasParentOptionalSegments);
		}
		if (route.path == null && !route.index) return;
		branches.push({
			path,
			score: computeScore(path, route.index),
			routesMeta: routesMeta.map((meta2, i) => {
				let [matcher, params] = compilePath(meta2.relativePath, meta2.caseSensitive, i === routesMeta.length - 1);
				return {
					...meta2,
					matcher,
					compiledParams: params
				};
			})
		});
	};
	routes.forEach((route, index) => {
		if (route.path === "" || !route.path?.includes("?")) flattenRoute(route, index);
		else for (let exploded of explodeOptionalSegments(route.path)) flattenRoute(route, index, true, exploded);
	});
	return branches;
}
function explodeOptionalSegments(path) {
	let segments = path.split("/");
	if (segments.length === 0) return [];
	let [first, ...rest] = segments;
	let isOptional = first.endsWith("?");
	let required = first.replace(/\?$/, "");
	if (rest.length === 0) return isOptional ? [required, ""] : [required];
	let restExploded = explodeOptionalSegments(rest.join("/"));
	let result = [];
	result.push(...restExploded.map((subpath) => subpath === "" ? required : [required, subpath].join("/")));
	if (isOptional) result.push(...restExploded);
	return result.map((exploded) => path.startsWith("/") && exploded === "" ? "/" : exploded);
}
function rankRouteBranches(branches) {
	branches.sort((a, b) => a.score !== b.score ? b.score - a.score : compareIndexes(a.routesMeta.map((meta) => meta.childrenIndex), b.routesMeta.map((meta) => meta.childrenIndex)));
}
var paramRe = /^:[\w-]+$/;
var dynamicSegmentValue = 3;
var indexRouteValue = 2;
var emptySegmentValue = 1;
var staticSegmentValue = 10;
var splatPenalty = -2;
var isSplat = (s) => s === "*";
function computeScore(path, index) {
	let segments = path.split("/");
	let initialScore = segments.length;
	if (segments.some(isSplat)) initialScore += splatPenalty;
	if (index) initialScore += indexRouteValue;
	return segments.filter((s) => !isSplat(s)).reduce((score, segment) => score + (paramRe.test(segment) ? dynamicSegmentValue : segment === "" ? emptySegmentValue : staticSegmentValue), initialScore);
}
function compareIndexes(a, b) {
	return a.length === b.length && a.slice(0, -1).every((n, i) => n === b[i]) ? a[a.length - 1] - b[b.length - 1] : 0;
}
function matchRouteBranch(branch, pathname, allowPartial = false) {
	let { routesMeta } = branch;
	let matchedParams = {};
	let matchedPathname = "/";
	let matches = [];
	for (let i = 0; i < routesMeta.length; ++i) {
		let meta = routesMeta[i];
		let end = i === routesMeta.length - 1;
		let remainingPathname = matchedPathname === "/" ? pathname : pathname.slice(matchedPathname.length) || "/";
		let pattern = {
			path: meta.relativePath,
			caseSensitive: meta.caseSensitive,
			end
		};
		let match = meta.matcher && meta.compiledParams ? matchPathImpl(pattern, remainingPathname, meta.matcher, meta.compiledParams) : matchPath(pattern, remainingPathname);
		let route = meta.route;
		if (!match && end && allowPartial && !routesMeta[routesMeta.length - 1].route.index) match = matchPath({
			path: meta.relativePath,
			caseSensitive: meta.caseSensitive,
			end: false
		}, remainingPathname);
		if (!match) return null;
		Object.assign(matchedParams, match.params);
		matches.push({
			params: matchedParams,
			pathname: joinPaths([matchedPathname, match.pathname]),
			pathnameBase: normalizePathname(joinPaths([matchedPathname, match.pathnameBase])),
			route
		});
		if (match.pathnameBase !== "/") matchedPathname = joinPaths([matchedPathname, match.pathnameBase]);
	}
	return matches;
}
function matchPath(pattern, pathname) {
	if (typeof pattern === "string") pattern = {
		path: pattern,
		caseSensitive: false,
		end: true
	};
	let [matcher, compiledParams] = compilePath(pattern.path, pattern.caseSensitive, pattern.end);
	return matchPathImpl(pattern, pathname, matcher, compiledParams);
}
function matchPathImpl(pattern, pathname, matcher, compiledParams) {
	let match = pathname.match(matcher);
	if (!match) return null;
	let matchedPathname = match[0];
	let pathnameBase = removeTrailingSlash(matchedPathname, 1);
	let captureGroups = match.slice(1);
	return {
		params: compiledParams.reduce((memo2, { paramName, isOptional }, index) => {
			if (paramName === "*") {
				let splatValue = captureGroups[index] || "";
				pathnameBase = removeTrailingSlash(matchedPathname.slice(0, matchedPathname.length - splatValue.length), 1);
			}
			const value = captureGroups[index];
			if (isOptional && !value) memo2[paramName] = void 0;
			else memo2[paramName] = (value || "").replace(/%2F/g, "/");
			return memo2;
		}, {}),
		pathname: matchedPathname,
		pathnameBase,
		pattern
	};
}
function compilePath(path, caseSensitive = false, end = true) {
	warning(path === "*" || !path.endsWith("*") || path.endsWith("/*"), `Route path "${path}" will be treated as if it were "${path.replace(/\*$/, "/*")}" because the \`*\` character must always follow a \`/\` in the pattern. To get rid of this warning, please change the route path to "${path.replace(/\*$/, "/*")}".`);
	let params = [];
	let regexpSource = "^" + path.replace(/\/*\*?$/, "").replace(/^\/*/, "/").replace(/[\\.*+^${}|()[\]]/g, "\\$&").replace(/\/:([\w-]+)(\?)?/g, (match, paramName, isOptional, index, str) => {
		params.push({
			paramName,
			isOptional: isOptional != null
		});
		if (isOptional) {
			let nextChar = str.charAt(index + match.length);
			if (nextChar && nextChar !== "/") return "/([^\\/]*)";
			return "(?:/([^\\/]*))?";
		}
		return "/([^\\/]+)";
	}).replace(/\/([\w-]+)\?(\/|$)/g, "(/$1)?$2");
	if (path.endsWith("*")) {
		params.push({ paramName: "*" });
		regexpSource += path === "*" || path === "/*" ? "(.*)$" : "(?:\\/(.+)|\\/*)$";
	} else if (end) regexpSource += "\\/*$";
	else if (path !== "" && path !== "/") regexpSource += "(?:(?=\\/|$))";
	return [new RegExp(regexpSource, caseSensitive ? void 0 : "i"), params];
}
function decodePath(value) {
	try {
		return value.split("/").map((v) => decodeURIComponent(v).replace(/\//g, "%2F")).join("/");
	} catch (error) {
		warning(false, `The URL path "${value}" could not be decoded because it is a malformed URL segment. This is probably due to a bad percent encoding (${error}).`);
		return value;
	}
}
function stripBasename(pathname, basename) {
	if (basename === "/") return pathname;
	if (!pathname.toLowerCase().startsWith(basename.toLowerCase())) return null;
	let startIndex = basename.endsWith("/") ? basename.length - 1 : basename.length;
	let nextChar = pathname.charAt(startIndex);
	if (nextChar && nextChar !== "/") return null;
	return pathname.slice(startIndex) || "/";
}
function resolvePath(to, fromPathname = "/") {
	let { pathname: toPathname, search = "", hash = "" } = typeof to === "string" ? parsePath(to) : to;
	let pathname;
	if (toPathname) {
		toPathname = removeDoubleSlashes(toPathname);
		if (toPathname.startsWith("/") || toPathname.startsWith("\\")) pathname = resolvePathname(toPathname.substring(1), "/");
		else pathname = resolvePathname(toPathname, fromPathname);
	} else pathname = fromPathname;
	return {
		pathname,
		search: normalizeSearch(search),
		hash: normalizeHash(hash)
	};
}
function resolvePathname(relativePath, fromPathname) {
	let segments = removeTrailingSlash(fromPathname).split("/");
	relativePath.split("/").forEach((segment) => {
		if (segment === "..") {
			if (segments.length > 1) segments.pop();
		} else if (segment !== ".") segments.push(segment);
	});
	return segments.length > 1 ? segments.join("/") : "/";
}
function getInvalidPathError(char, field, dest, path) {
	return `Cannot include a '${char}' character in a manually specified \`to.${field}\` field [${JSON.stringify(path)}].  Please separate it out to the \`to.${dest}\` field. Alternatively you may provide the full path as a string in <Link to="..."> and the router will parse it for you.`;
}
function getPathContributingMatches(matches) {
	return matches.filter((match, index) => index === 0 || match.route.path && match.route.path.length > 0);
}
function getResolveToMatches(matches) {
	let pathMatches = getPathContributingMatches(matches);
	return pathMatches.map((match, idx) => idx === pathMatches.length - 1 ? match.pathname : match.pathnameBase);
}
function resolveTo(toArg, routePathnames, locationPathname, isPathRelative = false) {
	let to;
	if (typeof toArg === "string") to = parsePath(toArg);
	else {
		to = { ...toArg };
		invariant(!to.pathname || !to.pathname.includes("?"), getInvalidPathError("?", "pathname", "search", to));
		invariant(!to.pathname || !to.pathname.includes("#"), getInvalidPathError("#", "pathname", "hash", to));
		invariant(!to.search || !to.search.includes("#"), getInvalidPathError("#", "search", "hash", to));
	}
	let isEmptyPath = toArg === "" || to.pathname === "";
	let toPathname = isEmptyPath ? "/" : to.pathname;
	let from;
	if (toPathname == null) from = locationPathname;
	else {
		let routePathnameIndex = routePathnames.length - 1;
		if (!isPathRelative && toPathname.startsWith("..")) {
			let toSegments = toPathname.split("/");
			while (toSegments[0] === "..") {
				toSegments.shift();
				routePathnameIndex -= 1;
			}
			to.pathname = toSegments.join("/");
		}
		from = routePathnameIndex >= 0 ? routePathnames[routePathnameIndex] : "/";
	}
	let path = resolvePath(to, from);
	let hasExplicitTrailingSlash = toPathname && toPathname !== "/" && toPathname.endsWith("/");
	let hasCurrentTrailingSlash = (isEmptyPath || toPathname === ".") && locationPathname.endsWith("/");
	if (!path.pathname.endsWith("/") && (hasExplicitTrailingSlash || hasCurrentTrailingSlash)) path.pathname += "/";
	return path;
}
var removeDoubleSlashes = (path) => path.replace(/[\\/]{2,}/g, "/");
var joinPaths = (paths) => removeDoubleSlashes(paths.join("/"));
function removeTrailingSlash(path, minLength = 0) {
	let end = path.length;
	while (end > minLength && path.charCodeAt(end - 1) === 47) end--;
	return end === path.length ? path : path.slice(0, end);
}
var normalizePathname = (pathname) => removeTrailingSlash(pathname).replace(/^\/*/, "/");
var normalizeSearch = (search) => !search || search === "?" ? "" : search.startsWith("?") ? search : "?" + search;
var normalizeHash = (hash) => !hash || hash === "#" ? "" : hash.startsWith("#") ? hash : "#" + hash;
var ErrorResponseImpl = class {
	constructor(status, statusText, data2, internal = false) {
		this.status = status;
		this.statusText = statusText || "";
		this.internal = internal;
		if (data2 instanceof Error) {
			this.data = data2.toString();
			this.error = data2;
		} else this.data = data2;
	}
};
function isRouteErrorResponse(error) {
	return error != null && typeof error.status === "number" && typeof error.statusText === "string" && typeof error.internal === "boolean" && "data" in error;
}
function getRoutePattern(matches) {
	return joinPaths(matches.map((m) => m.route.path).filter(Boolean)) || "/";
}
var isBrowser = typeof window !== "undefined" && typeof window.document !== "undefined" && typeof window.document.createElement !== "undefined";
function parseToInfo(_to, basename) {
	let to = _to;
	if (typeof to !== "string" || !ABSOLUTE_URL_REGEX.test(to)) return {
		absoluteURL: void 0,
		isExternal: false,
		to
	};
	let absoluteURL = to;
	let isExternal = false;
	if (isBrowser) try {
		let currentUrl = new URL(window.location.href);
		let targetUrl = PROTOCOL_RELATIVE_URL_REGEX.test(to) ? new URL(normalizeProtocolRelativeUrl(to, currentUrl.protocol)) : new URL(to);
		let path = stripBasename(targetUrl.pathname, basename);
		if (targetUrl.origin === currentUrl.origin && path != null) to = path + targetUrl.search + targetUrl.hash;
		else isExternal = true;
	} catch (e) {
		warning(false, `<Link to="${to}"> contains an invalid URL which will probably break when clicked - please update to a valid URL path.`);
	}
	return {
		absoluteURL,
		isExternal,
		to
	};
}
Object.getOwnPropertyNames(Object.prototype).sort().join("\0");
var DEFAULT_NAVIGATION_URL = new URL("http://localhost");
function getNavigatorCurrentUrl(navigator) {
	if (navigator.createURL) return navigator.createURL("/");
	try {
		return new URL(navigator.createHref("/"), DEFAULT_NAVIGATION_URL);
	} catch {
		return DEFAULT_NAVIGATION_URL;
	}
}
function isSameOrigin(a, b) {
	return a.origin === b.origin && (a.origin !== "null" || a.protocol === b.protocol && a.host === b.host);
}
function isExplicitUrl(destination, target) {
	if (destination.startsWith("//")) return true;
	let protocol = target.protocol.toLowerCase();
	if (!destination.toLowerCase().startsWith(protocol)) return false;
	return target.host === "" || destination.slice(protocol.length).startsWith("//");
}
function validateNavigationTarget(original, resolved, currentUrl, externalPolicy) {
	let originalUrl = null;
	try {
		originalUrl = original == null ? null : new URL(original, currentUrl);
	} catch {}
	let resolvedUrl = new URL(resolved, currentUrl);
	let originalIsExternal = originalUrl != null && !isSameOrigin(originalUrl, currentUrl);
	let resolvedIsExternal = !isSameOrigin(resolvedUrl, currentUrl);
	if (externalPolicy === "reject") {
		if (originalIsExternal || resolvedIsExternal) throw new Error("External navigation is not allowed");
	} else if (resolvedIsExternal) {
		if (originalUrl == null || !isExplicitUrl(original, originalUrl) || !isSameOrigin(originalUrl, resolvedUrl)) throw new Error("External navigation is not allowed");
	}
}
var validMutationMethodsArr = [
	"POST",
	"PUT",
	"PATCH",
	"DELETE"
];
new Set(validMutationMethodsArr);
var validRequestMethodsArr = ["GET", ...validMutationMethodsArr];
new Set(validRequestMethodsArr);
var invalidProtocols = [
	"about:",
	"blob:",
	"chrome:",
	"chrome-untrusted:",
	"content:",
	"data:",
	"devtools:",
	"file:",
	"filesystem:",
	"javascript:"
];
function hasInvalidProtocol(location) {
	try {
		return invalidProtocols.includes(new URL(location).protocol);
	} catch {
		return false;
	}
}
var DataRouterContext = U$1(null);
DataRouterContext.displayName = "DataRouter";
var DataRouterStateContext = U$1(null);
DataRouterStateContext.displayName = "DataRouterState";
var RSCRouterContext = U$1(false);
function useIsRSCRouterContext() {
	return j$1(RSCRouterContext);
}
var ViewTransitionContext = U$1({ isTransitioning: false });
ViewTransitionContext.displayName = "ViewTransition";
var FetchersContext = U$1(/* @__PURE__ */ new Map());
FetchersContext.displayName = "Fetchers";
var AwaitContext = U$1(null);
AwaitContext.displayName = "Await";
var NavigationContext = U$1(null);
NavigationContext.displayName = "Navigation";
var LocationContext = U$1(null);
LocationContext.displayName = "Location";
var RouteContext = U$1({
	outlet: null,
	matches: [],
	isDataRoute: false
});
RouteContext.displayName = "Route";
var RouteErrorContext = U$1(null);
RouteErrorContext.displayName = "RouteError";
var ERROR_DIGEST_BASE = "REACT_ROUTER_ERROR";
var ERROR_DIGEST_REDIRECT = "REDIRECT";
var ERROR_DIGEST_ROUTE_ERROR_RESPONSE = "ROUTE_ERROR_RESPONSE";
function decodeRedirectErrorDigest(digest) {
	if (digest.startsWith(`${ERROR_DIGEST_BASE}:${ERROR_DIGEST_REDIRECT}:{`)) try {
		let parsed = JSON.parse(digest.slice(28));
		if (typeof parsed === "object" && parsed && typeof parsed.status === "number" && typeof parsed.statusText === "string" && typeof parsed.location === "string" && typeof parsed.reloadDocument === "boolean" && typeof parsed.replace === "boolean") return parsed;
	} catch {}
}
function decodeRouteErrorResponseDigest(digest) {
	if (digest.startsWith(`${ERROR_DIGEST_BASE}:${ERROR_DIGEST_ROUTE_ERROR_RESPONSE}:{`)) try {
		let parsed = JSON.parse(digest.slice(40));
		if (typeof parsed === "object" && parsed && typeof parsed.status === "number" && typeof parsed.statusText === "string") return new ErrorResponseImpl(parsed.status, parsed.statusText, parsed.data);
	} catch {}
}
function useHref(to, { relative } = {}) {
	invariant(useInRouterContext(), `useHref() may be used only in the context of a <Router> component.`);
	let { basename, navigator } = j$1(NavigationContext);
	let { hash, pathname, search } = useResolvedPath(to, { relative });
	let joinedPathname = pathname;
	if (basename !== "/") joinedPathname = pathname === "/" ? basename : joinPaths([basename, pathname]);
	return navigator.createHref({
		pathname: joinedPathname,
		search,
		hash
	});
}
function useInRouterContext() {
	return j$1(LocationContext) != null;
}
function useLocation() {
	invariant(useInRouterContext(), `useLocation() may be used only in the context of a <Router> component.`);
	return j$1(LocationContext).location;
}
var navigateEffectWarning = `You should call navigate() in a React.useEffect(), not when your component is first rendered.`;
function useIsomorphicLayoutEffect(cb) {
	if (!j$1(NavigationContext).static) F$1(cb);
}
function useNavigate() {
	let { isDataRoute } = j$1(RouteContext);
	return isDataRoute ? useNavigateStable() : useNavigateUnstable();
}
function useNavigateUnstable() {
	invariant(useInRouterContext(), `useNavigate() may be used only in the context of a <Router> component.`);
	let dataRouterContext = j$1(DataRouterContext);
	let { basename, navigator } = j$1(NavigationContext);
	let { matches } = j$1(RouteContext);
	let { pathname: locationPathname } = useLocation();
	let routePathnamesJson = JSON.stringify(getResolveToMatches(matches));
	let activeRef = T$1(false);
	useIsomorphicLayoutEffect(() => {
		activeRef.current = true;
	});
	return b$1((to, options = {}) => {
		warning(activeRef.current, navigateEffectWarning);
		if (!activeRef.current) return;
		if (typeof to === "number") {
			navigator.go(to);
			return;
		}
		let path = resolveTo(to, JSON.parse(routePathnamesJson), locationPathname, options.relative === "path");
		if (dataRouterContext == null && basename !== "/") path.pathname = path.pathname === "/" ? basename : joinPaths([basename, path.pathname]);
		validateNavigationTarget(typeof to === "string" ? to : createPath(to), navigator.createHref(path), getNavigatorCurrentUrl(navigator), "reject");
		(!!options.replace ? navigator.replace : navigator.push)(path, options.state, options);
	}, [
		basename,
		navigator,
		routePathnamesJson,
		locationPathname,
		dataRouterContext
	]);
}
var OutletContext = U$1(null);
function useOutlet(context) {
	let outlet = j$1(RouteContext).outlet;
	return w$1(() => outlet && /* @__PURE__ */ k$1(OutletContext.Provider, { value: context }, outlet), [outlet, context]);
}
function useParams() {
	let { matches } = j$1(RouteContext);
	return matches[matches.length - 1]?.params ?? {};
}
function useResolvedPath(to, { relative } = {}) {
	let { matches } = j$1(RouteContext);
	let { pathname: locationPathname } = useLocation();
	let routePathnamesJson = JSON.stringify(getResolveToMatches(matches));
	return w$1(() => resolveTo(to, JSON.parse(routePathnamesJson), locationPathname, relative === "path"), [
		to,
		routePathnamesJson,
		locationPathname,
		relative
	]);
}
function useRoutes(routes, locationArg) {
	return useRoutesImpl(routes, locationArg);
}
function useRoutesImpl(routes, locationArg, dataRouterOpts) {
	invariant(useInRouterContext(), `useRoutes() may be used only in the context of a <Router> component.`);
	let { navigator } = j$1(NavigationContext);
	let { matches: parentMatches } = j$1(RouteContext);
	let routeMatch = parentMatches[parentMatches.length - 1];
	let parentParams = routeMatch ? routeMatch.params : {};
	let parentPathname = routeMatch ? routeMatch.pathname : "/";
	let parentPathnameBase = routeMatch ? routeMatch.pathnameBase : "/";
	let parentRoute = routeMatch && routeMatch.route;
	{
		let parentPath = parentRoute && parentRoute.path || "";
		warningOnce(parentPathname, !parentRoute || parentPath.endsWith("*") || parentPath.endsWith("*?"), `You rendered descendant <Routes> (or called \`useRoutes()\`) at "${parentPathname}" (under <Route path="${parentPath}">) but the parent route path has no trailing "*". This means if you navigate deeper, the parent won't match anymore and therefore the child routes will never render.

Please change the parent <Route path="${parentPath}"> to <Route path="${parentPath === "/" ? "*" : `${parentPath}/*`}">.`);
	}
	let locationFromContext = useLocation();
	let location;
	if (locationArg) {
		let parsedLocationArg = typeof locationArg === "string" ? parsePath(locationArg) : locationArg;
		invariant(parentPathnameBase === "/" || parsedLocationArg.pathname?.startsWith(parentPathnameBase), `When overriding the location using \`<Routes location>\` or \`useRoutes(routes, location)\`, the location pathname must begin with the portion of the URL pathname that was matched by all parent routes. The current pathname base is "${parentPathnameBase}" but pathname "${parsedLocationArg.pathname}" was given in the \`location\` prop.`);
		location = parsedLocationArg;
	} else location = locationFromContext;
	let pathname = location.pathname || "/";
	let remainingPathname = pathname;
	if (parentPathnameBase !== "/") {
		let parentSegments = parentPathnameBase.replace(/^\//, "").split("/");
		remainingPathname = "/" + pathname.replace(/^\//, "").split("/").slice(parentSegments.length).join("/");
	}
	let matches = dataRouterOpts && dataRouterOpts.state.matches.length ? dataRouterOpts.state.matches.map((m) => Object.assign(m, { route: dataRouterOpts.manifest[m.route.id] || m.route })) : matchRoutes(routes, { pathname: remainingPathname });
	warning(parentRoute || matches != null, `No routes matched location "${location.pathname}${location.search}${location.hash}" `);
	warning(matches == null || matches[matches.length - 1].route.element !== void 0 || matches[matches.length - 1].route.Component !== void 0 || matches[matches.length - 1].route.lazy !== void 0, `Matched leaf route at location "${location.pathname}${location.search}${location.hash}" does not have an element or Component. This means it will render an <Outlet /> with a null value by default resulting in an "empty" page.`);
	let renderedMatches = _renderMatches(matches && matches.map((match) => Object.assign({}, match, {
		params: Object.assign({}, parentParams, match.params),
		pathname: joinPaths([parentPathnameBase, navigator.encodeLocation ? navigator.encodeLocation(match.pathname.replace(/%/g, "%25").replace(/\?/g, "%3F").replace(/#/g, "%23")).pathname : match.pathname]),
		pathnameBase: match.pathnameBase === "/" ? parentPathnameBase : joinPaths([parentPathnameBase, navigator.encodeLocation ? navigator.encodeLocation(match.pathnameBase.replace(/%/g, "%25").replace(/\?/g, "%3F").replace(/#/g, "%23")).pathname : match.pathnameBase])
	})), parentMatches, dataRouterOpts);
	if (locationArg && renderedMatches) return /* @__PURE__ */ k$1(LocationContext.Provider, { value: {
		location: {
			pathname: "/",
			search: "",
			hash: "",
			state: null,
			key: "default",
			mask: void 0,
			...location
		},
		navigationType: "POP"
	} }, renderedMatches);
	return renderedMatches;
}
function DefaultErrorComponent() {
	let error = useRouteError();
	let message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : JSON.stringify(error);
	let stack = error instanceof Error ? error.stack : null;
	let lightgrey = "rgba(200,200,200, 0.5)";
	let preStyles = {
		padding: "0.5rem",
		backgroundColor: lightgrey
	};
	let codeStyles = {
		padding: "2px 4px",
		backgroundColor: lightgrey
	};
	let devInfo = null;
	console.error("Error handled by React Router default ErrorBoundary:", error);
	devInfo = /* @__PURE__ */ k$1($$1, null, /* @__PURE__ */ k$1("p", null, "💿 Hey developer 👋"), /* @__PURE__ */ k$1("p", null, "You can provide a way better UX than this when your app throws errors by providing your own ", /* @__PURE__ */ k$1("code", { style: codeStyles }, "ErrorBoundary"), " or", " ", /* @__PURE__ */ k$1("code", { style: codeStyles }, "errorElement"), " prop on your route."));
	return /* @__PURE__ */ k$1($$1, null, /* @__PURE__ */ k$1("h2", null, "Unexpected Application Error!"), /* @__PURE__ */ k$1("h3", { style: { fontStyle: "italic" } }, message), stack ? /* @__PURE__ */ k$1("pre", { style: preStyles }, stack) : null, devInfo);
}
var defaultErrorElement = /* @__PURE__ */ k$1(DefaultErrorComponent, null);
var RenderErrorBoundary = class extends x$1 {
	constructor(props) {
		super(props);
		this.state = {
			location: props.location,
			revalidation: props.revalidation,
			error: props.error
		};
	}
	static getDerivedStateFromError(error) {
		return { error };
	}
	static getDerivedStateFromProps(props, state) {
		if (state.location !== props.location || state.revalidation !== "idle" && props.revalidation === "idle") return {
			error: props.error,
			location: props.location,
			revalidation: props.revalidation
		};
		return {
			error: props.error !== void 0 ? props.error : state.error,
			location: state.location,
			revalidation: props.revalidation || state.revalidation
		};
	}
	componentDidCatch(error, errorInfo) {
		if (this.props.onError) this.props.onError(error, errorInfo);
		else console.error("React Router caught the following error during render", error);
	}
	render() {
		let error = this.state.error;
		if (this.context && typeof error === "object" && error && "digest" in error && typeof error.digest === "string") {
			const decoded = decodeRouteErrorResponseDigest(error.digest);
			if (decoded) error = decoded;
		}
		let result = error !== void 0 ? /* @__PURE__ */ k$1(RouteContext.Provider, { value: this.props.routeContext }, /* @__PURE__ */ k$1(RouteErrorContext.Provider, {
			value: error,
			children: this.props.component
		})) : this.props.children;
		if (this.context) return /* @__PURE__ */ k$1(RSCErrorHandler, { error }, result);
		return result;
	}
};
RenderErrorBoundary.contextType = RSCRouterContext;
var errorRedirectHandledMap = /* @__PURE__ */ new WeakMap();
function RSCErrorHandler({ children, error }) {
	let { basename, navigator } = j$1(NavigationContext);
	if (typeof error === "object" && error && "digest" in error && typeof error.digest === "string") {
		let redirect2 = decodeRedirectErrorDigest(error.digest);
		if (redirect2) {
			let existingRedirect = errorRedirectHandledMap.get(error);
			if (existingRedirect) throw existingRedirect;
			let parsed = parseToInfo(redirect2.location, basename);
			let target = parsed.absoluteURL || parsed.to;
			validateNavigationTarget(redirect2.location, target, getNavigatorCurrentUrl(navigator), "allow-explicit");
			if (hasInvalidProtocol(target)) throw new Error("Invalid redirect location");
			if (isBrowser && !errorRedirectHandledMap.get(error)) {
				if (parsed.isExternal || redirect2.reloadDocument) window.location.href = target;
				else {
					const redirectPromise = Promise.resolve().then(() => window.__reactRouterDataRouter.navigate(parsed.to, { replace: redirect2.replace }));
					errorRedirectHandledMap.set(error, redirectPromise);
					throw redirectPromise;
				}
			}
			return /* @__PURE__ */ k$1("meta", {
				httpEquiv: "refresh",
				content: `0;url=${target}`
			});
		}
	}
	return children;
}
function RenderedRoute({ routeContext, match, children }) {
	let dataRouterContext = j$1(DataRouterContext);
	if (dataRouterContext && dataRouterContext.static && dataRouterContext.staticContext && (match.route.errorElement || match.route.ErrorBoundary)) dataRouterContext.staticContext._deepestRenderedBoundaryId = match.route.id;
	return /* @__PURE__ */ k$1(RouteContext.Provider, { value: routeContext }, children);
}
function _renderMatches(matches, parentMatches = [], dataRouterOpts) {
	let dataRouterState = dataRouterOpts?.state;
	if (matches == null) {
		if (!dataRouterState) return null;
		if (dataRouterState.errors) matches = dataRouterState.matches;
		else if (parentMatches.length === 0 && !dataRouterState.initialized && dataRouterState.matches.length > 0) matches = dataRouterState.matches;
		else return null;
	}
	let renderedMatches = matches;
	let errors = dataRouterState?.errors;
	if (errors != null) {
		let errorIndex = renderedMatches.findIndex((m) => m.route.id && errors?.[m.route.id] !== void 0);
		invariant(errorIndex >= 0, `Could not find a matching route for errors on route IDs: ${Object.keys(errors).join(",")}`);
		renderedMatches = renderedMatches.slice(0, Math.min(renderedMatches.length, errorIndex + 1));
	}
	let renderFallback = false;
	let fallbackIndex = -1;
	if (dataRouterOpts && dataRouterState) {
		renderFallback = dataRouterState.renderFallback;
		for (let i = 0; i < renderedMatches.length; i++) {
			let match = renderedMatches[i];
			if (match.route.HydrateFallback || match.route.hydrateFallbackElement) fallbackIndex = i;
			if (match.route.id) {
				let { loaderData, errors: errors2 } = dataRouterState;
				let needsToRunLoader = match.route.loader && !loaderData.hasOwnProperty(match.route.id) && (!errors2 || errors2[match.route.id] === void 0);
				if (match.route.lazy || needsToRunLoader) {
					if (dataRouterOpts.isStatic) renderFallback = true;
					if (fallbackIndex >= 0) renderedMatches = renderedMatches.slice(0, fallbackIndex + 1);
					else renderedMatches = [renderedMatches[0]];
					break;
				}
			}
		}
	}
	let onErrorHandler = dataRouterOpts?.onError;
	let onError = dataRouterState && onErrorHandler ? (error, errorInfo) => {
		onErrorHandler(error, {
			location: dataRouterState.location,
			params: dataRouterState.matches?.[0]?.params ?? {},
			pattern: getRoutePattern(dataRouterState.matches),
			errorInfo
		});
	} : void 0;
	return renderedMatches.reduceRight((outlet, match, index) => {
		let error;
		let shouldRenderHydrateFallback = false;
		let errorElement = null;
		let hydrateFallbackElement = null;
		if (dataRouterState) {
			error = errors && match.route.id ? errors[match.route.id] : void 0;
			errorElement = match.route.errorElement || defaultErrorElement;
			if (renderFallback) {
				if (fallbackIndex < 0 && index === 0) {
					warningOnce("route-fallback", false, "No `HydrateFallback` element provided to render during initial hydration");
					shouldRenderHydrateFallback = true;
					hydrateFallbackElement = null;
				} else if (fallbackIndex === index) {
					shouldRenderHydrateFallback = true;
					hydrateFallbackElement = match.route.hydrateFallbackElement || null;
				}
			}
		}
		let matches2 = parentMatches.concat(renderedMatches.slice(0, index + 1));
		let getChildren = () => {
			let children;
			if (error) children = errorElement;
			else if (shouldRenderHydrateFallback) children = hydrateFallbackElement;
			else if (match.route.Component) children = /* @__PURE__ */ k$1(match.route.Component, null);
			else if (match.route.element) children = match.route.element;
			else children = outlet;
			return /* @__PURE__ */ k$1(RenderedRoute, {
				match,
				routeContext: {
					outlet,
					matches: matches2,
					isDataRoute: dataRouterState != null
				},
				children
			});
		};
		return dataRouterState && (match.route.ErrorBoundary || match.route.errorElement || index === 0) ? /* @__PURE__ */ k$1(RenderErrorBoundary, {
			location: dataRouterState.location,
			revalidation: dataRouterState.revalidation,
			component: errorElement,
			error,
			children: getChildren(),
			routeContext: {
				outlet: null,
				matches: matches2,
				isDataRoute: true
			},
			onError
		}) : getChildren();
	}, null);
}
function getDataRouterConsoleError(hookName) {
	return `${hookName} must be used within a data router.  See https://reactrouter.com/en/main/routers/picking-a-router.`;
}
function useDataRouterContext(hookName) {
	let ctx = j$1(DataRouterContext);
	invariant(ctx, getDataRouterConsoleError(hookName));
	return ctx;
}
function useDataRouterState(hookName) {
	let state = j$1(DataRouterStateContext);
	invariant(state, getDataRouterConsoleError(hookName));
	return state;
}
function useRouteContext(hookName) {
	let route = j$1(RouteContext);
	invariant(route, getDataRouterConsoleError(hookName));
	return route;
}
function useCurrentRouteId(hookName) {
	let route = useRouteContext(hookName);
	let thisRoute = route.matches[route.matches.length - 1];
	invariant(thisRoute.route.id, `${hookName} can only be used on routes that contain a unique "id"`);
	return thisRoute.route.id;
}
function useRouteId() {
	return useCurrentRouteId("useRouteId");
}
function useNavigation() {
	let state = useDataRouterState("useNavigation");
	return w$1(() => {
		let { matches, historyAction, ...rest } = state.navigation;
		return rest;
	}, [state.navigation]);
}
function useMatches() {
	let { matches, loaderData } = useDataRouterState("useMatches");
	return w$1(() => matches.map((m) => convertRouteMatchToUiMatch(m, loaderData)), [matches, loaderData]);
}
function useRouteError() {
	let error = j$1(RouteErrorContext);
	let state = useDataRouterState("useRouteError");
	let routeId = useCurrentRouteId("useRouteError");
	if (error !== void 0) return error;
	return state.errors?.[routeId];
}
function useNavigateStable() {
	let { router } = useDataRouterContext("useNavigate");
	let id = useCurrentRouteId("useNavigate");
	let activeRef = T$1(false);
	useIsomorphicLayoutEffect(() => {
		activeRef.current = true;
	});
	return b$1(async (to, options = {}) => {
		warning(activeRef.current, navigateEffectWarning);
		if (!activeRef.current) return;
		if (typeof to === "number") await router.navigate(to);
		else await router.navigate(to, {
			fromRouteId: id,
			...options
		});
	}, [router, id]);
}
var alreadyWarned = {};
function warningOnce(key, cond, message) {
	if (!cond && !alreadyWarned[key]) {
		alreadyWarned[key] = true;
		warning(false, message);
	}
}
A$1(DataRoutes2);
function DataRoutes2({ routes, manifest, future, state, isStatic, onError }) {
	return useRoutesImpl(routes, void 0, {
		manifest,
		state,
		isStatic,
		onError,
		future
	});
}
function Navigate({ to, replace: replace2, state, relative }) {
	invariant(useInRouterContext(), `<Navigate> may be used only in the context of a <Router> component.`);
	let { static: isStatic, navigator } = j$1(NavigationContext);
	warning(!isStatic, `<Navigate> must not be used on the initial render in a <StaticRouter>. This is a no-op, but you should modify your code so the <Navigate> is only ever rendered in response to some user interaction or state change.`);
	let { matches } = j$1(RouteContext);
	let { pathname: locationPathname } = useLocation();
	let navigate = useNavigate();
	let path = resolveTo(to, getResolveToMatches(matches), locationPathname, relative === "path");
	validateNavigationTarget(typeof to === "string" ? to : createPath(to), navigator.createHref(path), getNavigatorCurrentUrl(navigator), "reject");
	let jsonPath = JSON.stringify(path);
	A$2(() => {
		navigate(JSON.parse(jsonPath), {
			replace: replace2,
			state,
			relative
		});
	}, [
		navigate,
		jsonPath,
		relative,
		replace2,
		state
	]);
	return null;
}
function Outlet(props) {
	return useOutlet(props.context);
}
function Router({ basename: basenameProp = "/", children = null, location: locationProp, navigationType = "POP", navigator, static: staticProp = false, useTransitions }) {
	invariant(!useInRouterContext(), `You cannot render a <Router> inside another <Router>. You should never have more than one in your app.`);
	let basename = basenameProp.replace(/^\/*/, "/");
	let navigationContext = w$1(() => ({
		basename,
		navigator,
		static: staticProp,
		useTransitions,
		future: {}
	}), [
		basename,
		navigator,
		staticProp,
		useTransitions
	]);
	if (typeof locationProp === "string") locationProp = parsePath(locationProp);
	let { pathname = "/", search = "", hash = "", state = null, key = "default", mask } = locationProp;
	let locationContext = w$1(() => {
		let trailingPathname = stripBasename(pathname, basename);
		if (trailingPathname == null) return null;
		return {
			location: {
				pathname: trailingPathname,
				search,
				hash,
				state,
				key,
				mask
			},
			navigationType
		};
	}, [
		basename,
		pathname,
		search,
		hash,
		state,
		key,
		navigationType,
		mask
	]);
	warning(locationContext != null, `<Router basename="${basename}"> is not able to match the URL "${pathname}${search}${hash}" because it does not start with the basename, so the <Router> won't render anything.`);
	if (locationContext == null) return null;
	return /* @__PURE__ */ k$1(NavigationContext.Provider, { value: navigationContext }, /* @__PURE__ */ k$1(LocationContext.Provider, {
		children,
		value: locationContext
	}));
}
var defaultMethod = "get";
var defaultEncType = "application/x-www-form-urlencoded";
function isHtmlElement(object) {
	return typeof HTMLElement !== "undefined" && object instanceof HTMLElement;
}
function isButtonElement(object) {
	return isHtmlElement(object) && object.tagName.toLowerCase() === "button";
}
function isFormElement(object) {
	return isHtmlElement(object) && object.tagName.toLowerCase() === "form";
}
function isInputElement(object) {
	return isHtmlElement(object) && object.tagName.toLowerCase() === "input";
}
function isModifiedEvent(event) {
	return !!(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}
function shouldProcessLinkClick(event, target) {
	return event.button === 0 && (!target || target === "_self") && !isModifiedEvent(event);
}
function createSearchParams(init = "") {
	return new URLSearchParams(typeof init === "string" || Array.isArray(init) || init instanceof URLSearchParams ? init : Object.keys(init).reduce((memo2, key) => {
		let value = init[key];
		return memo2.concat(Array.isArray(value) ? value.map((v) => [key, v]) : [[key, value]]);
	}, []));
}
function getSearchParamsForLocation(locationSearch, defaultSearchParams) {
	let searchParams = createSearchParams(locationSearch);
	if (defaultSearchParams) defaultSearchParams.forEach((_, key) => {
		if (!searchParams.has(key)) defaultSearchParams.getAll(key).forEach((value) => {
			searchParams.append(key, value);
		});
	});
	return searchParams;
}
var _formDataSupportsSubmitter = null;
function isFormDataSubmitterSupported() {
	if (_formDataSupportsSubmitter === null) try {
		new FormData(document.createElement("form"), 0);
		_formDataSupportsSubmitter = false;
	} catch (e) {
		_formDataSupportsSubmitter = true;
	}
	return _formDataSupportsSubmitter;
}
var supportedFormEncTypes = /* @__PURE__ */ new Set([
	"application/x-www-form-urlencoded",
	"multipart/form-data",
	"text/plain"
]);
function getFormEncType(encType) {
	if (encType != null && !supportedFormEncTypes.has(encType)) {
		warning(false, `"${encType}" is not a valid \`encType\` for \`<Form>\`/\`<fetcher.Form>\` and will default to "${defaultEncType}"`);
		return null;
	}
	return encType;
}
function getFormSubmissionInfo(target, basename) {
	let method;
	let action;
	let encType;
	let formData;
	let body;
	if (isFormElement(target)) {
		let attr = target.getAttribute("action");
		action = attr ? stripBasename(attr, basename) : null;
		method = target.getAttribute("method") || defaultMethod;
		encType = getFormEncType(target.getAttribute("enctype")) || defaultEncType;
		formData = new FormData(target);
	} else if (isButtonElement(target) || isInputElement(target) && (target.type === "submit" || target.type === "image")) {
		let form = target.form;
		if (form == null) throw new Error(`Cannot submit a <button> or <input type="submit"> without a <form>`);
		let attr = target.getAttribute("formaction") || form.getAttribute("action");
		action = attr ? stripBasename(attr, basename) : null;
		method = target.getAttribute("formmethod") || form.getAttribute("method") || defaultMethod;
		encType = getFormEncType(target.getAttribute("formenctype")) || getFormEncType(form.getAttribute("enctype")) || defaultEncType;
		formData = new FormData(form, target);
		if (!isFormDataSubmitterSupported()) {
			let { name, type, value } = target;
			if (type === "image") {
				let prefix = name ? `${name}.` : "";
				formData.append(`${prefix}x`, "0");
				formData.append(`${prefix}y`, "0");
			} else if (name) formData.append(name, value);
		}
	} else if (isHtmlElement(target)) throw new Error(`Cannot submit element that is not <form>, <button>, or <input type="submit|image">`);
	else {
		method = defaultMethod;
		action = null;
		encType = defaultEncType;
		body = target;
	}
	if (formData && encType === "text/plain") {
		body = formData;
		formData = void 0;
	}
	return {
		action,
		method: method.toLowerCase(),
		encType,
		formData,
		body
	};
}
Object.getOwnPropertyNames(Object.prototype).sort().join("\0");
var ESCAPE_LOOKUP = {
	"&": "\\u0026",
	">": "\\u003e",
	"<": "\\u003c",
	"\u2028": "\\u2028",
	"\u2029": "\\u2029"
};
var ESCAPE_REGEX = /[&><\u2028\u2029]/g;
function escapeHtml$1(html) {
	return html.replace(ESCAPE_REGEX, (match) => ESCAPE_LOOKUP[match]);
}
function invariant2(value, message) {
	if (value === false || value === null || typeof value === "undefined") throw new Error(message);
}
function singleFetchUrl(reqUrl, basename, trailingSlashAware, extension) {
	let url = typeof reqUrl === "string" ? new URL(reqUrl, typeof window === "undefined" ? "server://singlefetch/" : window.location.origin) : reqUrl;
	if (trailingSlashAware) {
		if (url.pathname.endsWith("/")) url.pathname = `${url.pathname}_.${extension}`;
		else url.pathname = `${url.pathname}.${extension}`;
	} else if (url.pathname === "/") url.pathname = `_root.${extension}`;
	else if (basename && stripBasename(url.pathname, basename) === "/") url.pathname = `${removeTrailingSlash(basename)}/_root.${extension}`;
	else url.pathname = `${removeTrailingSlash(url.pathname)}.${extension}`;
	return url;
}
async function loadRouteModule(route, routeModulesCache) {
	if (route.id in routeModulesCache) return routeModulesCache[route.id];
	try {
		let routeModule = await import(
			/* @vite-ignore */
			/* webpackIgnore: true */
			route.module
);
		routeModulesCache[route.id] = routeModule;
		return routeModule;
	} catch (error) {
		console.error(`Error loading route module \`${route.module}\`, reloading page...`);
		console.error(error);
		if (window.__reactRouterContext && window.__reactRouterContext.isSpaMode && void 0);
		window.location.reload();
		return new Promise(() => {});
	}
}
function isPageLinkDescriptor(object) {
	return object != null && typeof object.page === "string";
}
function isHtmlLinkDescriptor(object) {
	if (object == null) return false;
	if (object.href == null) return object.rel === "preload" && typeof object.imageSrcSet === "string" && typeof object.imageSizes === "string";
	return typeof object.rel === "string" && typeof object.href === "string";
}
async function getKeyedPrefetchLinks(matches, manifest, routeModules) {
	return dedupeLinkDescriptors((await Promise.all(matches.map(async (match) => {
		let route = manifest.routes[match.route.id];
		if (route) {
			let mod = await loadRouteModule(route, routeModules);
			return mod.links ? mod.links() : [];
		}
		return [];
	}))).flat(1).filter(isHtmlLinkDescriptor).filter((link) => link.rel === "stylesheet" || link.rel === "preload").map((link) => link.rel === "stylesheet" ? {
		...link,
		rel: "prefetch",
		as: "style"
	} : {
		...link,
		rel: "prefetch"
	}));
}
function getNewMatchesForLinks(page, nextMatches, currentMatches, manifest, location, mode) {
	let isNew = (match, index) => {
		if (!currentMatches[index]) return true;
		return match.route.id !== currentMatches[index].route.id;
	};
	let matchPathChanged = (match, index) => {
		return currentMatches[index].pathname !== match.pathname || currentMatches[index].route.path?.endsWith("*") && currentMatches[index].params["*"] !== match.params["*"];
	};
	if (mode === "assets") return nextMatches.filter((match, index) => isNew(match, index) || matchPathChanged(match, index));
	if (mode === "data") return nextMatches.filter((match, index) => {
		let manifestRoute = manifest.routes[match.route.id];
		if (!manifestRoute || !manifestRoute.hasLoader) return false;
		if (isNew(match, index) || matchPathChanged(match, index)) return true;
		if (match.route.shouldRevalidate) {
			let routeChoice = match.route.shouldRevalidate({
				currentUrl: new URL(location.pathname + location.search + location.hash, window.origin),
				currentParams: currentMatches[0]?.params || {},
				nextUrl: new URL(page, window.origin),
				nextParams: match.params,
				defaultShouldRevalidate: true
			});
			if (typeof routeChoice === "boolean") return routeChoice;
		}
		return true;
	});
	return [];
}
function getModuleLinkHrefs(matches, manifest, { includeHydrateFallback } = {}) {
	return dedupeHrefs(matches.map((match) => {
		let route = manifest.routes[match.route.id];
		if (!route) return [];
		let hrefs = [route.module];
		if (route.clientActionModule) hrefs = hrefs.concat(route.clientActionModule);
		if (route.clientLoaderModule) hrefs = hrefs.concat(route.clientLoaderModule);
		if (includeHydrateFallback && route.hydrateFallbackModule) hrefs = hrefs.concat(route.hydrateFallbackModule);
		if (route.imports) hrefs = hrefs.concat(route.imports);
		return hrefs;
	}).flat(1));
}
function dedupeHrefs(hrefs) {
	return [...new Set(hrefs)];
}
function sortKeys(obj) {
	let sorted = {};
	let keys = Object.keys(obj).sort();
	for (let key of keys) sorted[key] = obj[key];
	return sorted;
}
function dedupeLinkDescriptors(descriptors, preloads) {
	let set = /* @__PURE__ */ new Set();
	let preloadsSet = new Set(preloads);
	return descriptors.reduce((deduped, descriptor) => {
		if (preloads && !isPageLinkDescriptor(descriptor) && descriptor.as === "script" && descriptor.href && preloadsSet.has(descriptor.href)) return deduped;
		let key = JSON.stringify(sortKeys(descriptor));
		if (!set.has(key)) {
			set.add(key);
			deduped.push({
				key,
				link: descriptor
			});
		}
		return deduped;
	}, []);
}
function useDataRouterContext2() {
	let context = j$1(DataRouterContext);
	invariant2(context, "You must render this element inside a <DataRouterContext.Provider> element");
	return context;
}
function useDataRouterStateContext() {
	let context = j$1(DataRouterStateContext);
	invariant2(context, "You must render this element inside a <DataRouterStateContext.Provider> element");
	return context;
}
var FrameworkContext = U$1(void 0);
FrameworkContext.displayName = "FrameworkContext";
function useFrameworkContext() {
	let context = j$1(FrameworkContext);
	invariant2(context, "You must render this element inside a <HydratedRouter> element");
	return context;
}
function usePrefetchBehavior(prefetch, theirElementProps) {
	let frameworkContext = j$1(FrameworkContext);
	let [maybePrefetch, setMaybePrefetch] = d$1(false);
	let [shouldPrefetch, setShouldPrefetch] = d$1(false);
	let { onFocus, onBlur, onMouseEnter, onMouseLeave, onTouchStart } = theirElementProps;
	let ref = T$1(null);
	A$2(() => {
		if (prefetch === "render") setShouldPrefetch(true);
		if (prefetch === "viewport") {
			let callback = (entries) => {
				entries.forEach((entry) => {
					setShouldPrefetch(entry.isIntersecting);
				});
			};
			let observer = new IntersectionObserver(callback, { threshold: .5 });
			if (ref.current) observer.observe(ref.current);
			return () => {
				observer.disconnect();
			};
		}
	}, [prefetch]);
	A$2(() => {
		if (maybePrefetch) {
			let id = setTimeout(() => {
				setShouldPrefetch(true);
			}, 100);
			return () => {
				clearTimeout(id);
			};
		}
	}, [maybePrefetch]);
	let setIntent = () => {
		setMaybePrefetch(true);
	};
	let cancelIntent = () => {
		setMaybePrefetch(false);
		setShouldPrefetch(false);
	};
	if (!frameworkContext) return [
		false,
		ref,
		{}
	];
	if (prefetch !== "intent") return [
		shouldPrefetch,
		ref,
		{}
	];
	return [
		shouldPrefetch,
		ref,
		{
			onFocus: composeEventHandlers(onFocus, setIntent),
			onBlur: composeEventHandlers(onBlur, cancelIntent),
			onMouseEnter: composeEventHandlers(onMouseEnter, setIntent),
			onMouseLeave: composeEventHandlers(onMouseLeave, cancelIntent),
			onTouchStart: composeEventHandlers(onTouchStart, setIntent)
		}
	];
}
function composeEventHandlers(theirHandler, ourHandler) {
	return (event) => {
		theirHandler && theirHandler(event);
		if (!event.defaultPrevented) ourHandler(event);
	};
}
function PrefetchPageLinks({ page, ...linkProps }) {
	let rsc = useIsRSCRouterContext();
	let { nonce: contextNonce } = useFrameworkContext();
	let { router } = useDataRouterContext2();
	let matches = w$1(() => matchRoutes(router.routes, page, router.basename), [
		router.routes,
		page,
		router.basename
	]);
	if (!matches) return null;
	if (linkProps.nonce == null && contextNonce) linkProps = {
		...linkProps,
		nonce: contextNonce
	};
	if (rsc) return /* @__PURE__ */ k$1(RSCPrefetchPageLinksImpl, {
		page,
		matches,
		...linkProps
	});
	return /* @__PURE__ */ k$1(PrefetchPageLinksImpl, {
		page,
		matches,
		...linkProps
	});
}
function useKeyedPrefetchLinks(matches) {
	let { manifest, routeModules } = useFrameworkContext();
	let [keyedPrefetchLinks, setKeyedPrefetchLinks] = d$1([]);
	A$2(() => {
		let interrupted = false;
		getKeyedPrefetchLinks(matches, manifest, routeModules).then((links) => {
			if (!interrupted) setKeyedPrefetchLinks(links);
		});
		return () => {
			interrupted = true;
		};
	}, [
		matches,
		manifest,
		routeModules
	]);
	return keyedPrefetchLinks;
}
function RSCPrefetchPageLinksImpl({ page, matches: nextMatches, ...linkProps }) {
	let location = useLocation();
	let { future } = useFrameworkContext();
	let { basename } = useDataRouterContext2();
	let dataHrefs = w$1(() => {
		if (page === location.pathname + location.search + location.hash) return [];
		let url = singleFetchUrl(page, basename, future.v8_trailingSlashAwareDataRequests, "rsc");
		let hasSomeRoutesWithShouldRevalidate = false;
		let targetRoutes = [];
		for (let match of nextMatches) if (typeof match.route.shouldRevalidate === "function") hasSomeRoutesWithShouldRevalidate = true;
		else targetRoutes.push(match.route.id);
		if (hasSomeRoutesWithShouldRevalidate && targetRoutes.length > 0) url.searchParams.set("_routes", targetRoutes.join(","));
		return [url.pathname + url.search];
	}, [
		basename,
		future.v8_trailingSlashAwareDataRequests,
		page,
		location,
		nextMatches
	]);
	return /* @__PURE__ */ k$1($$1, null, dataHrefs.map((href) => /* @__PURE__ */ k$1("link", {
		key: href,
		rel: "prefetch",
		as: "fetch",
		href,
		...linkProps
	})));
}
function PrefetchPageLinksImpl({ page, matches: nextMatches, ...linkProps }) {
	let location = useLocation();
	let { future, manifest, routeModules } = useFrameworkContext();
	let { basename } = useDataRouterContext2();
	let { loaderData, matches } = useDataRouterStateContext();
	let newMatchesForData = w$1(() => getNewMatchesForLinks(page, nextMatches, matches, manifest, location, "data"), [
		page,
		nextMatches,
		matches,
		manifest,
		location
	]);
	let newMatchesForAssets = w$1(() => getNewMatchesForLinks(page, nextMatches, matches, manifest, location, "assets"), [
		page,
		nextMatches,
		matches,
		manifest,
		location
	]);
	let dataHrefs = w$1(() => {
		if (page === location.pathname + location.search + location.hash) return [];
		let routesParams = /* @__PURE__ */ new Set();
		let foundOptOutRoute = false;
		nextMatches.forEach((m) => {
			let manifestRoute = manifest.routes[m.route.id];
			if (!manifestRoute || !manifestRoute.hasLoader) return;
			if (!newMatchesForData.some((m2) => m2.route.id === m.route.id) && m.route.id in loaderData && routeModules[m.route.id]?.shouldRevalidate) foundOptOutRoute = true;
			else if (manifestRoute.hasClientLoader) foundOptOutRoute = true;
			else routesParams.add(m.route.id);
		});
		if (routesParams.size === 0) return [];
		let url = singleFetchUrl(page, basename, future.v8_trailingSlashAwareDataRequests, "data");
		if (foundOptOutRoute && routesParams.size > 0) url.searchParams.set("_routes", nextMatches.filter((m) => routesParams.has(m.route.id)).map((m) => m.route.id).join(","));
		return [url.pathname + url.search];
	}, [
		basename,
		future.v8_trailingSlashAwareDataRequests,
		loaderData,
		location,
		manifest,
		newMatchesForData,
		nextMatches,
		page,
		routeModules
	]);
	let moduleHrefs = w$1(() => getModuleLinkHrefs(newMatchesForAssets, manifest), [newMatchesForAssets, manifest]);
	let keyedPrefetchLinks = useKeyedPrefetchLinks(newMatchesForAssets);
	return /* @__PURE__ */ k$1($$1, null, dataHrefs.map((href) => /* @__PURE__ */ k$1("link", {
		key: href,
		rel: "prefetch",
		as: "fetch",
		href,
		...linkProps
	})), moduleHrefs.map((href) => /* @__PURE__ */ k$1("link", {
		key: href,
		rel: "modulepreload",
		href,
		...linkProps
	})), keyedPrefetchLinks.map(({ key, link }) => /* @__PURE__ */ k$1("link", {
		key,
		nonce: linkProps.nonce,
		...link,
		crossOrigin: link.crossOrigin ?? linkProps.crossOrigin
	})));
}
function mergeRefs(...refs) {
	return (value) => {
		refs.forEach((ref) => {
			if (typeof ref === "function") ref(value);
			else if (ref != null) ref.current = value;
		});
	};
}
var isBrowser2 = typeof window !== "undefined" && typeof window.document !== "undefined" && typeof window.document.createElement !== "undefined";
try {
	if (isBrowser2) window.__reactRouterVersion = "7.18.5";
} catch (e) {}
function HistoryRouter({ basename, children, history, useTransitions }) {
	let [state, setStateImpl] = d$1({
		action: history.action,
		location: history.location
	});
	let setState = b$1((newState) => {
		if (useTransitions === false) setStateImpl(newState);
		else M$1(() => setStateImpl(newState));
	}, [useTransitions]);
	F$1(() => history.listen(setState), [history, setState]);
	return /* @__PURE__ */ k$1(Router, {
		basename,
		children,
		location: state.location,
		navigationType: state.action,
		navigator: history,
		useTransitions
	});
}
HistoryRouter.displayName = "unstable_HistoryRouter";
var Link = k$2(function LinkWithRef({ onClick, discover = "render", prefetch = "none", relative, reloadDocument, replace: replace2, mask, state, target, to, preventScrollReset, viewTransition, defaultShouldRevalidate, ...rest }, forwardedRef) {
	let { basename, navigator, useTransitions } = j$1(NavigationContext);
	let isAbsolute = typeof to === "string" && ABSOLUTE_URL_REGEX.test(to);
	let parsed = parseToInfo(to, basename);
	to = parsed.to;
	let href = useHref(to, { relative });
	let location = useLocation();
	let maskedHref = null;
	if (mask) {
		let resolved = resolveTo(mask, [], location.mask ? location.mask.pathname : "/", true);
		if (basename !== "/") resolved.pathname = resolved.pathname === "/" ? basename : joinPaths([basename, resolved.pathname]);
		maskedHref = navigator.createHref(resolved);
	}
	let [shouldPrefetch, prefetchRef, prefetchHandlers] = usePrefetchBehavior(prefetch, rest);
	let internalOnClick = useLinkClickHandler(to, {
		replace: replace2,
		mask,
		state,
		target,
		preventScrollReset,
		relative,
		viewTransition,
		defaultShouldRevalidate,
		useTransitions
	});
	function handleClick(event) {
		if (onClick) onClick(event);
		if (!event.defaultPrevented) internalOnClick(event);
	}
	let isSpaLink = !(parsed.isExternal || reloadDocument);
	let link = /* @__PURE__ */ k$1("a", {
		...rest,
		...prefetchHandlers,
		href: (isSpaLink ? maskedHref : void 0) || parsed.absoluteURL || href,
		onClick: isSpaLink ? handleClick : onClick,
		ref: mergeRefs(forwardedRef, prefetchRef),
		target,
		"data-discover": !isAbsolute && discover === "render" ? "true" : void 0
	});
	return shouldPrefetch && !isAbsolute ? /* @__PURE__ */ k$1($$1, null, link, /* @__PURE__ */ k$1(PrefetchPageLinks, { page: href })) : link;
});
Link.displayName = "Link";
var NavLink = k$2(function NavLinkWithRef({ "aria-current": ariaCurrentProp = "page", caseSensitive = false, className: classNameProp = "", end = false, style: styleProp, to, viewTransition, children, ...rest }, ref) {
	let path = useResolvedPath(to, { relative: rest.relative });
	let location = useLocation();
	let routerState = j$1(DataRouterStateContext);
	let { navigator, basename } = j$1(NavigationContext);
	let isTransitioning = routerState != null && useViewTransitionState(path) && viewTransition === true;
	let toPathname = navigator.encodeLocation ? navigator.encodeLocation(path).pathname : path.pathname;
	let locationPathname = location.pathname;
	let nextLocationPathname = routerState && routerState.navigation && routerState.navigation.location ? routerState.navigation.location.pathname : null;
	if (!caseSensitive) {
		locationPathname = locationPathname.toLowerCase();
		nextLocationPathname = nextLocationPathname ? nextLocationPathname.toLowerCase() : null;
		toPathname = toPathname.toLowerCase();
	}
	if (nextLocationPathname && basename) nextLocationPathname = stripBasename(nextLocationPathname, basename) || nextLocationPathname;
	const endSlashPosition = toPathname !== "/" && toPathname.endsWith("/") ? toPathname.length - 1 : toPathname.length;
	let isActive = locationPathname === toPathname || !end && locationPathname.startsWith(toPathname) && locationPathname.charAt(endSlashPosition) === "/";
	let isPending = nextLocationPathname != null && (nextLocationPathname === toPathname || !end && nextLocationPathname.startsWith(toPathname) && nextLocationPathname.charAt(toPathname.length) === "/");
	let renderProps = {
		isActive,
		isPending,
		isTransitioning
	};
	let ariaCurrent = isActive ? ariaCurrentProp : void 0;
	let className;
	if (typeof classNameProp === "function") className = classNameProp(renderProps);
	else className = [
		classNameProp,
		isActive ? "active" : null,
		isPending ? "pending" : null,
		isTransitioning ? "transitioning" : null
	].filter(Boolean).join(" ");
	let style = typeof styleProp === "function" ? styleProp(renderProps) : styleProp;
	return /* @__PURE__ */ k$1(Link, {
		...rest,
		"aria-current": ariaCurrent,
		className,
		ref,
		style,
		to,
		viewTransition
	}, typeof children === "function" ? children(renderProps) : children);
});
NavLink.displayName = "NavLink";
var Form = k$2(({ discover = "render", fetcherKey, navigate, reloadDocument, replace: replace2, state, method = defaultMethod, action, onSubmit, relative, preventScrollReset, viewTransition, defaultShouldRevalidate, ...props }, forwardedRef) => {
	let { useTransitions } = j$1(NavigationContext);
	let submit = useSubmit();
	let formAction = useFormAction(action, { relative });
	let formMethod = method.toLowerCase() === "get" ? "get" : "post";
	let isAbsolute = typeof action === "string" && ABSOLUTE_URL_REGEX.test(action);
	let submitHandler = (event) => {
		onSubmit && onSubmit(event);
		if (event.defaultPrevented) return;
		event.preventDefault();
		let submitter = event.nativeEvent.submitter;
		let submitMethod = submitter?.getAttribute("formmethod") || method;
		let doSubmit = () => submit(submitter || event.currentTarget, {
			fetcherKey,
			method: submitMethod,
			navigate,
			replace: replace2,
			state,
			relative,
			preventScrollReset,
			viewTransition,
			defaultShouldRevalidate
		});
		if (useTransitions && navigate !== false) M$1(() => doSubmit());
		else doSubmit();
	};
	return /* @__PURE__ */ k$1("form", {
		ref: forwardedRef,
		method: formMethod,
		action: formAction,
		onSubmit: reloadDocument ? onSubmit : submitHandler,
		...props,
		"data-discover": !isAbsolute && discover === "render" ? "true" : void 0
	});
});
Form.displayName = "Form";
function ScrollRestoration({ getKey, storageKey, ...props }) {
	let remixContext = j$1(FrameworkContext);
	let { basename } = j$1(NavigationContext);
	let location = useLocation();
	let matches = useMatches();
	useScrollRestoration({
		getKey,
		storageKey
	});
	let ssrKey = w$1(() => {
		if (!remixContext || !getKey) return null;
		let userKey = getScrollRestorationKey(location, matches, basename, getKey);
		return userKey !== location.key ? userKey : null;
	}, []);
	if (!remixContext || remixContext.isSpaMode) return null;
	let restoreScroll = ((storageKey2, restoreKey) => {
		if (!window.history.state || !window.history.state.key) {
			let key = Math.random().toString(32).slice(2);
			window.history.replaceState({ key }, "");
		}
		try {
			let storedY = JSON.parse(sessionStorage.getItem(storageKey2) || "{}")[restoreKey || window.history.state.key];
			if (typeof storedY === "number") window.scrollTo(0, storedY);
		} catch (error) {
			console.error(error);
			sessionStorage.removeItem(storageKey2);
		}
	}).toString();
	if (props.nonce == null && remixContext?.nonce) props.nonce = remixContext.nonce;
	return /* @__PURE__ */ k$1("script", {
		...props,
		suppressHydrationWarning: true,
		dangerouslySetInnerHTML: { __html: `(${restoreScroll})(${escapeHtml$1(JSON.stringify(storageKey || SCROLL_RESTORATION_STORAGE_KEY))}, ${escapeHtml$1(JSON.stringify(ssrKey))})` }
	});
}
ScrollRestoration.displayName = "ScrollRestoration";
function getDataRouterConsoleError2(hookName) {
	return `${hookName} must be used within a data router.  See https://reactrouter.com/en/main/routers/picking-a-router.`;
}
function useDataRouterContext3(hookName) {
	let ctx = j$1(DataRouterContext);
	invariant(ctx, getDataRouterConsoleError2(hookName));
	return ctx;
}
function useDataRouterState2(hookName) {
	let state = j$1(DataRouterStateContext);
	invariant(state, getDataRouterConsoleError2(hookName));
	return state;
}
function useLinkClickHandler(to, { target, replace: replaceProp, mask, state, preventScrollReset, relative, viewTransition, defaultShouldRevalidate, useTransitions } = {}) {
	let navigate = useNavigate();
	let location = useLocation();
	let path = useResolvedPath(to, { relative });
	return b$1((event) => {
		if (shouldProcessLinkClick(event, target)) {
			event.preventDefault();
			let replace2 = replaceProp !== void 0 ? replaceProp : createPath(location) === createPath(path);
			let doNavigate = () => navigate(to, {
				replace: replace2,
				mask,
				state,
				preventScrollReset,
				relative,
				viewTransition,
				defaultShouldRevalidate
			});
			if (useTransitions) M$1(() => doNavigate());
			else doNavigate();
		}
	}, [
		location,
		navigate,
		path,
		replaceProp,
		mask,
		state,
		target,
		to,
		preventScrollReset,
		relative,
		viewTransition,
		defaultShouldRevalidate,
		useTransitions
	]);
}
function useSearchParams(defaultInit) {
	warning(typeof URLSearchParams !== "undefined", `You cannot use the \`useSearchParams\` hook in a browser that does not support the URLSearchParams API. If you need to support Internet Explorer 11, we recommend you load a polyfill such as https://github.com/ungap/url-search-params.`);
	let defaultSearchParamsRef = T$1(createSearchParams(defaultInit));
	let hasSetSearchParamsRef = T$1(false);
	let location = useLocation();
	let searchParams = w$1(() => getSearchParamsForLocation(location.search, hasSetSearchParamsRef.current ? null : defaultSearchParamsRef.current), [location.search]);
	let navigate = useNavigate();
	return [searchParams, b$1((nextInit, navigateOptions) => {
		const newSearchParams = createSearchParams(typeof nextInit === "function" ? nextInit(new URLSearchParams(searchParams)) : nextInit);
		hasSetSearchParamsRef.current = true;
		navigate("?" + newSearchParams, navigateOptions);
	}, [navigate, searchParams])];
}
var fetcherId = 0;
var getUniqueFetcherId = () => `__${String(++fetcherId)}__`;
function useSubmit() {
	let { router } = useDataRouterContext3("useSubmit");
	let { basename } = j$1(NavigationContext);
	let currentRouteId = useRouteId();
	let routerFetch = router.fetch;
	let routerNavigate = router.navigate;
	return b$1(async (target, options = {}) => {
		let { action, method, encType, formData, body } = getFormSubmissionInfo(target, basename);
		if (options.navigate === false) {
			let key = options.fetcherKey || getUniqueFetcherId();
			await routerFetch(key, currentRouteId, options.action || action, {
				defaultShouldRevalidate: options.defaultShouldRevalidate,
				preventScrollReset: options.preventScrollReset,
				formData,
				body,
				formMethod: options.method || method,
				formEncType: options.encType || encType,
				flushSync: options.flushSync
			});
		} else await routerNavigate(options.action || action, {
			defaultShouldRevalidate: options.defaultShouldRevalidate,
			preventScrollReset: options.preventScrollReset,
			formData,
			body,
			formMethod: options.method || method,
			formEncType: options.encType || encType,
			replace: options.replace,
			state: options.state,
			fromRouteId: currentRouteId,
			flushSync: options.flushSync,
			viewTransition: options.viewTransition
		});
	}, [
		routerFetch,
		routerNavigate,
		basename,
		currentRouteId
	]);
}
function useFormAction(action, { relative } = {}) {
	let { basename } = j$1(NavigationContext);
	let routeContext = j$1(RouteContext);
	invariant(routeContext, "useFormAction must be used inside a RouteContext");
	let [match] = routeContext.matches.slice(-1);
	let path = { ...useResolvedPath(action ? action : ".", { relative }) };
	let location = useLocation();
	if (action == null) {
		path.search = location.search;
		let params = new URLSearchParams(path.search);
		let indexValues = params.getAll("index");
		if (indexValues.some((v) => v === "")) {
			params.delete("index");
			indexValues.filter((v) => v).forEach((v) => params.append("index", v));
			let qs = params.toString();
			path.search = qs ? `?${qs}` : "";
		}
	}
	if ((!action || action === ".") && match.route.index) path.search = path.search ? path.search.replace(/^\?/, "?index&") : "?index";
	if (basename !== "/") path.pathname = path.pathname === "/" ? basename : joinPaths([basename, path.pathname]);
	return createPath(path);
}
var SCROLL_RESTORATION_STORAGE_KEY = "react-router-scroll-positions";
var savedScrollPositions = {};
function getScrollRestorationKey(location, matches, basename, getKey) {
	let key = null;
	if (getKey) {
		if (basename !== "/") key = getKey({
			...location,
			pathname: stripBasename(location.pathname, basename) || location.pathname
		}, matches);
		else key = getKey(location, matches);
	}
	if (key == null) key = location.key;
	return key;
}
function useScrollRestoration({ getKey, storageKey } = {}) {
	let { router } = useDataRouterContext3("useScrollRestoration");
	let { restoreScrollPosition, preventScrollReset } = useDataRouterState2("useScrollRestoration");
	let { basename } = j$1(NavigationContext);
	let location = useLocation();
	let matches = useMatches();
	let navigation = useNavigation();
	A$2(() => {
		window.history.scrollRestoration = "manual";
		return () => {
			window.history.scrollRestoration = "auto";
		};
	}, []);
	usePageHide(b$1(() => {
		if (navigation.state === "idle") {
			let key = getScrollRestorationKey(location, matches, basename, getKey);
			savedScrollPositions[key] = window.scrollY;
		}
		try {
			sessionStorage.setItem(storageKey || SCROLL_RESTORATION_STORAGE_KEY, JSON.stringify(savedScrollPositions));
		} catch (error) {
			warning(false, `Failed to save scroll positions in sessionStorage, <ScrollRestoration /> will not work properly (${error}).`);
		}
		window.history.scrollRestoration = "auto";
	}, [
		navigation.state,
		getKey,
		basename,
		location,
		matches,
		storageKey
	]));
	if (typeof document !== "undefined") {
		F$1(() => {
			try {
				let sessionPositions = sessionStorage.getItem(storageKey || SCROLL_RESTORATION_STORAGE_KEY);
				if (sessionPositions) savedScrollPositions = JSON.parse(sessionPositions);
			} catch (e) {}
		}, [storageKey]);
		F$1(() => {
			let disableScrollRestoration = router?.enableScrollRestoration(savedScrollPositions, () => window.scrollY, getKey ? (location2, matches2) => getScrollRestorationKey(location2, matches2, basename, getKey) : void 0);
			return () => disableScrollRestoration && disableScrollRestoration();
		}, [
			router,
			basename,
			getKey
		]);
		F$1(() => {
			if (restoreScrollPosition === false) return;
			if (typeof restoreScrollPosition === "number") {
				window.scrollTo(0, restoreScrollPosition);
				return;
			}
			try {
				if (location.hash) {
					let el = document.getElementById(decodeURIComponent(location.hash.slice(1)));
					if (el) {
						el.scrollIntoView();
						return;
					}
				}
			} catch {
				warning(false, `"${location.hash.slice(1)}" is not a decodable element ID. The view will not scroll to it.`);
			}
			if (preventScrollReset === true) return;
			window.scrollTo(0, 0);
		}, [
			location,
			restoreScrollPosition,
			preventScrollReset
		]);
	}
}
function usePageHide(callback, options) {
	let { capture } = options || {};
	A$2(() => {
		let opts = capture != null ? { capture } : void 0;
		window.addEventListener("pagehide", callback, opts);
		return () => {
			window.removeEventListener("pagehide", callback, opts);
		};
	}, [callback, capture]);
}
function useViewTransitionState(to, { relative } = {}) {
	let vtContext = j$1(ViewTransitionContext);
	invariant(vtContext != null, "`useViewTransitionState` must be used within `react-router-dom`'s `RouterProvider`.  Did you accidentally import `RouterProvider` from `react-router`?");
	let { basename } = useDataRouterContext3("useViewTransitionState");
	let path = useResolvedPath(to, { relative });
	if (!vtContext.isTransitioning) return false;
	let currentPath = stripBasename(vtContext.currentLocation.pathname, basename) || vtContext.currentLocation.pathname;
	let nextPath = stripBasename(vtContext.nextLocation.pathname, basename) || vtContext.nextLocation.pathname;
	return matchPath(path.pathname, nextPath) != null || matchPath(path.pathname, currentPath) != null;
}
function StaticRouter({ basename, children, location: locationProp = "/" }) {
	if (typeof locationProp === "string") locationProp = parsePath(locationProp);
	let action = "POP";
	let location = {
		pathname: locationProp.pathname || "/",
		search: locationProp.search || "",
		hash: locationProp.hash || "",
		state: locationProp.state != null ? locationProp.state : null,
		key: locationProp.key || "default",
		mask: void 0
	};
	let staticNavigator = getStatelessNavigator();
	return /* @__PURE__ */ k$1(Router, {
		basename,
		children,
		location,
		navigationType: action,
		navigator: staticNavigator,
		static: true,
		useTransitions: false
	});
}
function getStatelessNavigator() {
	return {
		createHref,
		encodeLocation,
		push(to) {
			throw new Error(`You cannot use navigator.push() on the server because it is a stateless environment. This error was probably triggered when you did a \`navigate(${JSON.stringify(to)})\` somewhere in your app.`);
		},
		replace(to) {
			throw new Error(`You cannot use navigator.replace() on the server because it is a stateless environment. This error was probably triggered when you did a \`navigate(${JSON.stringify(to)}, { replace: true })\` somewhere in your app.`);
		},
		go(delta) {
			throw new Error(`You cannot use navigator.go() on the server because it is a stateless environment. This error was probably triggered when you did a \`navigate(${delta})\` somewhere in your app.`);
		},
		back() {
			throw new Error(`You cannot use navigator.back() on the server because it is a stateless environment.`);
		},
		forward() {
			throw new Error(`You cannot use navigator.forward() on the server because it is a stateless environment.`);
		}
	};
}
function createHref(to) {
	return typeof to === "string" ? to : createPath(to);
}
function encodeLocation(to) {
	let href = typeof to === "string" ? to : createPath(to);
	href = href.replace(/ $/, "%20");
	let encoded = ABSOLUTE_URL_REGEX.test(href) ? new URL(href) : new URL(href, "http://localhost");
	return {
		pathname: encoded.pathname,
		search: encoded.search,
		hash: encoded.hash
	};
}
// ../../node_modules/react-i18next/dist/es/I18nextProvider.js
init_compat();
function I18nextProvider({ i18n, defaultNS, children }) {
	const value = w$1(() => ({
		i18n,
		defaultNS
	}), [i18n, defaultNS]);
	return k$1(I18nContext.Provider, { value }, children);
}
// ../../packages/contract/src/customer.ts
/** Every customer endpoint names the customer; it must be the token's own. */
var terceroQuery = extend(baseQuery, { terceroid: queryIntRequired({ min: 1 }) });
/** GET TerceroApi/InfoTercero: `{Status, Resultado}`. */
var infoTercero = object({ Resultado: object({
	/** Date of the last invoice (YYYY-MM-DD), null when there is none. */
	Ultima_Venta: nullable(string()),
	/** Whole days since the last invoice, null when there is none. */
	Dias_UltimaVenta: nullable(int()),
	/** The customer's name. */
	Tercero: string()
}) });
var infoTerceroResponse = statusWith(infoTercero.shape);
wireAnswer(infoTerceroResponse, (a) => a.Resultado);
/** GET TerceroApi/TerceroDatosDocumentos: counts of the customer's documents, at the top level. */
var datosDocumentos = object({
	Facturas: int(),
	Pedidos: int(),
	Recibos: int(),
	Devoluciones: int(),
	PedidosWeb: int()
});
var datosDocumentosResponse = statusWith(datosDocumentos.shape);
var datosDocumentosAnswer = wireAnswer(datosDocumentosResponse, ({ Facturas, Pedidos, Recibos, Devoluciones, PedidosWeb }) => ({
	Facturas,
	Pedidos,
	Recibos,
	Devoluciones,
	PedidosWeb
}));
/** GET TerceroApi/TerceroGetData: `{Status, Tercero}`. */
var terceroData = object({ Tercero: object({
	nit: string(),
	dv: string(),
	descripcion: string(),
	telefono: string()
}) });
var terceroDataResponse = statusWith(terceroData.shape);
var terceroDataAnswer = wireAnswer(terceroDataResponse, (a) => a.Tercero);
/** A branch (sucursal) of the customer. */
var sucursal = object({
	tercerosucid: int(),
	direccion: string(),
	ciudad_descrip: string(),
	departamento_descrip: string(),
	correo_electronico: string()
});
/** GET TerceroApi/TerceroSucursalDetalleget: `{Status, Sucursales}`. */
var sucursales = object({ Sucursales: array(sucursal) });
var sucursalesResponse = statusWith(sucursales.shape);
var sucursalesAnswer = wireAnswer(sucursalesResponse, (a) => a.Sucursales);
// ../../packages/contract/src/account.ts
/**
* The customer's account (the shop's own endpoints, not the ERP's): the cockpit of /home (balance, overdue,
* aging, credit) and the statement of a date range. Amounts are decimals in major units; dates YYYY-MM-DD.
*/
var accountPaths = {
	summary: "EstadoCuentaApi/Resumen",
	statement: "EstadoCuentaApi/Extracto"
};
/** An invoice still owed, with its due date. */
var openInvoice = object({
	facturaid: int(),
	prefijo: string(),
	numero: int(),
	fecha: string(),
	/** Due date: fecha + the invoice's payment term. */
	vence: string(),
	plazo_dias: int(),
	saldo: number(),
	/** Days past the due date (0 when not yet due). */
	dias_vencida: int()
});
var accountSummary = object({
	/** The day the figures are for (the shop's time zone). */
	Fecha: string(),
	/** Sum of every invoice's saldo. */
	Saldo: number(),
	/** Owed on invoices past their due date, and how many. */
	Vencido: number(),
	FacturasVencidas: int(),
	/** What is owed by the age of each invoice (days since its date). */
	Edades: object({
		d0_30: number(),
		d31_60: number(),
		d61_90: number(),
		d90plus: number()
	}),
	/** Credit limit, null when the customer has none. */
	CupoCredito: nullable(number()),
	/** Limit minus balance (negative when over the limit), null without a limit. */
	CupoDisponible: nullable(number()),
	/** True: an order past the credit left, or with overdue invoices, is refused (else only warned about). */
	BloqueoCredito: boolean(),
	/** The invoices still owed, oldest first. */
	Pendientes: array(openInvoice)
});
var accountSummaryResponse = envelope(accountSummary);
var accountSummaryAnswer = wireAnswer(accountSummaryResponse, (a) => a.Datos);
extend(terceroQuery, {
	desde: queryDate(),
	hasta: queryDate()
});
var statementLine = object({
	Fecha: string(),
	Tipo: _enum(["factura", "recibo"]),
	Documento: string(),
	/** An invoice's total. */
	Debito: number(),
	/** A receipt's amount. */
	Credito: number(),
	/** The balance after this line. */
	Saldo: number()
});
var statement = object({
	Tercero: string(),
	Nit: string(),
	Desde: string(),
	Hasta: string(),
	/** Invoices minus receipts before Desde. */
	SaldoInicial: number(),
	Movimientos: array(statementLine),
	TotalFacturas: number(),
	TotalRecibos: number(),
	/** SaldoInicial + TotalFacturas - TotalRecibos. */
	SaldoFinal: number()
});
var statementResponse = envelope(statement);
var statementAnswer = wireAnswer(statementResponse, (a) => a.Datos);
// ../../packages/contract/src/orders.ts
/**
* Orders sent from the shop (PedidoApi) and the printable documents (ReporteApp).
* The server prices every line at the customer's level: the `Precio` and `Impuesto_porc` the ERP's clients
* send on each line are read and ignored (zod objects drop unknown keys), like any other price field.
*/
/** Paths under `API_BASE`. */
var orderPaths = {
	create: "PedidoApi/PedidoWebCreate",
	createGuest: "PedidoApi/PedidoWebCreateAnonimo",
	/** Issues a short-lived signed link to a printable document (for an iframe or a new tab). */
	reportLink: "ReporteApp/Enlace"
};
/**
* Both order POSTs take this header: a fresh value per checkout attempt (a UUID), the same value on a
* retry of that attempt. Header names are case-insensitive; Node gives them in lower case. A request
* without it (the ERP's clients never send one) is de-duplicated by its body for 60 seconds instead.
*/
var IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
string({ error: "falta el encabezado Idempotency-Key" }).check(_trim(), _minLength(8, { error: "Idempotency-Key debe tener entre 8 y 200 caracteres" }), _maxLength(200, { error: "Idempotency-Key debe tener entre 8 y 200 caracteres" }), _regex(/^[\x21-\x7e]+$/, { error: "Idempotency-Key solo admite caracteres ASCII visibles" }));
/** Absolute limits of an order request (the server may configure a lower line count). */
var orderLimits = {
	maxLines: 200,
	maxQuantity: 1e5,
	orderNote: 500,
	lineNote: 200
};
/** Free text that may be missing or null (the ERP's clients send null), trimmed and bounded. */
function note(max, what) {
	return pipe(nullish(string({ error: `${what} debe ser texto` }).check(_trim(), _maxLength(max, { error: `${what} admite como máximo ${max} caracteres` }))), transform((v) => v ?? ""));
}
function requiredText(max, what) {
	return string({ error: `${what} es obligatorio` }).check(_trim(), _minLength(1, { error: `${what} es obligatorio` }), _maxLength(max, { error: `${what} admite como máximo ${max} caracteres` }));
}
/**
* A place by its DANE code, as text or number ("05", 5), or by its exact name ("Antioquia", as the ERP's
* form sends it): trimmed text; the server resolves a name to its code.
*/
function placeRef(what) {
	return pipe(pipe(union([string(), int().check(_nonnegative())], { error: `${what} es obligatorio` }), transform((v) => String(v).trim())), string().check(_minLength(1, { error: `${what} es obligatorio` }), _maxLength(80, { error: `${what} admite como máximo 80 caracteres` }), _regex(NO_CONTROL_CHARACTERS, { error: `${what} contiene caracteres de control` })));
}
/**
* One line of an order: which product, how many units, an optional note. Numbers may come as numeric
* strings; `Precio` and `Impuesto_porc` are dropped (the server prices).
*/
var pedidoDetalle = object({
	Productoid: bodyInt("Productoid"),
	Cantidad: bodyInt("Cantidad", orderLimits.maxQuantity),
	Observacion: note(orderLimits.lineNote, "Observacion de la línea")
});
var detalles = array(pedidoDetalle, { error: "Detalles debe ser una lista de líneas" }).check(_minLength(1, { error: "el pedido no tiene líneas" }), _maxLength(orderLimits.maxLines, { error: `el pedido admite como máximo ${orderLimits.maxLines} líneas` }));
object({
	/** The ERP's clients send the customer too: when present it must be the session's own (else 403). */
	Terceroid: optional(bodyInt("Terceroid")),
	Tercerosucid: bodyInt("Tercerosucid"),
	Observacion: note(orderLimits.orderNote, "Observacion"),
	Detalles: detalles
});
/** DIAN's check digit of a NIT (modulo 11 with its fixed prime weights, read from the right). */
function nitCheckDigit(digits) {
	const weights = [
		3,
		7,
		13,
		17,
		19,
		23,
		29,
		37,
		41,
		43,
		47,
		53,
		59,
		67,
		71
	];
	let sum = 0;
	[...digits].reverse().forEach((d, i) => {
		sum += Number(d) * (weights[i] ?? 0);
	});
	const r = sum % 11;
	return r > 1 ? 11 - r : r;
}
/**
* A NIT or cédula: 5 to 15 digits, dots and spaces allowed as separators, optionally `-` and the check
* digit (which must then be right). Normalised to `digits` or `digits-dv`.
*/
var nit = pipe(pipe(string({ error: "Nit es obligatorio" }), transform((v) => v.replace(/[.\s]/g, ""))), string().check(_regex(/^\d{5,15}(-\d)?$/, { error: "Nit debe tener de 5 a 15 dígitos, opcionalmente con guion y dígito de verificación" }), refine((v) => {
	const [digits = "", dv] = v.split("-");
	return dv === void 0 || nitCheckDigit(digits) === Number(dv);
}, { error: "el dígito de verificación del Nit no corresponde" })));
/** 7 to 15 digits, with an optional leading + and spaces, dashes or brackets between them. */
function isPhone(v) {
	const digits = v.replace(/\D/g, "").length;
	return /^\+?[\d\s()-]+$/.test(v) && digits >= 7 && digits <= 15;
}
/** POST PedidoApi/PedidoWebCreateAnonimo: a guest's order with its contact and delivery details. */
var pedidoWebCreateAnonimoBody = object({
	/** A guest has no branches: absent, null or 0 (as the ERP's clients send), anything else is refused. */
	Tercerosucid: optional(pipe(unknown().check(refine((v) => v === void 0 || v === null || v === 0, { error: "un pedido de invitado no puede usar una sucursal: inicie sesión para pedir a una sucursal" })), transform(() => void 0))),
	Nit: nit,
	Tercero: requiredText(120, "Tercero (nombre)"),
	Telefono1: string({ error: "Telefono1 es obligatorio" }).check(_trim(), refine(isPhone, { error: "Telefono1 debe ser un teléfono de 7 a 15 dígitos" })),
	Direccion: requiredText(200, "Direccion"),
	Email: emailAddress,
	Ciudad: placeRef("Ciudad"),
	Departamento: placeRef("Departamento"),
	Observacion: note(orderLimits.orderNote, "Observacion"),
	Detalles: detalles
});
var pedidoCreado = object({
	pedidoid: int(),
	numero: int()
});
var pedidoCreadoResponse = envelope(pedidoCreado);
/** A line that lacks stock: what was asked and what there is. */
var faltanteDisponible = object({
	Productoid: int(),
	Solicitado: int(),
	Disponible: int()
});
/**
* The refusal when stock is short (HTTP 409), in the ERP's shape: `Status: true` says the request was read,
* `ErrorDisp: true` that nothing was created (no stock taken), `ErrorDips` (sic) lists the short lines.
*/
var pedidoSinExistencias = object({
	Status: literal(true),
	Msj: string(),
	ErrorDisp: literal(true),
	ErrorDips: array(faltanteDisponible)
});
/** Either answer of both order POSTs (a client parses the body with this, whatever the HTTP status). */
var pedidoWebCreateResponse = union([pedidoSinExistencias, pedidoCreadoResponse]);
var reportLanguage = _enum([
	"en",
	"fn",
	"de",
	"es"
], { error: "lang debe ser en, fn, de o es" });
var reportKind = _enum([
	"factura",
	"pedido",
	"recibo"
], { error: "tipo debe ser factura, pedido o recibo" });
/** What every printable page takes besides the document's id: the language, and a signed link's parts. */
var printableParams = {
	lang: pipe(queryText(2), optional(reportLanguage)),
	exp: queryText(20),
	firma: queryText(128)
};
extend(baseQuery, {
	id: queryIntRequired({ min: 1 }),
	...printableParams
});
extend(baseQuery, {
	facturaid: queryIntRequired({ min: 1 }),
	page: queryInt({ min: 0 }),
	...printableParams
});
extend(baseQuery, {
	tipo: pipe(queryText(10), reportKind),
	id: queryIntRequired({ min: 1 }),
	lang: pipe(queryText(2), optional(reportLanguage))
});
var reportLink = object({
	/** Path and query from the host root (`/ReporteApp/...`), usable as an iframe `src`. */
	Url: string(),
	/** When the link stops working (ISO 8601). */
	Expira: string()
});
var reportLinkResponse = envelope(reportLink);
var reportLinkAnswer = wireAnswer(reportLinkResponse, (a) => a.Datos);
// ../../packages/contract/src/documents.ts
/** An invoice (factura). Amounts are decimals in major units. */
var factura = object({
	facturaid: int(),
	prefijo: string(),
	numero: int(),
	/** YYYY-MM-DD */
	fecha: string(),
	/** Number of lines. */
	items: int(),
	/** Sum of quantities. */
	cantidad: number(),
	subtotal: number(),
	impuesto: number(),
	total: number(),
	/** What is still owed. */
	saldo: number()
});
extend(terceroQuery, {
	tercerosucid: queryInt({ min: 0 }),
	rows: queryInt({ min: 0 })
});
var facturas = object({ Facturas: array(factura) });
var facturasResponse = statusWith(facturas.shape);
var facturasAnswer = wireAnswer(facturasResponse, (a) => a.Facturas);
/** Order states (`estado`): the code and what the ERP shows (`estado_descripcion`). */
var pedidoEstados = [
	"pendiente",
	"aprobado",
	"despachado",
	"facturado",
	"anulado"
];
var pedidoEstado = _enum(pedidoEstados);
/** An order (pedido) of the customer, from the ERP or from this shop (`web`). */
var pedido = object({
	pedidoid: int(),
	prefijo: string(),
	numero: int(),
	/** YYYY-MM-DD */
	fecha: string(),
	/** Number of lines. */
	conteo: int(),
	vlrbruto: number(),
	impuesto: number(),
	total: number(),
	estado_descripcion: string(),
	/** Not an ERP field: the state code. */
	estado: optional(pedidoEstado),
	/** Not an ERP field: true when the order was sent from the web shop. */
	web: optional(boolean()),
	/**
	* Not ERP fields: a web order taken with an ERP connected — whether the ERP has it ('pendiente': waiting to
	* be written into it; 'enviado': it has it, with its own number; 'rechazado': it refused it), the ERP's
	* number, and the lines it was short of when it refused for stock.
	*/
	estado_erp: optional(_enum([
		"pendiente",
		"enviado",
		"rechazado"
	])),
	numero_erp: optional(nullable(int())),
	faltantes_erp: optional(array(faltanteDisponible))
});
extend(terceroQuery, {
	fechaini: queryDate(),
	fechafin: queryDate(),
	numero: queryInt({ min: 0 }),
	estado: pipe(queryText(20), optional(pedidoEstado)),
	rows: queryInt({ min: 0 })
});
var pedidos = object({ Registros: array(pedido) });
var pedidosResponse = statusWith(pedidos.shape);
var pedidosAnswer = wireAnswer(pedidosResponse, (a) => a.Registros);
/** A receipt (recibo de caja). */
var recibo = object({
	id: int(),
	/** e.g. "RC-1024" */
	Documento: string(),
	/** YYYY-MM-DD */
	Fecha: string(),
	/** Number of invoices it pays. */
	Registros: int(),
	Valor: number(),
	/** Valor less discounts and withholdings. */
	Neto: number()
});
extend(terceroQuery, { rows: queryInt({ min: 0 }) });
var recibos = object({ Recibos: array(recibo) });
var recibosResponse = statusWith(recibos.shape);
var recibosAnswer = wireAnswer(recibosResponse, (a) => a.Recibos);
string().check(_trim(), _minLength(1, { error: "usuario es obligatorio" }), _maxLength(100), _regex(NO_CONTROL_CHARACTERS, { error: "contiene caracteres de control" }));
string().check(_minLength(1, { error: "contrasena es obligatoria" }), _maxLength(200));
/** The session a login gives: the customer, its price level and a signed token valid one day. */
var session = object({
	Terceroid: int(),
	Tercerosucid: int(),
	/** The customer's name. */
	Tercero: string(),
	PrecioNivel: priceLevel,
	/** Names the server-side session: send as `Authorization: Bearer <Token>` (login also sets it as an
	* HttpOnly cookie). It ends at logout or at `Expira`. */
	Token: string(),
	/** When the token expires (ISO 8601). */
	Expira: string()
});
var loginResponse = envelope(session);
var loginAnswer = wireAnswer(loginResponse, (a) => a.Datos);
/** POST TerceroApi/Logout: ends the session of the bearer token and of the cookie on the server. */
var logoutResponse = object({
	Status: boolean(),
	Msj: optional(string())
});
/** A demo account, shown on the login page only when the server has the demo data. */
var demoAccount = object({
	Usuario: string(),
	Contrasena: string(),
	PrecioNivel: priceLevel
});
/** GET TerceroApi/CuentasDemo (the shop's own): `Demo` says whether the demo data is seeded. */
var cuentasDemoResponse = object({
	Status: boolean(),
	Msj: optional(string()),
	Demo: boolean(),
	Cuentas: array(demoAccount)
});
// ../../packages/contract/src/rates.ts
/** Exchange rates in the third-party service's shape: how many units of each currency one `base` buys. */
var rates = object({
	base: string(),
	/** YYYY-MM-DD of the rates. */
	date: string(),
	rates: record(string(), number())
});
extend(baseQuery, { base: pipe(queryText(3), optional(_enum(["USD"], { error: "solo se admite base USD" }))) });
var ratesResponse = rates;
var productsSlice = createSlice({
	name: "products",
	initialState: {
		items: [],
		loaded: false
	},
	reducers: { productsReplaced(state, action) {
		state.items = action.payload;
		state.loaded = true;
	} }
});
var { productsReplaced } = productsSlice.actions;
/** Spec §7's startup call: GetProductos_V2 with exactly these parameters (`null` = no filter). */
function startupProductParams(terceroid) {
	return {
		codigo: null,
		descripcion: null,
		categoriaid: null,
		grupoid: null,
		subgrupoid: null,
		precio_min: null,
		precio_max: null,
		length: 0,
		bodegaid: apiConfig.bodegaid,
		orden: 0,
		webpedidoid: null,
		api: true,
		api2: null,
		terceroid,
		nombreFull: null
	};
}
/** Loads the startup list; a failure is only logged and the list stays as it is. */
function loadStartupProducts() {
	return async (dispatch) => {
		const answer = await getJson(paths.getProductos, startupProductParams(getSessionTerceroid()), getProductosResponse);
		if (answer.status && answer.data.Datos) dispatch(productsReplaced(answer.data.Datos.map(toProduct)));
		else console.error("[products] startup load failed", answer.status ? "no Datos" : answer.msj);
	};
}
// src/lib/product-actions.tsx
init_compat();
var ProductActionsContext = U$1(null);
/** The actions, or null when no commerce feature is wired (the buttons are then disabled). */
function useProductActions() {
	return j$1(ProductActionsContext);
}
// src/features/auth/auth-slice.ts
var initialAuthState = {
	session: null,
	loginAt: null,
	customer: null
};
var authSlice = createSlice({
	name: "auth",
	initialState: initialAuthState,
	reducers: {
		loggedIn(_state, action) {
			return {
				session: action.payload.session,
				loginAt: action.payload.loginAt,
				customer: null
			};
		},
		/** The one action that sets all five customer fields (spec §4). */
		customerSet(state, action) {
			state.customer = action.payload;
		}
	},
	extraReducers: (builder) => builder.addCase(resetState, () => initialAuthState)
});
var { loggedIn, customerSet } = authSlice.actions;
var selectAuth = (s) => s.auth;
/** The domain's rule: a customer record and less than one day since login. */
function sessionIsValid(state, now = /* @__PURE__ */ new Date()) {
	return isSessionValid({
		customer: state.session,
		loginAt: state.loginAt
	}, now);
}
function parseCustomer(raw) {
	if (raw === null) return null;
	if (!isRecord$1(raw)) throw new Error("bad customer");
	const level = priceLevel.safeParse(raw.precioNivel);
	const { terceroId, ultimaFactura, diasUltimaFactura, terceroNombre } = raw;
	if (typeof terceroId !== "number" || typeof terceroNombre !== "string" || !level.success || !(ultimaFactura === null || typeof ultimaFactura === "string") || !(diasUltimaFactura === null || typeof diasUltimaFactura === "number")) throw new Error("bad customer");
	return {
		terceroId,
		ultimaFactura,
		diasUltimaFactura,
		terceroNombre,
		precioNivel: level.data
	};
}
var persistedAuth = persisted(authSlice.reducer, {
	key: "session",
	version: 1,
	parse(raw) {
		if (!isRecord$1(raw)) return null;
		if (raw.session === null) return initialAuthState;
		const session$1 = session.safeParse(raw.session);
		if (!session$1.success || typeof raw.loginAt !== "number") return null;
		try {
			const customer = parseCustomer(raw.customer ?? null);
			if (customer && customer.terceroId !== session$1.data.Terceroid) return null;
			return {
				session: session$1.data,
				loginAt: raw.loginAt,
				customer
			};
		} catch {
			return null;
		}
	}
});
// src/features/auth/session-control.ts
init_compat();
/**
* Forgets everything the browser keeps: the state (to its initial values), all of local storage and this
* tab's session storage (the checkout's draft and attempt).
*/
function forgetEverything(dispatch) {
	dispatch(resetState());
	try {
		localStorage.clear();
		sessionStorage.clear();
	} catch {}
	setSessionToken(null);
}
/** Ending a session: the expired one (notice, to /login-page) and the logout (to the home page). */
function useEndSession() {
	const dispatch = useDispatch();
	const store = useStore();
	const navigate = useNavigate();
	return w$1(() => ({
		expire(from) {
			if (store.getState().auth.session) notify({
				tone: "error",
				message: NOTICES.sessionExpired
			});
			postJson(paths.logout, {}, {}, logoutResponse);
			forgetEverything(dispatch);
			navigate("/login-page", {
				replace: true,
				state: {
					from: from ?? null,
					expired: true
				}
			});
		},
		/** Ends the session on the server (POST TerceroApi/Logout: its token and cookie stop working), then
		* forgets everything here. The call takes the token before it is forgotten. */
		async logout() {
			const ended = postJson(paths.logout, {}, {}, logoutResponse);
			forgetEverything(dispatch);
			navigate("/", { replace: true });
			await ended;
		}
	}), [
		dispatch,
		navigate,
		store
	]);
}
/** InfoTercero -> the five customer fields; a failure is only logged (spec §8). */
async function loadCustomer(session) {
	const answer = await getJson(paths.infoTercero, { terceroid: session.Terceroid }, infoTerceroResponse);
	const resultado = answer.status ? answer.data.Resultado : void 0;
	if (!resultado) {
		console.error("[auth] InfoTercero failed", answer.status ? "no data" : answer.msj);
		return null;
	}
	return {
		terceroId: session.Terceroid,
		ultimaFactura: resultado.Ultima_Venta,
		diasUltimaFactura: resultado.Dias_UltimaVenta,
		terceroNombre: resultado.Tercero,
		precioNivel: session.PrecioNivel
	};
}
/** POST TerceroApi/LoginTercero; on success stores the record and the login date, and loads the customer. */
function useLogin() {
	const dispatch = useDispatch();
	return b$1(async (usuario, contrasena) => {
		const answer = await apiRequest(loginAnswer, paths.login, {
			method: "POST",
			body: {
				usuario,
				contrasena
			}
		});
		if (answer.error) {
			const { status, msj } = answer.error;
			if (status === "FETCH_ERROR") {
				notify({
					tone: "error",
					message: NOTICES.networkPost
				});
				return {
					ok: false,
					reason: "network",
					msj: NOTICES.networkPost
				};
			}
			if (status === 429) return {
				ok: false,
				reason: "throttled",
				msj
			};
			if (status === 400 || status === 401 || status === 403 || status === 200) return {
				ok: false,
				reason: "credentials",
				msj
			};
			return {
				ok: false,
				reason: "other",
				msj
			};
		}
		const session = answer.data;
		dispatch(loggedIn({
			session,
			loginAt: Date.now()
		}));
		setSessionToken(session.Token, session.Terceroid);
		const customer = await loadCustomer(session);
		if (customer) dispatch(customerSet(customer));
		return {
			ok: true,
			session
		};
	}, [dispatch]);
}
// src/features/auth/session-keeper.tsx
init_compat();
/**
* Mounted once in the layout. Keeps the API client's token in step with the stored session, ends an
* expired session found at start, and ends the session whenever the server answers 401.
*/
function SessionKeeper() {
	const auth = useSelector(selectAuth);
	const store = useStore();
	const { expire } = useEndSession();
	const location = useLocation();
	F$1(() => {
		if (auth.session && sessionIsValid(auth)) setSessionToken(auth.session.Token, auth.session.Terceroid);
		else if (!auth.session && getSessionToken() !== null) setSessionToken(null);
	}, [auth]);
	A$2(() => {
		if (auth.session && !sessionIsValid(auth)) expire(location.pathname);
	}, []);
	A$2(() => onUnauthorized(() => {
		if (store.getState().auth.session) expire(window.location.pathname);
	}), [store, expire]);
	return null;
}
/**
* The guard of the customer's own pages: checked on every navigation to them. Without a session: to
* /login-page (coming back here after login); with an expired one: the notice, everything forgotten.
*/
function RequireSession({ children }) {
	const auth = useSelector(selectAuth);
	const location = useLocation();
	const { expire } = useEndSession();
	const valid = sessionIsValid(auth, /* @__PURE__ */ new Date());
	const from = `${location.pathname}${location.search}`;
	const expired = !valid && auth.session !== null;
	A$2(() => {
		if (expired) expire(from);
	}, [expired, location.key]);
	if (expired) return null;
	if (!valid) return /* @__PURE__ */ a$1(Navigate, {
		to: "/login-page",
		replace: true,
		state: { from }
	});
	return children ?? /* @__PURE__ */ a$1(Outlet, {});
}
// src/lib/saved-product.ts
/**
* The fields a saved product keeps (cart line, wishlist, compare list): enough to price it with the tier rule,
* show it and put it in the cart. The description HTML and the demo texts stay out of local storage.
*/
var savedProductFields = {
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
	Impuesto_porcentaje: true,
	variation: true
};
var savedProduct = pickProduct(savedProductFields);
/** Persistence of a product list: each entry's product parsed with `schema`, its id matching, no duplicates. */
function productListPersist(key, schema) {
	return {
		key,
		version: 1,
		parse(raw) {
			if (!isRecord$1(raw) || !Array.isArray(raw.items)) return null;
			const items = [];
			for (const entry of raw.items) {
				if (!isRecord$1(entry)) return null;
				const parsed = schema.safeParse(entry.product);
				if (!parsed.success || entry.id !== parsed.data.Productoid) return null;
				if (items.some((i) => i.id === parsed.data.Productoid)) return null;
				items.push({
					id: parsed.data.Productoid,
					product: parsed.data
				});
			}
			return { items };
		}
	};
}
// src/features/cart/cart-product.ts
/** What a cart line keeps of a product (see `savedProduct`). */
var cartProduct = savedProduct;
function toCartProduct(p) {
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
		...p.variation ? { variation: p.variation } : {}
	};
}
// src/features/cart/cart-slice.ts
var initialCartState = { lines: [] };
/** The Redux slice is a thin wrapper: every change goes through the domain's pure cart reducer. */
var cartSlice = createSlice({
	name: "cart",
	initialState: initialCartState,
	reducers: { cartChanged(state, action) {
		state.lines = cartReducer(state.lines, action.payload).lines;
	} },
	extraReducers: (builder) => {
		builder.addCase(resetState, () => initialCartState);
	}
});
var { cartChanged } = cartSlice.actions;
var selectCartLines = (s) => s.cart.lines;
/** A new line's id; the reducer keeps ids unique even if two ever collide. */
function newCartItemId() {
	return typeof crypto !== "undefined" && typeof crypto.randomUUID === "function" ? crypto.randomUUID() : `line-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
function parseLine(raw) {
	if (!isRecord$1(raw)) return null;
	const product = cartProduct.safeParse(raw.product);
	const { quantity, cartItemId, comment } = raw;
	if (!product.success || typeof cartItemId !== "string" || typeof comment !== "string") return null;
	if (typeof quantity !== "number" || !Number.isInteger(quantity) || quantity < 1) return null;
	const color = raw.selectedProductColor;
	const size = raw.selectedProductSize;
	const stock = stockOf(variantProduct(product.data, typeof color === "string" ? color : null, typeof size === "string" ? size : null));
	if (stock !== null && quantity > stock) return null;
	return {
		product: product.data,
		quantity,
		cartItemId,
		priceF: priceForQuantity(product.data, quantity),
		selectedProductColor: typeof color === "string" ? color : null,
		selectedProductSize: typeof size === "string" ? size : null,
		itemObservacion: comment,
		comment
	};
}
/** For `app/store.ts`: the cart reducer, saved to local storage. */
var persistedCart = persisted(cartSlice.reducer, {
	key: "cart",
	version: 1,
	parse(raw) {
		if (!isRecord$1(raw) || !Array.isArray(raw.lines)) return null;
		const lines = raw.lines.map(parseLine);
		return lines.every((l) => l !== null) ? { lines } : null;
	}
});
// src/features/cart/use-cart.ts
init_compat();
var taxPercentOf = (product) => product.Impuesto_porcentaje ?? 19;
/** The cart's commands, each showing the notice the domain gives it. */
function useCartActions() {
	const dispatch = useDispatch();
	const store = useStore();
	return w$1(() => {
		const run = (command) => {
			const result = cartReducer(store.getState().cart.lines, command);
			dispatch(cartChanged(command));
			if (result.notice) notify(result.notice);
			return result;
		};
		return {
			add(product, options = {}) {
				const base = {
					product: toCartProduct(product),
					color: options.color ?? null,
					size: options.size ?? null,
					cartItemId: newCartItemId()
				};
				return options.quantity === void 0 ? run({
					type: "add",
					...base
				}) : run({
					type: "addQuantity",
					...base,
					quantity: options.quantity
				});
			},
			/**
			* Adds several products at once (quick order, reorder, a saved list): each quantity on top of what the
			* cart already holds of that product, capped by stock; one notice for all (the worst one).
			*/
			addMany(items) {
				let last = null;
				let warned = null;
				for (const item of items) {
					const product = toCartProduct(item.product);
					const command = {
						type: "addQuantity",
						product,
						quantity: store.getState().cart.lines.filter((l) => l.product.Productoid === product.Productoid && l.selectedProductColor === null && l.selectedProductSize === null).reduce((n, l) => n + l.quantity, 0) + item.quantity,
						color: null,
						size: null,
						cartItemId: newCartItemId()
					};
					last = cartReducer(store.getState().cart.lines, command);
					if (last.capped) warned = last;
					dispatch(cartChanged(command));
				}
				const shown = warned ?? last;
				if (shown?.notice) notify(shown.notice);
				return { capped: warned !== null };
			},
			increase(line) {
				return run({
					type: "add",
					product: line.product,
					color: line.selectedProductColor,
					size: line.selectedProductSize,
					cartItemId: line.cartItemId
				});
			},
			setQuantity(line, quantity) {
				return run({
					type: "addQuantity",
					product: line.product,
					quantity,
					color: line.selectedProductColor,
					size: line.selectedProductSize,
					cartItemId: line.cartItemId
				});
			},
			decrease(line) {
				return run({
					type: "decrease",
					cartItemId: line.cartItemId
				});
			},
			remove(productId) {
				return run({
					type: "delete",
					productId
				});
			},
			clear() {
				return run({ type: "deleteAll" });
			},
			/** Empties the cart without a notice (after an order: the confirmation says it all). */
			emptyAfterOrder() {
				dispatch(cartChanged({ type: "deleteAll" }));
			},
			comment(line, comment) {
				return run({
					type: "comment",
					product: line.product,
					comment,
					color: line.selectedProductColor,
					size: line.selectedProductSize,
					cartItemId: line.cartItemId
				});
			},
			/** Re-prices every line against fresh product records (after login the level changes). */
			refresh(products) {
				return run({
					type: "refreshProducts",
					products: products.map(toCartProduct)
				});
			}
		};
	}, [dispatch, store]);
}
function useCartLines() {
	return useSelector(selectCartLines);
}
function useCartSummary() {
	const lines = useCartLines();
	return w$1(() => {
		const taxedLines = lines.map((l) => ({
			subtotal: multiplyMinor(l.priceF, l.quantity),
			taxPercent: taxPercentOf(l.product)
		}));
		const taxed = taxedTotals(taxedLines);
		const rates = new Set(taxedLines.map((l) => l.taxPercent));
		/** The one rate of every line, or null when the lines have different rates. */
		const taxPercent = rates.size <= 1 ? [...rates][0] ?? 19 : null;
		return {
			...cartTotals(lines),
			...taxed,
			taxPercent
		};
	}, [lines]);
}
// src/features/cart/cart-summary.tsx
/** Sub-total, tax and total of the cart, in the chosen currency. */
function CartTotals({ format }) {
	const { t } = useTranslation("cart");
	const summary = useCartSummary();
	return /* @__PURE__ */ a$1("dl", {
		className: "row mb-0 cart-totals",
		children: [
			/* @__PURE__ */ a$1("dt", {
				className: "col-7 fw-normal",
				children: t("subtotal")
			}),
			/* @__PURE__ */ a$1("dd", {
				className: "col-5 text-end mb-1",
				"data-testid": "cart-subtotal",
				children: format(summary.subtotal)
			}),
			/* @__PURE__ */ a$1("dt", {
				className: "col-7 fw-normal",
				children: summary.taxPercent === null ? t("taxMixed") : t("tax", { rate: summary.taxPercent })
			}),
			/* @__PURE__ */ a$1("dd", {
				className: "col-5 text-end mb-1",
				"data-testid": "cart-tax",
				children: format(summary.tax)
			}),
			/* @__PURE__ */ a$1("dt", {
				className: "col-7 fs-5 border-top pt-2",
				children: t("total")
			}),
			/* @__PURE__ */ a$1("dd", {
				className: "col-5 text-end fs-5 fw-bold border-top pt-2 mb-0",
				"data-testid": "cart-total",
				children: format(summary.total)
			})
		]
	});
}
// src/components/ui/icons.tsx
function Svg({ className = "shop-icon", children }) {
	return /* @__PURE__ */ a$1("svg", {
		className,
		viewBox: "0 0 24 24",
		fill: "none",
		stroke: "currentColor",
		strokeWidth: "1.8",
		strokeLinecap: "round",
		strokeLinejoin: "round",
		"aria-hidden": "true",
		focusable: "false",
		children
	});
}
var CartIcon = (p) => /* @__PURE__ */ a$1(Svg, {
	...p,
	children: [
		/* @__PURE__ */ a$1("circle", {
			cx: "9",
			cy: "20",
			r: "1.4"
		}),
		/* @__PURE__ */ a$1("circle", {
			cx: "18",
			cy: "20",
			r: "1.4"
		}),
		/* @__PURE__ */ a$1("path", { d: "M2 3h3l2.6 12.2a1.5 1.5 0 0 0 1.5 1.2h8.7a1.5 1.5 0 0 0 1.5-1.1L21 7H6" })
	]
});
var HeartIcon = (p) => /* @__PURE__ */ a$1(Svg, {
	...p,
	children: /* @__PURE__ */ a$1("path", { d: "M20.8 5.6a5 5 0 0 0-7.1 0L12 7.3l-1.7-1.7a5 5 0 1 0-7.1 7.1L12 21.5l8.8-8.8a5 5 0 0 0 0-7.1z" })
});
var CompareIcon = (p) => /* @__PURE__ */ a$1(Svg, {
	...p,
	children: /* @__PURE__ */ a$1("path", { d: "M7 4v16M17 4v16M3 8l4-4 4 4M13 16l4 4 4-4" })
});
var UserIcon = (p) => /* @__PURE__ */ a$1(Svg, {
	...p,
	children: [/* @__PURE__ */ a$1("circle", {
		cx: "12",
		cy: "8",
		r: "4"
	}), /* @__PURE__ */ a$1("path", { d: "M4 21c0-4 3.6-7 8-7s8 3 8 7" })]
});
var SearchIcon = (p) => /* @__PURE__ */ a$1(Svg, {
	...p,
	children: [/* @__PURE__ */ a$1("circle", {
		cx: "11",
		cy: "11",
		r: "7"
	}), /* @__PURE__ */ a$1("path", { d: "M21 21l-4.3-4.3" })]
});
var MenuIcon = (p) => /* @__PURE__ */ a$1(Svg, {
	...p,
	children: /* @__PURE__ */ a$1("path", { d: "M3 6h18M3 12h18M3 18h18" })
});
var EyeIcon = (p) => /* @__PURE__ */ a$1(Svg, {
	...p,
	children: [/* @__PURE__ */ a$1("path", { d: "M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" }), /* @__PURE__ */ a$1("circle", {
		cx: "12",
		cy: "12",
		r: "3"
	})]
});
var TruckIcon = (p) => /* @__PURE__ */ a$1(Svg, {
	...p,
	children: [
		/* @__PURE__ */ a$1("path", { d: "M1 4h14v12H1zM15 8h4l4 4v4h-8" }),
		/* @__PURE__ */ a$1("circle", {
			cx: "6",
			cy: "18",
			r: "2"
		}),
		/* @__PURE__ */ a$1("circle", {
			cx: "18",
			cy: "18",
			r: "2"
		})
	]
});
var ShieldIcon = (p) => /* @__PURE__ */ a$1(Svg, {
	...p,
	children: [/* @__PURE__ */ a$1("path", { d: "M12 2l8 3v6c0 5-3.5 9.5-8 11-4.5-1.5-8-6-8-11V5z" }), /* @__PURE__ */ a$1("path", { d: "M8.5 12l2.5 2.5 4.5-5" })]
});
var TagIcon = (p) => /* @__PURE__ */ a$1(Svg, {
	...p,
	children: [/* @__PURE__ */ a$1("path", { d: "M20.6 13.4l-7.2 7.2a2 2 0 0 1-2.8 0L2 12V2h10l8.6 8.6a2 2 0 0 1 0 2.8z" }), /* @__PURE__ */ a$1("circle", {
		cx: "7",
		cy: "7",
		r: "1.5"
	})]
});
// src/lib/use-unique-id.ts
init_compat();
var last = 0;
/**
* An id that no other element of the page has, for wiring labels and aria attributes. React's `useId` is
* not used: under preact/compat it numbers ids per lazy boundary, so the shop page's sort select got the
* same id as the header's language select (and its label named both).
*/
/** The server numbers every page from 1, as the browser does when it hydrates that page. */
function resetUniqueIds() {
	last = 0;
}
function useUniqueId() {
	const [id] = d$1(() => {
		last += 1;
		return `uid-${last}`;
	});
	return id;
}
// src/lib/currency.ts
init_compat();
var initialState$2 = {
	...DEFAULT_CURRENCY,
	knownRates: {}
};
var currencySlice = createSlice({
	name: "currency",
	initialState: initialState$2,
	reducers: { currencyChosen(state, action) {
		const next = chooseCurrency(action.payload.code, action.payload.rate, state);
		state.currencyName = next.currencyName;
		state.currencySymbol = next.currencySymbol;
		state.currencyRate = next.currencyRate;
		if (next.currencyName === action.payload.code) state.knownRates[next.currencyName] = next.currencyRate;
	} }
});
var { currencyChosen } = currencySlice.actions;
function isRate(x) {
	return typeof x === "number" && Number.isFinite(x) && x > 0;
}
var currencySpec = {
	key: "currency",
	version: 1,
	parse(raw) {
		if (!isRecord$1(raw) || !isCurrencyCode(raw.currencyName) || !isRate(raw.currencyRate)) return null;
		if (raw.currencySymbol !== CURRENCIES[raw.currencyName].symbol) return null;
		if (raw.currencyName === "USD" && raw.currencyRate !== 1) return null;
		const knownRates = {};
		if (isRecord$1(raw.knownRates)) {
			for (const [code, rate] of Object.entries(raw.knownRates)) if (isCurrencyCode(code) && isRate(rate)) knownRates[code] = rate;
		}
		return {
			currencyName: raw.currencyName,
			currencySymbol: CURRENCIES[raw.currencyName].symbol,
			currencyRate: raw.currencyRate,
			knownRates
		};
	}
};
/**
* Chooses a currency with today's rate from the server (MonedaApi/GetTasas, base USD). When the call
* fails the failure is only logged and the last known rate of that currency is kept (or the current
* currency, when none is known).
*/
function selectCurrency(code) {
	return async (dispatch, getState) => {
		if (code === "USD") {
			dispatch(currencyChosen({
				code,
				rate: 1
			}));
			return;
		}
		const answer = await getJson(paths.tasas, { base: "USD" }, ratesResponse);
		const rate = answer.status ? answer.data.rates[code] : void 0;
		if (isRate(rate)) {
			dispatch(currencyChosen({
				code,
				rate
			}));
			return;
		}
		console.error(`[currency] no rate for ${code}; keeping the last known one`);
		const last = getState().currency.knownRates[code];
		if (last !== void 0) dispatch(currencyChosen({
			code,
			rate: last
		}));
	};
}
function useCurrency() {
	return useSelector((state) => state.currency);
}
/** Formats a USD amount (minor units) in the chosen currency and the interface language. */
function useFormatMoney() {
	const currency = useCurrency();
	const { i18n } = useTranslation();
	const locale = localeOf(i18n.language);
	return b$1((amount) => formatMoney(convertMinor(amount, currency.currencyRate), currency.currencyName, locale), [
		currency.currencyRate,
		currency.currencyName,
		locale
	]);
}
// src/features/cart/reprice-cart.ts
init_compat();
/** The cart's products as the server prices them for whoever is asking now. */
async function fetchCartProducts(ids) {
	return (await Promise.all(ids.map((productoid) => apiRequest(getProductoDataAnswer, paths.getProductoData, { params: {
		productoid,
		bodegaid: apiConfig.bodegaid,
		terceroid: getSessionTerceroid()
	} })))).flatMap((a) => a.data ? [a.data.Producto] : []);
}
/** Re-prices the cart's lines (the domain's 'refreshProducts') against fresh product records. */
function useReprice() {
	const store = useStore();
	const actions = useCartActions();
	return b$1(() => {
		const ids = [...new Set(store.getState().cart.lines.map((l) => l.product.Productoid))];
		if (ids.length === 0) return;
		fetchCartProducts(ids).then((products) => {
			if (products.length > 0) actions.refresh(products);
		});
	}, [store, actions]);
}
/** When the session changes (login), the price level changes: the cart is re-priced. Mounted once. */
function useRepriceCartOnSessionChange() {
	const reprice = useReprice();
	A$2(() => onSessionChange(reprice), [reprice]);
}
/**
* When a view of the cart's prices opens (the cart page, the mini-cart, the checkout), the cart is re-priced,
* so a cart kept from another day shows today's prices, stock and tax before anything is ordered.
*/
function useRepriceCartOnOpen() {
	const reprice = useReprice();
	A$2(() => reprice(), [reprice]);
}
// src/features/cart/mini-cart.tsx
/** The number of units in the cart (for the header icon's badge). */
function useCartCount() {
	return useCartSummary().units;
}
/** The header's mini-cart: the lines, the totals, and links to the cart and the checkout. */
function MiniCart({ onNavigate }) {
	useRepriceCartOnOpen();
	const { t } = useTranslation("cart");
	const lines = useCartLines();
	const actions = useCartActions();
	const format = useFormatMoney();
	if (lines.length === 0) return /* @__PURE__ */ a$1("div", {
		className: "p-3 text-center small text-body-secondary",
		"data-testid": "mini-cart",
		children: t("empty")
	});
	return /* @__PURE__ */ a$1("div", {
		className: "p-3 mini-cart",
		"data-testid": "mini-cart",
		style: { minWidth: 300 },
		children: [
			/* @__PURE__ */ a$1("ul", {
				className: "list-unstyled mb-3",
				style: {
					maxHeight: 280,
					overflowY: "auto"
				},
				children: lines.map((line) => /* @__PURE__ */ a$1("li", {
					className: "d-flex gap-2 align-items-start py-2 border-bottom",
					children: [
						/* @__PURE__ */ a$1("img", {
							src: pictureUrl(line.product.Imagenes[0]),
							alt: "",
							width: 48,
							height: 48,
							className: "rounded border"
						}),
						/* @__PURE__ */ a$1("div", {
							className: "flex-grow-1 small",
							children: [/* @__PURE__ */ a$1(Link, {
								to: `/product/${line.product.Productoid}`,
								className: "text-body text-decoration-none d-block",
								onClick: onNavigate,
								children: line.product.Producto
							}), /* @__PURE__ */ a$1("span", {
								className: "text-body-secondary",
								children: [
									line.quantity,
									" × ",
									format(line.priceF),
									" = ",
									format(multiplyMinor(line.priceF, line.quantity))
								]
							})]
						}),
						/* @__PURE__ */ a$1("button", {
							type: "button",
							className: "btn-close btn-sm",
							"aria-label": `${t("remove")} ${line.product.Producto}`,
							onClick: () => actions.remove(line.product.Productoid)
						})
					]
				}, line.cartItemId))
			}),
			/* @__PURE__ */ a$1(CartTotals, { format }),
			/* @__PURE__ */ a$1("div", {
				className: "d-grid gap-2 mt-3",
				children: [/* @__PURE__ */ a$1(Link, {
					to: "/cart",
					className: "btn btn-outline-primary btn-sm",
					onClick: onNavigate,
					children: t("viewCart")
				}), /* @__PURE__ */ a$1(Link, {
					to: "/checkout",
					className: "btn btn-primary btn-sm",
					onClick: onNavigate,
					children: t("checkout")
				})]
			})
		]
	});
}
// src/features/cart/header-mini-cart.tsx
init_compat();
/** The header's cart icon with its count; it opens the mini-cart (Escape or a click outside closes it). */
function HeaderMiniCart({ label }) {
	const { t } = useTranslation("cart");
	const count = useCartCount();
	const [open, setOpen] = d$1(false);
	const panelId = useUniqueId();
	const box = T$1(null);
	const { pathname } = useLocation();
	A$2(() => setOpen(false), [pathname]);
	A$2(() => {
		if (!open) return;
		const close = (e) => {
			if (e instanceof KeyboardEvent ? e.key === "Escape" : !box.current?.contains(e.target)) setOpen(false);
		};
		document.addEventListener("keydown", close);
		document.addEventListener("mousedown", close);
		return () => {
			document.removeEventListener("keydown", close);
			document.removeEventListener("mousedown", close);
		};
	}, [open]);
	return /* @__PURE__ */ a$1("div", {
		className: "position-relative",
		ref: box,
		children: [/* @__PURE__ */ a$1("button", {
			type: "button",
			className: "icon-link-count",
			"aria-label": label(count),
			"aria-expanded": open,
			"aria-controls": panelId,
			onClick: () => setOpen((o) => !o),
			"data-testid": "header-cart",
			children: [/* @__PURE__ */ a$1(CartIcon, {}), count > 0 && /* @__PURE__ */ a$1("span", {
				className: "count",
				"aria-hidden": "true",
				"data-testid": "header-cart-count",
				children: count
			})]
		}), open && /* @__PURE__ */ a$1("section", {
			id: panelId,
			"aria-label": t("miniCart"),
			className: "position-absolute end-0 mt-2 bg-body border rounded shadow",
			style: {
				zIndex: 1050,
				width: "min(340px, 92vw)"
			},
			children: /* @__PURE__ */ a$1(MiniCart, { onNavigate: () => setOpen(false) })
		})]
	});
}
// src/features/compare/compare-slice.ts
/** What the compare list keeps of a product: what the side-by-side table shows. */
var compareProduct = pickProduct({
	...savedProductFields,
	Referencia: true,
	Categoriaid: true,
	rating: true,
	category: true
});
var initialState$1 = { items: [] };
function toCompareItem(p) {
	return {
		id: p.Productoid,
		product: compareProduct.parse(p)
	};
}
/** A thin wrapper: every change goes through the domain's compare reducer. */
var compareSlice = createSlice({
	name: "compare",
	initialState: initialState$1,
	reducers: {
		compareChanged(state, action) {
			state.items = compareReducer(state.items, action.payload).items;
		},
		compareCleared() {
			return initialState$1;
		}
	},
	extraReducers: (builder) => builder.addCase(resetState, () => initialState$1)
});
var { compareChanged, compareCleared } = compareSlice.actions;
var selectCompare = (s) => s.compare.items;
function previewCompare(items, action) {
	return compareReducer(items, action);
}
var comparePersist = productListPersist("compare", compareProduct);
var persistedCompare = persisted(compareSlice.reducer, comparePersist);
// src/features/compare/use-compare.ts
init_compat();
/** Add (refuses duplicates) and delete, each with the spec's notice; clear empties the list. */
function useCompareActions() {
	const dispatch = useDispatch();
	const store = useStore();
	return w$1(() => {
		const run = (action) => {
			const result = previewCompare(store.getState().compare.items, action);
			dispatch(compareChanged(action));
			if (result.notice) notify(result.notice);
			return result.notice !== null;
		};
		return {
			add: (p) => run({
				type: "add",
				item: toCompareItem(p)
			}),
			remove: (id) => run({
				type: "delete",
				id
			}),
			clear: () => {
				if (store.getState().compare.items.length === 0) return false;
				dispatch(compareCleared());
				notify(notice("error", "compareRemoved"));
				return true;
			}
		};
	}, [dispatch, store]);
}
function useCompareList() {
	return useSelector(selectCompare);
}
// src/features/wishlist/wishlist-slice.ts
/** What the wishlist keeps of a product (enough to show it and put it in the cart). */
var wishlistProduct = savedProduct;
var initialState = { items: [] };
function toWishlistItem(p) {
	return {
		id: p.Productoid,
		product: wishlistProduct.parse(p)
	};
}
/** A thin wrapper: every change goes through the domain's wishlist reducer. */
var wishlistSlice = createSlice({
	name: "wishlist",
	initialState,
	reducers: { wishlistChanged(state, action) {
		state.items = wishlistReducer(state.items, action.payload).items;
	} },
	extraReducers: (builder) => builder.addCase(resetState, () => initialState)
});
var { wishlistChanged } = wishlistSlice.actions;
var selectWishlist = (s) => s.wishlist.items;
/** The result the change earns (the same pure reducer the slice runs). */
function previewWishlist(items, action) {
	return wishlistReducer(items, action);
}
var wishlistPersist = productListPersist("wishlist", wishlistProduct);
var persistedWishlist = persisted(wishlistSlice.reducer, wishlistPersist);
// src/features/wishlist/use-wishlist.ts
init_compat();
/** Add (refuses duplicates), delete and delete all, each with the spec's notice. Returns whether it changed. */
function useWishlistActions() {
	const dispatch = useDispatch();
	const store = useStore();
	return w$1(() => {
		const run = (action) => {
			const result = previewWishlist(store.getState().wishlist.items, action);
			dispatch(wishlistChanged(action));
			if (result.notice) notify(result.notice);
			return result.notice !== null;
		};
		return {
			add: (p) => run({
				type: "add",
				item: toWishlistItem(p)
			}),
			remove: (id) => run({
				type: "delete",
				id
			}),
			clear: () => run({ type: "deleteAll" })
		};
	}, [dispatch, store]);
}
function useWishlist() {
	return useSelector(selectWishlist);
}
// src/app/layout/shell-bindings.tsx
init_compat();
/**
* Where the shell meets the commerce features (cart, wishlist, compare): the counts in the header and
* the mini-cart. Wired here, in app/, so that the layout and the features stay independent.
*/
function useHeaderCounts() {
	return {
		cart: useCartCount(),
		wishlist: useWishlist().length,
		compare: useCompareList().length
	};
}
function useMiniCart() {
	const { t } = useTranslation();
	return /* @__PURE__ */ a$1(HeaderMiniCart, { label: (count) => t("header.cartCount", { count }) });
}
/** The product actions of the catalogue and product pages. */
function useProductActionsBinding() {
	const cart = useCartActions();
	const wishlist = useWishlistActions();
	const compare = useCompareActions();
	const lines = useCartLines();
	const wished = useWishlist();
	const compared = useCompareList();
	return w$1(() => ({
		addToCart: (product, options) => void cart.add(product.record, options),
		addToWishlist: (product) => void wishlist.add(product.record),
		addToCompare: (product) => void compare.add(product.record),
		inWishlist: (id) => wished.some((i) => i.id === id),
		inCompare: (id) => compared.some((i) => i.id === id),
		inCart: (id) => lines.filter((l) => l.product.Productoid === id).reduce((n, l) => n + l.quantity, 0),
		inCartLine: (id, color, size) => lines.find((l) => l.product.Productoid === id && l.selectedProductColor === color && l.selectedProductSize === size)?.quantity ?? 0
	}), [
		cart,
		wishlist,
		compare,
		lines,
		wished,
		compared
	]);
}
/** The session's keeper (expiry, 401) and the cart's re-pricing on login, mounted once in the layout. */
function CommerceKeepers() {
	useRepriceCartOnSessionChange();
	return /* @__PURE__ */ a$1(SessionKeeper, {});
}
// src/app/store.ts
/**
* The Redux store. To add a feature's reducer, add ONE line to one of the two maps below:
*   plain (not saved):  `cart: cartSlice.reducer,` in `reducers`
*   saved to local storage (versioned, validated on load; a bad entry resets only its own part):
*                       `cart: persisted(cartSlice.reducer, cartSpec),` in `persistedReducers`
*   where `cartSpec: PersistSpec<CartState> = { key: 'cart', version: 1, parse: (raw) => CartState | null }`
*   (lib/persist.ts). Dispatch `resetState()` (lib/persist) to reset every part (logout, expired session).
*/
var reducers = {
	[baseApi.reducerPath]: baseApi.reducer,
	products: productsSlice.reducer
};
var persistedReducers = {
	currency: persisted(currencySlice.reducer, currencySpec),
	cart: persistedCart,
	wishlist: persistedWishlist,
	compare: persistedCompare,
	auth: persistedAuth
};
function entries(map) {
	return Object.entries(map);
}
function unwrap(map) {
	return Object.fromEntries(entries(map).map(([name, p]) => [name, p.reducer]));
}
var combined = combineReducers({
	...reducers,
	...unwrap(persistedReducers)
});
/**
* A server-rendered page hydrates with the state the server rendered it with; the parts this browser keeps
* (cart, wishlist, compare, session, currency) are put back right after, by this action.
*/
var persistedRestored = createAction("app/persistedRestored");
var rootReducer = (state, action) => {
	if (persistedRestored.match(action)) return combined({
		...state,
		...action.payload
	}, action);
	return combined(resetState.match(action) ? void 0 : state, action);
};
function loadPersisted() {
	const state = {};
	for (const [name, p] of entries(persistedReducers)) {
		const saved = readPersisted(p.spec);
		if (saved !== void 0) state[name] = saved;
	}
	return state;
}
function makeStore(preloadedState = loadPersisted()) {
	const store = configureStore({
		reducer: rootReducer,
		preloadedState,
		middleware: (getDefault) => getDefault().concat(baseApi.middleware)
	});
	let last = store.getState();
	store.subscribe(() => {
		const now = store.getState();
		const before = last;
		for (const [name, p] of entries(persistedReducers)) if (now[name] !== before[name]) writePersisted(p.spec, now[name]);
		const currency = store.getState().currency;
		if (currency !== last.currency) writePreferenceCookie(CURRENCY_COOKIE, currency.currencyName);
		last = store.getState();
	});
	return store;
}
// src/app/providers.tsx
init_compat();
function ProductActionsProvider({ children }) {
	const actions = useProductActionsBinding();
	return /* @__PURE__ */ a$1(ProductActionsContext.Provider, {
		value: actions,
		children
	});
}
/** Loads the startup products, and again (with fresh API data) whenever the session changes. */
function useStartupData(store) {
	A$2(() => {
		store.dispatch(loadStartupProducts());
		return onSessionChange(() => {
			store.dispatch(baseApi.util.resetApiState());
			store.dispatch(loadStartupProducts());
		});
	}, [store]);
}
function AppProviders({ children, store: given, i18n: i18n$2 = i18n }) {
	const [store] = d$1(() => given ?? makeStore());
	useStartupData(store);
	return /* @__PURE__ */ a$1(Provider, {
		store,
		children: /* @__PURE__ */ a$1(I18nextProvider, {
			i18n: i18n$2,
			children: /* @__PURE__ */ a$1(ProductActionsProvider, { children })
		})
	});
}
// src/features/blog/blog-layouts.ts
var BLOG_LAYOUTS = {
	"blog-standard": { sidebar: "left" },
	"blog-no-sidebar": { sidebar: "none" },
	"blog-right-sidebar": { sidebar: "right" }
};
// src/features/catalogue/shop-layouts.ts
var SHOP_LAYOUTS = {
	"shop-grid-standard": {
		view: "grid",
		columns: 3,
		sidebar: "left",
		fullWidth: false
	},
	"shop-grid-filter": {
		view: "grid",
		columns: 3,
		sidebar: "left",
		fullWidth: false
	},
	"shop-grid-two-column": {
		view: "grid",
		columns: 2,
		sidebar: "left",
		fullWidth: false
	},
	"shop-grid-no-sidebar": {
		view: "grid",
		columns: 4,
		sidebar: "none",
		fullWidth: false
	},
	"shop-grid-full-width": {
		view: "grid",
		columns: 4,
		sidebar: "left",
		fullWidth: true
	},
	"shop-grid-right-sidebar": {
		view: "grid",
		columns: 3,
		sidebar: "right",
		fullWidth: false
	},
	"shop-list-standard": {
		view: "list",
		columns: 1,
		sidebar: "left",
		fullWidth: false
	},
	"shop-list-full-width": {
		view: "list",
		columns: 1,
		sidebar: "left",
		fullWidth: true
	},
	"shop-list-two-column": {
		view: "list",
		columns: 2,
		sidebar: "left",
		fullWidth: false
	}
};
// src/features/home/variant-ids.ts
/** The home variants (spec §2): `/home-<id>`; `/` shows `fashion`. Their looks are in `variants.ts`. */
var HOME_VARIANT_IDS = [
	"fashion",
	"fashion-two",
	"fashion-three",
	"fashion-four",
	"fashion-five",
	"fashion-six",
	"fashion-seven",
	"kids-fashion",
	"cosmetics",
	"furniture",
	"furniture-two",
	"furniture-three",
	"electronics",
	"electronics-two",
	"book-store",
	"book-store-two",
	"plants",
	"flower-shop",
	"organic-food",
	"organic-food-two",
	"onepage-scroll",
	"grid-banner",
	"auto-parts",
	"cake-shop",
	"handmade",
	"pet-food"
];
// src/features/product/product-layouts.ts
/** The six product page layouts over one product feature (spec §2). */
var PRODUCT_LAYOUTS = {
	product: {
		gallery: "thumbs-below",
		details: "tabs-below",
		sticky: false
	},
	"product-tab-left": {
		gallery: "thumbs-left",
		details: "tabs-below",
		sticky: false
	},
	"product-tab-right": {
		gallery: "thumbs-right",
		details: "tabs-below",
		sticky: false
	},
	"product-sticky": {
		gallery: "stacked",
		details: "inline",
		sticky: true
	},
	"product-slider": {
		gallery: "slider",
		details: "tabs-below",
		sticky: false
	},
	"product-fixed-image": {
		gallery: "fixed",
		details: "inline",
		sticky: true
	}
};
var { useAccountCountsQuery } = baseApi.injectEndpoints({ endpoints: (build) => ({ accountCounts: build.query({
	queryFn: async (terceroid) => {
		const answer = await apiRequest(datosDocumentosAnswer, paths.datosDocumentos, { params: { terceroid } });
		return answer.error ? { error: answer.error } : { data: answer.data };
	},
	keepUnusedDataFor: 0
}) }) });
async function page$1(run) {
	const answer = await run();
	return answer.data ? { items: answer.data } : { error: answer.error?.msj ?? "" };
}
function fetchFacturas(terceroid, tercerosucid, rows) {
	return page$1(async () => {
		const a = await apiRequest(facturasAnswer, paths.facturas, { params: {
			terceroid,
			tercerosucid,
			rows
		} });
		return a.error ? { error: a.error } : { data: a.data };
	});
}
function fetchPedidos(terceroid, filter, rows) {
	return page$1(async () => {
		const a = await apiRequest(pedidosAnswer, paths.pedidos, { params: {
			terceroid,
			fechaini: filter.fechaini,
			fechafin: filter.fechafin,
			numero: filter.numero ?? void 0,
			estado: filter.estado ?? void 0,
			rows
		} });
		return a.error ? { error: a.error } : { data: a.data };
	});
}
function fetchRecibos(terceroid, rows) {
	return page$1(async () => {
		const a = await apiRequest(recibosAnswer, paths.recibos, { params: {
			terceroid,
			rows
		} });
		return a.error ? { error: a.error } : { data: a.data };
	});
}
/** A short-lived signed link to the printable page of a document, in the interface language. */
async function reportUrl(tipo, id, lang) {
	const answer = await apiRequest(reportLinkAnswer, orderPaths.reportLink, { params: {
		tipo,
		id,
		lang
	} });
	return answer.data ? hostUrl(answer.data.Url) : null;
}
// src/features/account/account-parts.tsx
init_compat();
init_preact();
/** 'YYYY-MM-DD' in the interface language (read as a calendar date, never shifted by time zones). */
function useFormatDate() {
	const { i18n } = useTranslation();
	const formatter = new Intl.DateTimeFormat(localeOf(i18n.language), {
		dateStyle: "medium",
		timeZone: "UTC"
	});
	return (isoDate) => {
		const ms = Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`);
		return Number.isFinite(ms) ? formatter.format(ms) : isoDate;
	};
}
/** The customer area's own menu. */
function AccountNav() {
	const { t } = useTranslation("account");
	const items = [
		["/home", t("nav.home")],
		["/facturas", t("nav.invoices")],
		["/pedidos", t("nav.orders")],
		["/recibos", t("nav.receipts")],
		["/estado-cuenta", t("nav.statement")],
		["/listas", t("nav.lists")]
	];
	return /* @__PURE__ */ a$1("nav", {
		"aria-label": t("nav.label"),
		className: "mb-4",
		children: /* @__PURE__ */ a$1("ul", {
			className: "nav nav-pills flex-nowrap overflow-auto",
			children: [items.map(([to, label]) => /* @__PURE__ */ a$1("li", {
				className: "nav-item",
				children: /* @__PURE__ */ a$1(NavLink, {
					to,
					className: "nav-link text-nowrap",
					children: label
				})
			}, to)), /* @__PURE__ */ a$1("li", {
				className: "nav-item ms-auto",
				children: /* @__PURE__ */ a$1(NavLink, {
					to: "/logout",
					className: "nav-link text-nowrap text-danger",
					children: t("nav.logout")
				})
			})]
		})
	});
}
/** Opens the printable page of a document (a signed link, in the interface language) in a new tab. */
function PrintButton({ kind, id, label }) {
	const { t, i18n } = useTranslation("account");
	const [failed, setFailed] = d$1(false);
	const open = async () => {
		setFailed(false);
		const tab = window.open("about:blank", "_blank");
		const url = await reportUrl(kind, id, isLanguage(i18n.language) ? i18n.language : "en");
		if (url && tab) tab.location.href = url;
		else {
			tab?.close();
			setFailed(true);
		}
	};
	return /* @__PURE__ */ a$1($$1, { children: [/* @__PURE__ */ a$1("button", {
		type: "button",
		className: "btn btn-outline-secondary btn-sm",
		onClick: open,
		children: [t("print"), /* @__PURE__ */ a$1("span", {
			className: "visually-hidden",
			children: [" ", label]
		})]
	}), failed && /* @__PURE__ */ a$1("span", {
		className: "small text-danger ms-2",
		role: "status",
		children: t("printFailed")
	})] });
}
function LoadMore({ loading, hasMore, error, onMore, empty }) {
	const { t } = useTranslation("account");
	return /* @__PURE__ */ a$1("div", {
		className: "text-center my-3",
		children: [
			error && /* @__PURE__ */ a$1("div", {
				className: "alert alert-danger d-inline-flex gap-3 align-items-center",
				role: "alert",
				children: [t("loadFailed"), /* @__PURE__ */ a$1("button", {
					type: "button",
					className: "btn btn-sm btn-outline-danger",
					onClick: onMore,
					children: t("retry")
				})]
			}),
			loading && /* @__PURE__ */ a$1("div", {
				className: "spinner-border spinner-border-sm text-secondary",
				role: "status",
				children: /* @__PURE__ */ a$1("span", {
					className: "visually-hidden",
					children: t("loading")
				})
			}),
			!loading && !error && empty && /* @__PURE__ */ a$1("p", {
				className: "text-body-secondary",
				children: t("none")
			}),
			!loading && !error && hasMore && /* @__PURE__ */ a$1("button", {
				type: "button",
				className: "btn btn-outline-primary",
				onClick: onMore,
				children: t("loadMore")
			})
		]
	});
}
var { useAccountSummaryQuery, useAccountStatementQuery } = baseApi.injectEndpoints({ endpoints: (build) => ({
	accountSummary: build.query({
		queryFn: async (terceroid) => {
			const answer = await apiRequest(accountSummaryAnswer, accountPaths.summary, { params: { terceroid } });
			return answer.error ? { error: answer.error } : { data: answer.data };
		},
		providesTags: ["Document"],
		keepUnusedDataFor: 0
	}),
	accountStatement: build.query({
		queryFn: async (params) => {
			const answer = await apiRequest(statementAnswer, accountPaths.statement, { params });
			return answer.error ? { error: answer.error } : { data: answer.data };
		},
		keepUnusedDataFor: 0
	})
}) });
// src/features/account/credit-notice.tsx
/**
* The checkout's credit notice for an order of `total` (tax included): a warning when it would pass the
* credit left or invoices are overdue; a block when the customer's data says so (the server refuses too).
*/
function useCreditNotice(terceroid, total) {
	const { t } = useTranslation("statement");
	const format = useFormatMoney();
	const s = useAccountSummaryQuery(terceroid ?? 0, {
		skip: terceroid === null,
		refetchOnMountOrArgChange: true
	}).currentData;
	if (terceroid === null || !s) return {
		notice: null,
		blocked: false
	};
	const check = creditCheck({
		limit: s.CupoCredito === null ? null : toMinor(s.CupoCredito),
		owed: toMinor(s.Saldo),
		overdueCount: s.FacturasVencidas
	}, total);
	if (!check.overLimit && !check.hasOverdue) return {
		notice: null,
		blocked: false
	};
	const blocked = s.BloqueoCredito;
	const available = s.CupoDisponible === null ? null : toMinor(s.CupoDisponible);
	return {
		blocked,
		notice: /* @__PURE__ */ a$1("div", {
			className: `alert ${blocked ? "alert-danger" : "alert-warning"} mt-3 mb-0 small`,
			role: "status",
			"data-testid": "credit-notice",
			"data-blocked": blocked,
			children: [
				/* @__PURE__ */ a$1("strong", {
					className: "d-block mb-1",
					children: blocked ? t("checkout.blockedTitle") : t("checkout.warnTitle")
				}),
				check.overLimit && available !== null && /* @__PURE__ */ a$1("p", {
					className: "mb-1",
					"data-testid": "credit-over-limit",
					children: t("checkout.overLimit", {
						total: format(total),
						available: format(available),
						excess: format(check.excess)
					})
				}),
				check.hasOverdue && /* @__PURE__ */ a$1("p", {
					className: "mb-1",
					"data-testid": "credit-overdue",
					children: t("checkout.overdue", {
						count: s.FacturasVencidas,
						amount: format(toMinor(s.Vencido))
					})
				}),
				/* @__PURE__ */ a$1("p", {
					className: "mb-0",
					children: [
						blocked ? t("checkout.blockedText") : t("checkout.warnText"),
						" ",
						/* @__PURE__ */ a$1(Link, {
							to: "/home",
							children: t("checkout.seeAccount")
						})
					]
				})
			]
		})
	};
}
// src/app/commerce-routes.tsx
init_compat();
/**
* The commerce routes (cart, wishlist, compare, checkout, login, logout and the protected customer area),
* composed here so that the features never import each other.
*/
var CartPage = ln(() => import("./assets/cart-page-BQT-giwj.js"));
var WishlistPage = ln(() => import("./assets/wishlist-page-CBEiJZH7.js"));
var ComparePage = ln(() => import("./assets/compare-page-Cqodjryr.js"));
var CheckoutPage = ln(() => import("./assets/checkout-page-Dy2okhMx.js"));
var LoginPage = ln(() => import("./assets/login-page-CVpQYG_B.js"));
var LogoutPage = ln(() => import("./assets/logout-page-XuNYqCeS.js"));
var AccountHomePage = ln(() => import("./assets/account-home-page-YfFi-QT_.js"));
var InvoicesPage = ln(() => import("./assets/invoices-page-sHbvfu6u.js"));
var OrdersPage = ln(() => import("./assets/orders-page-DewLo5Cl.js"));
var ReceiptsPage = ln(() => import("./assets/receipts-page-BeHdW4SQ.js"));
var StatementPage = ln(() => import("./assets/statement-page-wq_yby8S.js"));
var QuickOrderPage = ln(() => import("./assets/quick-order-page-CnnBrJTK.js"));
var ReorderPage = ln(() => import("./assets/reorder-page-QIU55iry.js"));
var SavedListsPage = ln(() => import("./assets/saved-lists-page-De722VSM.js"));
/** The cart and the checkout re-price the cart when they open: they show what the order will cost. */
function Cart() {
	useRepriceCartOnOpen();
	return /* @__PURE__ */ a$1(CartPage, {});
}
function Wishlist() {
	const cart = useCartActions();
	return /* @__PURE__ */ a$1(WishlistPage, { onAddToCart: (p) => cart.add(p) });
}
function Compare() {
	const cart = useCartActions();
	return /* @__PURE__ */ a$1(ComparePage, { onAddToCart: (p) => cart.add(p) });
}
function Checkout() {
	useRepriceCartOnOpen();
	const lines = useCartLines();
	const cart = useCartActions();
	const { session } = useSelector(selectAuth);
	const format = useFormatMoney();
	const { total } = useCartSummary();
	const credit = useCreditNotice(session?.Terceroid ?? null, total);
	return /* @__PURE__ */ a$1(CheckoutPage, {
		credit,
		lines: lines.map((l) => ({
			productId: l.product.Productoid,
			name: l.product.Producto,
			code: l.product.Producto_cod,
			variant: [l.selectedProductColor, l.selectedProductSize].filter(Boolean).join(" · "),
			quantity: l.quantity,
			unitPrice: l.priceF,
			comment: l.comment
		})),
		customer: session ? {
			terceroid: session.Terceroid,
			tercerosucid: session.Tercerosucid
		} : null,
		summary: /* @__PURE__ */ a$1(CartTotals, { format }),
		onOrdered: () => cart.emptyAfterOrder()
	});
}
/** Quick order: its valid rows go into the cart in one step. */
function QuickOrder() {
	const cart = useCartActions();
	const { session } = useSelector(selectAuth);
	return /* @__PURE__ */ a$1(QuickOrderPage, {
		loggedIn: session !== null,
		onAddToCart: (items) => cart.addMany(items)
	});
}
/** Reorder: the chosen lines of a past order go into the cart. */
function Reorder() {
	const cart = useCartActions();
	const { session } = useSelector(selectAuth);
	return session ? /* @__PURE__ */ a$1(ReorderPage, {
		terceroid: session.Terceroid,
		onAddToCart: (items) => cart.addMany(items)
	}) : null;
}
/** Saved lists: the cart saved under a name on the server, loaded back into the cart. */
function SavedLists() {
	const cart = useCartActions();
	const lines = useCartLines();
	const { session } = useSelector(selectAuth);
	return session ? /* @__PURE__ */ a$1(SavedListsPage, {
		terceroid: session.Terceroid,
		cart: lines.map((l) => ({
			productId: l.product.Productoid,
			quantity: l.quantity
		})),
		onLoad: (items) => cart.addMany(items),
		nav: /* @__PURE__ */ a$1(AccountNav, {})
	}) : null;
}
/** The customer area's pages get the logged-in customer (the guard guarantees one). */
function useAccountCustomer() {
	const { session, customer } = useSelector(selectAuth);
	if (!session) return null;
	return {
		terceroid: session.Terceroid,
		tercerosucid: session.Tercerosucid,
		name: customer?.terceroNombre ?? session.Tercero,
		priceLevel: customer?.precioNivel ?? session.PrecioNivel,
		lastInvoice: customer?.ultimaFactura ?? null,
		daysSince: customer?.diasUltimaFactura ?? null
	};
}
function Account({ page: Page }) {
	const customer = useAccountCustomer();
	return customer ? /* @__PURE__ */ a$1(Page, { customer }) : null;
}
var commerceRoutes = [
	{
		path: "cart",
		element: /* @__PURE__ */ a$1(Cart, {})
	},
	{
		path: "wishlist",
		element: /* @__PURE__ */ a$1(Wishlist, {})
	},
	{
		path: "compare",
		element: /* @__PURE__ */ a$1(Compare, {})
	},
	{
		path: "checkout",
		element: /* @__PURE__ */ a$1(Checkout, {})
	},
	{
		path: "quick-order",
		element: /* @__PURE__ */ a$1(QuickOrder, {})
	},
	{
		path: "login-page",
		element: /* @__PURE__ */ a$1(LoginPage, {})
	},
	{
		path: "login-register",
		element: /* @__PURE__ */ a$1(LoginPage, { withRegister: true })
	},
	{
		path: "logout",
		element: /* @__PURE__ */ a$1(LogoutPage, {})
	},
	{
		element: /* @__PURE__ */ a$1(RequireSession, {}),
		handle: { protected: true },
		children: [
			{
				path: "home",
				element: /* @__PURE__ */ a$1(Account, { page: AccountHomePage })
			},
			{
				path: "facturas",
				element: /* @__PURE__ */ a$1(Account, { page: InvoicesPage })
			},
			{
				path: "pedidos",
				element: /* @__PURE__ */ a$1(Account, { page: OrdersPage })
			},
			{
				path: "recibos",
				element: /* @__PURE__ */ a$1(Account, { page: ReceiptsPage })
			},
			{
				path: "estado-cuenta",
				element: /* @__PURE__ */ a$1(Account, { page: StatementPage })
			},
			{
				path: "pedidos/:pedidoid/reordenar",
				element: /* @__PURE__ */ a$1(Reorder, {})
			},
			{
				path: "listas",
				element: /* @__PURE__ */ a$1(SavedLists, {})
			}
		]
	}
];
// src/components/ui/preloader.tsx
/** What shows while a page loads. */
function Preloader({ label }) {
	return /* @__PURE__ */ a$1("div", {
		className: "preloader",
		role: "status",
		"aria-live": "polite",
		children: [/* @__PURE__ */ a$1("div", {
			className: "spinner-border text-primary",
			"aria-hidden": "true"
		}), /* @__PURE__ */ a$1("span", {
			className: "visually-hidden",
			children: label
		})]
	});
}
// src/app/layout/footer.tsx
var TRADES = [
	["/home-fashion", "fashion"],
	["/home-furniture", "furniture"],
	["/home-electronics", "electronics"],
	["/home-organic-food", "organicFood"],
	["/home-cosmetics", "cosmetics"],
	["/home-auto-parts", "autoParts"]
];
function Footer() {
	const { t } = useTranslation();
	const year = (/* @__PURE__ */ new Date()).getFullYear();
	return /* @__PURE__ */ a$1("footer", {
		className: "shop-footer mt-5 pt-5 pb-4",
		children: /* @__PURE__ */ a$1("div", {
			className: "container",
			children: [/* @__PURE__ */ a$1("div", {
				className: "row g-4",
				children: [
					/* @__PURE__ */ a$1("div", {
						className: "col-12 col-md-4",
						children: [/* @__PURE__ */ a$1("p", {
							className: "shop-logo text-white mb-2",
							children: ["mostra", /* @__PURE__ */ a$1("span", { children: "dor" })]
						}), /* @__PURE__ */ a$1("p", {
							className: "small",
							children: t("footer.about")
						})]
					}),
					/* @__PURE__ */ a$1("div", {
						className: "col-6 col-md-2",
						children: [/* @__PURE__ */ a$1("h2", { children: t("footer.shop") }), /* @__PURE__ */ a$1("ul", {
							className: "list-unstyled small",
							children: [
								/* @__PURE__ */ a$1("li", { children: /* @__PURE__ */ a$1(Link, {
									to: "/shop-grid-standard",
									children: t("menu.shop")
								}) }),
								/* @__PURE__ */ a$1("li", { children: /* @__PURE__ */ a$1(Link, {
									to: "/shop-list-standard",
									children: t("menu.collection")
								}) }),
								/* @__PURE__ */ a$1("li", { children: /* @__PURE__ */ a$1(Link, {
									to: "/compare",
									children: t("header.compare")
								}) }),
								/* @__PURE__ */ a$1("li", { children: /* @__PURE__ */ a$1(Link, {
									to: "/wishlist",
									children: t("header.wishlist")
								}) })
							]
						})]
					}),
					/* @__PURE__ */ a$1("div", {
						className: "col-6 col-md-3",
						children: [/* @__PURE__ */ a$1("h2", { children: t("footer.trades") }), /* @__PURE__ */ a$1("ul", {
							className: "list-unstyled small",
							children: TRADES.map(([to, key]) => /* @__PURE__ */ a$1("li", { children: /* @__PURE__ */ a$1(Link, {
								to,
								children: t(`footer.trade.${key}`)
							}) }, to))
						})]
					}),
					/* @__PURE__ */ a$1("div", {
						className: "col-12 col-md-3",
						children: [/* @__PURE__ */ a$1("h2", { children: t("footer.help") }), /* @__PURE__ */ a$1("ul", {
							className: "list-unstyled small",
							children: [
								/* @__PURE__ */ a$1("li", { children: /* @__PURE__ */ a$1(Link, {
									to: "/about",
									children: t("menu.about")
								}) }),
								/* @__PURE__ */ a$1("li", { children: /* @__PURE__ */ a$1(Link, {
									to: "/contact",
									children: t("menu.contact")
								}) }),
								/* @__PURE__ */ a$1("li", { children: /* @__PURE__ */ a$1(Link, {
									to: "/my-account",
									children: t("header.account")
								}) }),
								/* @__PURE__ */ a$1("li", { children: /* @__PURE__ */ a$1(Link, {
									to: "/blog-standard",
									children: t("menu.blog")
								}) })
							]
						})]
					})
				]
			}), /* @__PURE__ */ a$1("p", {
				className: "small border-top border-secondary pt-3 mt-3 mb-0",
				children: t("footer.copyright", { year })
			})]
		})
	});
}
// src/components/ui/compact-select.tsx
/** A small select with a label only screen readers hear (the header's language and currency switchers). */
function CompactSelect({ label, value, options, onChoose }) {
	const id = useUniqueId();
	return /* @__PURE__ */ a$1("div", {
		className: "d-flex align-items-center",
		children: [/* @__PURE__ */ a$1("label", {
			htmlFor: id,
			className: "visually-hidden",
			children: label
		}), /* @__PURE__ */ a$1("select", {
			id,
			className: "form-select form-select-sm",
			value,
			onChange: (e) => {
				const chosen = options.find((o) => o.value === e.target.value);
				if (chosen) onChoose(chosen.value);
			},
			children: options.map((o) => /* @__PURE__ */ a$1("option", {
				value: o.value,
				children: o.text
			}, o.value))
		})]
	});
}
// src/app/hooks.ts
var useAppDispatch = useDispatch.withTypes();
useSelector.withTypes();
// src/app/layout/currency-switcher.tsx
var options = Object.keys(CURRENCIES).map((code) => ({
	value: code,
	text: `${CURRENCIES[code].symbol} ${code}`
}));
function CurrencySwitcher() {
	const { t } = useTranslation();
	const dispatch = useAppDispatch();
	const currency = useCurrency();
	return /* @__PURE__ */ a$1(CompactSelect, {
		label: t("header.currency"),
		value: currency.currencyName,
		options,
		onChoose: (code) => void dispatch(selectCurrency(code))
	});
}
// src/app/layout/language-switcher.tsx
function LanguageSwitcher() {
	const { t, i18n } = useTranslation();
	return /* @__PURE__ */ a$1(CompactSelect, {
		label: t("header.language"),
		value: i18n.language,
		options: LANGUAGES.map((language) => ({
			value: language,
			text: t(`languages.${language}`)
		})),
		onChoose: (language) => void changeLanguage(language)
	});
}
// src/app/layout/menu-items.ts
/** The main menu: route and i18n key of each entry (labels in `common:menu`). */
var MENU_ITEMS = [
	{
		to: "/",
		key: "menu.home",
		end: true
	},
	{
		to: "/shop-grid-standard",
		key: "menu.shop",
		end: false
	},
	{
		to: "/shop-list-standard",
		key: "menu.collection",
		end: false
	},
	{
		to: "/quick-order",
		key: "menu.quickOrder",
		end: false
	},
	{
		to: "/blog-standard",
		key: "menu.blog",
		end: false
	},
	{
		to: "/about",
		key: "menu.about",
		end: false
	},
	{
		to: "/contact",
		key: "menu.contact",
		end: false
	}
];
// src/app/layout/search-form.tsx
init_compat();
/** The header's search: opens the catalogue filtered by the text (`?q=`). */
function SearchForm({ id, onDone }) {
	const { t } = useTranslation();
	const navigate = useNavigate();
	const [text, setText] = d$1("");
	return /* @__PURE__ */ a$1("search", { children: /* @__PURE__ */ a$1("form", {
		className: "input-group",
		onSubmit: (e) => {
			e.preventDefault();
			const q = text.trim();
			navigate(q ? `/shop-grid-standard?q=${encodeURIComponent(q)}` : "/shop-grid-standard");
			onDone?.();
		},
		children: [
			/* @__PURE__ */ a$1("label", {
				htmlFor: id,
				className: "visually-hidden",
				children: t("header.search")
			}),
			/* @__PURE__ */ a$1("input", {
				id,
				type: "search",
				className: "form-control",
				placeholder: t("header.searchPlaceholder"),
				value: text,
				onChange: (e) => setText(e.target.value)
			}),
			/* @__PURE__ */ a$1("button", {
				type: "submit",
				className: "btn btn-primary",
				"aria-label": t("header.search"),
				children: /* @__PURE__ */ a$1(SearchIcon, {})
			})
		]
	}) });
}
// src/app/layout/mobile-menu.tsx
init_compat();
init_preact();
/** The off-canvas menu of small screens (a modal dialog: Escape or the close button closes it). */
function MobileMenu({ open, onClose, counts }) {
	const { t } = useTranslation();
	const dialog = T$1(null);
	A$2(() => {
		const d = dialog.current;
		if (!d) return;
		if (open && !d.open) {
			if (typeof d.showModal === "function") d.showModal();
			else d.setAttribute("open", "");
		}
		if (!open && d.open) d.close?.();
	}, [open]);
	return /* @__PURE__ */ a$1("dialog", {
		ref: dialog,
		className: "offcanvas offcanvas-start show p-0 border-0",
		style: { visibility: open ? "visible" : "hidden" },
		"aria-label": t("header.mainMenu"),
		onClose,
		onCancel: onClose,
		children: open && /* @__PURE__ */ a$1($$1, { children: [/* @__PURE__ */ a$1("div", {
			className: "offcanvas-header border-bottom",
			children: [/* @__PURE__ */ a$1("span", {
				className: "shop-logo",
				children: ["mostra", /* @__PURE__ */ a$1("span", { children: "dor" })]
			}), /* @__PURE__ */ a$1("button", {
				type: "button",
				className: "btn-close",
				"aria-label": t("header.closeMenu"),
				onClick: onClose
			})]
		}), /* @__PURE__ */ a$1("div", {
			className: "offcanvas-body d-flex flex-column gap-3",
			children: [
				/* @__PURE__ */ a$1(SearchForm, {
					id: "mobile-search",
					onDone: onClose
				}),
				/* @__PURE__ */ a$1("nav", {
					className: "shop-menu d-flex flex-column",
					"aria-label": t("header.mobileMenu"),
					children: [
						MENU_ITEMS.map((item) => /* @__PURE__ */ a$1(NavLink, {
							to: item.to,
							end: item.end,
							onClick: onClose,
							children: t(item.key)
						}, item.to)),
						/* @__PURE__ */ a$1(NavLink, {
							to: "/wishlist",
							onClick: onClose,
							children: [
								t("header.wishlist"),
								" (",
								counts.wishlist,
								")"
							]
						}),
						/* @__PURE__ */ a$1(NavLink, {
							to: "/compare",
							onClick: onClose,
							children: [
								t("header.compare"),
								" (",
								counts.compare,
								")"
							]
						}),
						/* @__PURE__ */ a$1(NavLink, {
							to: "/cart",
							onClick: onClose,
							children: [
								t("header.cart"),
								" (",
								counts.cart,
								")"
							]
						}),
						/* @__PURE__ */ a$1(NavLink, {
							to: "/my-account",
							onClick: onClose,
							children: t("header.account")
						})
					]
				}),
				/* @__PURE__ */ a$1("div", {
					className: "d-flex gap-2",
					children: [/* @__PURE__ */ a$1(LanguageSwitcher, {}), /* @__PURE__ */ a$1(CurrencySwitcher, {})]
				})
			]
		})] })
	});
}
// src/app/layout/header.tsx
init_compat();
function Count({ value }) {
	return value > 0 ? /* @__PURE__ */ a$1("span", {
		className: "count",
		"aria-hidden": "true",
		children: value
	}) : null;
}
/** The shop's header. `miniCart` is the cart feature's drop-down, composed in app/. */
function Header({ counts, miniCart }) {
	const { t } = useTranslation();
	const [menuOpen, setMenuOpen] = d$1(false);
	return /* @__PURE__ */ a$1("header", {
		className: "shop-header",
		children: [
			/* @__PURE__ */ a$1("div", {
				className: "shop-topbar d-none d-md-block",
				children: /* @__PURE__ */ a$1("div", {
					className: "container d-flex justify-content-between align-items-center py-1",
					children: [/* @__PURE__ */ a$1("span", { children: t("header.promo") }), /* @__PURE__ */ a$1("div", {
						className: "d-flex gap-2",
						children: [/* @__PURE__ */ a$1(LanguageSwitcher, {}), /* @__PURE__ */ a$1(CurrencySwitcher, {})]
					})]
				})
			}),
			/* @__PURE__ */ a$1("div", {
				className: "container d-flex align-items-center gap-3 py-2",
				children: [
					/* @__PURE__ */ a$1("button", {
						type: "button",
						className: "icon-link-count d-lg-none",
						"aria-label": t("header.openMenu"),
						"aria-expanded": menuOpen,
						onClick: () => setMenuOpen(true),
						children: /* @__PURE__ */ a$1(MenuIcon, {})
					}),
					/* @__PURE__ */ a$1(Link, {
						to: "/",
						className: "shop-logo",
						"aria-label": t("header.homeLink"),
						children: ["mostra", /* @__PURE__ */ a$1("span", { children: "dor" })]
					}),
					/* @__PURE__ */ a$1("nav", {
						className: "shop-menu d-none d-lg-flex text-nowrap",
						"aria-label": t("header.mainMenu"),
						children: MENU_ITEMS.map((item) => /* @__PURE__ */ a$1(NavLink, {
							to: item.to,
							end: item.end,
							children: t(item.key)
						}, item.to))
					}),
					/* @__PURE__ */ a$1("div", {
						className: "flex-grow-1 d-none d-md-block d-lg-none d-xl-block",
						style: {
							maxWidth: "20rem",
							marginLeft: "auto"
						},
						children: /* @__PURE__ */ a$1(SearchForm, { id: "header-search" })
					}),
					/* @__PURE__ */ a$1("div", {
						className: "d-flex align-items-center gap-1 ms-auto ms-md-0",
						children: [
							/* @__PURE__ */ a$1(Link, {
								to: "/my-account",
								className: "icon-link-count",
								"aria-label": t("header.account"),
								children: /* @__PURE__ */ a$1(UserIcon, {})
							}),
							/* @__PURE__ */ a$1(Link, {
								to: "/wishlist",
								className: "icon-link-count d-none d-sm-inline-flex",
								"aria-label": t("header.wishlistCount", { count: counts.wishlist }),
								children: [/* @__PURE__ */ a$1(HeartIcon, {}), /* @__PURE__ */ a$1(Count, { value: counts.wishlist })]
							}),
							/* @__PURE__ */ a$1(Link, {
								to: "/compare",
								className: "icon-link-count d-none d-sm-inline-flex",
								"aria-label": t("header.compareCount", { count: counts.compare }),
								children: [/* @__PURE__ */ a$1(CompareIcon, {}), /* @__PURE__ */ a$1(Count, { value: counts.compare })]
							}),
							miniCart ?? /* @__PURE__ */ a$1(Link, {
								to: "/cart",
								className: "icon-link-count",
								"aria-label": t("header.cartCount", { count: counts.cart }),
								children: [/* @__PURE__ */ a$1(CartIcon, {}), /* @__PURE__ */ a$1(Count, { value: counts.cart })]
							})
						]
					})
				]
			}),
			/* @__PURE__ */ a$1(MobileMenu, {
				open: menuOpen,
				onClose: () => setMenuOpen(false),
				counts
			})
		]
	});
}
// src/app/layout/route-focus.tsx
init_compat();
/** How long a page may take to show its heading (its code, catalogues and data) before main gets focus. */
var HEADING_WAIT_MS = 5e3;
/** The new page's main heading, once it is there. */
function headingOf(main) {
	return main.querySelector("h1");
}
/**
* After each client-side navigation (a new path; a filter in the query string is not one), focus moves to
* the new page's main heading, or to the main landmark when the page shows none, and the page's title is
* announced: a keyboard or screen-reader user learns that the page changed, and the next Tab starts in the
* page, not in the header. The page loads behind the preloader, so this waits for the heading to appear. It
* leaves focus alone when the user has moved it meanwhile (typing in the search box, say). The first page
* of a visit keeps the browser's own start.
*/
function RouteFocus() {
	const { pathname } = useLocation();
	const first = T$1(true);
	const [announcement, setAnnouncement] = d$1("");
	A$2(() => {
		if (first.current) {
			first.current = false;
			return;
		}
		const main = document.getElementById("main");
		if (!main) return;
		const before = document.activeElement;
		let frame = 0;
		let announceTimer;
		setAnnouncement("");
		let timer;
		const observer = new MutationObserver(() => {
			const heading = headingOf(main);
			if (heading) land(heading);
		});
		function land(target) {
			observer.disconnect();
			clearTimeout(timer);
			const active = document.activeElement;
			if (!(active === before || active === null || active === document.body || !active.isConnected) || !target.isConnected) return;
			if (target !== main && !target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
			target.focus({ preventScroll: true });
			frame = requestAnimationFrame(() => {
				announceTimer = setTimeout(() => setAnnouncement(document.title), 100);
			});
		}
		const heading = headingOf(main);
		if (heading) land(heading);
		else {
			observer.observe(main, {
				childList: true,
				subtree: true
			});
			timer = setTimeout(() => land(headingOf(main) ?? main), HEADING_WAIT_MS);
		}
		return () => {
			observer.disconnect();
			clearTimeout(timer);
			cancelAnimationFrame(frame);
			clearTimeout(announceTimer);
		};
	}, [pathname]);
	return /* @__PURE__ */ a$1("div", {
		className: "visually-hidden",
		role: "status",
		"aria-live": "polite",
		"aria-atomic": "true",
		"data-testid": "route-announcer",
		children: announcement
	});
}
// src/app/layout/root-layout.tsx
init_compat();
init_preact();
/** Every navigation starts at the top of the page. */
function ScrollToTop() {
	const { pathname } = useLocation();
	A$2(() => {
		window.scrollTo(0, 0);
	}, [pathname]);
	return null;
}
var Toaster = ln(() => loadToasts().then((module) => ({ default: module.Toaster })));
/** The toasts' corner, mounted with the first notice (see lib/notify). */
function Toasts() {
	if (!Z$1(onToastsWanted, toastsWanted)) return null;
	return /* @__PURE__ */ a$1(fn, {
		fallback: null,
		children: /* @__PURE__ */ a$1(Toaster, {
			position: "bottom-left",
			toastOptions: { duration: 3e3 }
		})
	});
}
function RootLayout() {
	const { t } = useTranslation();
	const counts = useHeaderCounts();
	const miniCart = useMiniCart();
	return /* @__PURE__ */ a$1($$1, { children: [
		/* @__PURE__ */ a$1("a", {
			className: "skip-link",
			href: "#main",
			children: t("header.skipToContent")
		}),
		/* @__PURE__ */ a$1(ScrollToTop, {}),
		/* @__PURE__ */ a$1(CommerceKeepers, {}),
		/* @__PURE__ */ a$1(Header, {
			counts,
			miniCart
		}),
		/* @__PURE__ */ a$1("main", {
			id: "main",
			tabIndex: -1,
			children: /* @__PURE__ */ a$1(fn, {
				fallback: /* @__PURE__ */ a$1(Preloader, { label: t("loading") }),
				children: /* @__PURE__ */ a$1(Outlet, {})
			})
		}),
		/* @__PURE__ */ a$1(Footer, {}),
		/* @__PURE__ */ a$1(RouteFocus, {}),
		/* @__PURE__ */ a$1(Toasts, {})
	] });
}
// src/app/router.tsx
init_compat();
/**
* Every page is its own chunk, loaded behind the preloader (RootLayout's Suspense), together with its
* i18n namespaces (fetched in parallel with the code instead of after it). `preload` starts that load
* before the page renders (see preloadPage).
*/
function page(load, namespaces) {
	let loading;
	const preload = () => {
		loading ??= Promise.all([load(), i18n.loadNamespaces(namespaces)]).then(([module]) => module);
		return loading;
	};
	return Object.assign(ln(preload), { preload });
}
var HomePage = page(() => import("./assets/home-page-Coys6DfG.js"), ["home"]);
var ShopPage = page(() => import("./assets/shop-page-CIzowPIm.js"), ["catalogue"]);
var ProductPage = page(() => import("./assets/product-page-DON6y_s0.js"), ["product"]);
var BlogListPage = page(() => import("./assets/blog-list-page-CL4lsKY_.js"), ["blog"]);
var BlogDetailsPage = page(() => import("./assets/blog-details-page-CAbQMYIC.js"), ["blog"]);
var AboutPage = page(() => import("./assets/about-page-CaJKXYdi.js"), ["info"]);
var ContactPage = page(() => import("./assets/contact-page-DtSGLUua.js"), ["info"]);
var MyAccountPage = page(() => import("./assets/my-account-page-goUfPw2d.js"), ["info"]);
var NotFoundPage = page(() => import("./assets/not-found-page-DfJ1XPMi.js"), []);
var homeRoutes = [{
	index: true,
	element: /* @__PURE__ */ a$1(HomePage, { variant: "fashion" })
}, ...HOME_VARIANT_IDS.map((id) => ({
	path: `home-${id}`,
	element: /* @__PURE__ */ a$1(HomePage, { variant: id })
}))];
var shopRoutes = Object.keys(SHOP_LAYOUTS).map((id) => ({
	path: id === "shop-grid-filter" ? `${id}/:categoriaid` : id,
	element: /* @__PURE__ */ a$1(ShopPage, { layout: id })
}));
var productRoutes = Object.keys(PRODUCT_LAYOUTS).map((id) => ({
	path: `${id}/:id`,
	element: /* @__PURE__ */ a$1(ProductPage, { layout: id })
}));
var blogRoutes = [...Object.keys(BLOG_LAYOUTS).map((id) => ({
	path: id,
	element: /* @__PURE__ */ a$1(BlogListPage, { layout: id })
})), {
	path: "blog-details-standard",
	element: /* @__PURE__ */ a$1(BlogDetailsPage, {})
}];
var onServer = (routes, handle = "page") => routes.map((route) => ({
	...route,
	handle: { ssr: handle }
}));
var routes = [{
	path: "/",
	element: /* @__PURE__ */ a$1(RootLayout, {}),
	children: [
		...onServer([
			...homeRoutes,
			...shopRoutes,
			...productRoutes,
			...blogRoutes,
			{
				path: "about",
				element: /* @__PURE__ */ a$1(AboutPage, {})
			},
			{
				path: "contact",
				element: /* @__PURE__ */ a$1(ContactPage, {})
			},
			{
				path: "my-account",
				element: /* @__PURE__ */ a$1(MyAccountPage, {})
			}
		]),
		...commerceRoutes,
		...onServer([{
			path: "not-found",
			element: /* @__PURE__ */ a$1(NotFoundPage, {})
		}, {
			path: "*",
			element: /* @__PURE__ */ a$1(NotFoundPage, {})
		}], "missing")
	]
}];
/**
* How the server answers `pathname`: rendered (`page`, `missing`), `protected` (a customer page: without a
* session the server redirects to the login page), or `browser` (the cart, checkout, login and the like
* read what this browser keeps: the server sends the shell).
*/
function serverRenderingOf(pathname) {
	const matches = matchRoutes(routes, pathname) ?? [];
	if (matches.some((m) => isRecord(m.route.handle) && m.route.handle.protected === true)) return "protected";
	const handle = matches.at(-1)?.route.handle;
	if (isRecord(handle) && (handle.ssr === "page" || handle.ssr === "missing")) return handle.ssr;
	return "browser";
}
function isRecord(x) {
	return typeof x === "object" && x !== null;
}
/** The app's routes (declarative mode: no data APIs are used, which keeps the router small). */
function AppRoutes() {
	return useRoutes(routes);
}
/**
* Starts loading the page at `pathname` (its chunk and catalogues) at once. Called at start-up, so that a
* first visit fetches the page together with the shell's catalogues instead of after them (the shell
* suspends until those arrive, and only then would render the lazy page): one round trip less before the
* page's first paint.
*/
function preloadPage(pathname) {
	const element = matchRoutes(routes, pathname)?.at(-1)?.route.element;
	if (!sn(element)) return void 0;
	const type = element.type;
	if ((typeof type === "object" || typeof type === "function") && type !== null && "preload" in type) {
		if (typeof type.preload === "function") return type.preload();
	}
}
// src/lib/document-title.ts
init_compat();
var SHOP = "mostrador";
var PageHeadContext = U$1(null);
function fullTitle(title) {
	return title ? `${title} | ${SHOP}` : SHOP;
}
/** Sets the page's document title ("<title> | mostrador"). */
function useDocumentTitle(title) {
	const head = j$1(PageHeadContext);
	if (head) head.title = fullTitle(title);
	A$2(() => {
		document.title = fullTitle(title);
	}, [title]);
}
/** The page's description, picture and structured data, for the server's <head>. */
function usePageMeta(meta) {
	const head = j$1(PageHeadContext);
	if (head) Object.assign(head, meta);
}
// src/entry-server.tsx
/**
* The server's entry (built with `vite build --ssr`, loaded by apps/api's storefront plugin): renders a
* public route to HTML with its data, the same routes and page components as the browser (main.tsx), on
* preact/compat (preact-render-to-string). See docs/decisions/2026-11-22-server-rendering.md.
*
* The page's queries start while it renders (base-api.ts: side effects in render on the server); the
* server awaits them, renders again with their answers, and repeats while a render starts new ones (a
* product's related products wait for the product). The last render is synchronous and numbers its ids
* from 1, as the browser's hydration does.
*/
var MAX_PASSES = 4;
var DEFAULT_DESCRIPTION = "mostrador: the online shop of your distributor, at your price level.";
function escapeHtml(text) {
	return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
/** JSON inside a <script>: no `<` (no `<\/script>`, no `<!--`), and the two line separators escaped. */
function scriptJson(value) {
	return JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
function absolute(origin, path) {
	return /^https?:\/\//i.test(path) ? path : `${origin}${path.startsWith("/") ? "" : "/"}${path}`;
}
function headTags(head, origin, pathname) {
	const title = head.title ?? "mostrador";
	const description = head.description?.trim() || DEFAULT_DESCRIPTION;
	const canonical = absolute(origin, pathname);
	const tags = [
		`<title>${escapeHtml(title)}</title>`,
		`<meta name="description" content="${escapeHtml(description)}" />`,
		`<link rel="canonical" href="${escapeHtml(canonical)}" />`,
		`<meta property="og:site_name" content="mostrador" />`,
		`<meta property="og:type" content="${head.type ?? "website"}" />`,
		`<meta property="og:title" content="${escapeHtml(title)}" />`,
		`<meta property="og:description" content="${escapeHtml(description)}" />`,
		`<meta property="og:url" content="${escapeHtml(canonical)}" />`
	];
	if (head.image) tags.push(`<meta property="og:image" content="${escapeHtml(absolute(origin, head.image))}" />`);
	if (head.jsonLd) {
		const image = head.jsonLd.image;
		const jsonLd = {
			...head.jsonLd,
			url: canonical,
			...Array.isArray(image) ? { image: image.map((path) => absolute(origin, String(path))) } : {}
		};
		tags.push(`<script type="application/ld+json">${scriptJson(jsonLd)}<\/script>`);
	}
	return tags.join("\n    ");
}
function chosenLanguage(cookies) {
	const value = readCookie(cookies, LANGUAGE_COOKIE);
	return isLanguage(value) ? value : "en";
}
function chosenCurrency(cookies) {
	const value = readCookie(cookies, CURRENCY_COOKIE);
	return isCurrencyCode(value) ? value : "USD";
}
/**
* Renders the page at `request.url` (a route whose `serverRenderingOf` is `page` or `missing`). Runs inside
* the request's transport (setRequestTransportProvider): every API call of the render goes to the server's
* own services in process, with the request's session.
*/
async function renderPage(request) {
	const pathname = request.url.split("?", 1)[0] ?? "/";
	const rendering = serverRenderingOf(pathname);
	await i18nReady;
	const language = chosenLanguage(request.cookies);
	const i18n$1 = i18n.cloneInstance();
	await i18n$1.changeLanguage(language);
	await Promise.all([i18n$1.loadNamespaces(NAMESPACES), preloadPage(pathname)]);
	const store = makeStore({});
	const currency = chosenCurrency(request.cookies);
	if (currency !== "USD") await store.dispatch(selectCurrency(currency));
	let head = {};
	const app = () => /* @__PURE__ */ a$1(PageHeadContext.Provider, {
		value: head,
		children: /* @__PURE__ */ a$1(AppProviders, {
			store,
			i18n: i18n$1,
			children: /* @__PURE__ */ a$1(StaticRouter, {
				location: request.url,
				children: /* @__PURE__ */ a$1(AppRoutes, {})
			})
		})
	});
	const asVNode = (element) => element;
	for (let pass = 0; pass < MAX_PASSES; pass++) {
		head = {};
		resetUniqueIds();
		await L(asVNode(app()));
		const running = store.dispatch(baseApi.util.getRunningQueriesThunk());
		if (running.length === 0) break;
		await Promise.all(running);
	}
	head = {};
	resetUniqueIds();
	const html = z(asVNode(app()));
	const state = {
		language,
		terceroid: request.terceroid,
		api: store.getState()[baseApi.reducerPath],
		currency: store.getState().currency
	};
	return {
		status: rendering === "missing" ? 404 : 200,
		html,
		head: headTags(head, request.origin, pathname),
		stateScript: `<script id="ssr-state" type="application/json">${scriptJson(state)}<\/script>`,
		lang: htmlLang(language)
	};
}
export { useSearchParams as $, useCartActions as A, IDEMPOTENCY_KEY_HEADER as B, CompareIcon as C, TagIcon as D, ShieldIcon as E, selectAuth as F, sucursalesAnswer as G, orderPaths as H, sessionIsValid as I, Link as J, terceroDataAnswer as K, useProductActions as L, useCartSummary as M, useEndSession as N, TruckIcon as O, useLogin as P, useParams as Q, cuentasDemoResponse as R, useUniqueId as S, HeartIcon as T, pedidoWebCreateAnonimoBody as U, orderLimits as V, pedidoWebCreateResponse as W, useLocation as X, Navigate as Y, useNavigate as Z, useWishlistActions as _, AccountNav as a, useCurrency as b, useFormatDate as c, fetchRecibos as d, variantProduct as et, useAccountCountsQuery as f, useWishlist as g, BLOG_LAYOUTS as h, useAccountSummaryQuery as i, useCartLines as j, CartTotals as k, fetchFacturas as l, SHOP_LAYOUTS as m, usePageMeta as n, LoadMore as o, PRODUCT_LAYOUTS as p, terceroQuery as q, useAccountStatementQuery as r, renderPage, PrintButton as s, scriptJson, serverRenderingOf, setRequestTransportProvider, useDocumentTitle as t, AGING_BUCKETS as tt, fetchPedidos as u, useCompareActions as v, EyeIcon as w, useFormatMoney as x, useCompareList as y, pedidoEstados as z };
