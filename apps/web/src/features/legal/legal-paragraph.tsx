import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

// `[[/path|words]]` in a legal text is a link to a page of the site (e.g. the contact form).
const LINK = /\[\[(\/[^|\]]*)\|([^\]]+)\]\]/g;

/** One paragraph of a legal document, with its in-site links made real links. */
export function LegalParagraph({ text }: { text: string }) {
  const parts: (string | { to: string; words: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    parts.push(text.slice(last, match.index));
    parts.push({ to: match[1] ?? '/', words: match[2] ?? '' });
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return (
    <Text>
      {parts.map((part, index) =>
        typeof part === 'string' ? (
          part
        ) : (
          <Anchor key={index} component={Link} to={part.to} inherit>
            {part.words}
          </Anchor>
        ),
      )}
    </Text>
  );
}
