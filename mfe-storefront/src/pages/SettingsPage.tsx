import { Settings } from '../features/settings/Settings';

/** The signed-in account's Settings, at /dashbord/settings. */
export default function SettingsPage() {
  return <Settings />;
}
