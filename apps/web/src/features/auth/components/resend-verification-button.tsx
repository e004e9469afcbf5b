import { useEffect, useState } from 'react';
import { isolate } from '../../../shared/i18n/isolate.ts';
import { Button, type ButtonProps } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useErrorMessage } from '../../../shared/api/use-error-message.ts';
import { showErrorToast, showSuccessToast } from '../../../shared/ui/toast.ts';
import { useResendVerification } from '../api/resend-verification.ts';
import { refreshSessionUser } from '../api/verify-email.ts';
import classes from './resend-verification-button.module.css';

/** The server allows three links an hour; a minute between clicks keeps people from spending them at once. */
export const RESEND_COOLDOWN_SECONDS = 60;

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

interface ResendVerificationButtonProps extends ButtonProps {
  email: string;
  /** On a phone an envelope icon alone (the words stay its accessible name and title). */
  compactOnPhone?: boolean;
}

/** Mails a new confirmation link to `email`, then waits a minute before it can be pressed again. */
export function ResendVerificationButton({
  email,
  compactOnPhone = false,
  ...props
}: ResendVerificationButtonProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const resend = useResendVerification();
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = window.setTimeout(() => setSecondsLeft((left) => left - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft]);

  const onClick = () =>
    resend.mutate(undefined, {
      onSuccess: () => {
        setSecondsLeft(RESEND_COOLDOWN_SECONDS);
        showSuccessToast(t('verifyEmail.sent', { email: isolate(email) }));
      },
      onError: (error) => {
        setSecondsLeft(RESEND_COOLDOWN_SECONDS);
        // Confirmed meanwhile (in another tab): read the account again and the reminder goes away.
        if (isApiError(error) && error.status === 409) {
          showSuccessToast(t('verifyEmail.alreadyDone'));
          void refreshSessionUser(queryClient).catch(() => undefined);
          return;
        }
        showErrorToast(errorMessage(error));
      },
    });

  const label =
    secondsLeft > 0 ? t('verifyEmail.resendWait', { time: clock(secondsLeft) }) : t('verifyEmail.resend');
  return (
    <Button
      variant="light"
      size="xs"
      {...props}
      className={compactOnPhone ? classes.compact : undefined}
      title={compactOnPhone ? label : undefined}
      onClick={onClick}
      loading={resend.isPending}
      disabled={secondsLeft > 0}
    >
      {compactOnPhone && (
        <span className={classes.icon}>
          <svg
            width="18"
            height="18"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M22 13V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h8" />
            <path d="m22 7-10 6L2 7" />
            <path d="m16 19 3 3 3-3" />
            <path d="M19 16v6" />
          </svg>
        </span>
      )}
      <span className={compactOnPhone ? classes.label : undefined}>{label}</span>
    </Button>
  );
}
