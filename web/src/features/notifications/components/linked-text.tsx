import { Fragment } from 'react';

// A web address in a mail's text: up to the next space or angle bracket, without a trailing full stop or comma.
const URL_PATTERN = /https?:\/\/[^\s<>]+[^\s<>.,;:!?)'"]/g;

/**
 * Plain text with its web addresses as links, the rest as written (React escapes it). Mails keep their line
 * breaks; the caller sets the white-space.
 */
export function LinkedText({ text }: { text: string }) {
  const parts: (string | { href: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    parts.push(text.slice(last, match.index), { href: match[0] });
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return parts.map((part, i) =>
    typeof part === 'string' ? (
      <Fragment key={i}>{part}</Fragment>
    ) : (
      <a
        key={i}
        href={part.href}
        className="break-all text-emerald-800 underline dark:text-emerald-400"
        rel="noreferrer"
      >
        {part.href}
      </a>
    ),
  );
}
