import { createTheme, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 8 keeps white button text and links above WCAG AA contrast.
  primaryShade: { light: 8, dark: 6 },
  defaultRadius: 'md',
  focusRing: 'auto',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Noto Sans Arabic", sans-serif',
  headings: { fontWeight: '700' },
  components: {
    // A badge says a state in a word or two ("Draft", "Active"); squeezed by a long title beside it
    // on a phone, Mantine's badge cut it to "DRA…". It keeps its width, and only a badge longer than
    // its whole row is shortened.
    Badge: { styles: { root: { flexShrink: 0, maxWidth: '100%' } } },
    // A button's label in German or Hungarian can be wider than a 360 px phone ("Lebenslauf erstellen
    // oder bearbeiten"); Mantine keeps it on one line at a fixed height, so it ran off the screen. It
    // wraps instead, and a one-line button keeps its height.
    Button: {
      styles: {
        root: {
          maxWidth: '100%',
          height: 'auto',
          minHeight: 'var(--button-height)',
          // Centred at any height, as a <button> or as a link.
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
        },
        label: { whiteSpace: 'normal', textAlign: 'center', overflow: 'visible' },
        inner: { paddingBlock: 4 },
      },
    },
    // Mantine puts a focusable placeholder <div> inside role="menu", whose only allowed children are
    // menu items (axe: aria-required-children); the dropdown itself takes the focus instead.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
  },
});

/**
 * Darker text than Mantine's defaults, for WCAG AA contrast: secondary and error text on white, and
 * the text of every light variant (badges, light buttons, alerts) on its own tinted background,
 * where Mantine's shade 8 of green, orange or yellow stays near 3:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    ...Object.fromEntries(
      Object.keys(resolved.colors).map((name) => [
        `--mantine-color-${name}-light-color`,
        `color-mix(in srgb, var(--mantine-color-${name}-9), black 30%)`,
      ]),
    ),
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
  },
  dark: {},
});
