import { Avatar, type MantineSize } from '@mantine/core';

interface CompanyLogoProps {
  company: { name: string; logoUrl: string | null };
  size?: MantineSize | number;
  /** The logo's own description; empty where the company's name stands beside it. */
  alt?: string;
}

/** The company's logo, or its initials on a quiet square when it has none. */
export function CompanyLogo({ company, size = 'sm', alt = '' }: CompanyLogoProps) {
  const initials = company.name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  return (
    <Avatar
      // A span, as it sits inside a line of text (a paragraph holds no div).
      component="span"
      src={company.logoUrl}
      alt={alt}
      size={size}
      radius="sm"
      color="gray"
      variant="light"
      // Initials repeat the name beside them; only a described logo is read out.
      aria-hidden={alt === '' ? true : undefined}
    >
      {initials}
    </Avatar>
  );
}
