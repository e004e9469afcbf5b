import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './floating-helper.module.css';

/** The panel (and its form components) load on the first open, outside /login's budget. */
const HelperPanel = lazy(() =>
  import('./helper-panel.tsx').then(
    (m) => ({ default: m.HelperPanel }),
    () => ({ default: PanelLoadFailed }),
  ),
);

interface PanelProps {
  id: string;
  onClose: () => void;
}

/** The panel's code did not arrive: say so instead of breaking the page around it. */
function PanelLoadFailed({ id, onClose }: PanelProps) {
  const { t } = useTranslation();
  return (
    <div id={id} role="alert" className={classes.panel}>
      <p>{t('errors.chunk.description')}</p>
      <button type="button" onClick={onClose}>
        {t('common.close')}
      </button>
    </div>
  );
}

/**
 * SPEC.md §2's helper on every page, for anonymous visitors too: a round button that opens a
 * panel to check a job by its number. Closing unmounts the panel, so every opening starts clean.
 */
export function FloatingHelper() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  return (
    <>
      {open && (
        <Suspense fallback={null}>
          <HelperPanel id={panelId} onClose={close} />
        </Suspense>
      )}
      <button
        ref={buttonRef}
        type="button"
        className={classes.button}
        aria-label={t('jobCheck.open')}
        title={t('jobCheck.open')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) close();
        }}
      >
        <svg
          width="28"
          height="28"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
          <path d="m9 10 2 2 4-4" />
        </svg>
      </button>
    </>
  );
}
