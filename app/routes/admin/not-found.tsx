import { data } from "react-router";
import { BareShell } from "~/components/layout/bare-shell";
import { StatusErrorPage } from "~/components/layout/error-page";

// An address under /admin that is no page of the staff's area: the French 404, with no session needed
// and nothing said of what the area holds. A post here has no action: React Router answers 405, which
// the root's error page names « Action impossible ici ».
export function loader() {
  return data(null, { status: 404 });
}

export default function AdminNotFound() {
  return (
    <BareShell>
      <StatusErrorPage status={404} />
    </BareShell>
  );
}
