import { useEffect } from "react";
import { useFetcher } from "react-router";
import { showToast } from "~/lib/toast";

type DeskAnswer = { ok: true; toast: string; detail?: string } | { ok: false; error: string };

// One fetcher for the desk's actions (status, resend, remove, test e-mail): the toast is shown by
// the dashboard, which stays when the row that sent the action is gone.
const deskFetcherKey = "desk-action";

export function useDeskAction() {
  return useFetcher<DeskAnswer>({ key: deskFetcherKey });
}

export function useDeskActionToasts() {
  const { data } = useDeskAction();
  useEffect(() => {
    if (!data) return;
    void showToast(data.ok ? { title: data.toast, description: data.detail } : { title: data.error, tone: "error", durationMs: 10_000 });
  }, [data]);
}
