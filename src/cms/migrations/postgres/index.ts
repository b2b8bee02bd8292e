import * as migration_20261122_215943_initial from './20261122_215943_initial';
import * as migration_20261122_223410_conference_page from './20261122_223410_conference_page';
import * as migration_20261123_011029_events from './20261123_011029_events';
import * as migration_20261123_015834_mobile_guide from './20261123_015834_mobile_guide';
import * as migration_20261124_145740_media_area from './20261124_145740_media_area';
import * as migration_20261124_220145_editorial_workflow from './20261124_220145_editorial_workflow';
import * as migration_20261125_005827_search_and_compare from './20261125_005827_search_and_compare';
import * as migration_20261128_082804_customer_resources from './20261128_082804_customer_resources';
import * as migration_20261128_114536_staff_roles_audit from './20261128_114536_staff_roles_audit';
import * as migration_20261128_132915_editorial_safety from './20261128_132915_editorial_safety';
import * as migration_20261205_045845_admin_truth from './20261205_045845_admin_truth';
import * as migration_20261205_050747_staff_trust from './20261205_050747_staff_trust';
import * as migration_20261205_053707_locales_by_parent from './20261205_053707_locales_by_parent';
import * as migration_20261206_012937_russian from './20261206_012937_russian';

export const migrations = [
  {
    up: migration_20261122_215943_initial.up,
    down: migration_20261122_215943_initial.down,
    name: '20261122_215943_initial',
  },
  {
    up: migration_20261122_223410_conference_page.up,
    down: migration_20261122_223410_conference_page.down,
    name: '20261122_223410_conference_page',
  },
  {
    up: migration_20261123_011029_events.up,
    down: migration_20261123_011029_events.down,
    name: '20261123_011029_events',
  },
  {
    up: migration_20261123_015834_mobile_guide.up,
    down: migration_20261123_015834_mobile_guide.down,
    name: '20261123_015834_mobile_guide',
  },
  {
    up: migration_20261124_145740_media_area.up,
    down: migration_20261124_145740_media_area.down,
    name: '20261124_145740_media_area',
  },
  {
    up: migration_20261124_220145_editorial_workflow.up,
    down: migration_20261124_220145_editorial_workflow.down,
    name: '20261124_220145_editorial_workflow',
  },
  {
    up: migration_20261125_005827_search_and_compare.up,
    down: migration_20261125_005827_search_and_compare.down,
    name: '20261125_005827_search_and_compare',
  },
  {
    up: migration_20261128_082804_customer_resources.up,
    down: migration_20261128_082804_customer_resources.down,
    name: '20261128_082804_customer_resources',
  },
  {
    up: migration_20261128_114536_staff_roles_audit.up,
    down: migration_20261128_114536_staff_roles_audit.down,
    name: '20261128_114536_staff_roles_audit',
  },
  {
    up: migration_20261128_132915_editorial_safety.up,
    down: migration_20261128_132915_editorial_safety.down,
    name: '20261128_132915_editorial_safety',
  },
  {
    up: migration_20261205_045845_admin_truth.up,
    down: migration_20261205_045845_admin_truth.down,
    name: '20261205_045845_admin_truth',
  },
  {
    up: migration_20261205_050747_staff_trust.up,
    down: migration_20261205_050747_staff_trust.down,
    name: '20261205_050747_staff_trust',
  },
  {
    up: migration_20261205_053707_locales_by_parent.up,
    down: migration_20261205_053707_locales_by_parent.down,
    name: '20261205_053707_locales_by_parent',
  },
  {
    up: migration_20261206_012937_russian.up,
    down: migration_20261206_012937_russian.down,
    name: '20261206_012937_russian',
  },
];
