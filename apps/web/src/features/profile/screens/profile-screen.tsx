import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignOut } from '../../../entities/auth/logout.ts';
import { useSession } from '../../../entities/auth/session-store.ts';
import { useFormatDate } from '../../../shared/i18n/use-format-date.ts';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { DeleteAccountSection } from '../components/delete-account-section.tsx';
import { DownloadDataSection } from '../components/download-data-section.tsx';
import { MailSettingsSection } from '../components/mail-settings-section.tsx';
import { HiddenSection } from '../components/hidden-section.tsx';
import { ProfileDetailsForm } from '../components/profile-details-form.tsx';
import { ProfileSection } from '../components/profile-section.tsx';

export function ProfileScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('profile.title'));
  const { user } = useSession();
  const { signOut, pending: signingOut } = useSignOut();
  const formatDate = useFormatDate();
  if (!user) return null;

  return (
    <Container size="sm" px={0}>
      <Stack gap="lg">
        <Group justify="space-between" align="center">
          <Stack gap={4}>
            <Title order={1}>{t('profile.title')}</Title>
            <Text>{t('profile.memberSince', { date: formatDate(user.createdAt) })}</Text>
          </Stack>
          <Button variant="default" loading={signingOut} onClick={signOut}>
            {t('nav.logout')}
          </Button>
        </Group>
        <ProfileSection title={t('resume.sectionTitle')} description={t('resume.sectionText')}>
          <Button component={Link} to="/profile/resume" variant="light" style={{ alignSelf: 'flex-start' }}>
            {t('resume.open')}
          </Button>
        </ProfileSection>
        <ProfileSection id="hidden" title={t('hidden.title')} description={t('hidden.description')}>
          <HiddenSection />
        </ProfileSection>
        <ProfileSection title={t('profile.details.title')}>
          <ProfileDetailsForm user={user} />
        </ProfileSection>
        <ProfileSection title={t('profile.password.title')} description={t('profile.password.description')}>
          <ChangePasswordForm />
        </ProfileSection>
        <ProfileSection title={t('mailSettings.title')} description={t('mailSettings.description')}>
          <MailSettingsSection />
        </ProfileSection>
        <ProfileSection title={t('profile.data.title')} description={t('profile.data.description')}>
          <DownloadDataSection />
        </ProfileSection>
        <ProfileSection title={t('profile.delete.title')} description={t('profile.delete.description')}>
          <DeleteAccountSection />
        </ProfileSection>
      </Stack>
    </Container>
  );
}
