import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TCompany, TCompanyMember } from '@debut/contract/companies';
import { useErrorMessage } from '../../../shared/api/use-error-message.ts';
import { useFormatDate } from '../../../shared/i18n/use-format-date.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { showSuccessToast } from '../../../shared/ui/toast.ts';
import { useSession } from '../../../entities/auth/session-store.ts';
import { useMembers, useRemoveMember } from '../api/members.ts';
import { ROLE_LABELS } from '../lib/labels.ts';
import { InviteForm } from './invite-form.tsx';
import { Section } from '../../../shared/ui/section.tsx';

interface MemberRowProps {
  member: TCompanyMember;
  isSelf: boolean;
  canRemove: boolean;
  onRemove: (member: TCompanyMember) => void;
}

function MemberRow({ member, isSelf, canRemove, onRemove }: MemberRowProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const name = member.user.displayName;
  return (
    <Paper withBorder radius="sm" px="sm" py="xs" component="li">
      <Group justify="space-between" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap={6}>
            <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
              <bdi>{name}</bdi>
              {isSelf && ` (${t('companies.members.you')})`}
            </Text>
            <Badge variant="light" color={member.role === 'owner' ? 'blue' : 'gray'}>
              {t(ROLE_LABELS[member.role])}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {t('companies.members.joined', { date: formatDate(member.joinedAt) })}
          </Text>
        </Stack>
        {isSelf ? (
          <Button size="xs" variant="subtle" color="red" onClick={() => onRemove(member)}>
            {t('companies.members.leave')}
          </Button>
        ) : (
          canRemove && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              aria-label={t('companies.members.removeLabel', { name })}
              onClick={() => onRemove(member)}
            >
              {t('companies.members.remove')}
            </Button>
          )
        )}
      </Group>
    </Paper>
  );
}

/**
 * The team: every member with role and date; an owner removes anyone and invites, anyone leaves.
 * The server keeps the last owner (409 LAST_OWNER), whose words the dialog shows.
 */
export function MembersSection({ company }: { company: TCompany }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const { user } = useSession();
  const members = useMembers(company._id, company.role !== undefined);
  const remove = useRemoveMember(company._id);
  const [leaving, setLeaving] = useState<TCompanyMember | null>(null);
  const isOwner = company.role === 'owner';
  const self = leaving !== null && leaving.user._id === user?.id;

  const close = () => {
    setLeaving(null);
    remove.reset();
  };
  const confirm = () => {
    if (!leaving) return;
    remove.mutate(leaving.user._id, {
      onSuccess: () => {
        setLeaving(null);
        if (self) {
          showSuccessToast(t('companies.members.left'));
          void navigate('/my-companies', { replace: true });
        } else showSuccessToast(t('companies.members.removed'));
      },
    });
  };

  return (
    <Section title={t('companies.members.title')}>
      <QueryState
        query={members}
        loadFailed={t('companies.members.loadFailed')}
        empty={{ title: t('companies.members.loadFailed'), hint: '' }}
        list
      >
        {(items) =>
          items.map((member) => (
            <MemberRow
              key={member.user._id}
              member={member}
              isSelf={member.user._id === user?.id}
              canRemove={isOwner}
              onRemove={setLeaving}
            />
          ))
        }
      </QueryState>
      {isOwner && <InviteForm companyId={company._id} />}
      <ConfirmDialog
        opened={leaving !== null}
        onClose={close}
        title={self ? t('companies.members.leaveConfirmTitle') : t('companies.members.removeConfirmTitle')}
        confirmLabel={self ? t('companies.members.leave') : t('companies.members.remove')}
        onConfirm={confirm}
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
      >
        <Text>
          {self
            ? t('companies.members.leaveConfirm', { company: company.name })
            : t('companies.members.removeConfirm', { name: leaving?.user.displayName ?? '' })}
        </Text>
      </ConfirmDialog>
    </Section>
  );
}
