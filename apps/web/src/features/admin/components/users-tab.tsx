import { useId, useState } from 'react';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TModeratedUser } from '@debut/contract/moderation';
import { useSession } from '../../../entities/auth/session-store.ts';
import { useFormatNumber } from '../../../shared/i18n/use-format-number.ts';
import { useModeratedUsers } from '../api/admin-api.ts';
import { ROLE_LABELS } from '../lib/labels.ts';
import { BlockToggleButton } from './block-toggle-button.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { SearchField, useDebouncedSearch } from './search-field.tsx';
import { UserActionDialog, type UserAction } from './user-action-dialog.tsx';
import { ONE_LINE } from '../../../shared/ui/one-line.ts';

function UserCard({
  user,
  isSelf,
  onAction,
}: {
  user: TModeratedUser;
  isSelf: boolean;
  onAction: (action: UserAction) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const headingId = useId();
  const blocked = user.blockedAt !== null;
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h4" id={headingId} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            <bdi style={ONE_LINE} title={user.displayName}>
              {user.displayName}
            </bdi>
          </Title>
          {/* A long name wraps; the badges keep their full width beside it. */}
          <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
            <Badge variant="light" color={user.role === 'admin' ? 'indigo' : 'gray'}>
              {t(ROLE_LABELS[user.role])}
            </Badge>
            {isSelf && (
              <Badge variant="outline" color="gray">
                {t('moderation.users.you')}
              </Badge>
            )}
          </Group>
        </Group>
        <Text size="sm">{user.email}</Text>
        <Text size="sm" c="dimmed">
          {t('moderation.users.jobsCount', {
            count: user.jobsCount,
            formatted: format.number(user.jobsCount),
          })}
        </Text>
        {blocked && (
          <Text size="sm" fw={600} c="red.8">
            {user.blockedReason
              ? t('moderation.users.blocked', { reason: user.blockedReason })
              : t('moderation.users.blockedNoReason')}
          </Text>
        )}
        {!isSelf && (
          <Group gap="xs">
            <BlockToggleButton
              blocked={blocked}
              describedBy={headingId}
              onToggle={(kind) => onAction({ kind, user })}
            />
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** Accounts found by e-mail or name; blocking ends their sessions and blocks their live jobs. */
export function UsersTab() {
  const { t } = useTranslation();
  const selfId = useSession().user?.id;
  const search = useDebouncedSearch();
  const users = useModeratedUsers(search.query);
  const [action, setAction] = useState<UserAction | null>(null);

  return (
    <Stack gap="md">
      <SearchField label={t('moderation.users.search')} value={search.text} onChange={search.setText} />
      <QueryState
        query={users}
        loadFailed={t('moderation.users.loadFailed')}
        empty={{ title: t('moderation.users.empty'), hint: t('moderation.users.emptyHint') }}
        list
      >
        {(items) =>
          items.map((user) => (
            <UserCard key={user._id} user={user} isSelf={user._id === selfId} onAction={setAction} />
          ))
        }
      </QueryState>
      <UserActionDialog action={action} onClose={() => setAction(null)} />
    </Stack>
  );
}
