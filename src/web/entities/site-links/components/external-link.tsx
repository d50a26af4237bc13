import { forwardRef, type AnchorHTMLAttributes } from 'react';

/** A link that opens in a new tab, which learns neither this page (no opener) nor its address (no referrer). */
export const ExternalLink = forwardRef<HTMLAnchorElement, Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'>>(
  function ExternalLink(props, ref) {
    return <a ref={ref} target="_blank" rel="noopener noreferrer" {...props} />;
  },
);
