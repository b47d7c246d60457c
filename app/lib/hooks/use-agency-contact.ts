import { useRouteLoaderData } from "react-router";

export interface AgencyContact {
  phone: string;
  email: string;
  socialUrl: string;
}

/** The agency's phone, e-mail and social link, from the settings the root loader exposes. */
export function useAgencyContact(): AgencyContact {
  const root = useRouteLoaderData("root") as { contact?: AgencyContact } | undefined;
  return root?.contact ?? { phone: "", email: "", socialUrl: "" };
}
