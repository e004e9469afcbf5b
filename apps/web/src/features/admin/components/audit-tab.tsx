import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../shared/i18n/use-format-date.ts';
import { useAudit } from '../api/admin-api.ts';
import { AUDIT_ACTION_LABELS } from '../lib/labels.ts';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { ONE_LINE } from '../../../shared/ui/one-line.ts';

/** Every moderation action, newest first: when, who, what, on what, and why. */
export function AuditTab() {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const audit = useAudit();

  return (
    <QueryState
      query={audit}
      loadFailed={t('moderation.audit.loadFailed')}
      empty={{ title: t('moderation.audit.empty'), hint: t('moderation.audit.emptyHint') }}
    >
      {(entries) => (
        <Table.ScrollContainer
          minWidth={640}
          type="native"
          // Wider than a phone, the table scrolls sideways in here: a keyboard reaches it as a region.
          tabIndex={0}
          role="region"
          aria-label={t('moderation.audit.caption')}
        >
          <Table striped verticalSpacing="sm" captionSide="top">
            <Table.Caption>{t('moderation.audit.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('moderation.audit.when')}</Table.Th>
                <Table.Th scope="col">{t('moderation.audit.who')}</Table.Th>
                <Table.Th scope="col">{t('moderation.audit.action')}</Table.Th>
                <Table.Th scope="col">{t('moderation.audit.target')}</Table.Th>
                <Table.Th scope="col">{t('moderation.audit.reason')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => (
                <Table.Tr key={entry._id}>
                  {/* A date is one unit: it never breaks inside (the layout sweep checks). */}
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.createdAt)}</Table.Td>
                  <Table.Td>
                    <bdi style={ONE_LINE}>{entry.actor?.displayName ?? t('moderation.audit.system')}</bdi>
                  </Table.Td>
                  <Table.Td>{t(AUDIT_ACTION_LABELS[entry.action])}</Table.Td>
                  <Table.Td dir="auto">{entry.targetLabel}</Table.Td>
                  <Table.Td dir="auto">{entry.reason}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </QueryState>
  );
}
