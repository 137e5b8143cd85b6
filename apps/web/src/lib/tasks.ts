/**
 * Resolves in a later task, after the browser has had its turn for input and painting. A message, not a
 * timer: a chain of timers is held back 4 ms each after the fifth.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
