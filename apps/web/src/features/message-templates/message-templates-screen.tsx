import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Group,
  List,
  Paper,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  TEMPLATE_LIMITS,
  containsHtml,
  unknownPlaceholders,
  type TMessageTemplate,
} from '@debut/contract/message-templates';
import { isApiError } from '../../shared/api/api-error.ts';
import { useErrorMessage } from '../../shared/api/use-error-message.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { LoadError } from '../../shared/ui/load-error.tsx';
import { PageLoader } from '../../shared/ui/page-loader.tsx';
import { Section } from '../../shared/ui/section.tsx';
import { showSuccessToast } from '../../shared/ui/toast.ts';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import {
  useDeleteTemplate,
  useSaveTemplate,
  useTemplates,
} from '../../entities/message-templates/templates-api.ts';

interface Draft {
  id?: string;
  name: string;
  text: string;
}

const EMPTY: Draft = { name: '', text: '' };

/** The server's reasons: one per field (HTML, an unknown placeholder, a length), or its one sentence (a 409). */
function serverReasons(error: unknown, title: string): string[] {
  if (!isApiError(error)) return [];
  if (error.details.length > 0) return error.details.map((detail) => detail.message);
  return error.message && error.message !== title ? [error.message] : [];
}

/** /message-templates: the caller's templates for status messages and bulk answers (DESIGN.md §14.2). */
export function MessageTemplatesScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('templates.title'));
  const templates = useTemplates();
  const save = useSaveTemplate();
  const remove = useDeleteTemplate();
  const errorMessage = useErrorMessage();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [deleting, setDeleting] = useState<TMessageTemplate | null>(null);
  // Problems show once the owner tried to save, not while the first words are typed.
  const [checked, setChecked] = useState(false);

  const startEdit = (next: Draft) => {
    save.reset();
    setChecked(false);
    setDraft(next);
  };

  // The contract's own checks, said before sending, in the interface language (the server says them too).
  const unknown = unknownPlaceholders(draft.text);
  const problems = [
    ...(containsHtml(draft.text) ? [t('templates.htmlNotAllowed')] : []),
    ...(unknown.length > 0 ? [t('templates.unknownPlaceholder', { placeholders: unknown.join(', ') })] : []),
  ];
  const saveTitle = save.isError ? errorMessage(save.error) : '';
  const reasons = serverReasons(save.error, saveTitle);

  const submit = () => {
    setChecked(true);
    if (problems.length > 0) return;
    save.mutate(draft, {
      onSuccess: () => {
        showSuccessToast(t('templates.saved'));
        setDraft(EMPTY);
        setChecked(false);
      },
    });
  };

  return (
    <Stack gap="md">
      <Title order={1}>{t('templates.title')}</Title>
      <Text>{t('templates.intro')}</Text>
      {templates.isPending && <PageLoader />}
      {templates.isError && (
        <LoadError
          title={t('templates.loadFailed')}
          error={templates.error}
          onRetry={() => void templates.refetch()}
        />
      )}
      {templates.data && (
        <Section title={t('templates.mine')}>
          {templates.data.items.length === 0 && <Text c="dimmed">{t('templates.empty')}</Text>}
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {[
              ...templates.data.items.map((item) => ({ ...item, offered: false })),
              ...templates.data.defaults.map((item) => ({ ...item, _id: item.key, offered: true })),
            ].map((item) => (
              <Paper key={item._id} withBorder radius="md" p="sm" component="li">
                <Stack gap={6}>
                  <Group gap="xs">
                    <Text fw={600}>
                      <bdi>{item.name}</bdi>
                    </Text>
                    {item.offered && (
                      <Badge variant="light" size="sm">
                        {t('templates.offered')}
                      </Badge>
                    )}
                  </Group>
                  {/* The template's own language decides its direction (an English text on an Arabic screen). */}
                  <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {item.text}
                  </Text>
                  <Group gap="xs">
                    {item.offered ? (
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={t('templates.copyNamed', { name: item.name })}
                        onClick={() => startEdit({ name: item.name, text: item.text })}
                      >
                        {t('templates.copy')}
                      </Button>
                    ) : (
                      <>
                        <Button
                          size="xs"
                          variant="light"
                          aria-label={t('templates.editNamed', { name: item.name })}
                          onClick={() => startEdit({ id: item._id, name: item.name, text: item.text })}
                        >
                          {t('templates.edit')}
                        </Button>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          aria-label={t('templates.deleteNamed', { name: item.name })}
                          onClick={() =>
                            setDeleting(templates.data.items.find((own) => own._id === item._id) ?? null)
                          }
                        >
                          {t('templates.delete')}
                        </Button>
                      </>
                    )}
                  </Group>
                </Stack>
              </Paper>
            ))}
          </Stack>
        </Section>
      )}
      <Section title={draft.id ? t('templates.editTitle') : t('templates.newTitle')}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="sm">
            <TextInput
              label={t('templates.name')}
              required
              maxLength={TEMPLATE_LIMITS.name.max}
              value={draft.name}
              onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
            />
            <Textarea
              label={t('templates.text')}
              description={t('templates.placeholders')}
              required
              autosize
              minRows={4}
              maxLength={TEMPLATE_LIMITS.text.max}
              value={draft.text}
              onChange={(event) => setDraft({ ...draft, text: event.currentTarget.value })}
              error={checked && problems.length > 0 ? problems.join(' ') : undefined}
            />
            {save.isError && (
              <Alert color="red" role="alert" title={saveTitle}>
                {reasons.length > 0 && (
                  <List size="sm">
                    {reasons.map((reason) => (
                      <List.Item key={reason}>{reason}</List.Item>
                    ))}
                  </List>
                )}
              </Alert>
            )}
            <Group gap="xs">
              <Button type="submit" loading={save.isPending}>
                {t('templates.save')}
              </Button>
              {(draft.id || draft.name || draft.text) && (
                <Button variant="default" onClick={() => startEdit(EMPTY)}>
                  {t('common.cancel')}
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      </Section>
      <ConfirmDialog
        opened={deleting !== null}
        onClose={() => {
          remove.reset();
          setDeleting(null);
        }}
        title={t('templates.deleteTitle')}
        confirmLabel={t('templates.delete')}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting._id, {
            onSuccess: () => {
              showSuccessToast(t('templates.deleted'));
              setDeleting(null);
            },
          })
        }
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
      >
        <Text fw={600}>
          <bdi>{deleting?.name}</bdi>
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
