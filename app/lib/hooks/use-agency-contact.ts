import { useRootData } from "../root-data";

export interface AgencyContact {
  phone: string;
  email: string;
  socialUrl: string;
}

/** The agency's phone, e-mail and social link, from the settings the root loader exposes. */
export function useAgencyContact(): AgencyContact {
  return useRootData()?.contact ?? { phone: "", email: "", socialUrl: "" };
}
