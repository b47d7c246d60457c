import "react";

// Invoker commands (HTML: a button that opens, closes or toggles a dialog or popover without script),
// which React passes through as attributes but its types do not know yet.
declare module "react" {
  interface ButtonHTMLAttributes<T> {
    commandfor?: string | undefined;
    command?: "show-modal" | "close" | "request-close" | "show-popover" | "hide-popover" | "toggle-popover" | undefined;
  }
}
