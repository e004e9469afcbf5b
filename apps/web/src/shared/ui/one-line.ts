import type { CSSProperties } from 'react';

/**
 * A name that must stay one word on screen: too long for its column, it ends in an ellipsis rather
 * than breaking inside a word (the layout sweep's broken-word check). The full name is its title.
 */
export const ONE_LINE: CSSProperties = {
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
};
