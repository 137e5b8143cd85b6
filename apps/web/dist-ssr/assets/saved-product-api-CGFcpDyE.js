import { S as init_preact, b as $ } from "./compat-BYQ-5DoL.js";
import { H as paths, L as baseApi, P as apiConfig, r as apiRequest, s as getSessionTerceroid } from "./api-B4Np9Lgr.js";
import { t as a } from "./jsx-runtime-Cr6Gy-VZ.js";
import { t as getProductoDataAnswer } from "./product-hd_4I6OM.js";
// src/components/product/saved-product-buttons.tsx
init_preact();
/**
* The buttons of a saved product (wishlist row, compare column): add to cart (when the app wires the cart in;
* disabled without stock) and remove. Both name the product for screen readers.
*/
function SavedProductButtons({ product, addLabel, removeLabel, onAddToCart, onRemove, addClassName }) {
	return /* @__PURE__ */ a($, { children: [onAddToCart && /* @__PURE__ */ a("button", {
		type: "button",
		className: addClassName ? `btn btn-primary btn-sm ${addClassName}` : "btn btn-primary btn-sm",
		disabled: product.Disponible <= 0,
		onClick: () => onAddToCart(product),
		children: [addLabel, /* @__PURE__ */ a("span", {
			className: "visually-hidden",
			children: [" ", product.Producto]
		})]
	}), /* @__PURE__ */ a("button", {
		type: "button",
		className: "btn btn-outline-danger btn-sm",
		onClick: onRemove,
		children: [removeLabel, /* @__PURE__ */ a("span", {
			className: "visually-hidden",
			children: [" ", product.Producto]
		})]
	})] });
}
var { useSavedProductQuery } = baseApi.injectEndpoints({ endpoints: (build) => ({ savedProduct: build.query({
	queryFn: async (productoid) => {
		const answer = await apiRequest(getProductoDataAnswer, paths.getProductoData, { params: {
			productoid,
			bodegaid: apiConfig.bodegaid,
			terceroid: getSessionTerceroid()
		} });
		return answer.error ? { error: answer.error } : { data: answer.data.Producto };
	},
	providesTags: (_r, _e, id) => [{
		type: "Product",
		id
	}]
}) }) });
export { SavedProductButtons as n, useSavedProductQuery as t };
