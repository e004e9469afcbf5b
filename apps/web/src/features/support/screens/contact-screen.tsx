import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SUPPORT_MESSAGE_MAX, SUPPORT_SUBJECT_MAX } from '@debut/contract/support';
import { useErrorMessage } from '../../../shared/api/use-error-message.ts';
import { useSession } from '../../../entities/auth/session-store.ts';
import { showServerFieldErrors } from '../../../shared/forms/server-field-errors.ts';
import { useFieldError } from '../../../shared/forms/use-field-error.ts';
import { isLanguage } from '../../../shared/i18n/languages.ts';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { useSendSupportRequest } from '../api/send-support-request.ts';
import { ZContactForm, type TContactForm } from '../schemas/contact-schema.ts';

/**
 * /contact: the "support on the site" the terms and the privacy policy send claims and data
 * requests to. Open to everyone; a signed-in person finds their e-mail filled in. The answer comes
 * by e-mail, so the address is asked for even then (it may be another one).
 */
export function ContactScreen() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('support.title'));
  const { user } = useSession();
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const send = useSendSupportRequest();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<TContactForm>({
    resolver: zodResolver(ZContactForm),
    defaultValues: { email: user?.email ?? '', subject: '', message: '' },
  });

  const onSubmit = handleSubmit((values) => {
    const language = i18n.resolvedLanguage;
    send.mutate(
      {
        email: values.email.trim(),
        subject: values.subject.trim(),
        message: values.message.trim(),
        ...(language && isLanguage(language) ? { language } : {}),
      },
      {
        onSuccess: () => {
          setSentTo(values.email.trim().toLowerCase());
          reset({ email: values.email, subject: '', message: '' });
        },
        onError: (error) => {
          showServerFieldErrors(error, ['email', 'subject', 'message'], setError);
        },
      },
    );
  });

  return (
    <Stack gap="lg" maw={720}>
      <Stack gap="xs">
        <Title order={1}>{t('support.title')}</Title>
        <Text>{t('support.intro')}</Text>
        <Text size="sm" c="dimmed">
          {t('support.privacyNote')}{' '}
          <Anchor component={Link} to="/privacy" inherit>
            {t('footer.privacy')}
          </Anchor>
        </Text>
      </Stack>
      {sentTo ? (
        <Alert color="green" variant="light" role="status" title={t('support.sentTitle')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('support.sent', { email: sentTo })}</Text>
            <Button size="xs" variant="light" onClick={() => setSentTo(null)}>
              {t('support.another')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <form onSubmit={(event) => void onSubmit(event)} noValidate>
            <Stack gap="sm">
              <TextInput
                type="email"
                label={t('support.fields.email')}
                description={t('support.fields.emailHint')}
                autoComplete="email"
                required
                error={fieldError(errors.email)}
                {...register('email')}
              />
              <TextInput
                label={t('support.fields.subject')}
                required
                maxLength={SUPPORT_SUBJECT_MAX}
                error={fieldError(errors.subject)}
                {...register('subject')}
              />
              <Textarea
                label={t('support.fields.message')}
                description={t('support.fields.messageHint')}
                required
                autosize
                minRows={5}
                maxRows={14}
                maxLength={SUPPORT_MESSAGE_MAX}
                error={fieldError(errors.message)}
                {...register('message')}
              />
              <Button type="submit" loading={send.isPending} style={{ alignSelf: 'flex-start' }}>
                {t('support.submit')}
              </Button>
              {send.isError && (
                <Alert color="red" variant="light" role="alert">
                  {errorMessage(send.error)}
                </Alert>
              )}
            </Stack>
          </form>
        </Paper>
      )}
    </Stack>
  );
}
