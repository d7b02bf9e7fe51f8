import { HttpError } from 'react-admin';
import type { UploadProgress } from '../components/FileUploader';
import {
  buildHeaders,
  DEFAULT_ERROR_MESSAGE,
  errorMessage,
  gatewayClient,
  toGatewayPath,
} from './gatewayClient';

/** The gateway's answer to an upload (the spec's "Uploaded file"). */
export interface UploadedFile {
  name: string;
  uniqueIdentifier: string;
  extension: string;
  relativePath: string;
}

const parse = (text: string): unknown => {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/**
 * Sends one file to `Archive/Upload` (multipart, field `file`) reporting progress 0–100, with
 * the same headers as every gateway call. XMLHttpRequest because fetch cannot report upload
 * progress. Fits FileUploader's `upload` prop.
 */
export const uploadArchive = (file: File, onProgress?: UploadProgress): Promise<UploadedFile> =>
  new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', toGatewayPath('Archive/Upload'));
    buildHeaders().forEach((value, name) => request.setRequestHeader(name, value));
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) {
        onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    request.onload = () => {
      const body = parse(request.responseText);
      if (request.status < 200 || request.status >= 300) {
        reject(new HttpError(errorMessage(body), request.status, body));
        return;
      }
      onProgress?.(100);
      resolve((body as { Response: UploadedFile }).Response);
    };
    request.onerror = () => reject(new HttpError(DEFAULT_ERROR_MESSAGE, 0));
    request.onabort = () => reject(new DOMException('Upload cancelado.', 'AbortError'));
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });

/** A signed, short-lived link that downloads the archive (open it or give it to an <a>). */
export const getDownloadUrl = (archiveUniqueId: string) =>
  gatewayClient.get<string>('Application/GetUrlFileDownload', {
    query: { ArchiveUniqueId: archiveUniqueId },
  });

/** The files' named dataProvider methods (names kept apart from other areas' calls). */
export const filesMethods = { uploadArchive, getArchiveDownloadUrl: getDownloadUrl };
