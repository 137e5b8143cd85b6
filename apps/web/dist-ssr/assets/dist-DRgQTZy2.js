import { C as k$1, b as $$1, d as A, h as d$1, m as b$1, p as T, s as init_compat, t as A$1 } from "./compat-BYQ-5DoL.js";
// ../../node_modules/goober/dist/goober.modern.js
init_compat();
var e = { data: "" };
var t = (t) => {
	if ("object" == typeof window) {
		let e = (t ? t.querySelector("#_goober") : window._goober) || Object.assign(document.createElement("style"), {
			innerHTML: " ",
			id: "_goober"
		});
		return e.nonce = window.__nonce__, e.parentNode || (t || document.head).appendChild(e), e.firstChild;
	}
	return t || e;
};
var a = /(?:([\u0080-\uFFFF\w-%@]+) *:? *([^{;]+?);|([^;}{]*?) *{)|(}\s*)/g;
var l = /\/\*[^]*?\*\/|  +/g;
var n$1 = /\n+/g;
var o = (e, t) => {
	let r = "", a = "", l = "";
	for (let n in e) {
		let c = e[n];
		"@" == n[0] ? "i" == n[1] ? r = n + " " + c + ";" : a += "f" == n[1] ? o(c, n) : n + "{" + o(c, "k" == n[1] ? "" : t) + "}" : "object" == typeof c ? a += o(c, t ? t.replace(/([^,])+/g, (e) => n.replace(/([^,]*:\S+\([^)]*\))|([^,])+/g, (t) => /&/.test(t) ? t.replace(/&/g, e) : e ? e + " " + t : t)) : n) : null != c && (n = "-" == n[1] ? n : n.replace(/[A-Z]/g, "-$&").toLowerCase(), l += o.p ? o.p(n, c) : n + ":" + c + ";");
	}
	return r + (t && l ? t + "{" + l + "}" : l) + a;
};
var c = {};
var i = (e) => {
	if ("object" == typeof e) {
		let t = "";
		for (let r in e) t += r + i(e[r]);
		return t;
	}
	return e;
};
var s = (e, t, r, s, p) => {
	let u = i(e), d = c[u] || (c[u] = ((e) => {
		let t = 0, r = 11;
		for (; t < e.length;) r = 101 * r + e.charCodeAt(t++) >>> 0;
		return "go" + r;
	})(u));
	if (!c[d]) {
		let t = u !== e ? e : ((e) => {
			let t, r, o = [{}];
			for (; t = a.exec(e.replace(l, ""));) t[4] ? o.shift() : t[3] ? (r = t[3].replace(n$1, " ").trim(), o.unshift(o[0][r] = o[0][r] || {})) : o[0][t[1]] = t[2].replace(n$1, " ").trim();
			return o[0];
		})(e);
		c[d] = o(p ? { ["@keyframes " + d]: t } : t, r ? "" : "." + d);
	}
	let f = r && c.g;
	return r && (c.g = c[d]), ((e, t, r, a) => {
		a ? t.data = t.data.replace(a, e) : -1 === t.data.indexOf(e) && (t.data = r ? e + t.data : t.data + e);
	})(c[d], t, s, f), d;
};
var p = (e, t, r) => e.reduce((e, a, l) => {
	let n = t[l];
	if (n && n.call) {
		let e = n(r), t = e && e.props && e.props.className || /^go/.test(e) && e;
		n = t ? "." + t : e && "object" == typeof e ? e.props ? "" : o(e, "") : !1 === e ? "" : e;
	}
	return e + a + (null == n ? "" : n);
}, "");
function u(e) {
	let r = this || {}, a = e.call ? e(r.p) : e;
	return s(a.unshift ? a.raw ? p(a, [].slice.call(arguments, 1), r.p) : a.reduce((e, t) => Object.assign(e, t && t.call ? t(r.p) : t), {}) : a, t(r.target), r.g, r.o, r.k);
}
var d;
var f$1;
var g;
u.bind({ g: 1 });
var h$1 = u.bind({ k: 1 });
function m(e, t, r, a) {
	o.p = t, d = e, f$1 = r, g = a;
}
function w$1(e, t) {
	let r = this || {};
	return function() {
		let a = arguments;
		function l(n, o) {
			let c = Object.assign({}, n), i = c.className || l.className;
			r.p = Object.assign({ theme: f$1 && f$1() }, c), r.o = /go\d/.test(i), c.className = u.apply(r, a) + (i ? " " + i : ""), t && (c.ref = o);
			let s = e;
			return e[0] && (s = c.as || e, delete c.as), g && s[0] && g(c), d(s, c);
		}
		return t ? t(l) : l;
	};
}
// ../../node_modules/react-hot-toast/dist/index.mjs
var Z = (e) => typeof e == "function";
var h = (e, t) => Z(e) ? e(t) : e;
var W = (() => {
	let e = 0;
	return () => (++e).toString();
})();
var E = (() => {
	let e;
	return () => {
		if (e === void 0 && typeof window < "u") {
			let t = matchMedia("(prefers-reduced-motion: reduce)");
			e = !t || t.matches;
		}
		return e;
	};
})();
var re = 20;
var k = "default";
var H = (e, t) => {
	let { toastLimit: o } = e.settings;
	switch (t.type) {
		case 0: return {
			...e,
			toasts: [t.toast, ...e.toasts].slice(0, o)
		};
		case 1: return {
			...e,
			toasts: e.toasts.map((r) => r.id === t.toast.id ? {
				...r,
				...t.toast
			} : r)
		};
		case 2:
			let { toast: s } = t;
			return H(e, {
				type: e.toasts.find((r) => r.id === s.id) ? 1 : 0,
				toast: s
			});
		case 3:
			let { toastId: a } = t;
			return {
				...e,
				toasts: e.toasts.map((r) => r.id === a || a === void 0 ? {
					...r,
					dismissed: !0,
					visible: !1
				} : r)
			};
		case 4: return t.toastId === void 0 ? {
			...e,
			toasts: []
		} : {
			...e,
			toasts: e.toasts.filter((r) => r.id !== t.toastId)
		};
		case 5: return {
			...e,
			pausedAt: t.time
		};
		case 6:
			let i = t.time - (e.pausedAt || 0);
			return {
				...e,
				pausedAt: void 0,
				toasts: e.toasts.map((r) => ({
					...r,
					pauseDuration: r.pauseDuration + i
				}))
			};
	}
};
var v = [];
var j = {
	toasts: [],
	pausedAt: void 0,
	settings: { toastLimit: re }
};
var f = {};
var Y = (e, t = k) => {
	f[t] = H(f[t] || j, e), v.forEach(([o, s]) => {
		o === t && s(f[t]);
	});
};
var _ = (e) => Object.keys(f).forEach((t) => Y(e, t));
var Q = (e) => Object.keys(f).find((t) => f[t].toasts.some((o) => o.id === e));
var S = (e = k) => (t) => {
	Y(t, e);
};
var se = {
	blank: 4e3,
	error: 4e3,
	success: 2e3,
	loading: 1 / 0,
	custom: 4e3
};
var V = (e = {}, t = k) => {
	let [o, s] = d$1(f[t] || j), a = T(f[t]);
	A(() => (a.current !== f[t] && s(f[t]), v.push([t, s]), () => {
		let r = v.findIndex(([l]) => l === t);
		r > -1 && v.splice(r, 1);
	}), [t]);
	let i = o.toasts.map((r) => {
		var l, g, T;
		return {
			...e,
			...e[r.type],
			...r,
			removeDelay: r.removeDelay || ((l = e[r.type]) == null ? void 0 : l.removeDelay) || (e == null ? void 0 : e.removeDelay),
			duration: r.duration || ((g = e[r.type]) == null ? void 0 : g.duration) || (e == null ? void 0 : e.duration) || se[r.type],
			style: {
				...e.style,
				...(T = e[r.type]) == null ? void 0 : T.style,
				...r.style
			}
		};
	});
	return {
		...o,
		toasts: i
	};
};
var ie = (e, t = "blank", o) => ({
	createdAt: Date.now(),
	visible: !0,
	dismissed: !1,
	type: t,
	ariaProps: {
		role: "status",
		"aria-live": "polite"
	},
	message: e,
	pauseDuration: 0,
	...o,
	id: (o == null ? void 0 : o.id) || W()
});
var P = (e) => (t, o) => {
	let s = ie(t, e, o);
	return S(s.toasterId || Q(s.id))({
		type: 2,
		toast: s
	}), s.id;
};
var n = (e, t) => P("blank")(e, t);
n.error = P("error");
n.success = P("success");
n.loading = P("loading");
n.custom = P("custom");
n.dismiss = (e, t) => {
	let o = {
		type: 3,
		toastId: e
	};
	t ? S(t)(o) : _(o);
};
n.dismissAll = (e) => n.dismiss(void 0, e);
n.remove = (e, t) => {
	let o = {
		type: 4,
		toastId: e
	};
	t ? S(t)(o) : _(o);
};
n.removeAll = (e) => n.remove(void 0, e);
n.promise = (e, t, o) => {
	let s = n.loading(t.loading, {
		...o,
		...o == null ? void 0 : o.loading
	});
	return typeof e == "function" && (e = e()), e.then((a) => {
		let i = t.success ? h(t.success, a) : void 0;
		return i ? n.success(i, {
			id: s,
			...o,
			...o == null ? void 0 : o.success
		}) : n.dismiss(s), a;
	}).catch((a) => {
		let i = t.error ? h(t.error, a) : void 0;
		i ? n.error(i, {
			id: s,
			...o,
			...o == null ? void 0 : o.error
		}) : n.dismiss(s);
	}), e;
};
var ce = 1e3;
var w = (e, t = "default") => {
	let { toasts: o, pausedAt: s } = V(e, t), a = T(/* @__PURE__ */ new Map()).current, i = b$1((c, m = ce) => {
		if (a.has(c)) return;
		let p = setTimeout(() => {
			a.delete(c), r({
				type: 4,
				toastId: c
			});
		}, m);
		a.set(c, p);
	}, []);
	A(() => {
		if (s) return;
		let c = Date.now(), m = o.map((p) => {
			if (p.duration === 1 / 0) return;
			let R = (p.duration || 0) + p.pauseDuration - (c - p.createdAt);
			if (R < 0) {
				p.visible && n.dismiss(p.id);
				return;
			}
			return setTimeout(() => n.dismiss(p.id, t), R);
		});
		return () => {
			m.forEach((p) => p && clearTimeout(p));
		};
	}, [
		o,
		s,
		t
	]);
	let r = b$1(S(t), [t]), l = b$1(() => {
		r({
			type: 5,
			time: Date.now()
		});
	}, [r]), g = b$1((c, m) => {
		r({
			type: 1,
			toast: {
				id: c,
				height: m
			}
		});
	}, [r]), T$1 = b$1(() => {
		s && r({
			type: 6,
			time: Date.now()
		});
	}, [s, r]), d = b$1((c, m) => {
		let { reverseOrder: p = !1, gutter: R = 8, defaultPosition: z } = m || {}, O = o.filter((u) => (u.position || z) === (c.position || z) && u.height), K = O.findIndex((u) => u.id === c.id), B = O.filter((u, I) => I < K && u.visible).length;
		return O.filter((u) => u.visible).slice(...p ? [B + 1] : [0, B]).reduce((u, I) => u + (I.height || 0) + R, 0);
	}, [o]);
	return A(() => {
		o.forEach((c) => {
			if (c.dismissed) i(c.id, c.removeDelay);
			else {
				let m = a.get(c.id);
				m && (clearTimeout(m), a.delete(c.id));
			}
		});
	}, [o, i]), {
		toasts: o,
		handlers: {
			updateHeight: g,
			startPause: l,
			endPause: T$1,
			calculateOffset: d
		}
	};
};
var de = h$1` from { transform: scale(0) rotate(45deg); opacity: 0; } to { transform: scale(1) rotate(45deg); opacity: 1; }`;
var me = h$1` from { transform: scale(0); opacity: 0; } to { transform: scale(1); opacity: 1; }`;
var le = h$1` from { transform: scale(0) rotate(90deg); opacity: 0; } to { transform: scale(1) rotate(90deg); opacity: 1; }`;
var C = w$1("div")` width: 20px; opacity: 0; height: 20px; border-radius: 10px; background: ${(e) => e.primary || "#ff4b4b"}; position: relative; transform: rotate(45deg); animation: ${de} 0.3s cubic-bezier(0.175, 0.885, 0.32, 1.275) forwards; animation-delay: 100ms; &:after, &:before { content: ''; animation: ${me} 0.15s ease-out forwards; animation-delay: 150ms; position: absolute; border-radius: 3px; opacity: 0; background: ${(e) => e.secondary || "#fff"}; bottom: 9px; left: 4px; height: 2px; width: 12px; } &:before { animation: ${le} 0.15s ease-out forwards; animation-delay: 180ms; transform: rotate(90deg); } `;
var Te = h$1` from { transform: rotate(0deg); } to { transform: rotate(360deg); } `;
var F = w$1("div")` width: 12px; height: 12px; box-sizing: border-box; border: 2px solid; border-radius: 100%; border-color: ${(e) => e.secondary || "#e0e0e0"}; border-right-color: ${(e) => e.primary || "#616161"}; animation: ${Te} 1s linear infinite; `;
var ge = h$1` from { transform: scale(0) rotate(45deg); opacity: 0; } to { transform: scale(1) rotate(45deg); opacity: 1; }`;
var he = h$1` 0% { height: 0; width: 0; opacity: 0; } 40% { height: 0; width: 6px; opacity: 1; } 100% { opacity: 1; height: 10px; }`;
var L = w$1("div")` width: 20px; opacity: 0; height: 20px; border-radius: 10px; background: ${(e) => e.primary || "#61d345"}; position: relative; transform: rotate(45deg); animation: ${ge} 0.3s cubic-bezier(0.175, 0.885, 0.32, 1.275) forwards; animation-delay: 100ms; &:after { content: ''; box-sizing: border-box; animation: ${he} 0.2s ease-out forwards; opacity: 0; animation-delay: 200ms; position: absolute; border-right: 2px solid; border-bottom: 2px solid; border-color: ${(e) => e.secondary || "#fff"}; bottom: 6px; left: 6px; height: 10px; width: 6px; } `;
var be = w$1("div")` position: absolute; `;
var Se = w$1("div")` position: relative; display: flex; justify-content: center; align-items: center; min-width: 20px; min-height: 20px; `;
var Ae = h$1` from { transform: scale(0.6); opacity: 0.4; } to { transform: scale(1); opacity: 1; }`;
var Pe = w$1("div")` position: relative; transform: scale(0.6); opacity: 0.4; min-width: 20px; animation: ${Ae} 0.3s 0.12s cubic-bezier(0.175, 0.885, 0.32, 1.275) forwards; `;
var $ = ({ toast: e }) => {
	let { icon: t, type: o, iconTheme: s } = e;
	return t !== void 0 ? typeof t == "string" ? k$1(Pe, null, t) : t : o === "blank" ? null : k$1(Se, null, k$1(F, { ...s }), o !== "loading" && k$1(be, null, o === "error" ? k$1(C, { ...s }) : k$1(L, { ...s })));
};
var Re = (e) => ` 0% {transform: translate3d(0,${e * -200}%,0) scale(.6); opacity:.5;} 100% {transform: translate3d(0,0,0) scale(1); opacity:1;} `;
var Ee = (e) => ` 0% {transform: translate3d(0,0,-1px) scale(1); opacity:1;} 100% {transform: translate3d(0,${e * -150}%,-1px) scale(.6); opacity:0;} `;
var ve = "0%{opacity:0;} 100%{opacity:1;}";
var De = "0%{opacity:1;} 100%{opacity:0;}";
var Oe = w$1("div")` :where(&) { display: flex; align-items: center; background: #fff; color: #363636; line-height: 1.3; will-change: transform; box-shadow: 0 3px 10px rgba(0, 0, 0, 0.1), 0 3px 3px rgba(0, 0, 0, 0.05); max-width: 350px; pointer-events: auto; padding: 8px 10px; border-radius: 8px; } `;
var Ie = w$1("div")` display: flex; justify-content: center; margin: 4px 10px; color: inherit; flex: 1 1 auto; white-space: pre-line; `;
var ke = (e, t) => {
	let s = e.includes("top") ? 1 : -1, [a, i] = E() ? [ve, De] : [Re(s), Ee(s)];
	return { animation: t ? `${h$1(a)} 0.35s cubic-bezier(.21,1.02,.73,1) forwards` : `${h$1(i)} 0.4s forwards cubic-bezier(.06,.71,.55,1)` };
};
var N = A$1(({ toast: e, position: t, style: o, children: s }) => {
	let a = e.height ? ke(e.position || t || "top-center", e.visible) : { opacity: 0 }, i = k$1($, { toast: e }), r = k$1(Ie, { ...e.ariaProps }, h(e.message, e));
	return k$1(Oe, {
		className: e.className,
		style: {
			...a,
			...o,
			...e.style
		}
	}, typeof s == "function" ? s({
		icon: i,
		message: r
	}) : k$1($$1, null, i, r));
});
m(k$1);
var we = ({ id: e, className: t, style: o, onHeightUpdate: s, children: a }) => {
	let i = b$1((r) => {
		if (r) {
			let l = () => {
				let g = r.getBoundingClientRect().height;
				s(e, g);
			};
			l(), new MutationObserver(l).observe(r, {
				subtree: !0,
				childList: !0,
				characterData: !0
			});
		}
	}, [e, s]);
	return k$1("div", {
		ref: i,
		className: t,
		style: o
	}, a);
};
var Me = (e, t) => {
	let o = e.includes("top"), s = o ? { top: 0 } : { bottom: 0 }, a = e.includes("center") ? { justifyContent: "center" } : e.includes("right") ? { justifyContent: "flex-end" } : {};
	return {
		left: 0,
		right: 0,
		display: "flex",
		position: "absolute",
		transition: E() ? void 0 : "all 230ms cubic-bezier(.21,1.02,.73,1)",
		transform: `translateY(${t * (o ? 1 : -1)}px)`,
		...s,
		...a
	};
};
var Ce = u` z-index: 9999; > * { pointer-events: auto; } `;
var D = 16;
var Fe = ({ reverseOrder: e, position: t = "top-center", toastOptions: o, gutter: s, children: a, toasterId: i, containerStyle: r, containerClassName: l }) => {
	let { toasts: g, handlers: T } = w(o, i);
	return k$1("div", {
		"data-rht-toaster": i || "",
		style: {
			position: "fixed",
			zIndex: 9999,
			top: D,
			left: D,
			right: D,
			bottom: D,
			pointerEvents: "none",
			...r
		},
		className: l,
		onMouseEnter: T.startPause,
		onMouseLeave: T.endPause
	}, g.map((d) => {
		let c = d.position || t, p = Me(c, T.calculateOffset(d, {
			reverseOrder: e,
			gutter: s,
			defaultPosition: t
		}));
		return k$1(we, {
			id: d.id,
			key: d.id,
			onHeightUpdate: T.updateHeight,
			className: d.visible ? Ce : "",
			style: p
		}, d.type === "custom" ? h(d.message, d) : a ? a(d) : k$1(N, {
			toast: d,
			position: c
		}));
	}));
};
var zt = n;
export { L as CheckmarkIcon, C as ErrorIcon, F as LoaderIcon, N as ToastBar, $ as ToastIcon, Fe as Toaster, zt as default, h as resolveValue, n as toast, w as useToaster, V as useToasterStore };
