import { type Byline, findPerson, type PersonId, people } from "~/content/people";

/**
 * The author of a stored article. Bundled articles store a person's id; rows
 * that only have a name (written in the admin, or seeded before ids) are
 * matched by name, and someone outside the people module keeps their name alone.
 */
export function articleAuthor(stored: string): Byline {
  return findPerson(stored) ?? people.find((candidate) => candidate.name === stored) ?? { name: stored };
}

/** A name as the comparison below reads it: without accents, case or extra spaces (« Élodie  NGO » reads « elodie ngo »). */
function foldName(name: string): string {
  return name.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

/** The agency: what a new article is signed with when no one of the team is known. */
const agencyAuthor: PersonId = "kheops-digital";

/**
 * Who signs a new article written in the admin: the signed-in person when their account's name is the
 * name of a person of app/content/people.ts (accents and case aside, « mireille NGO biyong » is
 * « Mireille Ngo Biyong »), otherwise the agency. The article stores the person's id, as bundled ones do.
 */
export function defaultAuthorFor(staffName: string | undefined): PersonId {
  const folded = staffName ? foldName(staffName) : "";
  return (folded && people.find((candidate) => foldName(candidate.name) === folded)?.id) || agencyAuthor;
}
