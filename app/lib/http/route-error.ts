import { isRouteErrorResponse } from "react-router";

/** The status and the refusal's own message (the request boundary's) of what a React Router loader, action or middleware threw. */
export function statusOfRouteError(error: unknown): { status: number; message?: string } {
  if (!isRouteErrorResponse(error)) return { status: 500 };
  return { status: error.status, ...(typeof error.data?.message === "string" ? { message: error.data.message } : {}) };
}
