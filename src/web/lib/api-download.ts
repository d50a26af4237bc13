import { ApiError, buildUrl, NETWORK_MESSAGE, refusal, REQUEST_TIMEOUT_MS, TIMEOUT_MESSAGE, type RequestOptions } from './api.ts';
import { tabWorkspaceId, workspaceHeaders } from './tab-workspace.ts';

// Downloads through the one HTTP client: its time-out, error catalogue and session handling. Kept
// apart from api.ts so that the first page load does not carry it.

/** The file name an attachment's Content-Disposition header gives (RFC 6266), or null. */
export function attachmentFilename(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1]!.trim());
    } catch {
      // Badly encoded: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;\s]+))/.exec(header);
  if (!plain) return null;
  return plain[1] !== undefined ? plain[1].replace(/\\(.)/g, '$1') : plain[2]!;
}

export interface DownloadedFile {
  blob: Blob;
  /** The name the server gave the file, if it gave one. */
  filename: string | null;
}

/**
 * A file the server sends as a download (an export), fetched whole so that a refusal can be shown
 * with the server's reason. A large file may take longer than one time-out: the time-out applies to
 * the wait for the response and to every pause while the body streams in, not to the whole transfer.
 */
export async function apiDownload(path: string, options: Pick<RequestOptions, 'query' | 'signal' | 'timeoutMs'> = {}): Promise<DownloadedFile> {
  const { query, signal, timeoutMs = REQUEST_TIMEOUT_MS } = options;
  const idle = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const restartTimer = () => {
    clearTimeout(timer);
    timer = setTimeout(() => idle.abort(), timeoutMs);
  };
  const failure = (error: unknown) => {
    if (idle.signal.aborted) return new ApiError(TIMEOUT_MESSAGE, 'timeout');
    if (signal?.aborted) return error;
    return new ApiError(NETWORK_MESSAGE, 'network');
  };

  const workspaceId = tabWorkspaceId();
  restartTimer();
  try {
    let response: Response;
    try {
      response = await fetch(buildUrl(path, query), {
        credentials: 'same-origin',
        // The export is of the tab's workspace, as the list it was chosen from.
        headers: workspaceHeaders(workspaceId),
        cache: 'no-store',
        signal: signal ? AbortSignal.any([signal, idle.signal]) : idle.signal,
      });
    } catch (error) {
      throw failure(error);
    }

    if (!response.ok) {
      let text: string;
      try {
        text = await response.text();
      } catch (error) {
        throw failure(error);
      }
      throw refusal(response.status, path, text, workspaceId);
    }

    const chunks: BlobPart[] = [];
    if (response.body) {
      const reader = response.body.getReader();
      try {
        for (;;) {
          restartTimer();
          const { done, value } = await reader.read();
          if (done) break;
          chunks.push(value);
        }
      } catch (error) {
        throw failure(error);
      }
    }
    return {
      blob: new Blob(chunks, { type: response.headers.get('content-type') ?? 'application/octet-stream' }),
      filename: attachmentFilename(response.headers.get('content-disposition')),
    };
  } finally {
    clearTimeout(timer);
  }
}
