import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SessionUser } from '@/core/session/sessionStore';
import { AdminApiKeysTab } from '@/modules/apikeys/components/AdminApiKeysTab';
import { PageLoading } from '@/modules/ui/components/PageLoading';
import { panelElementId, tabElementId, Tabs } from '@/modules/ui/components/Tabs';
import { ContentTab } from '../content/components/ContentTab';
import { useAdminTab } from '../hooks/useAdminTab';
import { DashboardTab } from '../moderation/components/DashboardTab';
import { ReportsTab } from '../moderation/components/ReportsTab';
import { SettingsTab } from '../moderation/components/SettingsTab';
import { TopicsTab } from '../moderation/components/TopicsTab';
import { adminTabsFor, type AdminTab } from '../utils/adminTabs';
import { OutboxTab } from './OutboxTab';
import { PeppersTab } from './PeppersTab';
import { UsersTab } from './users/UsersTab';

const ID_PREFIX = 'admin';

export interface AdminPanelProps {
  user: SessionUser;
}

/**
 * The control panel: a greeting and the tabs (kept in the URL); moderators get Reports and Topics. The theme toggle
 * and "Log out" are the main header's, not repeated here.
 */
export function AdminPanel({ user }: AdminPanelProps) {
  const { t } = useTranslation('admin');
  const tabs = adminTabsFor(user);
  const isAdmin = user.role === 'admin';
  const { tab, setTab } = useAdminTab(tabs);

  const renderTab = (current: AdminTab) => {
    switch (current) {
      case 'dashboard':
        return <DashboardTab onOpenTab={setTab} />;
      case 'users':
        return <UsersTab currentUserId={user.id} />;
      case 'topics':
        return <TopicsTab />;
      case 'peppers':
        return <PeppersTab />;
      case 'content':
        return <ContentTab />;
      case 'reports':
        return <ReportsTab currentUserId={user.id} canBlock={isAdmin} />;
      case 'settings':
        return <SettingsTab />;
      case 'outbox':
        return <OutboxTab />;
      case 'apiKeys':
        return <AdminApiKeysTab />;
    }
  };

  return (
    <div className="container admin-panel">
      <header className="admin-header">
        <div className="admin-header__text">
          <h1>{t('heading')}</h1>
          <p className="admin-header__greeting">{t('greeting', { name: user.firstName || user.username })}</p>
        </div>
        <div className="admin-header__actions">
          <Link to="/graphiql" state={{ fromAdmin: true }} className="button button--ghost">
            {t('graphiqlLink')}
          </Link>
        </div>
      </header>

      <Tabs
        tabs={tabs.map((id) => ({ id, label: t(`tabs.${id}`) }))}
        active={tab}
        onChange={setTab}
        label={t('tabs.label')}
        idPrefix={ID_PREFIX}
      />
      <div
        className="admin-panel__content"
        role="tabpanel"
        id={panelElementId(ID_PREFIX, tab)}
        aria-labelledby={tabElementId(ID_PREFIX, tab)}
        tabIndex={0}
      >
        {/* A tab whose translations are still loading waits here: the page's own boundary would hide the tab list, and the focus with it. */}
        <Suspense fallback={<PageLoading />}>{renderTab(tab)}</Suspense>
      </div>
    </div>
  );
}
