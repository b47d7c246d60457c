import { type Byline, findPerson, people } from "~/content/people";

/**
 * The author of a stored article. Bundled articles store a person's id; rows
 * that only have a name (written in the admin, or seeded before ids) are
 * matched by name, and someone outside the people module keeps their name alone.
 */
export function articleAuthor(stored: string): Byline {
  return findPerson(stored) ?? people.find((candidate) => candidate.name === stored) ?? { name: stored };
}
