import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { AuditTab } from '../components/audit-tab.tsx';
import { DeliveryTab } from '../components/delivery-tab.tsx';
import { JobsTab } from '../components/jobs-tab.tsx';
import { ReportsTab } from '../components/reports-tab.tsx';
import { SupportTab } from '../components/support-tab.tsx';
import { UsersTab } from '../components/users-tab.tsx';

const TABS = ['reports', 'support', 'jobs', 'users', 'delivery', 'audit'] as const;
type AdminTab = (typeof TABS)[number];

function isAdminTab(value: string | null): value is AdminTab {
  return (TABS as readonly (string | null)[]).includes(value);
}

/**
 * /admin: reports, support requests, jobs, accounts, failed deliveries and the audit log for
 * moderators. The route lets admins only through; the server checks every request again. The open
 * tab is in the address (`?tab=`), so a reload or a shared link keeps it; only the open tab loads
 * its data.
 */
export function AdminScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('moderation.title'));
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: AdminTab = isAdminTab(requested) ? requested : 'reports';

  return (
    <Stack gap="md">
      <Title order={1}>{t('moderation.title')}</Title>
      <Tabs
        value={tab}
        onChange={(value) => setParams(value && value !== 'reports' ? { tab: value } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="reports">{t('moderation.tabs.reports')}</Tabs.Tab>
          <Tabs.Tab value="support">{t('moderation.tabs.support')}</Tabs.Tab>
          <Tabs.Tab value="jobs">{t('moderation.tabs.jobs')}</Tabs.Tab>
          <Tabs.Tab value="users">{t('moderation.tabs.users')}</Tabs.Tab>
          <Tabs.Tab value="delivery">{t('moderation.tabs.delivery')}</Tabs.Tab>
          <Tabs.Tab value="audit">{t('moderation.tabs.audit')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="reports">
          <ReportsTab />
        </Tabs.Panel>
        <Tabs.Panel value="support">
          <SupportTab />
        </Tabs.Panel>
        <Tabs.Panel value="jobs">
          <JobsTab />
        </Tabs.Panel>
        <Tabs.Panel value="users">
          <UsersTab />
        </Tabs.Panel>
        <Tabs.Panel value="delivery">
          <DeliveryTab />
        </Tabs.Panel>
        <Tabs.Panel value="audit">
          <AuditTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
