import { Compass, Megaphone, MessagesSquare, MonitorSmartphone, Palette, Search } from "lucide-react";
import type { ServiceIcon as IconName } from "~/content/types";

const icons = { MessagesSquare, MonitorSmartphone, Palette, Compass, Megaphone, Search };

export function ServiceIcon({ name, className = "h-6 w-6" }: { name: IconName; className?: string }) {
  const Icon = icons[name];
  return <Icon className={className} aria-hidden="true" />;
}
