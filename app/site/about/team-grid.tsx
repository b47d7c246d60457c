import type { TeamMember } from "~/content/team";
import { uiText as text } from "~/content/ui";
import { type ImageKey, ResponsiveImage } from "~/lib/ui/responsive-image";

/** A team card: with a bio and expertise on the about page, compact (name and role) on the home page. */
export type TeamCard = Pick<TeamMember, "id" | "name" | "role" | "portrait"> & Partial<Pick<TeamMember, "bio" | "expertise">>;

/** `light`: data-saver mode, the smallest pictures. */
export function TeamGrid({ members, light = false }: { members: TeamCard[]; light?: boolean }) {
  const detailed = members.some((member) => member.bio);
  return (
    <ul className={`grid lg:grid-cols-4 ${detailed ? "gap-6 sm:grid-cols-2" : "grid-cols-2 gap-3 sm:gap-6"}`}>
      {members.map((member) => (
        <li key={member.id} className="overflow-hidden rounded-3xl border border-ink-100 bg-white shadow-sm">
          <ResponsiveImage
            image={`team/${member.portrait}` as ImageKey}
            alt={text.portrait(member.name)}
            sizes={detailed ? "(min-width: 1024px) 280px, (min-width: 640px) 50vw, 100vw" : "(min-width: 1024px) 280px, 50vw"}
            className="aspect-square w-full object-cover"
            light={light}
          />
          <div className={detailed ? "p-5" : "p-3 sm:p-5"}>
            <h3 className={`font-bold text-ink-900 ${detailed ? "text-lg" : "text-sm sm:text-lg"}`}>{member.name}</h3>
            <p className={`font-semibold text-gold-700 ${detailed ? "text-sm" : "text-xs sm:text-sm"}`}>{member.role}</p>
            {member.bio ? <p className="mt-3 text-sm leading-relaxed text-ink-700">{member.bio}</p> : null}
            {member.expertise ? (
              <ul className="mt-4 flex flex-wrap gap-1.5" aria-label={text.expertise(member.name)}>
                {member.expertise.map((skill) => (
                  <li key={skill} className="rounded-full bg-ink-50 px-2.5 py-1 text-xs font-medium text-ink-700">
                    {skill}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
