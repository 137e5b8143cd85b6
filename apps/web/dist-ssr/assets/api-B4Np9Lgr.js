import { C as k, D as __commonJSMin, O as __toCommonJS, _ as j, a as compat_exports, d as A, f as F, h as d, m as b, p as T, s as init_compat, v as w, x as U, y as x } from "./compat-BYQ-5DoL.js";
import { a as setDefaults, i as setI18n, o as instance } from "./jsx-runtime-Cr6Gy-VZ.js";
// ../../packages/domain/src/money.ts
var CURRENCIES = Object.freeze({
	USD: { symbol: "$" },
	EUR: { symbol: "€" },
	GBP: { symbol: "£" }
});
function isCurrencyCode(x) {
	return typeof x === "string" && Object.hasOwn(CURRENCIES, x);
}
/**
* Rounds half away from zero. The product is first cut to 15 significant digits so binary noise
* (1.005 * 100 = 100.49999999999999) does not flip a half-cent the wrong way.
*/
function roundHalfAwayFromZero(x) {
	const cleaned = Number(Math.abs(x).toPrecision(15));
	const rounded = Math.sign(x) * Math.round(cleaned);
	return rounded === 0 ? 0 : rounded;
}
function requireFinite(x, what) {
	if (!Number.isFinite(x)) throw new RangeError(`${what} must be a finite number, got ${x}`);
}
/** Tags a number that already is an integer count of cents; throws RangeError otherwise. */
function asMinor(cents) {
	if (!Number.isSafeInteger(cents)) throw new RangeError(`Minor units must be a safe integer, got ${cents}`);
	return cents === 0 ? 0 : cents;
}
/** Wire decimal (12.34) -> integer cents (1234), half away from zero; throws RangeError on NaN/Infinity. */
function toMinor(major) {
	requireFinite(major, "Amount");
	return asMinor(roundHalfAwayFromZero(major * 100));
}
/** Integer cents -> decimal, for the wire and the database only (never for arithmetic). */
function toMajor(amount) {
	return amount / 100;
}
function addMinor(a, b) {
	return asMinor(a + b);
}
/** `qty` must be an integer (a count of units); throws RangeError otherwise. */
function multiplyMinor(a, qty) {
	if (!Number.isInteger(qty)) throw new RangeError(`Quantity must be an integer, got ${qty}`);
	return asMinor(a * qty);
}
function sumMinor(xs) {
	return xs.reduce(addMinor, 0);
}
/** Converts by an exchange rate (> 0), rounding once at the end; throws RangeError on a bad rate. */
function convertMinor(amount, rate) {
	requireFinite(rate, "Rate");
	if (rate <= 0) throw new RangeError(`Rate must be above 0, got ${rate}`);
	return asMinor(roundHalfAwayFromZero(amount * rate));
}
/** `percent` of an amount (tax, discount), rounded once half away from zero. */
function percentOf(amount, percent) {
	requireFinite(percent, "Percent");
	return asMinor(roundHalfAwayFromZero(amount * percent / 100));
}
var formatters = /* @__PURE__ */ new Map();
/** Formats for display (the edge only), e.g. formatMoney(1234, 'EUR', 'de') -> '12,34 €'. */
function formatMoney(amount, currency, locale = "en-US") {
	const key = `${locale}|${currency}`;
	let formatter = formatters.get(key);
	if (!formatter) {
		formatter = new Intl.NumberFormat(locale, {
			style: "currency",
			currency
		});
		formatters.set(key, formatter);
	}
	return formatter.format(toMajor(amount));
}
// ../../packages/domain/src/notices.ts
/**
* The spec's notice texts (§8). The UI uses each text as its i18n key, so the texts are the contract:
* change one only together with every locale catalogue.
* `outOfStock` and `stockLimit` are ours (the spec has no stock notices); see
* docs/decisions/2026-11-22-tier-rule-fallbacks.md.
*/
var NOTICES = {
	added: "Agregado al carrito",
	modified: "Item modificado en el carrito",
	removed: "Item eliminado",
	removedAll: "Items eliminados",
	wishlistAdded: "Added To Wishlist",
	wishlistRemoved: "Removed From Wishlist",
	wishlistRemovedAll: "Removed All From Wishlist",
	compareAdded: "Added To Compare",
	compareRemoved: "Removed From Compare",
	commentSaved: "Comentario guardado exitosamente",
	sessionExpired: "Su sesion ha expirado",
	networkPost: "Por favor verifique la red",
	getFailed: "Algo salio mal, por favor verifica o contacta a tu administrador",
	outOfStock: "Producto sin existencias",
	stockLimit: "Cantidad limitada a la existencia disponible"
};
function notice(tone, key) {
	return {
		tone,
		message: NOTICES[key]
	};
}
// ../../packages/domain/src/pricing.ts
/** 'Precio4' | 4 | '4' -> 4; anything that is not a positive integer level -> null. */
function levelNumber(level) {
	if (typeof level === "number") return Number.isSafeInteger(level) && level > 0 ? level : null;
	const match = /^\s*(?:precio)?\s*(\d{1,6})\s*$/i.exec(level);
	const n = match?.[1] === void 0 ? NaN : Number(match[1]);
	return n > 0 ? n : null;
}
/** An integer from a number or numeric text ('5'); anything else -> null. */
function integerField(x) {
	const n = typeof x === "string" && x.trim() !== "" ? Number(x) : x;
	return typeof n === "number" && Number.isSafeInteger(n) ? n : null;
}
function toTier(raw) {
	if (typeof raw !== "object" || raw === null) return null;
	const r = raw;
	const desde = integerField(r.Desde);
	const hasta = integerField(r.Hasta);
	const nivel = typeof r.PrecioNivel === "string" || typeof r.PrecioNivel === "number" ? levelNumber(r.PrecioNivel) : null;
	if (desde === null || hasta === null || nivel === null || desde > hasta) return null;
	return {
		Desde: desde,
		Hasta: hasta,
		PrecioNivel: nivel
	};
}
function parseJsonList(escala) {
	if (Array.isArray(escala)) return escala;
	if (typeof escala !== "string") return [];
	try {
		const parsed = JSON.parse(escala);
		return Array.isArray(parsed) ? parsed : [];
	} catch {
		return [];
	}
}
/**
* `Escala` (JSON text or an already parsed list) -> valid tiers sorted by Desde. Never throws.
* Dropped: non-objects, missing/non-integer Desde or Hasta, Desde > Hasta, a level that is not a positive
* integer. Sorting (stable) makes "the last tier" the one reaching the highest quantities, whatever order
* the server sent them in.
*/
function parseTiers(escala) {
	return parseJsonList(escala).map(toTier).filter((t) => t !== null).sort((a, b) => a.Desde - b.Desde);
}
/** The tiers that apply to this product: none when Escala_aplica is not exactly true. */
function activeTiers(product) {
	return product.Escala_aplica === true ? parseTiers(product.Escala) : [];
}
/** Spec §5: the matching tier, else the last one; null when the base price applies. */
function tierIndexFor(tiers, quantity) {
	if (!(quantity > 0) || tiers.length === 0) return null;
	const index = tiers.findIndex((t) => t.Desde <= quantity && quantity <= t.Hasta);
	return index === -1 ? tiers.length - 1 : index;
}
/** A level's price, or the base Precio when the product has no usable (finite, > 0) price at that level. */
function unitPriceAtLevel(product, level) {
	const price = product[`Precio${level}`];
	return typeof price === "number" && Number.isFinite(price) && price > 0 ? toMinor(price) : toMinor(product.Precio);
}
/**
* The unit price for `quantity` units (spec §5): base Precio when quantity is not above 0, the tier flag is
* off or there are no (valid) tiers; else the tier with Desde <= quantity <= Hasta, or the last tier when
* none matches (gaps, below the first tier, above the last). Throws RangeError only when Precio itself is
* not a finite number (the contract never lets that through).
*/
function priceForQuantity(product, quantity) {
	const tiers = activeTiers(product);
	const index = tierIndexFor(tiers, quantity);
	const tier = index === null ? void 0 : tiers[index];
	return tier ? unitPriceAtLevel(product, tier.PrecioNivel) : toMinor(product.Precio);
}
/** The product page's tier table: each applicable tier with the unit price it earns (sorted by Desde). */
function tierTable(product) {
	return activeTiers(product).map((tier) => ({
		tier,
		unitPrice: unitPriceAtLevel(product, tier.PrecioNivel)
	}));
}
/** Index into `tierTable(product)` of the tier priced for `quantity`, or null when the base price applies. */
function activeTierIndex(product, quantity) {
	return tierIndexFor(activeTiers(product), quantity);
}
/** Stock as a cap: a whole number >= 0 when known, null when unknown (missing, null, not finite). */
function stockOf(product) {
	const d = product.Disponible;
	if (typeof d !== "number" || !Number.isFinite(d)) return null;
	return Math.max(0, Math.floor(d));
}
/** Quantities where the price can change: each tier's Desde and the first quantity after its Hasta. */
function priceBreaks(tiers, above) {
	const breaks = tiers.flatMap((t) => [t.Desde, t.Hasta + 1]).filter((q) => q > above);
	return [...new Set(breaks)].sort((a, b) => a - b);
}
/**
* For the cart's nudge: the fewest extra units that make the unit price cheaper, and that price.
* Null when quantity is below 1, no cheaper price exists above it, or reaching it would exceed known stock.
*/
function nextTierNudge(product, quantity) {
	if (!Number.isInteger(quantity) || quantity < 1) return null;
	const current = priceForQuantity(product, quantity);
	const target = priceBreaks(activeTiers(product), quantity).find((q) => priceForQuantity(product, q) < current);
	if (target === void 0) return null;
	const stock = stockOf(product);
	if (stock !== null && target > stock) return null;
	return {
		moreUnits: target - quantity,
		unitPrice: priceForQuantity(product, target)
	};
}
// ../../node_modules/react-i18next/dist/es/initReactI18next.js
var initReactI18next = {
	type: "3rdParty",
	init(instance) {
		setDefaults(instance.options.react);
		setI18n(instance);
	}
};
// ../../node_modules/use-sync-external-store/cjs/use-sync-external-store-with-selector.production.js
/**
* @license React
* use-sync-external-store-with-selector.production.js
*
* Copyright (c) Meta Platforms, Inc. and affiliates.
*
* This source code is licensed under the MIT license found in the
* LICENSE file in the root directory of this source tree.
*/
var require_use_sync_external_store_with_selector_production = /* @__PURE__ */ __commonJSMin(((exports) => {
	var React = (init_compat(), __toCommonJS(compat_exports));
	function is(x, y) {
		return x === y && (0 !== x || 1 / x === 1 / y) || x !== x && y !== y;
	}
	var objectIs = "function" === typeof Object.is ? Object.is : is;
	var useSyncExternalStore = React.useSyncExternalStore;
	var useRef = React.useRef;
	var useEffect = React.useEffect;
	var useMemo = React.useMemo;
	var useDebugValue = React.useDebugValue;
	exports.useSyncExternalStoreWithSelector = function(subscribe, getSnapshot, getServerSnapshot, selector, isEqual) {
		var instRef = useRef(null);
		if (null === instRef.current) {
			var inst = {
				hasValue: !1,
				value: null
			};
			instRef.current = inst;
		} else inst = instRef.current;
		instRef = useMemo(function() {
			function memoizedSelector(nextSnapshot) {
				if (!hasMemo) {
					hasMemo = !0;
					memoizedSnapshot = nextSnapshot;
					nextSnapshot = selector(nextSnapshot);
					if (void 0 !== isEqual && inst.hasValue) {
						var currentSelection = inst.value;
						if (isEqual(currentSelection, nextSnapshot)) return memoizedSelection = currentSelection;
					}
					return memoizedSelection = nextSnapshot;
				}
				currentSelection = memoizedSelection;
				if (objectIs(memoizedSnapshot, nextSnapshot)) return currentSelection;
				var nextSelection = selector(nextSnapshot);
				if (void 0 !== isEqual && isEqual(currentSelection, nextSelection)) return memoizedSnapshot = nextSnapshot, currentSelection;
				memoizedSnapshot = nextSnapshot;
				return memoizedSelection = nextSelection;
			}
			var hasMemo = !1, memoizedSnapshot, memoizedSelection, maybeGetServerSnapshot = void 0 === getServerSnapshot ? null : getServerSnapshot;
			return [function() {
				return memoizedSelector(getSnapshot());
			}, null === maybeGetServerSnapshot ? void 0 : function() {
				return memoizedSelector(maybeGetServerSnapshot());
			}];
		}, [
			getSnapshot,
			getServerSnapshot,
			selector,
			isEqual
		]);
		var value = useSyncExternalStore(subscribe, instRef[0], instRef[1]);
		useEffect(function() {
			inst.hasValue = !0;
			inst.value = value;
		}, [value]);
		useDebugValue(value);
		return value;
	};
}));
// ../../node_modules/use-sync-external-store/cjs/use-sync-external-store-with-selector.development.js
/**
* @license React
* use-sync-external-store-with-selector.development.js
*
* Copyright (c) Meta Platforms, Inc. and affiliates.
*
* This source code is licensed under the MIT license found in the
* LICENSE file in the root directory of this source tree.
*/
var require_use_sync_external_store_with_selector_development = /* @__PURE__ */ __commonJSMin(((exports) => {
	"production" !== process.env.NODE_ENV && (function() {
		function is(x, y) {
			return x === y && (0 !== x || 1 / x === 1 / y) || x !== x && y !== y;
		}
		"undefined" !== typeof __REACT_DEVTOOLS_GLOBAL_HOOK__ && "function" === typeof __REACT_DEVTOOLS_GLOBAL_HOOK__.registerInternalModuleStart && __REACT_DEVTOOLS_GLOBAL_HOOK__.registerInternalModuleStart(Error());
		var React = (init_compat(), __toCommonJS(compat_exports)), objectIs = "function" === typeof Object.is ? Object.is : is, useSyncExternalStore = React.useSyncExternalStore, useRef = React.useRef, useEffect = React.useEffect, useMemo = React.useMemo, useDebugValue = React.useDebugValue;
		exports.useSyncExternalStoreWithSelector = function(subscribe, getSnapshot, getServerSnapshot, selector, isEqual) {
			var instRef = useRef(null);
			if (null === instRef.current) {
				var inst = {
					hasValue: !1,
					value: null
				};
				instRef.current = inst;
			} else inst = instRef.current;
			instRef = useMemo(function() {
				function memoizedSelector(nextSnapshot) {
					if (!hasMemo) {
						hasMemo = !0;
						memoizedSnapshot = nextSnapshot;
						nextSnapshot = selector(nextSnapshot);
						if (void 0 !== isEqual && inst.hasValue) {
							var currentSelection = inst.value;
							if (isEqual(currentSelection, nextSnapshot)) return memoizedSelection = currentSelection;
						}
						return memoizedSelection = nextSnapshot;
					}
					currentSelection = memoizedSelection;
					if (objectIs(memoizedSnapshot, nextSnapshot)) return currentSelection;
					var nextSelection = selector(nextSnapshot);
					if (void 0 !== isEqual && isEqual(currentSelection, nextSelection)) return memoizedSnapshot = nextSnapshot, currentSelection;
					memoizedSnapshot = nextSnapshot;
					return memoizedSelection = nextSelection;
				}
				var hasMemo = !1, memoizedSnapshot, memoizedSelection, maybeGetServerSnapshot = void 0 === getServerSnapshot ? null : getServerSnapshot;
				return [function() {
					return memoizedSelector(getSnapshot());
				}, null === maybeGetServerSnapshot ? void 0 : function() {
					return memoizedSelector(maybeGetServerSnapshot());
				}];
			}, [
				getSnapshot,
				getServerSnapshot,
				selector,
				isEqual
			]);
			var value = useSyncExternalStore(subscribe, instRef[0], instRef[1]);
			useEffect(function() {
				inst.hasValue = !0;
				inst.value = value;
			}, [value]);
			useDebugValue(value);
			return value;
		};
		"undefined" !== typeof __REACT_DEVTOOLS_GLOBAL_HOOK__ && "function" === typeof __REACT_DEVTOOLS_GLOBAL_HOOK__.registerInternalModuleStop && __REACT_DEVTOOLS_GLOBAL_HOOK__.registerInternalModuleStop(Error());
	})();
}));
// ../../node_modules/use-sync-external-store/with-selector.js
var require_with_selector = /* @__PURE__ */ __commonJSMin(((exports, module) => {
	if (process.env.NODE_ENV === "production") module.exports = require_use_sync_external_store_with_selector_production();
	else module.exports = require_use_sync_external_store_with_selector_development();
}));
// ../../node_modules/react-redux/dist/react-redux.mjs
init_compat();
var import_with_selector = require_with_selector();
function defaultNoopBatch(callback) {
	callback();
}
function createListenerCollection() {
	let first = null;
	let last = null;
	return {
		clear() {
			first = null;
			last = null;
		},
		notify() {
			defaultNoopBatch(() => {
				let listener = first;
				while (listener) {
					listener.callback();
					listener = listener.next;
				}
			});
		},
		get() {
			const listeners = [];
			let listener = first;
			while (listener) {
				listeners.push(listener);
				listener = listener.next;
			}
			return listeners;
		},
		subscribe(callback) {
			let isSubscribed = true;
			const listener = last = {
				callback,
				next: null,
				prev: last
			};
			if (listener.prev) listener.prev.next = listener;
			else first = listener;
			return function unsubscribe() {
				if (!isSubscribed || first === null) return;
				isSubscribed = false;
				if (listener.next) listener.next.prev = listener.prev;
				else last = listener.prev;
				if (listener.prev) listener.prev.next = listener.next;
				else first = listener.next;
			};
		}
	};
}
var nullListeners = {
	notify() {},
	get: () => []
};
function createSubscription(store, parentSub) {
	let unsubscribe;
	let listeners = nullListeners;
	let subscriptionsAmount = 0;
	let selfSubscribed = false;
	function addNestedSub(listener) {
		trySubscribe();
		const cleanupListener = listeners.subscribe(listener);
		let removed = false;
		return () => {
			if (!removed) {
				removed = true;
				cleanupListener();
				tryUnsubscribe();
			}
		};
	}
	function notifyNestedSubs() {
		listeners.notify();
	}
	function handleChangeWrapper() {
		if (subscription.onStateChange) subscription.onStateChange();
	}
	function isSubscribed() {
		return selfSubscribed;
	}
	function trySubscribe() {
		subscriptionsAmount++;
		if (!unsubscribe) {
			unsubscribe = parentSub ? parentSub.addNestedSub(handleChangeWrapper) : store.subscribe(handleChangeWrapper);
			listeners = createListenerCollection();
		}
	}
	function tryUnsubscribe() {
		subscriptionsAmount--;
		if (unsubscribe && subscriptionsAmount === 0) {
			unsubscribe();
			unsubscribe = void 0;
			listeners.clear();
			listeners = nullListeners;
		}
	}
	function trySubscribeSelf() {
		if (!selfSubscribed) {
			selfSubscribed = true;
			trySubscribe();
		}
	}
	function tryUnsubscribeSelf() {
		if (selfSubscribed) {
			selfSubscribed = false;
			tryUnsubscribe();
		}
	}
	const subscription = {
		addNestedSub,
		notifyNestedSubs,
		handleChangeWrapper,
		isSubscribed,
		trySubscribe: trySubscribeSelf,
		tryUnsubscribe: tryUnsubscribeSelf,
		getListeners: () => listeners
	};
	return subscription;
}
var canUseDOM$1 = () => !!(typeof window !== "undefined" && typeof window.document !== "undefined" && typeof window.document.createElement !== "undefined");
var isDOM$1 = /* @__PURE__ */ canUseDOM$1();
/**
* Checks if the code is running in a React Native environment.
*
* @returns Whether the code is running in a React Native environment.
*
* @see {@link https://github.com/facebook/react-native/issues/1331 Reference}
*/
var isRunningInReactNative$1 = () => typeof navigator !== "undefined" && navigator.product === "ReactNative";
var isReactNative$1 = /* @__PURE__ */ isRunningInReactNative$1();
var getUseIsomorphicLayoutEffect$1 = () => isDOM$1 || isReactNative$1 ? F : A;
var useIsomorphicLayoutEffect$1 = /* @__PURE__ */ getUseIsomorphicLayoutEffect$1();
function is$1(x, y) {
	if (x === y) return x !== 0 || y !== 0 || 1 / x === 1 / y;
	else return x !== x && y !== y;
}
function shallowEqual(objA, objB) {
	if (is$1(objA, objB)) return true;
	if (typeof objA !== "object" || objA === null || typeof objB !== "object" || objB === null) return false;
	const keysA = Object.keys(objA);
	const keysB = Object.keys(objB);
	if (keysA.length !== keysB.length) return false;
	for (let i = 0; i < keysA.length; i++) if (!Object.prototype.hasOwnProperty.call(objB, keysA[i]) || !is$1(objA[keysA[i]], objB[keysA[i]])) return false;
	return true;
}
var ContextKey = /* @__PURE__ */ Symbol.for(`react-redux-context`);
var gT = typeof globalThis !== "undefined" ? globalThis : {};
function getContext() {
	if (!U) return {};
	const contextMap = gT[ContextKey] ??= /* @__PURE__ */ new Map();
	let realContext = contextMap.get(U);
	if (!realContext) {
		realContext = U(null);
		if (process.env.NODE_ENV !== "production") realContext.displayName = "ReactRedux";
		contextMap.set(U, realContext);
	}
	return realContext;
}
var ReactReduxContext = /*#__PURE__*/ getContext();
function Provider(providerProps) {
	if (process.env.NODE_ENV !== "production") {
		if (typeof useIsomorphicLayoutEffect$1 !== "function") throw new Error("The React Redux `<Provider>` component requires React hooks that are not available in a React Server Component. This usually means you are rendering `<Provider>` in a Server Component. Add the `\"use client\"` directive to the top of the file that renders `<Provider>` (or a parent that ends up rendering it) so it is treated as a Client Component. See https://react.dev/reference/rsc/use-client for more information.");
	}
	const { children, context, serverState, store } = providerProps;
	const contextValue = w(() => {
		const subscription = createSubscription(store);
		const baseContextValue = {
			store,
			subscription,
			getServerState: serverState != null ? () => serverState : void 0
		};
		if (process.env.NODE_ENV === "production") return baseContextValue;
		else {
			const { identityFunctionCheck = "once", stabilityCheck = "once" } = providerProps;
			return /* @__PURE__ */ Object.assign(baseContextValue, {
				stabilityCheck,
				identityFunctionCheck
			});
		}
	}, [store, serverState]);
	const previousState = w(() => store.getState(), [store]);
	useIsomorphicLayoutEffect$1(() => {
		const { subscription } = contextValue;
		subscription.onStateChange = subscription.notifyNestedSubs;
		subscription.trySubscribe();
		if (previousState !== store.getState()) subscription.notifyNestedSubs();
		return () => {
			subscription.tryUnsubscribe();
			subscription.onStateChange = void 0;
		};
	}, [contextValue, previousState]);
	return /* @__PURE__ */ k((context || ReactReduxContext).Provider, { value: contextValue }, children);
}
/**
* Hook factory, which creates a `useReduxContext` hook bound to a given context. This is a low-level
* hook that you should usually not need to call directly.
*
* @param {React.Context} [context=ReactReduxContext] Context passed to your `<Provider>`.
* @returns {Function} A `useReduxContext` hook bound to the specified context.
*/
function createReduxContextHook(context = ReactReduxContext) {
	return function useReduxContext() {
		const contextValue = j(context);
		if (process.env.NODE_ENV !== "production" && !contextValue) throw new Error("could not find react-redux context value; please ensure the component is wrapped in a <Provider>");
		return contextValue;
	};
}
/**
* A hook to access the value of the `ReactReduxContext`. This is a low-level
* hook that you should usually not need to call directly.
*
* @returns {any} the value of the `ReactReduxContext`
*
* @example
*
* import React from 'react'
* import { useReduxContext } from 'react-redux'
*
* export const CounterComponent = () => {
*   const { store } = useReduxContext()
*   return <div>{store.getState()}</div>
* }
*/
var useReduxContext = /*#__PURE__*/ createReduxContextHook();
/**
* Hook factory, which creates a `useStore` hook bound to a given context.
*
* @param {React.Context} [context=ReactReduxContext] Context passed to your `<Provider>`.
* @returns {Function} A `useStore` hook bound to the specified context.
*/
function createStoreHook(context = ReactReduxContext) {
	const useReduxContext$2 = context === ReactReduxContext ? useReduxContext : createReduxContextHook(context);
	const useStore = () => {
		const { store } = useReduxContext$2();
		return store;
	};
	Object.assign(useStore, { withTypes: () => useStore });
	return useStore;
}
/**
* A hook to access the redux store.
*
* @returns {any} the redux store
*
* @example
*
* import React from 'react'
* import { useStore } from 'react-redux'
*
* export const ExampleComponent = () => {
*   const store = useStore()
*   return <div>{store.getState()}</div>
* }
*/
var useStore = /*#__PURE__*/ createStoreHook();
/**
* Hook factory, which creates a `useDispatch` hook bound to a given context.
*
* @param {React.Context} [context=ReactReduxContext] Context passed to your `<Provider>`.
* @returns {Function} A `useDispatch` hook bound to the specified context.
*/
function createDispatchHook(context = ReactReduxContext) {
	const useStore$1 = context === ReactReduxContext ? useStore : createStoreHook(context);
	const useDispatch = () => {
		return useStore$1().dispatch;
	};
	Object.assign(useDispatch, { withTypes: () => useDispatch });
	return useDispatch;
}
/**
* A hook to access the redux `dispatch` function.
*
* @returns {any|function} redux store's `dispatch` function
*
* @example
*
* import React, { useCallback } from 'react'
* import { useDispatch } from 'react-redux'
*
* export const CounterComponent = ({ value }) => {
*   const dispatch = useDispatch()
*   const increaseCounter = useCallback(() => dispatch({ type: 'increase-counter' }), [])
*   return (
*     <div>
*       <span>{value}</span>
*       <button onClick={increaseCounter}>Increase counter</button>
*     </div>
*   )
* }
*/
var useDispatch = /*#__PURE__*/ createDispatchHook();
var refEquality = (a, b) => a === b;
/**
* Hook factory, which creates a `useSelector` hook bound to a given context.
*
* @param {React.Context} [context=ReactReduxContext] Context passed to your `<Provider>`.
* @returns {Function} A `useSelector` hook bound to the specified context.
*/
function createSelectorHook(context = ReactReduxContext) {
	const useReduxContext$1 = context === ReactReduxContext ? useReduxContext : createReduxContextHook(context);
	const useSelector = (selector, equalityFnOrOptions = {}) => {
		const { equalityFn = refEquality } = typeof equalityFnOrOptions === "function" ? { equalityFn: equalityFnOrOptions } : equalityFnOrOptions;
		if (process.env.NODE_ENV !== "production") {
			if (!selector) throw new Error(`You must pass a selector to useSelector`);
			if (typeof selector !== "function") throw new Error(`You must pass a function as a selector to useSelector`);
			if (typeof equalityFn !== "function") throw new Error(`You must pass a function as an equality function to useSelector`);
		}
		const reduxContext = useReduxContext$1();
		const { store, subscription, getServerState } = reduxContext;
		const firstRun = T(true);
		const wrappedSelector = b({ [selector.name](state) {
			const selected = selector(state);
			if (process.env.NODE_ENV !== "production") {
				const { devModeChecks = {} } = typeof equalityFnOrOptions === "function" ? {} : equalityFnOrOptions;
				const { identityFunctionCheck, stabilityCheck } = reduxContext;
				const { identityFunctionCheck: finalIdentityFunctionCheck, stabilityCheck: finalStabilityCheck } = {
					stabilityCheck,
					identityFunctionCheck,
					...devModeChecks
				};
				if (finalStabilityCheck === "always" || finalStabilityCheck === "once" && firstRun.current) {
					const toCompare = selector(state);
					if (!equalityFn(selected, toCompare)) {
						let stack = void 0;
						try {
							throw new Error();
						} catch (e) {
							({stack} = e);
						}
						console.warn("Selector " + (selector.name || "unknown") + " returned a different result when called with the same parameters. This can lead to unnecessary rerenders.\nSelectors that return a new reference (such as an object or an array) should be memoized: https://redux.js.org/usage/deriving-data-selectors#optimizing-selectors-with-memoization", {
							state,
							selected,
							selected2: toCompare,
							stack
						});
					}
				}
				if (finalIdentityFunctionCheck === "always" || finalIdentityFunctionCheck === "once" && firstRun.current) {
					if (selected === state) {
						let stack = void 0;
						try {
							throw new Error();
						} catch (e) {
							({stack} = e);
						}
						console.warn("Selector " + (selector.name || "unknown") + " returned the root state when called. This can lead to unnecessary rerenders.\nSelectors that return the entire state are almost certainly a mistake, as they will cause a rerender whenever *anything* in state changes.", { stack });
					}
				}
				if (firstRun.current) firstRun.current = false;
			}
			return selected;
		} }[selector.name], [selector]);
		const selectedState = (0, import_with_selector.useSyncExternalStoreWithSelector)(subscription.addNestedSub, store.getState, getServerState || store.getState, wrappedSelector, equalityFn);
		x(selectedState);
		return selectedState;
	};
	Object.assign(useSelector, { withTypes: () => useSelector });
	return useSelector;
}
/**
* A hook to access the redux store's state. This hook takes a selector function
* as an argument. The selector is called with the store state.
*
* This hook takes an optional equality comparison function as the second parameter
* that allows you to customize the way the selected state is compared to determine
* whether the component needs to be re-rendered.
*
* @param {Function} selector the selector function
* @param {Function=} equalityFn the function that will be used to determine equality
*
* @returns {any} the selected state
*
* @example
*
* import React from 'react'
* import { useSelector } from 'react-redux'
*
* export const CounterComponent = () => {
*   const counter = useSelector(state => state.counter)
*   return <div>{counter}</div>
* }
*/
var useSelector = /*#__PURE__*/ createSelectorHook();
/**
* @deprecated As of React 18, batching is enabled by default for ReactDOM and React Native.
* This is now a no-op that immediately runs the callback.
*/
var batch = defaultNoopBatch;
// ../../node_modules/zod/v4/core/util.js
function getEnumValues(entries) {
	const numericValues = Object.values(entries).filter((v) => typeof v === "number");
	return Object.entries(entries).filter(([k, _]) => numericValues.indexOf(+k) === -1).map(([_, v]) => v);
}
function jsonStringifyReplacer(_, value) {
	if (typeof value === "bigint") return value.toString();
	return value;
}
var Cached = class {
	constructor(getter) {
		this._getter = getter;
		this._value = void 0;
	}
	get value() {
		const getter = this._getter;
		if (getter !== void 0) {
			this._value = getter();
			this._getter = void 0;
		}
		return this._value;
	}
};
function cached(getter) {
	return new Cached(getter);
}
function nullish$1(input) {
	return input === null || input === void 0;
}
function cleanRegex(source) {
	const start = source.startsWith("^") ? 1 : 0;
	const end = source.endsWith("$") ? source.length - 1 : source.length;
	return source.slice(start, end);
}
function assignProp(target, prop, value) {
	Object.defineProperty(target, prop, {
		value,
		writable: true,
		enumerable: true,
		configurable: true
	});
}
/**
* Whichever object a def's `shape` currently answers from: the one the caller passed until the first read, the frozen copy after it.
*
* Its keys and descriptors read without invoking anything, which is what lets a discriminated union check its discriminator, and the cycle walk read a shape, without resolving a getter that references the schema being constructed. A def that answers `shape` from an accessor of its own has none.
*/
function rawShape(def) {
	const desc = Object.getOwnPropertyDescriptor(def, "shape");
	return desc?.get ? desc.get.raw : desc?.value;
}
function sourceShape(schema) {
	return rawShape(schema._zod.def) ?? schema._zod.def.shape;
}
function deferProp(target, key, getter) {
	Object.defineProperty(target, key, {
		get() {
			const value = getter();
			assignProp(this, key, value);
			return value;
		},
		enumerable: true,
		configurable: true
	});
}
function putProp(target, key, value) {
	if (key in target) assignProp(target, key, value);
	else target[key] = value;
}
/**
* Copies `keys` of `source`'s shape onto `target`, each value passed through `wrap`.
*
* A key the source has resolved is copied through now, so the derived shape states it outright and nothing has to resolve it to learn what it holds. A key the source still defers stays deferred, and reads back through the source's own `shape`, so it resolves once and both shapes get that one schema.
*/
function mirrorShape(target, source, keys, wrap) {
	const raw = sourceShape(source);
	for (const key of keys) {
		const desc = Object.getOwnPropertyDescriptor(raw, key);
		if (!desc.enumerable) continue;
		if (desc.get) deferProp(target, key, () => {
			const value = source._zod.def.shape[key];
			return wrap ? wrap(value, key) : value;
		});
		else putProp(target, key, wrap ? wrap(desc.value, key) : desc.value);
	}
}
function mirrorProps(target, source) {
	for (const key of Reflect.ownKeys(source)) {
		const desc = Object.getOwnPropertyDescriptor(source, key);
		if (!desc.enumerable) continue;
		if (desc.get) deferProp(target, key, () => source[key]);
		else putProp(target, key, desc.value);
	}
}
function mergeDefs(...defs) {
	const mergedDescriptors = {};
	for (const def of defs) {
		const descriptors = Object.getOwnPropertyDescriptors(def);
		Object.assign(mergedDescriptors, descriptors);
	}
	return Object.defineProperties({}, mergedDescriptors);
}
var captureStackTrace = "captureStackTrace" in Error ? Error.captureStackTrace : (..._args) => {};
function isObject(data) {
	return typeof data === "object" && data !== null && !Array.isArray(data);
}
function isPlainObject$3(o) {
	if (isObject(o) === false) return false;
	const ctor = o.constructor;
	if (ctor === void 0) return true;
	if (typeof ctor !== "function") return true;
	const prot = ctor.prototype;
	if (isObject(prot) === false) return false;
	if (Object.prototype.hasOwnProperty.call(prot, "isPrototypeOf") === false) return false;
	return true;
}
function shallowClone(o) {
	if (isPlainObject$3(o)) return { ...o };
	if (Array.isArray(o)) return [...o];
	if (o instanceof Map) return new Map(o);
	if (o instanceof Set) return new Set(o);
	return o;
}
var propertyKeyTypes = /* @__PURE__*/ new Set([
	"string",
	"number",
	"symbol"
]);
function escapeRegex(str) {
	return str.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function clone(inst, def, params) {
	const cl = new inst._zod.constr(def ?? inst._zod.def);
	if (!def || params?.parent) cl._zod.parent = inst;
	return cl;
}
function normalizeParams(_params) {
	const params = _params;
	if (!params) return {};
	if (typeof params === "string") return { error: () => params };
	if (params?.message !== void 0) {
		if (params?.error !== void 0) throw new Error("Cannot specify both `message` and `error` params");
		params.error = params.message;
	}
	delete params.message;
	if (typeof params.error === "string") return {
		...params,
		error: () => params.error
	};
	return params;
}
function optionalKeys(shape) {
	return Object.keys(shape).filter((k) => {
		return shape[k]._zod.optin !== void 0 && shape[k]._zod.optout === "optional";
	});
}
var NUMBER_FORMAT_RANGES = /*@__PURE__*/ (() => ({
	safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
	int32: [-2147483648, 2147483647],
	uint32: [0, 4294967295],
	float32: [-34028234663852886e22, 34028234663852886e22],
	float64: [-Number.MAX_VALUE, Number.MAX_VALUE]
}))();
function pick$2(schema, mask) {
	const currDef = schema._zod.def;
	const checks = currDef.checks;
	if (checks && checks.length > 0) throw new Error(".pick() cannot be used on object schemas containing refinements");
	const newShape = {};
	mirrorShape(newShape, schema, maskedKeys(schema, mask));
	return clone(schema, mergeDefs(currDef, {
		shape: newShape,
		checks: []
	}));
}
function maskedKeys(schema, mask) {
	const raw = sourceShape(schema);
	const keys = [];
	for (const key of Reflect.ownKeys(mask)) {
		if (!Object.getOwnPropertyDescriptor(raw, key)?.enumerable) throw new Error(`Unrecognized key: "${String(key)}"`);
		if (mask[key]) keys.push(key);
	}
	return keys;
}
function extend$1(schema, shape) {
	if (!isPlainObject$3(shape)) throw new Error("Invalid input to extend: expected a plain object");
	const checks = schema._zod.def.checks;
	if (checks && checks.length > 0) {
		const existingShape = sourceShape(schema);
		for (const key of Reflect.ownKeys(shape)) if (Object.getOwnPropertyDescriptor(existingShape, key) !== void 0) throw new Error("Cannot overwrite keys on object schemas containing refinements. Use `.safeExtend()` instead.");
	}
	return clone(schema, mergeDefs(schema._zod.def, { shape: extended(schema, shape) }));
}
function extended(schema, shape) {
	const newShape = {};
	mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)));
	mirrorProps(newShape, shape);
	return newShape;
}
function aborted(x, startIndex = 0) {
	if (x.aborted === true) return true;
	for (let i = startIndex; i < x.issues.length; i++) if (x.issues[i]?.continue !== true) return true;
	return false;
}
function explicitlyAborted(x, startIndex = 0) {
	if (x.aborted === true) return true;
	for (let i = startIndex; i < x.issues.length; i++) if (x.issues[i]?.continue === false) return true;
	return false;
}
function prefixIssues(path, issues) {
	return issues.map((iss) => {
		var _a;
		(_a = iss).path ?? (_a.path = []);
		iss.path.unshift(path);
		return iss;
	});
}
function unwrapMessage(message) {
	return typeof message === "string" ? message : message?.message;
}
/** The leading size checks of `defChecks` that set an upper bound, each paired with it. */
function sizeCaps(defChecks) {
	const caps = [];
	for (const ch of defChecks ?? []) {
		const d = ch._zod.def;
		if (!/_(length|size)$|_equals$/.test(d.check)) break;
		const max = d.maximum ?? d.length ?? d.size;
		if (max >= 0) caps.push([max, ch]);
	}
	return caps;
}
function attachSchema(issues, start, inst) {
	var _a;
	for (let i = start; i < issues.length; i++) (_a = issues[i]).schema ?? (_a.schema = inst);
}
function finalizeIssue(iss, ctx, config) {
	var _a;
	const traits = iss.inst?._zod?.traits;
	if (traits?.has("$ZodType")) {
		if (traits.has("$ZodCheck")) (_a = iss).schema ?? (_a.schema = iss.inst);
		else iss.schema = iss.inst;
	}
	const schemaError = iss.schema !== iss.inst ? iss.schema?._zod.def?.error : void 0;
	const message = iss.message ? iss.message : unwrapMessage(iss.inst?._zod.def?.error?.(iss)) ?? unwrapMessage(schemaError?.(iss)) ?? unwrapMessage(ctx?.error?.(iss)) ?? unwrapMessage(config.customError?.(iss)) ?? unwrapMessage(config.localeError?.(iss)) ?? "Invalid input";
	const full = {};
	for (const k of Object.keys(iss)) {
		if (k === "inst" || k === "schema" || k === "continue" || k === "input" || k === "__proto__") continue;
		full[k] = iss[k];
	}
	full.path ?? (full.path = []);
	full.message = message;
	if (ctx?.reportInput) full.input = iss.input;
	return full;
}
var highSurrogate = /[\uD800-\uDBFF]/;
function codePointLength(str) {
	const units = str.length;
	if (!highSurrogate.test(str)) return units;
	let count = units;
	for (let i = 0; i < units - 1; i++) if ((str.charCodeAt(i) & 64512) === 55296 && (str.charCodeAt(i + 1) & 64512) === 56320) {
		count--;
		i++;
	}
	return count;
}
function getLengthableOrigin(input) {
	if (Array.isArray(input)) return "array";
	if (typeof input === "string") return "string";
	return "unknown";
}
function issue(...args) {
	const [iss, input, inst] = args;
	if (typeof iss === "string") return {
		message: iss,
		code: "custom",
		input,
		inst
	};
	return { ...iss };
}
/**
* Installs a trait's members on its prototype. Each value builds that member for the instance on first read; the built value shadows the accessor as an own property, so a detached `const { parse } = schema` keeps working.
*
* Call this from a `proto` initializer, which runs once per prototype — never per instance.
*/
function members(proto, table) {
	for (const key in table) {
		const desc = Object.getOwnPropertyDescriptor(table, key);
		if (desc.get) Object.defineProperty(proto, key, {
			...desc,
			enumerable: false
		});
		else defineBound(proto, key, desc.value);
	}
}
/** Shadows a prototype member with an own value, so a getter that builds from the instance runs once. */
function own(inst, key, value, enumerable = true) {
	Object.defineProperty(inst, key, {
		configurable: true,
		writable: true,
		enumerable,
		value
	});
	return value;
}
/** Like {@link own}, for a member that was never an own data property and has to stay out of `Object.keys`. */
function hide(inst, key, value) {
	return own(inst, key, value, false);
}
function defineBound(proto, key, fn) {
	Object.defineProperty(proto, key, {
		configurable: true,
		get() {
			return this == null ? fn : own(this, key, fn.bind(this));
		},
		set(value) {
			own(this, key, value);
		}
	});
}
/** Returns the prototype to install on, or `undefined` if this group is already installed on it. */
function claim(inst, sentinel) {
	const proto = Object.getPrototypeOf(inst);
	return sentinel in proto ? void 0 : proto;
}
var installing;
var broke = false;
var breaker = {
	configurable: true,
	get() {
		broke = true;
	}
};
/**
* Installs a lazily-derived internal on the `_zod` prototype of `inst`'s
* constructor, computed from the internals object itself and cached there on
* first read. One accessor per constructor rather than one per instance.
*/
function defineLazyInternal(inst, key, compute) {
	const proto = Object.getPrototypeOf(inst._zod);
	if (key in proto && installing !== inst._zod) {
		installing = void 0;
		return;
	}
	installing = inst._zod;
	Object.defineProperty(proto, key, {
		configurable: true,
		get() {
			Object.defineProperty(this, key, breaker);
			const outer = broke;
			broke = false;
			try {
				const value = compute(this);
				if (broke) delete this[key];
				else Object.defineProperty(this, key, {
					configurable: true,
					writable: true,
					value
				});
				broke = broke || outer;
				return value;
			} catch (err) {
				delete this[key];
				broke = broke || outer;
				throw err;
			}
		},
		set(value) {
			Object.defineProperty(this, key, {
				configurable: true,
				writable: true,
				value
			});
		}
	});
}
/**
* Installs `key` on `inst`'s prototype, computed by `make` on first read and cached there as an own
* data property. One accessor per constructor rather than one per instance, because an own accessor
* puts every instance after the first into v8 dictionary mode. The key doubles as the sentinel.
*/
function installLazyProp(inst, key, make, enumerable) {
	const proto = claim(inst, key);
	if (!proto) return;
	Object.defineProperty(proto, key, {
		configurable: true,
		get() {
			const desc = {
				configurable: true,
				writable: true,
				enumerable,
				value: void 0
			};
			Object.defineProperty(this, key, desc);
			desc.value = make(this);
			Object.defineProperty(this, key, desc);
			return desc.value;
		},
		set(value) {
			Object.defineProperty(this, key, {
				configurable: true,
				writable: true,
				enumerable,
				value
			});
		}
	});
}
// ../../node_modules/zod/v4/core/core.js
var _a;
var _zodDesc = {
	value: void 0,
	enumerable: false
};
var _E = "captureStackTrace" in Error ? Error : null;
function newError(Definition) {
	const E = _E;
	if (E) {
		const saved = E.stackTraceLimit;
		if (typeof saved === "number") {
			try {
				E.stackTraceLimit = 0;
			} catch {
				_E = null;
				return new Definition();
			}
			try {
				return new Definition();
			} finally {
				E.stackTraceLimit = saved;
			}
		}
	}
	return new Definition();
}
/* @__NO_SIDE_EFFECTS__ */
function $constructor(name, initializer, proto, params) {
	const zodProto = {};
	function Internals(def) {
		this.def = def;
		this.constr = _;
		this.traits = /* @__PURE__ */ new Set();
	}
	Internals.prototype = zodProto;
	const protoMembers = proto;
	const initialized = protoMembers && /* @__PURE__ */ new WeakSet();
	function init(inst, def) {
		if (!inst._zod) {
			_zodDesc.value = new Internals(def);
			try {
				Object.defineProperty(inst, "_zod", _zodDesc);
			} finally {
				_zodDesc.value = void 0;
			}
		} else if (inst._zod.traits.has(name)) return;
		inst._zod.traits.add(name);
		initializer(inst, def);
		if (initialized) {
			const own = Object.getPrototypeOf(inst);
			const ctorProto = inst._zod.constr.prototype;
			let up = own;
			while (up && up !== ctorProto) up = Object.getPrototypeOf(up);
			const target = up ?? own;
			if (!initialized.has(target)) {
				initialized.add(target);
				members(target, protoMembers);
			}
		}
		const proto = _.prototype;
		for (const k in proto) {
			if (!Object.prototype.hasOwnProperty.call(proto, k)) continue;
			if (!(k in inst)) inst[k] = proto[k].bind(inst);
		}
	}
	const Parent = params?.Parent ?? Object;
	class Definition extends Parent {}
	Object.defineProperty(Definition, "name", { value: name });
	function _(def) {
		const inst = params?.Parent ? newError(Definition) : this;
		init(inst, def);
		const deferred = inst._zod.deferred;
		if (deferred) {
			for (const fn of deferred) fn();
			inst._zod.deferred = void 0;
		}
		const pp = globalThis.__zod_globalConfig?.postProcessor;
		if (pp) pp(inst);
		return inst;
	}
	Object.defineProperty(_, "init", { value: init });
	Object.defineProperty(_, Symbol.hasInstance, { value: (inst) => {
		if (params?.Parent && inst instanceof params.Parent) return true;
		return inst?._zod?.traits?.has(name);
	} });
	Object.defineProperty(_, "name", { value: name });
	return _;
}
var $ZodAsyncError = class extends Error {
	constructor() {
		super(`Encountered Promise during synchronous parse. Use .parseAsync() instead.`);
	}
};
var $ZodEncodeError = class extends Error {
	constructor(name) {
		super(`Encountered unidirectional transform during encode: ${name}`);
		this.name = "ZodEncodeError";
	}
};
(_a = globalThis).__zod_globalConfig ?? (_a.__zod_globalConfig = {});
var globalConfig = globalThis.__zod_globalConfig;
function config(newConfig) {
	if (newConfig) Object.assign(globalConfig, newConfig);
	return globalConfig;
}
// ../../node_modules/zod/v4/core/errors.js
function _getMessage() {
	const internals = this._zod;
	internals.message ?? (internals.message = JSON.stringify(internals.def, jsonStringifyReplacer, 2));
	return internals.message;
}
function _setMessage(value) {
	this._zod.message = value;
}
var _messageDesc = {
	get: _getMessage,
	set: _setMessage,
	enumerable: true,
	configurable: true
};
var _issuesDesc = {
	value: void 0,
	enumerable: false
};
var _installedToString = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]);
var initializer = (inst, def) => {
	inst.name = "$ZodError";
	_issuesDesc.value = def;
	Object.defineProperty(inst, "issues", _issuesDesc);
	_issuesDesc.value = void 0;
	Object.defineProperty(inst, "message", _messageDesc);
	const proto = Object.getPrototypeOf(inst);
	if (!_installedToString.has(proto)) {
		_installedToString.add(proto);
		Object.defineProperty(proto, "toString", {
			configurable: true,
			enumerable: false,
			get() {
				const value = () => this.message;
				Object.defineProperty(this, "toString", {
					value,
					configurable: true,
					writable: true
				});
				return value;
			},
			set(value) {
				Object.defineProperty(this, "toString", {
					value,
					configurable: true,
					writable: true
				});
			}
		});
	}
};
var $ZodRealError = /* @__PURE__ */ $constructor("$ZodError", initializer, void 0, { Parent: Error });
// ../../node_modules/zod/v4/core/parse.js
var _parse = (_Err) => {
	const fn = (schema, value, _ctx, _params) => {
		const ctx = _ctx ? {
			..._ctx,
			async: false
		} : { async: false };
		const result = schema._zod.run({
			value,
			issues: []
		}, ctx);
		if (result instanceof Promise) throw new $ZodAsyncError();
		if (result.issues.length) {
			const e = new ((_params?.Err) ?? _Err)(result.issues.map((iss) => finalizeIssue(iss, ctx, config())));
			captureStackTrace(e, _params?.callee ?? fn);
			throw e;
		}
		return result.value;
	};
	return fn;
};
var parse = /* @__PURE__*/ _parse($ZodRealError);
var _parseAsync = (_Err) => {
	const fn = async (schema, value, _ctx, params) => {
		const ctx = _ctx ? {
			..._ctx,
			async: true
		} : { async: true };
		let result = schema._zod.run({
			value,
			issues: []
		}, ctx);
		if (result instanceof Promise) result = await result;
		if (result.issues.length) {
			const e = new ((params?.Err) ?? _Err)(result.issues.map((iss) => finalizeIssue(iss, ctx, config())));
			captureStackTrace(e, params?.callee ?? fn);
			throw e;
		}
		return result.value;
	};
	return fn;
};
var parseAsync = /* @__PURE__*/ _parseAsync($ZodRealError);
var _safeParse = (_Err) => (schema, value, _ctx) => {
	const ctx = _ctx ? {
		..._ctx,
		async: false
	} : { async: false };
	const result = schema._zod.run({
		value,
		issues: []
	}, ctx);
	if (result instanceof Promise) throw new $ZodAsyncError();
	return result.issues.length ? failure(_Err, result.issues, ctx) : {
		success: true,
		data: result.value
	};
};
var safeParse = /* @__PURE__*/ _safeParse($ZodRealError);
function failure(Err, issues, ctx) {
	let error;
	return {
		success: false,
		get error() {
			if (!error) {
				error = new Err(issues.map((iss) => finalizeIssue(iss, ctx, config())));
				issues = void 0;
				ctx = void 0;
			}
			return error;
		},
		set error(e) {
			error = e;
			issues = void 0;
			ctx = void 0;
		}
	};
}
var _safeParseAsync = (_Err) => async (schema, value, _ctx) => {
	const ctx = _ctx ? {
		..._ctx,
		async: true
	} : { async: true };
	let result = schema._zod.run({
		value,
		issues: []
	}, ctx);
	if (result instanceof Promise) result = await result;
	return result.issues.length ? failure(_Err, result.issues, ctx) : {
		success: true,
		data: result.value
	};
};
var safeParseAsync = /* @__PURE__*/ _safeParseAsync($ZodRealError);
// ../../node_modules/zod/v4/core/regexes.js
/** Practical email validation */
var email$1 = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
var dateSource = `(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))`;
/** Anchors a pattern source. The interpolation lives here rather than at the call site because
* esbuild will not drop a `@__PURE__` call whose own argument interpolates a variable, but it
* will drop `anchor(dateSource)`. Keeping it inline pinned `date` into every bundle. */
function anchor(source) {
	return new RegExp(`^${source}$`);
}
var date$1 = /*@__PURE__*/ anchor(dateSource);
var anyString = /^[\s\S]{0,}$/;
var number$2 = /^-?\d+(?:\.\d+)?$/;
var boolean$1 = /^(?:true|false)$/i;
var _null$2 = /^null$/i;
// ../../node_modules/zod/v4/core/checks.js
var $ZodCheck = /*@__PURE__*/ $constructor("$ZodCheck", (inst, def) => {
	var _a;
	inst._zod ?? (inst._zod = {});
	inst._zod.def = def;
	(_a = inst._zod).onattach ?? (_a.onattach = []);
});
/** Default `when` for length-based checks: run only on non-nullish values with a `length`. */
var _whenHasLength = (payload) => {
	const val = payload.value;
	return !nullish$1(val) && val.length !== void 0;
};
var numericOriginMap = {
	number: "number",
	bigint: "bigint",
	object: "date"
};
var $ZodCheckLessThan = /*@__PURE__*/ $constructor("$ZodCheckLessThan", (inst, def) => {
	$ZodCheck.init(inst, def);
	const origin = numericOriginMap[typeof def.value];
	inst._zod.check = (payload) => {
		if (def.inclusive ? payload.value <= def.value : payload.value < def.value) return;
		payload.issues.push({
			origin: numericOriginMap[typeof payload.value] ?? origin,
			code: "too_big",
			maximum: typeof def.value === "object" ? def.value.getTime() : def.value,
			input: payload.value,
			inclusive: def.inclusive,
			inst,
			continue: !def.abort
		});
	};
});
var $ZodCheckGreaterThan = /*@__PURE__*/ $constructor("$ZodCheckGreaterThan", (inst, def) => {
	$ZodCheck.init(inst, def);
	const origin = numericOriginMap[typeof def.value];
	inst._zod.check = (payload) => {
		if (def.inclusive ? payload.value >= def.value : payload.value > def.value) return;
		payload.issues.push({
			origin: numericOriginMap[typeof payload.value] ?? origin,
			code: "too_small",
			minimum: typeof def.value === "object" ? def.value.getTime() : def.value,
			input: payload.value,
			inclusive: def.inclusive,
			inst,
			continue: !def.abort
		});
	};
});
var $ZodCheckNumberFormat = /*@__PURE__*/ $constructor("$ZodCheckNumberFormat", (inst, def) => {
	$ZodCheck.init(inst, def);
	def.format = def.format || "float64";
	const isInt = def.format?.includes("int");
	const origin = isInt ? "int" : "number";
	const [minimum, maximum] = NUMBER_FORMAT_RANGES[def.format];
	inst._zod.check = (payload) => {
		const input = payload.value;
		if (isInt) {
			if (!Number.isInteger(input)) {
				payload.issues.push({
					expected: origin,
					format: def.format,
					code: "invalid_type",
					continue: false,
					input,
					inst
				});
				return;
			}
			if (!Number.isSafeInteger(input)) {
				if (input > 0) payload.issues.push({
					input,
					code: "too_big",
					maximum: Number.MAX_SAFE_INTEGER,
					note: "Integers must be within the safe integer range.",
					inst,
					origin,
					inclusive: true,
					continue: !def.abort
				});
				else payload.issues.push({
					input,
					code: "too_small",
					minimum: Number.MIN_SAFE_INTEGER,
					note: "Integers must be within the safe integer range.",
					inst,
					origin,
					inclusive: true,
					continue: !def.abort
				});
				return;
			}
		}
		if (input < minimum) payload.issues.push({
			origin: "number",
			input,
			code: "too_small",
			minimum,
			inclusive: true,
			inst,
			continue: !def.abort
		});
		if (input > maximum) payload.issues.push({
			origin: "number",
			input,
			code: "too_big",
			maximum,
			inclusive: true,
			inst,
			continue: !def.abort
		});
	};
});
var $ZodCheckMaxLength = /*@__PURE__*/ $constructor("$ZodCheckMaxLength", (inst, def) => {
	var _a;
	$ZodCheck.init(inst, def);
	(_a = inst._zod.def).when ?? (_a.when = _whenHasLength);
	inst._zod.check = (payload) => {
		const input = payload.value;
		const units = input.length;
		if ((typeof input === "string" && units > def.maximum ? codePointLength(input) : units) <= def.maximum) return;
		const origin = getLengthableOrigin(input);
		payload.issues.push({
			origin,
			code: "too_big",
			maximum: def.maximum,
			inclusive: true,
			input,
			inst,
			continue: !def.abort
		});
	};
});
var $ZodCheckMinLength = /*@__PURE__*/ $constructor("$ZodCheckMinLength", (inst, def) => {
	var _a;
	$ZodCheck.init(inst, def);
	(_a = inst._zod.def).when ?? (_a.when = _whenHasLength);
	inst._zod.check = (payload) => {
		const input = payload.value;
		const units = input.length;
		if ((typeof input === "string" && units >= def.minimum && units < def.minimum * 2 ? codePointLength(input) : units) >= def.minimum) return;
		const origin = getLengthableOrigin(input);
		payload.issues.push({
			origin,
			code: "too_small",
			minimum: def.minimum,
			inclusive: true,
			input,
			inst,
			continue: !def.abort
		});
	};
});
var $ZodCheckStringFormat = /*@__PURE__*/ $constructor("$ZodCheckStringFormat", (inst, def) => {
	var _a, _b;
	$ZodCheck.init(inst, def);
	if (def.pattern) (_a = inst._zod).check ?? (_a.check = (payload) => {
		def.pattern.lastIndex = 0;
		if (def.pattern.test(payload.value)) return;
		payload.issues.push({
			origin: "string",
			code: "invalid_format",
			format: def.format,
			input: payload.value,
			...def.pattern ? { pattern: def.pattern.toString() } : {},
			inst,
			continue: !def.abort
		});
	});
	else (_b = inst._zod).check ?? (_b.check = () => {});
});
var $ZodCheckRegex = /*@__PURE__*/ $constructor("$ZodCheckRegex", (inst, def) => {
	$ZodCheckStringFormat.init(inst, def);
	inst._zod.check = (payload) => {
		def.pattern.lastIndex = 0;
		if (def.pattern.test(payload.value)) return;
		payload.issues.push({
			origin: "string",
			code: "invalid_format",
			format: "regex",
			input: payload.value,
			pattern: def.pattern.toString(),
			inst,
			continue: !def.abort
		});
	};
});
var $ZodCheckOverwrite = /*@__PURE__*/ $constructor("$ZodCheckOverwrite", (inst, def) => {
	$ZodCheck.init(inst, def);
	inst._zod.check = (payload) => {
		payload.value = def.tx(payload.value);
	};
});
// ../../node_modules/zod/v4/core/versions.js
var version = {
	major: 4,
	minor: 6,
	patch: 7
};
// ../../node_modules/zod/v4/core/schemas.js
var $ZodType = /*@__PURE__*/ $constructor("$ZodType", (inst, def) => {
	var _a;
	inst ?? (inst = {});
	inst._zod.def = def;
	inst._zod.bag = inst._zod.bag || {};
	inst._zod.version = version;
	const defChecks = inst._zod.def.checks;
	const checks = inst._zod.traits.has("$ZodCheck") ? [inst, ...defChecks ?? []] : defChecks?.length ? [...defChecks] : [];
	for (const ch of checks) for (const fn of ch._zod.onattach) fn(inst);
	if (checks.length === 0) {
		(_a = inst._zod).deferred ?? (_a.deferred = []);
		inst._zod.deferred?.push(() => {
			inst._zod.run = inst._zod.parse;
		});
	} else {
		const runChecks = (payload, checks, ctx) => {
			if (payload.memo) return payload;
			let isAborted = aborted(payload);
			let asyncResult;
			for (const ch of checks) {
				if (ch._zod.def.when) {
					if (explicitlyAborted(payload)) continue;
					if (!ch._zod.def.when(payload)) continue;
				} else if (isAborted) continue;
				const currLen = payload.issues.length;
				const _ = ch._zod.check(payload);
				if (_ instanceof Promise && ctx?.async === false) throw new $ZodAsyncError();
				if (asyncResult || _ instanceof Promise) asyncResult = (asyncResult ?? Promise.resolve()).then(async () => {
					await _;
					if (payload.issues.length === currLen) return;
					attachSchema(payload.issues, currLen, inst);
					if (!isAborted) isAborted = aborted(payload, currLen);
				});
				else {
					if (payload.issues.length === currLen) continue;
					attachSchema(payload.issues, currLen, inst);
					if (!isAborted) isAborted = aborted(payload, currLen);
				}
			}
			if (asyncResult) return asyncResult.then(() => {
				return payload;
			});
			return payload;
		};
		const handleCanaryResult = (canary, payload, ctx) => {
			if (aborted(canary)) {
				canary.aborted = true;
				return canary;
			}
			const checkResult = runChecks(payload, checks, ctx);
			if (checkResult instanceof Promise) {
				if (ctx.async === false) throw new $ZodAsyncError();
				return checkResult.then((checkResult) => inst._zod.parse(checkResult, ctx));
			}
			return inst._zod.parse(checkResult, ctx);
		};
		inst._zod.run = (payload, ctx) => {
			if (ctx.skipChecks) return inst._zod.parse(payload, ctx);
			if (ctx.direction === "backward") {
				const canary = inst._zod.parse({
					value: payload.value,
					issues: []
				}, {
					...ctx,
					skipChecks: true
				});
				if (canary instanceof Promise) return canary.then((canary) => {
					return handleCanaryResult(canary, payload, ctx);
				});
				return handleCanaryResult(canary, payload, ctx);
			}
			const result = inst._zod.parse(payload, ctx);
			if (result instanceof Promise) {
				if (ctx.async === false) throw new $ZodAsyncError();
				return result.then((result) => runChecks(result, checks, ctx));
			}
			return runChecks(result, checks, ctx);
		};
	}
}, {
	get "~standard"() {
		return hide(this, "~standard", standardProps(this));
	},
	set "~standard"(value) {
		own(this, "~standard", value);
	}
});
/** The Standard Schema surface for `inst`. Shared so wrappers can extend it without forcing it. */
var toStandardResult = (r, ctx) => r.issues.length ? { issues: r.issues.map((iss) => finalizeIssue(iss, ctx, config())) } : { value: r.value };
async function validateAsync(inst, value) {
	const ctx = { async: true };
	return toStandardResult(await inst._zod.run({
		value,
		issues: []
	}, ctx), ctx);
}
function standardProps(inst) {
	return {
		validate: (value) => {
			const ctx = { async: false };
			try {
				const r = inst._zod.run({
					value,
					issues: []
				}, ctx);
				if (!(r instanceof Promise)) return toStandardResult(r, ctx);
			} catch (_) {}
			return validateAsync(inst, value);
		},
		vendor: "zod",
		version: 1
	};
}
var $ZodString = /*@__PURE__*/ $constructor("$ZodString", (inst, def) => {
	$ZodType.init(inst, def);
	inst._zod.pattern = def.pattern ?? anyString;
	inst._zod.parse = (payload, _) => {
		if (def.coerce) try {
			payload.value = String(payload.value);
		} catch (_) {}
		if (typeof payload.value === "string") return payload;
		payload.issues.push({
			expected: "string",
			code: "invalid_type",
			input: payload.value,
			inst
		});
		return payload;
	};
});
var $ZodStringFormat = /*@__PURE__*/ $constructor("$ZodStringFormat", (inst, def) => {
	$ZodCheckStringFormat.init(inst, def);
	$ZodString.init(inst, def);
});
var $ZodEmail = /*@__PURE__*/ $constructor("$ZodEmail", (inst, def) => {
	def.pattern ?? (def.pattern = email$1);
	$ZodStringFormat.init(inst, def);
});
var $ZodISODate = /*@__PURE__*/ $constructor("$ZodISODate", (inst, def) => {
	def.pattern ?? (def.pattern = date$1);
	$ZodStringFormat.init(inst, def);
});
var $ZodNumber = /*@__PURE__*/ $constructor("$ZodNumber", (inst, def) => {
	$ZodType.init(inst, def);
	inst._zod.pattern = number$2;
	inst._zod.parse = (payload, _ctx) => {
		if (def.coerce) try {
			payload.value = Number(payload.value);
		} catch (_) {}
		const input = payload.value;
		if (typeof input === "number" && !Number.isNaN(input) && Number.isFinite(input)) return payload;
		const received = typeof input === "number" ? Number.isNaN(input) ? "NaN" : !Number.isFinite(input) ? String(input) : void 0 : void 0;
		payload.issues.push({
			expected: "number",
			code: "invalid_type",
			input,
			inst,
			...received ? { received } : {}
		});
		return payload;
	};
});
var $ZodNumberFormat = /*@__PURE__*/ $constructor("$ZodNumberFormat", (inst, def) => {
	$ZodCheckNumberFormat.init(inst, def);
	$ZodNumber.init(inst, def);
});
var $ZodBoolean = /*@__PURE__*/ $constructor("$ZodBoolean", (inst, def) => {
	$ZodType.init(inst, def);
	inst._zod.pattern = boolean$1;
	inst._zod.parse = (payload, _ctx) => {
		if (def.coerce) try {
			payload.value = Boolean(payload.value);
		} catch (_) {}
		const input = payload.value;
		if (typeof input === "boolean") return payload;
		payload.issues.push({
			expected: "boolean",
			code: "invalid_type",
			input,
			inst
		});
		return payload;
	};
});
var $ZodNull = /*@__PURE__*/ $constructor("$ZodNull", (inst, def) => {
	$ZodType.init(inst, def);
	inst._zod.pattern = _null$2;
	inst._zod.values = /* @__PURE__ */ new Set([null]);
	inst._zod.parse = (payload, _ctx) => {
		const input = payload.value;
		if (input === null) return payload;
		payload.issues.push({
			expected: "null",
			code: "invalid_type",
			input,
			inst
		});
		return payload;
	};
});
var $ZodUnknown = /*@__PURE__*/ $constructor("$ZodUnknown", (inst, def) => {
	$ZodType.init(inst, def);
	inst._zod.parse = (payload) => payload;
});
function capSize(inst, size) {
	const caps = sizeCaps(inst._zod.def.checks);
	if (!caps.length) return;
	const cap = Math.min(...caps.map((c) => c[0]));
	const parse = inst._zod.parse;
	inst._zod.parse = (payload, ctx) => {
		const n = size(payload.value);
		if (n > cap && !ctx?.skipChecks && ctx?.direction !== "backward") {
			for (const [max, ch] of sizeCaps(inst._zod.def.checks)) if (n > max && ch._zod.def.when(payload)) {
				const start = payload.issues.length;
				ch._zod.check(payload);
				payload.issues[start].continue = false;
				attachSchema(payload.issues, start, inst);
				return payload;
			}
		}
		return parse(payload, ctx);
	};
}
var arraySize = (input) => Array.isArray(input) ? input.length : -1;
function handleArrayResult(result, final, index) {
	if (result.issues.length) final.issues.push(...prefixIssues(index, result.issues));
	final.value[index] = result.value;
}
var $ZodArray = /*@__PURE__*/ $constructor("$ZodArray", (inst, def) => {
	$ZodType.init(inst, def);
	const memo = globalConfig.memoizer;
	memo?.attach(inst);
	inst._zod.parse = (payload, ctx) => {
		const input = payload.value;
		if (!Array.isArray(input)) {
			payload.issues.push({
				expected: "array",
				code: "invalid_type",
				input,
				inst
			});
			return payload;
		}
		payload.value = memo ? memo.alloc(inst, payload, Array(input.length), ctx) : Array(input.length);
		const proms = [];
		const abortEarly = ctx?.abortEarly;
		for (let i = 0; i < input.length; i++) {
			const item = input[i];
			const result = def.element._zod.run({
				value: item,
				issues: []
			}, ctx);
			if (result instanceof Promise) proms.push(result.then((result) => handleArrayResult(result, payload, i)));
			else {
				handleArrayResult(result, payload, i);
				if (abortEarly && result.issues.length !== 0 && aborted(result)) break;
			}
		}
		if (proms.length) return Promise.all(proms).then(() => payload);
		return payload;
	};
	capSize(inst, arraySize);
});
function handlePropertyResult(result, final, key, input, optin, optout) {
	const isPresent = key in input;
	const isOptionalOut = optout === "optional";
	if (!isPresent && isOptionalOut && optin === "optional") return;
	if (result.issues.length) {
		if (optin !== void 0 && isOptionalOut && !isPresent) return;
		final.issues.push(...prefixIssues(key, result.issues));
	}
	if (!isPresent && optin === void 0) {
		if (!result.issues.length) final.issues.push({
			code: "invalid_type",
			expected: "nonoptional",
			input: void 0,
			path: [key]
		});
		return;
	}
	if (result.value === void 0) {
		if (isPresent || optin === "defaulted" && !isOptionalOut) final.value[key] = void 0;
	} else final.value[key] = result.value;
}
var NO_SYMBOL_KEYS = [];
function normalizeDef(def) {
	const keys = Object.keys(def.shape);
	const ownSymbols = Object.getOwnPropertySymbols(def.shape);
	const symbolKeys = ownSymbols.length ? ownSymbols : NO_SYMBOL_KEYS;
	const allKeys = symbolKeys.length ? [...keys, ...symbolKeys] : keys;
	for (const k of allKeys) if (!def.shape?.[k]?._zod?.traits?.has("$ZodType")) throw new Error(`Invalid element at key "${String(k)}": expected a Zod schema`);
	const okeys = optionalKeys(def.shape);
	return {
		...def,
		allKeys,
		symbolKeys,
		keySet: new Set(keys),
		numKeys: keys.length,
		optionalKeys: new Set(okeys)
	};
}
function handleCatchall(proms, input, payload, ctx, def, inst, abortEarly) {
	const unrecognized = [];
	const keySet = def.keySet;
	const _catchall = def.catchall._zod;
	const t = _catchall.def.type;
	const optin = _catchall.optin;
	const optout = _catchall.optout;
	let seen = 0;
	for (const key in input) {
		if (abortEarly && payload.issues.length !== seen) {
			if (aborted(payload, seen)) break;
			seen = payload.issues.length;
		}
		if (keySet.has(key)) continue;
		if (key === "__proto__") {
			if (t === "never") unrecognized.push(key);
			continue;
		}
		if (t === "never") {
			unrecognized.push(key);
			continue;
		}
		const r = _catchall.run({
			value: input[key],
			issues: []
		}, ctx);
		if (r instanceof Promise) proms.push(r.then((r) => handlePropertyResult(r, payload, key, input, optin, optout)));
		else handlePropertyResult(r, payload, key, input, optin, optout);
	}
	if (unrecognized.length) payload.issues.push({
		code: "unrecognized_keys",
		keys: unrecognized,
		input,
		inst,
		continue: true
	});
	if (!proms.length) return payload;
	return Promise.all(proms).then(() => {
		return payload;
	});
}
var $ZodObject = /*@__PURE__*/ $constructor("$ZodObject", (inst, def) => {
	$ZodType.init(inst, def);
	const desc = Object.getOwnPropertyDescriptor(def, "shape");
	const sh = desc?.get ? desc.get.raw : def.shape ?? {};
	if (sh) {
		const get = () => {
			const newSh = { ...sh };
			Object.defineProperty(def, "shape", { value: newSh });
			get.raw = newSh;
			return newSh;
		};
		get.raw = sh;
		Object.defineProperty(def, "shape", { get });
	}
	const _normalized = cached(() => normalizeDef(def));
	defineLazyInternal(inst, "propValues", (zod) => {
		const shape = zod.def.shape;
		const propValues = {};
		for (const key in shape) {
			const field = shape[key]._zod;
			if (field.values) {
				if (!Object.prototype.hasOwnProperty.call(propValues, key)) assignProp(propValues, key, /* @__PURE__ */ new Set());
				for (const v of field.values) propValues[key].add(v);
				if (field.optin !== void 0) propValues[key].add(void 0);
			}
		}
		return propValues;
	});
	const isObject$1 = isObject;
	const catchall = def.catchall;
	let value;
	const memo = globalConfig.memoizer;
	memo?.attach(inst);
	inst._zod.parse = (payload, ctx) => {
		value ?? (value = _normalized.value);
		const input = payload.value;
		if (!isObject$1(input)) {
			payload.issues.push({
				expected: "object",
				code: "invalid_type",
				input,
				inst
			});
			return payload;
		}
		payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
		const proms = [];
		const shape = value.shape;
		const abortEarly = ctx?.abortEarly;
		let seen = payload.issues.length;
		for (const key of value.allKeys) {
			if (abortEarly && payload.issues.length !== seen) {
				if (aborted(payload, seen)) break;
				seen = payload.issues.length;
			}
			if (key === "__proto__") continue;
			const el = shape[key];
			const optin = el._zod.optin;
			const optout = el._zod.optout;
			const r = el._zod.run({
				value: input[key],
				issues: []
			}, ctx);
			if (r instanceof Promise) proms.push(r.then((r) => handlePropertyResult(r, payload, key, input, optin, optout)));
			else handlePropertyResult(r, payload, key, input, optin, optout);
		}
		if (!catchall) return proms.length ? Promise.all(proms).then(() => payload) : payload;
		return handleCatchall(proms, input, payload, ctx, _normalized.value, inst, abortEarly === true);
	};
});
function handleUnionResults(results, final, inst, ctx) {
	for (const result of results) if (result.issues.length === 0) {
		final.value = result.value;
		return final;
	}
	const nonaborted = results.filter((r) => !aborted(r));
	if (nonaborted.length === 1) {
		final.value = nonaborted[0].value;
		return nonaborted[0];
	}
	final.issues.push({
		code: "invalid_union",
		input: final.value,
		inst,
		errors: results.map((result) => result.issues.map((iss) => finalizeIssue(iss, ctx, config())))
	});
	return final;
}
var $ZodUnion = /*@__PURE__*/ $constructor("$ZodUnion", (inst, def) => {
	$ZodType.init(inst, def);
	defineLazyInternal(inst, "optin", (zod) => zod.def.options.some((o) => o._zod.optin === "defaulted") ? "defaulted" : zod.def.options.some((o) => o._zod.optin !== void 0) ? "optional" : void 0);
	defineLazyInternal(inst, "optout", (zod) => zod.def.options.some((o) => o._zod.optout === "optional") ? "optional" : void 0);
	defineLazyInternal(inst, "values", (zod) => {
		if (zod.def.options.every((o) => o._zod.values)) return new Set(zod.def.options.flatMap((option) => Array.from(option._zod.values)));
	});
	defineLazyInternal(inst, "pattern", (zod) => {
		if (zod.def.options.every((o) => o._zod.pattern)) {
			const patterns = zod.def.options.map((o) => o._zod.pattern);
			return new RegExp(`^(${patterns.map((p) => cleanRegex(p.source)).join("|")})$`);
		}
	});
	const first = def.options.length === 1 ? def.options[0]._zod.run : null;
	inst._zod.parse = (payload, ctx) => {
		if (first) return first(payload, ctx);
		let async = false;
		const results = [];
		for (const option of def.options) {
			const result = option._zod.run({
				value: payload.value,
				issues: []
			}, ctx);
			if (result instanceof Promise) {
				results.push(result);
				async = true;
			} else {
				if (result.issues.length === 0) return result;
				results.push(result);
			}
		}
		if (!async) return handleUnionResults(results, payload, inst, ctx);
		return Promise.all(results).then((results) => {
			return handleUnionResults(results, payload, inst, ctx);
		});
	};
});
var $ZodRecord = /*@__PURE__*/ $constructor("$ZodRecord", (inst, def) => {
	$ZodType.init(inst, def);
	const memo = globalConfig.memoizer;
	memo?.attach(inst);
	inst._zod.parse = (payload, ctx) => {
		const input = payload.value;
		if (!isPlainObject$3(input)) {
			payload.issues.push({
				expected: "record",
				code: "invalid_type",
				input,
				inst
			});
			return payload;
		}
		const proms = [];
		const values = def.keyType._zod.values;
		if (values && !def.partial) {
			payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
			const recordKeys = /* @__PURE__ */ new Set();
			for (const key of values) if (typeof key === "string" || typeof key === "number" || typeof key === "symbol") {
				recordKeys.add(typeof key === "number" ? key.toString() : key);
				if (key === "__proto__") continue;
				const keyResult = def.keyType._zod.run({
					value: key,
					issues: []
				}, ctx);
				if (keyResult instanceof Promise) throw new Error("Async schemas not supported in object keys currently");
				if (keyResult.issues.length) {
					payload.issues.push({
						code: "invalid_key",
						origin: "record",
						issues: keyResult.issues.map((iss) => finalizeIssue(iss, ctx, config())),
						input: key,
						path: [key],
						inst
					});
					continue;
				}
				const outKey = keyResult.value;
				if (outKey === "__proto__") continue;
				const result = def.valueType._zod.run({
					value: input[key],
					issues: []
				}, ctx);
				if (result instanceof Promise) proms.push(result.then((result) => {
					if (result.issues.length) payload.issues.push(...prefixIssues(key, result.issues));
					payload.value[outKey] = result.value;
				}));
				else {
					if (result.issues.length) payload.issues.push(...prefixIssues(key, result.issues));
					payload.value[outKey] = result.value;
				}
			}
			let unrecognized;
			for (const key in input) if (!recordKeys.has(key)) {
				if (def.mode === "loose") {
					if (key === "__proto__") continue;
					payload.value[key] = input[key];
				} else {
					unrecognized = unrecognized ?? [];
					unrecognized.push(key);
				}
			}
			if (unrecognized && unrecognized.length > 0) payload.issues.push({
				code: "unrecognized_keys",
				input,
				inst,
				keys: unrecognized,
				continue: true
			});
		} else {
			payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
			let unrecognized;
			for (const key of Reflect.ownKeys(input)) {
				if (key === "__proto__") continue;
				if (!Object.prototype.propertyIsEnumerable.call(input, key)) continue;
				let keyResult = def.keyType._zod.run({
					value: key,
					issues: []
				}, ctx);
				if (keyResult instanceof Promise) throw new Error("Async schemas not supported in object keys currently");
				if (typeof key === "string" && number$2.test(key) && keyResult.issues.length) {
					const retryResult = def.keyType._zod.run({
						value: Number(key),
						issues: []
					}, ctx);
					if (retryResult instanceof Promise) throw new Error("Async schemas not supported in object keys currently");
					if (retryResult.issues.length === 0) keyResult = retryResult;
				}
				if (keyResult.issues.length) {
					if (def.mode === "loose") payload.value[key] = input[key];
					else if (values) {
						unrecognized = unrecognized ?? [];
						unrecognized.push(key);
					} else payload.issues.push({
						code: "invalid_key",
						origin: "record",
						issues: keyResult.issues.map((iss) => finalizeIssue(iss, ctx, config())),
						input: key,
						path: [key],
						inst
					});
					continue;
				}
				const outKey = keyResult.value;
				if (outKey === "__proto__") continue;
				const result = def.valueType._zod.run({
					value: input[key],
					issues: []
				}, ctx);
				if (result instanceof Promise) proms.push(result.then((result) => {
					if (result.issues.length) payload.issues.push(...prefixIssues(key, result.issues));
					payload.value[outKey] = result.value;
				}));
				else {
					if (result.issues.length) payload.issues.push(...prefixIssues(key, result.issues));
					payload.value[outKey] = result.value;
				}
			}
			if (unrecognized && unrecognized.length > 0) payload.issues.push({
				code: "unrecognized_keys",
				input,
				inst,
				keys: unrecognized,
				continue: true
			});
		}
		if (proms.length) return Promise.all(proms).then(() => payload);
		return payload;
	};
});
var $ZodEnum = /*@__PURE__*/ $constructor("$ZodEnum", (inst, def) => {
	$ZodType.init(inst, def);
	const values = getEnumValues(def.entries);
	const valuesSet = new Set(values);
	inst._zod.values = valuesSet;
	defineLazyInternal(inst, "pattern", (zod) => {
		const patternValues = getEnumValues(zod.def.entries).filter((k) => propertyKeyTypes.has(typeof k));
		return new RegExp(patternValues.length ? `^(${patternValues.map((o) => escapeRegex(o.toString())).join("|")})$` : "^[^\\s\\S]$");
	});
	inst._zod.parse = (payload, _ctx) => {
		const input = payload.value;
		if (valuesSet.has(input)) return payload;
		payload.issues.push({
			code: "invalid_value",
			values,
			input,
			inst
		});
		return payload;
	};
});
var $ZodLiteral = /*@__PURE__*/ $constructor("$ZodLiteral", (inst, def) => {
	$ZodType.init(inst, def);
	const values = new Set(def.values);
	inst._zod.values = values;
	defineLazyInternal(inst, "pattern", (zod) => {
		const vals = zod.def.values;
		return new RegExp(vals.length ? `^(${vals.map((o) => typeof o === "string" ? escapeRegex(o) : o ? escapeRegex(o.toString()) : String(o)).join("|")})$` : "^[^\\s\\S]$");
	});
	inst._zod.parse = (payload, _ctx) => {
		const input = payload.value;
		if (values.has(input)) return payload;
		payload.issues.push({
			code: "invalid_value",
			values: def.values,
			input,
			inst
		});
		return payload;
	};
});
var $ZodTransform = /*@__PURE__*/ $constructor("$ZodTransform", (inst, def) => {
	$ZodType.init(inst, def);
	inst._zod.optin = "optional";
	globalConfig.memoizer?.guard(inst);
	inst._zod.parse = (payload, ctx) => {
		if (ctx.direction === "backward") throw new $ZodEncodeError(inst.constructor.name);
		const _out = def.transform(payload.value, payload);
		if (ctx.async) return (_out instanceof Promise ? _out : Promise.resolve(_out)).then((output) => {
			payload.value = output;
			return payload;
		});
		if (_out instanceof Promise) throw new $ZodAsyncError();
		payload.value = _out;
		return payload;
	};
});
function handleOptionalResult(payload, result) {
	payload.value = result.issues.length ? void 0 : result.value;
	return payload;
}
var $ZodOptional = /*@__PURE__*/ $constructor("$ZodOptional", (inst, def) => {
	$ZodType.init(inst, def);
	defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional");
	inst._zod.optout = "optional";
	defineLazyInternal(inst, "values", (zod) => {
		const values = zod.def.innerType._zod.values;
		return values ? /* @__PURE__ */ new Set([...values, void 0]) : void 0;
	});
	defineLazyInternal(inst, "pattern", (zod) => {
		const pattern = zod.def.innerType._zod.pattern;
		return pattern ? new RegExp(`^(${cleanRegex(pattern.source)})?$`) : void 0;
	});
	inst._zod.parse = (payload, ctx) => {
		if (payload.value === void 0) {
			if (def.innerType._zod.optin !== "defaulted") return payload;
			const result = def.innerType._zod.run({
				value: payload.value,
				issues: []
			}, ctx);
			if (result instanceof Promise) return result.then((result) => handleOptionalResult(payload, result));
			return handleOptionalResult(payload, result);
		}
		return def.innerType._zod.run(payload, ctx);
	};
});
var $ZodNullable = /*@__PURE__*/ $constructor("$ZodNullable", (inst, def) => {
	$ZodType.init(inst, def);
	defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin);
	defineLazyInternal(inst, "optout", (zod) => zod.def.innerType._zod.optout);
	defineLazyInternal(inst, "pattern", (zod) => {
		const pattern = zod.def.innerType._zod.pattern;
		return pattern ? new RegExp(`^(${cleanRegex(pattern.source)}|null)$`) : void 0;
	});
	defineLazyInternal(inst, "values", (zod) => {
		return zod.def.innerType._zod.values ? /* @__PURE__ */ new Set([...zod.def.innerType._zod.values, null]) : void 0;
	});
	inst._zod.parse = (payload, ctx) => {
		if (payload.value === null) return payload;
		return def.innerType._zod.run(payload, ctx);
	};
});
var $ZodDefault = /*@__PURE__*/ $constructor("$ZodDefault", (inst, def) => {
	$ZodType.init(inst, def);
	inst._zod.optin = "defaulted";
	defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
	inst._zod.parse = (payload, ctx) => {
		if (ctx.direction === "backward") return def.innerType._zod.run(payload, ctx);
		if (payload.value === void 0) {
			payload.value = def.defaultValue;
			/**
			* $ZodDefault returns the default value immediately in forward direction.
			* It doesn't pass the default value into the validator ("prefault"). There's no reason to pass the default value through validation. The validity of the default is enforced by TypeScript statically. Otherwise, it's the responsibility of the user to ensure the default is valid. In the case of pipes with divergent in/out types, you can specify the default on the `in` schema of your ZodPipe to set a "prefault" for the pipe.   */
			return payload;
		}
		const result = def.innerType._zod.run(payload, ctx);
		if (result instanceof Promise) return result.then((result) => handleDefaultResult(result, def));
		return handleDefaultResult(result, def);
	};
});
function handleDefaultResult(payload, def) {
	if (payload.value === void 0) payload.value = def.defaultValue;
	return payload;
}
var $ZodPipe = /*@__PURE__*/ $constructor("$ZodPipe", (inst, def) => {
	$ZodType.init(inst, def);
	defineLazyInternal(inst, "values", (zod) => zod.def.in._zod.values);
	defineLazyInternal(inst, "optin", (zod) => zod.def.in._zod.optin);
	defineLazyInternal(inst, "optout", (zod) => zod.def.out._zod.optout);
	defineLazyInternal(inst, "propValues", (zod) => zod.def.in._zod.propValues);
	inst._zod.parse = (payload, ctx) => {
		if (ctx.direction === "backward") {
			const right = def.out._zod.run(payload, ctx);
			if (right instanceof Promise) return right.then((right) => handlePipeResult(right, def.in, ctx));
			return handlePipeResult(right, def.in, ctx);
		}
		const left = def.in._zod.run(payload, ctx);
		if (left instanceof Promise) return left.then((left) => handlePipeResult(left, def.out, ctx));
		return handlePipeResult(left, def.out, ctx);
	};
});
function handlePipeResult(left, next, ctx) {
	if (left.issues.some((iss) => iss.code !== "unrecognized_keys")) {
		left.aborted = true;
		return left;
	}
	return next._zod.run({
		value: left.value,
		issues: left.issues
	}, ctx);
}
var $ZodCustom = /*@__PURE__*/ $constructor("$ZodCustom", (inst, def) => {
	$ZodCheck.init(inst, def);
	$ZodType.init(inst, def);
	inst._zod.parse = (payload, _) => {
		return payload;
	};
	inst._zod.check = (payload) => {
		const input = payload.value;
		const r = def.fn(input);
		if (r instanceof Promise) return r.then((r) => handleRefineResult(r, payload, input, inst));
		handleRefineResult(r, payload, input, inst);
	};
});
function handleRefineResult(result, payload, input, inst) {
	if (!result) {
		const _iss = {
			code: "custom",
			input,
			inst,
			path: [...inst._zod.def.path ?? []],
			continue: !inst._zod.def.abort
		};
		if (inst._zod.def.params) _iss.params = inst._zod.def.params;
		payload.issues.push(issue(_iss));
	}
}
// ../../node_modules/zod/v4/core/api.js
function snapshotChecks(def) {
	if (def.checks) def.checks = [...def.checks];
	return def;
}
// @__NO_SIDE_EFFECTS__
function _string(Class, params) {
	return new Class(snapshotChecks({
		type: "string",
		...normalizeParams(params)
	}));
}
// @__NO_SIDE_EFFECTS__
function _coercedString(Class, params) {
	return new Class(snapshotChecks({
		type: "string",
		coerce: true,
		...normalizeParams(params)
	}));
}
// @__NO_SIDE_EFFECTS__
function _email(Class, params) {
	return new Class({
		type: "string",
		format: "email",
		check: "string_format",
		abort: false,
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _isoDate(Class, params) {
	return new Class({
		type: "string",
		format: "date",
		check: "string_format",
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _number(Class, params) {
	return new Class(snapshotChecks({
		type: "number",
		checks: [],
		...normalizeParams(params)
	}));
}
// @__NO_SIDE_EFFECTS__
function _coercedNumber(Class, params) {
	return new Class(snapshotChecks({
		type: "number",
		coerce: true,
		checks: [],
		...normalizeParams(params)
	}));
}
// @__NO_SIDE_EFFECTS__
function _int(Class, params) {
	return new Class({
		type: "number",
		check: "number_format",
		abort: false,
		format: "safeint",
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _boolean(Class, params) {
	return new Class({
		type: "boolean",
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _null$1(Class, params) {
	return new Class({
		type: "null",
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function _unknown(Class) {
	return new Class({ type: "unknown" });
}
// @__NO_SIDE_EFFECTS__
function _lte(value, params) {
	return new $ZodCheckLessThan({
		check: "less_than",
		...normalizeParams(params),
		value,
		inclusive: true
	});
}
// @__NO_SIDE_EFFECTS__
function _gt(value, params) {
	return new $ZodCheckGreaterThan({
		check: "greater_than",
		...normalizeParams(params),
		value,
		inclusive: false
	});
}
// @__NO_SIDE_EFFECTS__
function _gte(value, params) {
	return new $ZodCheckGreaterThan({
		check: "greater_than",
		...normalizeParams(params),
		value,
		inclusive: true
	});
}
// @__NO_SIDE_EFFECTS__
function _positive(params) {
	return /* @__PURE__ */ _gt(0, params);
}
// @__NO_SIDE_EFFECTS__
function _nonnegative(params) {
	return /* @__PURE__ */ _gte(0, params);
}
// @__NO_SIDE_EFFECTS__
function _maxLength(maximum, params) {
	return new $ZodCheckMaxLength({
		check: "max_length",
		...normalizeParams(params),
		maximum
	});
}
// @__NO_SIDE_EFFECTS__
function _minLength(minimum, params) {
	return new $ZodCheckMinLength({
		check: "min_length",
		...normalizeParams(params),
		minimum
	});
}
// @__NO_SIDE_EFFECTS__
function _regex(pattern, params) {
	return new $ZodCheckRegex({
		check: "string_format",
		format: "regex",
		...normalizeParams(params),
		pattern
	});
}
// @__NO_SIDE_EFFECTS__
function _overwrite(tx) {
	return new $ZodCheckOverwrite({
		check: "overwrite",
		tx
	});
}
// @__NO_SIDE_EFFECTS__
function _trim() {
	return /* @__PURE__ */ _overwrite((input) => input.trim());
}
// @__NO_SIDE_EFFECTS__
function _refine(Class, fn, _params) {
	return new Class({
		type: "custom",
		check: "custom",
		fn,
		...normalizeParams(_params)
	});
}
// ../../node_modules/zod/v4/mini/schemas.js
var ZodMiniType = /*@__PURE__*/ $constructor("ZodMiniType", (inst, def) => {
	if (!inst._zod) throw new Error("Uninitialized schema in ZodMiniType.");
	$ZodType.init(inst, def);
	inst.def = def;
	inst.type = def.type;
}, {
	get with() {
		return this.check;
	},
	set with(value) {
		own(this, "with", value);
	},
	parse(data, params) {
		return parse(this, data, params, { callee: this.parse });
	},
	parseAsync(data, params) {
		return parseAsync(this, data, params, { callee: this.parseAsync });
	},
	safeParse(data, params) {
		return safeParse(this, data, params);
	},
	safeParseAsync(data, params) {
		return safeParseAsync(this, data, params);
	},
	check(...checks) {
		const def = this.def;
		return this.clone({
			...def,
			checks: [...def.checks ?? [], ...checks.map((ch) => typeof ch === "function" ? { _zod: {
				check: ch,
				def: { check: "custom" },
				onattach: []
			} } : ch)]
		}, { parent: true });
	},
	clone(_def, params) {
		return clone(this, _def, params);
	},
	brand() {
		return this;
	},
	register(reg, meta) {
		reg.add(this, meta);
		return this;
	},
	apply(fn, ...args) {
		return args.length === 0 ? fn(this) : fn(this, ...args);
	}
});
var ZodMiniString = /*@__PURE__*/ $constructor("ZodMiniString", (inst, def) => {
	$ZodString.init(inst, def);
	ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function string$1(params) {
	return /* @__PURE__ */ _string(ZodMiniString, params);
}
var ZodMiniStringFormat = /*@__PURE__*/ $constructor("ZodMiniStringFormat", (inst, def) => {
	$ZodStringFormat.init(inst, def);
	ZodMiniString.init(inst, def);
});
var ZodMiniEmail = /*@__PURE__*/ $constructor("ZodMiniEmail", (inst, def) => {
	$ZodEmail.init(inst, def);
	ZodMiniStringFormat.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function email(params) {
	return /* @__PURE__ */ _email(ZodMiniEmail, params);
}
var ZodMiniNumber = /*@__PURE__*/ $constructor("ZodMiniNumber", (inst, def) => {
	$ZodNumber.init(inst, def);
	ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function number$1(params) {
	return /* @__PURE__ */ _number(ZodMiniNumber, params);
}
var ZodMiniNumberFormat = /*@__PURE__*/ $constructor("ZodMiniNumberFormat", (inst, def) => {
	$ZodNumberFormat.init(inst, def);
	ZodMiniNumber.init(inst, def);
});
function int(params) {
	return /* @__PURE__ */ _int(ZodMiniNumberFormat, params);
}
var ZodMiniBoolean = /*@__PURE__*/ $constructor("ZodMiniBoolean", (inst, def) => {
	$ZodBoolean.init(inst, def);
	ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function boolean(params) {
	return /* @__PURE__ */ _boolean(ZodMiniBoolean, params);
}
var ZodMiniNull = /*@__PURE__*/ $constructor("ZodMiniNull", (inst, def) => {
	$ZodNull.init(inst, def);
	ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function _null(params) {
	return /* @__PURE__ */ _null$1(ZodMiniNull, params);
}
var ZodMiniUnknown = /*@__PURE__*/ $constructor("ZodMiniUnknown", (inst, def) => {
	$ZodUnknown.init(inst, def);
	ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function unknown() {
	return /* @__PURE__ */ _unknown(ZodMiniUnknown);
}
var ZodMiniArray = /*@__PURE__*/ $constructor("ZodMiniArray", (inst, def) => {
	$ZodArray.init(inst, def);
	ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function array(element, params) {
	return new ZodMiniArray({
		type: "array",
		element,
		...normalizeParams(params)
	});
}
var ZodMiniObject = /*@__PURE__*/ $constructor("ZodMiniObject", (inst, def) => {
	$ZodObject.init(inst, def);
	ZodMiniType.init(inst, def);
	installLazyProp(inst, "shape", (self) => self._zod.def.shape, false);
});
// @__NO_SIDE_EFFECTS__
function object(shape, params) {
	return new ZodMiniObject({
		type: "object",
		shape: shape ?? {},
		...normalizeParams(params)
	});
}
// @__NO_SIDE_EFFECTS__
function extend(schema, shape) {
	return extend$1(schema, shape);
}
// @__NO_SIDE_EFFECTS__
function pick$1(schema, mask) {
	return pick$2(schema, mask);
}
var ZodMiniUnion = /*@__PURE__*/ $constructor("ZodMiniUnion", (inst, def) => {
	$ZodUnion.init(inst, def);
	ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function union(options, params) {
	return new ZodMiniUnion({
		type: "union",
		options,
		...normalizeParams(params)
	});
}
var ZodMiniRecord = /*@__PURE__*/ $constructor("ZodMiniRecord", (inst, def) => {
	$ZodRecord.init(inst, def);
	ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function record(keyType, valueType, params) {
	if (!valueType || !valueType._zod) return new ZodMiniRecord({
		type: "record",
		keyType: /* @__PURE__ */ string$1(),
		valueType: keyType,
		...normalizeParams(valueType)
	});
	return new ZodMiniRecord({
		type: "record",
		keyType,
		valueType,
		...normalizeParams(params)
	});
}
var ZodMiniEnum = /*@__PURE__*/ $constructor("ZodMiniEnum", (inst, def) => {
	$ZodEnum.init(inst, def);
	ZodMiniType.init(inst, def);
	inst.options = [...inst._zod.values];
});
// @__NO_SIDE_EFFECTS__
function _enum(values, params) {
	return new ZodMiniEnum({
		type: "enum",
		entries: Array.isArray(values) ? Object.fromEntries(values.map((v) => [v, v])) : values,
		...normalizeParams(params)
	});
}
var ZodMiniLiteral = /*@__PURE__*/ $constructor("ZodMiniLiteral", (inst, def) => {
	$ZodLiteral.init(inst, def);
	ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function literal(value, params) {
	return new ZodMiniLiteral({
		type: "literal",
		values: Array.isArray(value) ? value : [value],
		...normalizeParams(params)
	});
}
var ZodMiniTransform = /*@__PURE__*/ $constructor("ZodMiniTransform", (inst, def) => {
	$ZodTransform.init(inst, def);
	ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function transform(fn) {
	return new ZodMiniTransform({
		type: "transform",
		transform: fn
	});
}
var ZodMiniOptional = /*@__PURE__*/ $constructor("ZodMiniOptional", (inst, def) => {
	$ZodOptional.init(inst, def);
	ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function optional(innerType) {
	return new ZodMiniOptional({
		type: "optional",
		innerType
	});
}
var ZodMiniNullable = /*@__PURE__*/ $constructor("ZodMiniNullable", (inst, def) => {
	$ZodNullable.init(inst, def);
	ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function nullable(innerType) {
	return new ZodMiniNullable({
		type: "nullable",
		innerType
	});
}
// @__NO_SIDE_EFFECTS__
function nullish(innerType) {
	return /* @__PURE__ */ optional(/* @__PURE__ */ nullable(innerType));
}
var ZodMiniDefault = /*@__PURE__*/ $constructor("ZodMiniDefault", (inst, def) => {
	$ZodDefault.init(inst, def);
	ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function _default(innerType, defaultValue) {
	return new ZodMiniDefault({
		type: "default",
		innerType,
		get defaultValue() {
			return typeof defaultValue === "function" ? defaultValue() : shallowClone(defaultValue);
		}
	});
}
var ZodMiniPipe = /*@__PURE__*/ $constructor("ZodMiniPipe", (inst, def) => {
	$ZodPipe.init(inst, def);
	ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function pipe(in_, out) {
	return new ZodMiniPipe({
		type: "pipe",
		in: in_,
		out
	});
}
var ZodMiniCustom = /*@__PURE__*/ $constructor("ZodMiniCustom", (inst, def) => {
	$ZodCustom.init(inst, def);
	ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function refine(fn, _params = {}) {
	return /* @__PURE__ */ _refine(ZodMiniCustom, fn, _params);
}
// ../../node_modules/zod/v4/mini/iso.js
var ZodMiniISODate = /*@__PURE__*/ $constructor("ZodMiniISODate", (inst, def) => {
	$ZodISODate.init(inst, def);
	ZodMiniStringFormat.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function date(params) {
	return /* @__PURE__ */ _isoDate(ZodMiniISODate, params);
}
// ../../node_modules/zod/v4/mini/coerce.js
// @__NO_SIDE_EFFECTS__
function string(params) {
	return /* @__PURE__ */ _coercedString(ZodMiniString, params);
}
// @__NO_SIDE_EFFECTS__
function number(params) {
	return /* @__PURE__ */ _coercedNumber(ZodMiniNumber, params);
}
// ../../packages/contract/src/envelope.ts
/**
* The ERP's answer envelope: `{ Status, Msj?, Datos? }`. `Status` false always carries a `Msj` a person
* can read; `Datos` holds the answer itself. Only some of the ERP's answers use it: many carry their keys
* at the top level beside `Status` (`statusWith`), and some are bare arrays (see DESIGN.md's wire table).
*/
function envelope(datos) {
	return /* @__PURE__ */ object({
		Status: /* @__PURE__ */ boolean(),
		Msj: /* @__PURE__ */ optional(/* @__PURE__ */ string$1()),
		Datos: /* @__PURE__ */ optional(datos)
	});
}
/** An answer with its keys at the top level beside `Status` (and `Msj`), as most of the ERP's answers are. */
function statusWith(shape) {
	return /* @__PURE__ */ object({
		Status: /* @__PURE__ */ boolean(),
		Msj: /* @__PURE__ */ optional(/* @__PURE__ */ string$1()),
		...shape
	});
}
function wireAnswer(schema, data) {
	return {
		schema,
		data
	};
}
// ../../packages/contract/src/query.ts
/**
* Query-string helpers. The ERP's clients send every parameter as text, and "null", "undefined" or an
* empty value when they mean "no filter"; these helpers turn such values into `undefined` and coerce the
* rest, so a route sees typed values or rejects the request with a clear message.
*/
var NO_VALUE = /* @__PURE__ */ new Set([
	"",
	"null",
	"undefined"
]);
/** True when a raw query value means "no filter". */
function isNoValue(value) {
	return value === void 0 || value === null || typeof value === "string" && NO_VALUE.has(value.trim());
}
var raw = /* @__PURE__ */ optional(/* @__PURE__ */ union([
	/* @__PURE__ */ string$1(),
	/* @__PURE__ */ number$1(),
	/* @__PURE__ */ boolean()
]));
var blankToUndefined = (value) => isNoValue(value) ? void 0 : typeof value === "string" ? value.trim() : value;
/** A raw query value with "no filter" turned into `undefined` and text trimmed. */
var present = () => /* @__PURE__ */ pipe(raw, /* @__PURE__ */ transform(blankToUndefined));
/** The largest offset or id a query may carry (PostgreSQL `integer`). */
var MAX_INT = 2147483647;
/** An optional integer parameter ("12", 12; "null"/"" = absent). */
function queryInt({ min = 0, max = MAX_INT } = {}) {
	return /* @__PURE__ */ pipe(present(), /* @__PURE__ */ optional((/* @__PURE__ */ number({ error: "debe ser un número" })).check(int({ error: "debe ser un número entero" }), /* @__PURE__ */ _gte(min, { error: `debe ser mayor o igual a ${min}` }), /* @__PURE__ */ _lte(max, { error: `debe ser menor o igual a ${max}` }))));
}
/** A required integer parameter. */
function queryIntRequired(options = {}) {
	return /* @__PURE__ */ pipe(queryInt(options).check(/* @__PURE__ */ refine((v) => v !== void 0, { error: "es obligatorio" })), /* @__PURE__ */ number$1());
}
/**
* An optional id filter as the ERP's clients send it: a whole number is the filter; anything else (`null`,
* empty, a template left unfilled like `:categoriaid`, `abc`) means no filter, never an error.
*/
function queryIdFilter() {
	return /* @__PURE__ */ pipe(present(), /* @__PURE__ */ transform((v) => {
		const text = v === void 0 ? "" : String(v);
		if (!/^\d{1,10}$/.test(text)) return void 0;
		const n = Number(text);
		return n <= 2147483647 ? n : void 0;
	}));
}
/** `orden` of GetProductos_V2: 0, 1 or 2; any other value (the ERP's clients send 4) means 0. */
function queryOrder() {
	return /* @__PURE__ */ pipe(present(), /* @__PURE__ */ transform((v) => {
		const text = v === void 0 ? "" : String(v);
		return text === "1" ? 1 : text === "2" ? 2 : 0;
	}));
}
/**
* A whole number in a JSON body, as a number or a numeric string (`"7"`: the ERP's clients send both),
* greater than 0 and at most `max`. `what` names the field in the messages.
*/
function bodyInt(what, max = MAX_INT) {
	return /* @__PURE__ */ pipe(/* @__PURE__ */ pipe(/* @__PURE__ */ union([/* @__PURE__ */ number$1(), /* @__PURE__ */ string$1()], { error: `${what} debe ser un número` }), /* @__PURE__ */ transform((v) => typeof v === "number" ? v : /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : NaN)), (/* @__PURE__ */ number$1({ error: `${what} debe ser un número` })).check(int({ error: `${what} debe ser un número entero` }), /* @__PURE__ */ _positive({ error: `${what} debe ser mayor que 0` }), /* @__PURE__ */ _lte(max, { error: `${what} admite como máximo ${max}` })));
}
/** An optional decimal amount (prices): "12.5", 12.5; at most two decimals. */
function queryAmount() {
	return /* @__PURE__ */ pipe(present(), /* @__PURE__ */ optional((/* @__PURE__ */ number({ error: "debe ser un número" })).check(/* @__PURE__ */ _gte(0, { error: "no puede ser negativo" }), /* @__PURE__ */ _lte(0xe8d4a51000, { error: "es demasiado grande" }))));
}
/** Control characters (NUL and the like) have no place in a query or a name. */
var NO_CONTROL_CHARACTERS = /^\P{Cc}*$/u;
/** An optional free-text parameter, trimmed, at most `max` characters, without control characters. */
function queryText(max = 100) {
	return /* @__PURE__ */ pipe(present(), /* @__PURE__ */ optional((/* @__PURE__ */ string()).check(/* @__PURE__ */ _maxLength(max, { error: `admite como máximo ${max} caracteres` }), /* @__PURE__ */ _regex(NO_CONTROL_CHARACTERS, { error: "contiene caracteres de control" }))));
}
/** An optional boolean ("true"/"false"/"1"/"0"). */
function queryBool() {
	return /* @__PURE__ */ pipe(present(), /* @__PURE__ */ optional(/* @__PURE__ */ pipe(/* @__PURE__ */ union([/* @__PURE__ */ boolean(), /* @__PURE__ */ _enum([
		"true",
		"false",
		"1",
		"0"
	], { error: "debe ser true o false" })]), /* @__PURE__ */ transform((v) => v === true || v === "true" || v === "1"))));
}
/** An optional calendar date `YYYY-MM-DD`. */
function queryDate() {
	return /* @__PURE__ */ pipe(present(), /* @__PURE__ */ optional(/* @__PURE__ */ date({ error: "debe ser una fecha AAAA-MM-DD" })));
}
/** `usuarioid` and `empresaid`: sent on every call by the ERP's clients; accepted and checked for type. */
var baseQuery = /* @__PURE__ */ object({
	usuarioid: queryInt({ min: 0 }),
	empresaid: queryInt({ min: 0 })
});
// ../../packages/contract/src/paths.ts
/** The base of every API path (the ERP's "apiGold/"). */
var API_BASE = "/apiGold/";
/** Paths under `API_BASE`, as the ERP names them. */
var paths = {
	health: "health",
	login: "TerceroApi/LoginTercero",
	logout: "TerceroApi/Logout",
	/** The shop's own (not the ERP's): whether the demo accounts exist, and which. */
	cuentasDemo: "TerceroApi/CuentasDemo",
	infoTercero: "TerceroApi/InfoTercero",
	datosDocumentos: "TerceroApi/TerceroDatosDocumentos",
	facturas: "TerceroApi/TerceroSucGetFactura",
	pedidos: "TerceroApi/TerceroGetPedido",
	recibos: "TerceroApi/TerceroGetRecibos",
	terceroData: "TerceroApi/TerceroGetData",
	sucursales: "TerceroApi/TerceroSucursalDetalleget",
	departamentos: "DepartamentoApi/DepartamentoGet",
	ciudades: "CiudadApi/CiudadesDeptoGet",
	getProductos: "ProductoApi/GetProductos_V2",
	getProductoData: "ProductoApi/GetProductoDataTercero_v2",
	categorias: "CategoriaApi/GetCategoriasGrupos",
	subgrupos: "GrupoApi/GetSubGrupo",
	tasas: "MonedaApi/GetTasas",
	/** The shop's own (not the ERP's): newsletter subscriptions. */
	suscripcion: "BoletinApi/SuscripcionCreate"
};
/** Pictures, at the host root as the ERP serves them: `/Files/Images/<file name>`. */
var PICTURES_BASE = "/Files/Images/";
/**
* The address of a picture named in a record (`Imagenes`, `Image`, a variation's `image`): a bare file name.
* Anything before the last `/` is dropped, so an address kept from an older answer still finds its picture;
* no name gives the placeholder.
*/
function picturePath(name) {
	const file = name?.slice(name.lastIndexOf("/") + 1) || "placeholder.svg";
	return `${PICTURES_BASE}${encodeURIComponent(file)}`;
}
// ../../node_modules/redux/dist/redux.mjs
function formatProdErrorMessage$1(code) {
	return `Minified Redux error #${code}; visit https://redux.js.org/Errors?code=${code} for the full message or use the non-minified dev environment for full errors. `;
}
var symbol_observable_default = /* @__PURE__ */ (() => typeof Symbol === "function" && Symbol.observable || "@@observable")();
var randomString = () => Math.random().toString(36).substring(7).split("").join(".");
var actionTypes_default = {
	INIT: `@@redux/INIT${/* @__PURE__ */ randomString()}`,
	REPLACE: `@@redux/REPLACE${/* @__PURE__ */ randomString()}`,
	PROBE_UNKNOWN_ACTION: () => `@@redux/PROBE_UNKNOWN_ACTION${randomString()}`
};
function isPlainObject$2(obj) {
	if (typeof obj !== "object" || obj === null) return false;
	let proto = obj;
	while (Object.getPrototypeOf(proto) !== null) proto = Object.getPrototypeOf(proto);
	return Object.getPrototypeOf(obj) === proto || Object.getPrototypeOf(obj) === null;
}
function miniKindOf(val) {
	if (val === void 0) return "undefined";
	if (val === null) return "null";
	const type = typeof val;
	switch (type) {
		case "boolean":
		case "string":
		case "number":
		case "symbol":
		case "function": return type;
	}
	if (Array.isArray(val)) return "array";
	if (isDate(val)) return "date";
	if (isError(val)) return "error";
	const constructorName = ctorName(val);
	switch (constructorName) {
		case "Symbol":
		case "Promise":
		case "WeakMap":
		case "WeakSet":
		case "Map":
		case "Set": return constructorName;
	}
	return Object.prototype.toString.call(val).slice(8, -1).toLowerCase().replace(/\s/g, "");
}
function ctorName(val) {
	return typeof val.constructor === "function" ? val.constructor.name : null;
}
function isError(val) {
	return val instanceof Error || typeof val.message === "string" && val.constructor && typeof val.constructor.stackTraceLimit === "number";
}
function isDate(val) {
	if (val instanceof Date) return true;
	return typeof val.toDateString === "function" && typeof val.getDate === "function" && typeof val.setDate === "function";
}
function kindOf(val) {
	let typeOfVal = typeof val;
	if (process.env.NODE_ENV !== "production") typeOfVal = miniKindOf(val);
	return typeOfVal;
}
function createStore(reducer, preloadedState, enhancer) {
	if (typeof reducer !== "function") throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage$1(2) : `Expected the root reducer to be a function. Instead, received: '${kindOf(reducer)}'`);
	if (typeof preloadedState === "function" && typeof enhancer === "function" || typeof enhancer === "function" && typeof arguments[3] === "function") throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage$1(0) : "It looks like you are passing several store enhancers to createStore(). This is not supported. Instead, compose them together to a single function. See https://redux.js.org/tutorials/fundamentals/part-4-store#creating-a-store-with-enhancers for an example.");
	if (typeof preloadedState === "function" && typeof enhancer === "undefined") {
		enhancer = preloadedState;
		preloadedState = void 0;
	}
	if (typeof enhancer !== "undefined") {
		if (typeof enhancer !== "function") throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage$1(1) : `Expected the enhancer to be a function. Instead, received: '${kindOf(enhancer)}'`);
		return enhancer(createStore)(reducer, preloadedState);
	}
	let currentReducer = reducer;
	let currentState = preloadedState;
	let currentListeners = /* @__PURE__ */ new Map();
	let nextListeners = currentListeners;
	let listenerIdCounter = 0;
	let isDispatching = false;
	function ensureCanMutateNextListeners() {
		if (nextListeners === currentListeners) {
			nextListeners = /* @__PURE__ */ new Map();
			currentListeners.forEach((listener, key) => {
				nextListeners.set(key, listener);
			});
		}
	}
	function getState() {
		if (isDispatching) throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage$1(3) : "You may not call store.getState() while the reducer is executing. The reducer has already received the state as an argument. Pass it down from the top reducer instead of reading it from the store.");
		return currentState;
	}
	function subscribe(listener) {
		if (typeof listener !== "function") throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage$1(4) : `Expected the listener to be a function. Instead, received: '${kindOf(listener)}'`);
		if (isDispatching) throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage$1(5) : "You may not call store.subscribe() while the reducer is executing. If you would like to be notified after the store has been updated, subscribe from a component and invoke store.getState() in the callback to access the latest state. See https://redux.js.org/api/store#subscribelistener for more details.");
		let isSubscribed = true;
		ensureCanMutateNextListeners();
		const listenerId = listenerIdCounter++;
		nextListeners.set(listenerId, listener);
		return function unsubscribe() {
			if (!isSubscribed) return;
			if (isDispatching) throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage$1(6) : "You may not unsubscribe from a store listener while the reducer is executing. See https://redux.js.org/api/store#subscribelistener for more details.");
			isSubscribed = false;
			ensureCanMutateNextListeners();
			nextListeners.delete(listenerId);
			currentListeners = null;
		};
	}
	function dispatch(action) {
		if (!isPlainObject$2(action)) throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage$1(7) : `Actions must be plain objects. Instead, the actual type was: '${kindOf(action)}'. You may need to add middleware to your store setup to handle dispatching other values, such as 'redux-thunk' to handle dispatching functions. See https://redux.js.org/tutorials/fundamentals/part-4-store#middleware and https://redux.js.org/tutorials/fundamentals/part-6-async-logic#using-the-redux-thunk-middleware for examples.`);
		if (typeof action.type === "undefined") throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage$1(8) : "Actions may not have an undefined \"type\" property. You may have misspelled an action type string constant.");
		if (typeof action.type !== "string") throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage$1(17) : `Action "type" property must be a string. Instead, the actual type was: '${kindOf(action.type)}'. Value was: '${action.type}' (stringified)`);
		if (isDispatching) throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage$1(9) : "Reducers may not dispatch actions.");
		try {
			isDispatching = true;
			currentState = currentReducer(currentState, action);
		} finally {
			isDispatching = false;
		}
		(currentListeners = nextListeners).forEach((listener) => {
			listener();
		});
		return action;
	}
	function replaceReducer(nextReducer) {
		if (typeof nextReducer !== "function") throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage$1(10) : `Expected the nextReducer to be a function. Instead, received: '${kindOf(nextReducer)}`);
		currentReducer = nextReducer;
		dispatch({ type: actionTypes_default.REPLACE });
	}
	function observable() {
		const outerSubscribe = subscribe;
		return {
			/**
			* The minimal observable subscription method.
			* @param observer Any object that can be used as an observer.
			* The observer object should have a `next` method.
			* @returns An object with an `unsubscribe` method that can
			* be used to unsubscribe the observable from the store, and prevent further
			* emission of values from the observable.
			*/
			subscribe(observer) {
				if (typeof observer !== "object" || observer === null) throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage$1(11) : `Expected the observer to be an object. Instead, received: '${kindOf(observer)}'`);
				function observeState() {
					const observerAsObserver = observer;
					if (observerAsObserver.next) observerAsObserver.next(getState());
				}
				observeState();
				return { unsubscribe: outerSubscribe(observeState) };
			},
			[symbol_observable_default]() {
				return this;
			}
		};
	}
	dispatch({ type: actionTypes_default.INIT });
	return {
		dispatch,
		subscribe,
		getState,
		replaceReducer,
		[symbol_observable_default]: observable
	};
}
function warning(message) {
	if (typeof console !== "undefined" && typeof console.error === "function") console.error(message);
	try {
		throw new Error(message);
	} catch (e) {}
}
function getUnexpectedStateShapeWarningMessage(inputState, reducers, action, unexpectedKeyCache) {
	const reducerKeys = Object.keys(reducers);
	const argumentName = action && action.type === actionTypes_default.INIT ? "preloadedState argument passed to createStore" : "previous state received by the reducer";
	if (reducerKeys.length === 0) return "Store does not have a valid reducer. Make sure the argument passed to combineReducers is an object whose values are reducers.";
	if (!isPlainObject$2(inputState)) return `The ${argumentName} has unexpected type of "${kindOf(inputState)}". Expected argument to be an object with the following keys: "${reducerKeys.join("\", \"")}"`;
	const unexpectedKeys = Object.keys(inputState).filter((key) => !reducers.hasOwnProperty(key) && !unexpectedKeyCache[key]);
	unexpectedKeys.forEach((key) => {
		unexpectedKeyCache[key] = true;
	});
	if (action && action.type === actionTypes_default.REPLACE) return;
	if (unexpectedKeys.length > 0) return `Unexpected ${unexpectedKeys.length > 1 ? "keys" : "key"} "${unexpectedKeys.join("\", \"")}" found in ${argumentName}. Expected to find one of the known reducer keys instead: "${reducerKeys.join("\", \"")}". Unexpected keys will be ignored.`;
}
function assertReducerShape(reducers) {
	Object.keys(reducers).forEach((key) => {
		const reducer = reducers[key];
		if (typeof reducer(void 0, { type: actionTypes_default.INIT }) === "undefined") throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage$1(12) : `The slice reducer for key "${key}" returned undefined during initialization. If the state passed to the reducer is undefined, you must explicitly return the initial state. The initial state may not be undefined. If you don't want to set a value for this reducer, you can use null instead of undefined.`);
		if (typeof reducer(void 0, { type: actionTypes_default.PROBE_UNKNOWN_ACTION() }) === "undefined") throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage$1(13) : `The slice reducer for key "${key}" returned undefined when probed with a random type. Don't try to handle '${actionTypes_default.INIT}' or other actions in "redux/*" namespace. They are considered private. Instead, you must return the current state for any unknown actions, unless it is undefined, in which case you must return the initial state, regardless of the action type. The initial state may not be undefined, but can be null.`);
	});
}
function combineReducers(reducers) {
	const reducerKeys = Object.keys(reducers);
	const finalReducers = {};
	for (let i = 0; i < reducerKeys.length; i++) {
		const key = reducerKeys[i];
		if (process.env.NODE_ENV !== "production") {
			if (typeof reducers[key] === "undefined") warning(`No reducer provided for key "${key}"`);
		}
		if (typeof reducers[key] === "function") finalReducers[key] = reducers[key];
	}
	const finalReducerKeys = Object.keys(finalReducers);
	let unexpectedKeyCache;
	if (process.env.NODE_ENV !== "production") unexpectedKeyCache = {};
	let shapeAssertionError;
	try {
		assertReducerShape(finalReducers);
	} catch (e) {
		shapeAssertionError = e;
	}
	return function combination(state = {}, action) {
		if (shapeAssertionError) throw shapeAssertionError;
		if (process.env.NODE_ENV !== "production") {
			const warningMessage = getUnexpectedStateShapeWarningMessage(state, finalReducers, action, unexpectedKeyCache);
			if (warningMessage) warning(warningMessage);
		}
		let hasChanged = false;
		const nextState = {};
		for (let i = 0; i < finalReducerKeys.length; i++) {
			const key = finalReducerKeys[i];
			const reducer = finalReducers[key];
			const previousStateForKey = state[key];
			const nextStateForKey = reducer(previousStateForKey, action);
			if (typeof nextStateForKey === "undefined") {
				const actionType = action && action.type;
				throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage$1(14) : `When called with an action of type ${actionType ? `"${String(actionType)}"` : "(unknown type)"}, the slice reducer for key "${key}" returned undefined. To ignore an action, you must explicitly return the previous state. If you want this reducer to hold no value, you can return null instead of undefined.`);
			}
			nextState[key] = nextStateForKey;
			hasChanged = hasChanged || nextStateForKey !== previousStateForKey;
		}
		hasChanged = hasChanged || finalReducerKeys.length !== Object.keys(state).length;
		return hasChanged ? nextState : state;
	};
}
function compose(...funcs) {
	if (funcs.length === 0) return (arg) => arg;
	if (funcs.length === 1) return funcs[0];
	return funcs.reduce((a, b) => (...args) => a(b(...args)));
}
function applyMiddleware(...middlewares) {
	return (createStore2) => (reducer, preloadedState) => {
		const store = createStore2(reducer, preloadedState);
		let dispatch = () => {
			throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage$1(15) : "Dispatching while constructing your middleware is not allowed. Other middleware would not be applied to this dispatch.");
		};
		const middlewareAPI = {
			getState: store.getState,
			dispatch: (action, ...args) => dispatch(action, ...args)
		};
		dispatch = compose(...middlewares.map((middleware) => middleware(middlewareAPI)))(store.dispatch);
		return {
			...store,
			dispatch
		};
	};
}
function isAction(action) {
	return isPlainObject$2(action) && "type" in action && typeof action.type === "string";
}
// ../../node_modules/immer/dist/immer.mjs
var NOTHING = Symbol.for("immer-nothing");
var DRAFTABLE = Symbol.for("immer-draftable");
var DRAFT_STATE = Symbol.for("immer-state");
var errors = process.env.NODE_ENV !== "production" ? [
	function(plugin) {
		return `The plugin for '${plugin}' has not been loaded into Immer. To enable the plugin, import and call \`enable${plugin}()\` when initializing your application.`;
	},
	function(thing) {
		return `produce can only be called on things that are draftable: plain objects, arrays, Map, Set or classes that are marked with '[immerable]: true'. Got '${thing}'`;
	},
	"This object has been frozen and should not be mutated",
	function(data) {
		return "Cannot use a proxy that has been revoked. Did you pass an object from inside an immer function to an async process? " + data;
	},
	"An immer producer returned a new value *and* modified its draft. Either return a new value *or* modify the draft.",
	"Immer forbids circular references",
	"The first or second argument to `produce` must be a function",
	"The third argument to `produce` must be a function or undefined",
	"First argument to `createDraft` must be a plain object, an array, or an immerable object",
	"First argument to `finishDraft` must be a draft returned by `createDraft`",
	function(thing) {
		return `'current' expects a draft, got: ${thing}`;
	},
	"Object.defineProperty() cannot be used on an Immer draft",
	"Object.setPrototypeOf() cannot be used on an Immer draft",
	"Immer only supports deleting array indices",
	"Immer only supports setting array indices and the 'length' property",
	function(thing) {
		return `'original' expects a draft, got: ${thing}`;
	}
] : [];
function die(error, ...args) {
	if (process.env.NODE_ENV !== "production") {
		const e = errors[error];
		const msg = isFunction$1(e) ? e.apply(null, args) : e;
		throw new Error(`[Immer] ${msg}`);
	}
	throw new Error(`[Immer] minified error nr: ${error}. Full error at: https://bit.ly/3cXEKWf`);
}
var O = Object;
var getPrototypeOf = O.getPrototypeOf;
var CONSTRUCTOR = "constructor";
var PROTOTYPE = "prototype";
var CONFIGURABLE = "configurable";
var ENUMERABLE = "enumerable";
var WRITABLE = "writable";
var VALUE = "value";
var isDraft = (value) => !!value && !!value[DRAFT_STATE];
function isDraftable(value) {
	if (!value) return false;
	return isPlainObject$1(value) || isArray(value) || !!value[DRAFTABLE] || !!value[CONSTRUCTOR]?.[DRAFTABLE] || isMap(value) || isSet(value);
}
var objectCtorString = O[PROTOTYPE][CONSTRUCTOR].toString();
var cachedCtorStrings = /* @__PURE__ */ new WeakMap();
function isPlainObject$1(value) {
	if (!value || !isObjectish(value)) return false;
	const proto = getPrototypeOf(value);
	if (proto === null || proto === O[PROTOTYPE]) return true;
	const Ctor = O.hasOwnProperty.call(proto, CONSTRUCTOR) && proto[CONSTRUCTOR];
	if (Ctor === Object) return true;
	if (!isFunction$1(Ctor)) return false;
	let ctorString = cachedCtorStrings.get(Ctor);
	if (ctorString === void 0) {
		ctorString = Function.toString.call(Ctor);
		cachedCtorStrings.set(Ctor, ctorString);
	}
	return ctorString === objectCtorString;
}
function original(value) {
	if (!isDraft(value)) die(15, value);
	return value[DRAFT_STATE].base_;
}
function each(obj, iter, strict = true) {
	if (getArchtype(obj) === 0) (strict ? Reflect.ownKeys(obj) : O.keys(obj)).forEach((key) => {
		iter(key, obj[key], obj);
	});
	else obj.forEach((entry, index) => iter(index, entry, obj));
}
function getArchtype(thing) {
	const state = thing[DRAFT_STATE];
	return state ? state.type_ : isArray(thing) ? 1 : isMap(thing) ? 2 : isSet(thing) ? 3 : 0;
}
var has = (thing, prop, type = getArchtype(thing)) => type === 2 ? thing.has(prop) : O[PROTOTYPE].hasOwnProperty.call(thing, prop);
var get = (thing, prop, type = getArchtype(thing)) => type === 2 ? thing.get(prop) : thing[prop];
var set = (thing, propOrOldValue, value, type = getArchtype(thing)) => {
	if (type === 2) thing.set(propOrOldValue, value);
	else if (type === 3) thing.add(value);
	else thing[propOrOldValue] = value;
};
function is(x, y) {
	if (x === y) return x !== 0 || 1 / x === 1 / y;
	else return x !== x && y !== y;
}
var isArray = Array.isArray;
var isMap = (target) => target instanceof Map;
var isSet = (target) => target instanceof Set;
var isObjectish = (target) => typeof target === "object";
var isFunction$1 = (target) => typeof target === "function";
var isBoolean$1 = (target) => typeof target === "boolean";
function isArrayIndex(value) {
	const n = +value;
	return Number.isInteger(n) && String(n) === value;
}
var getProxyDraft = (value) => {
	if (!isObjectish(value)) return null;
	return value?.[DRAFT_STATE];
};
var latest = (state) => state.copy_ || state.base_;
var getFinalValue = (state) => state.modified_ ? state.copy_ : state.base_;
function shallowCopy(base, strict) {
	if (isMap(base)) return new Map(base);
	if (isSet(base)) return new Set(base);
	if (isArray(base)) return Array[PROTOTYPE].slice.call(base);
	const isPlain = isPlainObject$1(base);
	if (strict === true || strict === "class_only" && !isPlain) {
		const descriptors = O.getOwnPropertyDescriptors(base);
		delete descriptors[DRAFT_STATE];
		let keys = Reflect.ownKeys(descriptors);
		for (let i = 0; i < keys.length; i++) {
			const key = keys[i];
			const desc = descriptors[key];
			if (desc[WRITABLE] === false) {
				desc[WRITABLE] = true;
				desc[CONFIGURABLE] = true;
			}
			if (desc.get || desc.set) descriptors[key] = {
				[CONFIGURABLE]: true,
				[WRITABLE]: true,
				[ENUMERABLE]: desc[ENUMERABLE],
				[VALUE]: base[key]
			};
		}
		return O.create(getPrototypeOf(base), descriptors);
	} else {
		const proto = getPrototypeOf(base);
		if (proto !== null && isPlain) return { ...base };
		const obj = O.create(proto);
		return O.assign(obj, base);
	}
}
function freeze(obj, deep = false) {
	if (isFrozen(obj) || isDraft(obj) || !isDraftable(obj)) return obj;
	if (getArchtype(obj) > 1) O.defineProperties(obj, {
		set: dontMutateMethodOverride,
		add: dontMutateMethodOverride,
		clear: dontMutateMethodOverride,
		delete: dontMutateMethodOverride
	});
	O.freeze(obj);
	if (deep) each(obj, (_key, value) => {
		freeze(value, true);
	}, false);
	return obj;
}
function dontMutateFrozenCollections() {
	die(2);
}
var dontMutateMethodOverride = { [VALUE]: dontMutateFrozenCollections };
function isFrozen(obj) {
	if (obj === null || !isObjectish(obj)) return true;
	return O.isFrozen(obj);
}
var PluginMapSet = "MapSet";
var PluginPatches = "Patches";
var PluginArrayMethods = "ArrayMethods";
var plugins = {};
function getPlugin(pluginKey) {
	const plugin = plugins[pluginKey];
	if (!plugin) die(0, pluginKey);
	return plugin;
}
var isPluginLoaded = (pluginKey) => !!plugins[pluginKey];
function loadPlugin(pluginKey, implementation) {
	if (!plugins[pluginKey]) plugins[pluginKey] = implementation;
}
var currentScope;
var getCurrentScope = () => currentScope;
var createScope = (parent_, immer_) => ({
	drafts_: [],
	parent_,
	immer_,
	canAutoFreeze_: true,
	unfinalizedDrafts_: 0,
	handledSet_: /* @__PURE__ */ new Set(),
	processedForPatches_: /* @__PURE__ */ new Set(),
	mapSetPlugin_: isPluginLoaded(PluginMapSet) ? getPlugin(PluginMapSet) : void 0,
	arrayMethodsPlugin_: isPluginLoaded(PluginArrayMethods) ? getPlugin(PluginArrayMethods) : void 0
});
function usePatchesInScope(scope, patchListener) {
	if (patchListener) {
		scope.patchPlugin_ = getPlugin(PluginPatches);
		scope.patches_ = [];
		scope.inversePatches_ = [];
		scope.patchListener_ = patchListener;
	}
}
function revokeScope(scope) {
	leaveScope(scope);
	scope.drafts_.forEach(revokeDraft);
	scope.drafts_ = null;
}
function leaveScope(scope) {
	if (scope === currentScope) currentScope = scope.parent_;
}
var enterScope = (immer2) => currentScope = createScope(currentScope, immer2);
function revokeDraft(draft) {
	const state = draft[DRAFT_STATE];
	if (state.type_ === 0 || state.type_ === 1) state.revoke_();
	else state.revoked_ = true;
}
function processResult(result, scope) {
	scope.unfinalizedDrafts_ = scope.drafts_.length;
	const baseDraft = scope.drafts_[0];
	if (result !== void 0 && result !== baseDraft) {
		if (baseDraft[DRAFT_STATE].modified_) {
			revokeScope(scope);
			die(4);
		}
		if (isDraftable(result)) result = finalize(scope, result);
		const { patchPlugin_ } = scope;
		if (patchPlugin_) patchPlugin_.generateReplacementPatches_(baseDraft[DRAFT_STATE].base_, result, scope);
	} else result = finalize(scope, baseDraft);
	maybeFreeze(scope, result, true);
	revokeScope(scope);
	if (scope.patches_) scope.patchListener_(scope.patches_, scope.inversePatches_);
	return result !== NOTHING ? result : void 0;
}
function finalize(rootScope, value) {
	if (isFrozen(value)) return value;
	const state = value[DRAFT_STATE];
	if (!state) return handleValue(value, rootScope.handledSet_, rootScope);
	if (!isSameScope(state, rootScope)) return value;
	if (!state.modified_) return state.base_;
	if (!state.finalized_) {
		const { callbacks_ } = state;
		if (callbacks_) while (callbacks_.length > 0) callbacks_.pop()(rootScope);
		generatePatchesAndFinalize(state, rootScope);
	}
	return state.copy_;
}
function maybeFreeze(scope, value, deep = false) {
	if (!scope.parent_ && scope.immer_.autoFreeze_ && scope.canAutoFreeze_) freeze(value, deep);
}
function markStateFinalized(state) {
	state.finalized_ = true;
	state.scope_.unfinalizedDrafts_--;
}
var isSameScope = (state, rootScope) => state.scope_ === rootScope;
var EMPTY_LOCATIONS_RESULT = [];
function updateDraftInParent(parent, draftValue, finalizedValue, originalKey) {
	const parentCopy = latest(parent);
	const parentType = parent.type_;
	if (originalKey !== void 0) {
		if (get(parentCopy, originalKey, parentType) === draftValue) {
			set(parentCopy, originalKey, finalizedValue, parentType);
			return;
		}
	}
	if (!parent.draftLocations_) {
		const draftLocations = parent.draftLocations_ = /* @__PURE__ */ new Map();
		each(parentCopy, (key, value) => {
			if (isDraft(value)) {
				const keys = draftLocations.get(value) || [];
				keys.push(key);
				draftLocations.set(value, keys);
			}
		});
	}
	const locations = parent.draftLocations_.get(draftValue) ?? EMPTY_LOCATIONS_RESULT;
	for (const location of locations) set(parentCopy, location, finalizedValue, parentType);
}
function registerChildFinalizationCallback(parent, child, key) {
	parent.callbacks_.push(function childCleanup(rootScope) {
		const state = child;
		if (!state || !isSameScope(state, rootScope)) return;
		rootScope.mapSetPlugin_?.fixSetContents(state);
		const finalizedValue = getFinalValue(state);
		updateDraftInParent(parent, state.draft_ ?? state, finalizedValue, key);
		generatePatchesAndFinalize(state, rootScope);
	});
}
function generatePatchesAndFinalize(state, rootScope) {
	if (state.modified_ && !state.finalized_ && (state.type_ === 3 || state.type_ === 1 && state.allIndicesReassigned_ || (state.assigned_?.size ?? 0) > 0)) {
		const { patchPlugin_ } = rootScope;
		if (patchPlugin_) {
			const basePath = patchPlugin_.getPath(state);
			if (basePath) patchPlugin_.generatePatches_(state, basePath, rootScope);
		}
		markStateFinalized(state);
	}
}
function handleCrossReference(target, key, value) {
	const { scope_ } = target;
	if (isDraft(value)) {
		const state = value[DRAFT_STATE];
		if (isSameScope(state, scope_)) state.callbacks_.push(function crossReferenceCleanup() {
			prepareCopy(target);
			updateDraftInParent(target, value, getFinalValue(state), key);
		});
	} else if (isDraftable(value)) target.callbacks_.push(function nestedDraftCleanup() {
		const targetCopy = latest(target);
		if (target.type_ === 3) {
			if (targetCopy.has(value)) handleValue(value, scope_.handledSet_, scope_);
		} else if (get(targetCopy, key, target.type_) === value) {
			if (scope_.drafts_.length > 1 && (target.assigned_.get(key) ?? false) === true && target.copy_) handleValue(get(target.copy_, key, target.type_), scope_.handledSet_, scope_);
		}
	});
}
function handleValue(target, handledSet, rootScope) {
	if (!rootScope.immer_.autoFreeze_ && rootScope.unfinalizedDrafts_ < 1) return target;
	if (isDraft(target) || handledSet.has(target) || !isDraftable(target) || isFrozen(target)) return target;
	handledSet.add(target);
	each(target, (key, value) => {
		if (isDraft(value)) {
			const state = value[DRAFT_STATE];
			if (isSameScope(state, rootScope)) {
				set(target, key, getFinalValue(state), target.type_);
				markStateFinalized(state);
			}
		} else if (isDraftable(value)) handleValue(value, handledSet, rootScope);
	});
	return target;
}
function createProxyProxy(base, parent) {
	const baseIsArray = isArray(base);
	const state = {
		type_: baseIsArray ? 1 : 0,
		scope_: parent ? parent.scope_ : getCurrentScope(),
		modified_: false,
		finalized_: false,
		assigned_: void 0,
		parent_: parent,
		base_: base,
		draft_: null,
		copy_: null,
		revoke_: null,
		isManual_: false,
		callbacks_: void 0
	};
	let target = state;
	let traps = objectTraps;
	if (baseIsArray) {
		target = [state];
		traps = arrayTraps;
	}
	const { revoke, proxy } = Proxy.revocable(target, traps);
	state.draft_ = proxy;
	state.revoke_ = revoke;
	return [proxy, state];
}
var objectTraps = {
	get(state, prop) {
		if (prop === DRAFT_STATE) return state;
		let arrayPlugin = state.scope_.arrayMethodsPlugin_;
		const isArrayWithStringProp = state.type_ === 1 && typeof prop === "string";
		if (isArrayWithStringProp) {
			if (arrayPlugin?.isArrayOperationMethod(prop)) return arrayPlugin.createMethodInterceptor(state, prop);
		}
		const source = latest(state);
		if (!has(source, prop, state.type_)) return readPropFromProto(state, source, prop);
		const value = source[prop];
		if (state.finalized_ || !isDraftable(value)) return value;
		if (isArrayWithStringProp && state.operationMethod && arrayPlugin?.isMutatingArrayMethod(state.operationMethod) && isArrayIndex(prop)) return value;
		if (value === peek(state.base_, prop) || isRelocatedBaseRef(state, prop, value)) {
			prepareCopy(state);
			const childKey = state.type_ === 1 ? +prop : prop;
			const childDraft = createProxy(state.scope_, value, state, childKey);
			return state.copy_[childKey] = childDraft;
		}
		return value;
	},
	has(state, prop) {
		return prop in latest(state);
	},
	ownKeys(state) {
		return Reflect.ownKeys(latest(state));
	},
	set(state, prop, value) {
		const desc = getDescriptorFromProto(latest(state), prop);
		if (desc?.set) {
			desc.set.call(state.draft_, value);
			return true;
		}
		if (!state.modified_) {
			const current2 = peek(latest(state), prop);
			const currentState = current2?.[DRAFT_STATE];
			if (currentState && currentState.base_ === value) {
				state.copy_[prop] = value;
				state.assigned_.delete(prop);
				return true;
			}
			if (is(value, current2) && (value !== void 0 || has(state.base_, prop, state.type_))) return true;
			prepareCopy(state);
			markChanged(state);
		}
		if (state.copy_[prop] === value && (value !== void 0 || has(state.copy_, prop, state.type_)) || Number.isNaN(value) && Number.isNaN(state.copy_[prop])) return true;
		state.copy_[prop] = value;
		state.assigned_.set(prop, true);
		handleCrossReference(state, prop, value);
		return true;
	},
	deleteProperty(state, prop) {
		prepareCopy(state);
		if (peek(state.base_, prop) !== void 0 || prop in state.base_) {
			state.assigned_.set(prop, false);
			markChanged(state);
		} else state.assigned_.delete(prop);
		if (state.copy_) delete state.copy_[prop];
		return true;
	},
	getOwnPropertyDescriptor(state, prop) {
		const owner = latest(state);
		const desc = Reflect.getOwnPropertyDescriptor(owner, prop);
		if (!desc) return desc;
		return {
			[WRITABLE]: true,
			[CONFIGURABLE]: state.type_ !== 1 || prop !== "length",
			[ENUMERABLE]: desc[ENUMERABLE],
			[VALUE]: owner[prop]
		};
	},
	defineProperty() {
		die(11);
	},
	getPrototypeOf(state) {
		return getPrototypeOf(state.base_);
	},
	setPrototypeOf() {
		die(12);
	}
};
var arrayTraps = {};
for (let key in objectTraps) {
	let fn = objectTraps[key];
	arrayTraps[key] = function() {
		const args = arguments;
		args[0] = args[0][0];
		return fn.apply(this, args);
	};
}
arrayTraps.deleteProperty = function(state, prop) {
	if (process.env.NODE_ENV !== "production" && isNaN(parseInt(prop))) die(13);
	return arrayTraps.set.call(this, state, prop, void 0);
};
arrayTraps.set = function(state, prop, value) {
	if (process.env.NODE_ENV !== "production" && prop !== "length" && isNaN(parseInt(prop))) die(14);
	return objectTraps.set.call(this, state[0], prop, value, state[0]);
};
function peek(draft, prop) {
	const state = draft[DRAFT_STATE];
	return (state ? latest(state) : draft)[prop];
}
function isRelocatedBaseRef(state, prop, value) {
	if (state.type_ !== 1 || !state.allIndicesReassigned_ || !isDraftable(value) || value[DRAFT_STATE]) return false;
	return state.baseRefs_.has(value);
}
function readPropFromProto(state, source, prop) {
	const desc = getDescriptorFromProto(source, prop);
	return desc ? VALUE in desc ? desc[VALUE] : desc.get?.call(state.draft_) : void 0;
}
function getDescriptorFromProto(source, prop) {
	if (!(prop in source)) return void 0;
	let proto = getPrototypeOf(source);
	while (proto) {
		const desc = Object.getOwnPropertyDescriptor(proto, prop);
		if (desc) return desc;
		proto = getPrototypeOf(proto);
	}
}
function markChanged(state) {
	if (!state.modified_) {
		state.modified_ = true;
		if (state.parent_) markChanged(state.parent_);
	}
}
function prepareCopy(state) {
	if (!state.copy_) {
		state.assigned_ = /* @__PURE__ */ new Map();
		state.copy_ = shallowCopy(state.base_, state.scope_.immer_.useStrictShallowCopy_);
	}
}
var Immer2 = class {
	constructor(config) {
		this.autoFreeze_ = true;
		this.useStrictShallowCopy_ = false;
		this.useStrictIteration_ = false;
		/**
		* The `produce` function takes a value and a "recipe function" (whose
		* return value often depends on the base state). The recipe function is
		* free to mutate its first argument however it wants. All mutations are
		* only ever applied to a __copy__ of the base state.
		*
		* Pass only a function to create a "curried producer" which relieves you
		* from passing the recipe function every time.
		*
		* Only plain objects and arrays are made mutable. All other objects are
		* considered uncopyable.
		*
		* Note: This function is __bound__ to its `Immer` instance.
		*
		* @param {any} base - the initial state
		* @param {Function} recipe - function that receives a proxy of the base state as first argument and which can be freely modified
		* @param {Function} patchListener - optional function that will be called with all the patches produced here
		* @returns {any} a new state, or the initial state if nothing was modified
		*/
		this.produce = (base, recipe, patchListener) => {
			if (isFunction$1(base) && !isFunction$1(recipe)) {
				const defaultBase = recipe;
				recipe = base;
				const self = this;
				return function curriedProduce(base2 = defaultBase, ...args) {
					return self.produce(base2, (draft) => recipe.call(this, draft, ...args));
				};
			}
			if (!isFunction$1(recipe)) die(6);
			if (patchListener !== void 0 && !isFunction$1(patchListener)) die(7);
			let result;
			if (isDraftable(base)) {
				const scope = enterScope(this);
				const proxy = createProxy(scope, base, void 0);
				let hasError = true;
				try {
					result = recipe(proxy);
					hasError = false;
				} finally {
					if (hasError) revokeScope(scope);
					else leaveScope(scope);
				}
				usePatchesInScope(scope, patchListener);
				return processResult(result, scope);
			} else if (!base || !isObjectish(base)) {
				result = recipe(base);
				if (result === void 0) result = base;
				if (result === NOTHING) result = void 0;
				if (this.autoFreeze_) freeze(result, true);
				if (patchListener) {
					const p = [];
					const ip = [];
					getPlugin(PluginPatches).generateReplacementPatches_(base, result, {
						patches_: p,
						inversePatches_: ip
					});
					patchListener(p, ip);
				}
				return result;
			} else die(1, base);
		};
		this.produceWithPatches = (base, recipe) => {
			if (isFunction$1(base)) return (state, ...args) => this.produceWithPatches(state, (draft) => base(draft, ...args));
			let patches, inversePatches;
			return [
				this.produce(base, recipe, (p, ip) => {
					patches = p;
					inversePatches = ip;
				}),
				patches,
				inversePatches
			];
		};
		if (isBoolean$1(config?.autoFreeze)) this.setAutoFreeze(config.autoFreeze);
		const strictShallowCopy = config?.useStrictShallowCopy;
		if (isBoolean$1(strictShallowCopy) || strictShallowCopy === "class_only") this.setUseStrictShallowCopy(strictShallowCopy);
		if (isBoolean$1(config?.useStrictIteration)) this.setUseStrictIteration(config.useStrictIteration);
	}
	createDraft(base) {
		if (!isDraftable(base)) die(8);
		if (isDraft(base)) base = current(base);
		const scope = enterScope(this);
		const proxy = createProxy(scope, base, void 0);
		proxy[DRAFT_STATE].isManual_ = true;
		leaveScope(scope);
		return proxy;
	}
	finishDraft(draft, patchListener) {
		const state = draft && draft[DRAFT_STATE];
		if (!state || !state.isManual_) die(9);
		const { scope_: scope } = state;
		usePatchesInScope(scope, patchListener);
		return processResult(void 0, scope);
	}
	/**
	* Pass true to automatically freeze all copies created by Immer.
	*
	* By default, auto-freezing is enabled.
	*/
	setAutoFreeze(value) {
		this.autoFreeze_ = value;
	}
	/**
	* Pass true to enable strict shallow copy.
	*
	* By default, immer does not copy the object descriptors such as getter, setter and non-enumrable properties.
	*/
	setUseStrictShallowCopy(value) {
		this.useStrictShallowCopy_ = value;
	}
	/**
	* Pass false to use faster iteration that skips non-enumerable properties
	* but still handles symbols for compatibility.
	*
	* By default, strict iteration is enabled (includes all own properties).
	*/
	setUseStrictIteration(value) {
		this.useStrictIteration_ = value;
	}
	shouldUseStrictIteration() {
		return this.useStrictIteration_;
	}
	applyPatches(base, patches) {
		let i;
		for (i = patches.length - 1; i >= 0; i--) {
			const patch = patches[i];
			if (patch.path.length === 0 && patch.op === "replace") {
				base = patch.value;
				break;
			}
		}
		if (i > -1) patches = patches.slice(i + 1);
		const applyPatchesImpl = getPlugin(PluginPatches).applyPatches_;
		if (isDraft(base)) return applyPatchesImpl(base, patches);
		return this.produce(base, (draft) => applyPatchesImpl(draft, patches));
	}
};
function createProxy(rootScope, value, parent, key) {
	const [draft, state] = isMap(value) ? getPlugin(PluginMapSet).proxyMap_(value, parent) : isSet(value) ? getPlugin(PluginMapSet).proxySet_(value, parent) : createProxyProxy(value, parent);
	(parent?.scope_ ?? getCurrentScope()).drafts_.push(draft);
	state.callbacks_ = parent?.callbacks_ ?? [];
	state.key_ = key;
	if (parent && key !== void 0) registerChildFinalizationCallback(parent, state, key);
	else state.callbacks_.push(function rootDraftCleanup(rootScope2) {
		rootScope2.mapSetPlugin_?.fixSetContents(state);
		const { patchPlugin_ } = rootScope2;
		if (state.modified_ && patchPlugin_) patchPlugin_.generatePatches_(state, [], rootScope2);
	});
	return draft;
}
function current(value) {
	if (!isDraft(value)) die(10, value);
	return currentImpl(value);
}
function currentImpl(value) {
	if (!isDraftable(value) || isFrozen(value)) return value;
	const state = value[DRAFT_STATE];
	let copy;
	let strict = true;
	if (state) {
		if (!state.modified_) return state.base_;
		state.finalized_ = true;
		copy = shallowCopy(value, state.scope_.immer_.useStrictShallowCopy_);
		strict = state.scope_.immer_.shouldUseStrictIteration();
	} else copy = shallowCopy(value, true);
	const source = copy;
	if (isSet(copy)) copy = /* @__PURE__ */ new Set();
	each(source, (key, childValue) => {
		set(copy, key, currentImpl(childValue));
	}, strict);
	if (state) state.finalized_ = false;
	return copy;
}
function enablePatches() {
	const errorOffset = 16;
	if (process.env.NODE_ENV !== "production") errors.push("Sets cannot have \"replace\" patches.", function(op) {
		return "Unsupported patch operation: " + op;
	}, function(path) {
		return "Cannot apply patch, path doesn't resolve: " + path;
	}, "Patching reserved attributes like __proto__, prototype and constructor is not allowed");
	function getPath(state, path = []) {
		if (state.key_ !== void 0) {
			const parentCopy = state.parent_.copy_ ?? state.parent_.base_;
			const proxyDraft = getProxyDraft(get(parentCopy, state.key_));
			const valueAtKey = get(parentCopy, state.key_);
			if (valueAtKey === void 0) return null;
			if (valueAtKey !== state.draft_ && valueAtKey !== state.copy_) return null;
			if (proxyDraft != null && proxyDraft.base_ !== state.base_) return null;
			const isSet2 = state.parent_.type_ === 3;
			let key;
			if (isSet2) {
				const setParent = state.parent_;
				key = Array.from(setParent.drafts_.keys()).indexOf(state.key_);
			} else key = state.key_;
			if (!(isSet2 && parentCopy.size > key || has(parentCopy, key))) return null;
			if (state.parent_.type_ === 1 && state.parent_.allIndicesReassigned_) return null;
			path.push(key);
		}
		if (state.parent_) return getPath(state.parent_, path);
		path.reverse();
		try {
			resolvePath(state.copy_, path);
		} catch (e) {
			return null;
		}
		return path;
	}
	function resolvePath(base, path) {
		let current2 = base;
		for (let i = 0; i < path.length - 1; i++) {
			const key = path[i];
			current2 = get(current2, key);
			if (!isObjectish(current2) || current2 === null) throw new Error(`Cannot resolve path at '${path.join("/")}'`);
		}
		return current2;
	}
	const REPLACE = "replace";
	const ADD = "add";
	const REMOVE = "remove";
	function generatePatches_(state, basePath, scope) {
		if (state.scope_.processedForPatches_.has(state)) return;
		state.scope_.processedForPatches_.add(state);
		const { patches_, inversePatches_ } = scope;
		switch (state.type_) {
			case 0:
			case 2: return generatePatchesFromAssigned(state, basePath, patches_, inversePatches_);
			case 1: return generateArrayPatches(state, basePath, patches_, inversePatches_);
			case 3: return generateSetPatches(state, basePath, patches_, inversePatches_);
		}
	}
	function generateArrayPatches(state, basePath, patches, inversePatches) {
		let { base_, assigned_ } = state;
		let copy_ = state.copy_;
		if (copy_.length < base_.length) {
			[base_, copy_] = [copy_, base_];
			[patches, inversePatches] = [inversePatches, patches];
		}
		const allReassigned = state.allIndicesReassigned_ === true;
		for (let i = 0; i < base_.length; i++) {
			const copiedItem = copy_[i];
			const baseItem = base_[i];
			if ((allReassigned || assigned_?.get(i.toString())) && copiedItem !== baseItem) {
				const childState = copiedItem?.[DRAFT_STATE];
				if (childState && childState.modified_) continue;
				const path = basePath.concat([i]);
				patches.push({
					op: REPLACE,
					path,
					value: clonePatchValueIfNeeded(copiedItem)
				});
				inversePatches.push({
					op: REPLACE,
					path,
					value: clonePatchValueIfNeeded(baseItem)
				});
			}
		}
		for (let i = base_.length; i < copy_.length; i++) {
			const path = basePath.concat([i]);
			patches.push({
				op: ADD,
				path,
				value: clonePatchValueIfNeeded(copy_[i])
			});
		}
		for (let i = copy_.length - 1; base_.length <= i; --i) {
			const path = basePath.concat([i]);
			inversePatches.push({
				op: REMOVE,
				path
			});
		}
	}
	function generatePatchesFromAssigned(state, basePath, patches, inversePatches) {
		const { base_, copy_, type_ } = state;
		each(state.assigned_, (key, assignedValue) => {
			const origValue = get(base_, key, type_);
			const value = get(copy_, key, type_);
			const op = !assignedValue ? REMOVE : has(base_, key) ? REPLACE : ADD;
			if (origValue === value && op === REPLACE) return;
			const path = basePath.concat(key);
			patches.push(op === REMOVE ? {
				op,
				path
			} : {
				op,
				path,
				value: clonePatchValueIfNeeded(value)
			});
			inversePatches.push(op === ADD ? {
				op: REMOVE,
				path
			} : op === REMOVE ? {
				op: ADD,
				path,
				value: clonePatchValueIfNeeded(origValue)
			} : {
				op: REPLACE,
				path,
				value: clonePatchValueIfNeeded(origValue)
			});
		});
	}
	function generateSetPatches(state, basePath, patches, inversePatches) {
		let { base_, copy_ } = state;
		let i = 0;
		base_.forEach((value) => {
			if (!copy_.has(value)) {
				const path = basePath.concat([i]);
				patches.push({
					op: REMOVE,
					path,
					value
				});
				inversePatches.unshift({
					op: ADD,
					path,
					value
				});
			}
			i++;
		});
		i = 0;
		copy_.forEach((value) => {
			if (!base_.has(value)) {
				const path = basePath.concat([i]);
				patches.push({
					op: ADD,
					path,
					value
				});
				inversePatches.unshift({
					op: REMOVE,
					path,
					value
				});
			}
			i++;
		});
	}
	function generateReplacementPatches_(baseValue, replacement, scope) {
		const { patches_, inversePatches_ } = scope;
		patches_.push({
			op: REPLACE,
			path: [],
			value: replacement === NOTHING ? void 0 : replacement
		});
		inversePatches_.push({
			op: REPLACE,
			path: [],
			value: baseValue
		});
	}
	function applyPatches_(draft, patches) {
		patches.forEach((patch) => {
			const { path, op } = patch;
			let base = draft;
			for (let i = 0; i < path.length - 1; i++) {
				const parentType = getArchtype(base);
				let p = path[i];
				if (typeof p !== "string" && typeof p !== "number") p = "" + p;
				if ((parentType === 0 || parentType === 1) && (p === "__proto__" || p === CONSTRUCTOR)) die(19);
				if (isFunction$1(base) && p === PROTOTYPE) die(19);
				base = get(base, p);
				if (base === null || !isObjectish(base)) die(18, path.join("/"));
			}
			const type = getArchtype(base);
			const value = deepClonePatchValue(patch.value);
			const key = path[path.length - 1];
			switch (op) {
				case REPLACE: switch (type) {
					case 2: return base.set(key, value);
					case 3: die(errorOffset);
					default: return base[key] = value;
				}
				case ADD: switch (type) {
					case 1: return key === "-" ? base.push(value) : base.splice(key, 0, value);
					case 2: return base.set(key, value);
					case 3: return base.add(value);
					default: return base[key] = value;
				}
				case REMOVE: switch (type) {
					case 1: return base.splice(key, 1);
					case 2: return base.delete(key);
					case 3: return base.delete(patch.value);
					default: return delete base[key];
				}
				default: die(17, op);
			}
		});
		return draft;
	}
	function deepClonePatchValue(obj) {
		if (!isDraftable(obj)) return obj;
		if (isArray(obj)) return obj.map(deepClonePatchValue);
		if (isMap(obj)) return new Map(Array.from(obj.entries()).map(([k, v]) => [k, deepClonePatchValue(v)]));
		if (isSet(obj)) return new Set(Array.from(obj).map(deepClonePatchValue));
		const cloned = Object.create(getPrototypeOf(obj));
		for (const key in obj) cloned[key] = deepClonePatchValue(obj[key]);
		if (has(obj, DRAFTABLE)) cloned[DRAFTABLE] = obj[DRAFTABLE];
		return cloned;
	}
	function clonePatchValueIfNeeded(obj) {
		if (isDraft(obj)) return deepClonePatchValue(obj);
		else return obj;
	}
	loadPlugin(PluginPatches, {
		applyPatches_,
		generatePatches_,
		generateReplacementPatches_,
		getPath
	});
}
globalThis.Iterator?.from;
var immer = new Immer2();
var produce = immer.produce;
var produceWithPatches = /* @__PURE__ */ immer.produceWithPatches.bind(immer);
var applyPatches = /* @__PURE__ */ immer.applyPatches.bind(immer);
// ../../node_modules/reselect/dist/reselect.mjs
var CACHE_SIZE_CHECK_THRESHOLD = 1e3;
var runCacheSizeCheck = (cacheSize, funcName) => {
	let stack = void 0;
	try {
		throw new Error();
	} catch (e) {
		({stack} = e);
	}
	console.warn(`A function memoized with weakMapMemoize${funcName ? ` (\`${funcName}\`)` : ""} has seen over ${cacheSize} distinct values for the same primitive argument position.
Results keyed by primitive arguments are held strongly and are only released by \`clearCache()\`, so this cache will keep growing for as long as the function keeps seeing new values.
If it is called with ever-changing primitives (ids, offsets, timestamps), pass the \`maxSize\` option to bound the cache, switch to \`lruMemoize\`, or call \`.clearCache()\` at a suitable point.
See https://reselect.js.org/api/development-only-checks#cachesizecheck for details.`, { stack });
};
var globalDevModeChecks = {
	inputStabilityCheck: "once",
	identityFunctionCheck: "once",
	cacheSizeCheck: "once"
};
var StrongRef = class {
	constructor(value) {
		this.value = value;
	}
	deref() {
		return this.value;
	}
};
var getWeakRef = () => typeof WeakRef === "undefined" ? StrongRef : WeakRef;
var Ref = /* @__PURE__ */ getWeakRef();
var UNTERMINATED = 0;
var TERMINATED = 1;
function createCacheNode() {
	return {
		s: UNTERMINATED,
		v: void 0,
		o: null,
		p: null
	};
}
function maybeDeref(r) {
	if (r instanceof Ref) return r.deref();
	return r;
}
function weakMapMemoize(func, options = {}) {
	let fnNode = createCacheNode();
	const { resultEqualityCheck, maxSize } = options;
	const useGenerations = maxSize !== void 0;
	if (useGenerations && (!Number.isInteger(maxSize) || maxSize < 1)) throw new TypeError(`maxSize must be a positive integer, received: ${maxSize}`);
	let prevNode = null;
	let insertionCount = 0;
	let lastResult;
	let resultsCount = 0;
	let hasWarnedAboutCacheSize = false;
	function maybeFlipGenerations() {
		if (insertionCount >= maxSize) {
			prevNode = fnNode;
			fnNode = createCacheNode();
			insertionCount = 0;
		}
	}
	function memoized() {
		let cacheNode = fnNode;
		const { length } = arguments;
		for (let i = 0, l = length; i < l; i++) {
			const arg = arguments[i];
			if (typeof arg === "function" || typeof arg === "object" && arg !== null) {
				let objectCache = cacheNode.o;
				if (objectCache === null) cacheNode.o = objectCache = /* @__PURE__ */ new WeakMap();
				const objectNode = objectCache.get(arg);
				if (objectNode === void 0) {
					cacheNode = createCacheNode();
					objectCache.set(arg, cacheNode);
				} else cacheNode = objectNode;
			} else {
				let primitiveCache = cacheNode.p;
				if (primitiveCache === null) cacheNode.p = primitiveCache = /* @__PURE__ */ new Map();
				const primitiveNode = primitiveCache.get(arg);
				if (primitiveNode === void 0) {
					cacheNode = createCacheNode();
					primitiveCache.set(arg, cacheNode);
					insertionCount++;
					if (process.env.NODE_ENV !== "production") {
						if (primitiveCache.size > CACHE_SIZE_CHECK_THRESHOLD) {
							const { cacheSizeCheck } = globalDevModeChecks;
							if (cacheSizeCheck === "always" || cacheSizeCheck === "once" && !hasWarnedAboutCacheSize) {
								hasWarnedAboutCacheSize = true;
								runCacheSizeCheck(primitiveCache.size, func.name);
							}
						}
					}
				} else cacheNode = primitiveNode;
			}
		}
		if (cacheNode.s === TERMINATED) return cacheNode.v;
		if (prevNode !== null) {
			let prevCacheNode = prevNode;
			for (let i = 0, l = length; i < l; i++) {
				const arg = arguments[i];
				let next;
				if (typeof arg === "function" || typeof arg === "object" && arg !== null) {
					const prevObjectCache = prevCacheNode.o;
					next = prevObjectCache !== null ? prevObjectCache.get(arg) : void 0;
				} else {
					const prevPrimitiveCache = prevCacheNode.p;
					next = prevPrimitiveCache !== null ? prevPrimitiveCache.get(arg) : void 0;
				}
				if (next === void 0) {
					prevCacheNode = null;
					break;
				}
				prevCacheNode = next;
			}
			if (prevCacheNode !== null && prevCacheNode.s === TERMINATED) {
				const promotedNode = cacheNode;
				promotedNode.s = TERMINATED;
				promotedNode.v = prevCacheNode.v;
				maybeFlipGenerations();
				return prevCacheNode.v;
			}
		}
		const terminatedNode = cacheNode;
		let result = func.apply(null, arguments);
		resultsCount++;
		if (resultEqualityCheck) {
			const lastResultValue = maybeDeref(lastResult);
			if (lastResultValue != null && resultEqualityCheck(lastResultValue, result)) {
				result = lastResultValue;
				resultsCount !== 0 && resultsCount--;
			}
			lastResult = typeof result === "object" && result !== null || typeof result === "function" ? /* @__PURE__ */ new Ref(result) : result;
		}
		terminatedNode.s = TERMINATED;
		terminatedNode.v = result;
		if (useGenerations) maybeFlipGenerations();
		return result;
	}
	memoized.clearCache = () => {
		fnNode = createCacheNode();
		prevNode = null;
		insertionCount = 0;
		memoized.resetResultsCount();
		if (process.env.NODE_ENV !== "production") hasWarnedAboutCacheSize = false;
	};
	memoized.resultsCount = () => resultsCount;
	memoized.resetResultsCount = () => {
		resultsCount = 0;
	};
	return memoized;
}
var runIdentityFunctionCheck = (resultFunc, inputSelectorsResults, outputSelectorResult) => {
	if (inputSelectorsResults.length === 1 && inputSelectorsResults[0] === outputSelectorResult) {
		let isInputSameAsOutput = false;
		try {
			const emptyObject = {};
			if (resultFunc(emptyObject) === emptyObject) isInputSameAsOutput = true;
		} catch {}
		if (isInputSameAsOutput) {
			let stack = void 0;
			try {
				throw new Error();
			} catch (e) {
				({stack} = e);
			}
			console.warn("The result function returned its own inputs without modification. e.g\n`createSelector([state => state.todos], todos => todos)`\nThis could lead to inefficient memoization and unnecessary re-renders.\nEnsure transformation logic is in the result function, and extraction logic is in the input selectors.", { stack });
		}
	}
};
var withoutResultEqualityCheck = (option) => {
	if (option === null || typeof option !== "object" || !("resultEqualityCheck" in option)) return option;
	const optionCopy = { ...option };
	delete optionCopy.resultEqualityCheck;
	return optionCopy;
};
var runInputStabilityCheck = (inputSelectorResultsObject, options, inputSelectorArgs) => {
	const { memoize, memoizeOptions } = options;
	const { inputSelectorResults, inputSelectorResultsCopy } = inputSelectorResultsObject;
	const probeMemoizeOptions = [];
	const { length } = memoizeOptions;
	for (let i = 0; i < length; i++) probeMemoizeOptions.push(withoutResultEqualityCheck(memoizeOptions[i]));
	const createAnEmptyObject = memoize(() => ({}), ...probeMemoizeOptions);
	if (!(createAnEmptyObject.apply(null, inputSelectorResults) === createAnEmptyObject.apply(null, inputSelectorResultsCopy))) {
		let stack = void 0;
		try {
			throw new Error();
		} catch (e) {
			({stack} = e);
		}
		console.warn("An input selector returned a different result when passed same arguments.\nThis means your output selector will likely run more frequently than intended.\nAvoid returning a new reference inside your input selector, e.g.\n`createSelector([state => state.todos.map(todo => todo.id)], todoIds => todoIds.length)`", {
			arguments: inputSelectorArgs,
			firstInputs: inputSelectorResults,
			secondInputs: inputSelectorResultsCopy,
			stack
		});
	}
};
function assertIsFunction(func, errorMessage = `expected a function, instead received ${typeof func}`) {
	if (typeof func !== "function") throw new TypeError(errorMessage);
}
function assertIsArrayOfFunctions(array, errorMessage = `expected all items to be functions, instead received the following types: `) {
	if (!array.every((item) => typeof item === "function")) {
		const itemTypes = array.map((item) => typeof item === "function" ? `function ${item.name || "unnamed"}()` : typeof item).join(", ");
		throw new TypeError(`${errorMessage}[${itemTypes}]`);
	}
}
var ensureIsArray = (item) => {
	return Array.isArray(item) ? item : [item];
};
function getDependencies(createSelectorArgs) {
	const dependencies = Array.isArray(createSelectorArgs[0]) ? createSelectorArgs[0] : createSelectorArgs;
	assertIsArrayOfFunctions(dependencies, `createSelector expects all input-selectors to be functions, but received the following types: `);
	return dependencies;
}
function collectInputSelectorResults(dependencies, inputSelectorArgs) {
	const inputSelectorResults = [];
	const { length } = dependencies;
	for (let i = 0; i < length; i++) inputSelectorResults.push(dependencies[i].apply(null, inputSelectorArgs));
	return inputSelectorResults;
}
function createSelectorCreator(memoizeOrOptions, ...memoizeOptionsFromArgs) {
	const createSelectorCreatorOptions = typeof memoizeOrOptions === "function" ? {
		memoize: memoizeOrOptions,
		memoizeOptions: memoizeOptionsFromArgs
	} : memoizeOrOptions;
	const createSelector2 = (...createSelectorArgs) => {
		let recomputations = 0;
		let dependencyRecomputations = 0;
		let lastResult;
		let directlyPassedOptions = {};
		let resultFunc = createSelectorArgs.pop();
		if (typeof resultFunc === "object") {
			directlyPassedOptions = resultFunc;
			resultFunc = createSelectorArgs.pop();
		}
		assertIsFunction(resultFunc, `createSelector expects an output function after the inputs, but received: [${typeof resultFunc}]`);
		const combinedOptions = {
			...createSelectorCreatorOptions,
			...directlyPassedOptions
		};
		const { memoize, memoizeOptions = [], argsMemoize = weakMapMemoize, argsMemoizeOptions = [] } = combinedOptions;
		const finalMemoizeOptions = ensureIsArray(memoizeOptions);
		const finalArgsMemoizeOptions = ensureIsArray(argsMemoizeOptions);
		const dependencies = getDependencies(createSelectorArgs);
		const memoizedResultFunc = memoize(function recomputationWrapper() {
			recomputations++;
			return resultFunc.apply(null, arguments);
		}, ...finalMemoizeOptions);
		let firstRun = true;
		const selector = argsMemoize(function dependenciesChecker() {
			dependencyRecomputations++;
			const { length } = dependencies;
			const inputSelectorResults = new Array(length);
			for (let i = 0; i < length; i++) inputSelectorResults[i] = dependencies[i].apply(null, arguments);
			lastResult = memoizedResultFunc.apply(null, inputSelectorResults);
			if (process.env.NODE_ENV !== "production") {
				const { devModeChecks } = combinedOptions;
				const identityFunctionCheck = devModeChecks !== void 0 && Object.prototype.hasOwnProperty.call(devModeChecks, "identityFunctionCheck") ? devModeChecks.identityFunctionCheck : globalDevModeChecks.identityFunctionCheck;
				const inputStabilityCheck = devModeChecks !== void 0 && Object.prototype.hasOwnProperty.call(devModeChecks, "inputStabilityCheck") ? devModeChecks.inputStabilityCheck : globalDevModeChecks.inputStabilityCheck;
				if (identityFunctionCheck === "always" || identityFunctionCheck === "once" && firstRun) runIdentityFunctionCheck(resultFunc, inputSelectorResults, lastResult);
				if (inputStabilityCheck === "always" || inputStabilityCheck === "once" && firstRun) runInputStabilityCheck({
					inputSelectorResults,
					inputSelectorResultsCopy: collectInputSelectorResults(dependencies, arguments)
				}, {
					memoize,
					memoizeOptions: finalMemoizeOptions
				}, arguments);
				if (firstRun) firstRun = false;
			}
			return lastResult;
		}, ...finalArgsMemoizeOptions);
		return Object.assign(selector, {
			resultFunc,
			memoizedResultFunc,
			dependencies,
			dependencyRecomputations: () => dependencyRecomputations,
			resetDependencyRecomputations: () => {
				dependencyRecomputations = 0;
			},
			lastResult: () => lastResult,
			recomputations: () => recomputations,
			resetRecomputations: () => {
				recomputations = 0;
			},
			memoize,
			argsMemoize
		});
	};
	Object.assign(createSelector2, { withTypes: () => createSelector2 });
	return createSelector2;
}
var createSelector = /* @__PURE__ */ createSelectorCreator(weakMapMemoize);
// ../../node_modules/redux-thunk/dist/redux-thunk.mjs
function createThunkMiddleware(extraArgument) {
	const middleware = ({ dispatch, getState }) => (next) => (action) => {
		if (typeof action === "function") return action(dispatch, getState, extraArgument);
		return next(action);
	};
	return middleware;
}
var thunk = createThunkMiddleware();
var withExtraArgument = createThunkMiddleware;
// ../../node_modules/@reduxjs/toolkit/dist/redux-toolkit.modern.mjs
var composeWithDevTools = typeof window !== "undefined" && window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ ? window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ : function() {
	if (arguments.length === 0) return void 0;
	if (typeof arguments[0] === "object") return compose;
	return compose.apply(null, arguments);
};
typeof window !== "undefined" && window.__REDUX_DEVTOOLS_EXTENSION__ && window.__REDUX_DEVTOOLS_EXTENSION__;
var hasMatchFunction = (v) => {
	return v && typeof v.match === "function";
};
function createAction(type, prepareAction) {
	function actionCreator(...args) {
		if (prepareAction) {
			let prepared = prepareAction(...args);
			if (!prepared) throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage(0) : "prepareAction did not return an object");
			return {
				type,
				payload: prepared.payload,
				..."meta" in prepared && { meta: prepared.meta },
				..."error" in prepared && { error: prepared.error }
			};
		}
		return {
			type,
			payload: args[0]
		};
	}
	actionCreator.toString = () => `${type}`;
	actionCreator.type = type;
	actionCreator.match = (action) => action != null && action.type === type && isAction(action);
	return actionCreator;
}
function isActionCreator(action) {
	return typeof action === "function" && "type" in action && hasMatchFunction(action);
}
function getMessage(type) {
	const splitType = type ? `${type}`.split("/") : [];
	const actionName = splitType[splitType.length - 1] || "actionCreator";
	return `Detected an action creator with type "${type || "unknown"}" being dispatched.
Make sure you're calling the action creator before dispatching, i.e. \`dispatch(${actionName}())\` instead of \`dispatch(${actionName})\`. This is necessary even if the action has no payload.`;
}
function createActionCreatorInvariantMiddleware(options = {}) {
	if (process.env.NODE_ENV === "production") return () => (next) => (action) => next(action);
	const { isActionCreator: isActionCreator$1 = isActionCreator } = options;
	return () => (next) => (action) => {
		if (isActionCreator$1(action)) console.warn(getMessage(action.type));
		return next(action);
	};
}
function getTimeMeasureUtils(maxDelay, fnName) {
	let elapsed = 0;
	return {
		measureTime(fn) {
			const started = Date.now();
			try {
				return fn();
			} finally {
				elapsed += Date.now() - started;
			}
		},
		warnIfExceeded() {
			if (elapsed > maxDelay) console.warn(`${fnName} took ${elapsed}ms, which is more than the warning threshold of ${maxDelay}ms. 
If your state or actions are very large, you may want to disable the middleware as it might cause too much of a slowdown in development mode. See https://redux-toolkit.js.org/api/getDefaultMiddleware for instructions.
It is disabled in production builds, so you don't need to worry about that.`);
		}
	};
}
var Tuple = class Tuple extends Array {
	constructor(...items) {
		super(...items);
		Object.setPrototypeOf(this, Tuple.prototype);
	}
	static get [Symbol.species]() {
		return Tuple;
	}
	concat(...arr) {
		return super.concat.apply(this, arr);
	}
	prepend(...arr) {
		if (arr.length === 1 && Array.isArray(arr[0])) return new Tuple(...arr[0].concat(this));
		return new Tuple(...arr.concat(this));
	}
};
function freezeDraftable(val) {
	return isDraftable(val) ? produce(val, () => {}) : val;
}
function getOrInsertComputed$1(map, key, compute) {
	if (map.has(key)) return map.get(key);
	return map.set(key, compute(key)).get(key);
}
function isImmutableDefault(value) {
	return typeof value !== "object" || value == null || Object.isFrozen(value);
}
function trackForMutations(isImmutable, ignoredPaths, obj) {
	const trackedProperties = trackProperties(isImmutable, ignoredPaths, obj);
	return { detectMutations() {
		return detectMutations(isImmutable, ignoredPaths, trackedProperties, obj);
	} };
}
function trackProperties(isImmutable, ignoredPaths = [], obj, path = "", inProgress = /* @__PURE__ */ new Map()) {
	const tracked = { value: obj };
	if (!isImmutable(obj)) {
		const alreadyInProgress = inProgress.get(obj);
		if (alreadyInProgress) return alreadyInProgress;
		tracked.children = {};
		inProgress.set(obj, tracked);
		const hasIgnoredPaths = ignoredPaths.length > 0;
		for (const key in obj) {
			const nestedPath = path ? path + "." + key : key;
			if (hasIgnoredPaths) {
				if (ignoredPaths.some((ignored) => {
					if (ignored instanceof RegExp) return ignored.test(nestedPath);
					return nestedPath === ignored;
				})) continue;
			}
			tracked.children[key] = trackProperties(isImmutable, ignoredPaths, obj[key], nestedPath, inProgress);
		}
		inProgress.delete(obj);
	}
	return tracked;
}
function detectMutations(isImmutable, ignoredPaths = [], trackedProperty, obj, sameParentRef = false, path = "", seen = /* @__PURE__ */ new Map()) {
	const prevObj = trackedProperty ? trackedProperty.value : void 0;
	const sameRef = prevObj === obj;
	if (sameParentRef && !sameRef && !Number.isNaN(obj)) return {
		wasMutated: true,
		path
	};
	if (isImmutable(prevObj) || isImmutable(obj)) return { wasMutated: false };
	let seenValues = seen.get(trackedProperty);
	if (!seenValues) {
		seenValues = /* @__PURE__ */ new Set();
		seen.set(trackedProperty, seenValues);
	} else if (seenValues.has(obj)) return { wasMutated: false };
	seenValues.add(obj);
	const keysToDetect = {};
	for (let key in trackedProperty.children) keysToDetect[key] = true;
	for (let key in obj) keysToDetect[key] = true;
	const hasIgnoredPaths = ignoredPaths.length > 0;
	for (let key in keysToDetect) {
		const nestedPath = path ? path + "." + key : key;
		if (hasIgnoredPaths) {
			if (ignoredPaths.some((ignored) => {
				if (ignored instanceof RegExp) return ignored.test(nestedPath);
				return nestedPath === ignored;
			})) continue;
		}
		const result = detectMutations(isImmutable, ignoredPaths, trackedProperty.children[key], obj[key], sameRef, nestedPath, seen);
		if (result.wasMutated) return result;
	}
	return { wasMutated: false };
}
function createImmutableStateInvariantMiddleware(options = {}) {
	if (process.env.NODE_ENV === "production") return () => (next) => (action) => next(action);
	else {
		function stringify(obj, serializer, indent, decycler) {
			return JSON.stringify(obj, getSerialize(serializer, decycler), indent);
		}
		function getSerialize(serializer, decycler) {
			let stack = [], keys = [];
			if (!decycler) decycler = function(_, value) {
				if (stack[0] === value) return "[Circular ~]";
				return "[Circular ~." + keys.slice(0, stack.indexOf(value)).join(".") + "]";
			};
			return function(key, value) {
				if (stack.length > 0) {
					var thisPos = stack.indexOf(this);
					if (~thisPos) {
						stack.splice(thisPos + 1);
						keys.splice(thisPos, Infinity, key);
					} else {
						stack.push(this);
						keys.push(key);
					}
					if (~stack.indexOf(value)) value = decycler.call(this, key, value);
				} else stack.push(value);
				return serializer == null ? value : serializer.call(this, key, value);
			};
		}
		let { isImmutable = isImmutableDefault, ignoredPaths, warnAfter = 32 } = options;
		const track = trackForMutations.bind(null, isImmutable, ignoredPaths);
		return ({ getState }) => {
			let state = getState();
			let tracker = track(state);
			let result;
			return (next) => (action) => {
				const measureUtils = getTimeMeasureUtils(warnAfter, "ImmutableStateInvariantMiddleware");
				measureUtils.measureTime(() => {
					state = getState();
					result = tracker.detectMutations();
					tracker = track(state);
					if (result.wasMutated) throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage(19) : `A state mutation was detected between dispatches, in the path '${result.path || ""}'.  This may cause incorrect behavior. (https://redux.js.org/style-guide/style-guide#do-not-mutate-state)`);
				});
				const dispatchedAction = next(action);
				measureUtils.measureTime(() => {
					state = getState();
					result = tracker.detectMutations();
					tracker = track(state);
					if (result.wasMutated) throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage(20) : `A state mutation was detected inside a dispatch, in the path: ${result.path || ""}. Take a look at the reducer(s) handling the action ${stringify(action)}. (https://redux.js.org/style-guide/style-guide#do-not-mutate-state)`);
				});
				measureUtils.warnIfExceeded();
				return dispatchedAction;
			};
		};
	}
}
function isPlain(val) {
	const type = typeof val;
	return val == null || type === "string" || type === "boolean" || type === "number" || Array.isArray(val) || isPlainObject$2(val);
}
function findNonSerializableValue(value, path = "", isSerializable = isPlain, getEntries, ignoredPaths = [], cache) {
	return findNonSerializableValueRecursive(value, path, isSerializable, getEntries, ignoredPaths, cache, /* @__PURE__ */ new Set());
}
function findNonSerializableValueRecursive(value, path, isSerializable, getEntries, ignoredPaths, cache, ancestors) {
	let foundNestedSerializable;
	if (!isSerializable(value)) return {
		keyPath: path || "<root>",
		value
	};
	if (typeof value !== "object" || value === null) return false;
	if (cache?.has(value)) return false;
	if (ancestors.has(value)) return {
		keyPath: path || "<root>",
		value
	};
	ancestors.add(value);
	const entries = getEntries != null ? getEntries(value) : Object.entries(value);
	const hasIgnoredPaths = ignoredPaths.length > 0;
	for (const [key, nestedValue] of entries) {
		const nestedPath = path ? path + "." + key : key;
		if (hasIgnoredPaths) {
			if (ignoredPaths.some((ignored) => {
				if (ignored instanceof RegExp) return ignored.test(nestedPath);
				return nestedPath === ignored;
			})) continue;
		}
		if (!isSerializable(nestedValue)) return {
			keyPath: nestedPath,
			value: nestedValue
		};
		if (typeof nestedValue === "object") {
			foundNestedSerializable = findNonSerializableValueRecursive(nestedValue, nestedPath, isSerializable, getEntries, ignoredPaths, cache, ancestors);
			if (foundNestedSerializable) return foundNestedSerializable;
		}
	}
	ancestors.delete(value);
	if (cache && isNestedFrozen(value)) cache.add(value);
	return false;
}
function isNestedFrozen(value) {
	return isNestedFrozenRecursive(value, /* @__PURE__ */ new Set());
}
function isNestedFrozenRecursive(value, visited) {
	if (!Object.isFrozen(value)) return false;
	if (visited.has(value)) return true;
	visited.add(value);
	for (const nestedValue of Object.values(value)) {
		if (typeof nestedValue !== "object" || nestedValue === null) continue;
		if (!isNestedFrozenRecursive(nestedValue, visited)) return false;
	}
	return true;
}
function createSerializableStateInvariantMiddleware(options = {}) {
	if (process.env.NODE_ENV === "production") return () => (next) => (action) => next(action);
	else {
		const { isSerializable = isPlain, getEntries, ignoredActions = [], ignoredActionPaths = ["meta.arg", "meta.baseQueryMeta"], ignoredPaths = [], warnAfter = 32, ignoreState = false, ignoreActions = false, disableCache = false } = options;
		const cache = !disableCache && WeakSet ? /* @__PURE__ */ new WeakSet() : void 0;
		return (storeAPI) => (next) => (action) => {
			if (!isAction(action)) return next(action);
			const result = next(action);
			const measureUtils = getTimeMeasureUtils(warnAfter, "SerializableStateInvariantMiddleware");
			if (!ignoreActions && !(ignoredActions.length && ignoredActions.indexOf(action.type) !== -1)) measureUtils.measureTime(() => {
				const foundActionNonSerializableValue = findNonSerializableValue(action, "", isSerializable, getEntries, ignoredActionPaths, cache);
				if (foundActionNonSerializableValue) {
					const { keyPath, value } = foundActionNonSerializableValue;
					console.error(`A non-serializable value was detected in an action, in the path: \`${keyPath}\`. Value:`, value, "\nTake a look at the logic that dispatched this action: ", action, "\n(See https://redux.js.org/faq/actions#why-should-type-be-a-string-why-should-my-action-types-be-constants)", "\n(To allow non-serializable values see: https://redux-toolkit.js.org/usage/usage-guide#working-with-non-serializable-data)");
				}
			});
			if (!ignoreState) {
				measureUtils.measureTime(() => {
					const foundStateNonSerializableValue = findNonSerializableValue(storeAPI.getState(), "", isSerializable, getEntries, ignoredPaths, cache);
					if (foundStateNonSerializableValue) {
						const { keyPath, value } = foundStateNonSerializableValue;
						console.error(`A non-serializable value was detected in the state, in the path: \`${keyPath}\`. Value:`, value, `
Take a look at the reducer(s) handling this action type: ${action.type}.
(See https://redux.js.org/faq/organizing-state#can-i-put-functions-promises-or-other-non-serializable-items-in-my-store-state)`);
					}
				});
				measureUtils.warnIfExceeded();
			}
			return result;
		};
	}
}
function isBoolean(x) {
	return typeof x === "boolean";
}
var buildGetDefaultMiddleware = () => function getDefaultMiddleware(options) {
	const { thunk: thunk$1 = true, immutableCheck = true, serializableCheck = true, actionCreatorCheck = true } = options ?? {};
	let middlewareArray = new Tuple();
	if (thunk$1) {
		if (isBoolean(thunk$1)) middlewareArray.push(thunk);
		else middlewareArray.push(withExtraArgument(thunk$1.extraArgument));
	}
	if (process.env.NODE_ENV !== "production") {
		if (immutableCheck) {
			let immutableOptions = {};
			if (!isBoolean(immutableCheck)) immutableOptions = immutableCheck;
			middlewareArray.unshift(createImmutableStateInvariantMiddleware(immutableOptions));
		}
		if (serializableCheck) {
			let serializableOptions = {};
			if (!isBoolean(serializableCheck)) serializableOptions = serializableCheck;
			middlewareArray.push(createSerializableStateInvariantMiddleware(serializableOptions));
		}
		if (actionCreatorCheck) {
			let actionCreatorOptions = {};
			if (!isBoolean(actionCreatorCheck)) actionCreatorOptions = actionCreatorCheck;
			middlewareArray.unshift(createActionCreatorInvariantMiddleware(actionCreatorOptions));
		}
	}
	return middlewareArray;
};
var SHOULD_AUTOBATCH = "RTK_autoBatch";
var prepareAutoBatched = () => (payload) => ({
	payload,
	meta: { [SHOULD_AUTOBATCH]: true }
});
var createQueueWithTimer = (timeout) => {
	return (notify) => {
		setTimeout(notify, timeout);
	};
};
var createRafWithFallbackTimer = (raf, caf, timeout) => {
	return (notify) => {
		let called = false;
		let rafId;
		let timerId;
		const callback = () => {
			if (called) return;
			called = true;
			caf?.(rafId);
			clearTimeout(timerId);
			notify();
		};
		rafId = raf(callback);
		timerId = setTimeout(callback, timeout);
	};
};
var autoBatchEnhancer = (options = { type: "raf" }) => (next) => (...args) => {
	const store = next(...args);
	let notifying = true;
	let shouldNotifyAtEndOfTick = false;
	let notificationQueued = false;
	const listeners = /* @__PURE__ */ new Set();
	const queueCallback = options.type === "tick" ? queueMicrotask : options.type === "raf" ? typeof window !== "undefined" && window.requestAnimationFrame ? createRafWithFallbackTimer(window.requestAnimationFrame, window.cancelAnimationFrame, 100) : createQueueWithTimer(10) : options.type === "callback" ? options.queueNotification : createQueueWithTimer(options.timeout);
	const notifyListeners = () => {
		notificationQueued = false;
		if (shouldNotifyAtEndOfTick) {
			shouldNotifyAtEndOfTick = false;
			listeners.forEach((l) => l());
		}
	};
	return Object.assign({}, store, {
		subscribe(listener) {
			const wrappedListener = () => notifying && listener();
			const unsubscribe = store.subscribe(wrappedListener);
			listeners.add(listener);
			return () => {
				unsubscribe();
				listeners.delete(listener);
			};
		},
		dispatch(action) {
			try {
				notifying = !action?.meta?.[SHOULD_AUTOBATCH];
				shouldNotifyAtEndOfTick = !notifying;
				if (shouldNotifyAtEndOfTick) {
					if (!notificationQueued) {
						notificationQueued = true;
						queueCallback(notifyListeners);
					}
				}
				return store.dispatch(action);
			} finally {
				notifying = true;
			}
		}
	});
};
var buildGetDefaultEnhancers = (middlewareEnhancer) => function getDefaultEnhancers(options) {
	const { autoBatch = true } = options ?? {};
	let enhancerArray = new Tuple(middlewareEnhancer);
	if (autoBatch) enhancerArray.push(autoBatchEnhancer(typeof autoBatch === "object" ? autoBatch : void 0));
	return enhancerArray;
};
function configureStore(options) {
	const getDefaultMiddleware = buildGetDefaultMiddleware();
	const { reducer = void 0, middleware, devTools = true, duplicateMiddlewareCheck = true, preloadedState = void 0, enhancers = void 0 } = options || {};
	let rootReducer;
	if (typeof reducer === "function") rootReducer = reducer;
	else if (isPlainObject$2(reducer)) rootReducer = combineReducers(reducer);
	else throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage(1) : "`reducer` is a required argument, and must be a function or an object of functions that can be passed to combineReducers");
	if (process.env.NODE_ENV !== "production" && middleware && typeof middleware !== "function") throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage(2) : "`middleware` field must be a callback");
	let finalMiddleware;
	if (typeof middleware === "function") {
		finalMiddleware = middleware(getDefaultMiddleware);
		if (process.env.NODE_ENV !== "production" && !Array.isArray(finalMiddleware)) throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage(3) : "when using a middleware builder function, an array of middleware must be returned");
	} else finalMiddleware = getDefaultMiddleware();
	if (process.env.NODE_ENV !== "production" && finalMiddleware.some((item) => typeof item !== "function")) throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage(4) : "each middleware provided to configureStore must be a function");
	if (process.env.NODE_ENV !== "production" && duplicateMiddlewareCheck) {
		let middlewareReferences = /* @__PURE__ */ new Set();
		finalMiddleware.forEach((middleware) => {
			if (middlewareReferences.has(middleware)) throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage(42) : "Duplicate middleware references found when creating the store. Ensure that each middleware is only included once.");
			middlewareReferences.add(middleware);
		});
	}
	let finalCompose = compose;
	if (devTools) finalCompose = composeWithDevTools({
		trace: process.env.NODE_ENV !== "production",
		...typeof devTools === "object" && devTools
	});
	const middlewareEnhancer = applyMiddleware(...finalMiddleware);
	const getDefaultEnhancers = buildGetDefaultEnhancers(middlewareEnhancer);
	if (process.env.NODE_ENV !== "production" && enhancers && typeof enhancers !== "function") throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage(5) : "`enhancers` field must be a callback");
	let storeEnhancers = typeof enhancers === "function" ? enhancers(getDefaultEnhancers) : getDefaultEnhancers();
	if (process.env.NODE_ENV !== "production" && !Array.isArray(storeEnhancers)) throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage(6) : "`enhancers` callback must return an array");
	if (process.env.NODE_ENV !== "production" && storeEnhancers.some((item) => typeof item !== "function")) throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage(7) : "each enhancer provided to configureStore must be a function");
	if (process.env.NODE_ENV !== "production" && finalMiddleware.length && !storeEnhancers.includes(middlewareEnhancer)) console.error("middlewares were provided, but middleware enhancer was not included in final enhancers - make sure to call `getDefaultEnhancers`");
	const composedEnhancer = finalCompose(...storeEnhancers);
	return createStore(rootReducer, preloadedState, composedEnhancer);
}
function executeReducerBuilderCallback(builderCallback) {
	const actionsMap = {};
	const actionMatchers = [];
	let defaultCaseReducer;
	const builder = {
		addCase(typeOrActionCreator, reducer) {
			if (process.env.NODE_ENV !== "production") {
				if (actionMatchers.length > 0) throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage(26) : "`builder.addCase` should only be called before calling `builder.addMatcher`");
				if (defaultCaseReducer) throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage(27) : "`builder.addCase` should only be called before calling `builder.addDefaultCase`");
			}
			const type = typeof typeOrActionCreator === "string" ? typeOrActionCreator : typeOrActionCreator.type;
			if (!type) throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage(28) : "`builder.addCase` cannot be called with an empty action type");
			if (type in actionsMap) throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage(29) : `\`builder.addCase\` cannot be called with two reducers for the same action type '${type}'`);
			actionsMap[type] = reducer;
			return builder;
		},
		addAsyncThunk(asyncThunk, reducers) {
			if (process.env.NODE_ENV !== "production") {
				if (defaultCaseReducer) throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage(43) : "`builder.addAsyncThunk` should only be called before calling `builder.addDefaultCase`");
			}
			if (reducers.pending) actionsMap[asyncThunk.pending.type] = reducers.pending;
			if (reducers.rejected) actionsMap[asyncThunk.rejected.type] = reducers.rejected;
			if (reducers.fulfilled) actionsMap[asyncThunk.fulfilled.type] = reducers.fulfilled;
			if (reducers.settled) actionMatchers.push({
				matcher: asyncThunk.settled,
				reducer: reducers.settled
			});
			return builder;
		},
		addMatcher(matcher, reducer) {
			if (process.env.NODE_ENV !== "production") {
				if (defaultCaseReducer) throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage(30) : "`builder.addMatcher` should only be called before calling `builder.addDefaultCase`");
			}
			actionMatchers.push({
				matcher,
				reducer
			});
			return builder;
		},
		addDefaultCase(reducer) {
			if (process.env.NODE_ENV !== "production") {
				if (defaultCaseReducer) throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage(31) : "`builder.addDefaultCase` can only be called once");
			}
			defaultCaseReducer = reducer;
			return builder;
		}
	};
	builderCallback(builder);
	return [
		actionsMap,
		actionMatchers,
		defaultCaseReducer
	];
}
function isStateFunction(x) {
	return typeof x === "function";
}
function createReducer(initialState, mapOrBuilderCallback) {
	if (process.env.NODE_ENV !== "production") {
		if (typeof mapOrBuilderCallback === "object") throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage(8) : "The object notation for `createReducer` has been removed. Please use the 'builder callback' notation instead: https://redux-toolkit.js.org/api/createReducer");
	}
	let [actionsMap, finalActionMatchers, finalDefaultCaseReducer] = executeReducerBuilderCallback(mapOrBuilderCallback);
	let getInitialState;
	if (isStateFunction(initialState)) getInitialState = () => freezeDraftable(initialState());
	else {
		const frozenInitialState = freezeDraftable(initialState);
		getInitialState = () => frozenInitialState;
	}
	function applyCaseReducer(previousState, caseReducer, action) {
		if (isDraft(previousState)) {
			const result = caseReducer(previousState, action);
			if (result === void 0) return previousState;
			return result;
		} else if (!isDraftable(previousState)) {
			const result = caseReducer(previousState, action);
			if (result === void 0) {
				if (previousState === null) return previousState;
				throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage(9) : "A case reducer on a non-draftable value must not return undefined");
			}
			return result;
		} else return produce(previousState, (draft) => {
			return caseReducer(draft, action);
		});
	}
	function reducer(state = getInitialState(), action) {
		const caseReducer = actionsMap[action.type];
		let matchedReducers;
		for (const { matcher, reducer } of finalActionMatchers) if (matcher(action) && reducer) (matchedReducers ??= []).push(reducer);
		if (!caseReducer && !matchedReducers) return finalDefaultCaseReducer ? applyCaseReducer(state, finalDefaultCaseReducer, action) : state;
		if (caseReducer) state = applyCaseReducer(state, caseReducer, action);
		if (matchedReducers) for (const matchedReducer of matchedReducers) state = applyCaseReducer(state, matchedReducer, action);
		return state;
	}
	reducer.getInitialState = getInitialState;
	return reducer;
}
var matches = (matcher, action) => {
	if (hasMatchFunction(matcher)) return matcher.match(action);
	else return matcher(action);
};
function isAnyOf(...matchers) {
	return (action) => {
		return matchers.some((matcher) => matches(matcher, action));
	};
}
function isAllOf(...matchers) {
	return (action) => {
		return matchers.every((matcher) => matches(matcher, action));
	};
}
function hasExpectedRequestMetadata(action, validStatus) {
	if (!action || !action.meta) return false;
	const hasValidRequestId = typeof action.meta.requestId === "string";
	const hasValidRequestStatus = validStatus.indexOf(action.meta.requestStatus) > -1;
	return hasValidRequestId && hasValidRequestStatus;
}
function isAsyncThunkArray(a) {
	return typeof a[0] === "function" && "pending" in a[0] && "fulfilled" in a[0] && "rejected" in a[0];
}
function isPending(...asyncThunks) {
	if (asyncThunks.length === 0) return (action) => hasExpectedRequestMetadata(action, ["pending"]);
	if (!isAsyncThunkArray(asyncThunks)) return isPending()(asyncThunks[0]);
	return isAnyOf(...asyncThunks.map((asyncThunk) => asyncThunk.pending));
}
function isRejected(...asyncThunks) {
	if (asyncThunks.length === 0) return (action) => hasExpectedRequestMetadata(action, ["rejected"]);
	if (!isAsyncThunkArray(asyncThunks)) return isRejected()(asyncThunks[0]);
	return isAnyOf(...asyncThunks.map((asyncThunk) => asyncThunk.rejected));
}
function isRejectedWithValue(...asyncThunks) {
	const hasFlag = (action) => {
		return action && action.meta && action.meta.rejectedWithValue;
	};
	if (asyncThunks.length === 0) return isAllOf(isRejected(...asyncThunks), hasFlag);
	if (!isAsyncThunkArray(asyncThunks)) return isRejectedWithValue()(asyncThunks[0]);
	return isAllOf(isRejected(...asyncThunks), hasFlag);
}
function isFulfilled(...asyncThunks) {
	if (asyncThunks.length === 0) return (action) => hasExpectedRequestMetadata(action, ["fulfilled"]);
	if (!isAsyncThunkArray(asyncThunks)) return isFulfilled()(asyncThunks[0]);
	return isAnyOf(...asyncThunks.map((asyncThunk) => asyncThunk.fulfilled));
}
function isAsyncThunkAction(...asyncThunks) {
	if (asyncThunks.length === 0) return (action) => hasExpectedRequestMetadata(action, [
		"pending",
		"fulfilled",
		"rejected"
	]);
	if (!isAsyncThunkArray(asyncThunks)) return isAsyncThunkAction()(asyncThunks[0]);
	return isAnyOf(...asyncThunks.flatMap((asyncThunk) => [
		asyncThunk.pending,
		asyncThunk.rejected,
		asyncThunk.fulfilled
	]));
}
var urlAlphabet = "ModuleSymbhasOwnPr-0123456789ABCDEFGHNRVfgctiUvz_KqYTJkLxpZXIjQW";
var nanoid = (size = 21) => {
	let id = "";
	let i = size;
	while (i--) id += urlAlphabet[Math.random() * 64 | 0];
	return id;
};
var commonProperties = [
	"name",
	"message",
	"stack",
	"code"
];
var RejectWithValue = class {
	payload;
	meta;
	_type;
	constructor(payload, meta) {
		this.payload = payload;
		this.meta = meta;
	}
};
var FulfillWithMeta = class {
	payload;
	meta;
	_type;
	constructor(payload, meta) {
		this.payload = payload;
		this.meta = meta;
	}
};
var miniSerializeError = (value) => {
	if (typeof value === "object" && value !== null) {
		const simpleError = {};
		for (const property of commonProperties) if (typeof value[property] === "string") simpleError[property] = value[property];
		return simpleError;
	}
	return { message: String(value) };
};
var externalAbortMessage = "External signal was aborted";
var createAsyncThunk = /* @__PURE__ */ (() => {
	function createAsyncThunk(typePrefix, payloadCreator, options) {
		const fulfilled = createAction(typePrefix + "/fulfilled", (payload, requestId, arg, meta) => ({
			payload,
			meta: {
				...meta || {},
				arg,
				requestId,
				requestStatus: "fulfilled"
			}
		}));
		const pending = createAction(typePrefix + "/pending", (requestId, arg, meta) => ({
			payload: void 0,
			meta: {
				...meta || {},
				arg,
				requestId,
				requestStatus: "pending"
			}
		}));
		const rejected = createAction(typePrefix + "/rejected", (error, requestId, arg, payload, meta) => ({
			payload,
			error: (options && options.serializeError || miniSerializeError)(error || "Rejected"),
			meta: {
				...meta || {},
				arg,
				requestId,
				rejectedWithValue: payload !== void 0,
				requestStatus: "rejected",
				aborted: error?.name === "AbortError",
				condition: error?.name === "ConditionError"
			}
		}));
		function actionCreator(arg, { signal } = {}) {
			return (dispatch, getState, extra) => {
				const requestId = options?.idGenerator ? options.idGenerator(arg) : nanoid();
				const abortController = new AbortController();
				let abortHandler;
				let abortReason;
				function abort(reason) {
					abortReason = reason;
					abortController.abort();
				}
				if (signal) {
					if (signal.aborted) abort(externalAbortMessage);
					else signal.addEventListener("abort", () => abort(externalAbortMessage), { once: true });
				}
				const promise = async function() {
					let finalAction;
					try {
						let conditionResult = options?.condition?.(arg, {
							getState,
							extra
						});
						if (isThenable(conditionResult)) conditionResult = await conditionResult;
						if (conditionResult === false) throw {
							name: "ConditionError",
							message: "Aborted due to condition callback returning false."
						};
						if (abortController.signal.aborted) throw {
							name: "AbortError",
							message: abortReason || "Aborted"
						};
						const abortedPromise = new Promise((_, reject) => {
							abortHandler = () => {
								reject({
									name: "AbortError",
									message: abortReason || "Aborted"
								});
							};
							abortController.signal.addEventListener("abort", abortHandler, { once: true });
						});
						dispatch(pending(requestId, arg, options?.getPendingMeta?.({
							requestId,
							arg
						}, {
							getState,
							extra
						})));
						finalAction = await Promise.race([abortedPromise, Promise.resolve(payloadCreator(arg, {
							dispatch,
							getState,
							extra,
							requestId,
							signal: abortController.signal,
							abort,
							rejectWithValue: ((value, meta) => {
								return new RejectWithValue(value, meta);
							}),
							fulfillWithValue: ((value, meta) => {
								return new FulfillWithMeta(value, meta);
							})
						})).then((result) => {
							if (result instanceof RejectWithValue) throw result;
							if (result instanceof FulfillWithMeta) return fulfilled(result.payload, requestId, arg, result.meta);
							return fulfilled(result, requestId, arg);
						})]);
					} catch (err) {
						finalAction = err instanceof RejectWithValue ? rejected(null, requestId, arg, err.payload, err.meta) : rejected(err, requestId, arg);
					} finally {
						if (abortHandler) abortController.signal.removeEventListener("abort", abortHandler);
					}
					if (!(options && !options.dispatchConditionRejection && rejected.match(finalAction) && finalAction.meta.condition)) dispatch(finalAction);
					return finalAction;
				}();
				return Object.assign(promise, {
					abort,
					requestId,
					arg,
					unwrap() {
						return promise.then(unwrapResult);
					}
				});
			};
		}
		return Object.assign(actionCreator, {
			pending,
			rejected,
			fulfilled,
			settled: isAnyOf(rejected, fulfilled),
			typePrefix
		});
	}
	createAsyncThunk.withTypes = () => createAsyncThunk;
	return createAsyncThunk;
})();
function unwrapResult(action) {
	if (action.meta && action.meta.rejectedWithValue) throw action.payload;
	if (action.error) throw action.error;
	return action.payload;
}
function isThenable(value) {
	return value !== null && typeof value === "object" && typeof value.then === "function";
}
var asyncThunkSymbol = /* @__PURE__ */ Symbol.for("rtk-slice-createasyncthunk");
function getType(slice, actionKey) {
	return `${slice}/${actionKey}`;
}
function buildCreateSlice({ creators } = {}) {
	const cAT = creators?.asyncThunk?.[asyncThunkSymbol];
	return function createSlice(options) {
		const { name, reducerPath = name } = options;
		if (!name) throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage(11) : "`name` is a required option for createSlice");
		if (typeof process !== "undefined" && process.env.NODE_ENV === "development") {
			if (options.initialState === void 0) console.error("You must provide an `initialState` value that is not `undefined`. You may have misspelled `initialState`");
		}
		const reducers = (typeof options.reducers === "function" ? options.reducers(buildReducerCreators()) : options.reducers) || {};
		const reducerNames = Object.keys(reducers);
		const context = {
			sliceCaseReducersByName: {},
			sliceCaseReducersByType: {},
			actionCreators: {},
			sliceMatchers: []
		};
		const contextMethods = {
			addCase(typeOrActionCreator, reducer) {
				const type = typeof typeOrActionCreator === "string" ? typeOrActionCreator : typeOrActionCreator.type;
				if (!type) throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage(12) : "`context.addCase` cannot be called with an empty action type");
				if (type in context.sliceCaseReducersByType) throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage(13) : "`context.addCase` cannot be called with two reducers for the same action type: " + type);
				context.sliceCaseReducersByType[type] = reducer;
				return contextMethods;
			},
			addMatcher(matcher, reducer) {
				context.sliceMatchers.push({
					matcher,
					reducer
				});
				return contextMethods;
			},
			exposeAction(name, actionCreator) {
				context.actionCreators[name] = actionCreator;
				return contextMethods;
			},
			exposeCaseReducer(name, reducer) {
				context.sliceCaseReducersByName[name] = reducer;
				return contextMethods;
			}
		};
		reducerNames.forEach((reducerName) => {
			const reducerDefinition = reducers[reducerName];
			const reducerDetails = {
				reducerName,
				type: getType(name, reducerName),
				createNotation: typeof options.reducers === "function"
			};
			if (isAsyncThunkSliceReducerDefinition(reducerDefinition)) handleThunkCaseReducerDefinition(reducerDetails, reducerDefinition, contextMethods, cAT);
			else handleNormalReducerDefinition(reducerDetails, reducerDefinition, contextMethods);
		});
		function buildReducer() {
			if (process.env.NODE_ENV !== "production") {
				if (typeof options.extraReducers === "object") throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage(14) : "The object notation for `createSlice.extraReducers` has been removed. Please use the 'builder callback' notation instead: https://redux-toolkit.js.org/api/createSlice");
			}
			const [extraReducers = {}, actionMatchers = [], defaultCaseReducer = void 0] = typeof options.extraReducers === "function" ? executeReducerBuilderCallback(options.extraReducers) : [options.extraReducers];
			const finalCaseReducers = {
				...extraReducers,
				...context.sliceCaseReducersByType
			};
			return createReducer(options.initialState, (builder) => {
				for (let key in finalCaseReducers) builder.addCase(key, finalCaseReducers[key]);
				for (let sM of context.sliceMatchers) builder.addMatcher(sM.matcher, sM.reducer);
				for (let m of actionMatchers) builder.addMatcher(m.matcher, m.reducer);
				if (defaultCaseReducer) builder.addDefaultCase(defaultCaseReducer);
			});
		}
		const selectSelf = (state) => state;
		const injectedSelectorCache = /* @__PURE__ */ new Map();
		const injectedStateCache = /* @__PURE__ */ new WeakMap();
		let _reducer;
		function reducer(state, action) {
			if (!_reducer) _reducer = buildReducer();
			return _reducer(state, action);
		}
		function getInitialState() {
			if (!_reducer) _reducer = buildReducer();
			return _reducer.getInitialState();
		}
		function makeSelectorProps(reducerPath, injected = false) {
			function selectSlice(state) {
				let sliceState = state[reducerPath];
				if (typeof sliceState === "undefined") {
					if (injected) sliceState = getOrInsertComputed$1(injectedStateCache, selectSlice, getInitialState);
					else if (process.env.NODE_ENV !== "production") throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage(15) : "selectSlice returned undefined for an uninjected slice reducer");
				}
				return sliceState;
			}
			function getSelectors(selectState = selectSelf) {
				return getOrInsertComputed$1(getOrInsertComputed$1(injectedSelectorCache, injected, () => /* @__PURE__ */ new WeakMap()), selectState, () => {
					const map = {};
					for (const [name, selector] of Object.entries(options.selectors ?? {})) map[name] = wrapSelector(selector, selectState, () => getOrInsertComputed$1(injectedStateCache, selectState, getInitialState), injected);
					return map;
				});
			}
			return {
				reducerPath,
				getSelectors,
				get selectors() {
					return getSelectors(selectSlice);
				},
				selectSlice
			};
		}
		const slice = {
			name,
			reducer,
			actions: context.actionCreators,
			caseReducers: context.sliceCaseReducersByName,
			getInitialState,
			...makeSelectorProps(reducerPath),
			injectInto(injectable, { reducerPath: pathOpt, ...config } = {}) {
				const newReducerPath = pathOpt ?? reducerPath;
				injectable.inject({
					reducerPath: newReducerPath,
					reducer
				}, config);
				return {
					...slice,
					...makeSelectorProps(newReducerPath, true)
				};
			}
		};
		return slice;
	};
}
function wrapSelector(selector, selectState, getInitialState, injected) {
	function wrapper(rootState, ...args) {
		let sliceState = selectState(rootState);
		if (typeof sliceState === "undefined") {
			if (injected) sliceState = getInitialState();
			else if (process.env.NODE_ENV !== "production") throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage(16) : "selectState returned undefined for an uninjected slice reducer");
		}
		return selector(sliceState, ...args);
	}
	wrapper.unwrapped = selector;
	return wrapper;
}
var createSlice = /* @__PURE__ */ buildCreateSlice();
function buildReducerCreators() {
	function asyncThunk(payloadCreator, config) {
		return {
			_reducerDefinitionType: "asyncThunk",
			payloadCreator,
			...config
		};
	}
	asyncThunk.withTypes = () => asyncThunk;
	return {
		reducer(caseReducer) {
			return Object.assign({ [caseReducer.name](...args) {
				return caseReducer(...args);
			} }[caseReducer.name], { _reducerDefinitionType: "reducer" });
		},
		preparedReducer(prepare, reducer) {
			return {
				_reducerDefinitionType: "reducerWithPrepare",
				prepare,
				reducer
			};
		},
		asyncThunk
	};
}
function handleNormalReducerDefinition({ type, reducerName, createNotation }, maybeReducerWithPrepare, context) {
	let caseReducer;
	let prepareCallback;
	if ("reducer" in maybeReducerWithPrepare) {
		if (createNotation && !isCaseReducerWithPrepareDefinition(maybeReducerWithPrepare)) throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage(17) : "Please use the `create.preparedReducer` notation for prepared action creators with the `create` notation.");
		caseReducer = maybeReducerWithPrepare.reducer;
		prepareCallback = maybeReducerWithPrepare.prepare;
	} else caseReducer = maybeReducerWithPrepare;
	context.addCase(type, caseReducer).exposeCaseReducer(reducerName, caseReducer).exposeAction(reducerName, prepareCallback ? createAction(type, prepareCallback) : createAction(type));
}
function isAsyncThunkSliceReducerDefinition(reducerDefinition) {
	return reducerDefinition._reducerDefinitionType === "asyncThunk";
}
function isCaseReducerWithPrepareDefinition(reducerDefinition) {
	return reducerDefinition._reducerDefinitionType === "reducerWithPrepare";
}
function handleThunkCaseReducerDefinition({ type, reducerName }, reducerDefinition, context, cAT) {
	if (!cAT) throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage(18) : "Cannot use `create.asyncThunk` in the built-in `createSlice`. Use `buildCreateSlice({ creators: { asyncThunk: asyncThunkCreator } })` to create a customised version of `createSlice`.");
	const { payloadCreator, fulfilled, pending, rejected, settled, options } = reducerDefinition;
	const thunk = cAT(type, payloadCreator, options);
	context.exposeAction(reducerName, thunk);
	if (fulfilled) context.addCase(thunk.fulfilled, fulfilled);
	if (pending) context.addCase(thunk.pending, pending);
	if (rejected) context.addCase(thunk.rejected, rejected);
	if (settled) context.addMatcher(thunk.settled, settled);
	context.exposeCaseReducer(reducerName, {
		fulfilled: fulfilled || noop$1,
		pending: pending || noop$1,
		rejected: rejected || noop$1,
		settled: settled || noop$1
	});
}
function noop$1() {}
var { assign } = Object;
function formatProdErrorMessage(code) {
	return `Minified Redux Toolkit error #${code}; visit https://redux-toolkit.js.org/Errors?code=${code} for the full message or use the non-minified dev environment for full errors. `;
}
// ../../node_modules/@standard-schema/utils/dist/index.js
var SchemaError = class extends Error {
	/**
	* The schema issues.
	*/
	issues;
	/**
	* Creates a schema error with useful information.
	*
	* @param issues The schema issues.
	*/
	constructor(issues) {
		super(issues[0].message);
		this.name = "SchemaError";
		this.issues = issues;
	}
};
// ../../node_modules/@reduxjs/toolkit/dist/query/rtk-query.modern.mjs
var QueryStatus = /* @__PURE__ */ function(QueryStatus) {
	QueryStatus["uninitialized"] = "uninitialized";
	QueryStatus["pending"] = "pending";
	QueryStatus["fulfilled"] = "fulfilled";
	QueryStatus["rejected"] = "rejected";
	return QueryStatus;
}({});
var STATUS_UNINITIALIZED = "uninitialized";
var STATUS_PENDING = "pending";
var STATUS_FULFILLED = "fulfilled";
var STATUS_REJECTED = "rejected";
function getRequestStatusFlags(status) {
	return {
		status,
		isUninitialized: status === STATUS_UNINITIALIZED,
		isLoading: status === STATUS_PENDING,
		isSuccess: status === STATUS_FULFILLED,
		isError: status === STATUS_REJECTED
	};
}
var isPlainObject = isPlainObject$2;
function copyWithStructuralSharing(oldObj, newObj) {
	if (oldObj === newObj || !(isPlainObject(oldObj) && isPlainObject(newObj) || Array.isArray(oldObj) && Array.isArray(newObj))) return newObj;
	const newKeys = Object.keys(newObj);
	const oldKeys = Object.keys(oldObj);
	let isSameObject = newKeys.length === oldKeys.length;
	const mergeObj = Array.isArray(newObj) ? [] : {};
	for (const key of newKeys) {
		mergeObj[key] = copyWithStructuralSharing(oldObj[key], newObj[key]);
		if (isSameObject) isSameObject = Object.is(oldObj[key], mergeObj[key]);
	}
	return isSameObject ? oldObj : mergeObj;
}
function filterMap(array, predicate, mapper) {
	return array.reduce((acc, item, i) => {
		if (predicate(item, i)) acc.push(mapper(item, i));
		return acc;
	}, []).flat();
}
function isDocumentVisible() {
	if (typeof document === "undefined") return true;
	return document.visibilityState !== "hidden";
}
function isNotNullish(v) {
	return v != null;
}
function filterNullishValues(map) {
	return [...map?.values() ?? []].filter(isNotNullish);
}
function isOnline() {
	return typeof navigator === "undefined" ? true : navigator.onLine === void 0 ? true : navigator.onLine;
}
function getOrInsertComputed(map, key, compute) {
	if (map.has(key)) return map.get(key);
	return map.set(key, compute(key)).get(key);
}
var createNewMap = () => /* @__PURE__ */ new Map();
var HandledError = class {
	value;
	meta;
	constructor(value, meta = void 0) {
		this.value = value;
		this.meta = meta;
	}
};
var INTERNAL_PREFIX = "__rtkq/";
var ONLINE = "online";
var OFFLINE = "offline";
var FOCUSED = "focused";
var onFocus = /* @__PURE__ */ createAction(`${INTERNAL_PREFIX}${FOCUSED}`);
var onFocusLost = /* @__PURE__ */ createAction(`${INTERNAL_PREFIX}un${FOCUSED}`);
var onOnline = /* @__PURE__ */ createAction(`${INTERNAL_PREFIX}${ONLINE}`);
var onOffline = /* @__PURE__ */ createAction(`${INTERNAL_PREFIX}${OFFLINE}`);
var ENDPOINT_QUERY$1 = "query";
var ENDPOINT_MUTATION$1 = "mutation";
var ENDPOINT_INFINITEQUERY$1 = "infinitequery";
function isQueryDefinition$1(e) {
	return e.type === ENDPOINT_QUERY$1;
}
function isMutationDefinition$1(e) {
	return e.type === ENDPOINT_MUTATION$1;
}
function isInfiniteQueryDefinition$1(e) {
	return e.type === ENDPOINT_INFINITEQUERY$1;
}
function isAnyQueryDefinition(e) {
	return isQueryDefinition$1(e) || isInfiniteQueryDefinition$1(e);
}
function calculateProvidedBy(description, result, error, queryArg, meta, assertTagTypes) {
	const finalDescription = isFunction(description) ? description(result, error, queryArg, meta) : description;
	if (finalDescription) return filterMap(finalDescription, isNotNullish, (tag) => assertTagTypes(expandTagDescription(tag)));
	return [];
}
function isFunction(t) {
	return typeof t === "function";
}
function expandTagDescription(description) {
	return typeof description === "string" ? { type: description } : description;
}
var skipToken = /* @__PURE__ */ Symbol.for("RTKQ/skipToken");
function asSafePromise(promise, fallback) {
	return promise.catch(fallback);
}
var getEndpointDefinition = (context, endpointName) => context.endpointDefinitions[endpointName];
var forceQueryFnSymbol = Symbol("forceQueryFn");
var isUpsertQuery = (arg) => typeof arg[forceQueryFnSymbol] === "function";
function buildInitiate({ serializeQueryArgs, queryThunk, infiniteQueryThunk, mutationThunk, api, context, getInternalState }) {
	const getRunningQueries = (dispatch) => getInternalState(dispatch)?.runningQueries;
	const getRunningMutations = (dispatch) => getInternalState(dispatch)?.runningMutations;
	const { unsubscribeQueryResult, removeMutationResult, updateSubscriptionOptions } = api.internalActions;
	return {
		buildInitiateQuery,
		buildInitiateInfiniteQuery,
		buildInitiateMutation,
		getRunningQueryThunk,
		getRunningMutationThunk,
		getRunningQueriesThunk,
		getRunningMutationsThunk
	};
	function getRunningQueryThunk(endpointName, queryArgs) {
		return (dispatch) => {
			const queryCacheKey = serializeQueryArgs({
				queryArgs,
				endpointDefinition: getEndpointDefinition(context, endpointName),
				endpointName
			});
			return getRunningQueries(dispatch)?.get(queryCacheKey);
		};
	}
	function getRunningMutationThunk(_endpointName, fixedCacheKeyOrRequestId) {
		return (dispatch) => {
			return getRunningMutations(dispatch)?.get(fixedCacheKeyOrRequestId);
		};
	}
	function getRunningQueriesThunk() {
		return (dispatch) => filterNullishValues(getRunningQueries(dispatch));
	}
	function getRunningMutationsThunk() {
		return (dispatch) => filterNullishValues(getRunningMutations(dispatch));
	}
	function middlewareWarning(dispatch) {
		if (process.env.NODE_ENV !== "production") {
			if (middlewareWarning.triggered) return;
			const returnedValue = dispatch(api.internalActions.internal_getRTKQSubscriptions());
			middlewareWarning.triggered = true;
			if (typeof returnedValue !== "object" || typeof returnedValue?.type === "string") throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage(34) : `Warning: Middleware for RTK-Query API at reducerPath "${api.reducerPath}" has not been added to the store.
You must add the middleware for RTK-Query to function correctly!`);
		}
	}
	function buildInitiateAnyQuery(endpointName, endpointDefinition) {
		const queryAction = (arg, { subscribe = true, forceRefetch, subscriptionOptions, [forceQueryFnSymbol]: forceQueryFn, ...rest } = {}) => (dispatch, getState) => {
			const queryCacheKey = arg === skipToken ? `${endpointName}(skipToken)` : serializeQueryArgs({
				queryArgs: arg,
				endpointDefinition,
				endpointName
			});
			let thunk;
			const commonThunkArgs = {
				...rest,
				type: ENDPOINT_QUERY$1,
				subscribe,
				forceRefetch,
				subscriptionOptions,
				endpointName,
				originalArgs: arg,
				queryCacheKey,
				[forceQueryFnSymbol]: forceQueryFn
			};
			if (isQueryDefinition$1(endpointDefinition)) thunk = queryThunk(commonThunkArgs);
			else {
				const { direction, initialPageParam, refetchCachedPages } = rest;
				thunk = infiniteQueryThunk({
					...commonThunkArgs,
					direction,
					initialPageParam,
					refetchCachedPages
				});
			}
			const selector = api.endpoints[endpointName].select(arg);
			const thunkResult = dispatch(thunk);
			const stateAfter = selector(getState());
			middlewareWarning(dispatch);
			const { requestId, abort } = thunkResult;
			const skippedSynchronously = stateAfter.requestId !== requestId;
			const runningQuery = arg === skipToken ? void 0 : getRunningQueries(dispatch)?.get(queryCacheKey);
			const selectFromState = () => selector(getState());
			const statePromise = Object.assign(forceQueryFn ? thunkResult.then(selectFromState) : skippedSynchronously && !runningQuery ? Promise.resolve(stateAfter) : Promise.all([runningQuery, thunkResult]).then(selectFromState), {
				arg,
				requestId,
				subscriptionOptions,
				queryCacheKey,
				abort,
				async unwrap() {
					const result = await statePromise;
					if (result.isError) throw result.error;
					return result.data;
				},
				refetch: (options) => dispatch(queryAction(arg, {
					subscribe: false,
					forceRefetch: true,
					...options
				})),
				unsubscribe() {
					if (subscribe) dispatch(unsubscribeQueryResult({
						queryCacheKey,
						requestId
					}));
				},
				updateSubscriptionOptions(options) {
					statePromise.subscriptionOptions = options;
					dispatch(updateSubscriptionOptions({
						endpointName,
						requestId,
						queryCacheKey,
						options
					}));
				}
			});
			if (!skippedSynchronously && !forceQueryFn) {
				const runningQueries = getRunningQueries(dispatch);
				runningQueries.set(queryCacheKey, statePromise);
				const removeRunningQuery = () => {
					if (runningQueries.get(queryCacheKey) === statePromise) runningQueries.delete(queryCacheKey);
				};
				statePromise.then(removeRunningQuery, removeRunningQuery);
			}
			return statePromise;
		};
		return queryAction;
	}
	function buildInitiateQuery(endpointName, endpointDefinition) {
		return buildInitiateAnyQuery(endpointName, endpointDefinition);
	}
	function buildInitiateInfiniteQuery(endpointName, endpointDefinition) {
		return buildInitiateAnyQuery(endpointName, endpointDefinition);
	}
	function buildInitiateMutation(endpointName) {
		return (arg, { track = true, fixedCacheKey } = {}) => (dispatch, getState) => {
			const thunkResult = dispatch(mutationThunk({
				type: "mutation",
				endpointName,
				originalArgs: arg,
				track,
				fixedCacheKey
			}));
			middlewareWarning(dispatch);
			const { requestId, abort, unwrap } = thunkResult;
			const returnValuePromise = asSafePromise(thunkResult.unwrap().then((data) => ({ data })), (error) => ({ error }));
			const reset = () => {
				dispatch(removeMutationResult({
					requestId,
					fixedCacheKey
				}));
			};
			const ret = Object.assign(returnValuePromise, {
				arg: thunkResult.arg,
				requestId,
				abort,
				unwrap,
				reset
			});
			const runningMutations = getRunningMutations(dispatch);
			runningMutations.set(requestId, ret);
			ret.then(() => {
				runningMutations.delete(requestId);
			});
			if (fixedCacheKey) {
				runningMutations.set(fixedCacheKey, ret);
				ret.then(() => {
					if (runningMutations.get(fixedCacheKey) === ret) runningMutations.delete(fixedCacheKey);
				});
			}
			return ret;
		};
	}
}
var NamedSchemaError = class extends SchemaError {
	value;
	schemaName;
	_bqMeta;
	constructor(issues, value, schemaName, _bqMeta) {
		super(issues);
		this.value = value;
		this.schemaName = schemaName;
		this._bqMeta = _bqMeta;
	}
};
var shouldSkip = (skipSchemaValidation, schemaName) => Array.isArray(skipSchemaValidation) ? skipSchemaValidation.includes(schemaName) : !!skipSchemaValidation;
async function parseWithSchema(schema, data, schemaName, bqMeta) {
	const result = await schema["~standard"].validate(data);
	if (result.issues) throw new NamedSchemaError(result.issues, data, schemaName, bqMeta);
	return result.value;
}
function defaultTransformResponse(baseQueryReturnValue) {
	return baseQueryReturnValue;
}
var addShouldAutoBatch = (arg = {}) => {
	return {
		...arg,
		[SHOULD_AUTOBATCH]: true
	};
};
function buildThunks({ reducerPath, baseQuery, context: { endpointDefinitions }, serializeQueryArgs, api, assertTagType, selectors, onSchemaFailure, catchSchemaFailure: globalCatchSchemaFailure, skipSchemaValidation: globalSkipSchemaValidation }) {
	const lastSeqByStore = /* @__PURE__ */ new WeakMap();
	const requestStarts = /* @__PURE__ */ new Map();
	function startRequest(requestId, getState) {
		const seq = (lastSeqByStore.get(getState) ?? 0) + 1;
		lastSeqByStore.set(getState, seq);
		const requestStart = {
			startedTimeStamp: Date.now(),
			seq
		};
		requestStarts.set(requestId, requestStart);
		return requestStart;
	}
	function takeRequestStart(requestId, getState) {
		const requestStart = requestStarts.get(requestId) ?? startRequest(requestId, getState);
		requestStarts.delete(requestId);
		return requestStart;
	}
	const patchQueryData = (endpointName, arg, patches, updateProvided) => (dispatch, getState) => {
		const endpointDefinition = endpointDefinitions[endpointName];
		const queryCacheKey = serializeQueryArgs({
			queryArgs: arg,
			endpointDefinition,
			endpointName
		});
		dispatch(api.internalActions.queryResultPatched({
			queryCacheKey,
			patches
		}));
		if (!updateProvided) return;
		const newValue = api.endpoints[endpointName].select(arg)(getState());
		const providedTags = calculateProvidedBy(endpointDefinition.providesTags, newValue.data, void 0, arg, {}, assertTagType);
		dispatch(api.internalActions.updateProvidedBy([{
			queryCacheKey,
			providedTags
		}]));
	};
	function addToStart(items, item, max = 0) {
		const newItems = [item, ...items];
		return max && newItems.length > max ? newItems.slice(0, -1) : newItems;
	}
	function addToEnd(items, item, max = 0) {
		const newItems = [...items, item];
		return max && newItems.length > max ? newItems.slice(1) : newItems;
	}
	const updateQueryData = (endpointName, arg, updateRecipe, updateProvided = true) => (dispatch, getState) => {
		const currentState = api.endpoints[endpointName].select(arg)(getState());
		const ret = {
			patches: [],
			inversePatches: [],
			undo: () => dispatch(api.util.patchQueryData(endpointName, arg, ret.inversePatches, updateProvided))
		};
		if (currentState.status === "uninitialized") return ret;
		let newValue;
		if ("data" in currentState) {
			if (isDraftable(currentState.data)) {
				const [value, patches, inversePatches] = produceWithPatches(currentState.data, updateRecipe);
				ret.patches.push(...patches);
				ret.inversePatches.push(...inversePatches);
				newValue = value;
			} else {
				newValue = updateRecipe(currentState.data);
				ret.patches.push({
					op: "replace",
					path: [],
					value: newValue
				});
				ret.inversePatches.push({
					op: "replace",
					path: [],
					value: currentState.data
				});
			}
		}
		if (ret.patches.length === 0) return ret;
		dispatch(api.util.patchQueryData(endpointName, arg, ret.patches, updateProvided));
		return ret;
	};
	const upsertQueryData = (endpointName, arg, value) => (dispatch) => {
		return dispatch(api.endpoints[endpointName].initiate(arg, {
			subscribe: false,
			forceRefetch: true,
			[forceQueryFnSymbol]: () => ({ data: value })
		}));
	};
	const getTransformCallbackForEndpoint = (endpointDefinition, transformFieldName) => {
		return endpointDefinition.query && endpointDefinition[transformFieldName] ? endpointDefinition[transformFieldName] : defaultTransformResponse;
	};
	const executeEndpoint = async (arg, { signal, abort, rejectWithValue, fulfillWithValue, dispatch, getState, extra, requestId }) => {
		const requestStart = takeRequestStart(requestId, getState);
		const endpointDefinition = endpointDefinitions[arg.endpointName];
		const { metaSchema, skipSchemaValidation = globalSkipSchemaValidation } = endpointDefinition;
		const isQuery = arg.type === ENDPOINT_QUERY$1;
		try {
			let transformResponse = defaultTransformResponse;
			const baseQueryApi = {
				signal,
				abort,
				dispatch,
				getState,
				extra,
				endpoint: arg.endpointName,
				type: arg.type,
				forced: isQuery ? isForcedQuery(arg, getState()) : void 0,
				queryCacheKey: isQuery ? arg.queryCacheKey : void 0
			};
			const forceQueryFn = isQuery ? arg[forceQueryFnSymbol] : void 0;
			let finalQueryReturnValue;
			const fetchPage = async (data, param, maxPages, previous) => {
				if (param == null && data.pages.length) return Promise.resolve({ data });
				const pageResponse = await executeRequest({
					queryArg: arg.originalArgs,
					pageParam: param
				});
				const addTo = previous ? addToStart : addToEnd;
				return {
					data: {
						pages: addTo(data.pages, pageResponse.data, maxPages),
						pageParams: addTo(data.pageParams, param, maxPages)
					},
					meta: pageResponse.meta
				};
			};
			async function executeRequest(finalQueryArg) {
				let result;
				const { extraOptions, argSchema, rawResponseSchema, responseSchema } = endpointDefinition;
				if (argSchema && !shouldSkip(skipSchemaValidation, "arg")) finalQueryArg = await parseWithSchema(argSchema, finalQueryArg, "argSchema", {});
				if (forceQueryFn) result = forceQueryFn();
				else if (endpointDefinition.query) {
					transformResponse = getTransformCallbackForEndpoint(endpointDefinition, "transformResponse");
					result = await baseQuery(endpointDefinition.query(finalQueryArg), baseQueryApi, extraOptions);
				} else result = await endpointDefinition.queryFn(finalQueryArg, baseQueryApi, extraOptions, (arg) => baseQuery(arg, baseQueryApi, extraOptions));
				if (typeof process !== "undefined" && process.env.NODE_ENV === "development") {
					const what = endpointDefinition.query ? "`baseQuery`" : "`queryFn`";
					let err;
					if (!result) err = `${what} did not return anything.`;
					else if (typeof result !== "object") err = `${what} did not return an object.`;
					else if (result.error && result.data) err = `${what} returned an object containing both \`error\` and \`result\`.`;
					else if (result.error === void 0 && result.data === void 0) err = `${what} returned an object containing neither a valid \`error\` and \`result\`. At least one of them should not be \`undefined\``;
					else for (const key of Object.keys(result)) if (key !== "error" && key !== "data" && key !== "meta") {
						err = `The object returned by ${what} has the unknown property ${key}.`;
						break;
					}
					if (err) console.error(`Error encountered handling the endpoint ${arg.endpointName}.
                  ${err}
                  It needs to return an object with either the shape \`{ data: <value> }\` or \`{ error: <value> }\` that may contain an optional \`meta\` property.
                  Object returned was:`, result);
				}
				if (result.error) throw new HandledError(result.error, result.meta);
				let { data } = result;
				if (rawResponseSchema && !shouldSkip(skipSchemaValidation, "rawResponse")) data = await parseWithSchema(rawResponseSchema, result.data, "rawResponseSchema", result.meta);
				let transformedResponse = await transformResponse(data, result.meta, finalQueryArg);
				if (responseSchema && !shouldSkip(skipSchemaValidation, "response")) transformedResponse = await parseWithSchema(responseSchema, transformedResponse, "responseSchema", result.meta);
				return {
					...result,
					data: transformedResponse
				};
			}
			if (isQuery && "infiniteQueryOptions" in endpointDefinition) {
				const { infiniteQueryOptions } = endpointDefinition;
				const { maxPages = Infinity } = infiniteQueryOptions;
				const refetchCachedPages = arg.refetchCachedPages ?? infiniteQueryOptions.refetchCachedPages ?? true;
				let result;
				const blankData = {
					pages: [],
					pageParams: []
				};
				const cachedData = selectors.selectQueryEntry(getState(), arg.queryCacheKey)?.data;
				const existingData = isForcedQuery(arg, getState()) && !arg.direction || !cachedData ? blankData : cachedData;
				if ("direction" in arg && arg.direction && existingData.pages.length) {
					const previous = arg.direction === "backward";
					result = await fetchPage(existingData, (previous ? getPreviousPageParam : getNextPageParam)(infiniteQueryOptions, existingData, arg.originalArgs), maxPages, previous);
				} else {
					const { initialPageParam = infiniteQueryOptions.initialPageParam } = arg;
					const cachedPageParams = cachedData?.pageParams ?? [];
					const firstPageParam = cachedPageParams[0] ?? initialPageParam;
					const totalPages = cachedPageParams.length;
					result = await fetchPage(existingData, firstPageParam, maxPages);
					if (forceQueryFn) result = { data: result.data.pages[0] };
					if (refetchCachedPages) for (let i = 1; i < totalPages; i++) {
						const param = getNextPageParam(infiniteQueryOptions, result.data, arg.originalArgs);
						result = await fetchPage(result.data, param, maxPages);
					}
				}
				finalQueryReturnValue = result;
			} else finalQueryReturnValue = await executeRequest(arg.originalArgs);
			if (metaSchema && !shouldSkip(skipSchemaValidation, "meta") && finalQueryReturnValue.meta) finalQueryReturnValue.meta = await parseWithSchema(metaSchema, finalQueryReturnValue.meta, "metaSchema", finalQueryReturnValue.meta);
			return fulfillWithValue(finalQueryReturnValue.data, addShouldAutoBatch({
				...requestStart,
				fulfilledTimeStamp: Date.now(),
				baseQueryMeta: finalQueryReturnValue.meta
			}));
		} catch (error) {
			let caughtError = error;
			if (caughtError instanceof HandledError) {
				let transformErrorResponse = getTransformCallbackForEndpoint(endpointDefinition, "transformErrorResponse");
				const { rawErrorResponseSchema, errorResponseSchema } = endpointDefinition;
				let { value, meta } = caughtError;
				try {
					if (rawErrorResponseSchema && !shouldSkip(skipSchemaValidation, "rawErrorResponse")) value = await parseWithSchema(rawErrorResponseSchema, value, "rawErrorResponseSchema", meta);
					if (metaSchema && !shouldSkip(skipSchemaValidation, "meta")) meta = await parseWithSchema(metaSchema, meta, "metaSchema", meta);
					let transformedErrorResponse = await transformErrorResponse(value, meta, arg.originalArgs);
					if (errorResponseSchema && !shouldSkip(skipSchemaValidation, "errorResponse")) transformedErrorResponse = await parseWithSchema(errorResponseSchema, transformedErrorResponse, "errorResponseSchema", meta);
					return rejectWithValue(transformedErrorResponse, addShouldAutoBatch({
						...requestStart,
						baseQueryMeta: meta
					}));
				} catch (e) {
					caughtError = e;
				}
			}
			try {
				if (caughtError instanceof NamedSchemaError) {
					const info = {
						endpoint: arg.endpointName,
						arg: arg.originalArgs,
						type: arg.type,
						queryCacheKey: isQuery ? arg.queryCacheKey : void 0
					};
					endpointDefinition.onSchemaFailure?.(caughtError, info);
					onSchemaFailure?.(caughtError, info);
					const { catchSchemaFailure = globalCatchSchemaFailure } = endpointDefinition;
					if (catchSchemaFailure) return rejectWithValue(catchSchemaFailure(caughtError, info), addShouldAutoBatch({
						...requestStart,
						baseQueryMeta: caughtError._bqMeta
					}));
				}
			} catch (e) {
				caughtError = e;
			}
			if (typeof process !== "undefined" && process.env.NODE_ENV !== "production") console.error(`An unhandled error occurred processing a request for the endpoint "${arg.endpointName}".
In the case of an unhandled error, no tags will be "provided" or "invalidated".`, caughtError);
			else console.error(caughtError);
			throw caughtError;
		}
	};
	function isForcedQuery(arg, state) {
		const requestState = selectors.selectQueryEntry(state, arg.queryCacheKey);
		const baseFetchOnMountOrArgChange = selectors.selectConfig(state).refetchOnMountOrArgChange;
		const fulfilledVal = requestState?.fulfilledTimeStamp;
		const refetchVal = arg.forceRefetch ?? (arg.subscribe && baseFetchOnMountOrArgChange);
		if (refetchVal) return refetchVal === true || (Number(/* @__PURE__ */ new Date()) - Number(fulfilledVal)) / 1e3 >= refetchVal;
		return false;
	}
	const createQueryThunk = () => {
		return createAsyncThunk(`${reducerPath}/executeQuery`, executeEndpoint, {
			getPendingMeta({ arg, requestId }, { getState }) {
				const endpointDefinition = endpointDefinitions[arg.endpointName];
				return addShouldAutoBatch({
					...startRequest(requestId, getState),
					...isInfiniteQueryDefinition$1(endpointDefinition) ? { direction: arg.direction } : {}
				});
			},
			condition(queryThunkArg, { getState }) {
				const state = getState();
				const requestState = selectors.selectQueryEntry(state, queryThunkArg.queryCacheKey);
				const fulfilledVal = requestState?.fulfilledTimeStamp;
				const currentArg = queryThunkArg.originalArgs;
				const previousArg = requestState?.originalArgs;
				const endpointDefinition = endpointDefinitions[queryThunkArg.endpointName];
				const direction = queryThunkArg.direction;
				if (isUpsertQuery(queryThunkArg)) return true;
				if (queryThunkArg.originalArgs === skipToken) return false;
				if (requestState?.status === "pending") return false;
				if (isForcedQuery(queryThunkArg, state)) return true;
				if (isQueryDefinition$1(endpointDefinition) && endpointDefinition?.forceRefetch?.({
					currentArg,
					previousArg,
					endpointState: requestState,
					state
				})) return true;
				if (fulfilledVal && !direction) return false;
				if (direction && isInfiniteQueryDefinition$1(endpointDefinition)) {
					const cachedData = requestState?.data;
					if (cachedData?.pages.length) {
						const { infiniteQueryOptions } = endpointDefinition;
						if ((direction === "forward" ? getNextPageParam : getPreviousPageParam)(infiniteQueryOptions, cachedData, currentArg) == null) return false;
					}
				}
				return true;
			},
			dispatchConditionRejection: true
		});
	};
	const queryThunk = createQueryThunk();
	const infiniteQueryThunk = createQueryThunk();
	const mutationThunk = createAsyncThunk(`${reducerPath}/executeMutation`, executeEndpoint, { getPendingMeta({ requestId }, { getState }) {
		return addShouldAutoBatch(startRequest(requestId, getState));
	} });
	const hasTheForce = (options) => "force" in options;
	const hasMaxAge = (options) => "ifOlderThan" in options;
	const prefetch = (endpointName, arg, options = {}) => (dispatch, getState) => {
		const force = hasTheForce(options) && options.force;
		const maxAge = hasMaxAge(options) && options.ifOlderThan;
		const queryAction = (force = true) => {
			const options = {
				forceRefetch: force,
				subscribe: false
			};
			return api.endpoints[endpointName].initiate(arg, options);
		};
		const latestStateValue = api.endpoints[endpointName].select(arg)(getState());
		if (force) dispatch(queryAction());
		else if (maxAge) {
			const lastFulfilledTs = latestStateValue?.fulfilledTimeStamp;
			if (!lastFulfilledTs) {
				dispatch(queryAction());
				return;
			}
			if ((Number(/* @__PURE__ */ new Date()) - Number(new Date(lastFulfilledTs))) / 1e3 >= maxAge) dispatch(queryAction());
		} else dispatch(queryAction(false));
	};
	function matchesEndpoint(endpointName) {
		return (action) => action?.meta?.arg?.endpointName === endpointName;
	}
	function buildMatchThunkActions(thunk, endpointName) {
		return {
			matchPending: isAllOf(isPending(thunk), matchesEndpoint(endpointName)),
			matchFulfilled: isAllOf(isFulfilled(thunk), matchesEndpoint(endpointName)),
			matchRejected: isAllOf(isRejected(thunk), matchesEndpoint(endpointName))
		};
	}
	return {
		queryThunk,
		mutationThunk,
		infiniteQueryThunk,
		prefetch,
		updateQueryData,
		upsertQueryData,
		patchQueryData,
		buildMatchThunkActions
	};
}
function getNextPageParam(options, { pages, pageParams }, queryArg) {
	const lastIndex = pages.length - 1;
	return options.getNextPageParam(pages[lastIndex], pages, pageParams[lastIndex], pageParams, queryArg);
}
function getPreviousPageParam(options, { pages, pageParams }, queryArg) {
	return options.getPreviousPageParam?.(pages[0], pages, pageParams[0], pageParams, queryArg);
}
function calculateProvidedByThunk(action, type, endpointDefinitions, assertTagType) {
	return calculateProvidedBy(endpointDefinitions[action.meta.arg.endpointName][type], isFulfilled(action) ? action.payload : void 0, isRejectedWithValue(action) ? action.payload : void 0, action.meta.arg.originalArgs, "baseQueryMeta" in action.meta ? action.meta.baseQueryMeta : void 0, assertTagType);
}
function getCurrent(value) {
	return isDraft(value) ? current(value) : value;
}
function updateQuerySubstateIfExists(state, queryCacheKey, update) {
	const substate = state[queryCacheKey];
	if (substate) update(substate);
}
function getMutationCacheKey(id) {
	return ("arg" in id ? id.arg.fixedCacheKey : id.fixedCacheKey) ?? id.requestId;
}
function updateMutationSubstateIfExists(state, id, update) {
	const substate = state[getMutationCacheKey(id)];
	if (substate) update(substate);
}
function areTagsEqual(existing, next) {
	if (!existing || existing.length !== next.length) return false;
	for (let i = 0; i < next.length; i++) if (existing[i].type !== next[i].type || existing[i].id !== next[i].id) return false;
	return true;
}
var initialState = {};
function buildSlice({ reducerPath, queryThunk, mutationThunk, serializeQueryArgs, context: { endpointDefinitions: definitions, apiUid, extractRehydrationInfo, hasRehydrationInfo }, assertTagType, config }) {
	const resetApiState = createAction(`${reducerPath}/resetApiState`);
	function writePendingCacheEntry(draft, arg, upserting, meta) {
		draft[arg.queryCacheKey] ??= {
			status: STATUS_UNINITIALIZED,
			endpointName: arg.endpointName
		};
		updateQuerySubstateIfExists(draft, arg.queryCacheKey, (substate) => {
			if (!(upserting && substate.requestId)) {
				substate.status = STATUS_PENDING;
				substate.requestId = meta.requestId;
			}
			if (arg.originalArgs !== void 0) substate.originalArgs = arg.originalArgs;
			substate.startedTimeStamp = meta.startedTimeStamp;
			const endpointDefinition = definitions[meta.arg.endpointName];
			if (isInfiniteQueryDefinition$1(endpointDefinition) && "direction" in arg) substate.direction = arg.direction;
		});
	}
	function writeFulfilledCacheEntry(draft, meta, payload, upserting) {
		updateQuerySubstateIfExists(draft, meta.arg.queryCacheKey, (substate) => {
			if (substate.requestId !== meta.requestId && !upserting) return;
			const { merge } = definitions[meta.arg.endpointName];
			substate.status = STATUS_FULFILLED;
			if (merge) {
				if (substate.data !== void 0) {
					const { fulfilledTimeStamp, arg, baseQueryMeta, requestId } = meta;
					substate.data = produce(substate.data, (draftSubstateData) => {
						return merge(draftSubstateData, payload, {
							arg: arg.originalArgs,
							baseQueryMeta,
							fulfilledTimeStamp,
							requestId
						});
					});
				} else substate.data = payload;
			} else substate.data = definitions[meta.arg.endpointName].structuralSharing ?? true ? copyWithStructuralSharing(isDraft(substate.data) ? original(substate.data) : substate.data, payload) : payload;
			delete substate.error;
			substate.fulfilledTimeStamp = meta.fulfilledTimeStamp;
		});
	}
	const querySlice = createSlice({
		name: `${reducerPath}/queries`,
		initialState,
		reducers: {
			removeQueryResult: {
				reducer(draft, { payload: { queryCacheKey } }) {
					delete draft[queryCacheKey];
				},
				prepare: prepareAutoBatched()
			},
			cacheEntriesUpserted: {
				reducer(draft, action) {
					for (const entry of action.payload) {
						const { queryDescription: arg, value } = entry;
						writePendingCacheEntry(draft, arg, true, {
							arg,
							requestId: action.meta.requestId,
							startedTimeStamp: action.meta.timestamp
						});
						writeFulfilledCacheEntry(draft, {
							arg,
							requestId: action.meta.requestId,
							fulfilledTimeStamp: action.meta.timestamp,
							baseQueryMeta: {}
						}, value, true);
					}
				},
				prepare: (payload) => {
					const queryDescriptions = [];
					for (const { endpointName, arg, value } of payload) {
						const endpointDefinition = definitions[endpointName];
						if (!endpointDefinition || !isAnyQueryDefinition(endpointDefinition)) {
							if (process.env.NODE_ENV !== "production") console.warn(`upsertQueryEntries: "${endpointName}" is not a query or infinite query endpoint. This entry will be skipped.`);
							continue;
						}
						if (process.env.NODE_ENV !== "production" && typeof value?.then === "function") console.warn(`upsertQueryEntries: the value for "${endpointName}" is a promise. upsertQueryEntries stores values as-is, so await the promise and upsert the result instead.`);
						const queryDescription = {
							type: ENDPOINT_QUERY$1,
							endpointName,
							originalArgs: arg,
							queryCacheKey: serializeQueryArgs({
								queryArgs: arg,
								endpointDefinition,
								endpointName
							})
						};
						let providedTags;
						try {
							providedTags = calculateProvidedByThunk({
								type: "UNKNOWN",
								payload: value,
								meta: {
									requestStatus: "fulfilled",
									requestId: "UNKNOWN",
									arg: queryDescription
								}
							}, "providesTags", definitions, assertTagType);
						} catch (error) {
							if (process.env.NODE_ENV !== "production") console.error(`upsertQueryEntries: providesTags for "${endpointName}" threw an error. This entry will be skipped.`, error);
							continue;
						}
						queryDescriptions.push({
							queryDescription,
							value,
							providedTags
						});
					}
					return {
						payload: queryDescriptions,
						meta: {
							[SHOULD_AUTOBATCH]: true,
							requestId: nanoid(),
							timestamp: Date.now()
						}
					};
				}
			},
			queryResultPatched: {
				reducer(draft, { payload: { queryCacheKey, patches } }) {
					updateQuerySubstateIfExists(draft, queryCacheKey, (substate) => {
						substate.data = applyPatches(substate.data, patches.concat());
					});
				},
				prepare: prepareAutoBatched()
			}
		},
		extraReducers(builder) {
			builder.addCase(queryThunk.pending, (draft, { meta, meta: { arg } }) => {
				writePendingCacheEntry(draft, arg, isUpsertQuery(arg), meta);
			}).addCase(queryThunk.fulfilled, (draft, { meta, payload }) => {
				writeFulfilledCacheEntry(draft, meta, payload, isUpsertQuery(meta.arg));
			}).addCase(queryThunk.rejected, (draft, { meta: { condition, arg, requestId }, error, payload }) => {
				updateQuerySubstateIfExists(draft, arg.queryCacheKey, (substate) => {
					if (condition) {} else {
						if (substate.requestId !== requestId) return;
						substate.status = STATUS_REJECTED;
						substate.error = payload ?? error;
					}
				});
			}).addMatcher(hasRehydrationInfo, (draft, action) => {
				const { queries } = extractRehydrationInfo(action);
				for (const [key, entry] of Object.entries(queries)) if (entry?.status === "fulfilled" || entry?.status === "rejected") draft[key] = entry;
			});
		}
	});
	const mutationSlice = createSlice({
		name: `${reducerPath}/mutations`,
		initialState,
		reducers: { removeMutationResult: {
			reducer(draft, { payload }) {
				const cacheKey = getMutationCacheKey(payload);
				if (cacheKey in draft) delete draft[cacheKey];
			},
			prepare: prepareAutoBatched()
		} },
		extraReducers(builder) {
			builder.addCase(mutationThunk.pending, (draft, { meta, meta: { requestId, arg, startedTimeStamp } }) => {
				if (!arg.track) return;
				draft[getMutationCacheKey(meta)] = {
					requestId,
					status: STATUS_PENDING,
					endpointName: arg.endpointName,
					startedTimeStamp
				};
			}).addCase(mutationThunk.fulfilled, (draft, { payload, meta }) => {
				if (!meta.arg.track) return;
				updateMutationSubstateIfExists(draft, meta, (substate) => {
					if (substate.requestId !== meta.requestId) return;
					substate.status = STATUS_FULFILLED;
					substate.data = payload;
					substate.fulfilledTimeStamp = meta.fulfilledTimeStamp;
				});
			}).addCase(mutationThunk.rejected, (draft, { payload, error, meta }) => {
				if (!meta.arg.track) return;
				updateMutationSubstateIfExists(draft, meta, (substate) => {
					if (substate.requestId !== meta.requestId) return;
					substate.status = STATUS_REJECTED;
					substate.error = payload ?? error;
				});
			}).addMatcher(hasRehydrationInfo, (draft, action) => {
				const { mutations } = extractRehydrationInfo(action);
				for (const [key, entry] of Object.entries(mutations)) if ((entry?.status === "fulfilled" || entry?.status === "rejected") && key !== entry?.requestId) draft[key] = entry;
			});
		}
	});
	const invalidationSlice = createSlice({
		name: `${reducerPath}/invalidation`,
		initialState: {
			tags: {},
			keys: {}
		},
		reducers: { updateProvidedBy: {
			reducer(draft, action) {
				const currentKeys = getCurrent(draft.keys);
				const writtenKeys = /* @__PURE__ */ new Set();
				for (const { queryCacheKey, providedTags } of action.payload) {
					if (!writtenKeys.has(queryCacheKey) && areTagsEqual(currentKeys[queryCacheKey], providedTags)) continue;
					writtenKeys.add(queryCacheKey);
					removeCacheKeyFromTags(draft, queryCacheKey);
					for (const { type, id } of providedTags) {
						const subscribedQueries = (draft.tags[type] ??= {})[id ?? "__internal_without_id"] ??= [];
						if (!subscribedQueries.includes(queryCacheKey)) subscribedQueries.push(queryCacheKey);
					}
					draft.keys[queryCacheKey] = providedTags;
				}
			},
			prepare: prepareAutoBatched()
		} },
		extraReducers(builder) {
			builder.addCase(querySlice.actions.removeQueryResult, (draft, { payload: { queryCacheKey } }) => {
				removeCacheKeyFromTags(draft, queryCacheKey);
			}).addMatcher(hasRehydrationInfo, (draft, action) => {
				const { provided } = extractRehydrationInfo(action);
				for (const [type, incomingTags] of Object.entries(provided.tags ?? {})) for (const [id, cacheKeys] of Object.entries(incomingTags)) {
					const subscribedQueries = (draft.tags[type] ??= {})[id ?? "__internal_without_id"] ??= [];
					for (const queryCacheKey of cacheKeys) {
						if (!subscribedQueries.includes(queryCacheKey)) subscribedQueries.push(queryCacheKey);
						draft.keys[queryCacheKey] = provided.keys[queryCacheKey];
					}
				}
			}).addMatcher(isAnyOf(isFulfilled(queryThunk), isRejectedWithValue(queryThunk)), (draft, action) => {
				if (isRejectedWithValue(action) && isUpsertQuery(action.meta.arg)) return;
				writeProvidedTagsForQueries(draft, [action]);
			}).addMatcher(querySlice.actions.cacheEntriesUpserted.match, (draft, action) => {
				invalidationSlice.caseReducers.updateProvidedBy(draft, invalidationSlice.actions.updateProvidedBy(action.payload.map(({ queryDescription, providedTags }) => ({
					queryCacheKey: queryDescription.queryCacheKey,
					providedTags
				}))));
			});
		}
	});
	function removeCacheKeyFromTags(draft, queryCacheKey) {
		const existingTags = getCurrent(draft.keys[queryCacheKey] ?? []);
		for (const tag of existingTags) {
			const tagType = tag.type;
			const tagId = tag.id ?? "__internal_without_id";
			const tagSubscriptions = draft.tags[tagType]?.[tagId];
			if (tagSubscriptions) draft.tags[tagType][tagId] = getCurrent(tagSubscriptions).filter((qc) => qc !== queryCacheKey);
		}
		delete draft.keys[queryCacheKey];
	}
	function writeProvidedTagsForQueries(draft, actions) {
		const providedByEntries = actions.map((action) => {
			const providedTags = calculateProvidedByThunk(action, "providesTags", definitions, assertTagType);
			const { queryCacheKey } = action.meta.arg;
			return {
				queryCacheKey,
				providedTags
			};
		});
		invalidationSlice.caseReducers.updateProvidedBy(draft, invalidationSlice.actions.updateProvidedBy(providedByEntries));
	}
	const subscriptionSlice = createSlice({
		name: `${reducerPath}/subscriptions`,
		initialState,
		reducers: {
			updateSubscriptionOptions(d, a) {},
			unsubscribeQueryResult(d, a) {},
			internal_getRTKQSubscriptions() {}
		}
	});
	const internalSubscriptionsSlice = createSlice({
		name: `${reducerPath}/internalSubscriptions`,
		initialState,
		reducers: { subscriptionsUpdated: {
			reducer(state, action) {
				return applyPatches(state, action.payload);
			},
			prepare: prepareAutoBatched()
		} }
	});
	const configSlice = createSlice({
		name: `${reducerPath}/config`,
		initialState: {
			online: isOnline(),
			focused: isDocumentVisible(),
			middlewareRegistered: false,
			...config
		},
		reducers: { middlewareRegistered(state, { payload }) {
			state.middlewareRegistered = state.middlewareRegistered === "conflict" || apiUid !== payload ? "conflict" : true;
		} },
		extraReducers: (builder) => {
			builder.addCase(onOnline, (state) => {
				state.online = true;
			}).addCase(onOffline, (state) => {
				state.online = false;
			}).addCase(onFocus, (state) => {
				state.focused = true;
			}).addCase(onFocusLost, (state) => {
				state.focused = false;
			}).addMatcher(hasRehydrationInfo, (draft) => ({ ...draft }));
		}
	});
	const combinedReducer = combineReducers({
		queries: querySlice.reducer,
		mutations: mutationSlice.reducer,
		provided: invalidationSlice.reducer,
		subscriptions: internalSubscriptionsSlice.reducer,
		config: configSlice.reducer
	});
	const ownTypePrefix = `${reducerPath}/`;
	function mayHandleAction(action) {
		const { type } = action;
		return typeof type !== "string" || type.startsWith(ownTypePrefix) || type.startsWith("__rtkq/") || type.startsWith("@@redux/") || hasRehydrationInfo(action);
	}
	const reducer = (state, action) => {
		if (state !== void 0 && !mayHandleAction(action)) return state;
		return combinedReducer(resetApiState.match(action) ? void 0 : state, action);
	};
	return {
		reducer,
		actions: {
			...configSlice.actions,
			...querySlice.actions,
			...subscriptionSlice.actions,
			...internalSubscriptionsSlice.actions,
			...mutationSlice.actions,
			...invalidationSlice.actions,
			resetApiState
		}
	};
}
var initialSubState = { status: STATUS_UNINITIALIZED };
var defaultQuerySubState = /* @__PURE__ */ produce(initialSubState, () => {});
var defaultMutationSubState = /* @__PURE__ */ produce(initialSubState, () => {});
function buildSelectors({ serializeQueryArgs, reducerPath, createSelector }) {
	const selectSkippedQuery = (state) => defaultQuerySubState;
	const selectSkippedMutation = (state) => defaultMutationSubState;
	const cacheEntries = /* @__PURE__ */ new WeakMap();
	const lastEntriesForEndpoint = /* @__PURE__ */ new Map();
	const selectAllQueryEntries = createSelector(selectQueries, (queries) => {
		const entries = [];
		for (const [queryCacheKey, subState] of Object.entries(queries ?? {})) if (subState && subState.status !== "uninitialized") {
			let entry = cacheEntries.get(subState);
			if (!entry) {
				entry = {
					...subState,
					queryCacheKey
				};
				cacheEntries.set(subState, entry);
			}
			entries.push(entry);
		}
		return entries;
	});
	return {
		buildQuerySelector,
		buildInfiniteQuerySelector,
		buildMutationSelector,
		selectInvalidatedBy,
		selectCachedArgsForQuery,
		selectAllQueryEntries,
		selectEntriesForEndpoint: createSelector(selectAllQueryEntries, (_state, endpointName) => endpointName, (entries, endpointName) => {
			const result = entries.filter((entry) => entry.endpointName === endpointName);
			const previous = lastEntriesForEndpoint.get(endpointName);
			if (previous && previous.length === result.length && previous.every((entry, i) => entry === result[i])) return previous;
			lastEntriesForEndpoint.set(endpointName, result);
			return result;
		}),
		selectApiState,
		selectQueries,
		selectMutations,
		selectQueryEntry,
		selectConfig
	};
	function withRequestFlags(substate) {
		return {
			...substate,
			...getRequestStatusFlags(substate.status)
		};
	}
	function selectApiState(rootState) {
		const state = rootState[reducerPath];
		if (process.env.NODE_ENV !== "production") {
			if (!state) {
				if (selectApiState.triggered) return state;
				selectApiState.triggered = true;
				console.error(`Error: No data found at \`state.${reducerPath}\`. Did you forget to add the reducer to the store?`);
			}
		}
		return state;
	}
	function selectQueries(rootState) {
		return selectApiState(rootState)?.queries;
	}
	function selectQueryEntry(rootState, cacheKey) {
		return selectQueries(rootState)?.[cacheKey];
	}
	function selectMutations(rootState) {
		return selectApiState(rootState)?.mutations;
	}
	function selectConfig(rootState) {
		return selectApiState(rootState)?.config;
	}
	function buildAnyQuerySelector(endpointName, endpointDefinition, combiner) {
		return (queryArgs) => {
			if (queryArgs === skipToken) return createSelector(selectSkippedQuery, combiner);
			const serializedArgs = serializeQueryArgs({
				queryArgs,
				endpointDefinition,
				endpointName
			});
			const selectQuerySubstate = (state) => selectQueryEntry(state, serializedArgs) ?? defaultQuerySubState;
			return createSelector(selectQuerySubstate, combiner);
		};
	}
	function buildQuerySelector(endpointName, endpointDefinition) {
		return buildAnyQuerySelector(endpointName, endpointDefinition, withRequestFlags);
	}
	function buildInfiniteQuerySelector(endpointName, endpointDefinition) {
		const { infiniteQueryOptions } = endpointDefinition;
		function withInfiniteQueryResultFlags(substate) {
			const stateWithRequestFlags = {
				...substate,
				...getRequestStatusFlags(substate.status)
			};
			const { isLoading, isError, direction } = stateWithRequestFlags;
			const isForward = direction === "forward";
			const isBackward = direction === "backward";
			return {
				...stateWithRequestFlags,
				hasNextPage: getHasNextPage(infiniteQueryOptions, stateWithRequestFlags.data, stateWithRequestFlags.originalArgs),
				hasPreviousPage: getHasPreviousPage(infiniteQueryOptions, stateWithRequestFlags.data, stateWithRequestFlags.originalArgs),
				isFetchingNextPage: isLoading && isForward,
				isFetchingPreviousPage: isLoading && isBackward,
				isFetchNextPageError: isError && isForward,
				isFetchPreviousPageError: isError && isBackward
			};
		}
		return buildAnyQuerySelector(endpointName, endpointDefinition, withInfiniteQueryResultFlags);
	}
	function buildMutationSelector() {
		return ((id) => {
			let mutationId;
			if (typeof id === "object") mutationId = getMutationCacheKey(id) ?? skipToken;
			else mutationId = id;
			const selectMutationSubstate = (state) => selectApiState(state)?.mutations?.[mutationId] ?? defaultMutationSubState;
			return createSelector(mutationId === skipToken ? selectSkippedMutation : selectMutationSubstate, withRequestFlags);
		});
	}
	function selectInvalidatedBy(state, tags) {
		const apiState = state[reducerPath];
		const toInvalidate = /* @__PURE__ */ new Set();
		const finalTags = filterMap(tags, isNotNullish, expandTagDescription);
		for (const tag of finalTags) {
			const provided = apiState.provided.tags[tag.type];
			if (!provided) continue;
			let invalidateSubscriptions = (tag.id !== void 0 ? provided[tag.id] : Object.values(provided).flat()) ?? [];
			for (const invalidate of invalidateSubscriptions) toInvalidate.add(invalidate);
		}
		return Array.from(toInvalidate.values()).flatMap((queryCacheKey) => {
			const querySubState = apiState.queries[queryCacheKey];
			return querySubState ? {
				queryCacheKey,
				endpointName: querySubState.endpointName,
				originalArgs: querySubState.originalArgs
			} : [];
		});
	}
	function selectCachedArgsForQuery(state, queryName) {
		return filterMap(Object.values(selectQueries(state)), (entry) => entry?.endpointName === queryName && entry.status !== "uninitialized", (entry) => entry.originalArgs);
	}
	function getHasNextPage(options, data, queryArg) {
		if (!data) return false;
		return getNextPageParam(options, data, queryArg) != null;
	}
	function getHasPreviousPage(options, data, queryArg) {
		if (!data || !options.getPreviousPageParam) return false;
		return getPreviousPageParam(options, data, queryArg) != null;
	}
}
var cache = WeakMap ? /* @__PURE__ */ new WeakMap() : void 0;
var defaultSerializeQueryArgs = ({ endpointName, queryArgs }) => {
	let serialized = "";
	const cached = cache?.get(queryArgs);
	if (typeof cached === "string") serialized = cached;
	else {
		const stringified = JSON.stringify(queryArgs, (key, value) => {
			value = typeof value === "bigint" ? { $bigint: value.toString() } : value;
			value = isPlainObject$2(value) ? Object.keys(value).sort().reduce((acc, key) => {
				acc[key] = value[key];
				return acc;
			}, {}) : value;
			return value;
		});
		if (isPlainObject$2(queryArgs)) cache?.set(queryArgs, stringified);
		serialized = stringified;
	}
	return `${endpointName}(${serialized})`;
};
function buildCreateApi(...modules) {
	return function baseCreateApi(options) {
		const extractRehydrationInfo = weakMapMemoize((action) => options.extractRehydrationInfo?.(action, { reducerPath: options.reducerPath ?? "api" }));
		const optionsWithDefaults = {
			reducerPath: "api",
			keepUnusedDataFor: 60,
			refetchOnMountOrArgChange: false,
			refetchOnFocus: false,
			refetchOnReconnect: false,
			invalidationBehavior: "delayed",
			...options,
			extractRehydrationInfo,
			serializeQueryArgs(queryArgsApi) {
				let finalSerializeQueryArgs = defaultSerializeQueryArgs;
				if (queryArgsApi.endpointDefinition && "serializeQueryArgs" in queryArgsApi.endpointDefinition) {
					const endpointSQA = queryArgsApi.endpointDefinition.serializeQueryArgs;
					finalSerializeQueryArgs = (queryArgsApi) => {
						const initialResult = endpointSQA(queryArgsApi);
						if (typeof initialResult === "string") return initialResult;
						else return defaultSerializeQueryArgs({
							...queryArgsApi,
							queryArgs: initialResult
						});
					};
				} else if (options.serializeQueryArgs) finalSerializeQueryArgs = options.serializeQueryArgs;
				return finalSerializeQueryArgs(queryArgsApi);
			},
			tagTypes: [...options.tagTypes || []]
		};
		const context = {
			endpointDefinitions: {},
			batch(fn) {
				fn();
			},
			apiUid: nanoid(),
			extractRehydrationInfo,
			hasRehydrationInfo: weakMapMemoize((action) => extractRehydrationInfo(action) != null)
		};
		const api = {
			injectEndpoints,
			enhanceEndpoints({ addTagTypes, endpoints }) {
				if (addTagTypes) {
					for (const eT of addTagTypes) if (!optionsWithDefaults.tagTypes.includes(eT)) optionsWithDefaults.tagTypes.push(eT);
				}
				if (endpoints) for (const [endpointName, partialDefinition] of Object.entries(endpoints)) {
					const definition = getEndpointDefinition(context, endpointName);
					if (!definition && typeof process !== "undefined" && process.env.NODE_ENV === "development") console.error(`called \`enhanceEndpoints\` with endpointName ${endpointName}, which does not exist on the api. Known endpoints: ${Object.keys(context.endpointDefinitions).join(", ")}`);
					if (typeof partialDefinition === "function") partialDefinition(definition);
					else Object.assign(definition || {}, partialDefinition);
				}
				return api;
			}
		};
		const initializedModules = modules.map((m) => m.init(api, optionsWithDefaults, context));
		function injectEndpoints(inject) {
			const evaluatedEndpoints = inject.endpoints({
				query: (x) => ({
					...x,
					type: ENDPOINT_QUERY$1
				}),
				mutation: (x) => ({
					...x,
					type: ENDPOINT_MUTATION$1
				}),
				infiniteQuery: (x) => ({
					...x,
					type: ENDPOINT_INFINITEQUERY$1
				})
			});
			for (const [endpointName, definition] of Object.entries(evaluatedEndpoints)) {
				if (inject.overrideExisting !== true && endpointName in context.endpointDefinitions) {
					if (inject.overrideExisting === "throw") throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage(39) : `called \`injectEndpoints\` to override already-existing endpointName ${endpointName} without specifying \`overrideExisting: true\``);
					else if (typeof process !== "undefined" && process.env.NODE_ENV === "development") console.error(`called \`injectEndpoints\` to override already-existing endpointName ${endpointName} without specifying \`overrideExisting: true\``);
					continue;
				}
				if (typeof process !== "undefined" && process.env.NODE_ENV === "development") {
					if (isInfiniteQueryDefinition$1(definition)) {
						const { infiniteQueryOptions } = definition;
						const { maxPages, getPreviousPageParam } = infiniteQueryOptions;
						if (typeof maxPages === "number") {
							if (maxPages < 1) throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage(40) : `maxPages for endpoint '${endpointName}' must be a number greater than 0`);
							if (typeof getPreviousPageParam !== "function") throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage(41) : `getPreviousPageParam for endpoint '${endpointName}' must be a function if maxPages is used`);
						}
					}
				}
				context.endpointDefinitions[endpointName] = definition;
				for (const m of initializedModules) m.injectEndpoint(endpointName, definition);
			}
			return api;
		}
		return api.injectEndpoints({ endpoints: options.endpoints });
	};
}
function fakeBaseQuery() {
	return function() {
		throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage(33) : "When using `fakeBaseQuery`, all queries & mutations must use the `queryFn` definition syntax.");
	};
}
function safeAssign$1(target, ...args) {
	return Object.assign(target, ...args);
}
var buildBatchedActionsHandler = ({ api, queryThunk, internalState, mwApi }) => {
	const subscriptionsPrefix = `${api.reducerPath}/subscriptions`;
	const changedKeys = /* @__PURE__ */ new Set();
	const syncedKeys = /* @__PURE__ */ new Set();
	let updateSyncTimer = null;
	const { updateSubscriptionOptions, unsubscribeQueryResult } = api.internalActions;
	const buildSubscriptionPatches = () => {
		const patches = [];
		for (const queryCacheKey of changedKeys) {
			const subscribers = internalState.currentSubscriptions.get(queryCacheKey);
			if (subscribers) {
				syncedKeys.add(queryCacheKey);
				patches.push({
					op: "add",
					path: [queryCacheKey],
					value: Object.fromEntries(subscribers)
				});
			} else {
				syncedKeys.delete(queryCacheKey);
				patches.push({
					op: "remove",
					path: [queryCacheKey]
				});
			}
		}
		changedKeys.clear();
		return patches;
	};
	const addSubscriber = (currentSubscriptions, queryCacheKey, requestId, subscriptionOptions) => {
		const substate = getOrInsertComputed(currentSubscriptions, queryCacheKey, createNewMap);
		const options = subscriptionOptions ?? substate.get(requestId) ?? {};
		substate.set(requestId, options);
		changedKeys.add(queryCacheKey);
	};
	const actuallyMutateSubscriptions = (currentSubscriptions, action) => {
		if (updateSubscriptionOptions.match(action)) {
			const { queryCacheKey, requestId, options } = action.payload;
			const sub = currentSubscriptions.get(queryCacheKey);
			if (sub?.has(requestId)) {
				sub.set(requestId, options);
				changedKeys.add(queryCacheKey);
				return true;
			}
			return false;
		}
		if (unsubscribeQueryResult.match(action)) {
			const { queryCacheKey, requestId } = action.payload;
			if (currentSubscriptions.get(queryCacheKey)?.delete(requestId)) {
				changedKeys.add(queryCacheKey);
				return true;
			}
			return false;
		}
		if (api.internalActions.removeQueryResult.match(action)) {
			const { queryCacheKey } = action.payload;
			currentSubscriptions.delete(queryCacheKey);
			if (syncedKeys.has(queryCacheKey) || changedKeys.has(queryCacheKey)) {
				changedKeys.add(queryCacheKey);
				return true;
			}
			return false;
		}
		if (queryThunk.pending.match(action)) {
			const { meta: { arg, requestId } } = action;
			if (arg.subscribe) {
				addSubscriber(currentSubscriptions, arg.queryCacheKey, requestId, arg.subscriptionOptions);
				return true;
			}
			getOrInsertComputed(currentSubscriptions, arg.queryCacheKey, createNewMap);
			return false;
		}
		if (queryThunk.rejected.match(action)) {
			const { meta: { condition, arg, requestId } } = action;
			if (condition && arg.subscribe) {
				addSubscriber(currentSubscriptions, arg.queryCacheKey, requestId, arg.subscriptionOptions);
				return true;
			}
		}
		return false;
	};
	const getSubscriptions = () => internalState.currentSubscriptions;
	const getSubscriptionCount = (queryCacheKey) => {
		return getSubscriptions().get(queryCacheKey)?.size ?? 0;
	};
	const isRequestSubscribed = (queryCacheKey, requestId) => {
		return !!getSubscriptions()?.get(queryCacheKey)?.get(requestId);
	};
	const subscriptionSelectors = {
		getSubscriptions,
		getSubscriptionCount,
		isRequestSubscribed
	};
	return (action, mwApi) => {
		if (api.util.resetApiState.match(action)) {
			changedKeys.clear();
			syncedKeys.clear();
			internalState.currentSubscriptions.clear();
			if (updateSyncTimer) {
				clearTimeout(updateSyncTimer);
				updateSyncTimer = null;
			}
			return [true, false];
		}
		if (api.internalActions.internal_getRTKQSubscriptions.match(action)) return [false, subscriptionSelectors];
		const didMutate = actuallyMutateSubscriptions(internalState.currentSubscriptions, action);
		if (process.env.NODE_ENV === "test" && typeof action.type === "string") {
			if (action.type === `${api.reducerPath}/getPolling`) return [false, internalState.currentPolls];
			if (action.type === `${api.reducerPath}/getPollUpdateCounters`) return [false, internalState.pollUpdateCounters ??= {}];
		}
		if (didMutate && !updateSyncTimer) updateSyncTimer = setTimeout(() => {
			const patches = buildSubscriptionPatches();
			updateSyncTimer = null;
			if (patches.length) mwApi.next(api.internalActions.subscriptionsUpdated(patches));
		}, 500);
		const isSubscriptionSliceAction = typeof action.type == "string" && action.type.startsWith(subscriptionsPrefix);
		const isAdditionalSubscriptionAction = queryThunk.rejected.match(action) && action.meta.condition && !!action.meta.arg.subscribe;
		return [!isSubscriptionSliceAction && !isAdditionalSubscriptionAction, false];
	};
};
var THIRTY_TWO_BIT_MAX_INT = 2147483647;
var THIRTY_TWO_BIT_MAX_TIMER_SECONDS = 2147483647 / 1e3 - 1;
var buildCacheCollectionHandler = ({ reducerPath, api, queryThunk, context, internalState, selectors: { selectQueryEntry, selectConfig }, getRunningQueryThunk, mwApi }) => {
	const { removeQueryResult, unsubscribeQueryResult, cacheEntriesUpserted } = api.internalActions;
	const isQueryThunkRejectedByError = (action) => queryThunk.rejected.match(action) && !action.meta.condition;
	const canTriggerUnsubscribe = isAnyOf(unsubscribeQueryResult.match, queryThunk.fulfilled, isQueryThunkRejectedByError, cacheEntriesUpserted.match);
	function anySubscriptionsRemainingForKey(queryCacheKey) {
		const subscriptions = internalState.currentSubscriptions.get(queryCacheKey);
		if (!subscriptions) return false;
		return subscriptions.size > 0;
	}
	const currentRemovalTimeouts = {};
	function abortAllPromises(promiseMap) {
		for (const promise of promiseMap.values()) promise?.abort?.();
	}
	function clearRemovalTimeout(queryCacheKey) {
		const timeout = currentRemovalTimeouts[queryCacheKey];
		if (timeout) {
			clearTimeout(timeout);
			delete currentRemovalTimeouts[queryCacheKey];
		}
	}
	const handler = (action, mwApi) => {
		const config = selectConfig(mwApi.getState());
		if ((queryThunk.pending.match(action) || queryThunk.rejected.match(action) && action.meta.condition) && action.meta.arg.subscribe) clearRemovalTimeout(action.meta.arg.queryCacheKey);
		if (removeQueryResult.match(action)) clearRemovalTimeout(action.payload.queryCacheKey);
		if (canTriggerUnsubscribe(action)) {
			let queryCacheKeys;
			if (cacheEntriesUpserted.match(action)) queryCacheKeys = action.payload.map((entry) => entry.queryDescription.queryCacheKey);
			else {
				const { queryCacheKey } = unsubscribeQueryResult.match(action) ? action.payload : action.meta.arg;
				queryCacheKeys = [queryCacheKey];
			}
			handleUnsubscribeMany(queryCacheKeys, mwApi, config);
		}
		if (api.util.resetApiState.match(action)) {
			for (const [key, timeout] of Object.entries(currentRemovalTimeouts)) {
				if (timeout) clearTimeout(timeout);
				delete currentRemovalTimeouts[key];
			}
			abortAllPromises(internalState.runningQueries);
			abortAllPromises(internalState.runningMutations);
		}
		if (context.hasRehydrationInfo(action)) {
			const { queries } = context.extractRehydrationInfo(action);
			handleUnsubscribeMany(Object.keys(queries), mwApi, config);
		}
	};
	function handleUnsubscribeMany(cacheKeys, api, config) {
		const state = api.getState();
		for (const queryCacheKey of cacheKeys) {
			const entry = selectQueryEntry(state, queryCacheKey);
			if (entry?.endpointName) handleUnsubscribe(queryCacheKey, entry.endpointName, api, config);
		}
	}
	function handleUnsubscribe(queryCacheKey, endpointName, api, config) {
		const keepUnusedDataFor = getEndpointDefinition(context, endpointName)?.keepUnusedDataFor ?? config.keepUnusedDataFor;
		if (keepUnusedDataFor === Infinity) return;
		const finalKeepUnusedDataFor = Math.max(0, Math.min(keepUnusedDataFor, THIRTY_TWO_BIT_MAX_TIMER_SECONDS));
		if (!anySubscriptionsRemainingForKey(queryCacheKey)) {
			const currentTimeout = currentRemovalTimeouts[queryCacheKey];
			if (currentTimeout) clearTimeout(currentTimeout);
			currentRemovalTimeouts[queryCacheKey] = setTimeout(() => {
				delete currentRemovalTimeouts[queryCacheKey];
				if (!anySubscriptionsRemainingForKey(queryCacheKey)) {
					const entry = selectQueryEntry(api.getState(), queryCacheKey);
					if (entry?.endpointName) api.dispatch(getRunningQueryThunk(entry.endpointName, entry.originalArgs))?.abort();
					api.dispatch(removeQueryResult({ queryCacheKey }));
				}
			}, finalKeepUnusedDataFor * 1e3);
		}
	}
	return handler;
};
var neverResolvedError = /* @__PURE__ */ new Error("Promise never resolved before cacheEntryRemoved.");
function warnIfNoCachedData(entry, endpointName, callbackName) {
	if (!("data" in entry)) console.warn(`\`updateCachedData\` was called in \`${callbackName}\` for the endpoint "${endpointName}" before the cache entry had any data, so it did nothing. Await \`cacheDataLoaded\` or \`queryFulfilled\` before updating the cached data.`);
}
function runLifecycleCallback(callback, endpointName, callbackName) {
	try {
		return callback();
	} catch (error) {
		if (process.env.NODE_ENV !== "production") console.error(`An error was thrown synchronously in \`${callbackName}\` for the endpoint "${endpointName}". The error was caught and the request continues.`, error);
		else console.error(error);
		return;
	}
}
var buildCacheLifecycleHandler = ({ api, reducerPath, context, queryThunk, mutationThunk, internalState, selectors: { selectQueryEntry, selectApiState } }) => {
	const isQueryThunk = isAsyncThunkAction(queryThunk);
	const isMutationThunk = isAsyncThunkAction(mutationThunk);
	const isFulfilledThunk = isFulfilled(queryThunk, mutationThunk);
	const lifecycleMap = {};
	const { removeQueryResult, removeMutationResult, cacheEntriesUpserted } = api.internalActions;
	function resolveLifecycleEntry(cacheKey, data, meta, requestId) {
		const lifecycle = lifecycleMap[cacheKey];
		if (lifecycle?.valueResolved && (requestId === void 0 || lifecycle.requestIds?.has(requestId))) {
			lifecycle.valueResolved({
				data,
				meta
			});
			delete lifecycle.valueResolved;
			delete lifecycle.requestIds;
		}
	}
	function removeLifecycleEntry(cacheKey) {
		const lifecycle = lifecycleMap[cacheKey];
		if (lifecycle) {
			delete lifecycleMap[cacheKey];
			lifecycle.cacheEntryRemoved();
		}
	}
	function getActionMetaFields(action) {
		const { arg, requestId } = action.meta;
		const { endpointName, originalArgs } = arg;
		return [
			endpointName,
			originalArgs,
			requestId
		];
	}
	const handler = (action, mwApi, stateBefore) => {
		const cacheKey = getCacheKey(action);
		function checkForNewCacheKey(endpointName, cacheKey, requestId, originalArgs) {
			const oldEntry = selectQueryEntry(stateBefore, cacheKey);
			const newEntry = selectQueryEntry(mwApi.getState(), cacheKey);
			if (!oldEntry && newEntry) handleNewKey(endpointName, originalArgs, cacheKey, mwApi, requestId);
		}
		if (queryThunk.pending.match(action)) {
			const [endpointName, originalArgs, requestId] = getActionMetaFields(action);
			checkForNewCacheKey(endpointName, cacheKey, requestId, originalArgs);
			lifecycleMap[cacheKey]?.requestIds?.add(requestId);
		} else if (cacheEntriesUpserted.match(action)) for (const { queryDescription, value } of action.payload) {
			const { endpointName, originalArgs, queryCacheKey } = queryDescription;
			checkForNewCacheKey(endpointName, queryCacheKey, action.meta.requestId, originalArgs);
			resolveLifecycleEntry(queryCacheKey, value, {});
		}
		else if (mutationThunk.pending.match(action)) {
			if (mwApi.getState()[reducerPath].mutations[cacheKey]) {
				const [endpointName, originalArgs, requestId] = getActionMetaFields(action);
				removeLifecycleEntry(cacheKey);
				handleNewKey(endpointName, originalArgs, cacheKey, mwApi, requestId);
			}
		} else if (isFulfilledThunk(action)) resolveLifecycleEntry(cacheKey, action.payload, action.meta.baseQueryMeta, action.meta.requestId);
		else if (removeQueryResult.match(action) || removeMutationResult.match(action)) removeLifecycleEntry(cacheKey);
		else if (api.util.resetApiState.match(action)) for (const cacheKey of Object.keys(lifecycleMap)) removeLifecycleEntry(cacheKey);
	};
	function getCacheKey(action) {
		if (isQueryThunk(action)) return action.meta.arg.queryCacheKey;
		if (isMutationThunk(action)) return action.meta.arg.fixedCacheKey ?? action.meta.requestId;
		if (removeQueryResult.match(action)) return action.payload.queryCacheKey;
		if (removeMutationResult.match(action)) return getMutationCacheKey(action.payload);
		return "";
	}
	function handleNewKey(endpointName, originalArgs, queryCacheKey, mwApi, requestId) {
		const endpointDefinition = getEndpointDefinition(context, endpointName);
		const onCacheEntryAdded = endpointDefinition?.onCacheEntryAdded;
		if (!onCacheEntryAdded) return;
		const lifecycle = { requestIds: /* @__PURE__ */ new Set([requestId]) };
		const cacheEntryRemoved = new Promise((resolve) => {
			lifecycle.cacheEntryRemoved = resolve;
		});
		const cacheDataLoaded = Promise.race([new Promise((resolve) => {
			lifecycle.valueResolved = resolve;
		}), cacheEntryRemoved.then(() => {
			throw neverResolvedError;
		})]);
		cacheDataLoaded.catch(() => {});
		lifecycleMap[queryCacheKey] = lifecycle;
		const selector = api.endpoints[endpointName].select(isAnyQueryDefinition(endpointDefinition) ? originalArgs : queryCacheKey);
		const extra = mwApi.dispatch((_, __, extra) => extra);
		const lifecycleApi = {
			...mwApi,
			getCacheEntry: () => selector(mwApi.getState()),
			requestId,
			extra,
			updateCachedData: isAnyQueryDefinition(endpointDefinition) ? (updateRecipe) => {
				if (process.env.NODE_ENV !== "production") warnIfNoCachedData(selector(mwApi.getState()), endpointName, "onCacheEntryAdded");
				return mwApi.dispatch(api.util.updateQueryData(endpointName, originalArgs, updateRecipe));
			} : void 0,
			cacheDataLoaded,
			cacheEntryRemoved
		};
		const runningHandler = runLifecycleCallback(() => onCacheEntryAdded(originalArgs, lifecycleApi), endpointName, "onCacheEntryAdded");
		Promise.resolve(runningHandler).catch((e) => {
			if (e === neverResolvedError) return;
			throw e;
		});
	}
	return handler;
};
function registerMiddleware(api, mwApi, apiUid, reducerPath) {
	mwApi.next(api.internalActions.middlewareRegistered(apiUid));
	if (typeof process !== "undefined" && process.env.NODE_ENV === "development" && mwApi.getState()[reducerPath]?.config?.middlewareRegistered === "conflict") console.warn(`There is a mismatch between slice and middleware for the reducerPath "${reducerPath}".
You can only have one api per reducer path, this will lead to crashes in various situations!${reducerPath === "api" ? `
If you have multiple apis, you *have* to specify the reducerPath option when using createApi!` : ""}`);
}
var buildDevCheckHandler = ({ api, context: { apiUid }, reducerPath }) => {
	return (action, mwApi) => {
		if (api.util.resetApiState.match(action)) registerMiddleware(api, mwApi, apiUid, reducerPath);
	};
};
var buildInvalidationByTagsHandler = ({ reducerPath, context, context: { endpointDefinitions }, mutationThunk, queryThunk, api, assertTagType, refetchQuery, internalState }) => {
	const { removeQueryResult } = api.internalActions;
	const isThunkActionWithTags = isAnyOf(isFulfilled(mutationThunk), isRejectedWithValue(mutationThunk));
	const isQueryEnd = isAnyOf(isFulfilled(queryThunk, mutationThunk), isRejected(queryThunk, mutationThunk));
	let pendingTagInvalidations = [];
	const pendingRequestIds = /* @__PURE__ */ new Set();
	const handler = (action, mwApi) => {
		if (api.util.resetApiState.match(action)) {
			pendingRequestIds.clear();
			pendingTagInvalidations = [];
			return;
		}
		if (queryThunk.pending.match(action) || mutationThunk.pending.match(action)) pendingRequestIds.add(action.meta.requestId);
		if (isQueryEnd(action)) pendingRequestIds.delete(action.meta.requestId);
		if (isThunkActionWithTags(action)) invalidateTags(calculateProvidedByThunk(action, "invalidatesTags", endpointDefinitions, assertTagType), mwApi);
		else if (isQueryEnd(action)) invalidateTags([], mwApi);
		else if (api.util.invalidateTags.match(action)) invalidateTags(calculateProvidedBy(action.payload, void 0, void 0, void 0, void 0, assertTagType), mwApi);
	};
	function hasPendingRequests() {
		return pendingRequestIds.size > 0;
	}
	function invalidateTags(newTags, mwApi) {
		const rootState = mwApi.getState();
		const state = rootState[reducerPath];
		pendingTagInvalidations.push(...newTags);
		if (state.config.invalidationBehavior === "delayed" && hasPendingRequests()) return;
		const tags = pendingTagInvalidations;
		pendingTagInvalidations = [];
		if (tags.length === 0) return;
		const toInvalidate = api.util.selectInvalidatedBy(rootState, tags);
		context.batch(() => {
			const valuesArray = Array.from(toInvalidate.values());
			for (const { queryCacheKey } of valuesArray) {
				const querySubState = state.queries[queryCacheKey];
				const subscriptionSubState = getOrInsertComputed(internalState.currentSubscriptions, queryCacheKey, createNewMap);
				if (querySubState) {
					if (subscriptionSubState.size === 0) mwApi.dispatch(removeQueryResult({ queryCacheKey }));
					else if (querySubState.status !== "uninitialized") mwApi.dispatch(refetchQuery(querySubState));
				}
			}
		});
	}
	return handler;
};
var buildPollingHandler = ({ reducerPath, queryThunk, api, refetchQuery, internalState }) => {
	const { currentPolls, currentSubscriptions } = internalState;
	const pendingPollingUpdates = /* @__PURE__ */ new Set();
	let pollingUpdateTimer = null;
	const handler = (action, mwApi) => {
		if (api.internalActions.updateSubscriptionOptions.match(action) || api.internalActions.unsubscribeQueryResult.match(action)) schedulePollingUpdate(action.payload.queryCacheKey, mwApi);
		if (queryThunk.pending.match(action) || queryThunk.rejected.match(action) && action.meta.condition) schedulePollingUpdate(action.meta.arg.queryCacheKey, mwApi);
		if (queryThunk.fulfilled.match(action) || queryThunk.rejected.match(action) && !action.meta.condition) startNextPoll(action.meta.arg, mwApi);
		if (api.internalActions.removeQueryResult.match(action)) cleanupPollForKey(action.payload.queryCacheKey);
		if (api.util.resetApiState.match(action)) {
			clearPolls();
			if (pollingUpdateTimer) {
				clearTimeout(pollingUpdateTimer);
				pollingUpdateTimer = null;
			}
			pendingPollingUpdates.clear();
		}
	};
	function schedulePollingUpdate(queryCacheKey, api) {
		if (!currentPolls.has(queryCacheKey) && !Number.isFinite(findLowestPollingInterval(currentSubscriptions.get(queryCacheKey)).lowestPollingInterval)) return;
		pendingPollingUpdates.add(queryCacheKey);
		if (!pollingUpdateTimer) pollingUpdateTimer = setTimeout(() => {
			for (const key of pendingPollingUpdates) updatePollingInterval({ queryCacheKey: key }, api);
			pendingPollingUpdates.clear();
			pollingUpdateTimer = null;
		}, 0);
	}
	function startNextPoll({ queryCacheKey }, api, delay) {
		const querySubState = api.getState()[reducerPath].queries[queryCacheKey];
		const { lowestPollingInterval } = findLowestPollingInterval(currentSubscriptions.get(queryCacheKey));
		if (!querySubState || querySubState.status === "uninitialized" || !Number.isFinite(lowestPollingInterval)) {
			cleanupPollForKey(queryCacheKey);
			return;
		}
		const currentPoll = currentPolls.get(queryCacheKey);
		if (currentPoll?.timeout) {
			clearTimeout(currentPoll.timeout);
			currentPoll.timeout = void 0;
		}
		if (process.env.NODE_ENV !== "production" && lowestPollingInterval > 2147483647) console.warn(`pollingInterval ${lowestPollingInterval} is larger than the maximum timer delay. Using ${THIRTY_TWO_BIT_MAX_INT} instead.`);
		const pollingInterval = Math.min(lowestPollingInterval, THIRTY_TWO_BIT_MAX_INT);
		const timeoutMs = delay ?? pollingInterval;
		const nextPollTimestamp = Date.now() + timeoutMs;
		currentPolls.set(queryCacheKey, {
			nextPollTimestamp,
			pollingInterval,
			timeout: setTimeout(() => {
				const currentState = api.getState()[reducerPath];
				const currentQuerySubState = currentState.queries[queryCacheKey];
				const { lowestPollingInterval: currentPollingInterval, skipPollingIfUnfocused } = findLowestPollingInterval(currentSubscriptions.get(queryCacheKey));
				if (!currentQuerySubState || currentQuerySubState.status === "uninitialized" || !Number.isFinite(currentPollingInterval)) {
					cleanupPollForKey(queryCacheKey);
					return;
				}
				if (currentQuerySubState.status === "pending") {
					cleanupPollForKey(queryCacheKey);
					return;
				}
				if (currentState.config.focused || !skipPollingIfUnfocused) api.dispatch(refetchQuery(currentQuerySubState));
				startNextPoll({ queryCacheKey }, api);
			}, timeoutMs)
		});
	}
	function updatePollingInterval({ queryCacheKey }, api) {
		const querySubState = api.getState()[reducerPath].queries[queryCacheKey];
		const subscriptions = currentSubscriptions.get(queryCacheKey);
		if (!querySubState || querySubState.status === "uninitialized") return;
		const { lowestPollingInterval } = findLowestPollingInterval(subscriptions);
		if (process.env.NODE_ENV === "test") {
			const updateCounters = internalState.pollUpdateCounters ??= {};
			updateCounters[queryCacheKey] = (updateCounters[queryCacheKey] ?? 0) + 1;
		}
		if (!Number.isFinite(lowestPollingInterval)) {
			cleanupPollForKey(queryCacheKey);
			return;
		}
		const currentPoll = currentPolls.get(queryCacheKey);
		if (!currentPoll) {
			startNextPoll({ queryCacheKey }, api);
			return;
		}
		const pollingInterval = Math.min(lowestPollingInterval, THIRTY_TWO_BIT_MAX_INT);
		if (pollingInterval > currentPoll.pollingInterval) {
			const lastPollStart = currentPoll.nextPollTimestamp - currentPoll.pollingInterval;
			startNextPoll({ queryCacheKey }, api, lastPollStart + pollingInterval - Date.now());
		} else if (Date.now() + pollingInterval < currentPoll.nextPollTimestamp) startNextPoll({ queryCacheKey }, api);
	}
	function cleanupPollForKey(key) {
		const existingPoll = currentPolls.get(key);
		if (existingPoll?.timeout) clearTimeout(existingPoll.timeout);
		currentPolls.delete(key);
	}
	function clearPolls() {
		for (const key of currentPolls.keys()) cleanupPollForKey(key);
	}
	function findLowestPollingInterval(subscribers = /* @__PURE__ */ new Map()) {
		let skipPollingIfUnfocused = false;
		let lowestPollingInterval = Number.POSITIVE_INFINITY;
		for (const entry of subscribers.values()) if (entry.pollingInterval) {
			lowestPollingInterval = Math.min(entry.pollingInterval, lowestPollingInterval);
			skipPollingIfUnfocused = entry.skipPollingIfUnfocused || skipPollingIfUnfocused;
		}
		return {
			lowestPollingInterval,
			skipPollingIfUnfocused
		};
	}
	return handler;
};
var buildQueryLifecycleHandler = ({ api, context, queryThunk, mutationThunk }) => {
	const isPendingThunk = isPending(queryThunk, mutationThunk);
	const isRejectedThunk = isRejected(queryThunk, mutationThunk);
	const isFulfilledThunk = isFulfilled(queryThunk, mutationThunk);
	const lifecycleMap = {};
	const handler = (action, mwApi) => {
		if (isPendingThunk(action)) {
			const { requestId, arg: { endpointName, originalArgs } } = action.meta;
			const endpointDefinition = getEndpointDefinition(context, endpointName);
			const onQueryStarted = endpointDefinition?.onQueryStarted;
			if (onQueryStarted) {
				const lifecycle = {};
				const queryFulfilled = new Promise((resolve, reject) => {
					lifecycle.resolve = resolve;
					lifecycle.reject = reject;
				});
				queryFulfilled.catch(() => {});
				lifecycleMap[requestId] = lifecycle;
				const selector = api.endpoints[endpointName].select(isAnyQueryDefinition(endpointDefinition) ? originalArgs : getMutationCacheKey(action.meta));
				const extra = mwApi.dispatch((_, __, extra) => extra);
				const lifecycleApi = {
					...mwApi,
					getCacheEntry: () => selector(mwApi.getState()),
					requestId,
					extra,
					updateCachedData: isAnyQueryDefinition(endpointDefinition) ? (updateRecipe) => {
						if (process.env.NODE_ENV !== "production") warnIfNoCachedData(selector(mwApi.getState()), endpointName, "onQueryStarted");
						return mwApi.dispatch(api.util.updateQueryData(endpointName, originalArgs, updateRecipe));
					} : void 0,
					queryFulfilled
				};
				runLifecycleCallback(() => onQueryStarted(originalArgs, lifecycleApi), endpointName, "onQueryStarted");
			}
		} else if (isFulfilledThunk(action)) {
			const { requestId, baseQueryMeta } = action.meta;
			lifecycleMap[requestId]?.resolve({
				data: action.payload,
				meta: baseQueryMeta
			});
			delete lifecycleMap[requestId];
		} else if (isRejectedThunk(action)) {
			const { requestId, rejectedWithValue, baseQueryMeta } = action.meta;
			lifecycleMap[requestId]?.reject({
				error: action.payload ?? action.error,
				isUnhandledError: !rejectedWithValue,
				meta: baseQueryMeta
			});
			delete lifecycleMap[requestId];
		}
	};
	return handler;
};
var buildWindowEventHandler = ({ reducerPath, context, api, refetchQuery, internalState }) => {
	const { removeQueryResult } = api.internalActions;
	const handler = (action, mwApi) => {
		if (onFocus.match(action)) refetchValidQueries(mwApi, "refetchOnFocus");
		if (onOnline.match(action)) refetchValidQueries(mwApi, "refetchOnReconnect");
	};
	function refetchValidQueries(api, type) {
		const state = api.getState()[reducerPath];
		const queries = state.queries;
		const subscriptions = internalState.currentSubscriptions;
		context.batch(() => {
			for (const queryCacheKey of subscriptions.keys()) {
				const querySubState = queries[queryCacheKey];
				const subscriptionSubState = subscriptions.get(queryCacheKey);
				if (!subscriptionSubState || !querySubState) continue;
				const values = [...subscriptionSubState.values()];
				if (values.some((sub) => sub[type] === true) || values.every((sub) => sub[type] === void 0) && state.config[type]) {
					if (subscriptionSubState.size === 0) api.dispatch(removeQueryResult({ queryCacheKey }));
					else if (querySubState.status !== "uninitialized") api.dispatch(refetchQuery(querySubState));
				}
			}
		});
	}
	return handler;
};
function buildMiddleware(input) {
	const { reducerPath, queryThunk, api, context, getInternalState } = input;
	const { apiUid } = context;
	const actions = { invalidateTags: createAction(`${reducerPath}/invalidateTags`) };
	const isThisApiSliceAction = (action) => action.type.startsWith(`${reducerPath}/`);
	const handlerBuilders = [
		buildDevCheckHandler,
		buildCacheCollectionHandler,
		buildInvalidationByTagsHandler,
		buildPollingHandler,
		buildCacheLifecycleHandler,
		buildQueryLifecycleHandler
	];
	const middleware = (mwApi) => {
		let initialized = false;
		const internalState = getInternalState(mwApi.dispatch);
		const builderArgs = {
			...input,
			internalState,
			refetchQuery,
			isThisApiSliceAction,
			mwApi
		};
		const handlers = handlerBuilders.map((build) => build(builderArgs));
		const batchedActionsHandler = buildBatchedActionsHandler(builderArgs);
		const windowEventsHandler = buildWindowEventHandler(builderArgs);
		return (next) => {
			return (action) => {
				if (!isAction(action)) return next(action);
				const mwApiWithNext = {
					...mwApi,
					next
				};
				if (!initialized) {
					initialized = true;
					registerMiddleware(api, mwApiWithNext, apiUid, reducerPath);
				}
				const stateBefore = mwApi.getState();
				const [actionShouldContinue, internalProbeResult] = batchedActionsHandler(action, mwApiWithNext, stateBefore);
				let res;
				if (actionShouldContinue) res = next(action);
				else res = internalProbeResult;
				if (mwApi.getState()[reducerPath]) {
					windowEventsHandler(action, mwApiWithNext, stateBefore);
					if (isThisApiSliceAction(action) || context.hasRehydrationInfo(action)) for (const handler of handlers) handler(action, mwApiWithNext, stateBefore);
				}
				return res;
			};
		};
	};
	return {
		middleware,
		actions
	};
	function refetchQuery(querySubState) {
		return input.api.endpoints[querySubState.endpointName].initiate(querySubState.originalArgs, {
			subscribe: false,
			forceRefetch: true
		});
	}
}
var coreModuleName = /* @__PURE__ */ Symbol();
var coreModule = ({ createSelector: createSelector$1 = createSelector } = {}) => ({
	name: coreModuleName,
	init(api, { baseQuery, tagTypes, reducerPath, serializeQueryArgs, keepUnusedDataFor, refetchOnMountOrArgChange, refetchOnFocus, refetchOnReconnect, invalidationBehavior, onSchemaFailure, catchSchemaFailure, skipSchemaValidation }, context) {
		enablePatches();
		const assertTagType = (tag) => {
			if (typeof process !== "undefined" && process.env.NODE_ENV === "development") {
				if (!tagTypes.includes(tag.type)) console.error(`Tag type '${tag.type}' was used, but not specified in \`tagTypes\`!`);
			}
			return tag;
		};
		Object.assign(api, {
			reducerPath,
			endpoints: {},
			internalActions: {
				onOnline,
				onOffline,
				onFocus,
				onFocusLost
			},
			util: {}
		});
		const selectors = buildSelectors({
			serializeQueryArgs,
			reducerPath,
			createSelector: createSelector$1
		});
		const { selectInvalidatedBy, selectCachedArgsForQuery, selectEntriesForEndpoint, selectAllQueryEntries, buildQuerySelector, buildInfiniteQuerySelector, buildMutationSelector } = selectors;
		safeAssign$1(api.util, {
			selectInvalidatedBy,
			selectCachedArgsForQuery,
			selectEntriesForEndpoint,
			selectAllQueryEntries
		});
		const { queryThunk, infiniteQueryThunk, mutationThunk, patchQueryData, updateQueryData, upsertQueryData, prefetch, buildMatchThunkActions } = buildThunks({
			baseQuery,
			reducerPath,
			context,
			api,
			serializeQueryArgs,
			assertTagType,
			selectors,
			onSchemaFailure,
			catchSchemaFailure,
			skipSchemaValidation
		});
		const { reducer, actions: sliceActions } = buildSlice({
			context,
			queryThunk,
			infiniteQueryThunk,
			mutationThunk,
			serializeQueryArgs,
			reducerPath,
			assertTagType,
			config: {
				refetchOnFocus,
				refetchOnReconnect,
				refetchOnMountOrArgChange,
				keepUnusedDataFor,
				reducerPath,
				invalidationBehavior
			}
		});
		safeAssign$1(api.util, {
			patchQueryData,
			updateQueryData,
			upsertQueryData,
			prefetch,
			resetApiState: sliceActions.resetApiState,
			upsertQueryEntries: sliceActions.cacheEntriesUpserted
		});
		safeAssign$1(api.internalActions, sliceActions);
		const internalStateMap = /* @__PURE__ */ new WeakMap();
		const getInternalState = (dispatch) => {
			return getOrInsertComputed(internalStateMap, dispatch, () => ({
				currentSubscriptions: /* @__PURE__ */ new Map(),
				currentPolls: /* @__PURE__ */ new Map(),
				runningQueries: /* @__PURE__ */ new Map(),
				runningMutations: /* @__PURE__ */ new Map()
			}));
		};
		const { buildInitiateQuery, buildInitiateInfiniteQuery, buildInitiateMutation, getRunningMutationThunk, getRunningMutationsThunk, getRunningQueriesThunk, getRunningQueryThunk } = buildInitiate({
			queryThunk,
			mutationThunk,
			infiniteQueryThunk,
			api,
			serializeQueryArgs,
			context,
			getInternalState
		});
		safeAssign$1(api.util, {
			getRunningMutationThunk,
			getRunningMutationsThunk,
			getRunningQueryThunk,
			getRunningQueriesThunk
		});
		const { middleware, actions: middlewareActions } = buildMiddleware({
			reducerPath,
			context,
			queryThunk,
			mutationThunk,
			infiniteQueryThunk,
			api,
			assertTagType,
			selectors,
			getRunningQueryThunk,
			getInternalState
		});
		safeAssign$1(api.util, middlewareActions);
		safeAssign$1(api, {
			reducer,
			middleware
		});
		return {
			name: coreModuleName,
			injectEndpoint(endpointName, definition) {
				const anyApi = api;
				const endpoint = anyApi.endpoints[endpointName] ??= {};
				if (isQueryDefinition$1(definition)) safeAssign$1(endpoint, {
					name: endpointName,
					select: buildQuerySelector(endpointName, definition),
					initiate: buildInitiateQuery(endpointName, definition)
				}, buildMatchThunkActions(queryThunk, endpointName));
				if (isMutationDefinition$1(definition)) safeAssign$1(endpoint, {
					name: endpointName,
					select: buildMutationSelector(),
					initiate: buildInitiateMutation(endpointName)
				}, buildMatchThunkActions(mutationThunk, endpointName));
				if (isInfiniteQueryDefinition$1(definition)) safeAssign$1(endpoint, {
					name: endpointName,
					select: buildInfiniteQuerySelector(endpointName, definition),
					initiate: buildInitiateInfiniteQuery(endpointName, definition)
				}, buildMatchThunkActions(queryThunk, endpointName));
			}
		};
	}
});
coreModule();
// ../../node_modules/@reduxjs/toolkit/dist/query/react/rtk-query-react.modern.mjs
init_compat();
function capitalize(str) {
	return str.replace(str[0], str[0].toUpperCase());
}
function countObjectKeys(obj) {
	let count = 0;
	for (const _key in obj) count++;
	return count;
}
var ENDPOINT_QUERY = "query";
var ENDPOINT_MUTATION = "mutation";
var ENDPOINT_INFINITEQUERY = "infinitequery";
function isQueryDefinition(e) {
	return e.type === ENDPOINT_QUERY;
}
function isMutationDefinition(e) {
	return e.type === ENDPOINT_MUTATION;
}
function isInfiniteQueryDefinition(e) {
	return e.type === ENDPOINT_INFINITEQUERY;
}
function safeAssign(target, ...args) {
	return Object.assign(target, ...args);
}
var UNINITIALIZED_VALUE = Symbol();
function useStableQueryArgs(queryArgs) {
	const cache = T(queryArgs);
	const copy = w(() => copyWithStructuralSharing(cache.current, queryArgs), [queryArgs]);
	A(() => {
		if (cache.current !== copy) cache.current = copy;
	}, [copy]);
	return copy;
}
function useShallowStableValue(value) {
	const cache = T(value);
	A(() => {
		if (!shallowEqual(cache.current, value)) cache.current = value;
	}, [value]);
	return shallowEqual(cache.current, value) ? cache.current : value;
}
var canUseDOM = () => !!(typeof window !== "undefined" && typeof window.document !== "undefined" && typeof window.document.createElement !== "undefined");
var isDOM = /* @__PURE__ */ canUseDOM();
var isRunningInReactNative = () => typeof navigator !== "undefined" && navigator.product === "ReactNative";
var isReactNative = /* @__PURE__ */ isRunningInReactNative();
var getUseIsomorphicLayoutEffect = () => isDOM || isReactNative ? F : A;
var useIsomorphicLayoutEffect = /* @__PURE__ */ getUseIsomorphicLayoutEffect();
var noPendingQueryStateSelector = (selected) => {
	if (selected.isUninitialized) return {
		...selected,
		isUninitialized: false,
		isFetching: true,
		isLoading: selected.data !== void 0 ? false : true,
		status: QueryStatus.pending
	};
	return selected;
};
function pick(obj, ...keys) {
	const ret = {};
	keys.forEach((key) => {
		ret[key] = obj[key];
	});
	return ret;
}
var COMMON_HOOK_DEBUG_FIELDS = [
	"data",
	"status",
	"isLoading",
	"isSuccess",
	"isError",
	"error"
];
function buildHooks({ api, moduleOptions: { batch, hooks: { useDispatch, useSelector }, unstable__sideEffectsInRender, createSelector }, serializeQueryArgs, context }) {
	const usePossiblyImmediateEffect = unstable__sideEffectsInRender ? (cb) => cb() : A;
	const unsubscribePromiseRef = (ref) => {
		ref.current?.unsubscribe?.();
		ref.current = void 0;
	};
	let hasWarnedAboutStoreChange = false;
	const useWarnIfStoreChanged = (dispatch) => {
		const initialDispatchRef = T(dispatch);
		if (!hasWarnedAboutStoreChange && initialDispatchRef.current !== dispatch) {
			hasWarnedAboutStoreChange = true;
			console.warn(`RTK Query hooks for the API at reducerPath "${api.reducerPath}" rendered with a different Redux store than the one they first subscribed to. Their subscriptions stay on the original store, so they will not load data from the new one.
If you replace the store passed to <Provider>, also give the Provider a \`key\` that changes with the store (for example \`<Provider store={store} key={storeId}>\`), so the components under it remount and subscribe to the new store.`);
		}
	};
	const endpointDefinitions = context.endpointDefinitions;
	return {
		buildQueryHooks,
		buildInfiniteQueryHooks,
		buildMutationHook,
		usePrefetch
	};
	function queryStatePreSelector(currentState, lastResult, queryArgs) {
		if (lastResult?.endpointName && currentState.isUninitialized) {
			const { endpointName } = lastResult;
			const endpointDefinition = endpointDefinitions[endpointName];
			if (queryArgs !== skipToken && serializeQueryArgs({
				queryArgs: lastResult.originalArgs,
				endpointDefinition,
				endpointName
			}) === serializeQueryArgs({
				queryArgs,
				endpointDefinition,
				endpointName
			})) lastResult = void 0;
		}
		let data = currentState.data;
		if (data === void 0) data = lastResult?.data;
		const hasData = data !== void 0;
		const isFetching = currentState.isLoading;
		const isLoading = (!lastResult || lastResult.isLoading || lastResult.isUninitialized || lastResult.isError) && !hasData && isFetching;
		const isSuccess = currentState.isSuccess || hasData && (isFetching && currentState.error === void 0 || currentState.isUninitialized);
		return {
			...currentState,
			data,
			currentData: currentState.data,
			isFetching,
			isLoading,
			isSuccess
		};
	}
	function infiniteQueryStatePreSelector(currentState, lastResult, queryArgs) {
		if (lastResult?.endpointName && currentState.isUninitialized) {
			const { endpointName } = lastResult;
			const endpointDefinition = endpointDefinitions[endpointName];
			if (queryArgs !== skipToken && serializeQueryArgs({
				queryArgs: lastResult.originalArgs,
				endpointDefinition,
				endpointName
			}) === serializeQueryArgs({
				queryArgs,
				endpointDefinition,
				endpointName
			})) lastResult = void 0;
		}
		let data = currentState.data;
		if (data === void 0) data = lastResult?.data;
		const hasData = data !== void 0;
		const isFetching = currentState.isLoading;
		const isLoading = (!lastResult || lastResult.isLoading || lastResult.isUninitialized || lastResult.isError) && !hasData && isFetching;
		const isSuccess = currentState.isSuccess || hasData && (isFetching && currentState.error === void 0 || currentState.isUninitialized);
		return {
			...currentState,
			data,
			currentData: currentState.data,
			isFetching,
			isLoading,
			isSuccess
		};
	}
	function usePrefetch(endpointName, defaultOptions) {
		const dispatch = useDispatch();
		const stableDefaultOptions = useShallowStableValue(defaultOptions);
		return b((arg, options) => dispatch(api.util.prefetch(endpointName, arg, {
			...stableDefaultOptions,
			...options
		})), [
			endpointName,
			dispatch,
			stableDefaultOptions
		]);
	}
	function useQuerySubscriptionCommonImpl(endpointName, arg, { refetchOnReconnect, refetchOnFocus, refetchOnMountOrArgChange, skip = false, pollingInterval = 0, skipPollingIfUnfocused = false, ...rest } = {}) {
		const { initiate } = api.endpoints[endpointName];
		const dispatch = useDispatch();
		if (process.env.NODE_ENV !== "production") useWarnIfStoreChanged(dispatch);
		const subscriptionSelectorsRef = T(void 0);
		if (!subscriptionSelectorsRef.current) {
			const returnedValue = dispatch(api.internalActions.internal_getRTKQSubscriptions());
			if (process.env.NODE_ENV !== "production") {
				if (typeof returnedValue !== "object" || typeof returnedValue?.type === "string") throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage(37) : `Warning: Middleware for RTK-Query API at reducerPath "${api.reducerPath}" has not been added to the store.
    You must add the middleware for RTK-Query to function correctly!`);
			}
			subscriptionSelectorsRef.current = returnedValue;
		}
		const stableArg = useStableQueryArgs(skip ? skipToken : arg);
		const stableSubscriptionOptions = useShallowStableValue({
			refetchOnReconnect,
			refetchOnFocus,
			pollingInterval,
			skipPollingIfUnfocused
		});
		const initialPageParam = rest.initialPageParam;
		const stableInitialPageParam = useShallowStableValue(initialPageParam);
		const refetchCachedPages = rest.refetchCachedPages;
		const stableRefetchCachedPages = useShallowStableValue(refetchCachedPages);
		const promiseRef = T(void 0);
		let { queryCacheKey, requestId } = promiseRef.current || {};
		let currentRenderHasSubscription = false;
		if (queryCacheKey && requestId) currentRenderHasSubscription = subscriptionSelectorsRef.current.isRequestSubscribed(queryCacheKey, requestId);
		const subscriptionRemoved = !currentRenderHasSubscription && promiseRef.current !== void 0;
		usePossiblyImmediateEffect(() => {
			if (subscriptionRemoved) promiseRef.current = void 0;
		}, [subscriptionRemoved]);
		usePossiblyImmediateEffect(() => {
			const lastPromise = promiseRef.current;
			if (typeof process !== "undefined" && process.env.NODE_ENV === "removeMeOnCompilation") console.log(subscriptionRemoved);
			if (stableArg === skipToken) {
				lastPromise?.unsubscribe();
				promiseRef.current = void 0;
				return;
			}
			const lastSubscriptionOptions = promiseRef.current?.subscriptionOptions;
			if (!lastPromise || lastPromise.arg !== stableArg) {
				lastPromise?.unsubscribe();
				const promise = dispatch(initiate(stableArg, {
					subscriptionOptions: stableSubscriptionOptions,
					forceRefetch: refetchOnMountOrArgChange,
					...isInfiniteQueryDefinition(endpointDefinitions[endpointName]) ? {
						initialPageParam: stableInitialPageParam,
						refetchCachedPages: stableRefetchCachedPages
					} : {}
				}));
				promiseRef.current = promise;
			} else if (stableSubscriptionOptions !== lastSubscriptionOptions) lastPromise.updateSubscriptionOptions(stableSubscriptionOptions);
		}, [
			dispatch,
			initiate,
			refetchOnMountOrArgChange,
			stableArg,
			stableSubscriptionOptions,
			subscriptionRemoved,
			stableInitialPageParam,
			stableRefetchCachedPages,
			endpointName
		]);
		return [
			promiseRef,
			dispatch,
			initiate,
			stableSubscriptionOptions
		];
	}
	function buildUseQueryState(endpointName, preSelector) {
		const useQueryState = (arg, { skip = false, selectFromResult } = {}) => {
			const { select } = api.endpoints[endpointName];
			const stableArg = useStableQueryArgs(skip ? skipToken : arg);
			const lastValue = T(void 0);
			const latestDefaultResult = T(void 0);
			const selectDefaultResult = w(() => createSelector([
				select(stableArg),
				(_, lastResult) => lastResult,
				(_) => stableArg
			], preSelector, { memoizeOptions: { resultEqualityCheck: shallowEqual } }), [select, stableArg]);
			const currentState = useSelector(w(() => {
				const selectResult = selectFromResult ? createSelector([selectDefaultResult], selectFromResult, { devModeChecks: { identityFunctionCheck: "never" } }) : selectDefaultResult;
				return (state) => {
					const lastResult = lastValue.current;
					const result = selectResult(state, lastResult);
					latestDefaultResult.current = selectDefaultResult(state, lastResult);
					return result;
				};
			}, [selectDefaultResult, selectFromResult]), shallowEqual);
			useIsomorphicLayoutEffect(() => {
				lastValue.current = latestDefaultResult.current;
			});
			return currentState;
		};
		return useQueryState;
	}
	function usePromiseRefUnsubscribeOnUnmount(promiseRef) {
		A(() => {
			return () => {
				unsubscribePromiseRef(promiseRef);
			};
		}, [promiseRef]);
	}
	function refetchOrErrorIfUnmounted(promiseRef) {
		if (!promiseRef.current) throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage(38) : "Cannot refetch a query that has not been started yet.");
		return promiseRef.current.refetch();
	}
	function buildQueryHooks(endpointName) {
		const useQuerySubscription = (arg, options = {}) => {
			const [promiseRef] = useQuerySubscriptionCommonImpl(endpointName, arg, options);
			usePromiseRefUnsubscribeOnUnmount(promiseRef);
			return w(() => ({ refetch: () => refetchOrErrorIfUnmounted(promiseRef) }), [promiseRef]);
		};
		const useLazyQuerySubscription = ({ refetchOnReconnect, refetchOnFocus, pollingInterval = 0, skipPollingIfUnfocused = false } = {}) => {
			const { initiate } = api.endpoints[endpointName];
			const dispatch = useDispatch();
			if (process.env.NODE_ENV !== "production") useWarnIfStoreChanged(dispatch);
			const [arg, setArg] = d(UNINITIALIZED_VALUE);
			const promiseRef = T(void 0);
			const stableSubscriptionOptions = useShallowStableValue({
				refetchOnReconnect,
				refetchOnFocus,
				pollingInterval,
				skipPollingIfUnfocused
			});
			usePossiblyImmediateEffect(() => {
				const lastSubscriptionOptions = promiseRef.current?.subscriptionOptions;
				if (stableSubscriptionOptions !== lastSubscriptionOptions) promiseRef.current?.updateSubscriptionOptions(stableSubscriptionOptions);
			}, [stableSubscriptionOptions]);
			const subscriptionOptionsRef = T(stableSubscriptionOptions);
			usePossiblyImmediateEffect(() => {
				subscriptionOptionsRef.current = stableSubscriptionOptions;
			}, [stableSubscriptionOptions]);
			const trigger = b(function(arg, preferCacheValue = false) {
				let promise;
				batch(() => {
					unsubscribePromiseRef(promiseRef);
					promiseRef.current = promise = dispatch(initiate(arg, {
						subscriptionOptions: subscriptionOptionsRef.current,
						forceRefetch: !preferCacheValue
					}));
					setArg(arg);
				});
				return promise;
			}, [dispatch, initiate]);
			const reset = b(() => {
				if (promiseRef.current?.queryCacheKey) dispatch(api.internalActions.removeQueryResult({ queryCacheKey: promiseRef.current?.queryCacheKey }));
			}, [dispatch]);
			A(() => {
				return () => {
					unsubscribePromiseRef(promiseRef);
				};
			}, []);
			A(() => {
				if (arg !== UNINITIALIZED_VALUE && !promiseRef.current) trigger(arg, true);
			}, [arg, trigger]);
			return w(() => [
				trigger,
				arg,
				{ reset }
			], [
				trigger,
				arg,
				reset
			]);
		};
		const useQueryState = buildUseQueryState(endpointName, queryStatePreSelector);
		return {
			useQueryState,
			useQuerySubscription,
			useLazyQuerySubscription,
			useLazyQuery(options) {
				const [trigger, arg, { reset }] = useLazyQuerySubscription(options);
				const queryStateResults = useQueryState(arg, {
					...options,
					skip: arg === UNINITIALIZED_VALUE
				});
				const info = w(() => ({ lastArg: arg }), [arg]);
				return w(() => [
					trigger,
					{
						...queryStateResults,
						reset
					},
					info
				], [
					trigger,
					queryStateResults,
					reset,
					info
				]);
			},
			useQuery(arg, options) {
				const querySubscriptionResults = useQuerySubscription(arg, options);
				const queryStateResults = useQueryState(arg, {
					selectFromResult: arg === skipToken || options?.skip ? void 0 : noPendingQueryStateSelector,
					...options
				});
				const debugValue = pick(queryStateResults, ...COMMON_HOOK_DEBUG_FIELDS);
				x(debugValue);
				return w(() => ({
					...queryStateResults,
					...querySubscriptionResults
				}), [queryStateResults, querySubscriptionResults]);
			}
		};
	}
	function buildInfiniteQueryHooks(endpointName) {
		const useInfiniteQuerySubscription = (arg, options = {}) => {
			const [promiseRef, dispatch, initiate, stableSubscriptionOptions] = useQuerySubscriptionCommonImpl(endpointName, arg, options);
			const subscriptionOptionsRef = T(stableSubscriptionOptions);
			usePossiblyImmediateEffect(() => {
				subscriptionOptionsRef.current = stableSubscriptionOptions;
			}, [stableSubscriptionOptions]);
			const hookRefetchCachedPages = options.refetchCachedPages;
			const stableHookRefetchCachedPages = useShallowStableValue(hookRefetchCachedPages);
			const trigger = b(function(arg, direction) {
				let promise;
				batch(() => {
					unsubscribePromiseRef(promiseRef);
					promiseRef.current = promise = dispatch(initiate(arg, {
						subscriptionOptions: subscriptionOptionsRef.current,
						direction
					}));
				});
				return promise;
			}, [
				promiseRef,
				dispatch,
				initiate
			]);
			usePromiseRefUnsubscribeOnUnmount(promiseRef);
			const stableArg = useStableQueryArgs(options.skip ? skipToken : arg);
			const refetch = b((options) => {
				if (!promiseRef.current) throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage(38) : "Cannot refetch a query that has not been started yet.");
				const mergedOptions = { refetchCachedPages: options?.refetchCachedPages ?? stableHookRefetchCachedPages };
				return promiseRef.current.refetch(mergedOptions);
			}, [promiseRef, stableHookRefetchCachedPages]);
			return w(() => {
				const fetchNextPage = () => {
					return trigger(stableArg, "forward");
				};
				const fetchPreviousPage = () => {
					return trigger(stableArg, "backward");
				};
				return {
					trigger,
					refetch,
					fetchNextPage,
					fetchPreviousPage
				};
			}, [
				refetch,
				trigger,
				stableArg
			]);
		};
		const useInfiniteQueryState = buildUseQueryState(endpointName, infiniteQueryStatePreSelector);
		return {
			useInfiniteQueryState,
			useInfiniteQuerySubscription,
			useInfiniteQuery(arg, options) {
				const { refetch, fetchNextPage, fetchPreviousPage } = useInfiniteQuerySubscription(arg, options);
				const queryStateResults = useInfiniteQueryState(arg, {
					selectFromResult: arg === skipToken || options?.skip ? void 0 : noPendingQueryStateSelector,
					...options
				});
				const debugValue = pick(queryStateResults, ...COMMON_HOOK_DEBUG_FIELDS, "hasNextPage", "hasPreviousPage");
				x(debugValue);
				return w(() => ({
					...queryStateResults,
					fetchNextPage,
					fetchPreviousPage,
					refetch
				}), [
					queryStateResults,
					fetchNextPage,
					fetchPreviousPage,
					refetch
				]);
			}
		};
	}
	function buildMutationHook(name) {
		return ({ selectFromResult, fixedCacheKey } = {}) => {
			const { select, initiate } = api.endpoints[name];
			const dispatch = useDispatch();
			if (process.env.NODE_ENV !== "production") useWarnIfStoreChanged(dispatch);
			const [promise, setPromise] = d();
			A(() => () => {
				if (!promise?.arg.fixedCacheKey) promise?.reset();
			}, [promise]);
			const triggerMutation = b(function(arg) {
				const promise = dispatch(initiate(arg, { fixedCacheKey }));
				setPromise(promise);
				return promise;
			}, [
				dispatch,
				initiate,
				fixedCacheKey
			]);
			const { requestId } = promise || {};
			const selectDefaultResult = w(() => select({
				fixedCacheKey,
				requestId: promise?.requestId
			}), [
				fixedCacheKey,
				promise,
				select
			]);
			const currentState = useSelector(w(() => selectFromResult ? createSelector([selectDefaultResult], selectFromResult) : selectDefaultResult, [selectFromResult, selectDefaultResult]), shallowEqual);
			const originalArgs = fixedCacheKey == null ? promise?.arg.originalArgs : void 0;
			const reset = b(() => {
				batch(() => {
					if (promise) setPromise(void 0);
					if (fixedCacheKey) dispatch(api.internalActions.removeMutationResult({
						requestId,
						fixedCacheKey
					}));
				});
			}, [
				dispatch,
				fixedCacheKey,
				promise,
				requestId
			]);
			const debugValue = pick(currentState, ...COMMON_HOOK_DEBUG_FIELDS, "endpointName");
			x(debugValue);
			const finalState = w(() => ({
				...currentState,
				originalArgs,
				reset
			}), [
				currentState,
				originalArgs,
				reset
			]);
			return w(() => [triggerMutation, finalState], [triggerMutation, finalState]);
		};
	}
}
var reactHooksModuleName = /* @__PURE__ */ Symbol();
var reactHooksModule = ({ batch: batch$1 = batch, hooks = {
	useDispatch,
	useSelector,
	useStore
}, createSelector: createSelector$1 = createSelector, unstable__sideEffectsInRender = false, ...rest } = {}) => {
	if (process.env.NODE_ENV !== "production") {
		const hookNames = [
			"useDispatch",
			"useSelector",
			"useStore"
		];
		let warned = false;
		for (const hookName of hookNames) {
			if (countObjectKeys(rest) > 0) {
				if (rest[hookName]) {
					if (!warned) {
						console.warn("As of RTK 2.0, the hooks now need to be specified as one object, provided under a `hooks` key:\n`reactHooksModule({ hooks: { useDispatch, useSelector, useStore } })`");
						warned = true;
					}
				}
				hooks[hookName] = rest[hookName];
			}
			if (typeof hooks[hookName] !== "function") throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage(36) : `When using custom hooks for context, all ${hookNames.length} hooks need to be provided: ${hookNames.join(", ")}.\nHook ${hookName} was either not provided or not a function.`);
		}
	}
	return {
		name: reactHooksModuleName,
		init(api, { serializeQueryArgs }, context) {
			const anyApi = api;
			const { buildQueryHooks, buildInfiniteQueryHooks, buildMutationHook, usePrefetch } = buildHooks({
				api,
				moduleOptions: {
					batch: batch$1,
					hooks,
					unstable__sideEffectsInRender,
					createSelector: createSelector$1
				},
				serializeQueryArgs,
				context
			});
			safeAssign(anyApi, { usePrefetch });
			safeAssign(context, { batch: batch$1 });
			return { injectEndpoint(endpointName, definition) {
				if (isQueryDefinition(definition)) {
					const { useQuery, useLazyQuery, useLazyQuerySubscription, useQueryState, useQuerySubscription } = buildQueryHooks(endpointName);
					safeAssign(anyApi.endpoints[endpointName], {
						useQuery,
						useLazyQuery,
						useLazyQuerySubscription,
						useQueryState,
						useQuerySubscription
					});
					api[`use${capitalize(endpointName)}Query`] = useQuery;
					api[`useLazy${capitalize(endpointName)}Query`] = useLazyQuery;
				}
				if (isMutationDefinition(definition)) {
					const useMutation = buildMutationHook(endpointName);
					safeAssign(anyApi.endpoints[endpointName], { useMutation });
					api[`use${capitalize(endpointName)}Mutation`] = useMutation;
				} else if (isInfiniteQueryDefinition(definition)) {
					const { useInfiniteQuery, useInfiniteQuerySubscription, useInfiniteQueryState } = buildInfiniteQueryHooks(endpointName);
					safeAssign(anyApi.endpoints[endpointName], {
						useInfiniteQuery,
						useInfiniteQuerySubscription,
						useInfiniteQueryState
					});
					api[`use${capitalize(endpointName)}InfiniteQuery`] = useInfiniteQuery;
				}
			} };
		}
	};
};
coreModule(), reactHooksModule();
// src/lib/api/base-api.ts
/**
* RTK Query's one API slice. Features add their endpoints from their own files with
* `baseApi.injectEndpoints` (one file per endpoint, exporting its hook), each using `apiRequest`
* (http.ts) in a `queryFn`, so every call goes through the same seam and is parsed with the contract:
*
*   const api = baseApi.injectEndpoints({ endpoints: (build) => ({
*     getThing: build.query<Thing, number>({
*       queryFn: (id) => apiRequest(thingResponse, paths.thing, { params: { id } }),
*     }),
*   }) });
*   export const { useGetThingQuery } = api;
*
* Prices depend on who asks, so the app resets the API state when the session changes.
*/
/**
* In the server's build (import.meta.env.SSR) the hooks start their queries while rendering: the server
* renders, awaits the queries started, and renders again with their answers (entry-server.tsx). In the
* browser they start in effects, as usual.
*/
var createApi = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: true }));
/** The API state a server-rendered page was rendered with: the browser starts from it (no refetch). */
var apiStateHydrated = createAction("app/apiStateHydrated");
var baseApi = createApi({
	reducerPath: "api",
	extractRehydrationInfo(action) {
		if (!apiStateHydrated.match(action)) return void 0;
		return action.payload;
	},
	baseQuery: fakeBaseQuery(),
	tagTypes: [
		"Product",
		"Category",
		"Rates",
		"Customer",
		"Document",
		"Order"
	],
	endpoints: () => ({})
});
// src/lib/api/config.ts
function intFromEnv(value, fallback) {
	const n = Number(value);
	return value !== void 0 && value !== "" && Number.isSafeInteger(n) && n >= 0 ? n : fallback;
}
/** Where the API lives and who the shop calls it as (spec §6: usuarioid 1, empresaid 1). */
var apiConfig = {
	base: API_BASE,
	usuarioid: intFromEnv(void 0, 1),
	empresaid: intFromEnv(void 0, 1),
	/** The warehouse the shop sells from (spec §9: bodegaid 1). */
	bodegaid: intFromEnv(void 0, 1)
};
/**
* An address on the API server's host root (the ERP serves pictures and printable documents there, not
* under apiGold/): relative when the API is on this site, else on the API's origin.
*/
function hostUrl(path) {
	return /^https?:\/\//i.test(apiConfig.base) ? new URL(path, apiConfig.base).toString() : path;
}
/** The address of a picture named in a record (a bare file name, as the ERP gives it). */
function pictureUrl(name) {
	return hostUrl(picturePath(name));
}
// src/lib/persist.ts
var PREFIX = "mostrador.";
function storageKey(spec) {
	return `${PREFIX}${spec.key}.v${spec.version}`;
}
function storage() {
	try {
		return typeof localStorage === "undefined" ? null : localStorage;
	} catch {
		return null;
	}
}
/** Removes entries of this key under other versions (old shapes). */
function dropOtherVersions(store, spec) {
	const current = storageKey(spec);
	const stem = `${PREFIX}${spec.key}.v`;
	for (let i = store.length - 1; i >= 0; i--) {
		const name = store.key(i);
		if (name?.startsWith(stem) && name !== current) store.removeItem(name);
	}
}
/** The stored state when present and valid; otherwise undefined (and a bad entry is removed). */
function readPersisted(spec) {
	const store = storage();
	if (!store) return void 0;
	dropOtherVersions(store, spec);
	const text = store.getItem(storageKey(spec));
	if (text === null) return void 0;
	try {
		const state = spec.parse(JSON.parse(text));
		if (state !== null) return state;
	} catch {}
	console.warn(`[persist] discarded an invalid "${spec.key}" entry`);
	store.removeItem(storageKey(spec));
}
function writePersisted(spec, state) {
	const store = storage();
	if (!store) return;
	try {
		store.setItem(storageKey(spec), JSON.stringify(state));
	} catch (error) {
		console.warn(`[persist] could not save "${spec.key}"`, error);
	}
}
function persisted(reducer, spec) {
	return {
		reducer,
		spec
	};
}
/**
* Resets every part of the state to its initial value (e.g. on logout or an expired session, together
* with `localStorage.clear()`).
*/
var resetState = createAction("app/resetState");
/** Small validators for `parse`. */
function isRecord(x) {
	return typeof x === "object" && x !== null && !Array.isArray(x);
}
// src/lib/preference-cookies.ts
/**
* The buyer's language and currency, also kept in two plain cookies (not HttpOnly: they say nothing
* secret) so that the server renders the first page in them (entry-server.tsx reads them). Local storage
* stays the app's own record; these follow it.
*/
var LANGUAGE_COOKIE = "mostrador_idioma";
var CURRENCY_COOKIE = "mostrador_moneda";
var YEAR_SECONDS = 31536e3;
function writePreferenceCookie(name, value) {
	if (typeof document === "undefined") return;
	document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
}
/** A cookie's value in a Cookie header (or document.cookie), or undefined. */
function readCookie(header, name) {
	if (!header) return void 0;
	for (const part of header.split(";")) {
		const [key, ...rest] = part.trim().split("=");
		if (key === name) try {
			return decodeURIComponent(rest.join("="));
		} catch {
			return;
		}
	}
}
// src/lib/i18n.ts
/**
* Interface languages (DESIGN.md): en (default), fn (French), de, es. Catalogues live in
* `src/locales/<lang>/<namespace>.json`, one namespace per feature ('common' and 'notices' are the
* shell's, 'options' is shared: see option-labels.ts); every file found there is bundled. `en` reproduces
* the spec's texts, Spanish notices included.
*/
var LANGUAGES = [
	"en",
	"fn",
	"de",
	"es"
];
function isLanguage(x) {
	return typeof x === "string" && LANGUAGES.includes(x);
}
/** The BCP 47 tag of a language ('fn' is the spec's name for French). */
function htmlLang(language) {
	return language === "fn" ? "fr" : language;
}
/** The locale for numbers, dates and money. */
function localeOf(language) {
	const tags = {
		en: "en-US",
		fn: "fr-FR",
		de: "de-DE",
		es: "es-ES"
	};
	return isLanguage(language) ? tags[language] : tags.en;
}
var languageSpec = {
	key: "language",
	version: 1,
	parse: (raw) => isLanguage(raw) ? raw : null
};
var loaders = /* #__PURE__ */ Object.assign({
	"../locales/de/account.json": () => import("./account-DdbP--7I.js").then((m) => m["default"]),
	"../locales/de/auth.json": () => import("./auth-JyyqBihP.js").then((m) => m["default"]),
	"../locales/de/blog.json": () => import("./blog-2RQc1NCC.js").then((m) => m["default"]),
	"../locales/de/cart.json": () => import("./cart-DS7lY_p_.js").then((m) => m["default"]),
	"../locales/de/catalogue.json": () => import("./catalogue-Cnp7BSxa.js").then((m) => m["default"]),
	"../locales/de/checkout.json": () => import("./checkout-BXeQQzFM.js").then((m) => m["default"]),
	"../locales/de/common.json": () => import("./common-C-PZvark.js").then((m) => m["default"]),
	"../locales/de/compare.json": () => import("./compare-BzI1gBFK.js").then((m) => m["default"]),
	"../locales/de/home.json": () => import("./home-BNK7qE30.js").then((m) => m["default"]),
	"../locales/de/info.json": () => import("./info-BcF09WVE.js").then((m) => m["default"]),
	"../locales/de/notices.json": () => import("./notices-Y-jtwcNR.js").then((m) => m["default"]),
	"../locales/de/options.json": () => import("./options-CPc-2k_0.js").then((m) => m["default"]),
	"../locales/de/product.json": () => import("./product-NiVhPlPP.js").then((m) => m["default"]),
	"../locales/de/quick-order.json": () => import("./quick-order-DcGWN3K3.js").then((m) => m["default"]),
	"../locales/de/reorder.json": () => import("./reorder-DHKSJVWB.js").then((m) => m["default"]),
	"../locales/de/saved-lists.json": () => import("./saved-lists-B2tU3RNk.js").then((m) => m["default"]),
	"../locales/de/statement.json": () => import("./statement-BrO85r0T.js").then((m) => m["default"]),
	"../locales/de/wishlist.json": () => import("./wishlist-BNV7tY8A.js").then((m) => m["default"]),
	"../locales/en/account.json": () => import("./account-CXVYVGSo.js").then((m) => m["default"]),
	"../locales/en/auth.json": () => import("./auth-vA91wPJI.js").then((m) => m["default"]),
	"../locales/en/blog.json": () => import("./blog-V72b_R6P.js").then((m) => m["default"]),
	"../locales/en/cart.json": () => import("./cart-BeWcSQSg.js").then((m) => m["default"]),
	"../locales/en/catalogue.json": () => import("./catalogue-D_6-R8Sx.js").then((m) => m["default"]),
	"../locales/en/checkout.json": () => import("./checkout-DGqFNH9r.js").then((m) => m["default"]),
	"../locales/en/common.json": () => import("./common-D6KbmeOm.js").then((m) => m["default"]),
	"../locales/en/compare.json": () => import("./compare-BH4dK70B.js").then((m) => m["default"]),
	"../locales/en/home.json": () => import("./home-CnZvplFU.js").then((m) => m["default"]),
	"../locales/en/info.json": () => import("./info-DalDrrcf.js").then((m) => m["default"]),
	"../locales/en/notices.json": () => import("./notices-D4ep1XM6.js").then((m) => m["default"]),
	"../locales/en/options.json": () => import("./options-DW1A0Xod.js").then((m) => m["default"]),
	"../locales/en/product.json": () => import("./product-Bzjro7Zu.js").then((m) => m["default"]),
	"../locales/en/quick-order.json": () => import("./quick-order-BGXDwWVy.js").then((m) => m["default"]),
	"../locales/en/reorder.json": () => import("./reorder-sy79qLQL.js").then((m) => m["default"]),
	"../locales/en/saved-lists.json": () => import("./saved-lists-C8pJ27N7.js").then((m) => m["default"]),
	"../locales/en/statement.json": () => import("./statement-DY_1biy1.js").then((m) => m["default"]),
	"../locales/en/wishlist.json": () => import("./wishlist-BGjZTSnr.js").then((m) => m["default"]),
	"../locales/es/account.json": () => import("./account-lCu8r_y1.js").then((m) => m["default"]),
	"../locales/es/auth.json": () => import("./auth-C-ZpAwVD.js").then((m) => m["default"]),
	"../locales/es/blog.json": () => import("./blog-BNrUjyRz.js").then((m) => m["default"]),
	"../locales/es/cart.json": () => import("./cart-ByRW36hp.js").then((m) => m["default"]),
	"../locales/es/catalogue.json": () => import("./catalogue-DgfRb1Dr.js").then((m) => m["default"]),
	"../locales/es/checkout.json": () => import("./checkout-t1YjafnY.js").then((m) => m["default"]),
	"../locales/es/common.json": () => import("./common-BsUxXeqC.js").then((m) => m["default"]),
	"../locales/es/compare.json": () => import("./compare-BFw1oPcM.js").then((m) => m["default"]),
	"../locales/es/home.json": () => import("./home-CcpobYyM.js").then((m) => m["default"]),
	"../locales/es/info.json": () => import("./info-D8wQfjhW.js").then((m) => m["default"]),
	"../locales/es/notices.json": () => import("./notices-DeaU1xRs.js").then((m) => m["default"]),
	"../locales/es/options.json": () => import("./options-CyJfc2Ut.js").then((m) => m["default"]),
	"../locales/es/product.json": () => import("./product-DTPVE1Ts.js").then((m) => m["default"]),
	"../locales/es/quick-order.json": () => import("./quick-order-BfKZpkkK.js").then((m) => m["default"]),
	"../locales/es/reorder.json": () => import("./reorder-gSZcblJJ.js").then((m) => m["default"]),
	"../locales/es/saved-lists.json": () => import("./saved-lists-W93mo2As.js").then((m) => m["default"]),
	"../locales/es/statement.json": () => import("./statement-Cwp0Xwc3.js").then((m) => m["default"]),
	"../locales/es/wishlist.json": () => import("./wishlist-BXNe4QzB.js").then((m) => m["default"]),
	"../locales/fn/account.json": () => import("./account-OSXda3-V.js").then((m) => m["default"]),
	"../locales/fn/auth.json": () => import("./auth-BmJZlk0d.js").then((m) => m["default"]),
	"../locales/fn/blog.json": () => import("./blog-C8hp01y1.js").then((m) => m["default"]),
	"../locales/fn/cart.json": () => import("./cart-BO3C2BqS.js").then((m) => m["default"]),
	"../locales/fn/catalogue.json": () => import("./catalogue-vSUUeh3C.js").then((m) => m["default"]),
	"../locales/fn/checkout.json": () => import("./checkout-ChFpE_SN.js").then((m) => m["default"]),
	"../locales/fn/common.json": () => import("./common-BuCe7SBg.js").then((m) => m["default"]),
	"../locales/fn/compare.json": () => import("./compare-B1bPxVLA.js").then((m) => m["default"]),
	"../locales/fn/home.json": () => import("./home-DSyHk0ma.js").then((m) => m["default"]),
	"../locales/fn/info.json": () => import("./info-C0l_hw2e.js").then((m) => m["default"]),
	"../locales/fn/notices.json": () => import("./notices-D0Ku2hwP.js").then((m) => m["default"]),
	"../locales/fn/options.json": () => import("./options-BIpV-8TR.js").then((m) => m["default"]),
	"../locales/fn/product.json": () => import("./product-CebpVeDP.js").then((m) => m["default"]),
	"../locales/fn/quick-order.json": () => import("./quick-order-bvNALySQ.js").then((m) => m["default"]),
	"../locales/fn/reorder.json": () => import("./reorder-Gmya4Mnv.js").then((m) => m["default"]),
	"../locales/fn/saved-lists.json": () => import("./saved-lists-sUC5ddMw.js").then((m) => m["default"]),
	"../locales/fn/statement.json": () => import("./statement-DbPMBDSK.js").then((m) => m["default"]),
	"../locales/fn/wishlist.json": () => import("./wishlist-q7hxnJgv.js").then((m) => m["default"])
});
function fileOf(language, namespace) {
	return `../locales/${language}/${namespace}.json`;
}
/** Every namespace that has an `en` catalogue. */
var NAMESPACES = Object.keys(loaders).map((file) => /locales\/en\/([^/]+)\.json$/.exec(file)?.[1]).filter((ns) => ns !== void 0);
var lazyCatalogues = {
	type: "backend",
	init() {},
	read(language, namespace, done) {
		const load = loaders[fileOf(language, namespace)];
		if (!load) {
			done(null, {});
			return;
		}
		load().then((data) => done(null, data), (error) => done(error, null));
	}
};
var i18n = instance.createInstance();
/** Resolves when the chosen language's catalogues are loaded (react-i18next suspends until then). */
var i18nReady = i18n.use(lazyCatalogues).use(initReactI18next).init({
	lng: readPersisted(languageSpec) ?? "en",
	fallbackLng: "en",
	supportedLngs: [...LANGUAGES],
	ns: [
		"common",
		"notices",
		"options"
	],
	defaultNS: "common",
	interpolation: { escapeValue: false },
	returnNull: false
});
function applyLanguage(language) {
	if (typeof document !== "undefined" && isLanguage(language)) document.documentElement.lang = htmlLang(language);
}
applyLanguage(i18n.language);
i18n.on("languageChanged", applyLanguage);
/** Switches the interface language and remembers it. */
async function changeLanguage(language) {
	writePersisted(languageSpec, language);
	writePreferenceCookie(LANGUAGE_COOKIE, language);
	await i18n.changeLanguage(language);
}
// src/lib/notify.ts
var toasts;
var listeners = /* @__PURE__ */ new Set();
function loadToasts() {
	if (!toasts) {
		toasts = import("./dist-DRgQTZy2.js");
		toasts.catch(() => {
			toasts = void 0;
		});
		for (const listener of listeners) listener();
	}
	return toasts;
}
/** Whether a notice has asked for toasts yet (for `useSyncExternalStore`, with `onToastsWanted`). */
var toastsWanted = () => toasts !== void 0;
function onToastsWanted(listener) {
	listeners.add(listener);
	return () => listeners.delete(listener);
}
/**
* Shows a notice as a toast (bottom-left, dismisses by itself). `message` is one of domain's NOTICES
* texts (the key of the `notices` namespace) or any text; it is translated into the chosen language.
*/
function notify(notice) {
	const text = i18n.t(notice.message, {
		ns: "notices",
		defaultValue: notice.message
	});
	loadToasts().then(({ default: toast }) => {
		if (notice.tone === "success") toast.success(text);
		else if (notice.tone === "error") toast.error(text);
		else toast(text, { icon: "⚠️" });
	}, (error) => console.warn("[notify] could not load the toasts", text, error));
}
// src/lib/api/session-token.ts
var identity = {
	token: null,
	terceroid: null
};
var transportProvider = null;
function setRequestTransportProvider(provider) {
	transportProvider = provider;
}
/** The transport of the request being rendered on the server; undefined in the browser. */
function requestTransport() {
	return transportProvider?.();
}
var unauthorizedListeners = /* @__PURE__ */ new Set();
var changeListeners = /* @__PURE__ */ new Set();
var PUBLIC_TOKEN = null;
/** The token to send: the customer's when logged in, else the public one (or null). */
function getSessionToken() {
	if (requestTransport()) return PUBLIC_TOKEN;
	return identity.token ?? PUBLIC_TOKEN;
}
/** The logged-in customer's id, or null for a visitor. */
function getSessionTerceroid() {
	const transport = requestTransport();
	if (transport) return transport.terceroid;
	return identity.token ? identity.terceroid : null;
}
/** Set after a login (token and the customer's Terceroid); `null` on logout. Notifies `onSessionChange`. */
function setSessionToken(token, terceroid = null) {
	const next = {
		token,
		terceroid: token ? terceroid : null
	};
	if (next.token === identity.token && next.terceroid === identity.terceroid) return;
	identity = next;
	for (const listener of changeListeners) listener();
}
/** Called whenever the server answers 401. Returns the function that removes the listener. */
function onUnauthorized(listener) {
	unauthorizedListeners.add(listener);
	return () => unauthorizedListeners.delete(listener);
}
/** Called when the token changes (login, logout): prices depend on who asks. */
function onSessionChange(listener) {
	changeListeners.add(listener);
	return () => changeListeners.delete(listener);
}
function notifyUnauthorized() {
	for (const listener of unauthorizedListeners) listener();
}
// src/lib/api/http.ts
/** `/apiGold/<path>?usuarioid=1&empresaid=1&...`. `null` goes as an empty value (no filter); `undefined` is left out. */
function apiUrl(path, params = {}) {
	const search = new URLSearchParams();
	search.set("usuarioid", String(apiConfig.usuarioid));
	search.set("empresaid", String(apiConfig.empresaid));
	for (const [name, value] of Object.entries(params)) {
		if (value === void 0) continue;
		search.set(name, value === null ? "" : String(value));
	}
	return `${apiConfig.base}${path}?${search.toString()}`;
}
/** Performs the call; throws only when the network fails (no answer at all). */
async function send(path, options) {
	const headers = {
		"Content-Type": "application/json",
		Accept: "application/json"
	};
	const token = getSessionToken();
	if (token) headers.Authorization = `Bearer ${token}`;
	const response = await (requestTransport()?.fetch ?? fetch)(apiUrl(path, options.params), {
		method: options.method ?? "GET",
		headers: {
			...headers,
			...options.headers
		},
		body: options.body === void 0 ? null : JSON.stringify(options.body),
		signal: options.signal ?? null
	});
	if (response.status === 401) notifyUnauthorized();
	const json = await response.json().catch(() => null);
	return {
		status: response.status,
		json
	};
}
function messageOf(json, fallback) {
	if (typeof json === "object" && json !== null && "Msj" in json && typeof json.Msj === "string" && json.Msj) return json.Msj;
	return fallback;
}
/** An answer that says `Status: false` (the ERP's refusal, whatever else it carries). */
function refusal(json) {
	if (typeof json === "object" && json !== null && "Status" in json && json.Status === false) return messageOf(json, NOTICES.getFailed);
	return null;
}
/**
* A call to the server: `{data}` with what the answer carries (its `Datos`, its top-level keys or the bare
* array, as the contract's `answer` says) when the call worked and the answer fits the schema; otherwise
* `{error}` (the server's `Msj`, or what went wrong).
*/
async function apiRequest(answer, path, options = {}) {
	let sent;
	try {
		sent = await send(path, options);
	} catch (cause) {
		console.error(`[api] ${path}: network failure`, cause);
		return { error: {
			status: "FETCH_ERROR",
			msj: NOTICES.getFailed
		} };
	}
	if (sent.status < 200 || sent.status >= 300) return { error: {
		status: sent.status,
		msj: messageOf(sent.json, NOTICES.getFailed)
	} };
	const refused = refusal(sent.json);
	if (refused !== null) return { error: {
		status: sent.status,
		msj: refused
	} };
	const parsed = answer.schema.safeParse(sent.json);
	if (!parsed.success) {
		console.error(`[api] ${path}: unexpected answer`, parsed.error.message);
		return { error: {
			status: "PARSE_ERROR",
			msj: NOTICES.getFailed
		} };
	}
	const data = answer.data(parsed.data);
	if (data === void 0) return { error: {
		status: sent.status,
		msj: NOTICES.getFailed
	} };
	return { data };
}
/**
* Spec §7's generic GET: `{status, data}` with the parsed answer; `{status: false, data, msj}` when the
* call fails or the answer says `Status: false` (logged; `msj` is 'Algo salio mal, por favor verifica o
* contacta a tu administrador' unless the server said why).
*/
async function getJson(path, params, schema) {
	try {
		const { status, json } = await send(path, { params });
		const parsed = schema.safeParse(json);
		if (!parsed.success) {
			console.error(`[api] GET ${path}: unexpected answer (${status})`, parsed.error.message);
			return {
				status: false,
				data: null,
				msj: NOTICES.getFailed
			};
		}
		const refused = refusal(json);
		if (status >= 400 || refused !== null) {
			console.error(`[api] GET ${path}: ${status} ${refused ?? ""}`);
			return {
				status: false,
				data: parsed.data,
				msj: refused ?? NOTICES.getFailed
			};
		}
		return {
			status: true,
			data: parsed.data
		};
	} catch (cause) {
		console.error(`[api] GET ${path}: network failure`, cause);
		return {
			status: false,
			data: null,
			msj: NOTICES.getFailed
		};
	}
}
/**
* Spec §7's generic POST: the parsed answer, or the error. A network failure also shows the notice
* 'Por favor verifique la red'.
*/
async function postJson(path, params, body, schema, headers) {
	try {
		const { status, json } = await send(path, {
			method: "POST",
			params,
			body,
			...headers ? { headers } : {}
		});
		const parsed = schema.safeParse(json);
		if (parsed.success) return parsed.data;
		console.error(`[api] POST ${path}: unexpected answer (${status})`, parsed.error.message);
		return {
			status,
			msj: messageOf(json, NOTICES.getFailed)
		};
	} catch (cause) {
		console.error(`[api] POST ${path}: network failure`, cause);
		notify({
			tone: "error",
			message: NOTICES.networkPost
		});
		return {
			status: "FETCH_ERROR",
			msj: NOTICES.networkPost
		};
	}
}
function isApiError(x) {
	return typeof x === "object" && x !== null && "msj" in x && "status" in x && !("Status" in x);
}
// src/lib/api/product.ts
function toProduct(record) {
	const price = priceForQuantity(record, 1);
	const discount = record.discount && record.discount > 0 && record.discount < 100 ? record.discount : 0;
	return {
		id: record.Productoid,
		code: record.Producto_cod,
		reference: record.Referencia,
		name: record.Producto,
		categoryId: record.Categoriaid,
		groupId: record.Grupoid,
		subgroupId: record.Subgrupoid,
		price,
		listPrice: discount > 0 ? toMinor(toMajor(price) / (1 - discount / 100)) : null,
		discount,
		stock: Math.max(0, Math.floor(record.Disponible)),
		images: record.Imagenes.map(pictureUrl),
		tiers: record.Escala_aplica ? parseTiers(record.Escala) : [],
		extraHtml: record.texto_adicional,
		dimensions: record.Dimesiones,
		isNew: record.new ?? false,
		rating: record.rating ?? null,
		saleCount: record.saleCount ?? 0,
		offerEnd: record.offerEnd ?? null,
		tags: record.tag ?? [],
		categories: record.category ?? [],
		variations: (record.variation ?? []).map((v) => ({
			...v,
			image: pictureUrl(v.image)
		})),
		shortDescription: record.shortDescription ?? "",
		fullDescription: record.fullDescription ?? "",
		affiliateLink: record.affiliateLink ?? null,
		record
	};
}
// src/lib/api/product-query.ts
/** GetProductos_V2's parameters for a filter (every ERP parameter present; `null` = no filter). */
function productListParams(filter) {
	return {
		codigo: null,
		descripcion: null,
		categoriaid: filter.categoriaid ?? null,
		grupoid: filter.grupoid ?? null,
		subgrupoid: filter.subgrupoid ?? null,
		precio_min: filter.priceMin ?? null,
		precio_max: filter.priceMax ?? null,
		length: filter.offset ?? 0,
		pagesize: filter.pageSize,
		bodegaid: apiConfig.bodegaid,
		orden: filter.orden ?? 0,
		webpedidoid: null,
		api: true,
		api2: null,
		terceroid: getSessionTerceroid(),
		nombreFull: filter.search?.trim() || null
	};
}
export { queryOrder as $, percentOf as $t, persisted as A, _minLength as At, createSlice as B, nextTierNudge as Bt, isLanguage as C, string$1 as Ct, readCookie as D, _gte as Dt, LANGUAGE_COOKIE as E, unknown as Et, hostUrl as F, Provider as Ft, baseQuery as G, notice as Gt, paths as H, stockOf as Ht, pictureUrl as I, useDispatch as It, queryBool as J, asMinor as Jt, bodyInt as K, CURRENCIES as Kt, baseApi as L, useSelector as Lt, resetState as M, _positive as Mt, writePersisted as N, _regex as Nt, writePreferenceCookie as O, _lte as Ot, apiConfig as P, _trim as Pt, queryIntRequired as Q, multiplyMinor as Qt, configureStore as R, useStore as Rt, i18nReady as S, refine as St, CURRENCY_COOKIE as T, union as Tt, MAX_INT as U, tierTable as Ut, combineReducers as V, priceForQuantity as Vt, NO_CONTROL_CHARACTERS as W, NOTICES as Wt, queryIdFilter as X, formatMoney as Xt, queryDate as Y, convertMinor as Yt, queryInt as Z, isCurrencyCode as Zt, LANGUAGES as _, object as _t, isApiError as a, _default as at, htmlLang as b, pipe as bt, getSessionToken as c, array as ct, setRequestTransportProvider as d, extend as dt, sumMinor as en, queryText as et, setSessionToken as f, int as ft, toastsWanted as g, number$1 as gt, onToastsWanted as h, nullish as ht, getJson as i, number as it, readPersisted as j, _nonnegative as jt, isRecord as k, _maxLength as kt, onSessionChange as l, boolean as lt, notify as m, nullable as mt, toProduct as n, toMinor as nn, statusWith as nt, postJson as o, _enum as ot, loadToasts as p, literal as pt, queryAmount as q, addMinor as qt, apiRequest as r, wireAnswer as rt, getSessionTerceroid as s, _null as st, productListParams as t, toMajor as tn, envelope as tt, onUnauthorized as u, email as ut, NAMESPACES as v, optional as vt, localeOf as w, transform as wt, i18n as x, record as xt, changeLanguage as y, pick$1 as yt, createAction as z, activeTierIndex as zt };
