import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../shared/api/use-error-message.ts';
import { showErrorToast } from '../../shared/ui/toast.ts';
import { useToggleFavorite } from './favorites-api.ts';
import { useFavoriteIds } from './favorites-store.ts';

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <path d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z" />
    </svg>
  );
}

interface FavoriteButtonProps {
  jobId: string;
  /** Names the job for screen readers, where several buttons share a page. */
  jobTitle: string;
  /** A labelled button (job card) instead of the bare heart (lists). */
  withLabel?: boolean;
}

/** Toggles a favourite and says in a toast why, when the server refuses. */
export function useFavoriteToggle(): { toggle: (jobId: string) => void; pending: boolean } {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const mutation = useToggleFavorite();
  return {
    pending: mutation.isPending,
    toggle: (jobId) =>
      mutation.mutate(jobId, {
        onError: (error) => showErrorToast(t('favorites.toggleFailed', { reason: errorMessage(error) })),
      }),
  };
}

/** The favourite toggle: a pressed heart is a favourite; the change is saved at once. */
export function FavoriteButton({ jobId, jobTitle, withLabel = false }: FavoriteButtonProps) {
  const { t } = useTranslation();
  const favorite = useFavoriteIds().includes(jobId);
  const { toggle } = useFavoriteToggle();
  const onClick = () => toggle(jobId);
  const label = t(favorite ? 'favorites.remove' : 'favorites.add', { title: jobTitle });

  if (withLabel) {
    return (
      <Button
        variant={favorite ? 'light' : 'default'}
        color="pink"
        leftSection={<HeartIcon filled={favorite} />}
        aria-pressed={favorite}
        aria-label={label}
        onClick={onClick}
      >
        {t(favorite ? 'favorites.saved' : 'favorites.save')}
      </Button>
    );
  }
  return (
    <Tooltip label={label} withinPortal>
      <ActionIcon
        variant="subtle"
        color="pink"
        size="lg"
        aria-pressed={favorite}
        aria-label={label}
        onClick={onClick}
      >
        <HeartIcon filled={favorite} />
      </ActionIcon>
    </Tooltip>
  );
}
