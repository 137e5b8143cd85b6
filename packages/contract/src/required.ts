/**
 * The error of a field that must be given: "<what> es obligatorio" when it is missing, "<what> debe ser
 * <expected>" when it came with a value of another type (a number where text goes), so a client is told
 * which of the two to fix.
 */
export function requiredAs(what: string, expected: string) {
  return (issue: { input?: unknown }): string =>
    issue.input === undefined || issue.input === null
      ? `${what} es obligatorio`
      : `${what} debe ser ${expected}`;
}
