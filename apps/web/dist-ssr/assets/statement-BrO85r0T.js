var statement_default = {
	title: "Kontoauszug",
	loading: "Wird geladen…",
	loadFailed: "Ihr Konto konnte nicht geladen werden. Bitte erneut versuchen.",
	from: "Von",
	to: "Bis",
	show: "Anzeigen",
	print: "Kontoauszug drucken",
	period: "Zeitraum: {{from}} bis {{to}}",
	date: "Datum",
	document: "Beleg",
	debit: "Berechnet",
	credit: "Bezahlt",
	balance: "Saldo",
	opening: "Anfangssaldo",
	closing: "Endsaldo",
	totals: "Summen",
	noMovements: "Keine Rechnungen oder Zahlungen in diesem Zeitraum.",
	kind: {
		"factura": "Rechnung",
		"recibo": "Zahlung"
	},
	cockpit: {
		"title": "Ihr Konto",
		"statementLink": "Kontoauszug",
		"balance": "Offener Betrag",
		"overdue": "Überfällig",
		"overdueCount_one": "{{count}} Rechnung überfällig",
		"overdueCount_other": "{{count}} Rechnungen überfällig",
		"creditLimit": "Kreditlimit",
		"available": "Verfügbarer Kredit",
		"noLimit": "Kein Limit",
		"overLimit": "Sie haben Ihr Kreditlimit überschritten.",
		"aging": "Offene Beträge nach Rechnungsalter (Tage)",
		"bucket": {
			"d0_30": "0–30",
			"d31_60": "31–60",
			"d61_90": "61–90",
			"d90plus": "Über 90"
		},
		"openInvoices": "Offene Rechnungen",
		"invoice": "Rechnung",
		"date": "Datum",
		"due": "Fällig",
		"owed": "Offen",
		"state": "Status",
		"notDue": "Noch nicht fällig",
		"daysLate_one": "{{count}} Tag überfällig",
		"daysLate_other": "{{count}} Tage überfällig"
	},
	checkout: {
		"warnTitle": "Prüfen Sie Ihren Kredit vor der Bestellung",
		"blockedTitle": "Ihr Konto ist wegen Kredit gesperrt",
		"overLimit": "Diese Bestellung ({{total}}) überschreitet Ihren verfügbaren Kredit ({{available}}) um {{excess}}.",
		"overdue_one": "Sie haben {{count}} überfällige Rechnung ({{amount}}).",
		"overdue_other": "Sie haben {{count}} überfällige Rechnungen ({{amount}}).",
		"warnText": "Sie können die Bestellung trotzdem senden; unsere Kreditabteilung kann sie bis zur Klärung zurückhalten.",
		"blockedText": "Bestellungen sind erst möglich, wenn das Konto ausgeglichen oder das Limit erhöht ist. Bitte wenden Sie sich an unsere Kreditabteilung.",
		"seeAccount": "Zu Ihrem Konto"
	}
};
export { statement_default as default };
