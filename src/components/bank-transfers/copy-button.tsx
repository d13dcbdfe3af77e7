'use client';

import { useState } from 'react';

/** Copies a value to the clipboard and says so to screen readers as well. */
export function CopyButton({
  value,
  label,
  text,
  copiedText,
}: {
  value: string;
  /** The accessible name, e.g. "Copy IBAN". */
  label: string;
  text: string;
  copiedText: string;
}) {
  const [copied, setCopied] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button small secondary"
        aria-label={label}
        onClick={async () => {
          await navigator.clipboard.writeText(value);
          setCopied(true);
        }}
      >
        {text}
      </button>
      <span role="status" className="copy-status">
        {copied ? copiedText : ''}
      </span>
    </>
  );
}
