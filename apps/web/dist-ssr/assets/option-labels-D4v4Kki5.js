import { s as init_compat, v as w } from "./compat-BYQ-5DoL.js";
import { n as useTranslation } from "./jsx-runtime-Cr6Gy-VZ.js";
// src/lib/option-labels.ts
init_compat();
/** Only codes that cannot be read as a nested key or a namespace ('a.b', 'ns:key') are looked up. */
var PLAIN_CODE = /^[\p{L}\p{N}][\p{L}\p{N} _-]*$/u;
function optionLabel(t, kind, code) {
	const key = code.trim().toLowerCase();
	if (!PLAIN_CODE.test(key)) return code;
	return t(`${kind}.${key}`, {
		ns: "options",
		defaultValue: code
	});
}
/** The option labels of the current language (the `options` catalogue loads with the shell's). */
function useOptionLabels() {
	const { t } = useTranslation("options");
	return w(() => {
		const color = (code) => optionLabel(t, "color", code);
		const size = (code) => optionLabel(t, "size", code);
		const tag = (code) => optionLabel(t, "tag", code);
		return {
			color,
			size,
			tag,
			variant: (c, s) => [c ? color(c) : "", s ? size(s) : ""].filter(Boolean).join(" · ")
		};
	}, [t]);
}
export { useOptionLabels as t };
