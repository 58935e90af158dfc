// POST /api/uploads: one photo or video per request, uploaded as soon as it is picked. Uses
// XMLHttpRequest rather than fetch because only XHR reports upload progress (xhr.upload.onprogress).
// Same origin, so the session cookie goes along without withCredentials.
import { type ApiErrorBody, CLIENT_TIME_ZONE_HEADER, POST_MESSAGES, type uploadSchema } from '@campus/domain';
import { ApiError } from './api-client';
import { browserTimeZone } from './time-zone';

/** The server's answer: the upload's id (sent later in uploadIds), kind, size and blur placeholder. */
export type UploadedFile = ReturnType<(typeof uploadSchema)['parse']>;

export interface UploadTask {
  promise: Promise<UploadedFile>;
  abort: () => void;
}

/** Starts uploading `file`; `onProgress` gets the sent fraction (0–1). Rejects with ApiError. */
export function uploadFile(file: File, onProgress: (fraction: number) => void): UploadTask {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<UploadedFile>((resolve, reject) => {
    xhr.open('POST', '/api/uploads');
    xhr.responseType = 'json';
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader(CLIENT_TIME_ZONE_HEADER, browserTimeZone());
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve(xhr.response as UploadedFile);
      const err = (xhr.response as ApiErrorBody | null)?.error;
      reject(new ApiError(xhr.status, err?.code ?? 'network', err?.message ?? POST_MESSAGES.submitFailed));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', POST_MESSAGES.submitFailed));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    const body = new FormData();
    body.append('file', file);
    xhr.send(body);
  });
  return { promise, abort: () => xhr.abort() };
}
