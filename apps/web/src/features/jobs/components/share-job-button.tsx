import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showSuccessToast } from '../../../shared/ui/toast.ts';

interface ShareJobButtonProps {
  url: string;
  title: string;
  size?: 'xs' | 'sm';
}

/**
 * Shares the job's public page: the system share sheet where the browser has one (phones), else the
 * link goes to the clipboard. Dismissing the share sheet is not a failure.
 */
export function ShareJobButton({ url, title, size = 'sm' }: ShareJobButtonProps) {
  const { t } = useTranslation();
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
      } catch (error) {
        if (!(error instanceof DOMException && error.name === 'AbortError')) {
          showErrorToast(t('share.failed', { url }));
        }
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      showSuccessToast(t('share.copied'));
    } catch {
      showErrorToast(t('share.failed', { url }));
    }
  };
  return (
    <Button
      variant="default"
      size={size}
      onClick={() => void share()}
      aria-label={t('share.label', { title })}
    >
      {t('share.button')}
    </Button>
  );
}
