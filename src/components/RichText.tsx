// A paragraph of copy with in-text links, written in content as strings and {text, href} segments.
import type { RichText as RichTextData } from '../../content/schema';

export function RichText({ text, className }: { text: RichTextData; className?: string }) {
  return (
    <p className={className}>
      {text.map((part, i) =>
        typeof part === 'string' ? (
          part
        ) : (
          <a
            key={i}
            href={part.href}
            className="font-medium text-amber-800 underline underline-offset-2 hover:text-amber-900"
          >
            {part.text}
          </a>
        ),
      )}
    </p>
  );
}
