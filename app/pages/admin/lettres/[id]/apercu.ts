// /admin/lettres/[id]/apercu: the letter's mail as it would leave now, a document of its own for the frames of the
// letter's page (390 and 600 px wide), with a policy of its own: inline styles and the site's pictures, nothing else.
import { staffEndpoint } from "~/admin/accounts/staff-gate.server";
import { letterPreviewAnswer } from "~/admin/letters/letter-pages.server";

export const GET = staffEndpoint(({ params, locals }) => letterPreviewAnswer(locals.site, params.id ?? ""));
