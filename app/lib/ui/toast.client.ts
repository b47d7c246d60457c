/**
 * Toasts, one at a time. The toast library and its root are loaded on the first toast only,
 * so pages that never show one do not pay for it.
 */
export interface ToastMessage {
  title: string;
  description?: string;
  tone?: "success" | "error";
  /** How long it stays, in ms (the library's default otherwise). */
  durationMs?: number;
}

let toaster: Promise<void> | undefined;

/** Never throws: offline, a toast whose code cannot come is skipped (the forms say the same in the page). */
export async function showToast({ title, description, tone = "success", durationMs }: ToastMessage): Promise<void> {
  try {
    toaster ??= import("~/lib/ui/toaster-root").then((module) => module.mountToaster());
    await toaster;
    const { toast } = await import("sonner");
    (tone === "error" ? toast.error : toast.success)(title, { description, duration: durationMs });
  } catch (error) {
    toaster = undefined;
    console.warn("toast: its code could not be loaded", error);
  }
}
