import { AdminPeppersTab } from '../peppers/components/AdminPeppersTab';

/** The control panel's peppers tab: pepper management and the pepper form (modules/admin/peppers). */
export function PeppersTab() {
  return <AdminPeppersTab />;
}
