/**
 * A button that opens or closes a dialog by itself (invoker commands, `commandfor` and `command`: the
 * e-book's cover zoom, decision 013) does nothing where the browser lacks them: Safari before 26.2,
 * Firefox before 144, older Chromium and the WebViews built on it. There, and only on a page that has
 * such a button, the polyfill (invokers-polyfill, about 2 KB gzip) is fetched and applied: the same
 * buttons then work, those added later too (it listens on the document), and a tap made while it was
 * coming is given to it once it has come.
 */
export function bringBackInvokerCommands(): void {
  if ("commandForElement" in HTMLButtonElement.prototype) return;
  if (!document.querySelector("button[commandfor]")) return;
  let tapped: HTMLButtonElement | undefined;
  const remember = (event: Event) => {
    tapped = (event.target as Element | null)?.closest<HTMLButtonElement>("button[commandfor]") ?? tapped;
  };
  document.addEventListener("click", remember, true);
  import("invokers-polyfill/fn")
    .then(({ isSupported, apply }) => {
      document.removeEventListener("click", remember, true);
      if (!isSupported()) apply();
      if (tapped?.isConnected) tapped.click();
    })
    .catch((error: unknown) => {
      document.removeEventListener("click", remember, true);
      // Offline before it came: the button stays as the browser has it; the page reads on.
      console.warn("The invoker commands' polyfill could not load:", error);
    });
}
