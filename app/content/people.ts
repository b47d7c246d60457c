import { agency } from "./site";

/**
 * Everyone who signs something on the site: the agency itself and its team.
 * Team cards, e-books and articles name a person by id; their name, title and
 * portrait are written here only.
 */
interface PersonFields {
  name: string;
  /** How a byline presents them (author cards of articles and e-books). */
  title?: string;
  /** The illustrated portrait's key under /images/art/team; a person without one shows initials. */
  portrait?: string;
  /** The agency signs as an organisation, not a person (structured data). */
  organization?: true;
}

const entries = {
  "kheops-digital": { name: agency.name, title: "Agence web et marketing digital, Douala", organization: true },
  "mireille-ngo-biyong": {
    name: "Mireille Ngo Biyong",
    title: "Fondatrice et CEO de Kheops Digital",
    portrait: "mireille-ngo-biyong",
  },
  "arnaud-fotso-kamdem": { name: "Arnaud Fotso Kamdem", portrait: "arnaud-fotso-kamdem" },
  "patrick-essomba-atangana": { name: "Patrick Essomba Atangana", portrait: "patrick-essomba-atangana" },
  "larissa-ewane-moukouri": {
    name: "Larissa Ewane Moukouri",
    title: "Community manager chez Kheops Digital",
    portrait: "larissa-ewane-moukouri",
  },
} as const satisfies Record<string, PersonFields>;

export type PersonId = keyof typeof entries;

/** The people who have an illustrated portrait (the team). */
export type PortrayedPersonId = { [Id in PersonId]: (typeof entries)[Id] extends { portrait: string } ? Id : never }[PersonId];

export type Person = PersonFields & { id: PersonId };

/** Who wrote something: a person of this module, or someone known only by name. */
export type Byline = PersonFields & { id?: PersonId };

export function isPersonId(id: string): id is PersonId {
  return Object.hasOwn(entries, id);
}

export function person<Id extends PersonId>(id: Id): Person & (typeof entries)[Id] {
  return { id, ...entries[id] };
}

export function findPerson(id: string): Person | undefined {
  return isPersonId(id) ? person(id) : undefined;
}

export const people: Person[] = (Object.keys(entries) as PersonId[]).map((id) => person(id));
