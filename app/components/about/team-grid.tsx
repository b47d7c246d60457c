import { type ImageKey, ResponsiveImage } from "~/components/ui/responsive-image";
import type { TeamMember } from "~/content/team";

export function TeamGrid({ members, showBio = true }: { members: TeamMember[]; showBio?: boolean }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {members.map((member) => (
        <li key={member.id} className="overflow-hidden rounded-3xl border border-ink-100 bg-white shadow-sm">
          <ResponsiveImage
            image={`team/${member.portrait}` as ImageKey}
            alt={`Portrait illustré de ${member.name}`}
            sizes="(min-width: 1024px) 280px, (min-width: 640px) 50vw, 100vw"
            className="aspect-square w-full object-cover"
          />
          <div className="p-5">
            <h3 className="text-lg font-bold text-ink-900">{member.name}</h3>
            <p className="text-sm font-semibold text-gold-700">{member.role}</p>
            {showBio ? <p className="mt-3 text-sm leading-relaxed text-ink-700">{member.bio}</p> : null}
            <ul className="mt-4 flex flex-wrap gap-1.5" aria-label={`Expertises de ${member.name}`}>
              {member.expertise.map((skill) => (
                <li key={skill} className="rounded-full bg-ink-50 px-2.5 py-1 text-xs font-medium text-ink-700">
                  {skill}
                </li>
              ))}
            </ul>
          </div>
        </li>
      ))}
    </ul>
  );
}
