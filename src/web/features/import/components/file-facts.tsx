import type { FileSummary } from '../worker/import-protocol.ts';
import { delimiterLabel, encodingLabel, formatLine } from '../import-text.ts';

/** What was found in the file: its format and size, its encoding and its delimiter. */
export function FileFacts({ file }: { file: FileSummary }) {
  const delimiter = delimiterLabel(file.delimiter);
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="font-medium text-ink-muted">File</dt>
      <dd className="min-w-0 break-words text-ink">{file.fileName}</dd>
      <dt className="font-medium text-ink-muted">Format</dt>
      <dd className="text-ink">{formatLine(file)}</dd>
      <dt className="font-medium text-ink-muted">Encoding</dt>
      <dd className="text-ink">{encodingLabel(file.encoding)}</dd>
      {delimiter && (
        <>
          <dt className="font-medium text-ink-muted">Delimiter</dt>
          <dd className="text-ink">{delimiter}</dd>
        </>
      )}
    </dl>
  );
}
