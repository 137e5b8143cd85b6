/**
 * A promise the test opens when it wants: an answer held until the test lets it go (`await held.opened` where it
 * waits, `held.open()` to let it go), or the sign that a step was reached.
 */
export function gate(): { opened: Promise<void>; open: () => void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}
