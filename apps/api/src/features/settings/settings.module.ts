import { feature } from '../../lib/feature';
import type { AdmissionSettingsService } from './admission-settings';
import { admissionSettingsRoutes } from './admission-settings.routes';

/** The admin's fee and windows, and what the admission page is told of them. */
export const settingsFeature = feature({
  name: 'settings',
  routes: ({ mount }, { settings }: { settings: AdmissionSettingsService }) => admissionSettingsRoutes(mount, { settings }),
});
