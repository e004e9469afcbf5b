import { Text, type TextProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFormatRelative } from '../i18n/use-format-date.ts';
import type { RelativePrecision } from '../i18n/relative-time.ts';

interface RelativeTimeProps extends TextProps {
  iso: string;
  precision: RelativePrecision;
  /** Puts the words around the moment ("Published today"); the moment alone when absent. */
  children?: (text: string, relative: boolean) => ReactNode;
}

/**
 * A moment as people say it ("yesterday", "2 minutes ago") in a `<time>` carrying the exact one:
 * machine-readable in `datetime`, and shown on hover and read by screen readers as its title.
 */
export function RelativeTime({ iso, precision, children, ...textProps }: RelativeTimeProps) {
  const format = useFormatRelative();
  const { text, relative, exact } = format(iso, precision);
  return (
    <Text component="time" dateTime={iso} title={exact} {...textProps}>
      {children ? children(text, relative) : text}
    </Text>
  );
}
