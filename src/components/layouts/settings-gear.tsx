import { Settings as SettingsIcon } from 'lucide-react';

/** The phone's Settings link icon: its own chunk, since lucide's runtime is not needed to show `/` (JS budget). */
export function SettingsGear() {
  return <SettingsIcon aria-hidden="true" className="size-5" />;
}
