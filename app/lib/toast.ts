/**
 * Toasts, one at a time (spec §2). The toast library is loaded on the first
 * toast only, so pages that never show one do not pay for it.
 */
export interface ToastMessage {
  title: string;
  description?: string;
  tone?: "success" | "error";
  /** How long it stays, in ms (the library's default otherwise). */
  durationMs?: number;
}

let mountHost: (() => Promise<void>) | undefined;

/** Called by <ToastHost>: `mount` renders the toaster and resolves once it listens. */
export function registerToastHost(mount: () => Promise<void>): () => void {
  mountHost = mount;
  return () => {
    if (mountHost === mount) mountHost = undefined;
  };
}

export async function showToast({ title, description, tone = "success", durationMs }: ToastMessage): Promise<void> {
  if (!mountHost) {
    console.warn("toast: no ToastHost mounted", title);
    return;
  }
  await mountHost();
  const { toast } = await import("sonner");
  (tone === "error" ? toast.error : toast.success)(title, { description, duration: durationMs });
}
